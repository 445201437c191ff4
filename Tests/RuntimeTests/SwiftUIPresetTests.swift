import Foundation
import Testing

@testable import Runtime
@testable import TimingCurves

@Suite struct SwiftUIPresetTests {
  struct PresetCase: CustomTestStringConvertible, Sendable {
    let name: String
    let spring: Spring
    let response: Double
    let dampingFraction: Double
    var testDescription: String {
      "\(name) is response \(response), damping fraction \(dampingFraction)"
    }
  }

  static let presets = [
    PresetCase(
      name: "Animation.default", spring: .swiftUIDefault, response: 0.55, dampingFraction: 1),
    PresetCase(
      name: "spring()", spring: .swiftUISpringDefaults, response: 0.5, dampingFraction: 0.825),
    PresetCase(
      name: "interactiveSpring()", spring: .interactive, response: 0.15, dampingFraction: 0.86),
    PresetCase(name: "smooth", spring: .smooth, response: 0.5, dampingFraction: 1),
    PresetCase(name: "snappy", spring: .snappy, response: 0.5, dampingFraction: 0.85),
    PresetCase(name: "bouncy", spring: .bouncy, response: 0.5, dampingFraction: 0.7),
    PresetCase(
      name: "Spring(duration: 0.4, bounce: -0.5)", spring: Spring(duration: 0.4, bounce: -0.5),
      response: 0.4, dampingFraction: 2),
  ]

  @Test(arguments: presets)
  func presetsHaveSwiftUIsParameters(_ preset: PresetCase) {
    let spring = preset.spring
    #expect(spring.mass == 1 && spring.allowsOverdamping)
    #expect(abs(spring.naturalFrequency - 2 * Double.pi / preset.response) <= 1e-9)
    #expect(abs(spring.dampingRatio - preset.dampingFraction) <= 1e-12)
    #expect(abs(spring.perceptualDuration - preset.response) <= 1e-8)
  }

  @Test func interactiveSpringBlendsOverAQuarterSecond() {
    #expect(Spring.interactiveBlendDuration == 0.25)
  }

  @Test func curvesWithoutADurationLast035Seconds() {
    #expect(UnitBezier.swiftUIDefaultDuration == 0.35)
  }
}
