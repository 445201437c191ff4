import ScreenLabTestSupport
import Testing

@testable import HeadlessCoreGraphics

@Suite struct CATransform3DDecompositionTests {
  /// A random transform built from random parts: scale, shear, rotation, translation and
  /// (optionally) perspective, so it is decomposable by construction.
  static func randomTransform(_ random: inout SplitMix64, perspective: Bool) -> CATransform3D {
    let sign: CGFloat = random.next() % 4 == 0 ? -1 : 1
    var t = CATransform3DMakeScale(
      sign * random.uniform(0.2...3), random.uniform(0.2...3), random.uniform(0.2...3))
    var shear = CATransform3D.identity
    shear.m21 = random.uniform(-1...1)
    shear.m31 = random.uniform(-1...1)
    shear.m32 = random.uniform(-1...1)
    t = CATransform3DConcat(t, shear)
    t = CATransform3DConcat(
      t,
      CATransform3DMakeRotation(
        random.uniform(-3...3), random.uniform(-1...1), random.uniform(-1...1),
        random.uniform(0.1...1)))
    t = CATransform3DConcat(
      t,
      CATransform3DMakeTranslation(
        random.uniform(-50...50), random.uniform(-50...50), random.uniform(-50...50)))
    if perspective {
      var p = CATransform3D.identity
      p.m14 = random.uniform(-0.01...0.01)
      p.m24 = random.uniform(-0.01...0.01)
      p.m34 = random.uniform(-0.01...0.01)
      t = CATransform3DConcat(t, p)
    }
    return t
  }

  @Test(arguments: [false, true])
  func decompositionRecomposesRandomTransforms(perspective: Bool) throws {
    var random = SplitMix64(seed: perspective ? 2 : 1)
    for _ in 0..<300 {
      let t = Self.randomTransform(&random, perspective: perspective)
      let parts = try #require(t.decomposed())
      // Recomposition yields the matrix normalised by m44 (the same projective transform).
      #expect(isClose(CATransform3D(recomposing: parts), normalized(t), 1e-8))
      let q = parts.quaternion
      #expect(isClose(q.dot(q), 1, 1e-12))
      #expect(q.w >= 0)
    }
  }

  @Test func decompositionReadsSimpleParts() throws {
    let t = CATransform3DConcat(
      CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeRotation(0.5, 0, 0, 1)),
      CATransform3DMakeTranslation(7, 8, 9))
    let parts = try #require(t.decomposed())
    #expect(parts.translation == CATransform3D.Vector3(x: 7, y: 8, z: 9))
    #expect(isClose(parts.scale.x, 2) && isClose(parts.scale.y, 3) && isClose(parts.scale.z, 4))
    #expect(isClose(parts.skew.xy, 0) && isClose(parts.skew.xz, 0) && isClose(parts.skew.yz, 0))
    #expect(isClose(parts.quaternion.z, sin(0.25)) && isClose(parts.quaternion.w, cos(0.25)))
    #expect(parts.perspective == CATransform3D.Quaternion(x: 0, y: 0, z: 0, w: 1))
  }

  @Test func halfTurnsAboutDiagonalAxesKeepTheirAxisSigns() throws {
    // w = 0: the spec's sign rule would lose the minus sign of y.
    let t = CATransform3DMakeRotation(.pi, 1, -1, 0)
    let parts = try #require(t.decomposed())
    #expect(isClose(CATransform3D(recomposing: parts), t, 1e-12))
    #expect(parts.quaternion.x * parts.quaternion.y < 0)
  }

  @Test func mirroredTransformsNegateAllScales() throws {
    let parts = try #require(CATransform3DMakeScale(-1, 1, 1).decomposed())
    #expect(parts.scale == CATransform3D.Vector3(x: -1, y: -1, z: -1))
    #expect(isClose(CATransform3D(recomposing: parts), CATransform3DMakeScale(-1, 1, 1)))
  }

  static let undecomposable: [CATransform3D] = [
    CATransform3DMakeScale(0, 1, 1),
    CATransform3D(),
    {
      var t = CATransform3D.identity
      t.m44 = 0
      return t
    }(),
    {
      var t = CATransform3D.identity
      t.m22 = .nan
      return t
    }(),
  ]

  @Test(arguments: undecomposable)
  func singularTransformsDoNotDecompose(_ t: CATransform3D) {
    #expect(t.decomposed() == nil)
  }

  @Test func eulerAnglesRoundTripAwayFromGimbalLock() {
    var random = SplitMix64(seed: 9)
    for _ in 0..<300 {
      let x = random.uniform(-3.1...3.1)
      let y = random.uniform(-1.5...1.5)
      let z = random.uniform(-3.1...3.1)
      let angles = CATransform3D.Quaternion(eulerX: x, y: y, z: z).eulerAngles
      #expect(
        isClose(angles.x, x, 1e-9) && isClose(angles.y, y, 1e-9) && isClose(angles.z, z, 1e-9))
    }
  }

  @Test func eulerAnglesInGimbalLockStillDescribeTheRotation() {
    let q = CATransform3D.Quaternion(eulerX: 0.3, y: .pi / 2, z: 0.5)
    let angles = q.eulerAngles
    #expect(angles.x == 0)
    let again = CATransform3D.Quaternion(eulerX: angles.x, y: angles.y, z: angles.z)
    #expect(isClose(abs(q.dot(again)), 1, 1e-9))
  }

  @Test func eulerOrderIsXThenYThenZ() {
    let q = CATransform3D.Quaternion(eulerX: 0.4, y: 0.5, z: 0.6)
    var matrix = CATransform3D.identity
    let rows = q.rotationRows
    (matrix.m11, matrix.m12, matrix.m13) = (rows[0][0], rows[0][1], rows[0][2])
    (matrix.m21, matrix.m22, matrix.m23) = (rows[1][0], rows[1][1], rows[1][2])
    (matrix.m31, matrix.m32, matrix.m33) = (rows[2][0], rows[2][1], rows[2][2])
    let expected = CATransform3DConcat(
      CATransform3DConcat(
        CATransform3DMakeRotation(0.4, 1, 0, 0), CATransform3DMakeRotation(0.5, 0, 1, 0)),
      CATransform3DMakeRotation(0.6, 0, 0, 1))
    #expect(isClose(matrix, expected, 1e-12))
  }
}
