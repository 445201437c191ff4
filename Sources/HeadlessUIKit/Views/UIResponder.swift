// The base of everything that handles events (UIKit's `UIResponder`): the first responder
// and the standard edit actions (Docs/Semantics/UIKit.md §52).

/// The standard editing commands a responder may implement (UIKit's
/// `UIResponderStandardEditActions`); every method is optional. `UIResponder` declares them,
/// so a subclass overrides them.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
  func cut(_ sender: Any?)
  func copy(_ sender: Any?)
  func paste(_ sender: Any?)
  func select(_ sender: Any?)
  func selectAll(_ sender: Any?)
  func delete(_ sender: Any?)
}

/// An object that handles events (UIKit's `UIResponder`): views, view controllers and the
/// application. At most one responder of a runtime is the first responder: the one
/// ``becomeFirstResponder()`` accepted last and that has not resigned (§52).
@preconcurrency @MainActor
open class UIResponder: UIResponderStandardEditActions {
  public init() {}

  /// The next responder of the chain (nil by default; a view answers its controller or its
  /// superview).
  open var next: UIResponder? { nil }

  /// Whether the responder accepts first-responder status (false by default).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives first-responder status up when asked (true by default).
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder is its runtime's first responder.
  open var isFirstResponder: Bool { FirstResponder.current.responder === self }

  /// Makes the responder the first responder: false when ``canBecomeFirstResponder`` is false
  /// or the current first responder refuses to resign; true when it is (or already was).
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    let state = FirstResponder.current
    if state.responder === self { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = state.responder, current !== self {
      guard current.resignFirstResponder() else { return false }
    }
    state.responder = self
    return true
  }

  /// Gives first-responder status up: false when ``canResignFirstResponder`` is false.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    let state = FirstResponder.current
    if state.responder === self { state.responder = nil }
    return true
  }

  /// Whether the responder handles `action` now: true when a method for it is registered on
  /// the responder (the selector table, §21), else the next responder's answer (false at the
  /// end of the chain), as UIKit's default asks "if the responder class implements the
  /// requested action and calls the next responder if it does not".
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if SelectorTable.responds(self, to: action) { return true }
    return next?.canPerformAction(action, withSender: sender) ?? false
  }

  // MARK: - Members of NSObject (§102)

  /// The responder itself (`NSObjectProtocol`'s `self()`, which every UIKit object has through
  /// `NSObject`). Besides its own use, it is what a bare `self` names inside a stored
  /// property's initial value, where the instance is not yet available: there Swift finds
  /// this method, unapplied, and warns "'self' refers to the method 'NSObject.self', which may
  /// be unexpected", so such code compiles as it does against Apple's SDK (§102).
  public nonisolated func `self`() -> Self { self }

  /// The class an archiver records for the object (`NSObject`'s `classForCoder`): the
  /// object's own class, as NSObject answers unless a class overrides it.
  open nonisolated var classForCoder: AnyClass { type(of: self) }

  /// A finger touched down.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Fingers moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Fingers lifted.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// The system cancelled the touches.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Estimated touch properties (force, azimuth) got their final values; ScreenLab's touches
  /// carry no estimates, so it is never called (§63).
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

  // MARK: - Presses, motion and input views (UIResponder+Events.swift, §63)

  /// A physical button (a remote's, a keyboard's key) went down. ScreenLab delivers no
  /// presses, so these four are never called by the framework.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  /// Pressed buttons changed (their force).
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  /// Buttons went up.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  /// The system cancelled the presses.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

  /// A motion event (a shake) began; never, headless (the device does not move).
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// A motion event ended.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  /// A motion event was cancelled.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

  /// The view shown instead of the system keyboard while the responder is first responder
  /// (nil by default; ScreenLab shows no keyboard).
  open var inputView: UIView? { nil }
  /// The view shown above the keyboard while the responder is first responder (nil by
  /// default).
  open var inputAccessoryView: UIView? { nil }
  /// Asks the system to read ``inputView`` and ``inputAccessoryView`` again: nothing is shown
  /// headless.
  open func reloadInputViews() {}

  // MARK: - UIResponderStandardEditActions (no-ops unless overridden)

  open func cut(_ sender: Any?) {}
  open func copy(_ sender: Any?) {}
  open func paste(_ sender: Any?) {}
  open func select(_ sender: Any?) {}
  open func selectAll(_ sender: Any?) {}
  open func delete(_ sender: Any?) {}
}

// Apple's responders are `NSObject`s, which are `Equatable` and `Hashable` (by identity unless
// `isEqual(_:)` is overridden): code compares controllers with `==` and keeps views in sets.
extension UIResponder: Hashable {
  public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// The first responder of one runtime (a runtime component, so tests never share it).
@MainActor
final class FirstResponder {
  weak var responder: UIResponder?
  /// Set while `UIView.endEditing(true)` makes the responder resign without asking it.
  var forcing = false

  static var current: FirstResponder {
    Runtime.current.component(FirstResponder.self) { _ in FirstResponder() }
  }

  static func of(_ runtime: Runtime) -> FirstResponder {
    runtime.component(FirstResponder.self) { _ in FirstResponder() }
  }
}
