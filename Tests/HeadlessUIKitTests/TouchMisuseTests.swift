import Testing

@testable import HeadlessUIKit

/// Touch samples handed to a window that break the rules of a touch stream (Docs/Misuse.md
/// §3): rejected with ``TouchScriptError``'s words, never silently used.
@MainActor @Suite struct TouchMisuseTests {
  /// A pan on the host's view; the closures give the velocity and the translation of its
  /// last report.
  func pan(_ host: GestureHost) -> (velocity: () -> CGPoint, translation: () -> CGPoint) {
    var velocity = CGPoint.zero
    var translation = CGPoint.zero
    let pan = UIPanGestureRecognizer { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      host.handle(pan)
      velocity = pan.velocity(in: host.view)
      translation = pan.translation(in: host.view)
    }
    host.view.addGestureRecognizer(pan)
    return ({ velocity }, { translation })
  }

  @Test func aSampleEarlierThanThePreviousOneIsRejected() {
    Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let velocity = pan(host).velocity
      host.window.receiveTouches(
        [
          TouchSample(phase: .began, location: CGPoint(x: 110, y: 150), time: 0.1),
          TouchSample(phase: .moved, location: CGPoint(x: 190, y: 150), time: 0.05),
        ], at: 0.1)
      #expect(
        diagnostics(runtime) == [
          "UIWindow.receiveTouches: touch sample 1 at t=0.05 comes before the previous one at "
            + "t=0.1; samples must be in time order; ignored"
        ])
      #expect(host.log.isEmpty)
      // The same 80-point move in time order: 80 points in 0.1 s is 800 points per second.
      host.window.receiveTouches(
        [TouchSample(phase: .moved, location: CGPoint(x: 190, y: 150), time: 0.2)], at: 0.2)
      #expect(host.log.count == 1)
      #expect(host.log.first?.hasPrefix("began") == true)
      #expect(velocity().x == 800)
    }
  }

  @Test func aNaNTimeIsRejected() {
    Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      host.window.receiveTouches(
        [TouchSample(phase: .began, location: CGPoint(x: 110, y: 150), time: .nan)], at: 0)
      #expect(
        diagnostics(runtime) == [
          "UIWindow.receiveTouches: time of touch sample 0 'nan' must be a finite number in "
            + "range; ignored"
        ])
    }
  }

  @Test func aMoveWithoutBeganIsReported() {
    Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      host.window.receiveTouches(
        [
          TouchSample(touch: 3, phase: .moved, location: CGPoint(x: 110, y: 150), time: 0),
          TouchSample(touch: 3, phase: .ended, location: CGPoint(x: 110, y: 150), time: 0),
        ], at: 0)
      #expect(
        diagnostics(runtime) == [
          "touch 3 moved without began; ignored", "touch 3 ended without began; ignored",
        ])
    }
  }

  @Test func aSecondBeganOfAFingerThatIsDownIsRejected() {
    Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let translation = pan(host).translation
      host.window.receiveTouches(
        [
          TouchSample(phase: .began, location: CGPoint(x: 110, y: 150), time: 0),
          TouchSample(phase: .began, location: CGPoint(x: 10, y: 10), time: 0.05),
          TouchSample(phase: .moved, location: CGPoint(x: 130, y: 150), time: 0.1),
          TouchSample(phase: .ended, location: CGPoint(x: 130, y: 150), time: 0.15),
        ], at: 0.15)
      #expect(
        diagnostics(runtime) == [
          "UIWindow.receiveTouches: touch sample 1 begins touch 0, which is already down; ignored"
        ])
      #expect(host.log.map { String($0.prefix { $0 != "@" }) } == ["began", "ended"])
      #expect(translation().x == 20)
    }
  }

  /// Two scripts played at once that use the same finger: the second one's touch-down is
  /// refused and named, and the first plays on untouched (no "ended without began" later).
  @Test func twoScriptsUsingTheSameFingerAreReportedOnce() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let translation = pan(host).translation
      runtime.play(
        try .drag(from: CGPoint(x: 110, y: 150), to: CGPoint(x: 170, y: 150), duration: 0.5),
        to: host.window)
      runtime.advance(by: 0.1)
      runtime.play(try .tap(at: CGPoint(x: 10, y: 10)), to: host.window)
      runtime.advance(by: 0.5)
      #expect(
        diagnostics(runtime) == [
          "touch script 2: touch sample 0 begins touch 0, which is already down (held by touch "
            + "script 1); this script's samples of touch 0 are ignored until it lifts"
        ])
      #expect(host.log.last?.hasPrefix("ended") == true)
      #expect(translation().x == 60)
    }
  }
}
