// Modal presentation, the navigation and tab bar containers a controller sits in, and
// storyboard segues, headless (Docs/Semantics/UIKit.md §40–§41).

/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// The transition of a presentation (UIKit's `UIModalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}

extension UIViewController {
  /// The controller this one presents, if any.
  public var presentedViewController: UIViewController? { _presented }
  /// The controller that presents this one (or one of its ancestors), if any.
  public var presentingViewController: UIViewController? {
    firstInParentChain(from: self) { $0._presenting }
  }

  /// Whether the controller is being presented (ScreenLab: presented and not yet dismissed).
  public var isBeingPresented: Bool { _presenting != nil }
  /// Whether the controller is being dismissed: true in its `viewWillDisappear(_:)` and
  /// `viewDidDisappear(_:)` of a dismissal (§97).
  public var isBeingDismissed: Bool { _isBeingDismissed }
  /// Whether the controller is being added to a container: true in its `viewWillAppear(_:)`
  /// and `viewDidAppear(_:)` after a navigation controller pushed it (§97).
  public var isMovingToParent: Bool { _isMovingToParent }
  /// Whether the controller is being removed from a container: true in its
  /// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` when a navigation controller pops it.
  public var isMovingFromParent: Bool { _isMovingFromParent }

  /// The nearest ancestor that is a navigation controller.
  public var navigationController: UINavigationController? {
    firstInParentChain(from: parent) { $0 as? UINavigationController }
  }

  /// The nearest ancestor that is a tab bar controller.
  public var tabBarController: UITabBarController? {
    firstInParentChain(from: parent) { $0 as? UITabBarController }
  }

  /// The first non-nil `pick` of `start` and its ancestors, walking up the parent chain.
  private func firstInParentChain<Found>(
    from start: UIViewController?, _ pick: (UIViewController) -> Found?
  ) -> Found? {
    var controller = start
    while let current = controller {
      if let found = pick(current) { return found }
      controller = current.parent
    }
    return nil
  }

  /// The item a navigation bar shows for this controller, made on first use (its title
  /// follows ``title`` until set).
  public var navigationItem: UINavigationItem {
    if let item = _navigationItem { return item }
    let item = UINavigationItem(title: title ?? "")
    _navigationItem = item
    return item
  }

  /// The segues requested by ``performSegue(withIdentifier:sender:)`` so far, in order
  /// (ScreenLab's record: there is no storyboard to run them; §41). Not UIKit API.
  public var headlessRequestedSegues: [String] { _requestedSegues }

  /// The root of the controller's parent chain: where UIKit presents from by default.
  var presentationContext: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  func presentNow(_ presented: UIViewController, completion: (() -> Void)?) {
    let presenter = presentationContext
    let cycle = DisplayCycle.current
    if let current = presenter._presented {
      cycle.runtime.record(
        .diagnostic,
        "present(_:animated:completion:): \(type(of: presenter)) is already presenting "
          + "\(type(of: current)); \(type(of: presented)) is not presented")
      return
    }
    guard presented._presenting == nil, presented.parent == nil else {
      cycle.runtime.record(
        .diagnostic,
        "present(_:animated:completion:): \(type(of: presented)) is already presented or "
          + "has a parent; it is not presented again")
      return
    }
    guard let window = presenter.viewIfLoaded?.window else {
      cycle.runtime.record(
        .diagnostic,
        "present(_:animated:completion:): the view of \(type(of: presenter)) is not in a "
          + "window; \(type(of: presented)) is not presented")
      return
    }
    presenter._presented = presented
    presented._presenting = presenter
    let view: UIView = presented.view
    view.frame = window.bounds
    window.addSubview(view)
    if let completion { presented._appearCompletions.append(completion) }
    if !window.isHidden { presented.beginAppearance() }
    if let animator = presented.transitioningDelegate?.animationController(
      forPresented: presented, presenting: presenter, source: self)
    {
      // A custom transition (§75): the animator animates the views in; the presented view is
      // already in the window, where UIKit's animator adds it.
      cycle.runtime.record(.animation, "UIKit: custom presentation of \(type(of: presented))")
      let context = HeadlessTransitionContext(
        container: window, from: presenter, to: presented, animated: true
      ) { [weak animator] completed in animator?.animationEnded(completed) }
      animator.animateTransition(using: context)
    }
  }

  /// Runs the presentation completions waiting for this `viewDidAppear` (§40).
  func runAppearCompletions() {
    let completions = _appearCompletions
    _appearCompletions.removeAll()
    for completion in completions { completion() }
  }

  func dismissNow(completion: (() -> Void)?) {
    guard let presented = _presented else {
      if let presenting = presentingViewController {
        presenting.dismissNow(completion: completion)
      }
      return
    }
    if presented._presented == nil, let window = presented.viewIfLoaded?.window,
      let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
    {
      // A custom dismissal (§75): the view leaves when the animator completes the transition.
      presented._isBeingDismissed = true
      presented.viewWillDisappear(true)
      let context = HeadlessTransitionContext(
        container: window, from: presented, to: self, animated: true
      ) { [weak animator, weak presented] completed in
        guard let presented else { return }
        if completed {
          presented.viewIfLoaded?.removeFromSuperview()
          presented.viewDidDisappear(true)
          presented._isBeingDismissed = false
          presented._presenting?._presented = nil
          presented._presenting = nil
          completion?()
        }
        animator?.animationEnded(completed)
      }
      animator.animateTransition(using: context)
      return
    }
    // Everything presented above `presented` goes with it, topmost first.
    var chain = [presented]
    while let next = chain[chain.count - 1]._presented { chain.append(next) }
    for controller in chain.reversed() {
      controller._isBeingDismissed = true
      controller.viewWillDisappear(false)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.viewDidDisappear(false)
      controller._isBeingDismissed = false
      controller._presenting?._presented = nil
      controller._presenting = nil
    }
    if let completion { DisplayCycle.current.scheduleCompletion(completion) }
  }

  func requestSegue(_ identifier: String) {
    _requestedSegues.append(identifier)
    DisplayCycle.current.runtime.record(
      .diagnostic,
      "performSegue(withIdentifier: \"\(identifier)\"): ScreenLab has no storyboard; the "
        + "segue is recorded and nothing is shown")
  }
}

/// A transition between two controllers of a storyboard (UIKit's `UIStoryboardSegue`).
/// ScreenLab loads no storyboard, so only code makes segues (Docs/Semantics/UIKit.md §41).
@preconcurrency @MainActor
open class UIStoryboardSegue {
  /// The identifier given in the storyboard.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue shows.
  public let destination: UIViewController
  private let performHandler: (() -> Void)?

  /// A segue from `source` to `destination`.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    performHandler = nil
  }

  /// A segue that runs `performHandler` when performed.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(
      identifier: identifier, source: source, destination: destination,
      handler: performHandler)
  }

  private init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    handler: @escaping () -> Void
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    performHandler = handler
  }

  /// Runs the transition: the perform handler if one was given, else nothing (subclasses
  /// override it to show ``destination``).
  open func perform() { performHandler?() }
}
