// Custom presentation transitions (UIKit's `UIViewControllerTransitioningDelegate`,
// `UIViewControllerAnimatedTransitioning`, `UIViewControllerContextTransitioning`,
// `UIPercentDrivenInteractiveTransition`; Docs/Semantics/UIKit.md §75).

/// The keys of a transition's two controllers (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of a transition's two views (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = Self(rawValue: "UITransitionContextFromViewKey")
  public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is given to run a transition (UIKit's
/// `UIViewControllerContextTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition happens in.
  var containerView: UIView { get }
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Whether the transition is driven by the user.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// The presentation style.
  var presentationStyle: UIModalPresentationStyle { get }
  /// The rotation applied during the transition.
  var targetTransform: CGAffineTransform { get }
  /// Tells the system the transition is done (or cancelled); the animator must call it.
  func completeTransition(_ didComplete: Bool)
  /// The progress of an interactive transition.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Finishes an interactive transition.
  func finishInteractiveTransition()
  /// Cancels an interactive transition.
  func cancelInteractiveTransition()
  /// Pauses an interactive transition.
  func pauseInteractiveTransition()
  /// The controller for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The frame of `vc`'s view when the transition starts.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// The frame of `vc`'s view when the transition ends.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// Runs the animations of a custom transition (UIKit's
/// `UIViewControllerAnimatedTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// The transition's duration.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Runs the transition's animations; calls `completeTransition(_:)` when they end.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called after the transition completed or was cancelled (optional).
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition from the user's gesture (UIKit's
/// `UIViewControllerInteractiveTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the interactive transition.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// Gives the animators of a controller's presentation and dismissal (UIKit's
/// `UIViewControllerTransitioningDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator of the presentation (nil: the standard transition).
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator of the dismissal (nil: the standard transition).
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller of the presentation (not asked headless).
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The interaction controller of the dismissal (not asked headless).
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  /// A custom presentation controller (not asked headless).
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// An interaction controller driven by a percentage (UIKit's
/// `UIPercentDrivenInteractiveTransition`): the values are kept; ScreenLab does not ask for
/// interaction controllers, so transitions run to the end (§75).
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
  /// How far the transition has gone (0 to 1).
  open private(set) var percentComplete: CGFloat = 0
  /// The transition's duration.
  open var duration: CGFloat { 0 }
  /// The speed of the completion after the user lets go (1 by default).
  open var completionSpeed: CGFloat = 1
  /// The curve of the completion.
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Whether the transition starts interactively (true by default).
  open var wantsInteractiveStart = true
  /// Whether the transition was finished or cancelled, once it was.
  public private(set) var headlessOutcome: Bool?

  public init() {}

  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {}
  /// Moves the transition to `percentComplete` (clamped to 0…1).
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(1, max(0, percentComplete))
  }
  /// Pauses the transition.
  open func pause() {}
  /// Finishes the transition.
  open func finish() {
    percentComplete = 1
    headlessOutcome = true
  }
  /// Cancels the transition.
  open func cancel() { headlessOutcome = false }
}

/// ScreenLab's transition context: the window is the container, the views and controllers of
/// the two ends, and what completing the transition does.
final class HeadlessTransitionContext: UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  private let controllers: [UITransitionContextViewControllerKey: UIViewController]
  private var onComplete: ((Bool) -> Void)?
  private(set) var transitionWasCancelled = false

  init(
    container: UIView, from: UIViewController, to: UIViewController, animated: Bool,
    onComplete: @escaping (Bool) -> Void
  ) {
    containerView = container
    isAnimated = animated
    presentationStyle = to.modalPresentationStyle
    controllers = [.from: from, .to: to]
    self.onComplete = onComplete
  }

  var isInteractive: Bool { false }
  var targetTransform: CGAffineTransform { .identity }

  func completeTransition(_ didComplete: Bool) {
    transitionWasCancelled = !didComplete
    let complete = onComplete
    onComplete = nil
    complete?(didComplete)
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {}
  func finishInteractiveTransition() {}
  func cancelInteractiveTransition() { transitionWasCancelled = true }
  func pauseInteractiveTransition() {}

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    controllers[key]
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    controllers[key == .from ? .from : .to]?.view
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    vc === controllers[.from] ? containerView.bounds : .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    vc === controllers[.to] ? containerView.bounds : .zero
  }
}
