extension Spring {
  /// SwiftUI's `Spring(duration:bounce:)` (Docs/Semantics/CoreAnimation.md §i).
  ///
  /// The duration is the perceptual duration, i.e. the response: ω0 = 2π/duration with exact π,
  /// ζ = 1 − bounce for bounce >= 0 and 1/(1 + bounce) below; see
  /// ``init(response:dampingFraction:)``. Unlike Core Animation's
  /// ``init(perceptualDuration:bounce:)`` this uses exact π rather than CA's literals.
  /// - Parameters:
  ///   - duration: the perceptual duration in seconds.
  ///   - bounce: 0 for critical damping, up to 1 bouncier, down to −1 over-damped.
  public init(duration: Double, bounce: Double) {
    self.init(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }

  /// `Animation.default` since iOS 17: `spring(response: 0.55, dampingFraction: 1.0)` (i).
  public static let swiftUIDefault = Spring(response: 0.55, dampingFraction: 1)

  /// `Animation.spring(response:dampingFraction:blendDuration:)` with its default arguments,
  /// response 0.5 and dampingFraction 0.825 (i [U]: the documented values; older SDK interfaces
  /// show response 0.55).
  public static let swiftUISpringDefaults = Spring(response: 0.5, dampingFraction: 0.825)

  /// `Animation.interactiveSpring()`: response 0.15, dampingFraction 0.86 (i); its blend
  /// duration is ``interactiveBlendDuration``.
  public static let interactive = Spring(response: 0.15, dampingFraction: 0.86)

  /// The blend duration of `Animation.interactiveSpring()`, 0.25 s (i).
  public static let interactiveBlendDuration = 0.25

  /// `Animation.smooth`: duration 0.5, bounce 0 (i).
  public static let smooth = Spring(duration: 0.5, bounce: 0)

  /// `Animation.snappy`: duration 0.5, bounce 0.15 (i).
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)

  /// `Animation.bouncy`: duration 0.5, bounce 0.3 (i).
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}
