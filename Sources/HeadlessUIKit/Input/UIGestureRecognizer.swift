/// Turns a view's touches into a gesture (UIKit's `UIGestureRecognizer`), on the runtime's
/// clock.
///
/// States follow UIKit's machine: a discrete gesture (tap) goes `possible → ended` (=
/// `recognized`) or `possible → failed`; a continuous one (long press, pan) goes
/// `possible → began → changed… → ended` or `cancelled`, or `possible → failed`. Actions run on
/// every transition except to `failed`/`possible`; after `ended`, `failed` or `cancelled` the
/// recognizer is back at `possible` for the next touch.
///
/// Recognizers on the same touches compete: the first one recognized makes the others fail
/// (or cancels them once begun) unless a ``UIGestureRecognizerDelegate`` lets them run
/// together; ``require(toFail:)`` holds a recognition until another recognizer fails.
///
/// Target-action: an action is a closure, an unapplied method reference
/// (`UITapGestureRecognizer(target: self, action: Self.tapped)`), or a ``Selector`` resolved
/// through the ``SelectorTable`` (`init(target:action:)` with `Selector("tapped:")`, what
/// `screenlab run` makes of `#selector`; Docs/Semantics/UIKit.md §21).
@preconcurrency @MainActor
open class UIGestureRecognizer: @preconcurrency CustomStringConvertible {
  public enum State: Int, Sendable, CustomStringConvertible {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture's success: the same as `ended`.
    public static let recognized = State.ended

    public var description: String {
      switch self {
      case .possible: return "possible"
      case .began: return "began"
      case .changed: return "changed"
      case .ended: return "ended"
      case .cancelled: return "cancelled"
      case .failed: return "failed"
      }
    }
  }

  /// The current state.
  public internal(set) var state: State = .possible
  /// Whether the recognizer looks at touches; turning it off mid-gesture cancels it.
  open var isEnabled = true {
    didSet {
      if !isEnabled, state == .began || state == .changed { transition(to: .cancelled) }
    }
  }
  /// The view the recognizer is attached to.
  public internal(set) weak var view: UIView?
  /// Whether the view under the gesture's touches loses them once the gesture is recognized
  /// (or, continuous, begins): the view gets `touchesCancelled` once and nothing more of them
  /// (default true; Docs/Semantics/UIKit.md §20.2).
  open var cancelsTouchesInView = true
  /// Whether the view's `touchesBegan` is held back while the gesture may still be
  /// recognized: delivered (with a `touchesMoved` to where the finger is) once it fails,
  /// dropped if it is recognized (default false; Docs/Semantics/UIKit.md §20.3).
  open var delaysTouchesBegan = false
  /// Whether the view's `touchesEnded` is held back while the gesture may still be
  /// recognized (a double tap between its taps): delivered once it fails, turned into
  /// `touchesCancelled` if it is recognized (default true; Docs/Semantics/UIKit.md §20.4).
  open var delaysTouchesEnded = true
  /// A name for traces.
  open var name: String?

  private var actions: [(UIGestureRecognizer) -> Void] = []
  /// The touches the recognizer is tracking.
  var touches: [UITouch] = []
  /// Every state the recognizer entered, for measurements: (state, virtual time).
  public private(set) var stateHistory: [(state: State, time: Double)] = []

  /// A recognizer with no action.
  public init() {}

  /// A recognizer that calls `handler` with itself on every reported transition.
  public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
    self.init()
    actions.append(handler)
  }

  /// A recognizer that calls `action` on `target` (held weakly, as UIKit does not retain
  /// targets); `action` is an unapplied method reference such as `MyView.tapped`.
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> (UIGestureRecognizer) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds a target-action pair.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (UIGestureRecognizer) -> Void
  ) {
    actions.append { [weak target] recognizer in
      guard let target else { return }
      action(target)(recognizer)
    }
  }

  /// Adds a closure action.
  public func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
    actions.append(handler)
  }

  /// How many touches the recognizer is tracking.
  public var numberOfTouches: Int { touches.count }

  /// The centroid of the tracked touches in `view`'s coordinates (window when nil).
  public func location(in view: UIView?) -> CGPoint {
    guard !touches.isEmpty else { return lastLocation.map { convert($0, to: view) } ?? .zero }
    let points = touches.map { $0.location(in: view) }
    let x = points.map(\.x).reduce(0, +) / CGFloat(points.count)
    let y = points.map(\.y).reduce(0, +) / CGFloat(points.count)
    return CGPoint(x: x, y: y)
  }

  /// The location of touch `index` in `view`'s coordinates.
  public func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
    touches.indices.contains(index) ? touches[index].location(in: view) : .zero
  }

  /// The window location of the last tracked touch (kept after the touches end).
  var lastLocation: CGPoint?

  private func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
    view?.convert(windowPoint, from: nil) ?? windowPoint
  }

  open var description: String {
    "<\(type(of: self))\(name.map { " '\($0)'" } ?? "") state=\(state)>"
  }

  // MARK: - Engine (subclasses override)

  /// Whether the recognizer reports actions for `began`/`changed` (continuous gestures).
  var isContinuous: Bool { true }

  func touchesBegan(_ touches: [UITouch], at time: Double) {}
  func touchesMoved(_ touches: [UITouch], at time: Double) {}
  func touchesEnded(_ touches: [UITouch], at time: Double) {}
  func touchesCancelled(_ touches: [UITouch], at time: Double) {
    if state == .began || state == .changed {
      transition(to: .cancelled)
    } else if state == .possible {
      transition(to: .failed)
    }
  }
  /// The clock moved without new samples (for time-based recognition).
  func advance(to time: Double) {}
  /// Back to `possible` after a gesture ended, failed or was cancelled.
  func reset() {
    touches.removeAll()
  }

  /// Moves to `state`, records it, and runs the actions when UIKit would.
  /// Recognizers that must fail before this one may leave `possible` (``require(toFail:)``).
  var requiredToFail: [UIGestureRecognizer] = []
  /// The recognition held back while a required recognizer is still undecided.
  var deferredState: State?
  /// Called when this recognizer begins or is recognized, to fail its competitors (set by
  /// the window delivering the touches).
  var onRecognition: ((UIGestureRecognizer) -> Void)?

  /// Makes this recognizer wait until `otherGestureRecognizer` fails; if that one is
  /// recognized, this one fails (a single tap waiting for a double tap to fail).
  public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    requiredToFail.append(otherGestureRecognizer)
    otherGestureRecognizer.dependents.append(WeakRecognizer(self))
  }

  /// The recognizers waiting for this one to fail.
  var dependents: [WeakRecognizer] = []

  /// Asked whether the recognizer may begin and whether it may run with others.
  open weak var delegate: UIGestureRecognizerDelegate?

  /// Moves to `newState` under UIKit's arbitration: a recognition (leaving `possible` for
  /// `began` or `ended`) first asks the delegate, then waits while a recognizer this one
  /// requires to fail is undecided, and fails if that one was recognized. Once recognized,
  /// the recognizers competing for the same touches fail (or are cancelled), unless a
  /// delegate lets them run together.
  func transition(to newState: State) {
    if deferredState != nil {
      // Held back: later reports of the same gesture wait too; its end abandons it.
      if newState == .ended || newState == .cancelled || newState == .failed {
        deferredState = nil
        apply(.failed)
        releaseDependents()
      }
      return
    }
    let recognizing = state == .possible && (newState == .began || newState == .ended)
    if recognizing {
      if view?.gestureRecognizerShouldBegin(self) == false
        || delegate?.gestureRecognizerShouldBegin(self) == false
      {
        apply(.failed)
        releaseDependents()
        return
      }
      if requiredToFail.contains(where: \.isUndecided) {
        deferredState = newState
        return
      }
      if requiredToFail.contains(where: \.wasRecognized) {
        apply(.failed)
        releaseDependents()
        return
      }
    }
    apply(newState)
    if recognizing { onRecognition?(self) }
    releaseDependents()
  }

  /// Lets the recognizers waiting on this one go on: recognized if this one failed, failed
  /// if it was recognized.
  private func releaseDependents() {
    for dependent in dependents {
      guard let waiting = dependent.recognizer, let held = waiting.deferredState else { continue }
      if state == .failed {
        waiting.deferredState = nil
        waiting.transition(to: held)
      } else if wasRecognized {
        waiting.deferredState = nil
        waiting.apply(.failed)
        waiting.releaseDependents()
      }
    }
  }

  /// Still deciding: in `possible` with touches, taps to wait for, or a held recognition.
  var isUndecided: Bool {
    state == .possible && (!touches.isEmpty || isWaitingForMoreTaps || deferredState != nil)
  }

  /// For multi-tap recognizers between taps.
  var isWaitingForMoreTaps: Bool { false }

  /// Whether the current gesture was recognized (began, changed or ended, before reset).
  var wasRecognized: Bool { state == .began || state == .changed || state == .ended }

  /// Fails (or cancels, once begun) because a competitor was recognized.
  func yield() {
    switch state {
    case .possible:
      deferredState = nil
      apply(.failed)
      releaseDependents()
    case .began, .changed:
      apply(.cancelled)
    default: break
    }
  }

  private func apply(_ newState: State) {
    state = newState
    let time = view?.layer.runtime.now ?? 0
    stateHistory.append((newState, time))
    view?.layer.runtime.record(.input, "\(self) → \(newState)")
    switch newState {
    case .possible, .failed: break
    case .began, .changed, .ended, .cancelled:
      for action in actions { action(self) }
    }
  }

  /// Whether the recognizer needs the clock without new touches (touches down, or a
  /// multi-tap waiting for its next tap).
  var isWaitingOnClock: Bool { !touches.isEmpty || isFinished }

  /// Whether the gesture is over and waits to be reset.
  var isFinished: Bool { state == .ended || state == .failed || state == .cancelled }
}

/// A weak reference to a recognizer (dependents of ``UIGestureRecognizer/require(toFail:)``).
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
  init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// What a gesture recognizer asks before it begins (UIKit's `UIGestureRecognizerDelegate`).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may leave `possible`; false makes it fail (default true).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the two may be recognized together (default false: the first to be recognized
  /// fails or cancels the other).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}
