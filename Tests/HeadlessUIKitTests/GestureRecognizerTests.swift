import Testing

@testable import HeadlessUIKit

/// A view whose recognizers report into a log.
final class GestureHost {
  let runtime: Runtime
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
  var log: [String] = []

  init(_ runtime: Runtime) {
    self.runtime = runtime
    window.makeKeyAndVisible()
    window.addSubview(view)
    runtime.runTurn()
  }

  func handle(_ recognizer: UIGestureRecognizer) {
    log.append("\(recognizer.state)@\(ScreenValue.number(runtime.now))")
  }
}

@Suite struct GestureRecognizerTests {
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
      #expect(states.first == "began")
      #expect(states.last == "ended")
      // 120 samples, 60 frames: far fewer reports than samples.
      #expect(states.count < 62)
      #expect(states.count > 50)
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
