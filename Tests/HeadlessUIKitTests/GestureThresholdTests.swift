import Testing

@testable import HeadlessUIKit

/// The pan's 10-point hysteresis, on both sides of the boundary: 9.99 points do not begin the
/// pan, exactly 10 do (`distance >= 10`).
@MainActor @Suite struct GestureThresholdTests {
  @Test(arguments: [
    (CGPoint(x: 129.99, y: 150), false), (CGPoint(x: 130, y: 150), true),
    (CGPoint(x: 125.99, y: 157.99), false), (CGPoint(x: 126, y: 158), true),
  ])
  func panBeginsAtTenPoints(to point: CGPoint, begins: Bool) {
    Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let pan = UIPanGestureRecognizer(target: host, action: GestureHost.handle)
      host.view.addGestureRecognizer(pan)
      host.window.receiveTouches(
        [
          TouchSample(phase: .began, location: CGPoint(x: 120, y: 150), time: 0),
          TouchSample(phase: .moved, location: point, time: 0.1),
        ], at: 0.1)
      #expect(host.log.map { String($0.prefix { $0 != "@" }) } == (begins ? ["began"] : []))
      #expect(pan.state == (begins ? .began : .possible))
    }
  }
}
