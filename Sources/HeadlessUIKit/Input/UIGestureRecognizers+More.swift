// Swipes, pinches, rotations and screen-edge pans (Docs/Semantics/UIKit.md §70).

/// Edges of a rectangle (UIKit's `UIRectEdge`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Recognizes a quick stroke in a direction (UIKit's `UISwipeGestureRecognizer`): discrete.
///
/// Recognized while the fingers move, once they are `numberOfTouchesRequired` and have gone
/// 50 points in one of the allowed ``direction``s within 0.5 s of touching down, moving
/// across that direction at most half as far; it fails when the time runs out, when the
/// fingers lift first or go the wrong way (§70; the distances and time are ScreenLab's:
/// UIKit does not document them).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`).
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The allowed directions (`.right` by default).
  open var direction: Direction = .right
  /// How many fingers must swipe (1 by default).
  open var numberOfTouchesRequired = 1

  static let minimumDistance: CGFloat = 50
  static let maximumDuration = 0.5
  private var startTime: Double?

  override var isContinuous: Bool { false }

  override func touchesBegan(_ touches: [UITouch], at time: Double) {
    guard state == .possible else { return }
    self.touches.append(contentsOf: touches)
    if self.touches.count > numberOfTouchesRequired { transition(to: .failed) }
    if startTime == nil { startTime = time }
  }

  override func touchesMoved(_ touches: [UITouch], at time: Double) {
    guard state == .possible, let startTime else { return }
    lastLocation = location(in: nil)
    if time - startTime > Self.maximumDuration {
      transition(to: .failed)
      return
    }
    guard self.touches.count == numberOfTouchesRequired, let touch = self.touches.first else {
      return
    }
    let dx = touch.windowLocation.x - touch.startWindowLocation.x
    let dy = touch.windowLocation.y - touch.startWindowLocation.y
    let along: Direction
    let distance: CGFloat
    let across: CGFloat
    if abs(dx) >= abs(dy) {
      along = dx >= 0 ? .right : .left
      (distance, across) = (abs(dx), abs(dy))
    } else {
      along = dy >= 0 ? .down : .up
      (distance, across) = (abs(dy), abs(dx))
    }
    guard distance >= Self.minimumDistance else { return }
    if direction.contains(along), across <= distance / 2 {
      transition(to: .recognized)
    } else {
      transition(to: .failed)
    }
  }

  override func touchesEnded(_ touches: [UITouch], at time: Double) {
    lastLocation = location(in: nil)
    if state == .possible { transition(to: .failed) }
    self.touches.removeAll { touch in touches.contains { $0 === touch } }
  }

  override func advance(to time: Double) {
    guard state == .possible, let startTime, !touches.isEmpty,
      time - startTime > Self.maximumDuration
    else { return }
    transition(to: .failed)
  }

  override func reset() {
    super.reset()
    startTime = nil
  }
}

/// The two-finger gestures' common engine: the first two fingers' distance and angle
/// (ScreenLab's, not API).
open class _TwoFingerGestureRecognizer: UIGestureRecognizer {
  var startDistance: CGFloat?
  var startAngle: CGFloat?
  var lastTime: Double?
  /// The measure at the last update (the pinch's distance ratio, the rotation's angle); nil
  /// before the first.
  private var lastRaw: CGFloat?

  var currentDistance: CGFloat? {
    guard touches.count >= 2 else { return nil }
    return distance(touches[0].windowLocation, touches[1].windowLocation)
  }

  var currentAngle: CGFloat? {
    guard touches.count >= 2 else { return nil }
    let a = touches[0].windowLocation
    let b = touches[1].windowLocation
    return atan2(b.y - a.y, b.x - a.x)
  }

  /// Whether the fingers have moved enough from their start to begin.
  func passedHysteresis() -> Bool { false }
  /// Takes the fingers' new positions.
  func update(at time: Double) {}

  /// Takes `raw`, the measure now: sets `velocity` to its change per second since the last
  /// update and returns the measure then (`resting` before the first update).
  func advance(
    to raw: CGFloat, at time: Double, resting: CGFloat, velocity: inout CGFloat
  ) -> CGFloat {
    let last = lastRaw ?? resting
    if let lastTime, time > lastTime { velocity = (raw - last) / CGFloat(time - lastTime) }
    lastRaw = raw
    lastTime = time
    return last
  }

  override func touchesBegan(_ touches: [UITouch], at time: Double) {
    guard state == .possible else { return }
    self.touches.append(contentsOf: touches)
    if self.touches.count == 2 {
      startDistance = currentDistance
      startAngle = currentAngle
    }
  }

  override func touchesMoved(_ touches: [UITouch], at time: Double) {
    lastLocation = location(in: nil)
    guard self.touches.count >= 2 else { return }
    switch state {
    case .possible:
      if passedHysteresis() {
        update(at: time)
        transition(to: .began)
      }
    case .began, .changed:
      update(at: time)
      transition(to: .changed)
    default: break
    }
  }

  override func touchesEnded(_ touches: [UITouch], at time: Double) {
    lastLocation = location(in: nil)
    self.touches.removeAll { touch in touches.contains { $0 === touch } }
    switch state {
    case .possible where self.touches.isEmpty: transition(to: .failed)
    case .began, .changed: transition(to: .ended)
    default: break
    }
  }

  override func reset() {
    super.reset()
    startDistance = nil
    startAngle = nil
    lastTime = nil
    lastRaw = nil
  }
}

/// Recognizes two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`):
/// continuous. ``scale`` is the fingers' distance over their distance when the second one
/// touched down; `began` once it differs from 1 by 5 % (ScreenLab's threshold, §70).
open class UIPinchGestureRecognizer: _TwoFingerGestureRecognizer {
  /// The scale since the gesture started (1 at rest; code may reset it to 1).
  open var scale: CGFloat = 1
  /// The scale's change per second over the last move.
  open private(set) var velocity: CGFloat = 0

  override func passedHysteresis() -> Bool {
    guard let startDistance, startDistance > 0, let currentDistance else { return false }
    return abs(currentDistance / startDistance - 1) >= 0.05
  }

  override func update(at time: Double) {
    guard let startDistance, startDistance > 0, let currentDistance else { return }
    let raw = currentDistance / startDistance
    let last = advance(to: raw, at: time, resting: 1, velocity: &velocity)
    scale *= raw / max(last, 1e-9)
  }

  override func reset() {
    super.reset()
    scale = 1
    velocity = 0
  }
}

/// Recognizes two fingers turning (UIKit's `UIRotationGestureRecognizer`): continuous.
/// ``rotation`` is the turn in radians of the line between the fingers since the second one
/// touched down; `began` once it exceeds 0.05 radians (ScreenLab's threshold, §70).
open class UIRotationGestureRecognizer: _TwoFingerGestureRecognizer {
  /// The rotation in radians since the gesture started (code may reset it to 0).
  open var rotation: CGFloat = 0
  /// The rotation's change per second over the last move.
  open private(set) var velocity: CGFloat = 0

  override func passedHysteresis() -> Bool {
    guard let startAngle, let currentAngle else { return false }
    return abs(Self.wrap(currentAngle - startAngle)) >= 0.05
  }

  override func update(at time: Double) {
    guard let startAngle, let currentAngle else { return }
    let raw = Self.wrap(currentAngle - startAngle)
    let last = advance(to: raw, at: time, resting: 0, velocity: &velocity)
    rotation += raw - last
  }

  static func wrap(_ angle: CGFloat) -> CGFloat {
    var a = angle
    while a > .pi { a -= 2 * .pi }
    while a < -.pi { a += 2 * .pi }
    return a
  }

  override func reset() {
    super.reset()
    rotation = 0
    velocity = 0
  }
}

/// A pan that starts at an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`):
/// it fails unless the finger touches down within 20 points of one of its ``edges`` of the
/// window (ScreenLab's margin, §70); then it is a pan.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the pan may start from (none by default, as UIKit's).
  open var edges: UIRectEdge = []

  static let edgeMargin: CGFloat = 20

  override func touchesBegan(_ touches: [UITouch], at time: Double) {
    if state == .possible, self.touches.isEmpty, let touch = touches.first {
      let point = touch.startWindowLocation
      let size = touch.window?.bounds.size ?? UIScreen.main.bounds.size
      let margin = Self.edgeMargin
      let atEdge =
        (edges.contains(.left) && point.x <= margin)
        || (edges.contains(.right) && point.x >= size.width - margin)
        || (edges.contains(.top) && point.y <= margin)
        || (edges.contains(.bottom) && point.y >= size.height - margin)
      if !atEdge {
        transition(to: .failed)
        return
      }
    }
    super.touchesBegan(touches, at: time)
  }
}
