extension Spring {
  /// SwiftUI's `Spring(response:dampingRatio:)`: `init(response:dampingFraction:)` under
  /// SwiftUI's other parameter name (Docs/Semantics/SwiftUI.md §2.6).
  public init(response: Double, dampingRatio: Double) {
    self.init(response: response, dampingFraction: dampingRatio)
  }

  /// SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)`.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool) {
    self.init(
      mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: allowOverDamping)
  }

  /// The perceptual duration (SwiftUI's `Spring.duration`), 2π/ω0 (Docs/Semantics/SwiftUI.md §2.6:
  /// duration ≡ response).
  public var duration: Double { 2 * Double.pi / naturalFrequency }

  /// The spring's response (equal to ``duration``).
  public var response: Double { duration }

  /// The value of a spring animating from 0 to `target`, `time` seconds after it started
  /// (SwiftUI's `Spring.value(target:time:)`), by the closed forms of `displacement(at:)`.
  public func value(target: Double, time: Double) -> Double { target * displacement(at: time) }

  /// The velocity of a spring animating from 0 to `target`, `time` seconds after it started.
  public func velocity(target: Double, time: Double) -> Double { target * velocity(at: time) }
}
