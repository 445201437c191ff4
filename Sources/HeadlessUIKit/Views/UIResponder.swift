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

  /// A finger touched down.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Fingers moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Fingers lifted.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// The system cancelled the touches.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

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

  static var current: FirstResponder {
    Runtime.current.component(FirstResponder.self) { _ in FirstResponder() }
  }
}
