import Testing

@testable import HeadlessUIKit

/// A view that logs the touches UIKit's window delivers to it.
final class TouchLogView: UIView {
  var runtime: Runtime?
  var log: [String] = []
  /// The window x of each touch as the view heard it, in order.
  var xs: [CGFloat] = []

  private func add(_ phase: String, _ touches: Set<UITouch>) {
    for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
      log.append("\(phase)#\(touch.identifier)@\(ScreenValue.number(runtime?.now ?? -1))")
      xs.append(touch.location(in: nil).x)
    }
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    add("began", touches)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    add("moved", touches)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    add("ended", touches)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    add("cancelled", touches)
  }

  /// The phases alone, without touch ids or times.
  var phases: [String] { log.map { String($0.prefix { $0 != "#" }) } }
}

/// A window with one logging view at (100, 100, 100, 100).
@MainActor
final class TouchDeliveryHost {
  let runtime: Runtime
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let view = TouchLogView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))

  @MainActor
  init(_ runtime: Runtime, _ recognizer: UIGestureRecognizer) {
    self.runtime = runtime
    view.runtime = runtime
    window.makeKeyAndVisible()
    window.addSubview(view)
    view.addGestureRecognizer(recognizer)
    runtime.runTurn()
  }
}

/// Touch delivery to the view under recognizers (Docs/Semantics/UIKit.md §20): which of
/// `touchesBegan/Moved/Ended/Cancelled` the view gets, as Apple's UIGestureRecognizer
/// documentation describes `cancelsTouchesInView`, `delaysTouchesBegan` and
/// `delaysTouchesEnded`.
@MainActor @Suite struct TouchDeliveryTests {
  @Test func theDefaultsAreApples() {
    let recognizer = UIPanGestureRecognizer()
    #expect(recognizer.cancelsTouchesInView)
    #expect(!recognizer.delaysTouchesBegan)
    #expect(recognizer.delaysTouchesEnded)
  }

  /// A pan begins at the 10-point hysteresis: 5-point steps make it begin on the second
  /// move. The view heard the touch-down and the first move; it then gets one
  /// `touchesCancelled` and none of the ten moves or the lift that follow.
  @Test(arguments: [true, false])
  func aBeganPanCancelsTheViewsTouches(cancels: Bool) throws {
    try Runtime.withNew { runtime in
      let pan = UIPanGestureRecognizer()
      pan.cancelsTouchesInView = cancels
      let host = TouchDeliveryHost(runtime, pan)
      runtime.perform(
        try .drag(
          from: CGPoint(x: 120, y: 150), to: CGPoint(x: 180, y: 150), duration: 0.1,
          samplesPerSecond: 120),
        on: host.window)
      #expect(pan.stateHistory.first?.state == .began)
      if cancels {
        #expect(host.view.phases == ["began", "moved", "cancelled"])
      } else {
        #expect(host.view.phases == ["began"] + Array(repeating: "moved", count: 12) + ["ended"])
      }
    }
  }

  /// A tap is recognized on the lift: by default the view's touch ends as cancelled.
  @Test(arguments: [(true, "cancelled"), (false, "ended")])
  func aRecognizedTapCancelsTheLift(cancels: Bool, last: String) throws {
    try Runtime.withNew { runtime in
      let tap = UITapGestureRecognizer()
      tap.cancelsTouchesInView = cancels
      let host = TouchDeliveryHost(runtime, tap)
      runtime.perform(try .tap(at: CGPoint(x: 150, y: 150), hold: 0.1), on: host.window)
      #expect(tap.stateHistory.map(\.state) == [.ended])
      #expect(host.view.log == ["began#0@0", "\(last)#0@0.1"])
    }
  }

  /// A long press begins on the clock at 0.5 s: the view's touch is cancelled then, and the
  /// lift at 1 s does not reach it.
  @Test func aLongPressCancelsWhenItBegins() throws {
    try Runtime.withNew { runtime in
      let press = UILongPressGestureRecognizer()
      let host = TouchDeliveryHost(runtime, press)
      runtime.perform(try .longPress(at: CGPoint(x: 150, y: 150), duration: 1), on: host.window)
      #expect(host.view.log == ["began#0@0", "cancelled#0@0.5"])
    }
  }

  /// With `delaysTouchesBegan`, the view hears nothing while the tap may still be
  /// recognized. The finger travels 20 points at 0.1 s, which fails the tap (10-point
  /// allowance): the held touch-down arrives then, with a move to where the finger is (x 170),
  /// and the rest follows as usual.
  @Test func aDelayedTouchDownArrivesWhenTheTapFails() throws {
    try Runtime.withNew { runtime in
      let tap = UITapGestureRecognizer()
      tap.delaysTouchesBegan = true
      let host = TouchDeliveryHost(runtime, tap)
      runtime.perform(
        try TouchScript([
          TouchSample(phase: .began, location: CGPoint(x: 150, y: 150), time: 0),
          TouchSample(phase: .moved, location: CGPoint(x: 155, y: 150), time: 0.05),
          TouchSample(phase: .moved, location: CGPoint(x: 170, y: 150), time: 0.1),
          TouchSample(phase: .moved, location: CGPoint(x: 175, y: 150), time: 0.15),
          TouchSample(phase: .ended, location: CGPoint(x: 175, y: 150), time: 0.2),
        ]), on: host.window)
      #expect(tap.stateHistory.map(\.state) == [.failed])
      #expect(host.view.log == ["began#0@0.1", "moved#0@0.1", "moved#0@0.15", "ended#0@0.2"])
      #expect(host.view.xs == [170, 170, 175, 175])
    }
  }

  /// With `delaysTouchesBegan`, a recognized tap takes the touch before the view heard of
  /// it: nothing at all reaches the view, not even `touchesCancelled`.
  @Test func aDelayedTouchDownIsDroppedWhenTheTapIsRecognized() throws {
    try Runtime.withNew { runtime in
      let tap = UITapGestureRecognizer()
      tap.delaysTouchesBegan = true
      let host = TouchDeliveryHost(runtime, tap)
      runtime.perform(try .tap(at: CGPoint(x: 150, y: 150), hold: 0.1), on: host.window)
      #expect(tap.stateHistory.map(\.state) == [.ended])
      #expect(host.view.log.isEmpty)
    }
  }

  /// A double tap's first lift may still become a double tap: with `delaysTouchesEnded`
  /// (the default) the view's `touchesEnded` waits until the double tap gives up, 0.35 s
  /// after the lift; without it the lift arrives at once.
  @Test(arguments: [true, false])
  func aLiftWaitsForTheDoubleTapToFail(delays: Bool) throws {
    try Runtime.withNew { runtime in
      let double = UITapGestureRecognizer()
      double.numberOfTapsRequired = 2
      double.delaysTouchesEnded = delays
      let host = TouchDeliveryHost(runtime, double)
      runtime.perform(try .tap(at: CGPoint(x: 150, y: 150), hold: 0.05), on: host.window)
      #expect(host.view.log == (delays ? ["began#0@0"] : ["began#0@0", "ended#0@0.05"]))
      runtime.advance(by: 0.5)
      #expect(double.stateHistory.map(\.state) == [.failed])
      guard delays else {
        #expect(host.view.log.count == 2)
        return
      }
      #expect(host.view.phases == ["began", "ended"])
      let failedAt = double.stateHistory[0].time
      #expect(failedAt > 0.05 + 0.35 - 1e-9 && failedAt < 0.05 + 0.35 + 1.0 / 60 + 1e-9)
      #expect(host.view.log.last == "ended#0@\(ScreenValue.number(failedAt))")
    }
  }

  /// A recognized double tap cancels both fingers' touches for the view, the first one's
  /// held lift included: neither `touchesEnded` ever arrives.
  @Test func aRecognizedDoubleTapCancelsTheHeldLift() throws {
    try Runtime.withNew { runtime in
      let double = UITapGestureRecognizer()
      double.numberOfTapsRequired = 2
      let host = TouchDeliveryHost(runtime, double)
      let point = CGPoint(x: 150, y: 150)
      runtime.perform(
        try TouchScript.tap(at: point, hold: 0.05).merged(
          with: .tap(at: point, time: 0.2, hold: 0.05, touch: 1)),
        on: host.window)
      runtime.advance(by: 0.5)
      #expect(double.stateHistory.map(\.state) == [.ended])
      #expect(
        host.view.log == ["began#0@0", "began#1@0.2", "cancelled#0@0.25", "cancelled#1@0.25"])
    }
  }

  /// Without `cancelsTouchesInView`, a recognized double tap lets both lifts through: the
  /// first one, held since 0.05 s, arrives when the double tap is recognized at 0.25 s, just
  /// before the second.
  @Test func aDoubleTapThatDoesNotCancelReleasesTheHeldLift() throws {
    try Runtime.withNew { runtime in
      let double = UITapGestureRecognizer()
      double.numberOfTapsRequired = 2
      double.cancelsTouchesInView = false
      let host = TouchDeliveryHost(runtime, double)
      let point = CGPoint(x: 150, y: 150)
      runtime.perform(
        try TouchScript.tap(at: point, hold: 0.05).merged(
          with: .tap(at: point, time: 0.2, hold: 0.05, touch: 1)),
        on: host.window)
      #expect(double.stateHistory.map(\.state) == [.ended])
      #expect(host.view.log == ["began#0@0", "began#1@0.2", "ended#0@0.25", "ended#1@0.25"])
    }
  }

  /// Without recognizers the view gets every phase as before.
  @Test func aViewWithoutRecognizersGetsEveryPhase() throws {
    try Runtime.withNew { runtime in
      let host = TouchDeliveryHost(runtime, UITapGestureRecognizer())
      host.view.gestureRecognizers = nil
      runtime.perform(
        try .drag(
          from: CGPoint(x: 120, y: 150), to: CGPoint(x: 180, y: 150), duration: 0.05,
          samplesPerSecond: 60),
        on: host.window)
      #expect(host.view.phases == ["began", "moved", "moved", "moved", "ended"])
    }
  }
}
