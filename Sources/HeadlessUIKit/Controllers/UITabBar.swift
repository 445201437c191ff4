// The bar of a tab bar controller, its items and its delegate (Docs/Semantics/UIKit.md §42,
// §97).

/// What a tab bar tells about its items (UIKit's `UITabBarDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  /// The user selected `item` (a tap; not a change made in code). ScreenLab's tab bar is not
  /// drawn, so no tap reaches it (§97).
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
  /// The customizing sheet is about to show `items`.
  func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
  /// The customizing sheet shows `items`.
  func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
  /// The customizing sheet is about to close; `changed` tells whether the items changed.
  func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
  /// The customizing sheet closed.
  func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
  public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
  public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
  public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
  public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

/// How a tab bar places its items (UIKit's `UITabBar.ItemPositioning`).
extension UITabBar {
  public enum ItemPositioning: Int, Sendable {
    case automatic = 0
    case fill = 1
    case centered = 2
  }
}

/// The bar of a tab bar controller (UIKit's `UITabBar`): its items, selection and look are
/// kept, not drawn (§42, §97).
open class UITabBar: UIView {
  /// Told when the user selects an item; not retained (`weak`, as UIKit's).
  open weak var delegate: (any UITabBarDelegate)?
  /// The items shown, in order (nil by default).
  open var items: [UITabBarItem]?
  /// The selected item (nil by default); not retained, as UIKit's.
  open weak var selectedItem: UITabBarItem?
  /// The colour of the selected item.
  open var barTintColor: UIColor?
  /// The colour of unselected items.
  open var unselectedItemTintColor: UIColor?
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's style (`.default`; §63).
  open var barStyle: UIBarStyle = .default
  /// The bar's look (the default background; §63).
  open var standardAppearance = UITabBarAppearance()
  /// The bar's look when the content is scrolled to its edge; nil for
  /// ``standardAppearance``.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// The background image (kept, not drawn).
  open var backgroundImage: UIImage?
  /// The image behind the selected item (kept).
  open var selectionIndicatorImage: UIImage?
  /// The shadow image (kept).
  open var shadowImage: UIImage?
  /// How the items are placed (`.automatic`; kept).
  open var itemPositioning = ItemPositioning.automatic
  /// The width of centred items (0: the system's; kept).
  open var itemWidth: CGFloat = 0
  /// The spacing of centred items (0: the system's; kept).
  open var itemSpacing: CGFloat = 0

  /// Replaces the items; `animated` is recorded as not animated.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
  }
}
