// Facts from flowkey/UIKit-cross-platform at commit fae2370e4662d1cca14ee1fe1b0bbc00b21acb89,
// UIKitTests/CALayerTests.swift (class CALayerTests), a file of the project's `iOSTestTarget`,
// which runs it with XCTest against Apple's UIKit and Core Animation on the iOS simulator.

import HeadlessCoreGraphics
import HeadlessQuartzCore
import HeadlessUIKit
import Runtime
import Testing

@MainActor
@Suite struct FlowkeyCALayerTests {
  let frame = CGRect(x: 50, y: 50, width: 100, height: 100)

  private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-5 }

  /// testLayerFrameGetterAndSetter, testLayerFrameWithDifferentAnchorPoint and
  /// testLayerFrameWithTransform: the frame reads back as set.
  @Test func theFrameReadsBackAsSet() {
    Runtime.withNew { _ in
      let plain = CALayer()
      plain.frame = frame
      #expect(plain.frame == frame)
      let anchored = CALayer()
      anchored.anchorPoint = CGPoint(x: 0.1, y: 0.1)
      anchored.frame = frame
      #expect(anchored.frame == frame)
      let scaled = CALayer()
      scaled.setAffineTransform(CGAffineTransform(scaleX: 0.25, y: 0.75))
      scaled.frame = frame
      #expect(close(scaled.frame.origin.x, frame.origin.x))
      #expect(close(scaled.frame.origin.y, frame.origin.y))
      #expect(close(scaled.frame.width, frame.width) && close(scaled.frame.height, frame.height))
    }
  }

  /// testLayerBoundsSizeWithTransform: under a 0.5 scale the bounds are twice the frame.
  @Test func boundsSizeUnderAScale() {
    Runtime.withNew { _ in
      let layer = CALayer()
      layer.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
      layer.frame = frame
      #expect(close(layer.bounds.width, 200) && close(layer.bounds.height, 200))
    }
  }

  /// testBoundsSizeMovesAroundAnchorPoint.
  @Test func boundsSizeGrowsAroundTheAnchorPoint() {
    Runtime.withNew { _ in
      let layer = CALayer()
      layer.frame = frame
      layer.bounds.size = CGSize(width: 256, height: 512)
      #expect(close(layer.frame.origin.x, 50 - 156 * 0.5))
      #expect(close(layer.frame.origin.y, 50 - 412 * 0.5))
    }
  }

  final class LayoutProbe: UIView {
    var laidOut = false
    override func layoutSubviews() {
      super.layoutSubviews()
      laidOut = true
    }
  }

  /// A probe superview with a subview, laid out, then the flag cleared.
  private func laidOutPair(_ subview: UIView = UIView()) -> (LayoutProbe, UIView) {
    let superview = LayoutProbe()
    superview.addSubview(subview)
    subview.layer.bounds.size = CGSize(width: 10, height: 10)
    superview.layoutIfNeeded()
    subview.layoutIfNeeded()
    superview.laidOut = false
    return (superview, subview)
  }

  /// testLayoutSuperlayerDelegateWhenChangingBoundsSize.
  @Test func aLayerBoundsSizeChangeLaysOutTheSuperview() {
    Runtime.withNew { _ in
      let (superview, view) = laidOutPair()
      view.layer.bounds.size = CGSize(width: 15, height: 15)
      superview.layoutIfNeeded()
      #expect(superview.laidOut)
    }
  }

  /// testDoesNotLayoutSuperlayerDelegateWhenChangingBoundsSizeOfPresentation.
  @Test func aPresentationBoundsChangeLaysOutNothing() {
    Runtime.withNew { _ in
      let (superview, view) = laidOutPair()
      view.layer.presentation()?.bounds.size = CGSize(width: 15, height: 15)
      superview.layoutIfNeeded()
      #expect(!superview.laidOut)
    }
  }

  /// testDoesNotLayoutSuperlayerDelegateWhenChangingContentOffsetOfSCrollView.
  @Test func aContentOffsetChangeDoesNotLayOutTheSuperview() {
    Runtime.withNew { _ in
      let scrollView = UIScrollView()
      let (superview, _) = laidOutPair(scrollView)
      scrollView.contentOffset = CGPoint(x: 100, y: 100)
      superview.layoutIfNeeded()
      scrollView.layoutIfNeeded()
      superview.laidOut = false
      scrollView.contentOffset = CGPoint(x: 200, y: 200)
      superview.layoutIfNeeded()
      #expect(!superview.laidOut)
    }
  }
}
