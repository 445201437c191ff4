import HeadlessSwiftUI
import Runtime
import Testing

/// `repeatCount(_:autoreverses:)`: the even plays run backwards.
@MainActor
struct AnimationRepeatTests {
  @Test func autoreversingPlaysAlternateDirection() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      host.perform {
        withAnimation(.linear(duration: 0.5).repeatCount(2, autoreverses: true)) {
          _ = host.write("visible", false)
        }
      }
      host.settle()
      @MainActor
      func opacity() -> Double { host.presentedValue("opacity", in: "FadingLabel")?[0] ?? -1 }
      // First play, forwards: 0.1 s into 0.5 s is progress 0.2, opacity 1 − 0.2.
      runtime.advance(frames: 6)
      #expect(abs(opacity() - 0.8) < 1e-9, "\(opacity())")
      // Second play, backwards: 0.1 s into it is progress 1 − 0.2, opacity 0.2.
      runtime.advance(frames: 30)
      #expect(abs(opacity() - 0.2) < 1e-9, "\(opacity())")
    }
  }

  @Test func repeatingWithoutAutoreverseRestartsEachPlay() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      host.perform {
        withAnimation(.linear(duration: 0.5).repeatCount(2, autoreverses: false)) {
          _ = host.write("visible", false)
        }
      }
      host.settle()
      runtime.advance(frames: 36)
      let opacity = host.presentedValue("opacity", in: "FadingLabel")?[0] ?? -1
      #expect(abs(opacity - 0.8) < 1e-9, "\(opacity)")
    }
  }
}
