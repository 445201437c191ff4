import HeadlessSwiftUI
import Runtime
import Testing

/// `UnitCurve` (Docs/Semantics/SwiftUI.md §10.6). Expected values are SwiftUI's, as measured
/// on Apple platforms by OpenSwiftUI's compatibility tests (two or three decimals).
@MainActor
struct UnitCurveTests {
  struct Sample: Sendable, CustomStringConvertible {
    let name: String
    let curve: UnitCurve
    /// (progress, value, velocity) at 0, 0.25, 0.5, 0.75, 1.
    let points: [(Double, Double, Double)]
    let tolerance: Double
    var description: String { name }
  }

  nonisolated static let samples: [Sample] = [
    Sample(
      name: "linear", curve: .linear,
      points: [(0, 0, 1), (0.25, 0.25, 1), (0.5, 0.5, 1), (0.75, 0.75, 1), (1, 1, 1)],
      tolerance: 1e-9),
    Sample(
      name: "easeIn", curve: .easeIn,
      points: [(0, 0, 0), (0.25, 0.09, 0.67), (0.5, 0.32, 1.07), (0.75, 0.62, 1.37), (1, 1, 0)],
      tolerance: 0.01),
    Sample(
      name: "easeOut", curve: .easeOut,
      points: [(0, 0, 1), (0.25, 0.38, 1.37), (0.5, 0.68, 1.07), (0.75, 0.91, 0.67), (1, 1, 0)],
      tolerance: 0.01),
    Sample(
      name: "easeInOut", curve: .easeInOut,
      points: [(0, 0, 0), (0.25, 0.13, 1.06), (0.5, 0.5, 1.72), (0.75, 0.87, 1.06), (1, 1, 0)],
      tolerance: 0.01),
    Sample(
      name: "circularEaseIn", curve: .circularEaseIn,
      points: [
        (0, 0, 0), (0.25, 0.032, 0.258), (0.5, 0.134, 0.577), (0.75, 0.339, 1.134),
        (1, 1, .infinity),
      ], tolerance: 0.001),
    Sample(
      name: "circularEaseOut", curve: .circularEaseOut,
      points: [
        (0, 0, .infinity), (0.25, 0.661, 1.134), (0.5, 0.866, 0.577), (0.75, 0.968, 0.258),
        (1, 1, 0),
      ], tolerance: 0.001),
    Sample(
      name: "circularEaseInOut", curve: .circularEaseInOut,
      points: [
        (0, 0, 0), (0.25, 0.067, 0.577), (0.5, 0.5, .infinity), (0.75, 0.933, 0.577), (1, 1, 0),
      ], tolerance: 0.001),
  ]

  static func close(_ actual: Double, _ expected: Double, _ tolerance: Double) -> Bool {
    if expected.isInfinite { return actual == expected }
    return abs(actual - expected) <= tolerance
  }

  @Test(arguments: samples)
  func presetsMatchSwiftUI(sample: Sample) {
    for (progress, value, velocity) in sample.points {
      let actualValue = sample.curve.value(at: progress)
      let actualVelocity = sample.curve.velocity(at: progress)
      #expect(
        Self.close(actualValue, value, sample.tolerance),
        "\(sample.name).value(at: \(progress)) = \(actualValue), expected \(value)")
      #expect(
        Self.close(actualVelocity, velocity, sample.tolerance),
        "\(sample.name).velocity(at: \(progress)) = \(actualVelocity), expected \(velocity)")
    }
  }

  @Test func bezierThroughTheGivenControlPoints() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    #expect(abs(curve.value(at: 0.5) - 0.5) < 0.01)
    #expect(abs(curve.velocity(at: 0.5) - 1.2) < 0.01)
    // The same control points as the preset give the preset.
    let easeInOut = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    #expect(easeInOut == .easeInOut)
  }

  @Test func controlPointsOutsideTheUnitSquareNeitherTrapNorOvershootInValue() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
    #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-9)
    #expect(abs(curve.velocity(at: 0.5) - -1) < 1e-9)
    let wild = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: .nan, y: .infinity),
      endControlPoint: UnitPoint(x: -.infinity, y: .nan))
    for progress in stride(from: 0.0, through: 1.0, by: 0.125) {
      #expect((0...1).contains(wild.value(at: progress)))
      #expect(!wild.velocity(at: progress).isNaN)
    }
  }

  @Test func progressIsClampedToTheUnitInterval() {
    #expect(UnitCurve.easeInOut.value(at: -0.5) == 0)
    #expect(UnitCurve.easeInOut.value(at: 1.5) == 1)
    #expect(UnitCurve.linear.velocity(at: -0.5) == 1)
    #expect(UnitCurve.linear.velocity(at: 1.5) == 1)
    #expect(UnitCurve.circularEaseIn.value(at: 2) == 1)
    #expect(!UnitCurve.circularEaseOut.value(at: -3).isNaN)
  }

  @Test(arguments: [0.1, 0.3, 0.5, 0.7, 0.9])
  func inverseUndoesTheCurve(progress: Double) {
    for curve in [
      UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
    ] {
      let value = curve.value(at: progress)
      #expect(abs(curve.inverse.value(at: value) - progress) < 1e-6)
    }
  }

  @Test func inverseSwapsTheAxes() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    let swapped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
    #expect(curve.inverse == swapped)
    #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
    #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
    #expect(UnitCurve.linear.inverse == .linear)
  }
}

/// `Animation.timingCurve(_:duration:)` presents along the unit curve.
@MainActor
struct UnitCurveAnimationTests {
  @Test func aCircularEaseInFadeIsPresentedAlongTheCurve() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CompletionSquare(), runtime: runtime)
      let start = runtime.now
      host.perform {
        withAnimation(.timingCurve(.circularEaseIn, duration: 1)) {
          _ = host.write("visible", false)
        }
      }
      host.settle()
      runtime.advance(to: start + 0.5)
      // Opacity goes from 1 to 0: 1 − (1 − √(1 − 0.5²)) = √0.75.
      let opacity = host.presentedValue("opacity", in: "CompletionSquare")?[0] ?? -1
      #expect(abs(opacity - 0.75.squareRoot()) < 1e-9)
      runtime.advance(to: start + 1.5)
      #expect(host.presentedValue("opacity", in: "CompletionSquare") == [0])
      #expect(
        "\(Animation.timingCurve(.circularEaseIn, duration: 1))" == "timingCurve(duration: 1.0)")
    }
  }
}
