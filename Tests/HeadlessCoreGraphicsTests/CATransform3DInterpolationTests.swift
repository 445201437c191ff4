import ScreenLabTestSupport
import Testing

@testable import HeadlessCoreGraphics

@Suite struct CATransform3DInterpolationTests {
  @Test func endpointsAreReturnedExactly() {
    var random = SplitMix64(seed: 5)
    let a = CATransform3DDecompositionTests.randomTransform(&random, perspective: true)
    let b = CATransform3DDecompositionTests.randomTransform(&random, perspective: false)
    #expect(CATransform3D.interpolate(from: a, to: b, fraction: 0) == a)
    #expect(CATransform3D.interpolate(from: a, to: b, fraction: 1) == b)
    #expect(
      isClose(CATransform3D.interpolate(from: a, to: b, fraction: 1e-12), normalized(a), 1e-6))
  }

  @Test func quarterTurnAboutZIsHalfwayAnEighthTurn() {
    let mid = CATransform3D.interpolate(
      from: .identity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.5)
    #expect(isClose(mid, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), 1e-12))
    let angle = mid.value(forKeyPathComponent: "rotation.z") as? CGFloat
    #expect(isClose(angle ?? 0, .pi / 4, 1e-12))
  }

  @Test func scaleOneToThreeIsTwoHalfway() {
    let mid = CATransform3D.interpolate(
      from: .identity, to: CATransform3DMakeScale(3, 3, 3), fraction: 0.5)
    #expect(isClose(mid, CATransform3DMakeScale(2, 2, 2), 1e-12))
  }

  @Test func rotationTakesTheShorterWay() {
    // 0 → 270° is the same rotation as 0 → −90°: halfway is −45°.
    let mid = CATransform3D.interpolate(
      from: .identity, to: CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1), fraction: 0.5)
    #expect(isClose(mid, CATransform3DMakeRotation(-.pi / 4, 0, 0, 1), 1e-12))
  }

  @Test func translationAndRotationInterpolateIndependently() {
    let to = CATransform3DConcat(
      CATransform3DMakeRotation(.pi / 3, 1, 0, 0), CATransform3DMakeTranslation(100, 0, -40))
    let mid = CATransform3D.interpolate(from: .identity, to: to, fraction: 0.25)
    let expected = CATransform3DConcat(
      CATransform3DMakeRotation(.pi / 12, 1, 0, 0), CATransform3DMakeTranslation(25, 0, -10))
    #expect(isClose(mid, expected, 1e-12))
  }

  @Test func singularEndpointsFallBackToEntrywiseInterpolation() {
    let from = CATransform3DMakeScale(0, 0, 1)
    let to = CATransform3DConcat(
      CATransform3DMakeRotation(1, 0, 0, 1), CATransform3DMakeTranslation(4, 0, 0))
    let mid = CATransform3D.interpolate(from: from, to: to, fraction: 0.5)
    let expected = CATransform3D(rows: zip(from.rowMajor, to.rowMajor).map { ($0 + $1) / 2 })
    #expect(mid == expected)
  }

  @Test func fractionsBeyondOneExtrapolate() {
    let over = CATransform3D.interpolate(
      from: .identity, to: CATransform3DMakeTranslation(10, 0, 0), fraction: 1.5)
    #expect(isClose(over.m41, 15))
  }

  @Test func slerpStaysOnTheUnitSphere() {
    var random = SplitMix64(seed: 11)
    for _ in 0..<100 {
      let a = CATransform3D.Quaternion(
        eulerX: random.uniform(-3...3), y: random.uniform(-1.5...1.5), z: random.uniform(-3...3))
      let b = CATransform3D.Quaternion(
        eulerX: random.uniform(-3...3), y: random.uniform(-1.5...1.5), z: random.uniform(-3...3))
      let f = random.uniform(0...1)
      let q = CATransform3D.Quaternion.slerp(from: a, to: b, fraction: f)
      #expect(isClose(q.dot(q), 1, 1e-9))
      // Angles from a and to b add up to the whole arc (it is a geodesic).
      let whole = acos(min(1, abs(a.dot(b))))
      let part = acos(min(1, abs(a.dot(q)))) + acos(min(1, abs(q.dot(b))))
      #expect(isClose(whole, part, 1e-6))
    }
  }
}
