// A stack of controllers (UIKit's `UINavigationController`) and its bar, headless
// (Docs/Semantics/UIKit.md §42).

/// What a navigation controller tells about the controllers it shows (UIKit's
/// `UINavigationControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// `viewController` is about to become the top controller.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// `viewController` became the top controller.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`). ScreenLab keeps
/// its settings; the bar is not laid out or drawn (§42).
open class UINavigationBar: UIView {
  /// Whether the bar shows large titles.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The bar's background colour.
  open var barTintColor: UIColor?
  /// The title's text attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's text attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The bar's style (`.default`; §63).
  open var barStyle: UIBarStyle = .default
  /// The bar's look at rest (the default background; §63).
  open var standardAppearance = UINavigationBarAppearance()
  /// The bar's look in a compact height; nil for ``standardAppearance``.
  open var compactAppearance: UINavigationBarAppearance?
  /// The bar's look when the content is scrolled to the bar's edge; nil for
  /// ``standardAppearance`` (as UIKit's, with a transparent background before iOS 15).
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The compact bar's look at the scroll edge; nil for ``compactAppearance``.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// The image of the line under the bar (kept, §100); nil for the system's line.
  open var shadowImage: UIImage?

  private var backgroundImages: [BarImageKey: UIImage] = [:]

  /// Sets the bar's background image for `barMetrics` in any position (kept, §100).
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
  }

  /// The background image set for `barMetrics` in any position, else nil.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImage(for: .any, barMetrics: barMetrics)
  }

  /// Sets the bar's background image for a position and metrics (kept, §100).
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
  ) {
    backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)] = backgroundImage
  }

  /// The background image set for exactly this position and metrics, else nil.
  open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)]
  }
}

/// Shows the top controller of a stack (UIKit's `UINavigationController`): its view fills the
/// navigation controller's view (Docs/Semantics/UIKit.md §42).
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  /// Told when a controller is shown; not retained.
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// The bar (kept, not drawn).
  public let navigationBar = UINavigationBar()
  /// Whether the bar is hidden.
  open var isNavigationBarHidden = false
  /// Whether a tap hides the bars (recorded).
  open var hidesBarsOnTap = false
  /// Whether a swipe hides the bars (recorded).
  open var hidesBarsOnSwipe = false

  /// A navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller with an empty stack, unarchived from ScreenLab's archive without values
  /// (``EmptyArchiveCoder``, §99); nil for any other coder.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The stack, root first.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }
  /// The controller shown: the top one, or what it presents.
  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  /// Replaces the stack; the new top controller's view is shown.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let oldTop = stack.last
    let oldStack = stack
    for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    for controller in viewControllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    stack = viewControllers
    show(from: oldTop, previousStack: oldStack, animated: animated)
  }

  /// Pushes `viewController` on the stack and shows it.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    setViewControllers(stack + [viewController], animated: animated)
  }

  /// Pops the top controller (never the root) and returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root and returns them, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return nil }
    let popped = Array(stack.dropFirst())
    setViewControllers([stack[0]], animated: animated)
    return popped
  }

  /// Pops the controllers above `viewController` and returns them, bottom first.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    setViewControllers(Array(stack[...index]), animated: animated)
    return popped
  }

  /// Hides or shows the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = stack.last { install(top) }
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    stack.last?.viewWillAppear(animated)
  }

  open override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    stack.last?.viewIsAppearing(animated)
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    stack.last?.viewDidAppear(animated)
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if let top = stack.last, top.isViewLoaded { top.view.frame = view.bounds }
  }

  /// Puts `top`'s view in the navigation controller's view, filling it.
  private func install(_ top: UIViewController) {
    let content: UIView = top.view
    content.frame = view.bounds
    view.addSubview(content)
  }

  private func show(
    from oldTop: UIViewController?, previousStack: [UIViewController], animated: Bool
  ) {
    guard let newTop = stack.last, newTop !== oldTop else { return }
    delegate?.navigationController(self, willShow: newTop, animated: animated)
    guard isViewLoaded else { return }
    let onScreen = view.window.map { !$0.isHidden } ?? false
    if let oldTop, oldTop.isViewLoaded {
      let leaving = !stack.contains { $0 === oldTop }
      oldTop._isMovingFromParent = leaving
      if onScreen { oldTop.viewWillDisappear(animated) }
      oldTop.view.removeFromSuperview()
      if onScreen { oldTop.viewDidDisappear(animated) }
      oldTop._isMovingFromParent = false
    }
    install(newTop)
    if onScreen {
      newTop._isMovingToParent = !(previousStack.contains { $0 === newTop })
      newTop.beginAppearance()
    }
    delegate?.navigationController(self, didShow: newTop, animated: animated)
  }
}

/// Shows one of several controllers, chosen by a tab (UIKit's `UITabBarController`): the
/// selected controller's view fills the tab bar controller's view (§42).
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController] = []
  private var selected = 0
  /// The bar (kept, not drawn).
  public let tabBar = UITabBar()
  /// Asked and told about the user's taps on tabs (never, headless; §109); not retained.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The controllers, one per tab.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the controllers; the first is selected.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    for controller in tabs { controller.removeFromParent() }
    tabs = viewControllers ?? []
    for controller in tabs {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    selected = 0
    tabBar.items = tabs.isEmpty ? nil : tabs.map { $0.tabBarItem }
    tabBar.selectedItem = tabs.first?.tabBarItem
    showSelected(from: nil)
  }

  /// The index of the selected tab.
  open var selectedIndex: Int {
    get { selected }
    set {
      guard tabs.indices.contains(newValue), newValue != selected else { return }
      let old = tabs[selected]
      selected = newValue
      tabBar.selectedItem = tabs[newValue].tabBarItem
      showSelected(from: old)
    }
  }

  /// The selected controller.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selected) ? tabs[selected] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showSelected(from: nil)
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if let current = selectedViewController, current.isViewLoaded {
      current.view.frame = view.bounds
    }
  }

  private func showSelected(from old: UIViewController?) {
    guard isViewLoaded, let current = selectedViewController else { return }
    old?.viewIfLoaded?.removeFromSuperview()
    let content: UIView = current.view
    content.frame = view.bounds
    view.addSubview(content)
    if let window = view.window, !window.isHidden { current.beginAppearance() }
  }
}
