// Facts from flowkey/UIKit-cross-platform at commit fae2370e4662d1cca14ee1fe1b0bbc00b21acb89,
// UIKitTests/UIView/UIViewTests+convert.swift (class UIViewPointConversionTests), a file of the
// project's `iOSTestTarget`, which runs it with XCTest against Apple's UIKit on the iOS
// simulator. Its helper `absoluteOrigin()` is `convert(.zero, to: root)`.

import HeadlessCoreGraphics
import HeadlessUIKit
import Runtime
import Testing

@MainActor
@Suite struct FlowkeyUIViewConvertTests {
  /// The origin of `view` in its root view's coordinates.
  private func originInRoot(_ view: UIView) -> CGPoint {
    var root = view
    while let superview = root.superview { root = superview }
    return view.convert(.zero, to: root)
  }

  /// A chain root → a → b, each added to the one before.
  private func chain(_ a: CGRect, _ b: CGRect, root: UIView = UIView()) -> (UIView, UIView, UIView)
  {
    let first = UIView(frame: a)
    let second = UIView(frame: b)
    root.addSubview(first)
    first.addSubview(second)
    return (root, first, second)
  }

  /// testPointConversion.
  @Test func pointConversion() {
    Runtime.withNew { _ in
      let root = UIView()
      root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
      let one = UIView(frame: CGRect(x: 20, y: 10, width: 10, height: 10))
      let two = UIView(frame: CGRect(x: 80, y: 80, width: 20, height: 20))
      root.addSubview(one)
      root.addSubview(two)
      #expect(root.convert(one.bounds.origin, from: one) == one.frame.origin)
      #expect(one.convert(one.bounds.origin, to: root) == one.frame.origin)
      #expect(root.convert(CGPoint(x: 15, y: 15), to: one) == CGPoint(x: -5, y: 5))
      #expect(one.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 25, y: 15))
      #expect(root.convert(CGPoint(x: 85, y: 85), to: two) == CGPoint(x: 5, y: 5))
      #expect(two.convert(CGPoint(x: -5, y: -5), to: root) == CGPoint(x: 75, y: 75))
      #expect(one.convert(CGPoint(x: 60, y: 70), to: two) == CGPoint(x: 0, y: 0))
      #expect(two.convert(CGPoint(x: -5, y: -5), to: one) == CGPoint(x: 55, y: 65))
      let three = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
      two.addSubview(three)
      #expect(three.convert(CGPoint(x: 1, y: 1), to: one) == CGPoint(x: 66, y: 76))
    }
  }

  /// testAbsoluteOrigin and testCoordinateSystemConversion.
  @Test func originsAddUp() {
    Runtime.withNew { _ in
      // A superview is not retained by its subviews: the chains are kept whole.
      let first = chain(
        CGRect(x: 10, y: 10, width: 10, height: 10), CGRect(x: 5, y: 5, width: 5, height: 5))
      #expect(originInRoot(first.2) == CGPoint(x: 15, y: 15))
      let second = chain(
        CGRect(x: 20, y: 20, width: 10, height: 10), CGRect(x: 5, y: 5, width: 5, height: 5))
      #expect(originInRoot(second.2) == CGPoint(x: 25, y: 25))
      #expect(second.0.convert(.zero, from: second.2) == CGPoint(x: 25, y: 25))
      withExtendedLifetime((first, second)) {}
    }
  }

  /// testAbsoluteOriginWithNonZeroRootViewBounds, testAbsoluteOriginWithNonZeroSubViewBounds and
  /// testAbsoluteOriginWithMultipleNonZeroBounds: a view's own bounds origin never moves it.
  @Test func boundsOriginsShiftOnlyTheSubviews() {
    Runtime.withNew { _ in
      let rootA = UIView()
      rootA.bounds = CGRect(x: 10, y: 10, width: 100, height: 100)
      rootA.frame.origin = .zero
      let (_, middleA, a) = chain(
        CGRect(x: 20, y: 20, width: 10, height: 10), CGRect(x: 5, y: 5, width: 5, height: 5),
        root: rootA)
      #expect(originInRoot(a) == CGPoint(x: 25, y: 25))

      let (rootB, middleB, b) = chain(
        CGRect(x: 20, y: 20, width: 10, height: 10), CGRect(x: 5, y: 5, width: 5, height: 5))
      middleB.bounds.origin = CGPoint(x: 10, y: 10)
      #expect(originInRoot(b) == CGPoint(x: 15, y: 15))
      withExtendedLifetime((middleA, rootB)) {}

      let rootC = UIView()
      rootC.bounds = CGRect(x: 10, y: 10, width: 100, height: 100)
      rootC.frame.origin = .zero
      let (_, middleC, c) = chain(
        CGRect(x: 20, y: 20, width: 10, height: 10), CGRect(x: 5, y: 5, width: 5, height: 5),
        root: rootC)
      middleC.bounds.origin = CGPoint(x: 5, y: 5)
      c.bounds.origin = CGPoint(x: 999, y: 999)
      #expect(originInRoot(c) == CGPoint(x: -979, y: -979))
    }
  }

  /// testAbsoluteOriginWithTransforms and testAbsoluteOriginWithTransformsAndLotsOfBounds.
  @Test func originsThroughScaledAncestors() {
    Runtime.withNew { _ in
      for boundsEverywhere in [false, true] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 512, height: 512))
        if boundsEverywhere { root.bounds.origin = CGPoint(x: 16, y: 18) }
        let scaled = UIView()
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        scaled.frame = CGRect(x: 128, y: 128, width: 256, height: 256)
        scaled.bounds.origin = CGPoint(x: 32, y: 32)
        root.addSubview(scaled)
        var parent = scaled
        if boundsEverywhere {
          parent = UIView()
          scaled.addSubview(parent)
        }
        let inner = UIView()
        inner.transform = CGAffineTransform(
          scaleX: boundsEverywhere ? 3 : 2, y: boundsEverywhere ? 3 : 2)
        inner.frame = CGRect(x: boundsEverywhere ? 100 : 128, y: 128, width: 128, height: 128)
        if boundsEverywhere { inner.bounds.origin = CGPoint(x: 64, y: 32) }
        parent.addSubview(inner)
        let expected = boundsEverywhere ? CGPoint(x: 66, y: 128) : CGPoint(x: 176, y: 176)
        #expect(originInRoot(inner) == expected, "bounds everywhere: \(boundsEverywhere)")
      }
    }
  }

  /// testConvertWithNilView: a view in no window converts to and from nil unchanged.
  @Test func convertWithNilView() {
    Runtime.withNew { _ in
      let view = UIView()
      let point = CGPoint(x: 10, y: 10)
      #expect(view.convert(point, to: nil) == point)
      #expect(view.convert(point, from: nil) == point)
    }
  }

  /// testConvertToSubviewWithSubviewTransform and testConvertToSuperviewWithSelfTransform.
  @Test func convertAcrossAScaledSubview() {
    Runtime.withNew { _ in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
      let subview = UIView()
      subview.transform = CGAffineTransform(scaleX: 2, y: 2)
      subview.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
      view.addSubview(subview)
      #expect(view.convert(CGPoint(x: 60, y: 20), to: subview) == CGPoint(x: 25, y: 5))
      #expect(subview.convert(CGPoint(x: 25, y: 5), to: view) == CGPoint(x: 60, y: 20))
    }
  }

  /// testConvertPointWithNonZeroBoundsOriginToSuperview.
  @Test func convertWithNonZeroBoundsOrigins() {
    Runtime.withNew { _ in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.bounds.origin = CGPoint(x: 50, y: 50)
      let subview = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
      view.addSubview(subview)
      subview.bounds.origin = CGPoint(x: 123, y: 123)
      let point = CGPoint(x: 133, y: 133)
      let up = subview.convert(point, to: view)
      #expect(up == view.convert(point, from: subview))
      #expect(up == CGPoint(x: 50, y: 50))
    }
  }

  /// testConversionWithMultipleSubviewsBounds: the window's own frame and bounds origins do not
  /// matter (the source draws them at random in 0..<5; fixed here).
  @Test(arguments: [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4)])
  func conversionWithMultipleSubviewsBounds(windowOffset: CGPoint) {
    Runtime.withNew { _ in
      let window = UIWindow(
        frame: CGRect(origin: windowOffset, size: CGSize(width: 256, height: 256)))
      window.bounds.origin = CGPoint(x: windowOffset.y, y: windowOffset.x)
      let a = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
      a.bounds.origin = CGPoint(x: 15, y: 15)
      window.addSubview(a)
      let b = UIView(frame: CGRect(x: 70, y: 70, width: 100, height: 100))
      b.bounds.origin = CGPoint(x: 25, y: 25)
      a.addSubview(b)
      let c = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      c.bounds.origin = CGPoint(x: 64, y: 64)
      b.addSubview(c)
      #expect(c.convert(CGPoint(x: 20, y: 10), to: window) == CGPoint(x: 116, y: 106))
    }
  }

  /// testConvertIntoViewUnderAScaledAncestor.
  @Test func convertIntoAViewUnderAScaledAncestor() {
    Runtime.withNew { _ in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      let scaled = UIView()
      scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
      scaled.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
      root.addSubview(scaled)
      let middle = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
      scaled.addSubview(middle)
      let inner = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
      middle.addSubview(inner)
      #expect(root.convert(CGPoint(x: 100, y: 100), to: inner) == CGPoint(x: 35, y: 35))
    }
  }
}
