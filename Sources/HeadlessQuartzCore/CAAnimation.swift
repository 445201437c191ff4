/// The abstract animation: timing, a timing curve, a delegate (Core Animation's `CAAnimation`).
///
/// Adding an animation to a layer copies it (`CALayer.add(_:forKey:)`), so changing the
/// object afterwards changes nothing on screen.
open class CAAnimation: CAMediaTiming, CAAction, CustomStringConvertible {
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed
  /// The curve from time to progress; nil is linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the animation is removed once its active duration has elapsed (default true).
  open var isRemovedOnCompletion = true
  /// Told when the animation starts and stops. Retained, as in Core Animation.
  open var delegate: CAAnimationDelegate?
  private var userValues: [String: Any] = [:]

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

  /// Copies every property of `other`; subclasses extend it.
  func copyState(from other: CAAnimation) {
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
    delegate = other.delegate
    userValues = other.userValues
  }

  /// A value stored under `key` with ``setValue(_:forKey:)`` (animations are key-value
  /// coding compliant for arbitrary keys, often used to tag them).
  open func value(forKey key: String) -> Any? { userValues[key] }

  /// Stores `value` under `key`.
  open func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }

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

  /// Gives `duration <= 0` its default (a.2), here and in children.
  func resolveDefaultDuration(_ duration: Double) {
    if self.duration <= 0 { self.duration = duration }
  }

  /// Progress after the timing function, or nil when not applied at `parentTime`.
  func curvedProgress(at parentTime: Double, timing: MediaTiming) -> (Double, LocalTime)? {
    guard let local = timing.localTime(at: parentTime) else { return nil }
    let curved = timingFunction.map { $0.curve.value(at: local.progress) } ?? local.progress
    return (curved, local)
  }
}

/// What an animation reads and writes while the presentation is computed.
///
/// `current` is the presentation value so far (the committed model value with earlier
/// animations applied), `model` the committed model value (core-animation.md c.1, g).
final class PresentationTarget {
  let layer: CALayer
  let model: CALayer

  init(layer: CALayer, model: CALayer) {
    self.layer = layer
    self.model = model
  }

  func current(_ keyPath: String) -> LayerValue? { layer.layerValue(forKeyPath: keyPath) }
  func modelValue(_ keyPath: String) -> LayerValue? { model.layerValue(forKeyPath: keyPath) }
  func set(_ keyPath: String, _ value: LayerValue) {
    layer.setLayerValue(value, forKeyPath: keyPath)
  }
}
