/// Recognizes a dragging finger (UIKit's `UIPanGestureRecognizer`): continuous.
///
/// `began` once a finger has moved 10 points from where it touched down (UIKit's pan
/// hysteresis; the exact figure is not documented), `changed` once per turn in which the
/// fingers moved — samples faster than the frame rate are coalesced into one report, as
/// UIKit delivers coalesced touches once per frame — and `ended` when the last finger lifts.
///
/// ``translation(in:)`` is measured from where the fingers first touched down;
/// ``velocity(in:)`` is the displacement over the last 0.1 s of samples divided by their time
/// span (points per second), 0 when the finger did not move in that window.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max

  static let hysteresis: CGFloat = 10
  static let velocityWindow = 0.1

  private var origin: CGPoint?
  private var samples: [(location: CGPoint, time: Double)] = []
  private var movedThisTurn = false

  /// The fingers' displacement since they touched down (or since ``setTranslation(_:in:)``),
  /// in `view`'s coordinate system.
  public func translation(in view: UIView?) -> CGPoint {
    guard let origin else { return .zero }
    let current = location(in: nil)
    let delta = CGPoint(x: current.x - origin.x, y: current.y - origin.y)
    guard let view else { return delta }
    let a = view.convert(CGPoint.zero, from: nil)
    let b = view.convert(delta, from: nil)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  /// Makes the current translation `translation` (usually `.zero` after applying it).
  public func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let current = location(in: nil)
    origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
  }

  /// The fingers' speed in points per second (see the type's documentation).
  public func velocity(in view: UIView?) -> CGPoint {
    guard let last = samples.last,
      let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow }),
      last.time > first.time
    else { return .zero }
    let span = CGFloat(last.time - first.time)
    return CGPoint(
      x: (last.location.x - first.location.x) / span, y: (last.location.y - first.location.y) / span
    )
  }

  override func touchesBegan(_ touches: [UITouch], at time: Double) {
    guard state == .possible || state == .began || state == .changed else { return }
    self.touches.append(contentsOf: touches)
    if self.touches.count > maximumNumberOfTouches, state == .possible {
      transition(to: .failed)
      return
    }
    if origin == nil { origin = location(in: nil) }
    record(time)
  }

  override func touchesMoved(_ touches: [UITouch], at time: Double) {
    record(time)
    lastLocation = location(in: nil)
    if state == .possible, self.touches.count >= minimumNumberOfTouches, let origin,
      distance(location(in: nil), origin) >= Self.hysteresis
    {
      transition(to: .began)
      return
    }
    if state == .began || state == .changed { movedThisTurn = true }
  }

  override func touchesEnded(_ touches: [UITouch], at time: Double) {
    record(time)
    lastLocation = location(in: nil)
    reportMovement()
    self.touches.removeAll { touch in touches.contains { $0 === touch } }
    guard self.touches.isEmpty else { return }
    switch state {
    case .possible: transition(to: .failed)
    case .began, .changed: transition(to: .ended)
    default: break
    }
  }

  /// Reports one `changed` for everything the fingers did in this turn.
  func reportMovement() {
    guard movedThisTurn else { return }
    movedThisTurn = false
    if state == .began || state == .changed { transition(to: .changed) }
  }

  private func record(_ time: Double) {
    samples.append((location(in: nil), time))
    samples.removeAll { time - $0.time > Self.velocityWindow * 2 }
  }

  override func reset() {
    super.reset()
    origin = nil
    samples.removeAll()
    movedThisTurn = false
  }
}
