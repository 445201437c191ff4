// Ending editing from a container (UIKit's `UIView.endEditing(_:)`) and the touches of one
// view or window in an event (Docs/Semantics/UIKit.md §77).

extension UIView {
  /// Makes the first responder resign when it is this view or one of its descendants (the
  /// text field or text view being edited): true when no responder of the subtree is first
  /// responder afterwards.
  ///
  /// Without `force`, the responder is asked as by `resignFirstResponder()` (a text field's
  /// `textFieldShouldEndEditing(_:)` may refuse, and the result is false); with `force` it is
  /// not asked and resigns whatever it would answer, its end-of-editing calls still made.
  /// A first responder outside the subtree is left alone (true).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    let state = FirstResponder.of(cycle.runtime)
    guard let responder = state.responder as? UIView, responder.isDescendant(of: self) else {
      return true
    }
    if force {
      state.forcing = true
      defer { state.forcing = false }
      if !responder.resignFirstResponder(), state.responder === responder {
        state.responder = nil
      }
      return true
    }
    return responder.resignFirstResponder()
  }
}

extension UIEvent {
  /// The event's touches whose view is `view` (the view each finger first touched); nil
  /// when the event carries no touches.
  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches.map { $0.filter { $0.view === view } }
  }

  /// The event's touches in `window`; nil when the event carries no touches.
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    allTouches.map { $0.filter { $0.window === window } }
  }
}
