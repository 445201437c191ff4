/// The root of a view tree on screen: UIKit's `UIWindow`, headless.
///
/// Views draw only inside a visible window (Apple: a view's `draw(_:)` runs when it is
/// "displayed on screen"; views outside a window never draw). As in UIKit a window starts
/// hidden: call ``makeKeyAndVisible()`` (or set `isHidden = false`) before expecting draws.
/// Layout runs for views in any window, hidden or not.
open class UIWindow: UIView {
  /// Whether this window is the key window of its runtime.
  public private(set) var isKeyWindow = false
  /// The fingers down on the window, by sample id, and the recognizers each one feeds.
  var activeTouches: [Int: UITouch] = [:]
  var touchRecognizers: [Int: [UIGestureRecognizer]] = [:]
  /// Recognizers waiting on the clock after their touches ended (a multi-tap's next tap).
  var pendingRecognizers: [UIGestureRecognizer] = []
  /// What each touch's view has been told, and what is held back from it
  /// (Docs/Semantics/UIKit.md §20), until the touch is over for the view.
  var touchDeliveries: [TouchDelivery] = []
  /// The order and finger checks of the samples this window receives (Docs/Misuse.md §3).
  var touchCheck = TouchStreamCheck()

  /// A hidden window with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    _window = self
    layer.isHidden = true
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view controller whose view fills the window.
  ///
  /// Setting it installs the controller's view as the window's content (resized to the
  /// window's bounds) and, when the window is visible, starts its appearance.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let oldValue, oldValue.isViewLoaded { oldValue.view.removeFromSuperview() }
      guard let controller = rootViewController else { return }
      let view: UIView = controller.view
      view.frame = bounds
      addSubview(view)
      if !isHidden { controller.beginAppearance() }
    }
  }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    let wasHidden = isHidden
    isHidden = false
    if wasHidden { rootViewController?.beginAppearance() }
  }

  /// Keeps the screen's list of visible windows (``DisplayCycle/windows``) up to date.
  func visibilityDidChange() {
    cycle.windows.removeAll { $0 === self }
    if !layer.isHidden {
      cycle.windows.append(self)
      cycle.profileLog.addScreenRoot(layer)
    }
  }

  /// The application (UIKit's responder chain: a window's next responder is the app,
  /// Docs/Semantics/UIKit.md §52).
  open override var next: UIResponder? { UIApplication.shared }

  /// Makes the window the key window without showing it.
  open func makeKey() { isKeyWindow = true }
}
