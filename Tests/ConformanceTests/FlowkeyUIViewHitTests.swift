// Facts from flowkey/UIKit-cross-platform at commit fae2370e4662d1cca14ee1fe1b0bbc00b21acb89,
// UIKitTests/UIView/UIViewTests+hitTest.swift (class UIViewHitTests), a file of the project's
// `iOSTestTarget`, which runs it with XCTest against Apple's UIKit on the iOS simulator.

import HeadlessCoreGraphics
import HeadlessUIKit
import Runtime
import Testing

@MainActor
@Suite struct FlowkeyUIViewHitTests {
  /// testPointInside and testPointInsideWithBoundsOriginSet: bounds units, end excluded.
  @Test func pointInsideIsInBoundsUnits() {
    Runtime.withNew { _ in
      let view = UIView()
      view.bounds.size = CGSize(width: 100, height: 100)
      #expect(view.point(inside: CGPoint(x: 99, y: 99), with: nil))
      #expect(!view.point(inside: CGPoint(x: 100, y: 100), with: nil))
      view.bounds.origin = CGPoint(x: 10000, y: 10000)
      #expect(!view.point(inside: CGPoint(x: 50, y: 50), with: nil))
    }
  }

  /// testHitTestBasic: a root whose bounds start at (−10, −10).
  @Test func hitTestBasic() {
    Runtime.withNew { _ in
      let root = UIView()
      root.bounds = CGRect(x: -10, y: -10, width: 100, height: 100)
      root.frame.origin = .zero
      let child = UIView()
      child.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
      let grandchild = UIView()
      grandchild.frame = CGRect(x: 10, y: 10, width: 5, height: 5)
      root.addSubview(child)
      child.addSubview(grandchild)
      #expect(root.hitTest(CGPoint(x: -5, y: -5), with: nil) === root)
      #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === child)
      #expect(root.hitTest(CGPoint(x: 52.5, y: 52.5), with: nil) === grandchild)
      #expect(root.hitTest(CGPoint(x: -11, y: -11), with: nil) == nil)
      #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) == nil)
    }
  }

  /// A root of frame 100 × 100 with a 50 × 50 child at (25, 25); `scaleRoot` puts a 0.5 scale
  /// on the root (set before the frame), else on the child.
  private func scaledPair(scaleRoot: Bool) -> (UIView, UIView) {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    let half = CGAffineTransform(scaleX: 0.5, y: 0.5)
    if scaleRoot { root.transform = half } else { child.transform = half }
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    child.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
    return (root, child)
  }

  /// testHitTestWithSelfTransform: the root's own scale leaves its bounds twice its frame.
  @Test func hitTestWithSelfTransform() {
    Runtime.withNew { _ in
      let (root, child) = scaledPair(scaleRoot: true)
      #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === child)
      #expect(root.hitTest(CGPoint(x: 74, y: 74), with: nil) === child)
      #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
      #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
      #expect(root.hitTest(CGPoint(x: 199, y: 199), with: nil) === root)
    }
  }

  /// testHitTestWithChildTransform.
  @Test func hitTestWithChildTransform() {
    Runtime.withNew { _ in
      let (root, child) = scaledPair(scaleRoot: false)
      #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === child)
      #expect(root.hitTest(CGPoint(x: 74, y: 74), with: nil) === child)
      #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
      #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
      #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) == nil)
    }
  }

  /// testHitTestWithSelfTransformAndAlteredBoundsOrigin.
  @Test func hitTestWithSelfTransformAndAlteredBoundsOrigin() {
    Runtime.withNew { _ in
      let (root, child) = scaledPair(scaleRoot: true)
      root.bounds.origin = CGPoint(x: 0, y: 25)
      #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === child)
      #expect(root.hitTest(CGPoint(x: 74, y: 74), with: nil) === child)
      #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
      #expect(root.hitTest(CGPoint(x: 199, y: 199), with: nil) === root)
      #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)
    }
  }
}
