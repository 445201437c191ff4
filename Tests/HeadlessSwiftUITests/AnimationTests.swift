import Foundation
import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabSeeds
import Testing

/// Animations are not triggers (lesson 001): they decide presentation, never which bodies run.
@MainActor
struct AnimationTests {
  @Test(arguments: [false, true])
  func animatedAndPlainChangesRecomputeTheSameViews(animated: Bool) {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      let label = animated ? "animasyonlu" : "animasyonsuz"
      let report = host.measure(label) {
        if animated {
          host.perform { withAnimation(.easeIn) { _ = host.write("isExpanded", true) } }
        } else {
          host.write("isExpanded", true)
        }
      }
      #expect(
        report.line()
          == "\(label): isExpanded degisti | yeniden DetailPanel yerel | atlanan PanelScreen,StatusText"
      )
    }
  }

  @Test func implicitAnimationPresentsOpacityAlongTheDefaultSpringWithoutRunningBodies() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      #expect(host.presentedValue("opacity", in: "DetailPanel") == [0.4])
      host.toggle("Etkin")
      host.settle()
      let updateTurn = runtime.turnCount
      let start = runtime.now
      let evaluationsAfterUpdate = host.evaluations.count
      runtime.advance(by: 1.5)
      let samples = host.presentedSamples.filter { $0.property == "DetailPanel.opacity" }
      // Settled (the 0.1 s scan of the settling rule): the first multiple of 0.1 s from which
      // |1 − q| < 0.001, with q = 1 − (1 + ωt)e^(−ωt), ω = 2π/0.55, is 0.9 s; one sample at
      // the update's frame, then one per 60 Hz frame until 0.9 s: 1 + 54.
      let omega = 2 * Double.pi / 0.55
      let settledAt = (1...20).map { Double($0) / 10 }.first { t in
        (1 + omega * t) * exp(-omega * t) < 0.001
      }
      #expect(settledAt == 0.9)
      #expect(samples.count == 1 + 54)
      let settling = Spring.swiftUIDefault.settlingDuration
      #expect(abs((samples.last?.time ?? 0) - start - settling) <= 1.0 / 60)
      #expect(samples.first?.time == start)
      #expect(samples.first?.value == [0.4])
      let spring = Spring.swiftUIDefault
      for sample in samples.prefix(20) {
        let expected = 0.4 + 0.6 * spring.displacement(at: sample.time - start)
        #expect(abs(sample.value[0] - expected) < 1e-9)
      }
      #expect(host.presentedValue("opacity", in: "DetailPanel") == [1])
      // EK7: no body runs during the animation or when it ends.
      #expect(host.evaluations.count == evaluationsAfterUpdate)
      #expect(host.evaluations.allSatisfy { $0.turn <= updateTurn })
    }
  }

  @Test func changeWithoutAnimationJumps() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      host.write("visible", false)
      runtime.advance(frames: 1)
      #expect(host.presentedValue("opacity", in: "FadingLabel") == [0])
      #expect(host.presentedSamples.isEmpty)
    }
  }

  @Test func explicitAnimationUsesItsCurveFrameByFrame() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 0.5)) { _ = host.write("visible", false) } }
      host.settle()
      runtime.advance(frames: 15)
      #expect(abs((host.presentedValue("opacity", in: "FadingLabel")?[0] ?? -1) - 0.5) < 1e-9)
      runtime.advance(frames: 15)
      #expect(host.presentedValue("opacity", in: "FadingLabel") == [0])
      let values = host.presentedSamples.map { $0.value[0] }
      #expect(values.count == 31)
      #expect(zip(values, values.dropFirst()).allSatisfy { $0 >= $1 })
    }
  }

  @Test func animationModifierReplacesTheAnimationOnlyWhenItsValueChanged() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      // isOn changes: the subtree's `.animation(.default, value: isOn)` replaces linear.
      host.perform { withAnimation(.linear(duration: 2)) { _ = host.toggle("Etkin") } }
      host.settle()
      #expect(
        runtime.trace.events(.animation).last?.message
          == "SwiftUI: DetailPanel.opacity animates with \(Animation.default)")
    }
  }

  @Test func disablesAnimationsKeepsTheExplicitAnimation() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      var transaction = Transaction(animation: .linear(duration: 2))
      transaction.disablesAnimations = true
      host.perform { withTransaction(transaction) { _ = host.toggle("Etkin") } }
      host.settle()
      #expect(
        runtime.trace.events(.animation).last?.message
          == "SwiftUI: DetailPanel.opacity animates with linear(duration: 2.0)")
      runtime.advance(by: 1)
      #expect(abs((host.presentedValue("opacity", in: "DetailPanel")?[0] ?? -1) - 0.7) < 1e-9)
    }
  }

  @Test func completionRunsOnceWhenTheAnimationEnds() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      let completions = Counter()
      host.perform {
        withAnimation(.linear(duration: 0.25)) {
          _ = host.write("visible", false)
        } completion: {
          completions.count += 1
          completions.times.append(runtime.now)
        }
      }
      host.settle()
      #expect(completions.count == 0)
      runtime.advance(by: 1)
      #expect(completions.count == 1)
      #expect(abs((completions.times.first ?? 0) - 0.25) < 1e-9)
      #expect(
        runtime.trace.events(.animation).map(\.message).last == "SwiftUI: animation completion")
    }
  }

  @Test func completionRunsAtOnceWhenNothingAnimates() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      let completions = Counter()
      host.perform {
        withAnimation(.linear(duration: 0.25)) {
          _ = host.write("title", "same")
        } completion: {
          completions.count += 1
        }
      }
      host.settle()
      #expect(completions.count == 1)
      runtime.advance(by: 1)
      #expect(completions.count == 1)
    }
  }

  @Test(arguments: [
    (Animation.easeInOut, 0.35), (.easeIn(duration: 1), 1),
    (.linear(duration: 0.2).delay(0.3), 0.5),
    (.linear(duration: 1).speed(2), 0.5), (.linear(duration: 0.1).repeatCount(3), 0.3),
  ])
  func animationDurationsFollowTheirModifiers(animation: Animation, seconds: Double) {
    #expect(abs(animation.totalDuration - seconds) < 1e-9)
  }

  @Test func springPresetsMatchTheSemantics() {
    #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1))
    #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 0.825))
    #expect(
      Animation.interactiveSpring
        == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    #expect(Animation.spring(duration: 0.5, bounce: 0) == .spring(.smooth))
    #expect(Animation.repeatForeverIsInfinite)
  }
}

extension Animation {
  static var repeatForeverIsInfinite: Bool {
    Animation.linear.repeatForever().totalDuration == .infinity
  }
}

final class Counter: @unchecked Sendable {
  var count = 0
  var times: [Double] = []
}

struct FadingLabel: View {
  @State var visible = true
  @State var title = "same"
  var body: some View {
    Text(title).opacity(visible ? 1 : 0)
  }
}

/// Lesson 001's EK7, measured: no body runs while the animation plays or when it ends.
@MainActor
struct AnimationMeasurementTests {
  @Test func lesson001AnimationsAddNoComputationDuringOrAtTheEnd() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      let opened = host.measureAnimation("panel-acildi") { host.tap("Ayrıntı") }
      let enabled = host.measureAnimation("etkin-degisti") { host.toggle("Etkin") }
      #expect(
        opened.change.line()
          == "panel-acildi: isExpanded degisti | yeniden DetailPanel yerel | atlanan PanelScreen,StatusText"
      )
      // The detail text is inserted under the default animation with SwiftUI's default
      // transition, `.opacity` (Docs/Semantics/SwiftUI.md §11.1): presentation only.
      let frames = Int((Spring.swiftUIDefault.settlingDuration * 60).rounded(.up))
      #expect(
        opened.line()
          == "panel-acildi: animasyon DetailPanel.transition.opacity | kare \(frames) | ek hesaplama 0"
      )
      #expect(
        enabled.line()
          == "etkin-degisti: animasyon DetailPanel.opacity | kare \(frames) | ek hesaplama 0")
      #expect(
        enabled.line(.en)
          == "etkin-degisti: animated DetailPanel.opacity | frames \(frames) | extra computations 0"
      )
      #expect(enabled.samples.first?.value == [0.4])
      #expect(opened.completions == 0)
      #expect(enabled.samples.last?.value == [1])
    }
  }

  @Test func swiftUISpringAPIMatchesTheResponseParameterisation() {
    let spring = Spring(response: 0.5, dampingRatio: 0.8)
    #expect(abs(spring.duration - 0.5) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
    #expect(spring.value(target: 2, time: 0) == 0)
    #expect(abs(spring.value(target: 2, time: 10) - 2) < 1e-6)
    let physical = Spring(mass: 1, stiffness: 100, damping: 10, allowOverDamping: true)
    #expect(physical.allowsOverdamping)
  }
}

struct TwoFaders: View {
  var body: some View {
    VStack {
      FadingLabel()
      SecondFader()
    }
  }
}

struct SecondFader: View {
  @State var shown = true
  var body: some View { Text("ikinci").opacity(shown ? 1 : 0) }
}

struct DisabledButtonScreen: View {
  @State var taps = 0
  var body: some View {
    Button("bas \(taps)") { taps += 1 }.disabled(true)
  }
}

/// Each change keeps its own transaction within one update (Docs/Semantics/SwiftUI.md §2.3, §2.5).
@MainActor
struct TransactionScopeTests {
  @Test func writesOfOneTurnKeepTheirOwnTransactions() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: TwoFaders(), runtime: runtime)
      host.perform {
        withAnimation(.linear(duration: 1)) { _ = host.write("visible", false) }
        host.write("shown", false)
      }
      host.settle()
      #expect(host.updateCount == 1)
      runtime.advance(by: 0.5)
      #expect(host.presentedValue("opacity", in: "FadingLabel") == [0.5])
      #expect(host.presentedValue("opacity", in: "SecondFader") == [0])
    }
  }

  @Test func disabledButtonIgnoresTaps() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: DisabledButtonScreen(), runtime: runtime)
      #expect(host.tap("bas 0"))
      host.settle()
      #expect(host.texts == ["bas 0"])
    }
  }
}

/// A host bound to a runtime other than the task's current one still sees `withAnimation`.
@MainActor
struct ExplicitRuntimeTests {
  @Test func withAnimationReachesAHostOnAnotherRuntime() {
    Runtime.withNew { _ in
      let runtime = Runtime()
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      withAnimation(.linear(duration: 1)) { _ = host.write("visible", false) }
      host.settle()
      runtime.advance(by: 0.25)
      #expect(host.presentedValue("opacity", in: "FadingLabel") == [0.75])
    }
  }
}

/// Completions of changes that cancel out.
@MainActor
struct CompletionEdgeTests {
  @Test func completionRunsOnceWhenTheWritesCancelOut() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      let completions = Counter()
      host.perform {
        withAnimation(.linear(duration: 0.25)) {
          _ = host.write("visible", false)
          _ = host.write("visible", true)
        } completion: {
          completions.count += 1
        }
      }
      host.settle()
      #expect(completions.count == 1)
      #expect(host.presentedSamples.isEmpty)
    }
  }
}

struct ImplicitScreen: View {
  @State var a = false
  @State var b = false
  var body: some View {
    VStack {
      Text("x")
        .opacity(a ? 1 : 0)
        .offset(x: b ? 10 : 0)
        .animation(.linear(duration: 1), value: a)
      Text("y").opacity(a ? 1 : 0)
    }
  }
}

/// `.animation(_:value:)` acts only on its subtree and only when its value changed
/// (Docs/Semantics/SwiftUI.md §2.5).
@MainActor
struct ImplicitAnimationScopeTests {
  @Test func otherValuesChangeWithoutAnimation() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ImplicitScreen(), runtime: runtime)
      host.write("b", true)
      host.settle()
      runtime.advance(frames: 1)
      #expect(host.presentedSamples.isEmpty)
    }
  }

  @Test func watchedValueAnimatesItsSubtreeOnly() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ImplicitScreen(), runtime: runtime)
      host.write("a", true)
      host.settle()
      runtime.advance(by: 0.5)
      #expect(Set(host.presentedSamples.map(\.property)) == ["ImplicitScreen.opacity"])
      let last = host.presentedSamples.last?.value.first ?? -1
      #expect(abs(last - 0.5) < 1e-9)
    }
  }

  @Test func nilAnimationRemovesAnExplicitOne() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: FadingLabel().transaction { $0.animation = nil }, runtime: runtime)
      host.perform { withAnimation(.linear(duration: 1)) { _ = host.write("visible", false) } }
      host.settle()
      #expect(host.presentedSamples.isEmpty)
    }
  }
}

/// Completions counted by `measureAnimation`.
@MainActor
struct AnimationCompletionCountTests {
  @Test func measureAnimationCountsTheCompletionOnce() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      let measurement = host.measureAnimation("sondur") {
        host.perform {
          withAnimation(.easeOut(duration: 0.5)) {
            _ = host.write("visible", false)
          } completion: {
          }
        }
      }
      #expect(measurement.completions == 1)
      #expect(measurement.frames == 30)
      #expect(
        measurement.line() == "sondur: animasyon FadingLabel.opacity | kare 30 | ek hesaplama 0")
    }
  }
}

struct SpinningBadge: View {
  @State var spun = false
  var body: some View {
    (Text("a") + Text("b"))
      .scaleEffect(spun ? 2 : 1)
      .rotationEffect(.degrees(spun ? 90 : 0))
      .cornerRadius(4)
  }
}

/// Scale and rotation are animatable like opacity.
@MainActor
struct GeometryEffectTests {
  @Test func scaleAndRotationAnimateTogether() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SpinningBadge(), runtime: runtime)
      #expect(host.texts == ["ab"])
      host.perform { withAnimation(.linear(duration: 1)) { _ = host.write("spun", true) } }
      host.settle()
      runtime.advance(by: 0.5)
      #expect(host.presentedValue("scale", in: "SpinningBadge") == [1.5, 1.5])
      let rotation = host.presentedValue("rotation", in: "SpinningBadge")?.first ?? 0
      #expect(abs(rotation - Angle.degrees(45).radians) < 1e-12)
    }
  }

  @Test func buttonWithSystemImageIsTappedByItsTitle() {
    Runtime.withNew { runtime in
      let flag = Counter()
      let host = ViewHost(
        rootView: Button("Ekle", systemImage: "plus") { flag.count += 1 }, runtime: runtime)
      #expect(host.tap("Ekle"))
      #expect(flag.count == 1)
    }
  }
}

struct WidthOnlyFrame: View {
  @State var wide = false
  @State var other = 0
  var body: some View {
    Text("\(other)").frame(width: wide ? 200 : 100)
  }
}

/// Frames with an unspecified dimension.
@MainActor
struct FrameAnimationTests {
  @Test func unchangedFrameWithAnUnspecifiedHeightDoesNotAnimate() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: WidthOnlyFrame(), runtime: runtime)
      host.perform { withAnimation(.linear(duration: 1)) { _ = host.write("other", 1) } }
      host.settle()
      #expect(host.presentedSamples.isEmpty)
      host.perform { withAnimation(.linear(duration: 1)) { _ = host.write("wide", true) } }
      host.settle()
      runtime.advance(by: 0.5)
      #expect(host.presentedValue("frame", in: "WidthOnlyFrame")?.first == 150)
    }
  }
}
