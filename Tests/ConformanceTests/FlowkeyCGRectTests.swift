// Facts from flowkey/UIKit-cross-platform at commit fae2370e4662d1cca14ee1fe1b0bbc00b21acb89,
// UIKitTests/CGRectTests.swift and UIKitTests/CGRect+TransformTests.swift: files of the
// project's `iOSTestTarget`, which runs them with XCTest against Apple's UIKit and Core Graphics
// on the iOS simulator.

import HeadlessCoreGraphics
import Testing

@Suite struct FlowkeyCGRectTests {
  /// testRectsIntersect{Simple,Horizontal,Vertical,Complex,Concentric} and
  /// testRectsDontIntersect{Simple,Horizontal,Vertical}: intersection both ways.
  @Test(arguments: [
    (CGRect(x: 50, y: 50, width: 100, height: 100), true),
    (CGRect(x: 150, y: 150, width: 100, height: 100), false),
    (CGRect(x: 50, y: 0, width: 100, height: 100), true),
    (CGRect(x: 150, y: 0, width: 100, height: 100), false),
    (CGRect(x: 0, y: 50, width: 100, height: 100), true),
    (CGRect(x: 0, y: 150, width: 100, height: 100), false),
    (CGRect(x: 25, y: 25, width: 50, height: 50), true),
  ])
  func rectsIntersectBothWays(other: CGRect, intersects: Bool) {
    let square = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(square.intersects(other) == intersects)
    #expect(other.intersects(square) == intersects)
  }

  /// testRectsIntersectComplex.
  @Test func rectsWithNegativeOriginsIntersect() {
    let a = CGRect(x: 3, y: -10, width: 100, height: 100)
    let b = CGRect(x: 50, y: -30, width: 100, height: 100)
    #expect(a.intersects(b) && b.intersects(a))
  }

  /// testIntersectionIsCommutative, testIntersectionWithConcentricRects,
  /// testIntersectionWithPartiallyOverlappingRects, testIntersectionWithNoOverlap.
  @Test func intersections() {
    let square = CGRect(x: 0, y: 0, width: 100, height: 100)
    let inner = CGRect(x: 25, y: 25, width: 50, height: 50)
    #expect(square.intersection(inner) == inner.intersection(square))
    #expect(square.intersection(inner) == CGRect(x: 25, y: 25, width: 50, height: 50))
    #expect(
      square.intersection(CGRect(x: 75, y: 75, width: 50, height: 50))
        == CGRect(x: 75, y: 75, width: 25, height: 25))
    #expect(square.intersection(CGRect(x: 125, y: 125, width: 50, height: 50)).isNull)
  }

  /// CGRectTransformTests.testFrameApplyingScaleTransform: scaling a rect scales its origin.
  @Test func applyingAScaleScalesOriginAndSize() {
    let rect = CGRect(x: 50, y: 50, width: 100, height: 100)
    #expect(
      rect.applying(CGAffineTransform(scaleX: 2, y: 2))
        == CGRect(x: 100, y: 100, width: 200, height: 200))
  }
}
