import Testing

@testable import Runtime
@testable import TimingCurves

@Suite struct ProgressCurveTests {
  @Test func linearBasicAnimationInterpolatesProgress() {
    let curve = ProgressCurve()
    #expect(curve.fraction(at: 0.3) == 0.3)
    #expect(curve.interpolate(from: 10, to: 20, at: 0.25) == 12.5)
  }

  @Test func endpointsAreExact() {
    let curve = ProgressCurve()
    // 0.1 + (0.3 − 0.1) × 1 would be 0.30000000000000004.
    #expect(curve.interpolate(from: 0.1, to: 0.3, at: 1) == 0.3)
    #expect(curve.interpolate(from: 0.1, to: 0.3, at: 0) == 0.1)
    #expect(curve.interpolate(from: 0.1, to: 0.3, at: 1.5) == 0.3)
    #expect(curve.interpolate(from: 0.1, to: 0.3, at: -2) == 0.1)
  }

  @Test func timingFunctionShapesProgress() {
    let curve = ProgressCurve(timingFunction: .easeIn)
    #expect(abs(curve.timedProgress(0.5) - 0.315356813) <= 1e-9)
    #expect(abs(curve.interpolate(from: 0, to: 100, at: 0.5) - 31.5356813) <= 1e-7)
  }

  /// A curve whose y leaves [0, 1] undershoots the start and overshoots the end in between;
  /// only the uncurved progress gives the exact ends.
  @Test func bezierOvershootPassesTheEndValues() {
    let curve = ProgressCurve(timingFunction: UnitBezier(0.3, -0.5, 0.7, 1.5))
    let low = curve.timedProgress(0.05)
    let high = curve.timedProgress(0.95)
    #expect(low < 0)
    #expect(high > 1)
    #expect(curve.interpolate(from: 4, to: 8, at: 0.05) == 4 + 4 * low)
    #expect(curve.interpolate(from: 4, to: 8, at: 0.95) == 4 + 4 * high)
    #expect(curve.interpolate(from: 4, to: 8, at: 0.95) > 8)
    #expect(curve.fraction(at: 0.05) == low)
    #expect(curve.fraction(at: 0.95) == high)
    #expect(curve.interpolate(from: 4, to: 8, at: 0) == 4)
    #expect(curve.interpolate(from: 4, to: 8, at: 1) == 8)
  }

  @Test func springIsEvaluatedAtProgressTimesDuration() {
    let spring = Spring()
    let curve = ProgressCurve(spring: spring, duration: 0.8)
    #expect(curve.fraction(at: 0.5) == spring.displacement(at: 0.4))
    #expect(curve.interpolate(from: 0, to: 10, at: 0.25) == 10 * spring.displacement(at: 0.2))
  }

  @Test func springLandsExactlyOnTheTargetWhenCutOff() {
    let spring = Spring(damping: 2)
    let curve = ProgressCurve(spring: spring, duration: 0.25)
    #expect(spring.displacement(at: 0.25) != 1)
    #expect(curve.interpolate(from: 3, to: 7, at: 1) == 7)
    #expect(curve.fraction(at: 1) == 1)
  }

  @Test func springAfterTimingFunctionUsesTheTimedProgress() {
    let spring = Spring(damping: 5)
    let curve = ProgressCurve(timingFunction: .easeOut, spring: spring, duration: 2)
    let y = UnitBezier.easeOut.value(at: 0.3)
    #expect(curve.fraction(at: 0.3) == spring.displacement(at: y * 2))
  }

  @Test func nanProgressPropagates() {
    #expect(ProgressCurve().fraction(at: .nan).isNaN)
    #expect(ProgressCurve(timingFunction: .easeIn).interpolate(from: 0, to: 1, at: .nan).isNaN)
  }

  @Test func cumulativeOffsetAddsWholeIterations() {
    #expect(
      ProgressCurve.cumulativeOffset(iteration: 2, start: 1, end: 5, autoreverses: false) == 10)
    #expect(
      ProgressCurve.cumulativeOffset(iteration: 2, start: 1, end: 5, autoreverses: true) == 2)
    #expect(
      ProgressCurve.cumulativeOffset(iteration: 0, start: 1, end: 5, autoreverses: false) == 0)
  }
}
