import Foundation
import HeadlessCoreGraphics
import Observation
import Runtime
import Testing

@testable import HeadlessSwiftUI

// A view re-added while it is still leaving comes back (Docs/Semantics/SwiftUI.md §11.5), and
// what a leaving view draws (§11.4).

@Observable final class ReturnModel {
  var items: [String]
  var suffix = ""
  init(_ items: [String]) { self.items = items }
}

/// Keeps each row's way to write its own state, by title.
final class RowSetters: @unchecked Sendable {
  var set: [String: (Int) -> Void] = [:]
}

struct ReturnList: View {
  let model: ReturnModel
  let setters: RowSetters
  let log: TimedLog
  var body: some View {
    VStack {
      ForEach(model.items, id: \.self) { item in
        ReturnRow(model: model, setters: setters, title: item)
          .transition(.opacity)
          .onAppear { log.add("appear \(item)") }
          .onDisappear { log.add("disappear \(item)") }
      }
    }
  }
}

struct ReturnRow: View {
  let model: ReturnModel
  let setters: RowSetters
  let title: String
  @State var count = 0
  var body: some View {
    Text("\(title) \(count)\(model.suffix)").onAppear { setters.set[title] = { count = $0 } }
  }
}

@MainActor
struct TransitionReturnTests {
  private func opacity<V: View>(_ host: ViewHost<V>, from start: Int) -> [(Double, Double)] {
    host.presentedSamples[start...].filter { $0.property == "ReturnRow.transition.opacity" }.map {
      ($0.time, $0.value[0])
    }
  }

  @Test func aRowReAddedWhileLeavingComesBackWithItsStateFromItsPresentedOpacity() {
    Runtime.withNew { runtime in
      let model = ReturnModel(["a", "b"])
      let setters = RowSetters()
      let log = TimedLog(runtime)
      let host = ViewHost(
        rootView: ReturnList(model: model, setters: setters, log: log), runtime: runtime)
      host.perform { setters.set["b"]?(5) }
      host.settle()
      #expect(host.texts == ["a 0", "b 5"])
      log.lines = []
      host.perform { withAnimation(.linear(duration: 0.2)) { _ = model.items.removeLast() } }
      // 6 frames of 1/60 s: 0.1 s into a 0.2 s linear fade, opacity 1 - 0.1 / 0.2.
      runtime.advance(frames: 6)
      let back = runtime.now
      #expect(abs(back - 0.1) < 1e-9)
      let start = host.presentedSamples.count
      let report = host.measure("geri") {
        host.perform { withAnimation(.linear(duration: 0.2)) { model.items.append("b") } }
      }
      // The same row: its state is kept, nothing is inserted, no second row next to it.
      #expect(report.inserted.isEmpty)
      #expect(host.texts == ["a 0", "b 5"])
      #expect(host.userViews == ["ReturnList", "ReturnRow", "ReturnRow"])
      runtime.advance(frames: 12)
      // From 0.5 back to 1 over 0.2 s, linear: 0.5 + 0.5 * (t - back) / 0.2.
      let samples = opacity(host, from: start)
      #expect(samples.count >= 12)
      for (time, value) in samples {
        let expected = min(1, 0.5 + 0.5 * (time - back) / 0.2)
        #expect(abs(value - expected) < 1e-9)
      }
      #expect(samples.last.map { abs($0.1 - 1) < 1e-9 } == true)
      // It never disappeared, so it does not appear again; it is a live view again.
      #expect(log.lines.isEmpty)
      host.perform { setters.set["b"]?(7) }
      host.settle()
      #expect(host.texts == ["a 0", "b 7"])
    }
  }

  @Test func aChangeThatReachedTheLeavingRowIsAppliedWhenItComesBack() {
    Runtime.withNew { runtime in
      let model = ReturnModel(["a", "b"])
      let setters = RowSetters()
      let host = ViewHost(
        rootView: ReturnList(model: model, setters: setters, log: TimedLog(runtime)),
        runtime: runtime)
      host.perform { withAnimation(.linear(duration: 0.2)) { _ = model.items.removeLast() } }
      runtime.advance(frames: 3)
      // The leaving row read the suffix: it does not re-run while leaving.
      host.perform { model.suffix = "!" }
      host.settle()
      #expect(host.texts == ["a 0!", "b 0"])
      let start = host.evaluations.count
      host.perform { withAnimation(.linear(duration: 0.2)) { model.items.append("b") } }
      host.settle()
      #expect(host.texts == ["a 0!", "b 0!"])
      #expect(host.evaluations[start...].map(\.view) == ["ReturnList", "ReturnRow"])
    }
  }

  @Test func withoutAnAnimationTheReturningRowIsAtIdentityAtOnce() {
    Runtime.withNew { runtime in
      let model = ReturnModel(["a", "b"])
      let log = TimedLog(runtime)
      let host = ViewHost(
        rootView: ReturnList(model: model, setters: RowSetters(), log: log), runtime: runtime)
      log.lines = []
      host.perform { withAnimation(.linear(duration: 0.2)) { _ = model.items.removeLast() } }
      runtime.advance(frames: 3)
      host.perform { model.items.append("b") }
      host.settle()
      #expect(host.presentedValue("transition.opacity", in: "ReturnRow") == nil)
      let start = host.presentedSamples.count
      runtime.advance(frames: 20)
      #expect(host.presentedSamples.count == start)
      #expect(host.texts == ["a 0", "b 0"])
      #expect(log.lines.isEmpty)
    }
  }
}

/// Fades and scales: 0.5 before insertion, 2 after removal (Apple's `Transition` example shape).
struct FadeScale: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .opacity(phase.isIdentity ? 1 : 0)
      .scaleEffect(phase == .willAppear ? 0.5 : phase == .didDisappear ? 2 : 1)
  }
}

/// Stops hit testing as soon as the view starts leaving (a non-animatable value).
struct HitGate: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.allowsHitTesting(phase.isIdentity)
  }
}

/// A custom modifier used by `AnyTransition.modifier(active:identity:)`.
struct Dim: ViewModifier {
  let amount: Double
  func body(content: Content) -> some View { content.opacity(amount) }
}

struct FadeScaleList: View {
  let model: ReturnModel
  let log: TimedLog
  var body: some View {
    VStack {
      ForEach(model.items, id: \.self) { item in
        ReturnRow(model: model, setters: RowSetters(), title: item)
          .transition(FadeScale())
          .onDisappear { log.add("disappear \(item)") }
      }
    }
  }
}

@Observable final class AnyTransitionModel {
  var items: [String]
  let transition: AnyTransition
  init(_ items: [String], _ transition: AnyTransition) {
    self.items = items
    self.transition = transition
  }
}

struct AnyTransitionList: View {
  let model: AnyTransitionModel
  var body: some View {
    VStack {
      ForEach(model.items, id: \.self) { item in
        Text(item).transition(model.transition)
      }
    }
  }
}

@Observable final class LeavingButtonModel {
  var items: [String]
  var tapped: [String] = []
  init(_ items: [String]) { self.items = items }
}

struct LeavingButtonList: View {
  let model: LeavingButtonModel
  var body: some View {
    VStack {
      ForEach(model.items, id: \.self) { item in
        Button(item) { model.tapped.append(item) }
      }
    }
  }
}

@MainActor
struct TransitionAPITests {
  /// `(time, first component)` of the samples of `property` from `start` on.
  private func samples<V: View>(_ host: ViewHost<V>, _ property: String, from start: Int = 0)
    -> [(time: Double, value: [Double])]
  {
    host.presentedSamples[start...].filter { $0.property == property }.map { ($0.time, $0.value) }
  }

  /// Linear progress of an animation started at `begin` lasting `duration`, at `time`.
  private func linear(_ time: Double, _ begin: Double, _ duration: Double) -> Double {
    min(1, max(0, (time - begin) / duration))
  }

  @Test func pushFromTheTopMovesInFromTheTopAndOutTowardsTheBottomWhileFading() {
    Runtime.withNew { runtime in
      let model = AnyTransitionModel(["a"], .push(from: .top))
      let host = ViewHost(rootView: AnyTransitionList(model: model), runtime: runtime)
      let begin = runtime.now
      host.perform { withAnimation(.linear(duration: 0.1)) { model.items.append("b") } }
      runtime.advance(frames: 6)
      let move = samples(host, "AnyTransitionList.transition.move")
      let opacity = samples(host, "AnyTransitionList.transition.opacity")
      #expect(move.count == 7)
      #expect(opacity.count == 7)
      // In from one height above: y = -1 + p; opacity p, with p the linear progress.
      for sample in move {
        let p = linear(sample.time, begin, 0.1)
        #expect(abs(sample.value[0]) < 1e-9)
        #expect(abs(sample.value[1] - (-1 + p)) < 1e-9)
      }
      for sample in opacity {
        #expect(abs(sample.value[0] - linear(sample.time, begin, 0.1)) < 1e-9)
      }
      let start = host.presentedSamples.count
      let out = runtime.now
      host.perform { withAnimation(.linear(duration: 0.1)) { _ = model.items.removeLast() } }
      runtime.advance(frames: 6)
      // Out towards the opposite edge: y = p, opacity 1 - p.
      for sample in samples(host, "AnyTransitionList.transition.move", from: start) {
        #expect(abs(sample.value[1] - linear(sample.time, out, 0.1)) < 1e-9)
      }
      let fade = samples(host, "AnyTransitionList.transition.opacity", from: start)
      #expect(fade.last.map { abs($0.value[0]) < 1e-9 } == true)
      #expect(host.texts == ["a"])
    }
  }

  @Test func aCustomTransitionsBodyIsAnimatedFromWillAppearToIdentityAndToDidDisappear() {
    Runtime.withNew { runtime in
      let model = ReturnModel(["a"])
      let log = TimedLog(runtime)
      let host = ViewHost(rootView: FadeScaleList(model: model, log: log), runtime: runtime)
      let begin = runtime.now
      host.perform { withAnimation(.linear(duration: 0.1)) { model.items.append("b") } }
      runtime.advance(frames: 6)
      let opacity = samples(host, "ReturnRow.opacity")
      let scale = samples(host, "ReturnRow.scale")
      #expect(opacity.count == 7)
      // willAppear (opacity 0, scale 0.5) to identity (1, 1), linear.
      for sample in opacity {
        #expect(abs(sample.value[0] - linear(sample.time, begin, 0.1)) < 1e-9)
      }
      for sample in scale {
        let wanted = 0.5 + 0.5 * linear(sample.time, begin, 0.1)
        #expect(abs(sample.value[0] - wanted) < 1e-9 && abs(sample.value[1] - wanted) < 1e-9)
      }
      let start = host.presentedSamples.count
      let out = runtime.now
      host.perform { withAnimation(.linear(duration: 0.1)) { _ = model.items.removeLast() } }
      #expect(host.texts == ["a 0", "b 0"])
      runtime.advance(frames: 6)
      // identity to didDisappear (opacity 0, scale 2); the row leaves at the end.
      for sample in samples(host, "ReturnRow.scale", from: start) {
        #expect(abs(sample.value[0] - (1 + linear(sample.time, out, 0.1))) < 1e-9)
      }
      #expect(host.texts == ["a 0"])
      #expect(log.lines == [String(format: "disappear b t=%.4f", out + 0.1)])
    }
  }

  @Test func aModifierTransitionAnimatesTheCustomModifiersValues() {
    Runtime.withNew { runtime in
      let model = AnyTransitionModel(
        ["a"], .modifier(active: Dim(amount: 0.2), identity: Dim(amount: 1)))
      let host = ViewHost(rootView: AnyTransitionList(model: model), runtime: runtime)
      let begin = runtime.now
      host.perform { withAnimation(.linear(duration: 0.1)) { model.items.append("b") } }
      runtime.advance(frames: 6)
      let opacity = samples(host, "Dim.opacity")
      #expect(opacity.count == 7)
      for sample in opacity {
        #expect(abs(sample.value[0] - (0.2 + 0.8 * linear(sample.time, begin, 0.1))) < 1e-9)
      }
      let start = host.presentedSamples.count
      host.perform { withAnimation(.linear(duration: 0.1)) { _ = model.items.removeLast() } }
      runtime.advance(frames: 6)
      #expect(
        samples(host, "Dim.opacity", from: start).last.map { abs($0.value[0] - 0.2) < 1e-9 } == true
      )
      #expect(host.texts == ["a"])
    }
  }

  @Test func aBodyWithNothingAnimatableRemovesAtOnce() {
    Runtime.withNew { runtime in
      let model = AnyTransitionModel(["a", "b"], AnyTransition(HitGate()))
      let host = ViewHost(rootView: AnyTransitionList(model: model), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 0.2)) { _ = model.items.removeLast() } }
      host.settle()
      #expect(host.texts == ["a"])
    }
  }

  @Test func aLeavingViewIsStillHitUnlessItsTransitionTurnsHitTestingOff() {
    for gated in [false, true] {
      Runtime.withNew { runtime in
        let transition: AnyTransition =
          gated ? AnyTransition.opacity.combined(with: AnyTransition(HitGate())) : .opacity
        let model = AnyTransitionModel(["a", "b"], transition)
        let host = ViewHost(rootView: AnyTransitionList(model: model), runtime: runtime)
        // The frame of the text "b", from the layout pass.
        let engine = host.currentLayout()
        let leaf = engine?.paintedLeaves.first { $0.cast(Text.self)?.content == "b" }
        let b = leaf.flatMap { engine?.frames[ObjectIdentifier($0)] } ?? .zero
        #expect(b.width > 0)
        let point = CGPoint(x: b.midX, y: b.midY)
        #expect(host.hitTest(point) == "AnyTransitionList")
        host.perform { withAnimation(.linear(duration: 0.2)) { _ = model.items.removeLast() } }
        runtime.advance(frames: 3)
        #expect(host.texts == ["a", "b"])
        #expect(host.hitTest(point) == (gated ? nil : "AnyTransitionList"))
      }
    }
  }

  @Test func theSVGDrawsALeavingRowAtItsPresentedTransitionValues() {
    Runtime.withNew { runtime in
      let model = AnyTransitionModel(["a", "b"], .move(edge: .trailing).combined(with: .opacity))
      let host = ViewHost(rootView: AnyTransitionList(model: model), runtime: runtime)
      #expect(!host.svg().contains("opacity="))
      host.perform { withAnimation(.linear(duration: 0.2)) { _ = model.items.removeLast() } }
      runtime.advance(frames: 6)
      // Half way: opacity 0.5, moved half its own width towards the trailing edge.
      let width = TextMetric.characterWidth
      let svg = host.svg()
      #expect(svg.contains("opacity=\"0.5\""))
      #expect(svg.contains("translate(\(SVGWriter.number(width / 2)) 0)"))
      runtime.advance(frames: 6)
      #expect(!host.svg().contains("opacity="))
    }
  }

  @Test func theCompletionOfARemovalWithACustomTransitionRunsBeforeOnDisappear() {
    Runtime.withNew { runtime in
      let model = ReturnModel(["a", "b"])
      let log = TimedLog(runtime)
      let host = ViewHost(rootView: FadeScaleList(model: model, log: log), runtime: runtime)
      host.perform {
        withAnimation(.linear(duration: 0.25)) {
          _ = model.items.removeLast()
        } completion: {
          log.add("completion")
        }
      }
      runtime.advance(frames: 20)
      #expect(log.lines == ["completion t=0.2500", "disappear b t=0.2500"])
    }
  }

  @Test func aCustomTransitionReAddedWhileLeavingGoesBackToIdentityFromWhereItIs() {
    Runtime.withNew { runtime in
      let model = ReturnModel(["a", "b"])
      let host = ViewHost(
        rootView: FadeScaleList(model: model, log: TimedLog(runtime)), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 0.2)) { _ = model.items.removeLast() } }
      runtime.advance(frames: 6)
      let back = runtime.now
      let start = host.presentedSamples.count
      host.perform { withAnimation(.linear(duration: 0.2)) { model.items.append("b") } }
      runtime.advance(frames: 12)
      // Scale was 1.5 half way out; back to 1 along the new animation: 1.5 - 0.5 p.
      let scale = samples(host, "ReturnRow.scale", from: start)
      #expect(scale.count >= 12)
      for sample in scale {
        #expect(abs(sample.value[0] - (1.5 - 0.5 * linear(sample.time, back, 0.2))) < 1e-9)
      }
      #expect(host.texts == ["a 0", "b 0"])
      #expect(host.userViews == ["FadeScaleList", "ReturnRow", "ReturnRow"])
    }
  }

  /// The laid-out frame of the text `content` (zero when there is none).
  private func textFrame<V: View>(_ content: String, in host: ViewHost<V>) -> CGRect {
    let engine = host.currentLayout()
    let leaf = engine?.paintedLeaves.first { $0.cast(Text.self)?.content == content }
    return leaf.flatMap { engine?.frames[ObjectIdentifier($0)] } ?? .zero
  }

  @Test func aButtonInALeavingRowStillRunsItsAction() throws {
    try Runtime.withNew { runtime in
      let model = LeavingButtonModel(["a", "b"])
      let host = ViewHost(rootView: LeavingButtonList(model: model), runtime: runtime)
      let b = textFrame("b", in: host)
      #expect(b.width > 0)
      host.perform { withAnimation(.linear(duration: 0.5)) { _ = model.items.removeLast() } }
      runtime.advance(frames: 3)
      #expect(host.texts == ["a", "b"])
      try host.tap(at: CGPoint(x: b.midX, y: b.midY))
      runtime.advance(frames: 6)
      // Still leaving when the finger lifts: its action ran.
      #expect(host.texts == ["a", "b"])
      #expect(model.tapped == ["b"])
    }
  }

  @Test func aScaleTransitionIsDrawnAboutItsAnchor() {
    for (anchor, corner) in [(UnitPoint.topLeading, (0.0, 0.0)), (.bottomTrailing, (1.0, 1.0))] {
      Runtime.withNew { runtime in
        let model = AnyTransitionModel(["a", "b"], .scale(scale: 0.5, anchor: anchor))
        let host = ViewHost(rootView: AnyTransitionList(model: model), runtime: runtime)
        let b = textFrame("b", in: host)
        #expect(b.width > 0)
        host.perform { withAnimation(.linear(duration: 0.2)) { _ = model.items.removeLast() } }
        runtime.advance(frames: 6)
        // Half way: scale 0.75 about the anchor's point of the row's frame.
        let x = SVGWriter.number(b.minX + CGFloat(corner.0) * b.width)
        let y = SVGWriter.number(b.minY + CGFloat(corner.1) * b.height)
        #expect(
          host.svg().contains("translate(\(x) \(y)) scale(0.75 0.75) translate(-\(x) -\(y))"))
      }
    }
  }

  @Test func transitionPhaseValues() {
    #expect(TransitionPhase.willAppear.value == -1)
    #expect(TransitionPhase.identity.value == 0)
    #expect(TransitionPhase.didDisappear.value == 1)
    #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.didDisappear.isIdentity)
  }
}
