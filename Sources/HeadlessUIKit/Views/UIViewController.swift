/// Manages a view: UIKit's `UIViewController`, with its loading and appearance lifecycle.
///
/// The view loads on first access of ``view``: ``loadView()`` creates it (a plain `UIView`
/// by default), then ``viewDidLoad()`` runs once. Installed as a window's root view
/// controller, the controller gets `viewWillAppear(_:)` when the window is (or becomes)
/// visible and `viewDidAppear(_:)` after the display pass of the next turn;
/// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` surround its view's
/// `layoutSubviews()`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  private var _children: [UIViewController] = []
  private weak var _parent: UIViewController?
  /// The title shown by containers.
  open var title: String?
  /// How the controller is shown when presented (`.automatic` by default; recorded, the
  /// presented view fills the window whatever the style: Docs/Semantics/UIKit.md §40).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The transition when presented (recorded, not run).
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

  /// A controller without nib (the designated initializer; the nib is ignored headless).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A controller without nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// A controller unarchived from ScreenLab's archive without values (``EmptyArchiveCoder``):
  /// the controller `init(nibName: nil, bundle: nil)` makes (§99). Returns nil for any other
  /// coder: ScreenLab cannot decode UIKit's storyboard archives.
  public required init?(coder: NSCoder) {
    guard coder is EmptyArchiveCoder else { return nil }
    super.init()
  }

  /// The root view, loaded (``loadView()`` then ``viewDidLoad()``) on first access.
  // Apple's declared type (`var view: UIView!`): code written for UIKit unwraps it implicitly.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        if loadedView == nil { loadedView = UIView() }
        loadedView?._viewController = self
        viewDidLoad()
      }
      return loadedView
    }
    set {
      loadedView?._viewController = nil
      loadedView = newValue
      newValue?._viewController = self
    }
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view if loaded, without loading it.
  public var viewIfLoaded: UIView? { loadedView }

  /// Creates the view; the default makes a plain `UIView`. Overrides assign ``view``.
  open func loadView() { view = UIView() }

  /// Loads the view now if needed.
  public func loadViewIfNeeded() { _ = view }

  /// The superview of the controller's view, else the presenting controller (UIKit's
  /// responder chain, Docs/Semantics/UIKit.md §52).
  open override var next: UIResponder? { loadedView?.superview ?? _presenting }

  open func viewDidLoad() {}
  /// Called after the controller is loaded from a storyboard or nib; never called headless
  /// (Docs/Semantics/UIKit.md §34).
  open func awakeFromNib() {}
  /// Called when the system is low on memory (deprecated-era templates override it); there is
  /// no memory pressure headless, so it is never called (Docs/Semantics/UIKit.md §34).
  open func didReceiveMemoryWarning() {}
  open func viewWillAppear(_ animated: Bool) {}
  /// Called once each time the view appears, after ``viewWillAppear(_:)`` and before
  /// ``viewDidAppear(_:)``, in the layout pass that places the view (§77).
  @available(iOS 13.0, *)
  open func viewIsAppearing(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  // MARK: - System appearance, rotation and size (UIViewController+System.swift, §62)

  /// The status bar style the controller asks for (`.default`, as UIKit's; read through
  /// ``childForStatusBarStyle`` by ``setNeedsStatusBarAppearanceUpdate()``, §62).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the controller asks for the status bar hidden (false by default).
  open var prefersStatusBarHidden: Bool { false }
  /// How a change of the status bar animates (`.fade` by default).
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// The child whose status bar style is used instead (nil by default).
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The child whose status bar visibility is used instead (nil by default).
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Whether the controller would like the home indicator hidden (false by default).
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The orientations the controller supports: `.allButUpsideDown`, UIKit's default for the
  /// iPhone idiom (ScreenLab's one device, §62).
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  /// Whether the controller's contents should rotate (true by default).
  @available(
    iOS, introduced: 6.0, deprecated: 16.0,
    message:
      "Update supported interface orientations and call setNeedsUpdateOfSupportedInterfaceOrientations to indicate a change."
  )
  open var shouldAutorotate: Bool { true }
  /// The orientation used when presented full screen (`.portrait`: ScreenLab's screen never
  /// rotates).
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  /// Asks the system to read the status bar settings again: ScreenLab resolves them at once
  /// (`headlessStatusBarStyle`, §62).
  open func setNeedsStatusBarAppearanceUpdate() { resolveStatusBarAppearance() }

  /// Called before the controller's view changes size. ScreenLab's screen never rotates or
  /// resizes, so the framework never calls it (§62); a subclass that overrides it compiles.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// Called before the traits change; ScreenLab's never do, so it is never called (§98).
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// A child's ``preferredContentSize`` changed; the default does nothing (§98).
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// A child's Auto Layout fitting size changed; the default does nothing.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// The size of a child in a parent of `parentSize`: `parentSize` by default.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Saves state for state restoration; ScreenLab restores no state, so it is never called.
  open func encodeRestorableState(with coder: NSCoder) {}
  /// Restores saved state; never called.
  open func decodeRestorableState(with coder: NSCoder) {}

  /// Called when the traits change; never by ScreenLab except when
  /// ``overrideUserInterfaceStyle`` changes (§62).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called when the view's safe area insets change (from ``additionalSafeAreaInsets``, §62).
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the view's layout margins change.
  open func viewLayoutMarginsDidChange() {}
  /// Updates the view's constraints; overrides call `super.updateViewConstraints()` last.
  open func updateViewConstraints() {}

  /// Insets added to the view's safe area (`.zero` by default); setting them calls
  /// ``viewSafeAreaInsetsDidChange()`` when they change.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if additionalSafeAreaInsets != oldValue { viewSafeAreaInsetsDidChange() } }
  }
  /// The size the controller would like in a container or popover (`.zero` by default).
  open var preferredContentSize: CGSize = .zero
  /// Gives the animators of the controller's presentation and dismissal; not retained
  /// (UIViewControllerTransitioning.swift, §75).
  // The app assigns it, as with UIKit's; the framework never does.
  // screenlab:ignore SL301
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// Whether a presentation over the current context covers this controller's view (false by
  /// default; kept, presentations fill the window, §40).
  open var definesPresentationContext = false
  /// Whether a sheet refuses interactive dismissal (false by default).
  open var isModalInPresentation = false
  /// The interface style forced on the view's tree (`.unspecified` by default); a change
  /// calls ``traitCollectionDidChange(_:)`` on the controller and its loaded view's tree
  /// (§62).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { _overrideUserInterfaceStyle }
    set {
      guard newValue != _overrideUserInterfaceStyle else { return }
      let previous = traitCollection
      let views = viewIfLoaded?.traitSnapshot() ?? []
      _overrideUserInterfaceStyle = newValue
      if traitCollection != previous { traitCollectionDidChange(previous) }
      UIView.notifyTraitChanges(views)
    }
  }
  var _overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

  // MARK: - Editing (UIViewController+System.swift, §62)

  /// Whether the controller is in editing mode; setting it calls
  /// ``setEditing(_:animated:)`` without animation.
  open var isEditing: Bool {
    get { _isEditing }
    set { setEditing(newValue, animated: false) }
  }
  var _isEditing = false
  var _editButtonItem: UIBarButtonItem?

  /// Enters or leaves editing mode: updates ``isEditing`` and the ``editButtonItem``'s title
  /// (Edit, Done). Overrides call `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    _isEditing = editing
    _editButtonItem?.updateForEditing(editing)
  }

  /// The tab bar item of the controller, made on first use with the controller's title.
  // Apple's declared type (`var tabBarItem: UITabBarItem!`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = _tabBarItem { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      _tabBarItem = item
      return item
    }
    set { _tabBarItem = newValue }
  }
  var _tabBarItem: UITabBarItem?
  /// The presentation controller, made on first use (UISheetPresentationController.swift).
  var _presentationController: UIPresentationController?
  /// The status bar settings last resolved by ``setNeedsStatusBarAppearanceUpdate()``.
  var _statusBarAppearance: (style: UIStatusBarStyle, hidden: Bool)?

  // MARK: - Containment

  /// The child controllers, in the order they were added.
  public var children: [UIViewController] { _children }
  /// The parent controller.
  public var parent: UIViewController? { _parent }

  /// Adds `child` (the caller adds its view and calls `didMove(toParent:)`, as in UIKit).
  open func addChild(_ child: UIViewController) {
    child.removeFromParent()
    child.willMove(toParent: self)
    _children.append(child)
    child._parent = self
  }

  /// Removes the controller from its parent.
  open func removeFromParent() {
    guard let parent = _parent else { return }
    parent._children.removeAll { $0 === self }
    _parent = nil
    didMove(toParent: nil)
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: - Extended layout (§79)

  /// The edges the view extends under when bars are translucent (`.all`, as UIKit's; kept:
  /// ScreenLab's bars take no room from the view).
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// Whether the view extends under opaque bars too (false, as UIKit's; kept).
  open var extendedLayoutIncludesOpaqueBars = false
  /// The coordinator of the transition running now: nil, because ScreenLab's presentations,
  /// pushes and rotations have no coordinated animation (§79).
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

  // MARK: - Presentation, navigation and segues (UIViewController+Presentation.swift)

  /// The controller this one presents, and the one presenting it (Docs/Semantics/UIKit.md §40).
  var _presented: UIViewController?
  weak var _presenting: UIViewController?
  /// The navigation item, made on first use.
  var _navigationItem: UINavigationItem?
  /// The segues requested by ``performSegue(withIdentifier:sender:)``, in order.
  var _requestedSegues: [String] = []
  /// Presentation completions waiting for the next `viewDidAppear` (§40).
  var _appearCompletions: [() -> Void] = []
  /// The popover presentation settings, made on first use for the `.popover` style.
  var _popover: UIPopoverPresentationController?
  /// Set during the appearance calls of a dismissal, a push and a pop (§97).
  var _isBeingDismissed = false
  var _isMovingToParent = false
  var _isMovingFromParent = false

  /// Presents `viewControllerToPresent` modally (Docs/Semantics/UIKit.md §40).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentNow(viewControllerToPresent, completion: completion)
  }

  /// Dismisses the controller this one presents, or this one if nothing is presented by it
  /// (Docs/Semantics/UIKit.md §40).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissNow(completion: completion)
  }

  /// Called before a segue runs. ScreenLab has no storyboards, so no segue runs and this is
  /// never called by the framework (Docs/Semantics/UIKit.md §41).
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether the segue may run (true by default); not asked headless (§41).
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Runs the storyboard segue `identifier`: recorded, nothing is loaded (§41).
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    requestSegue(identifier)
  }

  /// `viewWillAppear` now, `viewDidAppear` after the next display pass.
  func beginAppearance() {
    viewWillAppear(false)
    let cycle = view.cycle
    cycle.pendingAppearances.append(self)
    cycle.pendingIsAppearing.append(self)
    cycle.runtime.setNeedsTurn()
  }
}

/// What a container controller asks its children about their sizes and transitions (UIKit's
/// `UIContentContainer`), adopted by every view controller (§98).
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  /// The size the container would like.
  var preferredContentSize: CGSize { get }
  /// A child's preferred size changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// A child's Auto Layout fitting size changed.
  func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer)
  /// The size of a child in a parent of `parentSize`.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  /// The container's view is about to change size.
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// The container's traits are about to change.
  func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
