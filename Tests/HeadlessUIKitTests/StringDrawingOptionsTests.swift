import Foundation
import HeadlessQuartzCore
import HeadlessUIKit
import Runtime
import Testing

// Measuring and drawing strings with options (Docs/Semantics/UIKit.md §90) and transform
// layers (CoreAnimation.md §r).

@MainActor
struct StringDrawingOptionsTests {
  /// 10 points: 5 points a character, 12-point lines, ascender 9.5, descender -2.5.
  let font = UIFont.systemFont(ofSize: 10)

  @Test func theOptionsHaveTheSDKsValues() {
    #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
    #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
    #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
    #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    let context = NSStringDrawingContext()
    #expect(context.minimumScaleFactor == 0)
    #expect(context.totalBounds == .zero)
  }

  @Test func withLineFragmentOriginTheTextWrapsAtTheWidthFromTheTopLeft() {
    let text = "one two three" as NSString
    let context = NSStringDrawingContext()
    let rect = text.boundingRect(
      with: CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font],
      context: context)
    // "one two" (35) fits in 40, "three" goes to a second line.
    #expect(rect == CGRect(x: 0, y: 0, width: 35, height: 24))
    #expect(context.totalBounds == rect)
    #expect(context.actualScaleFactor == 1)
    // A height of one line keeps one line.
    let cut = text.boundingRect(
      with: CGSize(width: 40, height: 12), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    #expect(cut.height == 12)
  }

  @Test func withoutLineFragmentOriginTheTextIsOneLineAboveItsBaseline() {
    let rect = ("one two\nthree" as NSString).boundingRect(
      with: CGSize(width: 40, height: 100), attributes: [.font: font], context: nil)
    #expect(rect == CGRect(x: 0, y: -9.5, width: 65, height: 12))
  }

  @Test func anAttributedStringMeasuresInItsFirstCharactersFont() {
    let text = NSAttributedString(string: "one two three", attributes: [.font: font])
    #expect(text.size() == CGSize(width: 65, height: 12))
    let rect = text.boundingRect(
      with: CGSize(width: 40, height: 1000), options: .usesLineFragmentOrigin, context: nil)
    #expect(rect == CGRect(x: 0, y: 0, width: 35, height: 24))
    #expect(NSAttributedString(string: "").size() == .zero)
  }

  @Test func drawingRecordsEachLineWhereItSits() {
    Runtime.withNew { runtime in
      let context = NSStringDrawingContext()
      ("one two three" as NSString).draw(
        with: CGRect(x: 10, y: 20, width: 40, height: 100), options: .usesLineFragmentOrigin,
        attributes: [.font: font], context: context)
      #expect(context.totalBounds == CGRect(x: 10, y: 20, width: 35, height: 24))
      NSAttributedString(string: "hi", attributes: [.font: font]).draw(at: CGPoint(x: 1, y: 2))
      let texts = runtime.trace.events(.draw).map(\.message)
      #expect(
        texts == [
          "draw text \"one two\" at (10.0, 20.0)", "draw text \"three\" at (10.0, 32.0)",
          "draw text \"hi\" at (1.0, 2.0)",
        ])
    }
  }

  @Test func aTransformLayerRendersOnlyItsSublayers() {
    Runtime.withNew { runtime in
      func configured(_ layer: CALayer) -> CALayer {
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.contents = "image"
        layer.masksToBounds = true
        layer.cornerRadius = 8
        layer.shadowOpacity = 0.5
        layer.opacity = 0.5
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.addSublayer(child)
        return layer
      }
      let plain = configured(CALayer()).treeWeight(scale: 1)
      let transform = configured(CATransformLayer()).treeWeight(scale: 1)
      #expect(plain.backedLayers == 1)
      #expect(plain.masks == 1)
      #expect(plain.offscreenPasses >= 1)
      // The same properties on a transform layer: no backing store, no offscreen pass.
      #expect(transform.layers == 2)
      #expect(transform.backedLayers == 0)
      #expect(transform.offscreenPasses == 0)
      let layer = CATransformLayer()
      layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
      layer.setNeedsDisplay()
      runtime.runTurn()
      #expect(layer.drawCount == 0)
    }
  }

  @Test func aReversedPathRunsItsSubpathsBackwards() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addCurve(
      to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 2),
      controlPoint2: CGPoint(x: 12, y: 8))
    path.close()
    path.move(to: CGPoint(x: 20, y: 20))
    path.addQuadCurve(to: CGPoint(x: 30, y: 20), controlPoint: CGPoint(x: 25, y: 15))
    path.lineWidth = 3
    let reversed = path.reversing()
    #expect(
      reversed.cgPath.elements == [
        .moveTo(CGPoint(x: 30, y: 20)),
        .quadCurveTo(control: CGPoint(x: 25, y: 15), to: CGPoint(x: 20, y: 20)),
        .moveTo(CGPoint(x: 10, y: 10)),
        .curveTo(
          control1: CGPoint(x: 12, y: 8), control2: CGPoint(x: 12, y: 2),
          to: CGPoint(x: 10, y: 0)),
        .lineTo(CGPoint(x: 0, y: 0)), .closeSubpath,
      ])
    #expect(reversed.lineWidth == 3)
    #expect(reversed.bounds == path.bounds)
    // The original is unchanged.
    #expect(path.cgPath.elements.first == .moveTo(.zero))
  }
}

@MainActor
struct KeptScrollAndMarginSettingsTests {
  @Test func aScrollViewKeepsItsDecelerationRateAndAViewItsSafeAreaMarginsSetting() {
    Runtime.withNew { _ in
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      #expect(scroll.decelerationRate == .normal)
      #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
      #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
      scroll.decelerationRate = .fast
      #expect(scroll.decelerationRate.rawValue == 0.99)
      let view = UIView()
      #expect(view.insetsLayoutMarginsFromSafeArea)
      view.insetsLayoutMarginsFromSafeArea = false
      #expect(!view.insetsLayoutMarginsFromSafeArea)
      #expect(view.safeAreaInsets == .zero)
    }
  }
}
