/// One finger on the screen (UIKit's `UITouch`), built from the runtime's touch samples.
@preconcurrency @MainActor
public final class UITouch: Hashable, @preconcurrency CustomStringConvertible {
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }

  /// The sample stream's id of this finger.
  public let identifier: Int
  public internal(set) var phase: Phase
  /// The virtual time of the latest sample.
  public internal(set) var timestamp: Double
  /// The view the finger first touched (the hit-test result at `began`).
  public internal(set) weak var view: UIView?
  /// The window the touch belongs to.
  public internal(set) weak var window: UIWindow?
  /// How many taps in a row this touch completes (1 for a single tap).
  public internal(set) var tapCount = 1
  var windowLocation: CGPoint
  var previousWindowLocation: CGPoint
  let startWindowLocation: CGPoint
  let startTime: Double

  init(identifier: Int, location: CGPoint, time: Double, window: UIWindow, view: UIView?) {
    self.identifier = identifier
    phase = .began
    timestamp = time
    windowLocation = location
    previousWindowLocation = location
    startWindowLocation = location
    startTime = time
    self.window = window
    self.view = view
  }

  /// The location in `view`'s coordinates (window coordinates when nil).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return windowLocation }
    return view.convert(windowLocation, from: nil)
  }

  /// The location of the previous sample in `view`'s coordinates.
  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousWindowLocation }
    return view.convert(previousWindowLocation, from: nil)
  }

  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  public var description: String {
    "<UITouch \(identifier) \(phase) at (\(windowLocation.x), \(windowLocation.y))>"
  }
}

/// A set of touches delivered together (UIKit's `UIEvent` for touches).
@preconcurrency @MainActor
public class UIEvent {
  /// The virtual time of the event.
  public let timestamp: Double
  /// Every touch down during the event.
  public let allTouches: Set<UITouch>?
  /// The kind of event (`.touches` for the events ScreenLab delivers; §63).
  public let type: EventType
  /// The event's subtype (`.none` for touches).
  public let subtype: EventSubtype

  init(
    timestamp: Double, touches: Set<UITouch>?, type: EventType = .touches,
    subtype: EventSubtype = .none
  ) {
    self.timestamp = timestamp
    allTouches = touches
    self.type = type
    self.subtype = subtype
  }
}

extension UIView {
  /// UIKit's hit-testing rule (see ``hitTest(_:with:)``).
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, alpha >= 0.01, isUserInteractionEnabled,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) {
        return hit
      }
    }
    return self
  }

  /// The gesture recognizers attached to the view; nil when there are none.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
    set {
      for recognizer in _gestureRecognizers { recognizer.view = nil }
      _gestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `recognizer`; it sees the touches that begin on this view or its subviews.
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    _gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches `recognizer`.
  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    _gestureRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }
}
