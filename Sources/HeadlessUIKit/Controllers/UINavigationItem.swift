// What a navigation bar shows for a controller (UIKit's `UINavigationItem`) and the buttons of
// bars (UIKit's `UIBarButtonItem`), headless: kept, not drawn (Docs/Semantics/UIKit.md §42).

/// The title and buttons a navigation bar shows for one controller (UIKit's
/// `UINavigationItem`). ScreenLab keeps them; no bar draws them (§42).
@preconcurrency @MainActor
open class UINavigationItem {
  /// When the bar shows the title large (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic, always, never
  }

  /// The title in the bar.
  open var title: String?
  /// A line above the title.
  open var prompt: String?
  /// A view shown instead of the title.
  open var titleView: UIView?
  /// The button a pushed controller's bar shows to come back here.
  open var backBarButtonItem: UIBarButtonItem?
  /// The title of the back button that leads here.
  open var backButtonTitle: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// When the title shows large.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// The buttons on the left, leading first.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The buttons on the right, trailing first.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The search controller whose bar the navigation bar shows (kept, §74).
  open var searchController: UISearchController?
  /// Whether the search bar hides when the content scrolls (true by default).
  open var hidesSearchBarWhenScrolling = true
  /// The bar's look while this item is on top; nil for the bar's (§63).
  open var standardAppearance: UINavigationBarAppearance?
  /// The compact bar's look while this item is on top; nil for the bar's.
  open var compactAppearance: UINavigationBarAppearance?
  /// The bar's look at the scroll edge while this item is on top; nil for the bar's.
  open var scrollEdgeAppearance: UINavigationBarAppearance?

  /// An item with `title`.
  public init(title: String) { self.title = title }

  /// Returns nil: ScreenLab has no archives.
  public required init?(coder: NSCoder) { return nil }

  /// The first left button.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first right button.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the left buttons (`animated` is ignored).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the right buttons (`animated` is ignored).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Sets the left button (`animated` is ignored).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the right button (`animated` is ignored).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
}

/// A button of a navigation bar or toolbar (UIKit's `UIBarButtonItem`). ScreenLab keeps its
/// title, image, target and action; ``headlessTap()`` runs what a tap would (§42).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// The button's look (UIKit's `UIBarButtonItem.Style`).
  public enum Style: Int, Sendable {
    case plain = 0
    @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Use UIBarButtonItemStylePlain")
    case bordered = 1
    case done = 2
  }

  /// The system's buttons (UIKit's `UIBarButtonItem.SystemItem`).
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo
    @available(iOS, introduced: 2.0, deprecated: 11.0)
    case pageCurl
    case close
  }

  /// The look.
  open var style: Style = .plain
  /// The system button this is, if any.
  public private(set) var systemItem: SystemItem?
  /// The object that receives ``action`` (not retained, as UIKit's).
  open weak var target: AnyObject?
  /// The message sent to ``target`` on a tap.
  open var action: Selector?
  /// The closure run on a tap.
  open var primaryAction: UIAction?
  /// The menu the button shows: on a tap when there is no primary action (§67).
  open var menu: UIMenu?
  /// A view shown instead of a button.
  open var customView: UIView?
  /// The tint.
  open var tintColor: UIColor?
  /// The width of a fixed space.
  open var width: CGFloat = 0

  /// A plain item.
  public override init() { super.init() }

  /// Returns nil: ScreenLab has no archives.
  public required init?(coder: NSCoder) { return nil }

  /// A plain item sending `action` to `target` (what the target-action initializers share).
  private convenience init(target: Any?, action: Selector?) {
    self.init()
    self.target = target as AnyObject?
    self.action = action
  }

  /// A button with `title` sending `action` to `target`.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(target: target, action: action)
    self.title = title
    self.style = style
  }

  /// A button with `image` sending `action` to `target`.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init(target: target, action: action)
    self.image = image
    self.style = style
  }

  /// A system button sending `action` to `target`.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(target: target, action: action)
    self.systemItem = systemItem
  }

  /// An item showing `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A button with a title or an image, a primary action and a menu.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A system button with a primary action and a menu.
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A button running `primaryAction`.
  public convenience init(primaryAction: UIAction?) {
    self.init()
    self.primaryAction = primaryAction
    title = primaryAction?.title
    image = primaryAction?.image
  }

  /// Runs what a tap on the button runs: the primary action, else the target's action with
  /// the item as sender; nothing when disabled. Returns whether something ran. Not UIKit API.
  @discardableResult
  public func headlessTap() -> Bool {
    guard isEnabled else { return false }
    if let primaryAction {
      primaryAction.sender = self
      primaryAction.handler(primaryAction)
      return true
    }
    guard let action, let target else { return false }
    return SelectorTable.perform(action, on: target, with: [self])
  }
}
