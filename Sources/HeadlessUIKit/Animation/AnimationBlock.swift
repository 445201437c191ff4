/// One open `UIView.animate` (or `performWithoutAnimation`) block: the parameters of the
/// animations it creates and the count of those still running, for its completion.
@MainActor
final class AnimationBlock: @preconcurrency CAAnimationDelegate {
  /// The parameters: fixed for a block, set by `UIView.setAnimation…` calls between
  /// `beginAnimations` and `commitAnimations` (UIView+BeginCommit.swift).
  var duration: Double
  var delay: Double
  var options: UIView.AnimationOptions
  /// Whether changes in the block animate (false for `performWithoutAnimation`, duration 0,
  /// or animations disabled).
  var animates: Bool
  /// How many times the animations repeat (`setAnimationRepeatCount(_:)`; 0: the options say).
  var repeatCount: Float = 0
  /// Whether the block was opened by `UIView.beginAnimations(_:context:)`.
  var beganByCall = false
  var spring: (damping: CGFloat, velocity: CGFloat)?
  /// Whether a property changed again in the block keeps animating from its value before the
  /// block's first change (keyframe blocks, Docs/Semantics/UIKit.md §76).
  var keepsFirstFromValue = false
  /// The first from-values of a keyframe block, by layer and key.
  var firstFromValues: [ObjectIdentifier: [String: Any]] = [:]
  /// How many of this block's animations a later keyframe of the block replaced.
  var ownReplacements = 0
  private var completion: ((Bool) -> Void)?
  private var running = 0
  private var allFinished = true
  private var sealed = false
  private weak var cycle: DisplayCycle?

  static var disabled: AnimationBlock {
    AnimationBlock(duration: 0, delay: 0, options: [], enabled: false, completion: nil)
  }

  init(
    duration: Double, delay: Double, options: UIView.AnimationOptions, enabled: Bool,
    completion: ((Bool) -> Void)?
  ) {
    self.duration = duration
    self.delay = delay
    self.options = options
    self.animates = enabled
    self.completion = completion
  }

  /// The action for a change of `key` on a view's `layer` inside this block
  /// (Docs/Semantics/UIKit.md §15): an additive action for the geometry keys, a
  /// `CABasicAnimation` for opacity, background colour, anchor point and shadow opacity, and
  /// `NSNull` for every other key (they change at once, as on iOS).
  func action(for layer: CALayer, key: String, now: Double) -> CAAction {
    if Self.additiveKeys.contains(key) {
      // The old model value; asked without a change (a direct call), the current one.
      guard
        let old = layer.modelValueBeforeChange(forKey: key)
          ?? layer.modelLayerValue(forKeyPath: key)
      else { return NSNull() }
      return AdditiveAnimationAction(block: self, old: old, now: now)
    }
    guard Self.absoluteKeys.contains(key) else { return NSNull() }
    let animation = makeAnimation(keyPath: key, layer: layer, now: now)
    // From the model value the property had, or with `.beginFromCurrentState` from what is
    // on screen now.
    var from =
      options.contains(.beginFromCurrentState)
      ? layer.presentationValue(forKeyPath: key)
      : layer.modelValueBeforeChange(forKey: key) ?? layer.modelLayerValue(forKeyPath: key)
    if keepsFirstFromValue {
      let id = ObjectIdentifier(layer)
      if let first = firstFromValues[id]?[key] {
        // This block's earlier animation of the key is replaced, not interrupted.
        from = first
        ownReplacements += 1
      } else {
        firstFromValues[id, default: [:]][key] = from
      }
    }
    animation.fromValue = from.map { Self.boxed($0, key: key) }
    running += 1
    return animation
  }

  /// The keys UIKit animates additively since iOS 8 (position, bounds, transform and, since
  /// iOS 11, the corner radius), whatever the options.
  static let additiveKeys: Set<String> = ["position", "bounds", "transform", "cornerRadius"]
  /// The keys UIKit animates from an absolute value (opacity, background colour and, since iOS
  /// 11 and 13, the anchor point and the shadow opacity).
  static let absoluteKeys: Set<String> = [
    "opacity", "backgroundColor", "anchorPoint", "shadowOpacity",
  ]

  /// A basic or spring animation of `keyPath` with the block's timing, without values.
  func makeAnimation(keyPath: String, layer: CALayer, now: Double) -> CABasicAnimation {
    let animation: CABasicAnimation
    if let spring {
      let springAnimation = CASpringAnimation(keyPath: keyPath)
      // A damping ratio ζ with mass 1: stiffness from the duration, damping = 2ζ√k.
      let omega = 2 * Double.pi / max(duration, 1e-3)
      springAnimation.stiffness = CGFloat(omega * omega)
      springAnimation.damping = 2 * spring.damping * CGFloat(omega)
      springAnimation.initialVelocity = spring.velocity
      animation = springAnimation
    } else {
      animation = CABasicAnimation(keyPath: keyPath)
      animation.timingFunction = CAMediaTimingFunction(name: options.timingFunctionName)
    }
    animation.duration = duration
    // UIKit fills both ways: a delayed animation shows its start value during the delay.
    animation.fillMode = .both
    if delay > 0 { animation.beginTime = layer.convertTime(now, from: nil) + delay }
    if options.contains(.repeat) { animation.repeatCount = .infinity }
    if repeatCount > 0 { animation.repeatCount = repeatCount }
    if options.contains(.autoreverse) { animation.autoreverses = true }
    animation.delegate = self
    return animation
  }

  /// `value` as the type UIKit's animations carry for `key`: `Float` for the opacities,
  /// `CGFloat` for other numbers, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGColor`.
  static func boxed(_ value: Any, key: String) -> Any {
    if let number = value as? CGFloat, key == "opacity" || key == "shadowOpacity" {
      return Float(number)
    }
    return value
  }

  /// One more animation of this block is running (added by an additive action).
  func joined() { running += 1 }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    running -= 1
    if !flag {
      if ownReplacements > 0 { ownReplacements -= 1 } else { allFinished = false }
    }
    fireIfDone()
  }

  /// The block's closure returned: no animation joins from now on.
  func seal(_ cycle: DisplayCycle) {
    sealed = true
    self.cycle = cycle
    guard running == 0, let completion else { return }
    self.completion = nil
    cycle.scheduleCompletion { completion(true) }
  }

  private func fireIfDone() {
    guard sealed, running <= 0, let completion else { return }
    self.completion = nil
    completion(allFinished)
  }
}

/// UIKit's action for an additive key (iOS 8 and later): when run, it adds an additive
/// `CABasicAnimation` from `old − new` to zero under a key of its own, so an animation already
/// running on the property keeps running and the two add up (Docs/Semantics/UIKit.md §15).
/// `bounds` gets two, for `bounds.origin` and `bounds.size`.
@MainActor
final class AdditiveAnimationAction: @preconcurrency CAAction {
  private let block: AnimationBlock
  private let old: Any
  private let now: Double

  init(block: AnimationBlock, old: Any, now: Double) {
    self.block = block
    self.old = old
    self.now = now
  }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let layer = anObject as? CALayer, let new = layer.modelLayerValue(forKeyPath: event)
    else { return }
    for (keyPath, from, zero) in Self.differences(old, new, key: event) {
      let animation = block.makeAnimation(keyPath: keyPath, layer: layer, now: now)
      animation.isAdditive = true
      animation.fromValue = from
      animation.toValue = zero
      block.joined()
      layer.add(animation, forKey: Self.freeKey(keyPath, on: layer))
    }
  }

  /// The additive animations' key paths with their `fromValue` (old − new) and `toValue`
  /// (zero); a transform's difference is `old × new⁻¹`, which the layer concatenates before
  /// the model transform.
  static func differences(_ old: Any, _ new: Any, key: String) -> [(String, Any, Any)] {
    switch (old, new) {
    case (let a as CGPoint, let b as CGPoint):
      return [(key, CGPoint(x: a.x - b.x, y: a.y - b.y), CGPoint.zero)]
    case (let a as CGRect, let b as CGRect):
      let origin = CGPoint(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y)
      let size = CGSize(width: a.width - b.width, height: a.height - b.height)
      return [(key + ".origin", origin, CGPoint.zero), (key + ".size", size, CGSize.zero)]
    case (let a as CATransform3D, let b as CATransform3D):
      return [(key, CATransform3DConcat(a, CATransform3DInvert(b)), CATransform3DIdentity)]
    case (let a as CGFloat, let b as CGFloat):
      return [(key, a - b, CGFloat(0))]
    default:
      return []
    }
  }

  /// `keyPath` when no animation on `layer` uses it, else `keyPath-2`, `keyPath-3`, … (the
  /// first free one).
  static func freeKey(_ keyPath: String, on layer: CALayer) -> String {
    let used = Set(layer.animationKeys() ?? [])
    guard used.contains(keyPath) else { return keyPath }
    var index = 2
    while used.contains("\(keyPath)-\(index)") { index += 1 }
    return "\(keyPath)-\(index)"
  }
}
