/// Recognizes taps (UIKit's `UITapGestureRecognizer`): a discrete gesture.
///
/// ScreenLab's rules (UIKit does not document its thresholds): each finger must lift within
/// 10 points of where it touched down; for several taps, the next one must begin within
/// 0.35 s of the previous lift and within 40 points of the first tap; the gesture is
/// recognized when the last required tap lifts, and fails otherwise.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps in a row (1 by default).
  open var numberOfTapsRequired = 1
  /// How many fingers per tap (1 by default).
  open var numberOfTouchesRequired = 1

  static let allowableMovement: CGFloat = 10
  static let multiTapInterval = 0.35
  static let multiTapDistance: CGFloat = 40

  private var tapsDone = 0
  private var lastLift: Double?
  private var firstTap: CGPoint?
  private var maxTouches = 0

  override var isContinuous: Bool { false }

  override func touchesBegan(_ touches: [UITouch], at time: Double) {
    guard state == .possible else { return }
    if let lastLift, time - lastLift > Self.multiTapInterval {
      transition(to: .failed)
      return
    }
    for touch in touches {
      if let firstTap, distance(touch.startWindowLocation, firstTap) > Self.multiTapDistance {
        transition(to: .failed)
        return
      }
      self.touches.append(touch)
      if firstTap == nil { firstTap = touch.startWindowLocation }
    }
    maxTouches = max(maxTouches, self.touches.count)
    if maxTouches > numberOfTouchesRequired { transition(to: .failed) }
  }

  override func touchesMoved(_ touches: [UITouch], at time: Double) {
    guard state == .possible else { return }
    for touch in touches
    where distance(touch.windowLocation, touch.startWindowLocation) > Self.allowableMovement {
      transition(to: .failed)
      return
    }
  }

  override func touchesEnded(_ touches: [UITouch], at time: Double) {
    guard state == .possible else { return }
    lastLocation = touches.last?.windowLocation ?? lastLocation
    self.touches.removeAll { touch in touches.contains { $0 === touch } }
    guard self.touches.isEmpty else { return }
    guard maxTouches == numberOfTouchesRequired else {
      transition(to: .failed)
      return
    }
    tapsDone += 1
    maxTouches = 0
    lastLift = time
    if tapsDone >= numberOfTapsRequired { transition(to: .recognized) }
  }

  override func advance(to time: Double) {
    // A multi-tap gives up when the next tap does not come in time.
    if state == .possible, deferredState == nil, touches.isEmpty, let lastLift, tapsDone > 0,
      tapsDone < numberOfTapsRequired, time - lastLift > Self.multiTapInterval
    {
      transition(to: .failed)
    }
  }

  override var isWaitingOnClock: Bool { super.isWaitingOnClock || tapsDone > 0 }
  override var isWaitingForMoreTaps: Bool { tapsDone > 0 && tapsDone < numberOfTapsRequired }

  override func reset() {
    super.reset()
    tapsDone = 0
    lastLift = nil
    firstTap = nil
    maxTouches = 0
  }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  hypot(a.x - b.x, a.y - b.y)
}
