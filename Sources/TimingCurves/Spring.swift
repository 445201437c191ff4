/// Damped harmonic oscillator on the normalised displacement (Docs/Semantics/CoreAnimation.md
/// §e.2), mass-spring-damper as Core Animation and SwiftUI define it.
///
/// The motion solves m·q″ + c·q′ + k·(q − 1) = 0 with q(0) = 0 and q′(0) = `initialVelocity`
/// (Docs/Semantics/CoreAnimation.md §e.2): q is the fraction of the from→to distance covered, 0 at
/// the start and 1 at the target. Units: `mass` in arbitrary mass units (only the ratios k/m and
/// c/m matter), `stiffness` in mass units per second², `damping` in mass units per second,
/// `initialVelocity` and ``velocity(at:)`` in from→to distances per second, times in seconds.
///
/// Invalid parameters fall back to Core Animation's defaults as its setters do (e.1): mass <= 0,
/// stiffness <= 0 and damping < 0. This type also treats NaN (and an infinite mass) as invalid.
/// An infinite stiffness (what ``init(perceptualDuration:bounce:)`` gives for a duration <= 0,
/// e.4) is kept and makes an *instant* spring that is at the target for every t > 0; an infinite
/// damping with `allowsOverdamping` makes a spring that never moves.
///
/// With ζ > 1 and `allowsOverdamping`, the motion is the textbook over-damped solution, not the
/// coefficients transcribed from Core Animation's binary (e.2 [U]): the textbook curve starts
/// with slope v0 and matches RK4 integration of the equation of motion; see
/// ``displacement(at:)``.
public struct Spring: Hashable, Sendable {
  /// Core Animation's default mass (e.1).
  public static let defaultMass = 1.0
  /// Core Animation's default stiffness (e.1).
  public static let defaultStiffness = 100.0
  /// Core Animation's default damping (e.1).
  public static let defaultDamping = 10.0

  /// 2π as the literal Core Animation uses in the perceptual initializer and getter (e.4).
  static let caTwoPi = 6.28318531
  /// 4π as the literal Core Animation uses in the perceptual initializer (e.4).
  static let caFourPi = 12.5663706

  /// m; values <= 0, infinite or NaN fall back to 1 (e.1).
  public var mass: Double {
    didSet { mass = Self.validMass(mass) }
  }
  /// k; values <= 0 or NaN fall back to 100 (e.1). `.infinity` makes an instant spring.
  public var stiffness: Double {
    didSet { stiffness = Self.validStiffness(stiffness) }
  }
  /// c; values < 0 or NaN fall back to 10 (e.1).
  public var damping: Double {
    didSet { damping = Self.validDamping(damping) }
  }
  /// v0 in from→to distances per second: positive towards the target, negative away (e.1).
  public var initialVelocity: Double
  /// Whether ζ > 1 produces a true over-damped curve; when false, Core Animation's default, an
  /// over-damped spring moves along the critically damped curve of the same ω0 (e.2).
  public var allowsOverdamping: Bool

  /// Creates a spring from its physical parameters (e.1 defaults).
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) {
    self.mass = Self.validMass(mass)
    self.stiffness = Self.validStiffness(stiffness)
    self.damping = Self.validDamping(damping)
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  /// iOS 17 initializer (Docs/Semantics/CoreAnimation.md §e.4): allowsOverdamping = true.
  ///
  /// Mass 1, stiffness (2π/d)² (`.infinity` for d <= 0), damping r·4π/d with r = 1 − bounce
  /// for bounce >= 0 and 1/(1 + bounce) below, using Core Animation's literals 6.28318531 and
  /// 12.5663706 for 2π and 4π. A resulting damping that is invalid (bounce > 1, d < 0) falls
  /// back to the default as e.1 says.
  /// - Parameters:
  ///   - perceptualDuration: d, the undamped period in seconds.
  ///   - bounce: 0 for critical damping, towards 1 bouncier, negative over-damped.
  public init(perceptualDuration: Double, bounce: Double) {
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let stiffness =
      perceptualDuration > 0
      ? (Self.caTwoPi / perceptualDuration) * (Self.caTwoPi / perceptualDuration) : .infinity
    self.init(
      mass: 1, stiffness: stiffness, damping: ratio * Self.caFourPi / perceptualDuration,
      allowsOverdamping: true)
  }

  /// SwiftUI `.spring(response:dampingFraction:)` mapping (Docs/Semantics/CoreAnimation.md §i).
  ///
  /// Mass 1, ω0 = 2π/response, k = ω0², c = 4π·dampingFraction/response (exact π, unlike
  /// Core Animation's literals), allowsOverdamping = true since SwiftUI's over-damped curve is
  /// taken as the textbook solution (i [U]). A response <= 0 gives an instant spring.
  /// - Parameters:
  ///   - response: the undamped period in seconds.
  ///   - dampingFraction: ζ.
  public init(response: Double, dampingFraction: Double) {
    let omega = 2 * Double.pi / response
    self.init(
      mass: 1, stiffness: response > 0 ? omega * omega : .infinity,
      damping: 2 * dampingFraction * omega, allowsOverdamping: true)
  }

  /// ω0 = √(k/m), the undamped angular frequency in radians per second (e.2).
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c / (2√(k·m)) (e.2). An instant spring with infinite damping reports 1.
  public var dampingRatio: Double {
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    return ratio.isNaN ? 1 : ratio
  }

  /// 2π√(m/k) in seconds, with Core Animation's literal for 2π (e.4 getter).
  public var perceptualDuration: Double { Self.caTwoPi * (mass / stiffness).squareRoot() }

  /// 1 − ζ for ζ <= 1, else 1/ζ − 1 (e.4 getter).
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  // MARK: - Validation (e.1)

  private static func validMass(_ value: Double) -> Double {
    value > 0 && value.isFinite ? value : defaultMass
  }

  private static func validStiffness(_ value: Double) -> Double {
    value > 0 ? value : defaultStiffness
  }

  private static func validDamping(_ value: Double) -> Double {
    value >= 0 ? value : defaultDamping
  }
}
