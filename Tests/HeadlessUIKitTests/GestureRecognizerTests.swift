import Testing

@testable import HeadlessUIKit

/// A view whose recognizers report into a log.
@MainActor
final class GestureHost {
  let runtime: Runtime
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
  var log: [String] = []

  @MainActor
  init(_ runtime: Runtime) {
    self.runtime = runtime
    window.makeKeyAndVisible()
    window.addSubview(view)
    runtime.runTurn()
  }

  @MainActor
  func handle(_ recognizer: UIGestureRecognizer) {
    log.append("\(recognizer.state)@\(ScreenValue.number(runtime.now))")
  }
}

@MainActor @Suite struct GestureRecognizerTests {
  @Test func tapIsRecognizedOnLift() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let tap = UITapGestureRecognizer(target: host, action: GestureHost.handle)
      host.view.addGestureRecognizer(tap)
      runtime.perform(try .tap(at: CGPoint(x: 150, y: 150), hold: 0.1), on: host.window)
      #expect(host.log == ["ended@0.1"])
      #expect(tap.state == .possible)
      #expect(tap.stateHistory.map(\.state) == [.ended])
    }
  }

  @Test func tapFailsWhenTheFingerMovesOrMissesTheView() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let tap = UITapGestureRecognizer(target: host, action: GestureHost.handle)
      host.view.addGestureRecognizer(tap)
      runtime.perform(
        try .drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 190, y: 150), duration: 0.1),
        on: host.window)
      runtime.perform(try .tap(at: CGPoint(x: 10, y: 10)), on: host.window)
      #expect(host.log.isEmpty)
      #expect(tap.stateHistory.map(\.state) == [.failed])
    }
  }

  @Test func doubleTapNeedsTheSecondTapInTime() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let double = UITapGestureRecognizer(target: host, action: GestureHost.handle)
      double.numberOfTapsRequired = 2
      host.view.addGestureRecognizer(double)
      let point = CGPoint(x: 150, y: 150)
      let quick = try TouchScript.tap(at: point, hold: 0.05).merged(
        with: .tap(at: point, time: 0.2, hold: 0.05, touch: 1))
      runtime.perform(quick, on: host.window)
      #expect(host.log == ["ended@0.25"])
      let slow = try TouchScript.tap(at: point, hold: 0.05).merged(
        with: .tap(at: point, time: 0.6, hold: 0.05, touch: 1))
      runtime.perform(slow, on: host.window)
      runtime.advance(by: 0.5)
      // Each lonely tap waits 0.35 s for a second one, then the gesture fails.
      #expect(host.log == ["ended@0.25"])
      #expect(double.stateHistory.map(\.state) == [.ended, .failed, .failed])
    }
  }

  @Test func longPressBeginsOnTheClockWhileTheFingerIsStillDown() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let press = UILongPressGestureRecognizer(target: host, action: GestureHost.handle)
      host.view.addGestureRecognizer(press)
      runtime.perform(try .longPress(at: CGPoint(x: 150, y: 150), duration: 1), on: host.window)
      // 60 Hz frames: the first turn at or after 0.5 s is at 0.5 exactly (frame 30).
      #expect(host.log == ["began@0.5", "ended@1"])
    }
  }

  /// A script played later on the clock: the recognizer sees virtual-clock times, so the
  /// press still needs its 0.5 s from its own touch-down.
  @Test func aLongPressPlayedLaterCountsFromItsOwnTouchDown() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let press = UILongPressGestureRecognizer(target: host, action: GestureHost.handle)
      host.view.addGestureRecognizer(press)
      runtime.advance(to: 2)
      runtime.perform(try .longPress(at: CGPoint(x: 150, y: 150), duration: 1), on: host.window)
      #expect(host.log == ["began@2.5", "ended@3"])
    }
  }

  @Test func longPressFailsWhenLiftedEarly() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let press = UILongPressGestureRecognizer(target: host, action: GestureHost.handle)
      host.view.addGestureRecognizer(press)
      runtime.perform(try .longPress(at: CGPoint(x: 150, y: 150), duration: 0.3), on: host.window)
      #expect(host.log.isEmpty)
      #expect(press.stateHistory.map(\.state) == [.failed])
    }
  }

  @Test func panReportsOncePerFrameWithTranslationAndVelocity() throws {
    try Runtime.withNew(frameRate: .hz120) { runtime in
      let host = GestureHost(runtime)
      var translations: [CGFloat] = []
      var velocity = CGPoint.zero
      let pan = UIPanGestureRecognizer { recognizer in
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        host.handle(pan)
        translations.append(pan.translation(in: host.view).x)
        if pan.state == .changed { velocity = pan.velocity(in: host.view) }
      }
      host.view.addGestureRecognizer(pan)
      // A 240 Hz finger on a 120 Hz display, 60 points in 0.5 s.
      runtime.perform(
        try .drag(
          from: CGPoint(x: 110, y: 150), to: CGPoint(x: 170, y: 150), duration: 0.5,
          samplesPerSecond: 240),
        on: host.window)
      let states = host.log.map { String($0.prefix { $0 != "@" }) }
      // Sample k (1...120) is at t = k/240, x = 110 + k/2; frame j (t = j/120) delivers
      // samples 2j-1 and 2j. Sample 20 is 10 points from the touch-down: `began` in frame 10,
      // with no `changed` in that frame; frames 11...59 report one `changed` each (49); frame
      // 60 delivers the last two moves and the lift: one `changed`, then `ended`.
      #expect(states == ["began"] + Array(repeating: "changed", count: 50) + ["ended"])
      #expect(host.log.first == "began@\(ScreenValue.number(10.0 / 120))")
      #expect(translations.last == 60)
      #expect(abs(velocity.x - 120) < 1e-6)
    }
  }

  @Test func recognizersOfAncestorsSeeTouchesOnSubviews() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      host.view.addSubview(child)
      let tap = UITapGestureRecognizer(target: host, action: GestureHost.handle)
      host.view.addGestureRecognizer(tap)
      #expect(host.window.hitTest(CGPoint(x: 115, y: 115), with: nil) === child)
      runtime.perform(try .tap(at: CGPoint(x: 115, y: 115)), on: host.window)
      #expect(host.log.count == 1)
      child.isHidden = true
      #expect(host.window.hitTest(CGPoint(x: 115, y: 115), with: nil) === host.view)
      child.isHidden = false
      child.isUserInteractionEnabled = false
      #expect(host.window.hitTest(CGPoint(x: 115, y: 115), with: nil) === host.view)
    }
  }

  @Test func aTouchOutsideEveryViewGoesToTheWindowWithoutCrashing() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let tap = UITapGestureRecognizer(target: host, action: GestureHost.handle)
      host.window.addGestureRecognizer(tap)
      runtime.perform(try .tap(at: CGPoint(x: 5, y: 5)), on: host.window)
      #expect(host.log.count == 1)
      #expect(host.window.hitTest(CGPoint(x: 500, y: 500), with: nil) == nil)
    }
  }

  @Test func disablingMidGestureCancels() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let press = UILongPressGestureRecognizer(target: host, action: GestureHost.handle)
      host.view.addGestureRecognizer(press)
      runtime.play(try .longPress(at: CGPoint(x: 150, y: 150), duration: 2), to: host.window)
      runtime.advance(to: 1)
      press.isEnabled = false
      runtime.advance(to: 3)
      #expect(host.log == ["began@0.5", "cancelled@1"])
    }
  }
}

@MainActor @Suite struct GestureArbitrationTests {
  final class Allow: UIGestureRecognizerDelegate {
    var begin = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }

  func taps(_ host: GestureHost) -> (single: UITapGestureRecognizer, double: UITapGestureRecognizer)
  {
    let single = UITapGestureRecognizer { _ in
      host.log.append("single@\(ScreenValue.number(host.runtime.now))")
    }
    let double = UITapGestureRecognizer { _ in
      host.log.append("double@\(ScreenValue.number(host.runtime.now))")
    }
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    host.view.addGestureRecognizer(single)
    host.view.addGestureRecognizer(double)
    return (single, double)
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      _ = taps(host)
      runtime.perform(try .tap(at: CGPoint(x: 150, y: 150), hold: 0.05), on: host.window)
      runtime.advance(by: 0.5)
      // The double tap gives up 0.35 s after the lift; then the single tap is recognized.
      #expect(host.log == ["single@0.4"])
    }
  }

  @Test func aDoubleTapWinsAndTheSingleTapFails() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let (single, _) = taps(host)
      let point = CGPoint(x: 150, y: 150)
      runtime.perform(
        try TouchScript.tap(at: point, hold: 0.05).merged(
          with: .tap(at: point, time: 0.15, hold: 0.05, touch: 1)),
        on: host.window)
      runtime.advance(by: 1)
      #expect(host.log == ["double@0.2"])
      #expect(single.stateHistory.map(\.state) == [.failed])
    }
  }

  @Test func aPanThatBeginsMakesATapOnTheSameTouchFail() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let tap = UITapGestureRecognizer { _ in host.log.append("tap") }
      let pan = UIPanGestureRecognizer { recognizer in host.log.append("pan \(recognizer.state)") }
      host.view.addGestureRecognizer(tap)
      host.view.addGestureRecognizer(pan)
      runtime.perform(
        try .drag(from: CGPoint(x: 110, y: 150), to: CGPoint(x: 112, y: 150), duration: 0.1),
        on: host.window)
      // Moved 2 points: under both thresholds, so the tap wins and the pan fails.
      #expect(host.log == ["tap"])
      host.log.removeAll()
      runtime.perform(
        try .drag(from: CGPoint(x: 110, y: 150), to: CGPoint(x: 170, y: 150), duration: 0.2),
        on: host.window)
      #expect(host.log.first == "pan began")
      #expect(host.log.last == "pan ended")
      #expect(!host.log.contains("tap"))
    }
  }

  @Test func aDelegateCanLetTwoRecognizersRunTogether() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let allow = Allow()
      let press = UILongPressGestureRecognizer { r in host.log.append("press \(r.state)") }
      let pan = UIPanGestureRecognizer { r in host.log.append("pan \(r.state)") }
      press.allowableMovement = 1000
      press.delegate = allow
      host.view.addGestureRecognizer(press)
      host.view.addGestureRecognizer(pan)
      var script = try TouchScript([
        TouchSample(phase: .began, location: CGPoint(x: 120, y: 150), time: 0),
        TouchSample(phase: .moved, location: CGPoint(x: 121, y: 150), time: 0.6),
        TouchSample(phase: .moved, location: CGPoint(x: 160, y: 150), time: 0.7),
        TouchSample(phase: .ended, location: CGPoint(x: 160, y: 150), time: 0.8),
      ])
      runtime.perform(script, on: host.window)
      #expect(host.log.contains("press began"))
      #expect(host.log.contains("pan began"))
      #expect(host.log.contains("press ended") && host.log.contains("pan ended"))
      // Without the delegate's permission, the press (recognized first) makes the pan fail.
      host.log.removeAll()
      press.delegate = nil
      script = try TouchScript(script.samples)
      runtime.perform(script, on: host.window)
      #expect(host.log.contains("press began"))
      #expect(!host.log.contains("pan began"))
    }
  }

  @Test func aDelegateThatRefusesTheStartMakesTheGestureFail() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let refuse = Allow()
      refuse.begin = false
      let tap = UITapGestureRecognizer { _ in host.log.append("tap") }
      tap.delegate = refuse
      host.view.addGestureRecognizer(tap)
      runtime.perform(try .tap(at: CGPoint(x: 150, y: 150)), on: host.window)
      #expect(host.log.isEmpty)
      #expect(tap.stateHistory.map(\.state) == [.failed])
    }
  }
}
