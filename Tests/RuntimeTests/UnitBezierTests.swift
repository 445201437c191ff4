import ScreenLabTestSupport
import Testing

@testable import Runtime
@testable import TimingCurves

@Suite struct UnitBezierTests {
  struct ReferenceCase: CustomTestStringConvertible, Sendable {
    let name: String
    let curve: UnitBezier
    let x: Double
    let y: Double
    var testDescription: String { "\(name)(\(x)) = \(y)" }
  }

  // Reference values of Docs/Semantics/CoreAnimation.md (b.2).
  static let referenceCases = [
    ReferenceCase(name: "easeInEaseOut", curve: .easeInEaseOut, x: 0.25, y: 0.129161931),
    ReferenceCase(name: "easeIn", curve: .easeIn, x: 0.5, y: 0.315356813),
    ReferenceCase(name: "easeOut", curve: .easeOut, x: 0.5, y: 0.684643187),
    ReferenceCase(name: "default", curve: .caDefault, x: 0.5, y: 0.802403388),
    ReferenceCase(name: "default", curve: .caDefault, x: 0.25, y: 0.408510591),
    ReferenceCase(name: "linear", curve: .linear, x: 0.3, y: 0.3),
  ]

  @Test(arguments: referenceCases)
  func namedCurvesMatchTheReferenceValues(_ reference: ReferenceCase) {
    #expect(abs(reference.curve.value(at: reference.x) - reference.y) <= 1e-9)
  }

  @Test func namedCurvesHaveCoreAnimationsControlPoints() {
    let points = [
      UnitBezier.linear, .easeIn, .easeOut, .easeInEaseOut, .caDefault,
    ].map { [$0.x1, $0.y1, $0.x2, $0.y2] }
    #expect(
      points == [
        [0, 0, 1, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.25, 0.1, 0.25, 1],
      ])
  }

  @Test func inputsOutsideTheUnitIntervalClampToTheEnds() {
    let overshooting = UnitBezier(0.3, -2, 0.7, 3)
    #expect(overshooting.value(at: -0.5) == 0)
    #expect(overshooting.value(at: 0) == 0)
    #expect(overshooting.value(at: 1) == 1)
    #expect(overshooting.value(at: 7) == 1)
    #expect(overshooting.value(at: -.infinity) == 0)
    #expect(overshooting.value(at: .infinity) == 1)
    #expect(overshooting.value(at: .nan).isNaN)
  }

  @Test func controlPointsMayOvershootInY() {
    let back = UnitBezier(0.3, -0.5, 0.7, 1.5)
    #expect(back.value(at: 0.1) < 0)
    #expect(back.value(at: 0.9) > 1)
  }

  struct SolverCase: CustomTestStringConvertible, Sendable {
    let name: String
    let curves: [UnitBezier]
    var testDescription: String { "\(name) (\(curves.count) curves)" }
  }

  static let solverCases: [SolverCase] = {
    var random = SplitMix64(seed: 0x5EED_CAFE)
    let randomCurves = (0..<200).map { _ in
      UnitBezier(
        Double.random(in: 0...1, using: &random), Double.random(in: -2...3, using: &random),
        Double.random(in: 0...1, using: &random), Double.random(in: -2...3, using: &random))
    }
    let degenerate = [
      UnitBezier(0, 0, 0, 0), UnitBezier(1, 1, 1, 1), UnitBezier(0, 0, 0, 1),
      UnitBezier(1, 0, 1, 1), UnitBezier(1, 0, 0, 1), UnitBezier(0, 1, 1, 0),
      UnitBezier(1, 0.5, 0, 0.5), UnitBezier(0.5, 0, 0.5, 1), UnitBezier(1e-9, 0, 1 - 1e-9, 1),
      UnitBezier(0.999, 0, 0.001, 1), .linear, .easeIn, .easeOut, .easeInEaseOut, .caDefault,
    ]
    return [
      SolverCase(name: "seeded random curves", curves: randomCurves),
      SolverCase(name: "degenerate curves: x1 = x2 = 0 or 1, flat slopes", curves: degenerate),
    ]
  }()

  @Test(arguments: solverCases)
  func solverReachesTheRequestedXWithin1e12(_ solverCase: SolverCase) {
    var random = SplitMix64(seed: 42)
    let edges = [0, 1e-300, 1e-12, 0.5, 1 - 1e-12, 1]
    for curve in solverCase.curves {
      let xs = edges + (0..<200).map { _ in Double.random(in: 0...1, using: &random) }
      for x in xs {
        let t = curve.parameter(forX: x)
        #expect((0...1).contains(t))
        let reached = bernsteinX(curve, t)
        #expect(abs(reached - x) <= 1e-12, "curve \(curve), x \(x), t \(t), x(t) \(reached)")
      }
    }
  }

  @Test func valueIsYAtTheSolvedParameter() {
    let curve = UnitBezier(0.1, 0.9, 0.3, -0.2)
    for x in stride(from: 0.05, to: 1, by: 0.1) {
      let t = curve.parameter(forX: x)
      let expected = 3 * (1 - t) * (1 - t) * t * 0.9 + 3 * (1 - t) * t * t * -0.2 + t * t * t
      #expect(abs(curve.value(at: x) - expected) <= 1e-12)
    }
  }

  @Test func valueIsMonotoneForMonotoneCurves() {
    for curve in [UnitBezier.easeIn, .easeOut, .easeInEaseOut, .caDefault] {
      var previous = 0.0
      for step in 1...1000 {
        let y = curve.value(at: Double(step) / 1000)
        #expect(y >= previous)
        previous = y
      }
    }
  }

  /// x(t) in Bernstein form, independent of the power form the type uses.
  private func bernsteinX(_ curve: UnitBezier, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * curve.x1 + 3 * s * t * t * curve.x2 + t * t * t
  }
}

@Suite struct UnitBezierPreconditionTests {
  @Test func nanControlPointTrapsNamingTheValue() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = UnitBezier(0.2, .nan, 0.8, 1)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("y1 'nan' must be finite"))
  }

  @Test func infiniteControlPointTrapsNamingTheValue() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = UnitBezier(0.2, 0, 0.8, -.infinity)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("y2 '-inf' must be finite"))
  }

  @Test func x1AboveOneTrapsNamingTheValue() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = UnitBezier(1.5, 0, 0.8, 1)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("x1 '1.5' must lie in [0, 1]"))
  }

  @Test func negativeX2TrapsNamingTheValue() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = UnitBezier(0.2, 0, -0.25, 1)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("x2 '-0.25' must lie in [0, 1]"))
  }
}
