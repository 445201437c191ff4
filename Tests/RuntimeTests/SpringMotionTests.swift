import Foundation
import Testing

@testable import Runtime
@testable import TimingCurves

@Suite struct SpringMotionTests {
  struct MotionCase: CustomTestStringConvertible, Sendable {
    let regime: String
    let spring: Spring
    var testDescription: String {
      "\(regime): m \(spring.mass), k \(spring.stiffness), c \(spring.damping), "
        + "v0 \(spring.initialVelocity)"
    }
  }

  static let motionCases = [
    MotionCase(regime: "under-damped default", spring: Spring()),
    MotionCase(regime: "under-damped towards the target", spring: Spring(initialVelocity: 3)),
    MotionCase(
      regime: "under-damped away from the target",
      spring: Spring(mass: 2, stiffness: 300, damping: 4, initialVelocity: -2)),
    MotionCase(regime: "undamped", spring: Spring(damping: 0)),
    MotionCase(regime: "under-damped near critical", spring: Spring(damping: 19.9999)),
    MotionCase(regime: "critical", spring: Spring(damping: 20)),
    MotionCase(regime: "critical with velocity", spring: Spring(damping: 20, initialVelocity: 8)),
    MotionCase(
      regime: "critical, heavier",
      spring: Spring(mass: 4, stiffness: 25, damping: 20, initialVelocity: -1)),
    MotionCase(
      regime: "over-damped", spring: Spring(damping: 30, allowsOverdamping: true)),
    MotionCase(
      regime: "over-damped with velocity",
      spring: Spring(damping: 30, initialVelocity: -4, allowsOverdamping: true)),
    MotionCase(
      regime: "over-damped near critical",
      spring: Spring(damping: 20.0001, initialVelocity: 1, allowsOverdamping: true)),
    MotionCase(
      regime: "over-damped, heavily",
      spring: Spring(stiffness: 100, damping: 500, initialVelocity: 2, allowsOverdamping: true)),
    MotionCase(regime: "SwiftUI bouncy", spring: .bouncy),
    MotionCase(
      regime: "SwiftUI over-damped", spring: Spring(response: 0.4, dampingFraction: 1.6)),
  ]

  private static let times = (1...60).map { Double($0) * 0.05 }

  @Test(arguments: motionCases)
  func closedFormMatchesRungeKuttaIntegration(_ motion: MotionCase) {
    let spring = motion.spring
    let reference = SpringIntegrator(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: spring.initialVelocity
    ).states(at: Self.times)
    for (t, state) in zip(Self.times, reference) {
      #expect(abs(spring.displacement(at: t) - state.position) <= 1e-6, "q at t \(t)")
      #expect(abs(spring.velocity(at: t) - state.velocity) <= 1e-6, "q′ at t \(t)")
    }
  }

  @Test(arguments: motionCases)
  func velocityIsTheDerivativeOfDisplacement(_ motion: MotionCase) {
    let spring = motion.spring
    let h = 1e-6
    for t in Self.times {
      let difference = (spring.displacement(at: t + h) - spring.displacement(at: t - h)) / (2 * h)
      let scale = max(1, abs(difference))
      #expect(abs(spring.velocity(at: t) - difference) <= 1e-6 * scale, "t \(t)")
    }
  }

  @Test func overdampedSolutionIsTheTextbookOne() {
    // ζ = 1.5, ω0 = 10: β = 15, γ = 10√1.25; A and B as in e.2's textbook solution.
    let v0 = 2.0
    let spring = Spring(damping: 30, initialVelocity: v0, allowsOverdamping: true)
    let beta = 15.0
    let gamma = 10 * 1.25.squareRoot()
    let a = (gamma - beta + v0) / (2 * gamma)
    let b = (gamma + beta - v0) / (2 * gamma)
    for t in [0.01, 0.2, 0.5, 1.5] {
      let expected = 1 - a * exp(-(beta + gamma) * t) - b * exp(-(beta - gamma) * t)
      #expect(abs(spring.displacement(at: t) - expected) <= 1e-12)
    }
    #expect(abs(spring.velocity(at: 1e-9) - v0) <= 1e-6)
  }
}
