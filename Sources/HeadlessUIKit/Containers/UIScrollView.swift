/// The messages a scroll view sends about scrolling (UIKit's `UIScrollViewDelegate`); every
/// method is optional (Docs/Semantics/UIKit.md §31).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed: by a pan, ``UIScrollView/setContentOffset(_:animated:)`` or
  /// a write of ``UIScrollView/contentOffset``.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A pan is about to scroll the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifted; `decelerate` is always false (no deceleration, §31).
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The finger is lifting: `velocity` is the content's (points per millisecond) and
  /// `targetContentOffset` where it will stop, the current offset (no deceleration); a
  /// delegate that writes another target moves the content there (§96).
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The content is about to decelerate; never called (no deceleration, §31).
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Whether a tap on the status bar scrolls to the top (true unless implemented; ScreenLab
  /// has no status bar to tap, §96).
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// A scroll to the top ended; never called.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// The view that zooming scales (nil by default: the scroll view does not zoom, §45).
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// The zoom scale changed (§45).
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// The content stopped after a flick; never called, ScreenLab's scroll views do not
  /// decelerate (§31, §75).
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// A scrolling animation ended; never called, ScreenLab's scroll views do not animate
  /// `setContentOffset(_:animated:)` (§75).
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// A view whose content is larger than its bounds and moves under a pan (UIKit's
/// `UIScrollView`), minimal (Docs/Semantics/UIKit.md §31).
///
/// ``contentOffset`` is the bounds' origin: writing it moves every subview on screen without
/// moving their frames, and tells the ``delegate`` (`scrollViewDidScroll(_:)`) when it
/// changed. The built-in ``panGestureRecognizer`` drives it: the offset at the touch-down
/// minus the translation, clamped to `0...max(0, contentSize - bounds.size)` per axis (no
/// bouncing, no deceleration: the content stops where the finger lifts).
open class UIScrollView: UIView {
  /// Told about scrolling; not retained (`weak`, as UIKit's).
  open weak var delegate: (any UIScrollViewDelegate)?
  /// The size of the content (zero by default: nothing to scroll).
  open var contentSize = CGSize.zero
  /// Whether a pan scrolls the content (true by default).
  open var isScrollEnabled = true
  /// Whether a finger is dragging the content.
  public private(set) var isDragging = false
  /// The recognizer that scrolls the content, attached to the scroll view.
  public private(set) var panGestureRecognizer = UIPanGestureRecognizer()
  private var panStartOffset = CGPoint.zero
  /// The smallest zoom scale (1 by default; Docs/Semantics/UIKit.md §45).
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale (1 by default: no zooming).
  open var maximumZoomScale: CGFloat = 1
  var _zoomScale: CGFloat = 1
  /// Whether zooming bounces past the limits (kept).
  open var bouncesZoom = true
  /// Whether the content bounces at its edges (kept; the pan clamps, §31).
  open var bounces = true
  /// Whether a vertical pan bounces when the content fits (kept).
  open var alwaysBounceVertical = false
  /// Whether a horizontal pan bounces when the content fits (kept).
  open var alwaysBounceHorizontal = false
  /// Whether the vertical indicator shows (kept; no indicator draws).
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows (kept; no indicator draws).
  open var showsHorizontalScrollIndicator = true
  /// Whether the content stops at multiples of the bounds (kept; the pan does not page).
  open var isPagingEnabled = false
  /// How fast the content slows after the finger lifts (`normal` by default; kept: the
  /// content stops where the finger lifts, Docs/Semantics/UIKit.md §94).
  open var decelerationRate = DecelerationRate.normal
  /// The space around the content (kept; the pan's limits ignore it).
  /// The refresh control at the top of the content; setting it adds it as a subview
  /// (UIRefreshControl.swift, Docs/Semantics/UIKit.md §69).
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      oldValue?.removeFromSuperview()
      if let refreshControl { insertSubview(refreshControl, at: 0) }
    }
  }
  open var contentInset = UIEdgeInsets.zero
  /// Whether a tap on the status bar scrolls the content to the top (true by default; kept:
  /// ScreenLab has no status bar to tap, Docs/Semantics/UIKit.md §96).
  open var scrollsToTop = true
  /// The look of the indicators (`.default`; kept, no indicator draws).
  open var indicatorStyle = IndicatorStyle.default
  /// The insets of the indicators (kept, as both axes' insets below).
  @available(iOS, introduced: 2.0, deprecated: 13.0)
  open var scrollIndicatorInsets = UIEdgeInsets.zero
  /// The insets of the vertical indicator (kept).
  @available(iOS 11.1, *)
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// The insets of the horizontal indicator (kept).
  @available(iOS 11.1, *)
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  /// How a drag dismisses the keyboard (`.none`; kept: ScreenLab shows no keyboard).
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// How the safe area adjusts the insets (`.automatic`; kept: the safe area is empty).
  @available(iOS 11.0, *)
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  public override init(frame: CGRect) {
    super.init(frame: frame)
    installPan()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installPan()
  }

  private func installPan() {
    panGestureRecognizer.addAction { [weak self] recognizer in
      guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
      self.handlePan(pan)
    }
    addGestureRecognizer(panGestureRecognizer)
  }

  /// The point of the content shown at the bounds' top-left corner: the bounds' origin.
  /// Setting a new value tells the delegate (`scrollViewDidScroll(_:)`); the same value
  /// does not.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      var newBounds = bounds
      newBounds.origin = newValue
      bounds = newBounds
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Zooms so that `rect`, in the coordinates of the view `viewForZooming(in:)` gives, fills the
  /// scroll view (§100): the scale is the largest at which the whole rectangle fits the bounds,
  /// clamped to ``minimumZoomScale``...``maximumZoomScale``; the content offset then centres the
  /// scaled rectangle, clamped to the zoomed view's scaled size (the content size UIKit gives a
  /// zoomed scroll view). Nothing happens without a view for zooming or for an empty rectangle.
  /// `animated` is recorded as not animated.
  open func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0 || rect.height > 0, bounds.width > 0, bounds.height > 0,
      let zoomed = delegate?.viewForZooming(in: self)
    else { return }
    let scaleX = rect.width > 0 ? bounds.width / rect.width : CGFloat.infinity
    let scaleY = rect.height > 0 ? bounds.height / rect.height : CGFloat.infinity
    setZoomScale(min(scaleX, scaleY), animated: animated)
    let scale = zoomScale
    let width = max(contentSize.width, zoomed.bounds.width * scale)
    let height = max(contentSize.height, zoomed.bounds.height * scale)
    contentOffset = CGPoint(
      x: min(max(rect.midX * scale - bounds.width / 2, 0), max(0, width - bounds.width)),
      y: min(max(rect.midY * scale - bounds.height / 2, 0), max(0, height - bounds.height)))
  }

  /// Sets ``contentOffset``; `animated` is recorded as not animated (the offset is set now).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The largest offset the pan reaches on each axis.
  var maximumOffset: CGPoint {
    CGPoint(
      x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    guard isScrollEnabled else { return }
    switch pan.state {
    case .began:
      panStartOffset = contentOffset
      isDragging = true
      delegate?.scrollViewWillBeginDragging(self)
      follow(pan)
    case .changed:
      follow(pan)
    case .ended, .cancelled, .failed:
      guard isDragging else { return }
      follow(pan)
      endDragging(pan)
      isDragging = false
      delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    default:
      break
    }
  }

  /// Asks the delegate where the content stops: here, unless it names another target.
  private func endDragging(_ pan: UIPanGestureRecognizer) {
    let fingerVelocity = pan.velocity(in: superview)
    let velocity = CGPoint(x: -fingerVelocity.x / 1000, y: -fingerVelocity.y / 1000)
    var target = contentOffset
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: velocity, targetContentOffset: &target)
    if target != contentOffset { contentOffset = target }
  }

  private func follow(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: superview)
    let limit = maximumOffset
    contentOffset = CGPoint(
      x: min(max(panStartOffset.x - translation.x, 0), limit.x),
      y: min(max(panStartOffset.y - translation.y, 0), limit.y))
  }
}

extension UIScrollView {
  /// How fast a scroll view's content slows down after a flick (UIKit's
  /// `UIScrollView.DecelerationRate`): the fraction of the velocity kept per millisecond.
  public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The default rate: 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// The rate of a picker's wheel: 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}
