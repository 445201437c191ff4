import Foundation
import Testing

@testable import HeadlessCoreGraphics

@Suite struct CATransform3DKeyPathTests {
  struct ReadCase: CustomTestStringConvertible, Sendable {
    let path: String
    let value: CGFloat
    var testDescription: String { "\(path) reads \(value)" }
  }

  /// scale(2, 3, 4), then a rotation of 0.5 about x, then a translation of (7, 8, 9).
  static let sample = CATransform3DConcat(
    CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeRotation(0.5, 1, 0, 0)),
    CATransform3DMakeTranslation(7, 8, 9))

  static let reads = [
    ReadCase(path: "rotation.x", value: 0.5),
    ReadCase(path: "rotation.y", value: 0),
    ReadCase(path: "rotation.z", value: 0),
    ReadCase(path: "rotation", value: 0),
    ReadCase(path: "scale.x", value: 2),
    ReadCase(path: "scale.y", value: 3),
    ReadCase(path: "scale.z", value: 4),
    ReadCase(path: "scale", value: 3),
    ReadCase(path: "translation.x", value: 7),
    ReadCase(path: "translation.y", value: 8),
    ReadCase(path: "translation.z", value: 9),
  ]

  @Test(arguments: reads)
  func componentsReadFromTheDecomposition(_ row: ReadCase) throws {
    let value = try #require(Self.sample.value(forKeyPathComponent: row.path) as? CGFloat)
    #expect(isClose(value, row.value, 1e-12))
  }

  @Test func translationReadsAsASize() {
    let size = Self.sample.value(forKeyPathComponent: "translation") as? CGSize
    #expect(size == CGSize(width: 7, height: 8))
  }

  @Test func unknownComponentsAreNil() {
    #expect(Self.sample.value(forKeyPathComponent: "rotation.w") == nil)
    #expect(Self.sample.setting(keyPathComponent: "skew", to: 1) == nil)
    #expect(Self.sample.setting(keyPathComponent: "translation", to: 1) == nil)
    #expect(Self.sample.setting(keyPathComponent: "scale", to: CGSize(width: 1, height: 1)) == nil)
  }

  @Test func rotationZOnIdentityIsAPlainRotation() throws {
    let t = try #require(CATransform3D.identity.setting(keyPathComponent: "rotation", to: 1))
    #expect(isClose(t, CATransform3DMakeRotation(1, 0, 0, 1), 1e-12))
  }

  @Test(arguments: [
    "rotation.x", "rotation.y", "rotation.z", "scale.x", "scale.z", "translation.y",
  ])
  func settingAComponentKeepsTheOthers(_ path: String) throws {
    let t = try #require(Self.sample.setting(keyPathComponent: path, to: 0.75))
    for other in CATransform3D.keyPathComponents where other != "translation" {
      let before = try #require(Self.sample.value(forKeyPathComponent: other) as? CGFloat)
      let after = try #require(t.value(forKeyPathComponent: other) as? CGFloat)
      if other == path || (path == "rotation.z" && other == "rotation") {
        #expect(isClose(after, 0.75, 1e-9), "\(other)")
      } else if other == "scale" && path.hasPrefix("scale") {
        #expect(!isClose(after, before, 1e-9), "\(other)")
      } else {
        #expect(isClose(after, before, 1e-9), "\(other)")
      }
    }
  }

  @Test func settingScaleSetsAllThreeFactors() throws {
    let t = try #require(CATransform3D.identity.setting(keyPathComponent: "scale", to: 2))
    #expect(isClose(t, CATransform3DMakeScale(2, 2, 2), 1e-12))
  }

  @Test func settingTranslationTakesASize() throws {
    let t = try #require(
      Self.sample.setting(keyPathComponent: "translation", to: CGSize(width: 1, height: 2)))
    #expect(isClose(t.m41, 1) && isClose(t.m42, 2) && isClose(t.m43, 9))
  }

  @Test func singularTransformsReadRowLengthsAsScale() throws {
    let flat = CATransform3DMakeScale(0, 0, 1)
    #expect(flat.value(forKeyPathComponent: "scale.z") as? CGFloat == 1)
    #expect(flat.value(forKeyPathComponent: "scale.x") as? CGFloat == 0)
    let grown = try #require(flat.setting(keyPathComponent: "scale", to: 1))
    #expect(grown == .identity)
  }
}
