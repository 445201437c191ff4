import Foundation
import Testing

@testable import Runtime
@testable import TimingCurves

@Suite struct SpringTests {
  @Test func defaultsAreCoreAnimations() {
    let spring = Spring()
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
    #expect(spring.initialVelocity == 0 && !spring.allowsOverdamping)
    #expect(spring.dampingRatio == 0.5)
    #expect(spring.naturalFrequency == 10)
  }

  struct FallbackCase: CustomTestStringConvertible, Sendable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let expected: [Double]
    var testDescription: String {
      "mass \(mass), stiffness \(stiffness), damping \(damping) ⇒ \(expected)"
    }
  }

  static let fallbackCases = [
    FallbackCase(mass: 0, stiffness: 0, damping: -1, expected: [1, 100, 10]),
    FallbackCase(mass: -2, stiffness: -5, damping: -0.001, expected: [1, 100, 10]),
    FallbackCase(mass: .nan, stiffness: .nan, damping: .nan, expected: [1, 100, 10]),
    FallbackCase(mass: .infinity, stiffness: 50, damping: 0, expected: [1, 50, 0]),
    FallbackCase(mass: 2, stiffness: 300, damping: 7, expected: [2, 300, 7]),
  ]

  @Test(arguments: fallbackCases)
  func invalidParametersFallBackToTheDefaults(_ fallback: FallbackCase) {
    let spring = Spring(
      mass: fallback.mass, stiffness: fallback.stiffness, damping: fallback.damping)
    #expect([spring.mass, spring.stiffness, spring.damping] == fallback.expected)
    var assigned = Spring(mass: 3, stiffness: 40, damping: 2)
    assigned.mass = fallback.mass
    assigned.stiffness = fallback.stiffness
    assigned.damping = fallback.damping
    #expect([assigned.mass, assigned.stiffness, assigned.damping] == fallback.expected)
  }

  struct SettlingCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let spring: Spring
    let expected: Double
    let tolerance: Double
    var testDescription: String { "\(rule) ⇒ \(expected) s" }
  }

  static let settlingCases = [
    SettlingCase(rule: "default spring", spring: Spring(), expected: 1.4727, tolerance: 5e-5),
    SettlingCase(
      rule: "damping 5", spring: Spring(damping: 5), expected: 2.855, tolerance: 5e-3),
    SettlingCase(
      rule: "damping 15 is just over 1 s", spring: Spring(damping: 15), expected: 1.025,
      tolerance: 0.025),
    SettlingCase(
      rule: "initial velocity β cancels the envelope's B term",
      spring: Spring(initialVelocity: 5), expected: log(1000) / 5, tolerance: 1e-12),
    SettlingCase(
      rule: "ζ = 0 never settles", spring: Spring(damping: 0), expected: .infinity,
      tolerance: 0),
    SettlingCase(
      rule: "critical damping scans to the 1 s sample", spring: Spring(damping: 20),
      expected: 1, tolerance: 1e-9),
    SettlingCase(
      rule: "ζ > 1 without overdamping scans the critical curve", spring: Spring(damping: 60),
      expected: 1, tolerance: 1e-9),
    SettlingCase(
      rule: "an instant spring settles at once",
      spring: Spring(perceptualDuration: 0, bounce: 0.2), expected: 0, tolerance: 0),
    SettlingCase(
      rule: "an immovable spring never settles",
      spring: Spring(damping: .infinity, allowsOverdamping: true), expected: .infinity,
      tolerance: 0),
  ]

  @Test(arguments: settlingCases)
  func settlingDurationFollowsE3(_ settling: SettlingCase) {
    let duration = settling.spring.settlingDuration
    if settling.expected.isInfinite {
      #expect(duration == settling.expected)
    } else {
      #expect(abs(duration - settling.expected) <= settling.tolerance, "got \(duration)")
    }
  }

  @Test(arguments: [
    Spring(damping: 20), Spring(damping: 30, allowsOverdamping: true),
    Spring(stiffness: 40, damping: 200, initialVelocity: -3, allowsOverdamping: true),
    Spring(damping: 20, initialVelocity: 30),
  ])
  func scannedSettlingIsTheFirstSampleThatStaysSettled(_ spring: Spring) {
    let settled = spring.settlingDuration
    let samples = settled / 0.1
    #expect(abs(samples - samples.rounded()) < 1e-6, "\(settled) is not on the 0.1 s grid")
    #expect(abs(1 - spring.displacement(at: settled - 0.1)) >= Spring.settlingEpsilon)
    for step in 0...200 {
      let t = settled + Double(step) * 0.01
      #expect(abs(1 - spring.displacement(at: t)) < Spring.settlingEpsilon, "t \(t)")
    }
  }

  struct PerceptualCase: CustomTestStringConvertible, Sendable {
    let duration: Double
    let bounce: Double
    var testDescription: String { "duration \(duration), bounce \(bounce) round-trips" }
  }

  @Test(arguments: [
    PerceptualCase(duration: 0.5, bounce: 0.3), PerceptualCase(duration: 0.5, bounce: 0),
    PerceptualCase(duration: 1.2, bounce: 0.9), PerceptualCase(duration: 0.3, bounce: -0.5),
    PerceptualCase(duration: 2, bounce: -0.2),
  ])
  func perceptualInitializerRoundTripsThroughTheGetters(_ perceptual: PerceptualCase) {
    let spring = Spring(perceptualDuration: perceptual.duration, bounce: perceptual.bounce)
    #expect(spring.allowsOverdamping && spring.mass == 1)
    #expect(abs(spring.perceptualDuration - perceptual.duration) <= 1e-9)
    #expect(abs(spring.bounce - perceptual.bounce) <= 1e-6)
  }

  @Test func perceptualValuesMatchApplesExamples() {
    let bouncy = Spring(perceptualDuration: 0.5, bounce: 0.3)
    #expect(abs(bouncy.stiffness - 157.9) < 0.05)
    #expect(abs(bouncy.damping - 17.6) < 0.05)
    let classic = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(classic.perceptualDuration - 0.63) < 0.005)
    #expect(abs(classic.bounce - 0.5) < 1e-12)
  }

  @Test func perceptualInitializerUsesCoreAnimationsLiterals() {
    let spring = Spring(perceptualDuration: 1, bounce: 0)
    #expect(spring.stiffness == 6.28318531 * 6.28318531)
    #expect(spring.damping == 12.5663706)
  }

  @Test func nonPositivePerceptualDurationGivesAnInstantSpring() {
    let spring = Spring(perceptualDuration: 0, bounce: 0.3)
    #expect(spring.stiffness == .infinity)
    #expect(spring.perceptualDuration == 0)
    #expect(spring.displacement(at: 0) == 0)
    #expect(spring.displacement(at: 1e-9) == 1)
    #expect(spring.velocity(at: 0.5) == 0)
  }

  @Test func invalidBounceDampingFallsBackToTheDefault() {
    #expect(Spring(perceptualDuration: 0.5, bounce: 1.5).damping == 10)
  }

  @Test func responseInitializerMapsSwiftUIsParameters() {
    let spring = Spring(response: 0.5, dampingFraction: 0.825)
    #expect(spring.mass == 1 && spring.allowsOverdamping)
    #expect(abs(spring.naturalFrequency - 4 * Double.pi) <= 1e-12)
    #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) <= 1e-9)
    #expect(abs(spring.damping - 4 * Double.pi * 0.825 / 0.5) <= 1e-12)
    #expect(abs(spring.dampingRatio - 0.825) <= 1e-12)
  }

  @Test func startsAtRestAtTheOrigin() {
    for spring in [Spring(), Spring(damping: 20, initialVelocity: 4), Spring.smooth] {
      #expect(spring.displacement(at: 0) == 0)
      #expect(spring.displacement(at: -1) == 0)
      #expect(spring.velocity(at: 0) == spring.initialVelocity)
      #expect(spring.displacement(at: .nan).isNaN)
      #expect(abs(spring.displacement(at: 60) - 1) <= 1e-12)
    }
  }

  @Test func overdampedWithoutPermissionFollowsTheCriticalCurve() {
    let critical = Spring(damping: 20, initialVelocity: 2)
    let heavy = Spring(damping: 45, initialVelocity: 2)
    let physical = SpringIntegrator(mass: 1, stiffness: 100, damping: 45, initialVelocity: 2)
      .states(at: [0.3])[0].position
    #expect(heavy.displacement(at: 0.3) == critical.displacement(at: 0.3))
    #expect(heavy.velocity(at: 0.7) == critical.velocity(at: 0.7))
    #expect(abs(heavy.displacement(at: 0.3) - physical) > 0.1)
  }

  @Test func infiniteDampingWithOverdampingNeverMoves() {
    let spring = Spring(damping: .infinity, initialVelocity: 3, allowsOverdamping: true)
    #expect(spring.displacement(at: 5) == 0)
    #expect(spring.velocity(at: 5) == 0)
  }
}
