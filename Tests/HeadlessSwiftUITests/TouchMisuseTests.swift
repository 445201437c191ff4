import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

/// Touch samples handed to a host that break the rules of a touch stream (Docs/Misuse.md §3).
@MainActor
struct HostTouchMisuseTests {
  @Test func aSampleEarlierThanThePreviousOneIsRejected() {
    Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: DragProbe(log: log), runtime: runtime)
      let far = CGPoint(x: squareCentre.x + 80, y: squareCentre.y)
      host.receiveTouches(
        [
          TouchSample(phase: .began, location: squareCentre, time: 0.2),
          TouchSample(phase: .moved, location: far, time: 0.1),
          TouchSample(phase: .ended, location: squareCentre, time: 0.3),
        ], at: 0.3)
      host.settle()
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "ViewHost.receiveTouches: touch sample 1 at t=0.1 comes before the previous one at "
            + "t=0.2; samples must be in time order; ignored"
        ])
      // Without the rejected move the finger never left its spot: no drag at all.
      #expect(host.read("values", as: [DragGesture.Value].self)?.isEmpty == true)
      #expect(log.events.isEmpty)
    }
  }

  @Test func twoScriptsUsingTheSameFingerAreReportedOnce() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: DragProbe(log: log), runtime: runtime)
      runtime.play(
        try .drag(
          from: squareCentre, to: CGPoint(x: squareCentre.x + 40, y: squareCentre.y),
          duration: 0.5),
        to: host)
      runtime.advance(by: 0.1)
      runtime.play(try .tap(at: CGPoint(x: 5, y: 5)), to: host)
      runtime.advance(by: 0.5)
      host.settle()
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "touch script 2: touch sample 0 begins touch 0, which is already down (held by touch "
            + "script 1); this script's samples of touch 0 are ignored until it lifts"
        ])
      #expect(log.events == ["ended"])
      #expect(host.touchStatistics.ignored == 0)
      let values = host.read("values", as: [DragGesture.Value].self) ?? []
      #expect(values.last?.translation.width == 40)
    }
  }

  @Test func aSecondBeganOfAFingerThatIsDownIsRejected() {
    Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: DragProbe(log: log), runtime: runtime)
      host.receiveTouches(
        [
          TouchSample(phase: .began, location: squareCentre, time: 0),
          TouchSample(phase: .began, location: CGPoint(x: 5, y: 5), time: 0),
        ], at: 0)
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "ViewHost.receiveTouches: touch sample 1 begins touch 0, which is already down; ignored"
        ])
      #expect(host.touchStatistics.samples == 1)
    }
  }
}
