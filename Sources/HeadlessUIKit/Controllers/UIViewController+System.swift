// What a view controller tells the system: the status bar, the orientations it supports, how
// it takes a change of size, editing mode, its tab bar item (Docs/Semantics/UIKit.md §62).

/// The look of the status bar (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content on light backgrounds, light content in dark mode (automatic since iOS 13).
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  @available(iOS, introduced: 2.0, deprecated: 7.0, message: "Use UIStatusBarStyleLightContent")
  case blackOpaque = 2
  /// Dark content, for light backgrounds.
  @available(iOS 13.0, *)
  case darkContent = 3
}

/// How the status bar animates when it shows or hides (UIKit's `UIStatusBarAnimation`).
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0
  case fade = 1
  case slide = 2
}

/// The orientation of the app's interface (UIKit's `UIInterfaceOrientation`).
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  /// Whether the orientation is portrait or portrait upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is landscape left or right.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (UIKit's `UIInterfaceOrientationMask`): bit n is the
/// orientation whose raw value is n.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
  ]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}

/// What a transition coordinator tells about the transition under way (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`, the members code reads).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// The presentation style of the transition.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the transition is driven by the user now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The transition's duration.
  var transitionDuration: TimeInterval { get }
  /// How far an interactive transition has gone.
  var percentComplete: CGFloat { get }
  /// The speed of the completion after an interactive transition.
  var completionVelocity: CGFloat { get }
  /// The curve of the completion after an interactive transition.
  var completionCurve: UIView.AnimationCurve { get }
  /// The view that holds the transition's views.
  var containerView: UIView { get }
  /// The rotation applied by a rotation (the identity otherwise).
  var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a transition (UIKit's `UIViewControllerTransitionCoordinator`,
/// what `viewWillTransition(to:with:)` receives).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` after it; false when the
  /// animations could not be queued.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// The same, for animations of views outside the transition's container.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` alongside the transition, with no completion (the form UIKit's
  /// Objective-C import gives when the completion is left out).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The objects a controller or view reads its traits from (UIKit's `UITraitEnvironment`).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits.
  var traitCollection: UITraitCollection { get }
  /// Called when the traits change.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {
  /// The controller's traits: its view's when loaded, else the screen's with the controller's
  /// ``overrideUserInterfaceStyle`` (§62).
  public var traitCollection: UITraitCollection {
    if let view = viewIfLoaded { return view.traitCollection }
    return UITraitCollection.resolving(overrideUserInterfaceStyle)
  }
}

extension UITraitCollection {
  /// ScreenLab's environment with `style` when it is not `.unspecified`.
  static func resolving(_ style: UIUserInterfaceStyle) -> UITraitCollection {
    style == .unspecified || style == current.userInterfaceStyle
      ? current : UITraitCollection(userInterfaceStyle: style)
  }
}

extension UIView {
  /// The nearest interface style forced on the view: its own ``overrideUserInterfaceStyle``,
  /// its controller's, then its superview's (`.unspecified` when none is).
  var inheritedUserInterfaceStyle: UIUserInterfaceStyle {
    var view: UIView? = self
    while let current = view {
      if current._overrideUserInterfaceStyle != .unspecified {
        return current._overrideUserInterfaceStyle
      }
      if let style = current._viewController?.overrideUserInterfaceStyle, style != .unspecified {
        return style
      }
      view = current._superview
    }
    return .unspecified
  }

  /// The view and its descendants with their traits now, parents first.
  func traitSnapshot() -> [(UIView, UITraitCollection)] {
    var result = [(self, traitCollection)]
    for subview in _subviews { result += subview.traitSnapshot() }
    return result
  }

  /// Calls ``traitCollectionDidChange(_:)`` with the previous traits on each view of
  /// `snapshot` whose traits are no longer those (a subview with its own forced style keeps
  /// its traits, and is not called).
  static func notifyTraitChanges(_ snapshot: [(UIView, UITraitCollection)]) {
    for (view, previous) in snapshot where view.traitCollection != previous {
      view.traitCollectionDidChange(previous)
    }
  }
}

extension UIViewController {
  /// The controller whose status bar style the screen shows when this one is the window's
  /// root: follows ``childForStatusBarStyle`` (and a full-screen presented controller).
  var statusBarStyleController: UIViewController {
    statusBarController { $0.childForStatusBarStyle }
  }

  /// The same for ``prefersStatusBarHidden`` through ``childForStatusBarHidden``.
  var statusBarHiddenController: UIViewController {
    statusBarController { $0.childForStatusBarHidden }
  }

  /// The end of the chain of presented controllers and of the children `child` names (a
  /// presented controller first), stopping at a controller seen before.
  private func statusBarController(_ child: (UIViewController) -> UIViewController?)
    -> UIViewController
  {
    var controller = self
    var seen = Set<ObjectIdentifier>()
    while seen.insert(ObjectIdentifier(controller)).inserted {
      if let presented = controller._presented {
        controller = presented
      } else if let next = child(controller) {
        controller = next
      } else {
        break
      }
    }
    return controller
  }

  /// Reads the status bar settings from the root of the controller's window (or of its
  /// parent chain when not in a window), as UIKit does after
  /// ``setNeedsStatusBarAppearanceUpdate()``.
  func resolveStatusBarAppearance() {
    var root = presentationContext
    while let presenting = root._presenting { root = presenting.presentationContext }
    if let windowRoot = viewIfLoaded?.window?.rootViewController { root = windowRoot }
    let style = root.statusBarStyleController.preferredStatusBarStyle
    let hidden = root.statusBarHiddenController.prefersStatusBarHidden
    root._statusBarAppearance = (style, hidden)
  }

  /// The status bar style and visibility the screen shows for this root controller, as
  /// last read by ``setNeedsStatusBarAppearanceUpdate()`` (nil before). Not UIKit API.
  public var headlessStatusBarAppearance: (style: UIStatusBarStyle, hidden: Bool)? {
    _statusBarAppearance
  }

  /// A bar button that toggles editing mode: titled Edit, Done (`.done` style) while
  /// editing; a tap calls ``setEditing(_:animated:)`` with the other value (§62).
  public var editButtonItem: UIBarButtonItem {
    if let item = _editButtonItem { return item }
    let item = UIBarButtonItem(
      primaryAction: UIAction(title: "Edit") { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    item.updateForEditing(isEditing)
    _editButtonItem = item
    return item
  }
}

extension UIBarButtonItem {
  /// The edit button's title and style for `editing`.
  func updateForEditing(_ editing: Bool) {
    title = editing ? "Done" : "Edit"
    style = editing ? .done : .plain
  }
}
