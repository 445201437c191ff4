import Measure

/// A rectangle of content with geometry, appearance and animations (Core Animation's
/// `CALayer`), headless.
///
/// A layer has two faces (Docs/Semantics/CoreAnimation.md §g): the **model** (this object: what
/// code wrote) and the **presentation** (``presentation()``: what the screen shows now, the
/// committed model values with running animations applied at the current virtual time). Changes
/// belong to a transaction (``CATransaction``) and reach the presentation when it commits — for an
/// implicit transaction, at the end of the current run-loop turn.
///
/// Setting an animatable property looks up an action (``action(forKey:)``); a standalone
/// layer that has been committed animates the change implicitly (0.25 s, the `default`
/// curve, unless the transaction says otherwise); a layer whose delegate answers `NSNull`
/// (UIKit's view-backed layers outside animation blocks) changes at once.
///
/// Differences from Core Animation, on purpose: `init()` is `required` (the runtime creates
/// layers and their presentation copies from the class), and a presentation copy carries
/// the properties ScreenLab knows, not those a subclass adds.
open class CALayer: CAMediaTiming, CustomStringConvertible {
  /// The layer's state and model properties (``LayerStorage``, this module's unchecked
  /// storage): read every frame without dynamic exclusivity checks. Final and usable from
  /// inlinable code: the getters of the properties read most (`opacity`, `position`) are
  /// inlined into their callers, as a field load.
  @usableFromInline @exclusivity(unchecked) final var storage: LayerStorage

  /// The runtime this layer belongs to (the current one when it was created).
  public final var runtime: Runtime { storage.runtime }
  final var engine: LayerEngine { storage.engine }

  // MARK: Timing (CAMediaTiming; a layer is a timed object of infinite duration)
  // (`_speed` is in the storage, with the engine state; `_beginTime` and `_timeOffset` in its
  // box of rarely set properties.)
  /// When the layer's time starts, in its superlayer's time (default 0).
  open var beginTime: CFTimeInterval {
    get { storage._beginTime }
    set {
      keepCommittedState()
      storage._beginTime = newValue
      timingDidChange("beginTime")
    }
  }
  open var duration: CFTimeInterval {
    get { storage.own.boxed(\.duration, or: 0) }
    set {
      storage.own.writeBoxed(\.duration, newValue) { sameBits($0, 0) }
      storage.writtenSinceRefresh = true
    }
  }
  /// The rate of the layer's time against its superlayer's; 0 pauses it.
  open var speed: Float {
    get { storage._speed }
    set {
      keepCommittedState()
      storage._speed = newValue
      timingDidChange("speed")
    }
  }
  /// Added to the layer's local time (the pause and resume recipe uses it).
  open var timeOffset: CFTimeInterval {
    get { storage._timeOffset }
    set {
      keepCommittedState()
      storage._timeOffset = newValue
      timingDidChange("timeOffset")
    }
  }
  /// A timing property changed: the layer's and its sublayers' times move.
  private func timingDidChange(_ key: String) {
    engine.storage.timingChanged = true
    propertyDidChange(key)
  }
  open var repeatCount: Float {
    get { storage.own.boxed(\.repeatCount, or: 0) }
    set {
      storage.own.writeBoxed(\.repeatCount, newValue) { sameBits($0, 0) }
      storage.writtenSinceRefresh = true
    }
  }
  open var repeatDuration: CFTimeInterval {
    get { storage.own.boxed(\.repeatDuration, or: 0) }
    set {
      storage.own.writeBoxed(\.repeatDuration, newValue) { sameBits($0, 0) }
      storage.writtenSinceRefresh = true
    }
  }
  open var autoreverses: Bool {
    get { storage.own.boxed(\.autoreverses, or: false) }
    set {
      storage.own.writeBoxed(\.autoreverses, newValue) { !$0 }
      storage.writtenSinceRefresh = true
    }
  }
  open var fillMode: CAMediaTimingFillMode {
    get { storage.own.boxed(\.fillMode, or: .removed) }
    set {
      storage.own.writeBoxed(\.fillMode, newValue) { $0 == .removed }
      storage.writtenSinceRefresh = true
    }
  }

  // MARK: Other state
  /// The layer's name, for look-ups and traces.
  open var name: String? {
    get { storage.own.boxed(\.name, or: nil) }
    set {
      keepCommittedState()
      storage.own.writeBoxed(\.name, newValue) { $0 == nil }
      storage.writtenSinceRefresh = true
    }
  }
  /// Actions by key; `NSNull` disables the implicit animation of that key.
  open var actions: [String: CAAction]? {
    get { storage.own.boxed(\.actions, or: nil) }
    set {
      storage.own.writeBoxed(\.actions, newValue) { $0 == nil }
      storage.writtenSinceRefresh = true
    }
  }
  /// The layer's delegate (UIKit's view for a view's layer). Not retained.
  open weak var delegate: CALayerDelegate? {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// How `contents` fills the bounds.
  open var contentsGravity: CALayerContentsGravity {
    get { storage.own.boxed(\.contentsGravity, or: .resize) }
    set {
      keepCommittedState()
      storage.own.writeBoxed(\.contentsGravity, newValue) { $0 == .resize }
      storage.writtenSinceRefresh = true
    }
  }
  /// The scale of `contents` in points per pixel.
  open var contentsScale: CGFloat {
    get { storage.own.boxed(\.contentsScale, or: 1) }
    set {
      keepCommittedState()
      storage.own.writeBoxed(\.contentsScale, newValue) { sameBits($0, 1) }
      storage.writtenSinceRefresh = true
    }
  }
  /// Whether the layer is fully opaque (a drawing hint).
  open var isOpaque: Bool {
    get { storage.own.boxed(\.isOpaque, or: false) }
    set {
      keepCommittedState()
      storage.own.writeBoxed(\.isOpaque, newValue) { !$0 }
      storage.writtenSinceRefresh = true
    }
  }
  /// Whether a bounds change requests display (`setNeedsDisplay()`).
  open var needsDisplayOnBoundsChange: Bool {
    get { storage.own.boxed(\.needsDisplayOnBoundsChange, or: false) }
    set {
      storage.own.writeBoxed(\.needsDisplayOnBoundsChange, newValue) { !$0 }
      storage.writtenSinceRefresh = true
    }
  }
  /// Whether drawing may run on a background thread (no effect headless).
  open var drawsAsynchronously: Bool {
    get { storage.own.boxed(\.drawsAsynchronously, or: false) }
    set {
      storage.own.writeBoxed(\.drawsAsynchronously, newValue) { !$0 }
      storage.writtenSinceRefresh = true
    }
  }
  /// Whether the layer is rendered as a bitmap (no effect headless).
  open var shouldRasterize: Bool {
    get { storage.own.boxed(\.shouldRasterize, or: false) }
    set {
      storage.own.writeBoxed(\.shouldRasterize, newValue) { !$0 }
      storage.writtenSinceRefresh = true
    }
  }
  /// Whether a translucent layer's sublayers are composited together first, then faded as one
  /// (true by default since iOS 7); with `opacity` below 1 and sublayers it costs an offscreen
  /// pass (``LayerTreeWeight``; no other effect headless).
  open var allowsGroupOpacity: Bool {
    get { storage.own.boxed(\.allowsGroupOpacity, or: true) }
    set {
      storage.own.writeBoxed(\.allowsGroupOpacity, newValue) { $0 }
      storage.writtenSinceRefresh = true
    }
  }
  open var rasterizationScale: CGFloat {
    get { storage.own.boxed(\.rasterizationScale, or: 1) }
    set {
      storage.own.writeBoxed(\.rasterizationScale, newValue) { sameBits($0, 1) }
      storage.writtenSinceRefresh = true
    }
  }
  /// Which corners `cornerRadius` rounds.
  open var maskedCorners: CACornerMask {
    get { storage.own.boxed(\.maskedCorners, or: CACornerMask(rawValue: 15)) }
    set {
      keepCommittedState()
      storage.own.writeBoxed(\.maskedCorners, newValue) { $0.rawValue == 15 }
      storage.writtenSinceRefresh = true
    }
  }
  /// A layer whose alpha masks this one.
  open var mask: CALayer? {
    get { storage.own.boxed(\.mask, or: nil) }
    set {
      storage.own.writeBoxed(\.mask, newValue) { $0 == nil }
      storage.writtenSinceRefresh = true
    }
  }

  // MARK: Tree and display state
  var needsDisplayFlag: Bool {
    get { storage.needsDisplay }
    set {
      storage.needsDisplay = newValue
      storage.writtenSinceRefresh = true
    }
  }
  var needsLayoutFlag: Bool {
    get { storage.needsLayout }
    set {
      storage.needsLayout = newValue
      storage.writtenSinceRefresh = true
    }
  }

  /// Creates a layer in the current runtime's current transaction.
  public init() {
    storage = LayerStorage(runtime: Runtime.current)
    if !LayerEngine.isCopying { engine.willMutate(self) }
  }

  /// Creates a copy of `layer`'s properties. As in Core Animation, this is the initializer the
  /// framework calls for presentation copies (ScreenLab also for the committed snapshot of the
  /// model): a subclass that adds stored properties overrides it, calls `super.init(layer:)` and
  /// copies its own (Docs/Semantics/CoreAnimation.md §g; Docs/RealCode.md, "Layer subclasses").
  public init(layer: Any) {
    let source = layer as? CALayer
    storage = LayerStorage(runtime: source?.runtime ?? Runtime.current)
    if let source {
      copyLayerState(from: source)
    } else if !LayerEngine.isCopying {
      engine.willMutate(self)
    }
  }

  /// Creates a layer from an archive: there are none headless, so this is ``init()``.
  public required init?(coder: NSCoder) {
    storage = LayerStorage(runtime: Runtime.current)
    if !LayerEngine.isCopying { engine.willMutate(self) }
  }

  /// A fresh layer of the receiver's class, made through ``init()`` so that a subclass's
  /// override runs (`UIView.layerClass`, ``layer()``). ScreenLab's: Swift creates an instance
  /// of a class known at run time only through a `required` initializer, which a subclass
  /// inherits when it overrides every designated one (`init()`, `init(layer:)`,
  /// `init?(coder:)`) or declares none (Docs/RealCode.md, "Layer subclasses").
  public required convenience init(_headlessFresh: Void) {
    self.init()
  }

  /// A copy of `layer` of the receiver's class, made through ``init(layer:)`` (above).
  public required convenience init(_headlessCopyOf layer: CALayer) {
    self.init(layer: layer)
  }

  deinit {
    if !storage.isPresentationCopy { forgetPresentationCopies() }
    guard !storage._sublayers.isEmpty else { return }
    for sublayer in storage._sublayers { sublayer.storage._superlayer = nil }
    // The sublayers' time no longer runs through this layer.
    engine.storage.timingChanged = true
  }

  /// A new layer (Core Animation's `+layer`).
  open class func layer() -> Self { Self(_headlessFresh: ()) }

  /// Copies every property ScreenLab knows of `other`; subclasses extend it.
  func copyLayerState(from other: CALayer) {
    storage._bounds = other.storage._bounds
    storage._position = other.storage._position
    storage._anchorPoint = other.storage._anchorPoint
    storage._opacity = other.storage._opacity
    storage._isHidden = other.storage._isHidden
    // The rarely set properties and the key-value pairs: one shared box, copied on a write.
    storage.rare = other.storage.rare
    copyOwnProperties(from: other)
    // `beginTime` and `timeOffset` are in the shared box above.
    storage._speed = other.storage._speed
  }

  /// The typed value of a base key; nil for keys of other layer classes. Subclasses add
  /// their keys (and leave `CALayer`'s to this switch, which the Sync read also takes,
  /// ``baseValue(of:as:)``).
  func baseValue(for key: LayerKey) -> LayerValue? { baseValue(of: key, as: LayerValue.self) }

  /// The value of one of `CALayer`'s own keys in `form`, made from the storage as it is (the
  /// one switch over those keys): the typed value animations compute with
  /// (``baseValue(for:)``, `LayerValue`), or the text the Sync read writes (``ScreenValue``);
  /// nil for another class's key, and where the form has nothing for the value (the text of
  /// no colour). Specialized for each form, so the typed read is the switch it always was.
  @inline(__always)
  final func baseValue<Form: LayerValueForm>(of key: LayerKey, as form: Form.Type) -> Form.Value? {
    switch key {
    case .bounds: return Form.rect(storage._bounds)
    case .position: return Form.point(storage._position)
    case .zPosition: return Form.number(Double(storage._zPosition))
    case .anchorPoint: return Form.point(storage._anchorPoint)
    case .anchorPointZ: return Form.number(Double(storage._anchorPointZ))
    case .transform: return Form.transformValue(storage._transform)
    case .sublayerTransform: return Form.transformValue(storage._sublayerTransform)
    case .opacity: return Form.number(Double(storage._opacity))
    case .hidden: return Form.discreteValue(storage._isHidden)
    case .backgroundColor: return Form.colorValue(storage._backgroundColor)
    case .cornerRadius: return Form.number(Double(storage._cornerRadius))
    case .borderWidth: return Form.number(Double(storage._borderWidth))
    case .borderColor: return Form.colorValue(storage._borderColor)
    case .shadowColor: return Form.colorValue(storage._shadowColor)
    case .shadowOpacity: return Form.number(Double(storage._shadowOpacity))
    case .shadowOffset: return Form.size(storage._shadowOffset)
    case .shadowRadius: return Form.number(Double(storage._shadowRadius))
    case .shadowPath: return Form.discreteValue(storage._shadowPath)
    case .masksToBounds: return Form.discreteValue(storage._masksToBounds)
    case .contents: return Form.discreteValue(storage._contents)
    case .contentsRect: return Form.rect(storage._contentsRect)
    case .doubleSided: return Form.discreteValue(storage._isDoubleSided)
    default: return nil
    }
  }

  /// Assigns a typed value to a base key without running actions; false when the key is
  /// not this class's or the value's kind does not fit. Subclasses add their keys.
  func setBaseValue(_ value: LayerValue, for key: LayerKey) -> Bool {
    setCoreBaseValue(value, for: key)
  }

  var notificationsSuspended: Bool {
    get { storage.notificationsSuspended }
    set { storage.notificationsSuspended = newValue }
  }
  func withoutNotifications(_ body: () -> Void) {
    let was = notificationsSuspended
    notificationsSuspended = true
    body()
    notificationsSuspended = was
  }

  open var description: String {
    let kind = String(describing: type(of: self))
    return name.map { "<\(kind) '\($0)'>" } ?? "<\(kind)>"
  }

  // MARK: - Change notification

  /// Called after every property write: joins the transaction and runs the key's action.
  func propertyDidChange(_ key: String) {
    callPathHop("CALayer.propertyDidChange(_:)")
    guard !notificationsSuspended else { return }
    if storage.isPresentationCopy {
      storage.writtenSinceRefresh = true
      runtime.record(
        .diagnostic,
        "write to '\(key)' of the presentation of \(model().description): "
          + "presentation values are recomputed every frame; write the model layer")
      return
    }
    engine.willMutate(self)
    if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    defer { engine.forgetValueBeforeChange(of: self) }
    guard Self.isAnimatable(key) || type(of: self).subclassAnimatableKeys.contains(key),
      !engine.actionsDisabled, let action = action(forKey: key)
    else { return }
    action.run(forKey: key, object: self, arguments: nil)
  }

  /// Called by the setters of the properties a view animates, before the write: keeps the old
  /// value while the delegate collects changes (``LayerChangeCollector``), so its action can
  /// animate from the model value the property had, as Core Animation's `actionForKey:` runs
  /// before the change (Docs/Semantics/CoreAnimation.md h.3).
  @inline(__always)
  func propertyWillChange(_ key: String, _ value: () -> LayerValue) {
    guard let collector = delegate as? LayerChangeCollector, collector.collectsLayerChanges,
      !notificationsSuspended, !storage.isPresentationCopy
    else { return }
    engine.storage.valuesBeforeChange[ObjectIdentifier(self)] = KeptLayerValue(
      key: key, value: value())
  }

  /// The animatable keys a subclass adds.
  class var subclassAnimatableKeys: Set<String> { [] }

  // MARK: - Actions

  /// The action for a change of `event` (Docs/Semantics/CoreAnimation.md §h.3): the delegate's
  /// answer, then ``actions``, then ``defaultAction(forKey:)``, then the built-in implicit
  /// animation. `NSNull` at any step stops the search with no action.
  open func action(forKey event: String) -> CAAction? {
    if let delegate, let action = delegate.action(for: self, forKey: event) {
      return action is NSNull ? nil : action
    }
    if let action = actions?[event] { return action is NSNull ? nil : action }
    if let action = type(of: self).defaultAction(forKey: event) {
      return action is NSNull ? nil : action
    }
    return implicitAnimation(forKey: event)
  }

  /// The class's default action for `event`; nil by default.
  open class func defaultAction(forKey event: String) -> CAAction? { nil }

  /// The built-in implicit animation: from the current presentation value to the new model
  /// value, with the transaction's duration and timing function (`default` when unset).
  /// None for a layer that was never committed: it has no presentation to animate from.
  ///
  /// A colour written through key-value coding as an object that is not a `CGColor` (a
  /// `UIColor`) changes without this animation, as measured on Apple's Core Animation
  /// (CoreAnimation.md h.3).
  func implicitAnimation(forKey key: String) -> CAAction? {
    guard isCommitted, !storage.colourObjectWrite else { return nil }
    let animation = CABasicAnimation(keyPath: key)
    animation.fromValue = presentationValue(forKeyPath: key)
    animation.duration = engine.animationDuration
    animation.timingFunction =
      engine.animationTimingFunction ?? CAMediaTimingFunction(name: .default)
    return animation
  }

  // MARK: - Needs display and layout

  /// Marks the layer's content as needing to be redrawn. A view-backed layer forwards the
  /// request to its view, so `view.layer.setNeedsDisplay()` redraws like
  /// `view.setNeedsDisplay()`.
  open func setNeedsDisplay() {
    needsDisplayFlag = true
    if let receiver = delegate as? LayerDisplayRequestReceiver {
      receiver.layerRequestedDisplay(self, in: nil)
    } else {
      LayerDisplay.of(runtime).enqueue(self)
    }
  }
  /// Marks part of the layer's content as needing to be redrawn (forwarded like
  /// ``setNeedsDisplay()``).
  open func setNeedsDisplay(_ r: CGRect) {
    needsDisplayFlag = true
    if let receiver = delegate as? LayerDisplayRequestReceiver {
      receiver.layerRequestedDisplay(self, in: r)
    } else {
      LayerDisplay.of(runtime).enqueue(self)
    }
  }
  /// Whether the content is marked for redrawing.
  open func needsDisplay() -> Bool { needsDisplayFlag }
  /// Redraws now if marked.
  open func displayIfNeeded() {
    guard needsDisplayFlag else { return }
    display()
  }
  /// Updates the content: clears the mark, then asks the delegate's `display(_:)`, whose
  /// default (and a layer without a delegate) draws the layer's content (§q).
  open func display() {
    needsDisplayFlag = false
    if let delegate {
      delegate.display(self)
    } else {
      drawOwnContents()
    }
  }
  /// Draws the layer's content into `ctx` (a recording context the size of the bounds); the
  /// default asks the delegate's `draw(_:in:)` and draws nothing itself. A layer that needs
  /// display runs it in the turn's display phase (CALayer+Drawing.swift; Docs/RealCode.md,
  /// "Layer subclasses"). Run by that pass (an override's `super.draw(in:)`), it marks the
  /// pass's profile (`DrawProfile/superCalled`).
  open func draw(in ctx: CGContext) {
    DrawPassTally.current?.counts.superCalled = true
    delegate?.draw(self, in: ctx)
  }
  /// Whether a change of `key` requests display; false for every key by default.
  open class func needsDisplay(forKey key: String) -> Bool { false }
  /// Marks the layer as needing layout (a view-backed layer forwards it to its view).
  open func setNeedsLayout() {
    needsLayoutFlag = true
    (delegate as? LayerDisplayRequestReceiver)?.layerRequestedLayout(self)
  }
  /// Whether the layer is marked for layout.
  open func needsLayout() -> Bool { needsLayoutFlag }
  /// Lays out now if marked.
  open func layoutIfNeeded() {
    guard needsLayoutFlag else { return }
    layoutSublayers()
  }
  /// Lays out the sublayers: asks the delegate, clears the mark.
  open func layoutSublayers() {
    needsLayoutFlag = false
    delegate?.layoutSublayers(of: self)
  }
}
