/// Recognizes a finger held still (UIKit's `UILongPressGestureRecognizer`): continuous.
///
/// `began` fires on the clock once the finger has been down `minimumPressDuration` seconds
/// (0.5 by default) without moving more than `allowableMovement` points (10) — while it is
/// still down, with no new touch sample needed; later movement reports `changed`; lifting
/// reports `ended`. Lifting or moving too far before that fails the gesture.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: Double = 0.5
  open var allowableMovement: CGFloat = 10
  open var numberOfTouchesRequired = 1
  open var numberOfTapsRequired = 0

  private var downSince: Double?

  override func touchesBegan(_ touches: [UITouch], at time: Double) {
    guard state == .possible else { return }
    self.touches.append(contentsOf: touches)
    if self.touches.count > numberOfTouchesRequired {
      transition(to: .failed)
      return
    }
    if self.touches.count == numberOfTouchesRequired { downSince = time }
  }

  override func touchesMoved(_ touches: [UITouch], at time: Double) {
    lastLocation = touches.last?.windowLocation ?? lastLocation
    switch state {
    case .possible:
      for touch in touches
      where distance(touch.windowLocation, touch.startWindowLocation) > allowableMovement {
        transition(to: .failed)
        return
      }
    case .began, .changed:
      transition(to: .changed)
    default: break
    }
  }

  override func touchesEnded(_ touches: [UITouch], at time: Double) {
    lastLocation = touches.last?.windowLocation ?? lastLocation
    switch state {
    case .possible: transition(to: .failed)
    case .began, .changed: transition(to: .ended)
    default: break
    }
    self.touches.removeAll { touch in touches.contains { $0 === touch } }
  }

  override func advance(to time: Double) {
    guard state == .possible, let downSince, time - downSince >= minimumPressDuration - 1e-9
    else { return }
    lastLocation = touches.last?.windowLocation ?? lastLocation
    transition(to: .began)
  }

  override func reset() {
    super.reset()
    downSince = nil
  }
}
