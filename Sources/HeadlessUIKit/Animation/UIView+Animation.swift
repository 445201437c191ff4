// Block animations: inside UIView.animate(...) a view answers its layer's action look-up with
// UIKit's action for the key (additive for geometry since iOS 8), so property changes animate
// through Core Animation's own machinery; outside it answers NSNull (no implicit animation),
// as UIKit's views do (Docs/Semantics/UIKit.md §15).

extension UIView {
  /// Animates the changes made in `animations` over `duration` seconds after `delay`.
  ///
  /// The view properties UIKit animates (frame, bounds, center, transform, corner radius:
  /// additively, from old − new to zero; alpha, backgroundColor, anchor point, shadow
  /// opacity: from the old model value, or the presentation with `.beginFromCurrentState`)
  /// get `CABasicAnimation`s; other layer properties change at once (Docs/Semantics/UIKit.md
  /// §15). `completion` runs once, when all of them have stopped, with
  /// `true` when every one ran to its end (false when one was removed or replaced); when the
  /// block animated nothing it runs at the next turn with `true`, as UIKit calls it "at the
  /// beginning of the next run loop cycle".
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let cycle = DisplayCycle.current
    let delay = checkedTimes(
      cycle, "UIView.animate(withDuration: \(duration), delay: \(delay))", duration, delay)
    let block = AnimationBlock(
      duration: duration, delay: delay, options: options,
      enabled: cycle.animationsEnabled && duration.isFinite && duration > 0,
      completion: completion)
    cycle.animationBlocks.append(block)
    animations()
    cycle.animationBlocks.removeLast()
    block.seal(cycle)
  }

  /// ``animate(withDuration:delay:options:animations:completion:)`` without delay or options.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// A spring animation: the same as the timed form, with a `CASpringAnimation` of damping
  /// ratio `dampingRatio` settling in about `duration`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let cycle = DisplayCycle.current
    let delay = checkedTimes(
      cycle,
      "UIView.animate(withDuration: \(duration), delay: \(delay), usingSpringWithDamping:)",
      duration, delay)
    let block = AnimationBlock(
      duration: duration, delay: delay, options: options,
      enabled: cycle.animationsEnabled && duration.isFinite && duration > 0,
      completion: completion)
    block.spring = (dampingRatio, velocity)
    cycle.animationBlocks.append(block)
    animations()
    cycle.animationBlocks.removeLast()
    block.seal(cycle)
  }

  /// Reports a duration or delay that is NaN, infinite or negative (Docs/Misuse.md §1) and
  /// returns the delay to use: the given one, or 0 when it is unusable.
  ///
  /// UIKit documents that a duration of 0 or less makes the changes without animation; a NaN
  /// or infinite one is treated the same (the completion still runs, at the next turn).
  private static func checkedTimes(
    _ cycle: DisplayCycle, _ call: String, _ duration: TimeInterval, _ delay: TimeInterval
  ) -> TimeInterval {
    if !(duration.isFinite && duration >= 0) {
      cycle.runtime.record(
        .diagnostic,
        "\(call): duration must be a finite number >= 0; the changes are made at once, "
          + "without animation")
    }
    guard delay.isFinite && delay >= 0 else {
      cycle.runtime.record(
        .diagnostic,
        "\(call): delay must be a finite number >= 0; the animations start without delay")
      return 0
    }
    return delay
  }

  /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let cycle = DisplayCycle.current
    cycle.animationBlocks.append(AnimationBlock.disabled)
    actionsWithoutAnimation()
    cycle.animationBlocks.removeLast()
  }

  /// Whether animation blocks animate (per runtime; true by default).
  public static var areAnimationsEnabled: Bool { DisplayCycle.current.animationsEnabled }

  /// Turns block animations on or off for the current runtime.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    DisplayCycle.current.animationsEnabled = enabled
  }

  /// The duration of the innermost animation block, or 0 outside one.
  public static var inheritedAnimationDuration: TimeInterval {
    guard let block = DisplayCycle.current.animationBlocks.last, block.animates else { return 0 }
    return block.duration
  }

  /// Options of block animations (UIKit's `UIView.AnimationOptions`). ScreenLab honours the
  /// curve, `repeat`, `autoreverse` and `beginFromCurrentState` (absolute animations start
  /// from the presentation value instead of the old model value; additive ones are not
  /// affected); the others are stored only.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve the options select.
    var timingFunctionName: CAMediaTimingFunctionName {
      switch (rawValue >> 16) & 3 {
      case 1: return .easeIn
      case 2: return .easeOut
      case 3: return .linear
      default: return .easeInEaseOut
      }
    }
  }
}

extension UIView: @preconcurrency LayerChangeCollector {
  /// Inside an animating block the layer keeps each property's old model value for this
  /// view's action: UIKit animates from the model value, not from the screen.
  package var collectsLayerChanges: Bool { cycle.animationBlocks.last?.animates == true }
}

extension UIColor: CGColorConvertible {
  /// The colour as a `CGColor`: a `UIColor` given to a layer through key-value coding
  /// (`setValue(_:forKeyPath: "backgroundColor")`) or as an animation value stands for it.
  public var cgColorValue: CGColor { cgColor }
}
