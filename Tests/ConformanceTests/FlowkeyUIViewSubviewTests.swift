// Facts from flowkey/UIKit-cross-platform at commit fae2370e4662d1cca14ee1fe1b0bbc00b21acb89,
// UIKitTests/UIView/UIViewTests+subviews.swift (class UIViewSubviewTests) and
// UIKitTests/UIView/UIViewTests+didMoveToSuperView.swift (class
// UIViewDidMoveToSuperViewTests): files of the project's `iOSTestTarget`, which runs them with
// XCTest against Apple's UIKit on the iOS simulator.

import HeadlessQuartzCore
import HeadlessUIKit
import Runtime
import Testing

/// Whether two lists hold the same objects in the same order.
private func same(_ a: [AnyObject]?, _ b: [AnyObject]) -> Bool {
  guard let a, a.count == b.count else { return false }
  return zip(a, b).allSatisfy { $0 === $1 }
}

@MainActor
@Suite struct FlowkeyUIViewSubviewTests {
  /// testSubviewsAndSublayersInitiallyEmpty, testAddSubview, testRemoveFromSuperview.
  @Test func addAndRemoveMirrorTheLayers() {
    Runtime.withNew { _ in
      let view = UIView()
      let subview = UIView()
      #expect(view.subviews.isEmpty && view.layer.sublayers == nil)
      view.addSubview(subview)
      #expect(subview.superview === view && subview.layer.superlayer === view.layer)
      #expect(same(view.subviews, [subview]) && same(view.layer.sublayers, [subview.layer]))
      subview.removeFromSuperview()
      #expect(subview.superview == nil && subview.layer.superlayer == nil)
      #expect(view.subviews.isEmpty && view.layer.sublayers == nil)
    }
  }

  /// testAddTwoSubviews, testInsertSubviewAtIndex, testInsertSubviewAboveNonExistentSibling,
  /// testInsertSubviewAtUnrealisticIndex.
  @Test func insertionOrder() {
    Runtime.withNew { _ in
      let view = UIView()
      let (one, two, three) = (UIView(), UIView(), UIView())
      view.addSubview(one)
      view.addSubview(two)
      #expect(same(view.subviews, [one, two]))
      view.insertSubview(three, at: 1)
      #expect(same(view.subviews, [one, three, two]))
      #expect(same(view.layer.sublayers, [one.layer, three.layer, two.layer]))

      let other = UIView()
      let (a, b, c) = (UIView(), UIView(), UIView())
      other.addSubview(a)
      other.addSubview(b)
      other.insertSubview(c, belowSubview: UIView())
      #expect(same(other.subviews, [a, b, c]))
      #expect(same(other.layer.sublayers, [a.layer, b.layer, c.layer]))

      let lone = UIView()
      let only = UIView()
      lone.insertSubview(only, at: 999)
      #expect(same(lone.subviews, [only]))
    }
  }

  /// testAddSubviewShouldRemoveFromPreviousSuperview.
  @Test func addingMovesFromThePreviousSuperview() {
    Runtime.withNew { _ in
      let old = UIView()
      let new = UIView()
      let subview = UIView()
      old.addSubview(subview)
      new.addSubview(subview)
      #expect(old.subviews.isEmpty && same(new.subviews, [subview]))
    }
  }

  /// testAddTwoSubviewsWithLayerInBetween and the four insert tests with a plain sublayer
  /// among the views' layers: views are placed relative to their siblings' layers.
  @Test func subviewsAmongPlainSublayers() {
    Runtime.withNew { _ in
      @MainActor func setUp() -> (UIView, CALayer, UIView, UIView) {
        (UIView(), CALayer(), UIView(), UIView())
      }

      var (view, sublayer, one, two) = setUp()
      view.addSubview(one)
      view.layer.addSublayer(sublayer)
      view.addSubview(two)
      #expect(same(view.subviews, [one, two]))
      #expect(same(view.layer.sublayers, [one.layer, sublayer, two.layer]))

      (view, sublayer, one, two) = setUp()
      view.addSubview(one)
      view.layer.addSublayer(sublayer)
      view.insertSubview(two, aboveSubview: one)
      #expect(same(view.subviews, [one, two]))
      #expect(same(view.layer.sublayers, [one.layer, two.layer, sublayer]))

      (view, sublayer, one, two) = setUp()
      view.addSubview(one)
      view.layer.addSublayer(sublayer)
      view.insertSubview(two, belowSubview: one)
      #expect(same(view.subviews, [two, one]))
      #expect(same(view.layer.sublayers, [two.layer, one.layer, sublayer]))

      (view, sublayer, one, two) = setUp()
      view.layer.addSublayer(sublayer)
      view.addSubview(one)
      view.insertSubview(two, belowSubview: one)
      #expect(same(view.subviews, [two, one]))
      #expect(same(view.layer.sublayers, [sublayer, two.layer, one.layer]))

      (view, sublayer, one, two) = setUp()
      let three = UIView()
      view.addSubview(one)
      view.layer.addSublayer(sublayer)
      view.addSubview(two)
      view.insertSubview(three, belowSubview: two)
      #expect(same(view.subviews, [one, three, two]))
      #expect(same(view.layer.sublayers, [one.layer, sublayer, three.layer, two.layer]))
    }
  }

  /// testInsertSublayerAtUnrealisticIndex and testAddSublayerMultipleTimes.
  @Test func sublayerEdgeCases() {
    Runtime.withNew { _ in
      let layer = CALayer()
      let first = CALayer()
      let another = CALayer()
      layer.addSublayer(first)
      layer.insertSublayer(another, at: 999)
      #expect(layer.sublayers?.last === another)
      let parent = CALayer()
      parent.addSublayer(another)
      parent.addSublayer(another)
      #expect(same(parent.sublayers, [another]))
    }
  }

  /// testDidMoveToSuperview, and UIViewDidMoveToSuperViewTests: when `didMoveToSuperview()`
  /// runs the layer is already in the superlayer, for each way of adding, and it runs again
  /// on removal.
  @Test func didMoveToSuperviewRunsWithTheLayerInPlace() {
    final class Probe: UIView {
      var layerWasInPlace: [Bool] = []
      override func didMoveToSuperview() {
        layerWasInPlace.append(layer.superlayer === superview?.layer)
      }
    }
    Runtime.withNew { _ in
      let adds: [(UIView, UIView) -> Void] = [
        { $0.addSubview($1) },
        { $0.insertSubview($1, at: 0) },
        { $0.insertSubview($1, aboveSubview: $0) },
        { $0.insertSubview($1, belowSubview: $0) },
      ]
      for (index, add) in adds.enumerated() {
        let view = UIView()
        let probe = Probe()
        add(view, probe)
        #expect(probe.layerWasInPlace == [true], "way \(index)")
        #expect(probe.superview === view, "way \(index)")
        probe.removeFromSuperview()
        #expect(probe.layerWasInPlace.count == 2, "way \(index): runs on removal too")
      }
    }
  }
}
