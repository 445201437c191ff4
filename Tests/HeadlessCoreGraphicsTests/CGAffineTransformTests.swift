import Foundation
import ScreenLabTestSupport
import Testing

@testable import HeadlessCoreGraphics

@Suite struct CGAffineTransformTests {
  @Test func identityLeavesPointsAndIsIdentity() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
  }

  @Test func pointsMapByTheRowVectorFormula() {
    let t = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
    // (a·x + c·y + tx, b·x + d·y + ty) at (1, 10)
    #expect(CGPoint(x: 1, y: 10).applying(t) == CGPoint(x: 2 + 50 + 11, y: 3 + 70 + 13))
    #expect(CGSize(width: 1, height: 10).applying(t) == CGSize(width: 52, height: 73))
  }

  struct RotationCase: CustomTestStringConvertible, Sendable {
    let degrees: CGFloat
    let expected: CGPoint
    var testDescription: String { "(1, 0) rotated \(degrees)° lands on \(expected)" }
  }

  static let rotations = [
    RotationCase(degrees: 0, expected: CGPoint(x: 1, y: 0)),
    RotationCase(degrees: 90, expected: CGPoint(x: 0, y: 1)),
    RotationCase(degrees: 180, expected: CGPoint(x: -1, y: 0)),
    RotationCase(degrees: -90, expected: CGPoint(x: 0, y: -1)),
    RotationCase(degrees: 45, expected: CGPoint(x: 0.5.squareRoot(), y: 0.5.squareRoot())),
  ]

  @Test(arguments: rotations)
  func rotationTurnsFromXTowardsY(_ row: RotationCase) {
    let t = CGAffineTransform(rotationAngle: row.degrees * .pi / 180)
    #expect(isClose(CGPoint(x: 1, y: 0).applying(t), row.expected, 1e-12))
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    let p = CGPoint(x: 1, y: 1)
    #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
  }

  @Test func translatedScaledRotatedPrependTheirOperation() {
    let base = CGAffineTransform(scaleX: 2, y: 3)
    let p = CGPoint(x: 1, y: 1)
    // translatedBy: translate first, then base.
    #expect(p.applying(base.translatedBy(x: 1, y: 1)) == CGPoint(x: 4, y: 6))
    #expect(p.applying(base.scaledBy(x: 5, y: 7)) == CGPoint(x: 10, y: 21))
    let rotated = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    #expect(isClose(p.applying(rotated), CGPoint(x: 9, y: 1), 1e-12))
  }

  @Test func inverseRoundTripsRandomTransforms() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<200 {
      let t = CGAffineTransform(
        a: random.uniform(-3...3), b: random.uniform(-3...3), c: random.uniform(-3...3),
        d: random.uniform(-3...3), tx: random.uniform(-100...100), ty: random.uniform(-100...100))
      guard abs(t.a * t.d - t.b * t.c) > 1e-3 else { continue }
      #expect(isClose(t.concatenating(t.inverted()), .identity, 1e-8))
      #expect(isClose(t.inverted().concatenating(t), .identity, 1e-8))
    }
  }

  static let singular = [
    CGAffineTransform(scaleX: 0, y: 1),
    CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6),
    CGAffineTransform(),
    CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
    CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0),
  ]

  @Test(arguments: singular)
  func nonInvertibleTransformsInvertToThemselves(_ t: CGAffineTransform) {
    let inverse = t.inverted()
    // Compare bit patterns so the NaN case counts as "unchanged".
    #expect(inverse.a.bitPattern == t.a.bitPattern)
    #expect(inverse.d.bitPattern == t.d.bitPattern)
    #expect(inverse.tx.bitPattern == t.tx.bitPattern)
  }

  @Test func rectApplyingTakesTheBoundingBoxOfTheCorners() {
    let rect = CGRect(x: 0, y: 0, width: 4, height: 2)
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(rect.applying(quarter), CGRect(x: -2, y: 0, width: 2, height: 4), 1e-12))
    let eighth = CGAffineTransform(rotationAngle: .pi / 4)
    let box = CGRect(x: 0, y: 0, width: 1, height: 1).applying(eighth)
    #expect(isClose(box.width, 2.0.squareRoot(), 1e-12))
    #expect(isClose(box.minX, -(0.5.squareRoot()), 1e-12))
    let flip = CGAffineTransform(scaleX: -1, y: 1)
    #expect(rect.applying(flip) == CGRect(x: -4, y: 0, width: 4, height: 2))
    #expect(CGRect.null.applying(quarter).isNull)
    #expect(CGRect.infinite.applying(flip).isInfinite)
  }

  @Test func codableUsesAnArrayOfSixNumbers() throws {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let data = try JSONEncoder().encode(t)
    #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
    #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
  }

  @Test func equalTransformsHashEqually() {
    let t = CGAffineTransform(translationX: 0, y: 0)
    #expect(Set([t, .identity, CGAffineTransform(scaleX: 1, y: 1)]).count == 1)
  }
}
