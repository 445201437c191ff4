import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabSeeds
import Testing

/// The lessons' measurements, derived from running the seeds' own SwiftUI sources.
@MainActor
struct LessonMeasurementTests {
  @Test func lesson001PrintsTheLessonLinesFromExecution() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      let opened = host.measure("panel-acildi") { host.tap("Ayrıntı") }
      let enabled = host.measure("etkin-degisti") { host.toggle("Etkin") }
      #expect(
        opened.line()
          == "panel-acildi: isExpanded degisti | yeniden DetailPanel yerel | atlanan PanelScreen,StatusText"
      )
      #expect(
        enabled.line()
          == "etkin-degisti: isOn degisti | yeniden PanelScreen yerel, DetailPanel ebeveyn | atlanan StatusText"
      )
      #expect(
        CauseTally(opened.recomputes + enabled.recomputes).lines() == [
          "yerel: 2", "ebeveyn: 1", "gozlem: 0", "ortam: 0",
        ])
    }
  }

  @Test func lesson001LinesEqualTheKernelsLinesForTheLessonsTree() {
    let storage: [String: Storage] = [
      "isOn": .state(owner: "PanelScreen"),
      "isExpanded": .state(owner: "DetailPanel"),
    ]
    let tree = ViewTree(
      nodes: [
        ViewNode("PanelScreen", parent: nil, reads: ["isOn"]),
        ViewNode("DetailPanel", parent: "PanelScreen", reads: ["isOn", "isExpanded"]),
        ViewNode("StatusText", parent: "PanelScreen", reads: []),
      ], storage: storage)
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      let opened = host.measure("panel-acildi") { host.tap("Ayrıntı") }
      let enabled = host.measure("etkin-degisti") { host.toggle("Etkin") }
      for language in Language.allCases {
        #expect(
          opened.line(language) == tree.report("panel-acildi", key: "isExpanded").line(language))
        #expect(enabled.line(language) == tree.report("etkin-degisti", key: "isOn").line(language))
      }
    }
  }

  @Test func lesson004PrintsTheLessonLinesFromExecution() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let dragging = host.measure("surukleme-suruyor") {
        host.write("dragOffset", CGSize(width: 30, height: 10), in: "DragCard")
      }
      let moved = host.measure("surukleme-bitti-konum") {
        host.write("position", CGSize(width: 30, height: 10))
      }
      let reset = host.measure("surukleme-bitti-ofset") {
        host.write("dragOffset", CGSize.zero, in: "DragCard")
      }
      #expect(
        dragging.line()
          == "surukleme-suruyor: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,PositionLabel,HintText"
      )
      #expect(
        moved.line()
          == "surukleme-bitti-konum: position degisti | yeniden BoardScreen yerel, DragCard ebeveyn, PositionLabel ebeveyn | atlanan HintText"
      )
      #expect(
        reset.line()
          == "surukleme-bitti-ofset: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,PositionLabel,HintText"
      )
      #expect(
        CauseTally(dragging.recomputes + moved.recomputes + reset.recomputes).lines() == [
          "yerel: 3", "ebeveyn: 2", "gozlem: 0", "ortam: 0",
        ])
      #expect(host.texts.contains("30, 10"))
    }
  }

  @Test func lesson004WritingThroughTheCardsBindingGivesTheSameLine() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let moved = host.measure("surukleme-bitti-konum") {
        host.write("position", CGSize(width: 5, height: 0), in: "DragCard")
      }
      #expect(
        moved.line()
          == "surukleme-bitti-konum: position degisti | yeniden BoardScreen yerel, DragCard ebeveyn, PositionLabel ebeveyn | atlanan HintText"
      )
    }
  }

  @Test func lesson004RealDragResetsGestureStateAndWritesPositionInOneUpdate() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let drag = host.measure("surukle") {
        host.drag("DragCard", translation: CGSize(width: 40, height: 20), steps: 4)
      }
      #expect(host.read("position", as: CGSize.self) == CGSize(width: 40, height: 20))
      #expect(host.read("dragOffset", as: CGSize.self) == .zero)
      #expect(host.texts.contains("40, 20"))
      // Four moves re-run the card alone; the lift writes both keys in one update.
      let cardRuns = drag.recomputes.filter { $0.view == "DragCard" }
      #expect(cardRuns.count == 1)
      let evaluations = host.evaluations.filter { $0.reason != .appeared }
      #expect(evaluations.filter { $0.view == "DragCard" }.count == 5)
      #expect(evaluations.filter { $0.view == "PositionLabel" }.count == 1)
      #expect(evaluations.filter { $0.view == "HintText" }.isEmpty)
    }
  }
}

/// The lessons' `change(_:key:)` form, derived from execution.
@MainActor
struct LessonChangeFormTests {
  @Test func changeReturnsTheMeasuredRecomputes() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      let recomputes = [
        host.change("panel-acildi") { host.tap("Ayrıntı") },
        host.change("etkin-degisti") { host.toggle("Etkin") },
      ].flatMap { $0 }
      #expect(
        recomputes == [
          Recompute(view: "DetailPanel", cause: .local),
          Recompute(view: "PanelScreen", cause: .local),
          Recompute(view: "DetailPanel", cause: .parent),
        ])
    }
  }
}

/// Lesson 004 with a real drag: the lift resets the gesture state and writes the position in
/// one update, so the lesson's last two lines become one (Docs/Semantics/SwiftUI.md §2.3).
@MainActor
struct LessonDragTests {
  @Test func realDragMeasuresMoveAndLift() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      guard let drag = host.startDrag("DragCard") else {
        Issue.record("no drag gesture")
        return
      }
      let moving = host.measure("surukleme-suruyor") {
        drag.move(to: CGSize(width: 30, height: 10))
      }
      let lifted = host.measure("surukleme-bitti") { drag.end() }
      #expect(
        moving.line()
          == "surukleme-suruyor: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,PositionLabel,HintText"
      )
      #expect(
        lifted.line()
          == "surukleme-bitti: dragOffset,position degisti | yeniden BoardScreen yerel, DragCard yerel, PositionLabel ebeveyn | atlanan HintText"
      )
      #expect(host.texts.contains("30, 10"))
    }
  }

  @Test func cancelledDragResetsWithoutWritingThePosition() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let drag = host.startDrag()
      drag?.move(to: CGSize(width: 15, height: 5))
      host.settle()
      let cancelled = host.measure("iptal") { drag?.cancel() }
      #expect(
        cancelled.line()
          == "iptal: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,PositionLabel,HintText"
      )
      #expect(host.read("position", as: CGSize.self) == .zero)
      #expect(drag?.isFinished == true)
    }
  }
}

/// Lesson 004's derived lines equal the kernel's lines for the lesson's hand-built tree.
@MainActor
struct Lesson004KernelAgreementTests {
  @Test(arguments: Language.allCases)
  func derivedLinesEqualTheKernels(language: Language) {
    let tree = ViewTree(
      nodes: [
        ViewNode("BoardScreen", parent: nil, reads: ["position"]),
        ViewNode("DragCard", parent: "BoardScreen", reads: ["position", "dragOffset"]),
        ViewNode("PositionLabel", parent: "BoardScreen", reads: ["position"]),
        ViewNode("HintText", parent: "BoardScreen", reads: []),
      ],
      storage: [
        "position": .state(owner: "BoardScreen"), "dragOffset": .state(owner: "DragCard"),
      ])
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let steps: [(String, String, () -> Void)] = [
        (
          "surukleme-suruyor", "dragOffset",
          { host.write("dragOffset", CGSize(width: 3, height: 4)) }
        ),
        (
          "surukleme-bitti-konum", "position",
          { host.write("position", CGSize(width: 3, height: 4)) }
        ),
        ("surukleme-bitti-ofset", "dragOffset", { host.write("dragOffset", CGSize.zero) }),
      ]
      for (label, key, interaction) in steps {
        let derived = host.measure(label, interaction)
        #expect(derived.line(language) == tree.report(label, key: key).line(language))
      }
    }
  }
}
