import ScreenLabTestSupport
import Testing

@testable import HeadlessCoreGraphics

@Suite struct CATransform3DTests {
  @Test func identityConstantIsTheIdentity() {
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 2)))
    #expect(CATransform3DEqualToTransform(CATransform3DMakeTranslation(0, 0, 0), .identity))
    #expect(CATransform3D().m44 == 0)
  }

  @Test func translationLivesInTheFourthRow() {
    let t = CATransform3DMakeTranslation(1, 2, 3)
    #expect((t.m41, t.m42, t.m43) == (1, 2, 3))
    #expect(project((10, 20, 30), t) == (11, 22, 33))
  }

  @Test func concatAppliesTheFirstArgumentFirst() {
    let scale = CATransform3DMakeScale(2, 2, 2)
    let move = CATransform3DMakeTranslation(10, 0, 0)
    #expect(project((1, 1, 1), CATransform3DConcat(scale, move)) == (12, 2, 2))
    #expect(project((1, 1, 1), CATransform3DConcat(move, scale)) == (22, 2, 2))
    // Translate/Scale/Rotate put their operation before the given transform.
    #expect(project((1, 1, 1), CATransform3DTranslate(scale, 10, 0, 0)) == (22, 2, 2))
    #expect(project((1, 1, 1), CATransform3DScale(move, 2, 3, 4)) == (12, 3, 4))
  }

  @Test func rotateAppliesTheRotationBeforeTheTransform() {
    let moved = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
    let image = project((1, 0, 0), moved)
    #expect(isClose(image.0, 10, 1e-12) && isClose(image.1, 1, 1e-12) && image.2 == 0)
  }

  struct AxisCase: CustomTestStringConvertible, Sendable {
    let axis: (CGFloat, CGFloat, CGFloat)
    let point: (CGFloat, CGFloat, CGFloat)
    let expected: (CGFloat, CGFloat, CGFloat)
    var testDescription: String { "quarter turn about \(axis) maps \(point) to \(expected)" }
  }

  static let quarterTurns = [
    AxisCase(axis: (0, 0, 1), point: (1, 0, 0), expected: (0, 1, 0)),
    AxisCase(axis: (1, 0, 0), point: (0, 1, 0), expected: (0, 0, 1)),
    AxisCase(axis: (0, 1, 0), point: (0, 0, 1), expected: (1, 0, 0)),
    AxisCase(axis: (0, 0, 5), point: (0, 1, 0), expected: (-1, 0, 0)),
    AxisCase(
      axis: (1, 1, 1), point: (1, 0, 0),
      expected: (1.0 / 3, 1.0 / 3 + 1 / 3.0.squareRoot(), 1.0 / 3 - 1 / 3.0.squareRoot())),
  ]

  @Test(arguments: quarterTurns)
  func rotationIsRightHandedAboutItsAxis(_ row: AxisCase) {
    let t = CATransform3DMakeRotation(.pi / 2, row.axis.0, row.axis.1, row.axis.2)
    let image = project(row.point, t)
    #expect(isClose(image.0, row.expected.0, 1e-12))
    #expect(isClose(image.1, row.expected.1, 1e-12))
    #expect(isClose(image.2, row.expected.2, 1e-12))
  }

  @Test func zRotationMatchesTheAffineRotation() {
    let angle: CGFloat = 0.7
    let t = CATransform3DMakeRotation(angle, 0, 0, 1)
    #expect(CATransform3DIsAffine(t))
    #expect(isClose(CATransform3DGetAffineTransform(t), CGAffineTransform(rotationAngle: angle)))
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == .identity)
  }

  @Test func affineRoundTripAndAffinity() {
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t = CATransform3DMakeAffineTransform(affine)
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DGetAffineTransform(t) == affine)
    var perspective = CATransform3D.identity
    perspective.m34 = -1 / 500
    #expect(!CATransform3DIsAffine(perspective))
    #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
  }

  @Test func inverseRoundTripsRandomTransforms() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<200 {
      let t = CATransform3D(rows: (0..<16).map { _ in random.uniform(-2...2) })
      let inverse = CATransform3DInvert(t)
      guard inverse != t else { continue }
      #expect(isClose(CATransform3DConcat(t, inverse), .identity, 1e-6))
    }
  }

  @Test func singularTransformsInvertToThemselves() {
    let flat = CATransform3DMakeScale(1, 0, 1)
    #expect(CATransform3DInvert(flat) == flat)
    var nan = CATransform3D.identity
    nan.m12 = .nan
    #expect(CATransform3DInvert(nan).m12.isNaN)
    #expect(CATransform3DInvert(nan).m11 == 1)
  }

  @Test func perspectiveDividesByTheFourthCoordinate() {
    var t = CATransform3D.identity
    t.m34 = -1 / 100
    // z = 50 towards the viewer: w = 1 − 0.5, so x doubles.
    #expect(project((10, 0, 50), t) == (20, 0, 100))
  }

  @Test func equalTransformsHashEqually() {
    let a = CATransform3DMakeScale(1, 1, 1)
    #expect(Set([a, .identity, CATransform3DTranslate(.identity, 0, 0, 0)]).count == 1)
  }
}
