// HeadlessQuartzCore's unchecked storage: with `Storage+Pointers.swift`, the files of this
// module that declare what is read and written without a runtime check (Docs/Architecture.md,
// "Unchecked storage"). Each class that keeps such state holds it inline in one
// `@exclusivity(unchecked) var storage` (a layer subclass: `shapeStorage`, `gradientStorage`,
// `textStorage`) of a type declared here; references that are not retained (``UnownedRef``),
// the curve solve's answers and the helpers that borrow arrays in place are declared in
// `Storage+Pointers.swift`. `Scripts/check-unchecked.sh` rejects the spellings anywhere else
// in the module but in Apple's own pointer signatures.
//
// Sound because a runtime is used from one task at a time and nothing keeps an access to one
// object's storage open across a call that could reach the same object's storage again: the
// members are read and written by whole value, the in-place helpers' closures read or write
// the element they are given and other objects, and the `didSet`s here touch their own
// struct only (and the engine, another object).

import HeadlessCoreGraphics
import Runtime

// MARK: - Layers

/// A layer's state: the engine's bookkeeping, then the model properties behind Apple's
/// accessors (`CALayer.storage`). Declared in this order so that what every frame reads of a
/// layer (presentation, timing, tree) shares the object's first cache lines, the flags and
/// 4-byte values packed together; then the most animated properties; `CALayer`'s own rarely
/// set ones in a box, last. A presentation copy's refresh writes `_opacity` and `_position`
/// and reads the flags: all in the object's first 64 bytes with its header; a key-path read
/// whose values are current reads the engine there and the next 64 bytes (the runtime, the
/// committed state, the plain animations, the cache's stamps); an evaluation also reads the
/// superlayer and the box of rare model properties, right after the cache (bytes 144 to 159).
@usableFromInline
struct LayerStorage {
  var engine: LayerEngine

  /// Set on presentation copies: writes to them change nothing on screen.
  var isPresentationCopy = false
  /// Set by every write to the layer's own state; on a presentation copy, it means the copy
  /// may differ from what the cache put in it, so it is never handed out again.
  var writtenSinceRefresh = false
  var isRenderListValid = false
  var isDirty = false
  var isRegisteredAsAnimated = false
  /// Whether the layer has drawn content (its view's `draw(_:)` or its own `draw(in:)` ran):
  /// the layers that have a backing store in ``LayerTreeWeight``.
  var hasDrawnContent = false
  /// Set while a background colour given as an object that is not a `CGColor` is written
  /// through key-value coding: the built-in implicit animation does not run for it
  /// (CoreAnimation.md h.3).
  var colourObjectWrite = false
  var _isHidden = false
  /// `CALayer.needsDisplayFlag`, `needsLayoutFlag` and `notificationsSuspended`.
  var needsDisplay = false
  var needsLayout = false
  var notificationsSuspended = false
  /// Set by a commit of a plain `CALayer` (``CALayer/sharesCommittedState``): the model itself
  /// is the committed state, and `committedState` is nil, until the first write after that
  /// commit makes the snapshot (``CALayer/keepCommittedState()``).
  var committedIsModel = false
  /// The engine's number of the last commit that snapshotted this layer
  /// (``EngineStorage/commits``; a presentation copy notes which one it was copied from, and
  /// ``LayerTreeWeight`` tells the layers of the last commit by it).
  var lastCommit: UInt32 = 0
  var _speed: Float = 1
  /// Usable from inlinable code, as `_position`: `CALayer.opacity`'s getter is inlined into
  /// its callers (a presentation copy's values are read this way, layer after layer).
  @usableFromInline var _opacity: Float = 1
  @usableFromInline var _position = CGPoint.zero
  /// The runtime this layer belongs to (the current one when it was created).
  var runtime: Runtime
  /// The model as of the last commit, when it differs from the model; nil before the first
  /// commit and while `committedIsModel` (read both through ``CALayer/committed``).
  var committedState: CALayer?
  /// The committed animations when every one is plain (``PlainAnimation``), with their values
  /// at the presentation cache's time.
  var plainAnimations = ContiguousArray<PlainAnimation>()
  /// The committed animations prepared for evaluation; rebuilt when attachments change.
  /// Empty when every one is plain: they are in `plainAnimations` instead.
  var renderList = ContiguousArray<CompiledAnimation>()
  /// The presentation last evaluated, and the copy last handed out (`CALayer+Presentation`).
  var presentationCache = PresentationCache()
  /// The superlayer; not retained (the superlayer retains its sublayers) and cleared by the
  /// superlayer's `deinit` and by every removal, so it never dangles. Stored, not computed
  /// over an ``UnownedRef``: a computed member would copy the whole struct out of the layer.
  unowned(unsafe) var _superlayer: CALayer?
  /// The model properties most layers leave at their defaults; nil while every one is.
  /// Copied by reference (presentation copies, committed snapshots): a write to a shared box
  /// writes a copy of it (`Optional.writeBoxed(_:_:isInitial:)`). Here, beside the superlayer:
  /// the local time of every presentation read tests both (the begin time and time offset).
  var rare: PropertyBox<LayerRareProperties>?
  // Timing (CAMediaTiming; a layer is a timed object of infinite duration): `_speed` is with
  // the 4-byte values above, the begin time and time offset most layers leave at 0 are in
  // `rare` (``LayerRareProperties``).
  /// The local time at which an attached animation next starts or ends.
  var nextAnimationEvent = -Double.infinity
  /// Animations in the order they were added (`animationKeys()` order).
  var attached: [CAAnimation] = [] {
    didSet {
      isRenderListValid = false
      engine.storage.presentationGeneration &+= 1
      writtenSinceRefresh = true
    }
  }
  /// On a presentation copy, how it reaches its model (``ModelReference``: directly for the
  /// copy the model caches, else through the model's link); on a model layer, that link, once
  /// made (`.linked`).
  var modelLink: ModelReference?

  // Geometry and appearance a frame reads or animates most; the rest of the model
  // (``LayerRareProperties``) is kept apart, allocated on the first write that is not a
  // default and shared with the layer's copies until one of them writes.
  var _bounds = CGRect.zero
  var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var _sublayers: [CALayer] = [] {
    didSet { writtenSinceRefresh = true }
  }
  /// `CALayer`'s own stored properties (timing, options, `name`, `actions`, `mask`); nil
  /// while every one has its default. Not shared: a layer copy starts without it.
  var own: PropertyBox<LayerOwnProperties>?

  init(runtime: Runtime) {
    self.runtime = runtime
    engine = LayerEngine.of(runtime)
  }
}

extension LayerStorage {
  /// Whether the layer has a superlayer, from the reference's bits: `guard let` on
  /// `_superlayer` retains what it reads, nil included (a call into the runtime for every
  /// root layer's local time).
  var hasSuperlayer: Bool {
    @inline(__always) get { unsafeBitCast(_superlayer, to: UInt.self) != 0 }
  }

  /// Evaluates the plain animations at `time` (the layer's local time) in place, in order,
  /// calling `body` with each once it is evaluated.
  @inline(__always)
  mutating func evaluatePlainAnimations(at time: Double, _ body: (PlainAnimation) -> Void) {
    // A strong local: read through an unretained one, the curve table was copied (its
    // buffers retained and released) for every animation.
    let engine = engine
    plainAnimations.updateEachInPlace { animation in
      animation.evaluate(at: time, curves: engine.storage.curves)
      body(animation)
    }
  }
}

/// Whether two values of a plain type (numbers, geometry, transforms) have the same bytes: a
/// default is only left unwritten when the value read back would be the same (0.0 and −0.0
/// differ).
@inline(__always)
func sameBits<Value>(_ a: Value, _ b: Value) -> Bool {
  withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
}

/// Properties an object keeps out of line because most objects leave them at their defaults
/// (``LayerRareProperties``, ``LayerOwnProperties``, ``RareAnimationProperties``): `init()`
/// gives every default.
protocol BoxedProperties {
  init()
}

/// A box of ``BoxedProperties``, shared by copies and written only when uniquely referenced.
final class PropertyBox<Properties: BoxedProperties> {
  @exclusivity(unchecked) var properties: Properties

  init(_ properties: Properties) { self.properties = properties }
}

extension Optional {
  /// A boxed property: the box's value, or `initial` (the field's default) while there is no
  /// box.
  @inline(__always)
  func boxed<Properties: BoxedProperties, Value>(
    _ field: KeyPath<Properties, Value>, or initial: Value
  ) -> Value where Wrapped == PropertyBox<Properties> {
    if let box = self { return box.properties[keyPath: field] }
    return initial
  }

  /// Writes a boxed property, copying a shared box first; writing `initial` (the field's
  /// default) while there is no box allocates none.
  @inline(__always)
  mutating func writeBoxed<Properties: BoxedProperties, Value>(
    _ field: WritableKeyPath<Properties, Value>, _ value: Value, isInitial: (Value) -> Bool
  ) where Wrapped == PropertyBox<Properties> {
    if self == nil, isInitial(value) { return }
    if !isKnownUniquelyReferenced(&self) {
      self = PropertyBox(self?.properties ?? Properties())
    }
    self.unsafelyUnwrapped.properties[keyPath: field] = value
  }
}

/// A shape layer's model properties (`CAShapeLayer.shapeStorage`).
struct ShapeLayerStorage {
  var _path: CGPath?
  var _fillColor: CGColor? = CGColor.black
  var _strokeColor: CGColor?
  var _lineWidth: CGFloat = 1
  var _strokeStart: CGFloat = 0
  var _strokeEnd: CGFloat = 1
  var _miterLimit: CGFloat = 10
  var _lineDashPhase: CGFloat = 0
}

/// A gradient layer's model properties (`CAGradientLayer.gradientStorage`).
struct GradientLayerStorage {
  var _colors: [Any]?
  var _locations: [NSNumber]?
  var _startPoint = CGPoint(x: 0.5, y: 0)
  var _endPoint = CGPoint(x: 0.5, y: 1)
}

/// A text layer's model properties (`CATextLayer.textStorage`).
struct TextLayerStorage {
  var _fontSize: CGFloat = 36
  var _foregroundColor: CGColor? = CGColor.white
}

// MARK: - Animations

/// An animation's description (`CAAnimation.storage`): the values behind Apple's timing
/// properties, read by the evaluators every frame.
struct AnimationStorage {
  var beginTime: CFTimeInterval = 0
  var duration: CFTimeInterval = 0
  /// Its curve is read through it (a final class's stored property: no dynamic call).
  var timingFunction: CAMediaTimingFunction?
  /// The properties most animations leave at their defaults; nil while every one is. Shared
  /// by copies (`copyState`), copied on the first write to a shared box.
  var rare: PropertyBox<RareAnimationProperties>?
  var isRemovedOnCompletion = true
  /// `fillMode` as one byte when it is one of the four names (the `fillMode` accessor).
  var knownFillMode: FillMode? = .removed
  /// `CAPropertyAnimation`'s flags, here in this struct's tail: after the 24 bytes of the
  /// parsed key path they made the property animation's storage 26 bytes, which put a
  /// `CABasicAnimation`'s values 8 bytes further (176 bytes, 192 with malloc's header and
  /// rounding; 168 and 176 here, and 136 and 144 since the key path and its parse share one
  /// word, ``ParsedKeyPath``).
  var isAdditive = false
  var isCumulative = false

  var speed: Float {
    get { rare.boxed(\.speed, or: 1) }
    set { rare.writeBoxed(\.speed, newValue) { sameBits($0, 1) } }
  }
  var timeOffset: CFTimeInterval {
    get { rare.boxed(\.timeOffset, or: 0) }
    set { rare.writeBoxed(\.timeOffset, newValue) { sameBits($0, 0) } }
  }
  var repeatCount: Float {
    get { rare.boxed(\.repeatCount, or: 0) }
    set { rare.writeBoxed(\.repeatCount, newValue) { sameBits($0, 0) } }
  }
  var repeatDuration: CFTimeInterval {
    get { rare.boxed(\.repeatDuration, or: 0) }
    set { rare.writeBoxed(\.repeatDuration, newValue) { sameBits($0, 0) } }
  }
  var autoreverses: Bool {
    get { rare.boxed(\.autoreverses, or: false) }
    set { rare.writeBoxed(\.autoreverses, newValue) { !$0 } }
  }
  var delegate: CAAnimationDelegate? {
    get { rare.boxed(\.delegate, or: nil) }
    set { rare.writeBoxed(\.delegate, newValue) { $0 == nil } }
  }
  var userValues: [String: Any] {
    get { rare.boxed(\.userValues, or: [:]) }
    set { rare.writeBoxed(\.userValues, newValue) { $0.isEmpty } }
  }
  /// `CABasicAnimation.byValue`.
  var byValue: Any? {
    get { rare.boxed(\.byValue, or: nil) }
    set { rare.writeBoxed(\.byValue, newValue) { $0 == nil } }
  }
}

/// The properties of an animation most animations leave at their defaults
/// (`AnimationStorage.rare`).
struct RareAnimationProperties: BoxedProperties {
  var timeOffset: CFTimeInterval = 0
  var repeatDuration: CFTimeInterval = 0
  var speed: Float = 1
  var repeatCount: Float = 0
  var autoreverses = false
  var delegate: CAAnimationDelegate?
  var userValues: [String: Any] = [:]
  var byValue: Any?
  /// A fill mode that is none of Core Animation's four names (`AnimationStorage.fillMode`).
  var otherFillMode: String?
}

/// A property animation's own description (`CAPropertyAnimation.propertyStorage`).
struct PropertyAnimationStorage {
  /// The key path and its parse, in one word (``ParsedKeyPath``).
  var parsedKeyPath = ParsedKeyPath.none
}

/// A basic animation's values converted to the animated property's kind, once
/// (`CABasicAnimation.basicStorage`): filled on the first evaluation, never through an open
/// access.
struct BasicAnimationStorage {
  /// Boxed: a plain animation's compile reads its values without keeping them
  /// (``CompiledAnimation``), so most animations never fill it.
  var converted: ConvertedBasicValues?
}

/// `fromValue`, `toValue` and `byValue` converted to the animated property's kind.
final class ConvertedBasicValues {
  let values: (from: LayerValue?, to: LayerValue?, by: LayerValue?)

  init(_ values: (from: LayerValue?, to: LayerValue?, by: LayerValue?)) { self.values = values }
}

/// An attached animation's lifecycle (`CAAnimation.attachment`), kept in the copy
/// `CALayer.add(_:forKey:)` made, which is the record of its attachment: the key it was added
/// under, the begin time the commit resolves, the lifecycle's flags and the base key it writes.
/// Never copied (a copy starts with none). The rest of its resolved timing is the copy's own
/// storage (``CAAnimation/attachedTiming``); the end time is derived, not kept. 28 bytes,
/// which make a `CABasicAnimation` 168 bytes, a 176-byte chunk: the copy (144) and a record of
/// its own (80) were 224.
struct AttachmentStorage {
  var key: String? = nil
  /// The begin time, resolved by the commit when it was 0 ("now", a.6).
  var beginTime: Double = 0
  /// Whether the transaction that added it has committed (before that it is not applied).
  var isCommitted = false
  var didStart = false
  var didStop = false
  /// The base key the animation writes, when it writes exactly one.
  var base: LayerKey? = nil
}

// MARK: - Engine and evaluation

/// The engine's transaction stack and the frame's work lists (`LayerEngine.storage`).
///
/// `dirty`, `pending` and `queuedStops` are taken (copied, then emptied) before the work that
/// may append to them runs; the others are iterated over a copy (`for … in`) or written by
/// whole value.
struct EngineStorage {
  /// Open transactions, outermost first; the first may be the implicit one.
  var stack: [TransactionFrame] = []
  /// The turn of the last commit, and how many commits there were: each layer a commit
  /// snapshots notes its number (``LayerStorage/lastCommit``), so the layers of the last
  /// commit (``LayerTreeWeight``'s layers changed per frame) are known without a list.
  var lastCommitTurn = -1
  var commits: UInt32 = 0
  /// Layers changed since the last commit.
  var dirty: [CALayer] = []
  /// The layer of each animation added since the last commit (its record: the list's end).
  var pending: [CALayer] = []
  /// Layers with attached animations.
  var animated: [CALayer] = []
  /// For each of `animated`, the media time of its next animation event (a start or an end),
  /// so a frame without events costs one comparison per layer.
  var eventTimes: [Double] = []
  /// Set when a layer's timing (speed, begin time, time offset) or the tree changes: media
  /// times of events must be recomputed.
  var timingChanged = false {
    didSet {
      if timingChanged {
        isRenderStoreValid = false
        presentationGeneration &+= 1
      }
    }
  }
  /// Changes whenever a presentation may change other than by the clock moving: a commit, an
  /// animation attached or detached, a timing or tree change. Layers cache their presentation
  /// for one generation and media time (`PresentationCache`).
  var presentationGeneration: UInt64 = 1
  /// The timing curves of plain animations (``PlainAnimation``, the render store), kept for
  /// the engine's life so that indices stay valid; at most `CurveTable.engineLimit`.
  var curves = CurveTable()
  /// Every running animation of every animated layer, for ``PresentationRenderer``: the
  /// plain ones as slim entries, the rest through their compiled form.
  var store = RenderStore()
  var isRenderStoreValid = false
  /// The transaction completion blocks an animation waits for, by its attachment (only those
  /// that joined one; out of the record, whose every animation would carry the list). The
  /// record is kept with them, so its identifier is its own until the entry goes at its stop.
  var completionWaits: [ObjectIdentifier: (record: CAAnimation, groups: [CompletionGroup])] =
    [:]
  /// Stops from removals, delivered in the next animate phase.
  var queuedStops: [(CAAnimation, Bool)] = []
  /// The key paths `presentationValue(forKeyPath:)` read last, parsed.
  var keyPaths = KeyPathCache()
  /// The model values kept before the writes now running their actions, by layer
  /// (``KeptLayerValue``); empty but for the length of a write whose layer's delegate collects
  /// changes.
  var valuesBeforeChange: [ObjectIdentifier: KeptLayerValue] = [:]
}

/// What the general evaluation path reads and writes (`PresentationTarget.storage`).
struct TargetStorage {
  var model: CALayer?
  var overlay = PresentationOverlay()
}

/// The last layer a ``PresentationEvaluator`` evaluated and its values as they were then
/// (`PresentationEvaluator.storage`); `plain` is only searched in place.
struct EvaluatorStorage {
  var layer: CALayer?
  var plain = ContiguousArray<PlainAnimation>()
  var values = PresentationOverlay()
}
