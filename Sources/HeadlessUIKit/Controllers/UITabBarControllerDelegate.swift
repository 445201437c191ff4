// What a tab bar controller tells its delegate (UIKit's `UITabBarControllerDelegate`;
// Docs/Semantics/UIKit.md §109).

/// What a tab bar controller asks and tells about the user's choice of tab (UIKit's
/// `UITabBarControllerDelegate`); every method is optional. UIKit calls them "only in response
/// to user taps in the tab bar", never when code sets `selectedIndex` or
/// `selectedViewController`; ScreenLab's tab bar is not drawn, so no tap reaches it and the
/// delegate is never called (§109).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the user's tap may select `viewController` (true when not implemented).
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// The user selected `viewController`.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// The customizing sheet is about to show `viewControllers`.
  func tabBarController(
    _ tabBarController: UITabBarController,
    willBeginCustomizing viewControllers: [UIViewController])
  /// The customizing sheet is about to close; `changed` tells whether the tabs changed.
  func tabBarController(
    _ tabBarController: UITabBarController,
    willEndCustomizing viewControllers: [UIViewController], changed: Bool)
  /// The customizing sheet closed.
  func tabBarController(
    _ tabBarController: UITabBarController,
    didEndCustomizing viewControllers: [UIViewController], changed: Bool)
  /// The animator of a switch between tabs (nil for UIKit's own).
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interactive driver of such an animation (nil for none).
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
  public func tabBarController(
    _ tabBarController: UITabBarController,
    willBeginCustomizing viewControllers: [UIViewController]
  ) {}
  public func tabBarController(
    _ tabBarController: UITabBarController,
    willEndCustomizing viewControllers: [UIViewController], changed: Bool
  ) {}
  public func tabBarController(
    _ tabBarController: UITabBarController,
    didEndCustomizing viewControllers: [UIViewController], changed: Bool
  ) {}
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
