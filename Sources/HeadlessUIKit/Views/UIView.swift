/// A rectangle on screen that draws, lays out and animates: UIKit's `UIView`, headless.
///
/// Every view is backed by a layer (``layer``, of class ``layerClass``) whose delegate is the
/// view; geometry and appearance (`frame`, `bounds`, `center`, `transform`, `alpha`,
/// `isHidden`, `backgroundColor`) live on the layer. As in UIKit, the view answers its layer's
/// action look-up with `NSNull` outside animation blocks, so changing a view property never
/// animates implicitly; inside `UIView.animate(…)` it answers a `CABasicAnimation` (see
/// `UIView+Animation.swift`).
///
/// Drawing and layout happen only when the run loop's ``DisplayCycle`` calls them:
/// `setNeedsDisplay()` and `setNeedsLayout()` only record a request (see
/// `UIView+Display.swift`, `UIView+Layout.swift`). A view belongs to the runtime that was
/// current when it was created (`Runtime.current`).
///
/// Not actor-isolated (Apple's `UIView` is `@MainActor`): one runtime is single-threaded, and
/// tests each use their own runtime with `Runtime.withNew`.
@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency CALayerDelegate,
  @preconcurrency CustomStringConvertible
{
  /// The view's backing layer; its delegate is the view.
  public let layer: CALayer
  let cycle: DisplayCycle

  // MARK: Hierarchy state
  var _subviews: [UIView] = []
  weak var _superview: UIView?
  weak var _window: UIWindow?
  /// The view controller whose root view this is.
  weak var _viewController: UIViewController?

  // MARK: Display and layout state
  /// The display and layout requests (``ViewStorage``, this module's unchecked storage).
  @exclusivity(unchecked) var storage = ViewStorage()
  var lastDrawRecord: DrawRecord?

  // MARK: Appearance state
  var _backgroundColor: UIColor?
  var _contentMode: ContentMode = .scaleToFill
  var _tintColor: UIColor?

  /// A number to find the view by (``viewWithTag(_:)``); 0 by default.
  open var tag = 0
  /// Whether touches reach the view and its subviews (hit-testing skips it when false).
  open var isUserInteractionEnabled = true
  /// The gesture recognizers attached to the view, in the order they were added.
  var _gestureRecognizers: [UIGestureRecognizer] = []
  /// Margins, constraints and priorities, allocated on first use (`UIView+AutoLayout.swift`).
  var _autoLayout: AutoLayoutState?
  /// The motion effects (`UIMotionEffect.swift`).
  var _motionEffects: [UIMotionEffect] = []
  /// The semantic content attribute (`UIView+AppearanceProxy.swift`).
  var _semanticContentAttribute: UISemanticContentAttribute = .unspecified

  // MARK: - Geometry and appearance (open: subclasses override them, as UIKit's; the
  // implementations are in UIView+Geometry.swift and UIView+Appearance.swift)

  /// The frame in the superview's coordinates (the bounding box of the transformed bounds).
  ///
  /// Setting it sets ``center`` and the size of ``bounds``. Apple calls the frame undefined
  /// when ``transform`` is not the identity; here, as measured on iOS, the getter returns the
  /// bounding box and the setter keeps the transform and sizes the bounds so that the frame
  /// reads back as set (a 0.5 scale gives bounds twice the frame; Docs/Semantics/UIKit.md
  /// §12).
  ///
  /// - Precondition: every component is finite. UIKit raises `CALayerInvalidGeometry`
  ///   ("CALayer position contains NaN") for a NaN frame and the app dies; ScreenLab traps
  ///   with a message naming the view and the value (its choice: not storing the value).
  open var frame: CGRect {
    get { baseFrame }
    set { baseFrame = newValue }
  }

  /// The view's own coordinate space: the origin drawing and subviews are placed against,
  /// and the size.
  ///
  /// Any change requests layout of the view (`setNeedsLayout()`); a size change also
  /// requests layout of the superview and, when ``contentMode`` is `.redraw`, display of
  /// the view (UIKit documents `.redraw` as "redisplay the view when the bounds change").
  ///
  /// - Precondition: every component is finite (see ``frame``).
  open var bounds: CGRect {
    get { baseBounds }
    set { baseBounds = newValue }
  }

  /// The centre of the frame in the superview's coordinates (the layer's `position`).
  ///
  /// - Precondition: both coordinates are finite (see ``frame``).
  open var center: CGPoint {
    get { baseCenter }
    set { baseCenter = newValue }
  }

  /// The affine transform around the centre (the layer's `transform`, made affine).
  open var transform: CGAffineTransform {
    get { baseTransform }
    set { baseTransform = newValue }
  }

  /// The opacity, 0 to 1 (the layer's `opacity`).
  open var alpha: CGFloat {
    get { baseAlpha }
    set { baseAlpha = newValue }
  }

  /// Whether the view (and its subviews) are hidden. Hidden views are not drawn; their
  /// display requests wait until they are shown.
  open var isHidden: Bool {
    get { baseIsHidden }
    set { baseIsHidden = newValue }
  }

  /// The background colour (the layer's `backgroundColor`); nil is transparent.
  open var backgroundColor: UIColor? {
    get { baseBackgroundColor }
    set { baseBackgroundColor = newValue }
  }

  /// The tint colour: set here, or the superview's, or `systemBlue` at the root.
  // Apple's declared type (`var tintColor: UIColor!`): never nil when read.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tintColor: UIColor! {
    get { baseTintColor }
    set { baseTintColor = newValue }
  }

  /// Whether the view can take focus: false, as a plain view answers; ScreenLab has no focus
  /// engine, so nothing asks (§79).
  open var canBecomeFocused: Bool { false }
  /// Whether the view has focus: never headless.
  open var isFocused: Bool { false }

  // MARK: - Touches (UIResponder)

  /// The frontmost descendant (or the view itself) containing `point`, in the view's
  /// coordinates: hidden views, views with alpha below 0.01 and views that ignore user
  /// interaction are skipped with their subviews; subviews are tested front to back
  /// (UIKit's `hitTest(_:with:)`).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Whether `point` (in the view's coordinates) is inside the view: its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// A finger touched down on the view.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Fingers on the view moved.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Fingers left the view's screen.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// The system cancelled the touches (a gesture recognizer took them).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// The view's controller when it is a controller's root view, else its superview
  /// (UIKit's responder chain, Docs/Semantics/UIKit.md §52).
  open override var next: UIResponder? { _viewController ?? _superview }

  /// The class of the backing layer; override to back a view with a `CAShapeLayer` etc.
  open class var layerClass: AnyClass { CALayer.self }

  /// A view with `frame`.
  ///
  /// - Precondition: `frame` is finite (see ``frame``).
  public init(frame: CGRect) {
    let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
    layer = layerType.init(_headlessFresh: ())
    cycle = DisplayCycle.of(layer.runtime)
    super.init()
    layer.delegate = self
    layer.isOpaque = true
    self.frame = frame
  }

  /// A view with a zero frame (NSObject's `init()`, which UIKit routes to `init(frame: .zero)`).
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// A view unarchived from ScreenLab's archive without values (``EmptyArchiveCoder``): the
  /// view `init(frame: .zero)` makes, as no key is decoded (§99). Returns nil for any other
  /// coder: ScreenLab cannot decode UIKit's nib or storyboard archives. ScreenLab's appearance
  /// proxies are made through it too (``appearance()``, with a zero frame).
  ///
  /// Present so that subclasses keep UIKit's initializer set (a subclass that declares no
  /// initializer inherits it; one that declares its own must implement it, as with UIKit).
  public required init?(coder: NSCoder) {
    let isEmptyArchive = coder is EmptyArchiveCoder
    guard isEmptyArchive || coder is AppearanceProxyCoder else { return nil }
    let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
    layer = layerType.init(_headlessFresh: ())
    cycle = DisplayCycle.of(layer.runtime)
    super.init()
    layer.delegate = self
    if isEmptyArchive {
      layer.isOpaque = true
      self.frame = .zero
    }
  }

  /// The shape a dynamic animator collides the view with (`.rectangle`; ScreenLab collides
  /// frames, Docs/Semantics/UIKit.md §85).
  @available(iOS 9.0, *)
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// The path of a `.path` collision bounds type (nil by default).
  @available(iOS 9.0, *)
  open var collisionBoundingPath: UIBezierPath? { nil }

  /// Whether `gestureRecognizer`, attached to this view, may leave the possible state: asked
  /// before its delegate's `gestureRecognizerShouldBegin(_:)`; true unless overridden
  /// (Docs/Semantics/UIKit.md §87).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// `<ClassName frame=(x y; w h)>`, plus the tag when it is not 0.
  open var description: String {
    let f = frame
    let numbers = [f.minX, f.minY, f.width, f.height].map { SVGWriter.number($0) }
    let tagText = tag != 0 ? " tag=\(tag)" : ""
    return "<\(type(of: self)) frame=(\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))"
      + "\(tagText)>"
  }

  // MARK: - Overridable (UIKit's open API; implementations in the UIView+*.swift files)

  /// Marks the whole view as needing to be redrawn; `draw(_:)` runs once, in this turn's
  /// display pass, however many requests were made.
  ///
  /// Apple: "this method makes a note of the request and returns immediately. The view is
  /// not actually redrawn until the next drawing cycle." Requested from inside the view's own
  /// `draw(_:)`, the request is honoured in the next turn (never in the same pass) and the
  /// trace gets a redraw-loop diagnostic.
  ///
  /// - Complexity: O(1).
  open func setNeedsDisplay() {
    cycle.storage.counters.displayRequests &+= 1
    if storage.pendingDisplayIsFull {
      cycle.storage.counters.mergedRequests &+= 1
      return
    }
    addDisplayRequest(nil)
  }

  /// Marks `rect` (in this view's coordinates) as needing to be redrawn; rects requested in
  /// one turn merge into their union, which `draw(_:)` receives clipped to the bounds.
  ///
  /// - Complexity: O(1).
  open func setNeedsDisplay(_ rect: CGRect) {
    cycle.storage.counters.displayRequests &+= 1
    if storage.pendingDisplayIsFull {
      cycle.storage.counters.mergedRequests &+= 1
      return
    }
    addDisplayRequest(rect.standardized)
  }

  /// Draws the view's content in `rect` into the current context (``UIGraphicsGetCurrentContext()``).
  ///
  /// The default draws nothing. Only the display pass should call it: called directly there
  /// is no current context, so nothing is drawn and the trace records a diagnostic (Apple:
  /// "You should never call this method directly yourself"); the cycle counts such calls
  /// (``DisplayCycle/directDrawCalls``). Run by the display pass (an override's
  /// `super.draw(rect)`), it marks the pass's profile (`DrawProfile/superCalled`).
  open func draw(_ rect: CGRect) {
    if cycle.drawingView === self {
      DrawPassTally.current?.counts.superCalled = true
    } else {
      cycle.directDrawCalls += 1
      cycle.runtime.record(
        .diagnostic,
        "draw(_:) of \(self) called directly: there is no current context, nothing is drawn; "
          + "call setNeedsDisplay() and let the display pass draw")
    }
  }

  /// Marks the view as needing layout; `layoutSubviews()` runs in this turn's layout pass
  /// (parents first), before display. Layout never redraws by itself.
  ///
  /// Views outside a window keep the flag and are laid out when they enter one (or by
  /// ``layoutIfNeeded()``): ScreenLab runs the layout pass only for views in a window, as
  /// UIKit's pass starts from windows.
  ///
  /// - Complexity: O(1).
  open func setNeedsLayout() {
    cycle.storage.counters.layoutRequests &+= 1
    storage.needsLayoutFlag = true
    if _window != nil { cycle.enqueueForLayout(self) }
  }

  /// Lays out this view and then its subviews, now, where flagged (top-down).
  open func layoutIfNeeded() {
    if storage.needsLayoutFlag { runLayout() }
    for view in _subviews { view.layoutIfNeeded() }
  }

  /// Lays out the subviews. The default places the subviews that use Auto Layout from their
  /// simple equality constraints (`UIView+ConstraintSolving.swift`; autoresizing is not
  /// modelled); overrides call `super.layoutSubviews()`.
  ///
  /// Called by the layout pass or ``layoutIfNeeded()``; never call it directly.
  open func layoutSubviews() {
    if !_subviews.isEmpty { applySimpleConstraints() }
  }

  /// The view's size that fits `size`; by default its current size (UIKit's documented
  /// default: "the existing size of the view").
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    var newBounds = bounds
    newBounds.size = size
    bounds = newBounds
  }

  /// The size the view wants from its content; no intrinsic size by default.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  // MARK: - Hooks (empty by default, as in UIKit)

  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}
  /// Called by Interface Builder only; ScreenLab never calls it.
  open func prepareForInterfaceBuilder() {}
  /// Called after the view is loaded from a nib or storyboard (Apple declares it on
  /// `NSObject`, UIKit's nib loading); there are no nibs headless, so it is never called
  /// (Docs/Semantics/UIKit.md §34).
  open func awakeFromNib() {}
  /// Called when the view's traits change: ScreenLab's environment never changes
  /// (``UITraitCollection``), so only when ``overrideUserInterfaceStyle`` of the view, its
  /// controller or an ancestor changes (Docs/Semantics/UIKit.md §62).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// The interface style forced on the view and its subviews (`.unspecified` by default);
  /// a change calls ``traitCollectionDidChange(_:)`` on the views whose traits it changes
  /// (Docs/Semantics/UIKit.md §62).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { _overrideUserInterfaceStyle }
    set {
      guard newValue != _overrideUserInterfaceStyle else { return }
      let views = traitSnapshot()
      _overrideUserInterfaceStyle = newValue
      UIView.notifyTraitChanges(views)
    }
  }
  var _overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// How the view is resized when its superview's size changes (none by default:
  /// the frame keeps its origin and size; `UIView+Autoresizing.swift`, §64).
  open var autoresizingMask: AutoresizingMask = []
  /// Whether the view resizes its subviews by their ``autoresizingMask`` when its size
  /// changes (true by default).
  open var autoresizesSubviews = true

  // MARK: Accessibility (kept for assistive technologies, which ScreenLab has none of, §64)

  /// Whether assistive technologies see the view: unless set, true for a control (a
  /// `UIControl`) and false for other views, as UIKit documents (§64).
  open var isAccessibilityElement: Bool {
    get { _isAccessibilityElement ?? (self is UIControl) }
    set { _isAccessibilityElement = newValue }
  }
  private var _isAccessibilityElement: Bool?
  /// The view's spoken name.
  open var accessibilityLabel: String?
  /// What activating the view does.
  open var accessibilityHint: String?
  /// The view's value, for views that have one.
  open var accessibilityValue: String?
  /// An identifier for UI tests, never spoken.
  open var accessibilityIdentifier: String?
  /// What kind of element the view is.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// Whether the view's subviews are hidden from assistive technologies.
  open var accessibilityElementsHidden = false
  /// Whether assistive technologies ignore the view's siblings.
  open var accessibilityViewIsModal = false
  /// Whether the view's subviews are read as a group.
  open var shouldGroupAccessibilityChildren = false
  /// Called when the effective ``tintColor`` changes: set on the view or an ancestor.
  open func tintColorDidChange() {}
  /// Called when ``layoutMargins`` change.
  open func layoutMarginsDidChange() {}
  /// Whether the layout margins grow to stay inside the safe area (true by default); kept:
  /// ScreenLab's safe-area insets are zero, so the margins never grow (UIKit.md §94).
  @available(iOS 11.0, *)
  open var insetsLayoutMarginsFromSafeArea = true
  /// Called when the safe-area insets change; ScreenLab's are always zero, never called.
  open func safeAreaInsetsDidChange() {}
  /// Updates constraints before layout; the default does nothing. Called by
  /// ``updateConstraintsIfNeeded()`` after ``setNeedsUpdateConstraints()``.
  open func updateConstraints() {}
  /// Tells the layout system that ``intrinsicContentSize`` changed (`UIView+AutoLayout.swift`).
  open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }

  /// The layer's action for a change of `event`: `NSNull` outside animation blocks (no
  /// implicit animation); inside one, UIKit's action for the key (additive for position,
  /// bounds, transform and corner radius; absolute for opacity, background colour, anchor
  /// point and shadow opacity; `NSNull` for the rest), with the block's duration, delay and
  /// curve (Docs/Semantics/UIKit.md §15).
  ///
  /// Never-committed layers get no animation (they have nothing on screen to animate from).
  /// Apple: "UIView disables layer animations by default but reenables them inside animation
  /// blocks".
  open func action(for layer: CALayer, forKey event: String) -> CAAction? {
    guard let block = cycle.animationBlocks.last, block.animates, layer.hasPresentation
    else { return NSNull() }
    return block.action(for: layer, key: event, now: cycle.runtime.now)
  }

  /// Updates the content of `layer` when it needs display. For the view's own layer the
  /// default runs UIKit's drawing: a recording context clipped to the rect to redraw,
  /// ``layerWillDraw(_:)``, then ``draw(_:in:)``, which calls ``draw(_:)``; an override that
  /// does not call `super` replaces the drawing (it can set `layer.contents` itself). Another
  /// layer whose delegate is the view draws itself, as Core Animation's layers do
  /// (Docs/Semantics/UIKit.md §95).
  open func display(_ layer: CALayer) {
    if layer === self.layer {
      cycle.drawContents(of: self)
    } else {
      layer.drawOwnContents()
    }
  }

  /// Draws the content of `layer` into `ctx`. For the view's own layer the default makes `ctx`
  /// the current context (``UIGraphicsGetCurrentContext()``) and calls ``draw(_:)`` with the
  /// rect to redraw (the context's clip); for another layer it draws nothing (§95).
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    guard layer === self.layer else { return }
    cycle.graphics.contexts.append(ctx)
    defer { cycle.graphics.contexts.removeLast() }
    // screenlab:ignore SL103 — UIKit's layer-drawing hook, inside the display pass.
    draw(ctx.boundingBoxOfClipPath)
  }

  /// Called before `layer` draws its content; the default does nothing.
  @available(iOS 10.0, *)
  open func layerWillDraw(_ layer: CALayer) {}

  /// Lays out the sublayers of `layer`. For the view's own layer the default is UIKit's
  /// layout of the view: its controller's `viewWillLayoutSubviews()`, ``layoutSubviews()``,
  /// then `viewDidLayoutSubviews()`; the layout pass and ``layoutIfNeeded()`` call it, so an
  /// override runs there (§95).
  open func layoutSublayers(of layer: CALayer) {
    guard layer === self.layer else { return }
    _viewController?.viewWillLayoutSubviews()
    layoutSubviews()
    _viewController?.viewDidLayoutSubviews()
  }

  /// The view's depth in its tree (0 for a root).
  var depth: Int {
    var count = 0
    var current = _superview
    while let view = current {
      count += 1
      current = view._superview
    }
    return count
  }
}
