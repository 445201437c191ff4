import HeadlessSwiftUI
import Runtime
import Testing

/// Animation parameters that are not usable times (Docs/Misuse.md §1): each is named in the
/// trace, and the outcome is defined. An unusable duration applies the change at once (what
/// UIKit documents for a duration of 0 or less) and still runs the completion; an unusable
/// delay is dropped.
@MainActor
struct AnimationMisuseTests {
  static let atOnce = "the change is applied at once, without animation"

  @Test(arguments: [
    (Animation.linear(duration: .nan), "Animation.linear(duration: nan): duration"),
    (.linear(duration: -1), "Animation.linear(duration: -1.0): duration"),
    (.easeOut(duration: .infinity), "Animation.easeOut(duration: inf): duration"),
    (.spring(duration: -1), "Animation.spring(duration: -1.0): duration"),
    (.spring(response: .nan, dampingFraction: 1), "Animation.spring(response: nan): response"),
  ])
  func unusableDurationAppliesTheChangeAtOnceAndCompletes(animation: Animation, call: String) {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      var completed = 0
      let measurement = host.measureAnimation("sondur") {
        host.perform {
          withAnimation(animation) {
            _ = host.write("visible", false)
          } completion: {
            completed += 1
          }
        }
      }
      // Before any frame: the screen already shows the new value.
      #expect(host.presentedValue("opacity", in: "FadingLabel") == [0])
      #expect(measurement.frames == 0)
      #expect(measurement.properties.isEmpty)
      #expect(completed == 1)
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "SwiftUI: FadingLabel.opacity: \(call) must be a finite number >= 0; \(Self.atOnce)"
        ])
    }
  }

  @Test(arguments: [(Double.nan, "nan"), (-0.25, "-0.25")])
  func unusableDelayIsDroppedAndTheAnimationPlays(delay: Double, text: String) {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      var completed = 0
      host.perform {
        withAnimation(.linear(duration: 0.5).delay(delay)) {
          _ = host.write("visible", false)
        } completion: {
          completed += 1
        }
      }
      host.settle()
      // Linear over 0.5 s from 1 to 0, starting now: 0.5 after 15 frames of 1/60 s.
      runtime.advance(frames: 15)
      #expect(abs((host.presentedValue("opacity", in: "FadingLabel")?[0] ?? -1) - 0.5) < 1e-9)
      runtime.advance(frames: 15)
      #expect(host.presentedValue("opacity", in: "FadingLabel") == [0])
      runtime.advance(frames: 1)
      #expect(completed == 1)
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "SwiftUI: FadingLabel.opacity: Animation.delay(\(text)): delay must be a finite number "
            + ">= 0; the animation starts without delay"
        ])
    }
  }

  @Test func validAnimationsReportNothing() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      let measurement = host.measureAnimation("sondur") {
        host.perform {
          withAnimation(.linear(duration: 0.5).delay(0)) { _ = host.write("visible", false) }
        }
      }
      #expect(measurement.frames == 30)
      #expect(runtime.trace.events(.diagnostic).isEmpty)
    }
  }
}

/// An `ObservableObject` written during a body: SwiftUI's own wording (Docs/Misuse.md §6).
@MainActor
struct PublishingMisuseTests {
  @Test func publishingFromABodyIsReportedInSwiftUIsWords() {
    Runtime.withNew { runtime in
      let store = Store()
      let host = ViewHost(rootView: PublishesInBody(store: store, upTo: 3), runtime: runtime)
      host.settle()
      // Each evaluation below 3 publishes once: 0 -> 1 -> 2 -> 3, then the body stops.
      #expect(store.count == 3)
      #expect(host.issues.map(\.kind) == Array(repeating: .publishedDuringUpdate, count: 3))
      #expect(
        host.issues.first?.message
          == "Publishing changes from within view updates is not allowed, this will cause "
          + "undefined behavior.")
      #expect(host.issues.first?.view == "PublishesInBody")
      #expect(host.issues.first?.key == "count")
      #expect(
        runtime.trace.events(.diagnostic).map(\.message).allSatisfy {
          $0.hasPrefix("SwiftUI: PublishesInBody: Publishing changes from within view updates")
        })
    }
  }

  @Test func settleSaysWhenItGivesUp() {
    Runtime.withNew { runtime in
      let store = Store()
      let host = ViewHost(rootView: PublishesInBody(store: store, upTo: .max), runtime: runtime)
      host.settle(limit: 5)
      // The mount evaluated once; each of the 5 turns one more time.
      #expect(store.count == 6)
      #expect(
        runtime.trace.events(.diagnostic).last?.message
          == "SwiftUI: settle() gave up after 5 turns with writes still pending; something keeps "
          + "writing state on every update")
    }
  }

  @Test func settleThatFinishesSaysNothingAboutALimit() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      host.write("visible", false)
      host.settle(limit: 1)
      #expect(runtime.trace.events(.diagnostic).isEmpty)
    }
  }
}

struct PublishesInBody: View {
  @ObservedObject var store: Store
  let upTo: Int
  var body: some View {
    if store.count < upTo { store.count += 1 }
    return Text("\(store.count)")
  }
}

/// `measureAnimation` stopping at its limit says so (Docs/Misuse.md §6).
@MainActor
struct MeasurementLimitTests {
  @Test func anAnimationThatNeverEndsIsNamedWhenTheLimitStopsTheMeasurement() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FadingLabel(), runtime: runtime)
      let measurement = host.measureAnimation("sondur", limit: 0.5) {
        host.perform {
          withAnimation(.linear(duration: 0.2).repeatForever()) { _ = host.write("visible", false) }
        }
      }
      // 0.5 s at 60 Hz.
      #expect(measurement.frames == 30)
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "SwiftUI: measureAnimation(\"sondur\") stopped at its limit of 0.5 s with animations "
            + "still running"
        ])
    }
  }
}
