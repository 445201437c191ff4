/// Manages a view: UIKit's `UIViewController`, with its loading and appearance lifecycle.
///
/// The view loads on first access of ``view``: ``loadView()`` creates it (a plain `UIView`
/// by default), then ``viewDidLoad()`` runs once. Installed as a window's root view
/// controller, the controller gets `viewWillAppear(_:)` when the window is (or becomes)
/// visible and `viewDidAppear(_:)` after the display pass of the next turn;
/// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` surround its view's
/// `layoutSubviews()`.
@preconcurrency @MainActor
open class UIViewController {
  private var loadedView: UIView?
  private var _children: [UIViewController] = []
  private weak var _parent: UIViewController?
  /// The title shown by containers.
  open var title: String?

  /// A controller without nib (the designated initializer; the nib is ignored headless).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// A controller without nib.
  public convenience init() {
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

  /// `viewWillAppear` now, `viewDidAppear` after the next display pass.
  func beginAppearance() {
    viewWillAppear(false)
    let cycle = view.cycle
    cycle.pendingAppearances.append(self)
    cycle.runtime.setNeedsTurn()
  }
}
