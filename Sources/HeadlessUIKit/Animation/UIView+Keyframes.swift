// Keyframe block animations (UIKit's `UIView.animateKeyframes` and `addKeyframe`,
// Docs/Semantics/UIKit.md §76).

extension UIView {
  /// The options of a keyframe animation (UIKit's `UIView.KeyframeAnimationOptions`): the
  /// block options' low bits, and how values between keyframes are computed.
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = Self(rawValue: 1 << 0)
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    public static let `repeat` = Self(rawValue: 1 << 3)
    public static let autoreverse = Self(rawValue: 1 << 4)
    public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
    public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
    public static let calculationModeLinear = Self(rawValue: 0 << 10)
    public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
    public static let calculationModePaced = Self(rawValue: 2 << 10)
    public static let calculationModeCubic = Self(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)
  }

  /// A keyframe animation: `animations` adds keyframes with
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``. ScreenLab animates
  /// the whole block as one linear block animation of `duration` after `delay` (the options'
  /// repeat, autoreverse and current-state bits carried over): every animated property goes
  /// from its value before the block to its value after the last keyframe, and `completion`
  /// runs when that ends. The keyframes' own start times and durations, and the values in
  /// between, are not modelled (§76).
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let shared = AnimationOptions(rawValue: options.rawValue & 0x3FF).union(.curveLinear)
    animate(
      withDuration: duration, delay: delay, options: shared,
      animations: {
        DisplayCycle.current.animationBlocks.last?.keepsFirstFromValue = true
        animations()
      }, completion: completion)
  }

  /// A keyframe of the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``
  /// block, starting at `frameStartTime` and lasting `frameDuration` (fractions of the
  /// block's duration): its changes join the block's animation (§76).
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }
}
