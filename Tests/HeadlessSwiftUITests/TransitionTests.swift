import Foundation
import HeadlessSwiftUI
import Measure
import Observation
import Runtime
import Testing

// Transitions (Docs/Semantics/SwiftUI.md §11): insertions and removals animated by the
// transaction that made them; a removed view stays presented until its removal ends.

@Observable final class TransitionModel {
  var items: [String]
  var transition: AnyTransition
  var suffix = ""
  init(_ items: [String], transition: AnyTransition = .opacity) {
    self.items = items
    self.transition = transition
  }
}

/// Records the clock time of each appearance action.
final class TimedLog: @unchecked Sendable {
  var lines: [String] = []
  let runtime: Runtime
  init(_ runtime: Runtime) { self.runtime = runtime }
  func add(_ text: String) { lines.append(String(format: "%@ t=%.4f", text, runtime.now)) }
}

struct TransitionList: View {
  let model: TransitionModel
  let log: TimedLog
  var body: some View {
    VStack {
      ForEach(model.items, id: \.self) { item in
        TransitionRow(model: model, title: item)
          .transition(model.transition)
          .onAppear { log.add("appear \(item)") }
          .onDisappear { log.add("disappear \(item)") }
      }
    }
  }
}

struct TransitionRow: View {
  let model: TransitionModel
  let title: String
  var body: some View { Text(title + model.suffix) }
}

/// A row whose transition comes from its parent's `.animation(_:value:)`.
struct ImplicitList: View {
  @State var items = ["a", "b"]
  var body: some View {
    VStack {
      ForEach(items, id: \.self) { item in
        Text(item).transition(.scale)
      }
    }
    .animation(.linear(duration: 0.1), value: items)
  }
}

/// Apple's `transition(_:)` example: a view shown by `if`, toggled under `withAnimation`.
struct ToggledDetail: View {
  @State var isActive = true
  let log: TimedLog
  var setter = CountSetter()
  var body: some View {
    VStack {
      if isActive {
        DetailCard(setter: setter)
          .transition(.slide)
          .onDisappear { log.add("disappear") }
      }
      Button("Toggle") {
        withAnimation(.linear(duration: 0.2)) { isActive.toggle() }
      }
    }
  }
}

/// Keeps a way to write a view's state from outside (an event handler it registered).
final class CountSetter: @unchecked Sendable {
  var set: ((Int) -> Void)?
}

struct DetailCard: View {
  let setter: CountSetter
  @State var count = 0
  var body: some View {
    Text("card \(count)").onAppear { setter.set = { count = $0 } }
  }
}

struct Note: Identifiable, Equatable {
  let id: Int
  let text: String
}

struct NoteRow: View {
  let note: Note
  @State var taps = 0
  var body: some View { Text("\(note.text) \(taps)") }
}

struct NoteList: View {
  @State var notes = [Note(id: 1, text: "bir"), Note(id: 2, text: "iki"), Note(id: 3, text: "uc")]
  var body: some View {
    VStack {
      ForEach(notes) { note in NoteRow(note: note) }
    }
  }
}

@MainActor
struct TransitionTests {
  /// Presented samples of `property` (`TransitionRow.transition.opacity`), first component.
  private func values<V: View>(_ host: ViewHost<V>, _ property: String) -> [Double] {
    host.presentedSamples.filter { $0.property == property }.map { $0.value[0] }
  }

  @Test func aRemovedRowStaysPresentedUntilItsRemovalEndsAndIsNotARecompute() {
    Runtime.withNew { runtime in
      let model = TransitionModel(["a", "b", "c"])
      let log = TimedLog(runtime)
      let host = ViewHost(rootView: TransitionList(model: model, log: log), runtime: runtime)
      log.lines = []
      let report = host.measure("silindi", key: "items") {
        host.perform { withAnimation(.linear(duration: 0.25)) { _ = model.items.remove(at: 1) } }
      }
      // The list's body iterates the items: it re-ran; the kept rows got equal values.
      #expect(
        report.line()
          == "silindi: items degisti | yeniden TransitionList gozlem | atlanan TransitionRow,TransitionRow"
      )
      #expect(report.removed == ["TransitionRow"])
      #expect(report.recomputes.map(\.view) == ["TransitionList"])
      // Still presented, in place, but no longer a view of the graph.
      #expect(host.texts == ["a", "b", "c"])
      #expect(host.userViews == ["TransitionList", "TransitionRow", "TransitionRow"])
      var presentedFrames = 0
      while host.texts.contains("b") && presentedFrames < 100 {
        runtime.advance(frames: 1)
        presentedFrames += 1
      }
      // 0.25 s of linear opacity at 60 Hz: 15 frames, 1 - t / 0.25 at each.
      #expect(presentedFrames == 15)
      #expect(host.texts == ["a", "c"])
      let opacity = values(host, "TransitionRow.transition.opacity")
      let expected = (0...15).map { 1 - Double($0) / 15 }
      #expect(opacity.count == expected.count)
      for (value, wanted) in zip(opacity, expected) { #expect(abs(value - wanted) < 1e-9) }
      #expect(log.lines == ["disappear b t=0.2500"])
    }
  }

  @Test func leavingRowsKeepTheirPlacesAmongInsertedAndKeptOnes() {
    Runtime.withNew { runtime in
      let model = TransitionModel(["a", "b", "c"])
      let host = ViewHost(
        rootView: TransitionList(model: model, log: TimedLog(runtime)), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 0.1)) { model.items = ["d", "b"] } }
      host.settle()
      // "a" was first, "c" came after "b": each stays after the sibling it followed.
      #expect(host.texts == ["a", "d", "b", "c"])
      host.perform { model.items = ["d", "b", "e"] }
      host.settle()
      #expect(host.texts == ["a", "d", "b", "c", "e"])
      runtime.advance(frames: 7)
      #expect(host.texts == ["d", "b", "e"])
    }
  }

  @Test func withoutAnAnimationARemovalIsImmediate() {
    Runtime.withNew { runtime in
      let model = TransitionModel(["a", "b", "c"])
      let log = TimedLog(runtime)
      let host = ViewHost(rootView: TransitionList(model: model, log: log), runtime: runtime)
      log.lines = []
      let report = host.measure("silindi", key: "items") {
        host.perform { _ = model.items.remove(at: 1) }
      }
      #expect(report.removed == ["TransitionRow"])
      #expect(host.texts == ["a", "c"])
      #expect(host.presentedSamples.isEmpty)
      #expect(log.lines == ["disappear b t=0.0000"])
    }
  }

  @Test func anInsertedRowAppearsAtOnceAndAnimatesIn() {
    Runtime.withNew { runtime in
      let model = TransitionModel(["a"])
      let log = TimedLog(runtime)
      let host = ViewHost(rootView: TransitionList(model: model, log: log), runtime: runtime)
      log.lines = []
      let report = host.measure("eklendi", key: "items") {
        host.perform { withAnimation(.linear(duration: 0.1)) { model.items.append("b") } }
      }
      #expect(report.inserted == ["TransitionRow"])
      #expect(report.recomputes.map(\.view) == ["TransitionList"])
      #expect(host.texts == ["a", "b"])
      // onAppear runs in the update, before the first frame of the transition.
      #expect(log.lines == ["appear b t=0.0000"])
      runtime.advance(frames: 6)
      let opacity = values(host, "TransitionRow.transition.opacity")
      #expect(opacity.first == 0)
      #expect(opacity.last == 1)
      #expect(opacity.count == 7)
    }
  }

  /// Each built-in transition's active values (Docs/Semantics/SwiftUI.md §11.1), read from the
  /// first sample of an insertion and the last of a removal.
  @Test(arguments: [
    ("move-leading", "transition.move", [-1.0, 0], [-1.0, 0]),
    ("move-bottom", "transition.move", [0, 1], [0, 1]),
    ("scale", "transition.scale", [0, 0], [0, 0]),
    ("scale-half", "transition.scale", [0.5, 0.5], [0.5, 0.5]),
    ("slide", "transition.move", [-1, 0], [1, 0]),
    ("offset", "transition.offset", [10, -20], [10, -20]),
    ("asymmetric", "transition.offset", [5, 0], [5, 0]),
  ])
  func builtInTransitionsStartAndEndAtTheirActiveValues(
    name: String, property: String, inserted: [Double], removed: [Double]
  ) {
    let transitions: [String: AnyTransition] = [
      "move-leading": .move(edge: .leading), "move-bottom": .move(edge: .bottom),
      "scale": .scale, "scale-half": .scale(scale: 0.5, anchor: .bottom), "slide": .slide,
      "offset": .offset(x: 10, y: -20),
      "asymmetric": .asymmetric(insertion: .offset(x: 5), removal: .offset(x: 5)),
    ]
    Runtime.withNew { runtime in
      let model = TransitionModel(["a"], transition: transitions[name] ?? .identity)
      let host = ViewHost(
        rootView: TransitionList(model: model, log: TimedLog(runtime)), runtime: runtime)
      let label = "TransitionRow." + property
      host.perform { withAnimation(.linear(duration: 0.05)) { model.items.append("b") } }
      runtime.advance(frames: 4)
      let insertion = host.presentedSamples.filter { $0.property == label }
      #expect(insertion.first?.value == inserted)
      #expect(
        insertion.last?.value.allSatisfy { $0 == (property == "transition.scale" ? 1 : 0) } == true)
      let start = host.presentedSamples.count
      host.perform { withAnimation(.linear(duration: 0.05)) { _ = model.items.removeLast() } }
      runtime.advance(frames: 4)
      let removal = host.presentedSamples[start...].filter { $0.property == label }
      #expect(removal.last?.value == removed)
      #expect(host.texts == ["a"])
    }
  }

  @Test func asymmetricUsesEachSidesTransition() {
    Runtime.withNew { runtime in
      let model = TransitionModel(
        ["a"], transition: .asymmetric(insertion: .opacity, removal: .move(edge: .top)))
      let host = ViewHost(
        rootView: TransitionList(model: model, log: TimedLog(runtime)), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 0.05)) { model.items.append("b") } }
      runtime.advance(frames: 4)
      #expect(Set(host.presentedSamples.map(\.property)) == ["TransitionRow.transition.opacity"])
      let start = host.presentedSamples.count
      host.perform { withAnimation(.linear(duration: 0.05)) { _ = model.items.removeLast() } }
      runtime.advance(frames: 4)
      let removal = host.presentedSamples[start...]
      #expect(Set(removal.map(\.property)) == ["TransitionRow.transition.move"])
      #expect(removal.last?.value == [0, -1])
    }
  }

  @Test func combinedTransitionsAnimateBothProperties() {
    Runtime.withNew { runtime in
      let model = TransitionModel(
        ["a", "b"], transition: .move(edge: .trailing).combined(with: .opacity))
      let host = ViewHost(
        rootView: TransitionList(model: model, log: TimedLog(runtime)), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 0.05)) { _ = model.items.removeLast() } }
      runtime.advance(frames: 4)
      let last = Dictionary(
        host.presentedSamples.map { ($0.property, $0.value) }, uniquingKeysWith: { $1 })
      #expect(last["TransitionRow.transition.move"] == [1, 0])
      #expect(last["TransitionRow.transition.opacity"] == [0])
    }
  }

  @Test func theIdentityTransitionRemovesAtOnceEvenWhenAnimated() {
    Runtime.withNew { runtime in
      let model = TransitionModel(["a", "b"], transition: .identity)
      let host = ViewHost(
        rootView: TransitionList(model: model, log: TimedLog(runtime)), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 0.25)) { _ = model.items.removeLast() } }
      host.settle()
      #expect(host.texts == ["a"])
      #expect(host.presentedSamples.isEmpty)
    }
  }

  @Test func aTransitionsOwnAnimationAnimatesWithoutWithAnimation() {
    Runtime.withNew { runtime in
      let model = TransitionModel(
        ["a", "b"], transition: .opacity.animation(.linear(duration: 0.1)))
      let log = TimedLog(runtime)
      let host = ViewHost(rootView: TransitionList(model: model, log: log), runtime: runtime)
      log.lines = []
      host.perform { _ = model.items.removeLast() }
      host.settle()
      #expect(host.texts == ["a", "b"])
      runtime.advance(frames: 6)
      #expect(host.texts == ["a"])
      #expect(log.lines == ["disappear b t=0.1000"])
    }
  }

  @Test func anImplicitAnimationOnTheListAnimatesTheRemoval() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ImplicitList(), runtime: runtime)
      _ = host.write("items", ["a"])
      host.settle()
      #expect(host.texts == ["a", "b"])
      runtime.advance(frames: 6)
      #expect(host.texts == ["a"])
      // No `.transition` on a user view: the samples are named after the list.
      let scale = host.presentedSamples.filter { $0.property == "ImplicitList.transition.scale" }
      #expect(scale.last?.value == [0, 0])
    }
  }

  @Test func aLeavingRowNeverReRuns() {
    Runtime.withNew { runtime in
      let model = TransitionModel(["a", "b"])
      let host = ViewHost(
        rootView: TransitionList(model: model, log: TimedLog(runtime)), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 0.25)) { _ = model.items.removeLast() } }
      host.settle()
      let start = host.evaluations.count
      host.perform { model.suffix = "!" }
      host.settle()
      // Only the kept row read the suffix again; the leaving row shows its last value.
      #expect(host.evaluations[start...].map(\.view) == ["TransitionRow"])
      #expect(host.texts == ["a!", "b"])
    }
  }

  @Test func theAnimationsCompletionWaitsForTheRemovalTransition() {
    Runtime.withNew { runtime in
      let model = TransitionModel(["a", "b"])
      let log = TimedLog(runtime)
      let host = ViewHost(rootView: TransitionList(model: model, log: log), runtime: runtime)
      log.lines = []
      host.perform {
        withAnimation(.linear(duration: 0.25)) {
          _ = model.items.removeLast()
        } completion: {
          log.add("completion")
        }
      }
      runtime.advance(frames: 20)
      // Same frame: the completion is released as the animation finishes, then the row leaves.
      #expect(log.lines == ["completion t=0.2500", "disappear b t=0.2500"])
    }
  }

  @Test func anIfBranchSlidesOutToTheTrailingEdgeAndLeavesAtTheEnd() {
    Runtime.withNew { runtime in
      let log = TimedLog(runtime)
      let setter = CountSetter()
      let host = ViewHost(rootView: ToggledDetail(log: log, setter: setter), runtime: runtime)
      let report = host.measure("gizle") { _ = host.tap("Toggle") }
      #expect(report.recomputes.map(\.view) == ["ToggledDetail"])
      #expect(report.removed == ["DetailCard"])
      #expect(host.texts.contains("card 0"))
      // No longer a view of the graph; a write to its state re-runs nothing.
      #expect(!host.write("count", 3, in: "DetailCard"))
      let start = host.evaluations.count
      host.perform { setter.set?(3) }
      host.settle()
      #expect(setter.set != nil)
      #expect(host.evaluations.count == start)
      #expect(host.texts.contains("card 0"))
      runtime.advance(frames: 12)
      #expect(!host.texts.contains("card 0"))
      #expect(log.lines == ["disappear t=0.2000"])
      let move = host.presentedSamples.filter { $0.property == "DetailCard.transition.move" }
      #expect(move.first?.value == [0, 0])
      #expect(move.last?.value == [1, 0])
      // Linear: half way at 0.1 s (every turn samples, so find the sample by its time).
      let half = move.first { abs($0.time - 0.1) < 1e-9 }?.value.first ?? 0
      #expect(abs(half - 0.5) < 1e-9)
    }
  }

  @Test func identifiableRowsKeepTheirStateWhenAnEarlierOneIsRemoved() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NoteList(), runtime: runtime)
      _ = host.write("taps", 5, in: "NoteRow")
      host.settle()
      #expect(host.texts == ["bir 5", "iki 0", "uc 0"])
      // Reordered: the state goes with the element's id, not with the position.
      _ = host.write("notes", [Note(id: 3, text: "uc"), Note(id: 1, text: "bir")])
      host.settle()
      #expect(host.texts == ["uc 0", "bir 5"])
      let report = host.measure("silindi") {
        _ = host.write("notes", [Note(id: 1, text: "bir")])
      }
      #expect(report.removed == ["NoteRow"])
      #expect(report.recomputes.map(\.view) == ["NoteList"])
      #expect(host.texts == ["bir 5"])
    }
  }
}
