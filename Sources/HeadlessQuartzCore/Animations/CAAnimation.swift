/// The abstract animation: timing, a timing curve, a delegate (Core Animation's `CAAnimation`).
///
/// Adding an animation to a layer copies it (`CALayer.add(_:forKey:)`), so changing the
/// object afterwards changes nothing on screen.
open class CAAnimation: CAMediaTiming, CAAction, CustomStringConvertible {
  /// The animation's description (``AnimationStorage``, this module's unchecked storage).
  @exclusivity(unchecked) var storage = AnimationStorage()
  /// Its attachment, when it is the copy `CALayer.add(_:forKey:)` attached, which is the
  /// record of it (``AttachmentStorage``, never copied).
  @exclusivity(unchecked) var attachment = AttachmentStorage()

  open var beginTime: CFTimeInterval {
    get { storage.beginTime }
    set { storage.beginTime = newValue }
  }
  open var duration: CFTimeInterval {
    get { storage.duration }
    set { storage.duration = newValue }
  }
  open var speed: Float {
    get { storage.speed }
    set { storage.speed = newValue }
  }
  open var timeOffset: CFTimeInterval {
    get { storage.timeOffset }
    set { storage.timeOffset = newValue }
  }
  open var repeatCount: Float {
    get { storage.repeatCount }
    set { storage.repeatCount = newValue }
  }
  open var repeatDuration: CFTimeInterval {
    get { storage.repeatDuration }
    set { storage.repeatDuration = newValue }
  }
  open var autoreverses: Bool {
    get { storage.autoreverses }
    set { storage.autoreverses = newValue }
  }
  open var fillMode: CAMediaTimingFillMode {
    get { storage.fillMode }
    set { storage.fillMode = newValue }
  }
  /// The curve from time to progress; nil is linear.
  open var timingFunction: CAMediaTimingFunction? {
    get { storage.timingFunction }
    set { storage.timingFunction = newValue }
  }
  /// Whether the animation is removed once its active duration has elapsed (default true).
  open var isRemovedOnCompletion: Bool {
    get { storage.isRemovedOnCompletion }
    set { storage.isRemovedOnCompletion = newValue }
  }
  /// Told when the animation starts and stops. Retained, as in Core Animation.
  open var delegate: CAAnimationDelegate? {
    get { storage.delegate }
    set { storage.delegate = newValue }
  }
  /// The timing function's curve, read without a dynamic call on every frame.
  final var timingCurve: UnitBezier? { storage.timingFunction?.curve }

  public required init() {}

  /// A new animation with default values (Core Animation's `+animation`).
  open class func animation() -> Self { Self() }

  /// The default value of a property (Core Animation's `defaultValue(forKey:)`).
  open class func defaultValue(forKey key: String) -> Any? {
    switch key {
    case "speed": return Float(1)
    case "isRemovedOnCompletion", "removedOnCompletion": return true
    default: return nil
    }
  }

  /// A copy of the animation with the same values (`NSCopying`).
  open func copy() -> Any {
    let copy = type(of: self).init()
    copy.copyState(from: self)
    return copy
  }

  /// Copies every property of `other` (its whole description, the timing curve and the
  /// key-value pairs with it); subclasses extend it.
  func copyState(from other: CAAnimation) {
    storage = other.storage
  }

  /// A value stored under `key` with ``setValue(_:forKey:)`` (animations are key-value
  /// coding compliant for arbitrary keys, often used to tag them).
  open func value(forKey key: String) -> Any? { storage.userValues[key] }

  /// Stores `value` under `key`.
  open func setValue(_ value: Any?, forKey key: String) { storage.userValues[key] = value }

  /// The value at `keyPath` (key-value coding, CoreAnimation.md (s)): the value of its first
  /// key; a further key is looked up in that value when it is an animation, a layer or a
  /// string-keyed dictionary, else the answer is nil.
  open func value(forKeyPath keyPath: String) -> Any? {
    guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
    let rest = String(keyPath[keyPath.index(after: dot)...])
    switch value(forKey: String(keyPath[..<dot])) {
    case let animation as CAAnimation: return animation.value(forKeyPath: rest)
    case let layer as CALayer: return layer.value(forKeyPath: rest)
    case let dictionary as [String: Any]: return dictionary[rest]
    default: return nil
    }
  }

  /// Sets the value at `keyPath`: under its only key, else at the rest of the path in the
  /// animation or layer its first key holds (nothing happens for another value).
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
    let rest = String(keyPath[keyPath.index(after: dot)...])
    switch self.value(forKey: String(keyPath[..<dot])) {
    case let animation as CAAnimation: animation.setValue(value, forKeyPath: rest)
    case let layer as CALayer: layer.setValue(value, forKeyPath: rest)
    default: break
    }
  }

  /// Whether `key` should be archived; kept for source compatibility.
  open func shouldArchiveValue(forKey key: String) -> Bool { true }

  /// Adds a copy of the animation to `anObject` (a layer) under `event` (`CAAction`).
  open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }

  open var description: String { "\(type(of: self))(duration: \(duration))" }

  // MARK: - Evaluation (engine)

  /// The key paths this animation writes, for `presentation` look-ups.
  var animatedKeyPaths: [String] { [] }

  /// Applies the animation at `parentTime` (its layer's local time) to `target`.
  func apply(at parentTime: Double, timing: MediaTiming, to target: PresentationTarget) {}

  /// Progress after the timing function, or nil when not applied at `parentTime`, with the
  /// local time. The curved progress may leave [0, 1] (a curve whose y overshoots); the
  /// uncurved `LocalTime.progress` alone decides the exact ends (CoreAnimation.md k.1).
  func curvedProgress(at parentTime: Double, timing: MediaTiming) -> (Double, LocalTime)? {
    guard let local = timing.localTime(at: parentTime) else { return nil }
    let curved = timingCurve.map { $0.value(at: local.progress) } ?? local.progress
    return (curved, local)
  }
}

/// Why `CALayer.add(_:forKey:)` refused an animation (`CAAnimation.attach(key:defaultDuration:)`).
struct TimingRefusal: Error {
  let reason: String

  init(_ reason: String) { self.reason = reason }
}

/// What an animation reads and writes while the presentation is computed.
///
/// `current` is the presentation value so far (the committed model value with earlier
/// animations applied), `modelValue` the committed model value (Docs/Semantics/CoreAnimation.md
/// §c.1, §g). Results go to an overlay of base-key values; nothing is written to a layer until a
/// presentation copy is asked for.
final class PresentationTarget {
  /// The model and the overlay (``TargetStorage``, this module's unchecked storage).
  @exclusivity(unchecked) var storage = TargetStorage()

  init(model: CALayer?) { storage.model = model }

  /// Starts a new evaluation against `model`, keeping the overlay's storage.
  func reset(model: CALayer) {
    storage.model = model
    storage.overlay.removeAll()
  }

  func current(_ ref: KeyPathRef) -> LayerValue? {
    guard let base = storage.overlay.value(ref.base) ?? storage.model?.baseValue(for: ref.base)
    else { return nil }
    guard let component = ref.component else { return base }
    return CALayer.component(component, of: base)
  }

  func modelValue(_ ref: KeyPathRef) -> LayerValue? { storage.model?.layerValue(ref) }

  func set(_ ref: KeyPathRef, _ value: LayerValue) {
    guard let component = ref.component else {
      storage.overlay.set(ref.base, value)
      return
    }
    guard let whole = current(KeyPathRef(base: ref.base)),
      let updated = CALayer.replacing(component, of: whole, with: value)
    else { return }
    storage.overlay.set(ref.base, updated)
  }

  /// Ends an evaluation: lets go of the model and of the overlay's values.
  func finish() {
    storage.model = nil
    storage.overlay.removeAll()
  }
}
