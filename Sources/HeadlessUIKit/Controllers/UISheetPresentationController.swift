// Presentation controllers (UIKit's `UIPresentationController`, `UISheetPresentationController`
// with detents) and their adaptive delegate (Docs/Semantics/UIKit.md §68).

/// What a presentation controller tells its delegate (UIKit's
/// `UIAdaptivePresentationControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the user may swipe the presented controller away (true unless implemented).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The user started a swipe that dismisses.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The user's swipe dismissed the presented controller.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user tried to swipe away a controller that refuses (``UIViewController/isModalInPresentation``
  /// or a false ``presentationControllerShouldDismiss(_:)``).
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
  /// The style to adapt to in a compact environment (`.none`: keep the style; unless
  /// implemented, UIKit's own adaptation).
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { controller.presentedViewController.modalPresentationStyle }
}

/// Manages how a presented controller is shown (UIKit's `UIPresentationController`).
/// ScreenLab shows every presented view over the whole window (§40); the controller keeps the
/// presentation's settings and runs an interactive dismissal (``headlessSwipeToDismiss()``).
@preconcurrency @MainActor
open class UIPresentationController: UIContentContainer {
  /// The controller presented.
  public unowned let presentedViewController: UIViewController
  /// The controller presenting it: the one that presents it now, else the one given. Not
  /// optional, as UIKit's; asked before either exists, it traps (§100).
  public var presentingViewController: UIViewController {
    guard let presenting = presentedViewController.presentingViewController ?? givenPresenting
    else { preconditionFailure("UIPresentationController: no presenting view controller yet") }
    return presenting
  }
  private weak var givenPresenting: UIViewController?
  /// Told about adaptation and interactive dismissal; not retained.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// A presentation of `presentedViewController` by `presentingViewController`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    givenPresenting = presentingViewController
  }

  /// The view that holds the presentation: the presented view's window while presented.
  open var containerView: UIView? { presentedViewController.viewIfLoaded?.window }
  /// The view animated in: the presented controller's view.
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }
  /// Where the presented view goes: the container's bounds (§40).
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  /// Whether the presentation covers the whole screen (true).
  open var shouldPresentInFullscreen: Bool { true }
  /// Whether the presenting view is removed when the presentation ends (false).
  open var shouldRemovePresentersView: Bool { false }
  /// The style the presentation adapts to (the presented controller's).
  open var adaptivePresentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// The size the presented content would like: the presented controller's
  /// ``UIViewController/preferredContentSize`` (§100).
  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
  /// A child's preferred size changed; the default does nothing (§100).
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
  /// Called before the container changes size; ScreenLab's windows never resize (§62).
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  /// Called before the traits change; ScreenLab's never do (§98).
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// Overridden by custom presentations; ScreenLab runs no transition, so never called.
  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}

  /// Runs what the user's swipe down on a presented sheet runs (§68): when the presented
  /// controller is ``UIViewController/isModalInPresentation`` or the delegate's
  /// `presentationControllerShouldDismiss(_:)` answers false, the delegate is told of the
  /// attempt and nothing is dismissed; otherwise `presentationControllerWillDismiss(_:)`,
  /// the dismissal, then `presentationControllerDidDismiss(_:)`. False when nothing is
  /// presented or the dismissal was refused. Not UIKit API.
  @discardableResult
  public func headlessSwipeToDismiss() -> Bool {
    let presented = presentedViewController
    guard presented.presentingViewController != nil else { return false }
    if presented.isModalInPresentation
      || delegate?.presentationControllerShouldDismiss(self) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return false
    }
    delegate?.presentationControllerWillDismiss(self)
    presented.dismissNow(completion: nil)
    delegate?.presentationControllerDidDismiss(self)
    return true
  }
}

/// A sheet's presentation (UIKit's `UISheetPresentationController`, iOS 15): the detents the
/// sheet may rest at and its look, kept; the sheet is shown over the whole window (§68).
@available(iOS 15.0, *)
open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
  @preconcurrency @MainActor
  public final class Detent {
    /// A detent's name (UIKit's `UISheetPresentationController.Detent.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// About half the screen's height.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The full height.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// The detent's name.
    public let identifier: Identifier
    let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    init(
      identifier: Identifier,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// About half the screen's height.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
    }

    /// The full height.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    nonisolated(unsafe) private static var nextCustomIdentifier = 0

    /// A detent whose height `resolver` gives (nil: the detent is not used); without an
    /// identifier it gets a unique one, as in UIKit (§68).
    @available(iOS 16.0, *)
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      if let identifier { return Detent(identifier: identifier, resolver: resolver) }
      nextCustomIdentifier += 1
      return Detent(
        identifier: Identifier("screenlab.custom.\(nextCustomIdentifier)"), resolver: resolver)
    }

    /// The height of the detent in `context` (ScreenLab's reading: medium is half the
    /// maximum, rounded; large the maximum; a custom one its resolver's answer, at most the
    /// maximum).
    @available(iOS 16.0, *)
    public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext)
      -> CGFloat?
    {
      resolver(context).map { min($0, context.maximumDetentValue) }
    }
  }

  /// The detents, smallest first (`[.large()]` by default).
  open var detents: [Detent] = [.large()]
  /// The detent the sheet rests at; nil for the smallest.
  open var selectedDetentIdentifier: Detent.Identifier?
  /// The largest detent at which the view behind is not dimmed; nil: always dimmed.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet shows a grabber (false by default).
  open var prefersGrabberVisible = false
  /// The corner radius; nil for the system's.
  open var preferredCornerRadius: CGFloat?
  /// Whether scrolling at the top grows the sheet to the next detent (true by default).
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet attaches to the bottom edge in compact height (false by default).
  open var prefersEdgeAttachedInCompactHeight = false
  /// Whether the width follows the preferred content size when edge-attached (false).
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  /// The view the sheet centres itself over where it floats; nil by default (kept).
  open var sourceView: UIView?
  /// Whether the sheet follows the readable width (a page sheet) rather than the presented
  /// controller's preferred size (a form sheet); true by default (kept).
  @available(iOS 17.0, *)
  open var prefersPageSizing = true

  /// Runs `changes` (animated in UIKit; ScreenLab applies them at once).
  open func animateChanges(_ changes: () -> Void) { changes() }

  /// Runs what the user's drag of the sheet to the detent `identifier` runs (§83): the
  /// selected detent becomes `identifier` and a delegate that is a
  /// ``UISheetPresentationControllerDelegate`` is told. False, and nothing changes, when no
  /// detent has that identifier or it is already the one the sheet rests at (nil stands for
  /// the smallest). Not UIKit API.
  @discardableResult
  public func headlessDragToDetent(_ identifier: Detent.Identifier) -> Bool {
    guard let smallest = detents.first?.identifier,
      detents.contains(where: { $0.identifier == identifier })
    else { return false }
    let current =
      selectedDetentIdentifier.flatMap { selected in
        detents.contains { $0.identifier == selected } ? selected : nil
      } ?? smallest
    guard identifier != current else { return false }
    selectedDetentIdentifier = identifier
    (delegate as? any UISheetPresentationControllerDelegate)?
      .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    return true
  }

  /// Asks the sheet to resolve its detents again (nothing to do headless).
  @available(iOS 16.0, *)
  open func invalidateDetents() {}
}

/// What a sheet tells its delegate besides the adaptive presentation's calls (UIKit's
/// `UISheetPresentationControllerDelegate`, iOS 15); its method is optional. A sheet's
/// ``UIPresentationController/delegate`` that adopts it is told (§83).
@available(iOS 15.0, *)
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user moved the sheet to another detent (not called when the code sets
  /// ``UISheetPresentationController/selectedDetentIdentifier``).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

@available(iOS 15.0, *)
extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

/// What a custom detent's resolver reads (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
@available(iOS 16.0, *)
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest height a detent may have.
  var maximumDetentValue: CGFloat { get }
}

/// ScreenLab's resolution context: the screen's traits and height.
struct HeadlessDetentContext: UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat
}

extension UIViewController {
  /// The controller managing the controller's presentation, made on first use (a sheet for
  /// the `.automatic`, `.pageSheet` and `.formSheet` styles, §68).
  public var presentationController: UIPresentationController? {
    if let controller = _presentationController { return controller }
    let controller: UIPresentationController
    switch modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet:
      controller = UISheetPresentationController(
        presentedViewController: self, presenting: presentingViewController)
    default:
      controller = UIPresentationController(
        presentedViewController: self, presenting: presentingViewController)
    }
    _presentationController = controller
    return controller
  }

  /// The sheet presentation controller; nil unless the style is `.automatic`, `.pageSheet`
  /// or `.formSheet` (§68).
  @available(iOS 15.0, *)
  public var sheetPresentationController: UISheetPresentationController? {
    switch modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet:
      return presentationController as? UISheetPresentationController
    default: return nil
    }
  }
}
