// The edit menu of iOS 3 to 15 (UIKit's `UIMenuController`), headless: its visibility and
// target are kept, nothing is shown (Docs/Semantics/UIKit.md §52).

/// A custom item of the edit menu (UIKit's `UIMenuItem`).
@preconcurrency @MainActor
open class UIMenuItem {
  /// The item's title.
  open var title: String
  /// The action sent along the responder chain when the item is chosen.
  open var action: Selector

  /// An item titled `title` sending `action`.
  public init(title: String, action: Selector) {
    self.title = title
    self.action = action
  }
}

/// The edit menu (UIKit's `UIMenuController`, deprecated in iOS 16). ``shared`` is the
/// current runtime's; showing and hiding set ``isMenuVisible`` and the target, nothing draws
/// (§52).
@available(
  iOS, introduced: 3.0, deprecated: 16.0,
  message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead."
)
@preconcurrency @MainActor
open class UIMenuController {
  /// The current runtime's menu.
  open class var shared: UIMenuController {
    Runtime.current.component(SharedMenu.self) { _ in SharedMenu() }.menu
  }

  /// Whether the menu is shown.
  open var isMenuVisible = false
  /// The custom items shown after the standard ones.
  open var menuItems: [UIMenuItem]?
  /// The rectangle the menu points at, in ``targetView``'s coordinates.
  public private(set) var targetRect = CGRect.null
  /// The view ``targetRect`` is in.
  public private(set) weak var targetView: UIView?

  init() {}

  /// Shows the menu pointing at `targetRect` in `targetView`.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead."
  )
  open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
    self.targetView = targetView
    self.targetRect = targetRect
    isMenuVisible = true
  }

  /// Hides the menu.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead."
  )
  open func hideMenu() { isMenuVisible = false }

  /// Hides the menu shown from `targetView`.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead."
  )
  open func hideMenu(from targetView: UIView) {
    if self.targetView === targetView { isMenuVisible = false }
  }

  /// Sets the rectangle the menu points at.
  @available(iOS, introduced: 3.0, deprecated: 13.0, message: "Use showMenuFromView:rect:")
  open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
    self.targetView = targetView
    self.targetRect = targetRect
  }

  /// Shows or hides the menu.
  @available(
    iOS, introduced: 3.0, deprecated: 13.0,
    message: "Use showMenuFromView:rect: or hideMenuFromView:"
  )
  open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
    isMenuVisible = menuVisible
  }
}

/// The runtime component holding its menu.
@available(iOS, introduced: 3.0, deprecated: 16.0)
@MainActor
private final class SharedMenu {
  let menu = UIMenuController()
}
