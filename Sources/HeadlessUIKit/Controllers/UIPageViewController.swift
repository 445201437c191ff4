// Pages of controllers that the user swipes between (UIKit's `UIPageViewController`,
// Docs/Semantics/UIKit.md §73).

/// Where a page view controller's pages come from (UIKit's `UIPageViewControllerDataSource`).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, nil at the first.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, nil at the last.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of pages for the page indicator (0 unless implemented: no indicator).
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The index of the page shown, for the page indicator.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells about the user's page turns (UIKit's
/// `UIPageViewControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// A swipe is about to turn to `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// A swipe ended; `completed` says whether the page turned.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}

/// Shows one page (a child controller) at a time and turns pages when the user swipes
/// (UIKit's `UIPageViewController`). The shown page's view fills the controller's view; a
/// horizontal swipe (vertical for `.vertical`) of a third of the view's size turns to the data
/// source's next or previous page, telling the delegate before and after; code sets pages with
/// ``setViewControllers(_:direction:animated:completion:)``, which tells the delegate nothing
/// (§73).
open class UIPageViewController: UIViewController {
  /// How pages turn (UIKit's `UIPageViewController.TransitionStyle`).
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  /// The direction pages move in (UIKit's `UIPageViewController.NavigationOrientation`).
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// Forward or back (UIKit's `UIPageViewController.NavigationDirection`).
  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  /// Where a page curl's spine is (UIKit's `UIPageViewController.SpineLocation`).
  public enum SpineLocation: Int, Sendable {
    case none = 0
    case min = 1
    case mid = 2
    case max = 3
  }

  /// The keys of the options (UIKit's `UIPageViewController.OptionsKey`).
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// How pages turn.
  public let transitionStyle: TransitionStyle
  /// The direction pages move in.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine is (`.min` for a page curl, `.none` for scrolling).
  public let spineLocation: SpineLocation
  /// Where pages come from; not retained.
  // The app assigns it, as with UIKit's page view controller; the framework never does.
  // screenlab:ignore SL301
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// Told about the user's page turns; not retained.
  open weak var delegate: (any UIPageViewControllerDelegate)?
  /// Whether both sides of a curled page show (false by default).
  open var isDoubleSided = false
  /// The space between pages of a scroll, from the `.interPageSpacing` option (0 by
  /// default, as UIKit documents for the option). Not UIKit API: UIKit has no property.
  public let headlessInterPageSpacing: CGFloat
  private var pages: [UIViewController] = []

  /// A page view controller turning pages with `style` along `navigationOrientation`.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spine =
      (options?[.spineLocation] as? NSNumber)?.intValue
      ?? (options?[.spineLocation] as? Int)
    spineLocation = spine.flatMap(SpineLocation.init) ?? (style == .pageCurl ? .min : .none)
    headlessInterPageSpacing =
      (options?[.interPageSpacing] as? CGFloat)
      ?? (options?[.interPageSpacing] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
    super.init(nibName: nil, bundle: nil)
  }

  /// A page view controller with a page curl along the horizontal: UIKit's `init()`, which
  /// Objective-C's `-init` gives every subclass that declares no initializer (§108).
  public convenience init() {
    self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
  }

  /// Returns nil: ScreenLab has no storyboard archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The pages shown (one for scrolling).
  open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

  /// Shows `viewControllers` (the first is the page); `completion` runs at the next turn with
  /// true. The delegate is not told (§73).
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    show(viewControllers ?? [])
    if let completion { DisplayCycle.current.scheduleCompletion { completion(true) } }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    let swipe = UIPanGestureRecognizer(target: self, action: UIPageViewController.panned)
    view.addGestureRecognizer(swipe)
    if let page = pages.first { install(page) }
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if let page = pages.first, page.isViewLoaded { page.view.frame = view.bounds }
  }

  /// Turns a page when a pan ends a third of the view's size or more along the orientation.
  private func panned(_ recognizer: UIGestureRecognizer) {
    guard recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer else {
      return
    }
    let moved = pan.translation(in: view)
    let (delta, size) =
      navigationOrientation == .horizontal
      ? (moved.x, view.bounds.width) : (moved.y, view.bounds.height)
    guard size > 0, abs(delta) >= size / 3 else { return }
    headlessTurnPage(delta < 0 ? .forward : .reverse)
  }

  /// Runs what the user's swipe to the next (`.forward`) or previous page runs: asks the data
  /// source for the page, tells the delegate `willTransitionTo`, shows it and tells the
  /// delegate `didFinishAnimating … transitionCompleted: true`; false when there is no such
  /// page. Not UIKit API.
  @discardableResult
  public func headlessTurnPage(_ direction: NavigationDirection) -> Bool {
    guard let current = pages.first, let dataSource else { return false }
    let next =
      direction == .forward
      ? dataSource.pageViewController(self, viewControllerAfter: current)
      : dataSource.pageViewController(self, viewControllerBefore: current)
    guard let next else { return false }
    delegate?.pageViewController(self, willTransitionTo: [next])
    let previous = pages
    show([next])
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
    return true
  }

  private func show(_ newPages: [UIViewController]) {
    let old = pages
    pages = newPages
    let onScreen = isViewLoaded && (view.window.map { !$0.isHidden } ?? false)
    for controller in old where !newPages.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      if onScreen { controller.viewWillDisappear(false) }
      controller.viewIfLoaded?.removeFromSuperview()
      if onScreen { controller.viewDidDisappear(false) }
      controller.removeFromParent()
    }
    guard let page = newPages.first, !old.contains(where: { $0 === page }) else { return }
    addChild(page)
    if isViewLoaded { install(page) }
    page.didMove(toParent: self)
    if onScreen { page.beginAppearance() }
  }

  private func install(_ page: UIViewController) {
    let content: UIView = page.view
    content.frame = view.bounds
    view.addSubview(content)
  }
}
