import HeadlessSwiftUI
import Runtime
import ScreenLabSeeds
import Testing

/// Builders, primitives, actions and bindings.
@MainActor
struct BuilderAndActionTests {
  @Test(arguments: [
    (Mode.list, ["liste"]), (.grid, ["izgara"]), (.empty, []),
  ])
  func switchBuildsTheChosenBranch(mode: Mode, texts: [String]) {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SwitchScreen(), runtime: runtime)
      host.write("mode", mode)
      host.settle()
      #expect(host.texts == texts + ["arka", "ust", "aynen"])
    }
  }

  @Test func optionalContentAppearsWhenSet() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SwitchScreen(), runtime: runtime)
      host.write("note", Optional("not"))
      host.settle()
      #expect(host.texts == ["liste", "not", "arka", "ust", "aynen"])
    }
  }

  @Test func onChangeFiresWithOldAndNewValuesOnlyForRealChanges() {
    Runtime.withNew { runtime in
      let log = EventLog()
      let host = ViewHost(rootView: ActionScreen(log: log), runtime: runtime)
      #expect(log.lines == ["ilk-veya-degisti", "gorundu"])
      log.lines = []
      host.write("count", 0)
      host.settle()
      #expect(log.lines.isEmpty)
      host.write("count", 2)
      host.settle()
      #expect(log.lines == ["degisti 0->2", "ilk-veya-degisti", "yeni 2"])
    }
  }

  @Test func onDisappearRunsWhenTheViewIsRemoved() {
    Runtime.withNew { runtime in
      let log = EventLog()
      let host = ViewHost(rootView: ActionScreen(log: log), runtime: runtime)
      log.lines = []
      host.write("shows", false)
      host.settle()
      #expect(log.lines == ["kayboldu"])
      host.write("shows", true)
      host.settle()
      #expect(log.lines == ["kayboldu", "gorundu"])
    }
  }

  @Test func bindingToAPartWritesTheWholeStateAndCountsAsParent() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BindingScreen(), runtime: runtime)
      let report = host.measure("genislik") { host.tap("genislet") }
      #expect(
        report.line()
          == "genislik: size degisti | yeniden BindingScreen yerel, WidthEditor ebeveyn | atlanan ConstantReader"
      )
      #expect(host.texts.last == "10x0")
      #expect(host.texts.first == "10")
    }
  }

  @Test func constantBindingIgnoresWrites() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BindingScreen(), runtime: runtime)
      let report = host.measure("sabit") { host.toggle("sabit") }
      #expect(report.recomputes.isEmpty)
      #expect(Binding.constant(3).wrappedValue == 3)
    }
  }

  @Test func printChangesLinesFollowApplesFormat() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      #expect(
        host.printChangesLines() == [
          "PanelScreen: @self, @identity, _isOn changed.",
          "DetailPanel: @self, @identity, _isExpanded changed.",
          "StatusText: @self changed.",
        ])
      let start = host.evaluations.count
      host.toggle("Etkin")
      host.settle()
      host.tap("Ayrıntı")
      host.settle()
      #expect(
        host.printChangesLines(from: start) == [
          "PanelScreen: _isOn changed.",
          "DetailPanel: @self changed.",
          "DetailPanel: _isExpanded changed.",
        ])
    }
  }

  @Test func gestureStateUpdatesWhileDraggingAndResetsBeforeOnEnded() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      host.drag("DragCard", translation: CGSize(width: 10, height: 0), steps: 2)
      let offsets = host.presentedSamples
      #expect(offsets.isEmpty)
      #expect(host.presentedValue("offset", in: "DragCard") == [10, 0])
      let cardChanges = host.evaluations.filter { $0.view == "DragCard" }.map(\.printChangesLine)
      // The first step (5 points) is below the drag's minimum distance: no value yet.
      #expect(
        cardChanges == [
          "DragCard: @self, @identity, _dragOffset changed.",
          "DragCard: _dragOffset changed.",
          "DragCard: _dragOffset, _position changed.",
        ])
    }
  }
}

/// The graph's text rendering.
@MainActor
struct GraphDumpTests {
  @Test func dumpShowsTheLessonTreeAfterTheDetailOpens() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      host.tap("Ayrıntı")
      host.settle()
      #expect(
        host.dump() == """
          PanelScreen
            VStack
              Toggle
                Text "Etkin"
              DetailPanel
                .AnimationModifier
                  .OpacityEffect
                    VStack
                      Button
                        Text "Ayrıntı"
                      Text "Ayrıntı metni"
              StatusText
                Text "Hazır"
          """)
    }
  }
}
