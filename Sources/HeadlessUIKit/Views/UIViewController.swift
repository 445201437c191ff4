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

  /// Returns nil: ScreenLab has no storyboard archives.
  public required init?(coder: NSCoder) {
    return nil
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
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

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
    cycle.runtime.setNeedsTurn()
  }
}
