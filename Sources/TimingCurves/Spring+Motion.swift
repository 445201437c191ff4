import Foundation

extension Spring {
  /// Which closed form of e.2 describes the motion.
  enum Regime: Hashable, Sendable {
    /// Infinite stiffness: at the target for every t > 0.
    case instant
    /// Infinite damping with overdamping allowed: never leaves the start.
    case immovable
    /// ζ < 1: decay rate β = ζω0, damped angular frequency ωd = ω0√(1 − ζ²).
    case underdamped(beta: Double, omegaD: Double)
    /// ζ = 1, or ζ > 1 without `allowsOverdamping` (e.2), at ω0.
    case critical(omega: Double)
    /// ζ > 1 with `allowsOverdamping`: β = ζω0, γ = ω0√(ζ² − 1).
    case overdamped(beta: Double, gamma: Double)
  }

  /// The closed form that applies to these parameters (e.2).
  var regime: Regime {
    let omega = naturalFrequency
    guard omega.isFinite else { return .instant }
    let zeta = dampingRatio
    if zeta < 1 {
      return .underdamped(beta: zeta * omega, omegaD: omega * (1 - zeta * zeta).squareRoot())
    }
    if zeta == 1 || !allowsOverdamping { return .critical(omega: omega) }
    guard zeta.isFinite else { return .immovable }
    return .overdamped(beta: zeta * omega, gamma: omega * (zeta * zeta - 1).squareRoot())
  }

  /// q(t): 0 at t = 0, → 1; t in seconds.
  ///
  /// The closed forms of Docs/Semantics/CoreAnimation.md §e.2, with β = ζω0 and v0 =
  /// `initialVelocity`:
  /// - ζ < 1: q = 1 − e^(−βt)·(cos ωd·t + ((β − v0)/ωd)·sin ωd·t);
  /// - ζ = 1, and ζ > 1 unless `allowsOverdamping` (Core Animation's default):
  ///   q = 1 − (1 + (ω0 − v0)·t)·e^(−ω0·t);
  /// - ζ > 1 with `allowsOverdamping`: q = 1 − A·e^(−(β+γ)t) − B·e^(−(β−γ)t) with the textbook
  ///   coefficients A = (γ − β + v0)/(2γ), B = (γ + β − v0)/(2γ). The coefficients transcribed
  ///   from Core Animation's binary (e.2 [U]) start with slope 2β + v0 instead of v0, which no
  ///   physical spring does; the textbook solution matches RK4 integration of the equation of
  ///   motion, so it is the one implemented. For γt <= 1 the equivalent hyperbolic form
  ///   e^(−βt)·(cosh γt + (β − v0)·sinh(γt)/γ) avoids cancellation near ζ = 1.
  ///
  /// Negative t is treated as 0; NaN gives NaN.
  public func displacement(at t: Double) -> Double {
    if t.isNaN { return .nan }
    guard t > 0 else { return 0 }
    let v0 = initialVelocity
    switch regime {
    case .instant:
      return 1
    case .immovable:
      return 0
    case .underdamped(let beta, let omegaD):
      let envelope = exp(-beta * t)
      return 1 - envelope * (cos(omegaD * t) + (beta - v0) * Self.sinc(omegaD, t))
    case .critical(let omega):
      return 1 - (1 + (omega - v0) * t) * exp(-omega * t)
    case .overdamped(let beta, let gamma):
      if gamma * t <= 1 {
        let envelope = exp(-beta * t)
        return 1 - envelope * (cosh(gamma * t) + (beta - v0) * Self.sinhc(gamma, t))
      }
      let (fast, slow) = Self.rates(beta: beta, gamma: gamma, omegaSquared: stiffness / mass)
      let a = (v0 - slow) / (2 * gamma)
      let b = (fast - v0) / (2 * gamma)
      return 1 - a * exp(-fast * t) - b * exp(-slow * t)
    }
  }

  /// dq/dt at t (in distances per second) — SwiftUI needs it to carry velocity into a
  /// retargeted animation.
  ///
  /// The derivatives of ``displacement(at:)``'s closed forms:
  /// - ζ < 1: e^(−βt)·(v0·cos ωd·t + (ω0² − β·v0)·sin(ωd·t)/ωd);
  /// - critical: e^(−ω0·t)·(v0 + ω0·(ω0 − v0)·t);
  /// - over-damped: A·(β+γ)·e^(−(β+γ)t) + B·(β−γ)·e^(−(β−γ)t).
  ///
  /// t <= 0 gives `initialVelocity` (0 for instant and immovable springs); NaN gives NaN.
  public func velocity(at t: Double) -> Double {
    if t.isNaN { return .nan }
    let v0 = initialVelocity
    let omegaSquared = stiffness / mass
    switch regime {
    case .instant, .immovable:
      return 0
    case _ where t <= 0:
      return v0
    case .underdamped(let beta, let omegaD):
      let envelope = exp(-beta * t)
      return envelope
        * (v0 * cos(omegaD * t) + (omegaSquared - beta * v0) * Self.sinc(omegaD, t))
    case .critical(let omega):
      return exp(-omega * t) * (v0 + omega * (omega - v0) * t)
    case .overdamped(let beta, let gamma):
      if gamma * t <= 1 {
        let envelope = exp(-beta * t)
        return envelope
          * (v0 * cosh(gamma * t) + (omegaSquared - beta * v0) * Self.sinhc(gamma, t))
      }
      let (fast, slow) = Self.rates(beta: beta, gamma: gamma, omegaSquared: omegaSquared)
      let a = (v0 - slow) / (2 * gamma)
      let b = (fast - v0) / (2 * gamma)
      return a * fast * exp(-fast * t) + b * slow * exp(-slow * t)
    }
  }

  // MARK: - Helpers

  /// The decay rates β + γ and β − γ, the slow one computed as ω0²/(β + γ) to avoid
  /// cancellation when ζ is large.
  private static func rates(
    beta: Double, gamma: Double, omegaSquared: Double
  ) -> (fast: Double, slow: Double) {
    let fast = beta + gamma
    return (fast, omegaSquared / fast)
  }

  /// sin(ω·t)/ω, which tends to t as ω → 0.
  private static func sinc(_ omega: Double, _ t: Double) -> Double {
    omega == 0 ? t : sin(omega * t) / omega
  }

  /// sinh(γ·t)/γ, which tends to t as γ → 0.
  private static func sinhc(_ gamma: Double, _ t: Double) -> Double {
    gamma == 0 ? t : sinh(gamma * t) / gamma
  }
}
