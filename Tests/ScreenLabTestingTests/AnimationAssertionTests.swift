import HeadlessQuartzCore
import HeadlessSwiftUI
import HeadlessUIKit
import Measure
import Runtime
import ScreenLabTesting
import Testing

struct FadingLabel: View {
  @State var visible = false
  var body: some View {
    VStack {
      Text("Count").opacity(visible ? 1 : 0)
      Button("Show") { withAnimation(.linear(duration: 0.2)) { visible = true } }
      Button("Jump") { visible.toggle() }
    }
  }
}

@MainActor @Suite struct AnimationAssertionTests {
  @Test func anAnimationThatWritesTheModelDoesNotSnapBack() {
    Runtime.withNew { runtime in
      let ring = ProgressRing()
      let probe = CompletionProbe(runtime: runtime)
      ring.setProgress(0.8, completion: probe.callback)
      let failures = collectFailures {
        expectAnimated(ring.layer, key: "strokeEnd")
        expectAnimated(ring.layer, key: "progress")
        expectNoSnapBack(layer: ring.layer, key: "progress")
        expectCompletedOnce(probe)
      }
      #expect(failures.isEmpty)
      #expect(ring.layer.presentation()?.strokeEnd == 0.8)
    }
  }

  @Test func anAnimationWithoutAModelWriteSnapsBack() {
    Runtime.withNew { runtime in
      let ring = ProgressRing(writesModel: false)
      ring.setProgress(0.8)
      let begin = runtime.now
      let failures = collectFailures { expectNoSnapBack(layer: ring.layer, key: "strokeEnd") }
      // Committed at the end of the current turn (time `begin`), it ends 0.25 s later; one
      // frame after that only the model value, 0, is left.
      let after = ScreenValue.number(begin + 0.25 + 1.0 / 60)
      let lines = failures.first?.message.split(separator: "\n").map(String.init) ?? []
      #expect(failures.count == 1)
      #expect(
        Array(lines.prefix(3)) == [
          "expectNoSnapBack: strokeEnd of ProgressRing jumps when its animation ends",
          "  at the end (t=\(ScreenValue.number(begin + 0.25))): strokeEnd=0.8",
          "  after it (t=\(after)): strokeEnd=0, the model value",
        ])
      #expect(lines.count == 5 && lines[3].hasPrefix("  animation 'progress': "))
      #expect(
        lines.last
          == "  write the final value to the layer (the model) when adding the animation")
    }
  }

  @Test func expectAnimatedListsWhatIsAttachedInstead() {
    Runtime.withNew { runtime in
      let ring = ProgressRing()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      ring.layer.add(fade, forKey: "fade")
      let failures = collectFailures { expectAnimated(ring.layer, key: "strokeEnd") }
      #expect(
        failures.map(\.message) == [
          """
          expectAnimated: no animation on ProgressRing for 'strokeEnd'
            attached: 'fade' opacity
            presentation strokeEnd=0, model strokeEnd=0
          """
        ])
      _ = runtime
    }
  }

  @Test func aCompletionMustRunExactlyOnce() {
    Runtime.withNew { runtime in
      let probe = CompletionProbe(runtime: runtime)
      let never = collectFailures { expectCompletedOnce(probe) }
      probe.fire()
      runtime.advance(by: 0.5)
      probe.fire()
      let twice = collectFailures { expectCompletedOnce(probe) }
      #expect(
        never.map(\.message) == [
          "expectCompletedOnce: the completion ran 0 times, expected exactly once"
        ])
      #expect(
        twice.map(\.message) == [
          """
          expectCompletedOnce: the completion ran 2 times, expected exactly once
            at t=0, t=0.5
          """
        ])
    }
  }

  @Test func aSwiftUIAnimationIsMeasuredWithItsCompletions() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      let failures = collectFailures {
        let measurement = expectAnimated(
          host, properties: ["FadingLabel.opacity"], during: { _ = host.tap("Show") })
        #expect(measurement.extraEvaluations == 0)
      }
      #expect(failures.isEmpty)
      let jump = collectFailures { expectAnimated(host, during: { _ = host.tap("Jump") }) }
      #expect(
        jump.map(\.message) == [
          """
          expectAnimated: nothing animated
            measured: etkilesim: animasyon yok | kare 0 | ek hesaplama 0
          """
        ])
    }
  }
}
