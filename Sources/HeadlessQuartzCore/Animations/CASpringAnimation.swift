import Runtime

/// A basic animation whose progress follows a damped spring (Core Animation's
/// `CASpringAnimation`).
///
/// The spring shapes the interpolation fraction: at time fraction y of `duration` the value is
/// `from + (to − from) × q(y × duration)` with q the spring's normalised displacement
/// (Docs/Semantics/CoreAnimation.md §c.2, §e.2); it may overshoot. `duration` is not derived from
/// the physics: set it to ``settlingDuration`` to see the whole motion, or the motion is cut off
/// (e.1).
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring; values `<= 0` fall back to 1 (e.1).
  open var mass: CGFloat = 1
  /// The spring constant; values `<= 0` fall back to 100.
  open var stiffness: CGFloat = 100
  /// The friction; negative values fall back to 10.
  open var damping: CGFloat = 10
  /// The initial speed, in from→to distances per second, positive towards `to`.
  open var initialVelocity: CGFloat = 0
  /// Whether damping ratios above 1 give a true over-damped curve (false: critically damped).
  open var allowsOverdamping = false

  /// The iOS 17 initializer: a spring that feels `perceptualDuration` long, with `bounce`
  /// (e.4). Sets `allowsOverdamping` and `duration = settlingDuration`.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let spring = Spring(perceptualDuration: perceptualDuration, bounce: Double(bounce))
    mass = CGFloat(spring.mass)
    stiffness = CGFloat(spring.stiffness)
    damping = CGFloat(spring.damping)
    allowsOverdamping = true
    duration = settlingDuration
  }

  /// The spring as the runtime's model, with invalid values replaced by defaults (e.1).
  public var spring: Spring {
    Spring(
      mass: mass > 0 ? Double(mass) : 1, stiffness: stiffness > 0 ? Double(stiffness) : 100,
      damping: damping >= 0 ? Double(damping) : 10, initialVelocity: Double(initialVelocity),
      allowsOverdamping: allowsOverdamping)
  }

  /// How long until the spring stays within 0.001 of its target (e.3), divided by `speed`.
  open var settlingDuration: CFTimeInterval {
    guard speed != 0 else { return Double(Float.greatestFiniteMagnitude) }
    return min(spring.settlingDuration / Double(abs(speed)), Double(Float.greatestFiniteMagnitude))
  }

  /// The duration the spring is perceived to take: 2π√(m/k).
  open var perceptualDuration: CFTimeInterval { spring.perceptualDuration }
  /// The bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
  open var bounce: CGFloat { CGFloat(spring.bounce) }

  /// The basic animation's copy with the spring's settings.
  open override func copy() -> Any {
    let copy = super.copy()
    if let spring = copy as? CASpringAnimation {
      carrySettings(
        \.mass, \.stiffness, \.damping, \.initialVelocity, \.allowsOverdamping, from: self,
        to: spring)
    }
    return copy
  }

  override func shape(_ y: Double, duration: Double) -> Double {
    spring.displacement(at: y * duration)
  }
}
