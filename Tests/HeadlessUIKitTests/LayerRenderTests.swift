import Foundation
import HeadlessCoreGraphics
import HeadlessQuartzCore
import HeadlessUIKit
import Runtime
import Testing

/// `CALayer.render(in:)` and `UIView.drawHierarchy(in:afterScreenUpdates:)`, a screenshot's
/// two ways into a context (Docs/Semantics/CoreAnimation.md (t)).
@MainActor @Suite struct LayerRenderTests {
  /// The filled rectangles and their colours, in base coordinates.
  static func fills(_ context: CGContext) -> [(CGRect, CGColor?)] {
    context.displayList.commands.map { ($0.cgPath.boundingBoxOfPath, $0.color) }
  }

  @Test func aLayerRendersItsBackgroundThenItsVisibleSublayersAtTheirFrames() {
    Runtime.withNew { _ in
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
      root.backgroundColor = UIColor.red.cgColor
      let child = CALayer()
      child.frame = CGRect(x: 10, y: 20, width: 30, height: 10)
      child.backgroundColor = UIColor.blue.cgColor
      let hidden = CALayer()
      hidden.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
      hidden.backgroundColor = UIColor.green.cgColor
      hidden.isHidden = true
      root.addSublayer(child)
      root.addSublayer(hidden)
      let context = CGContext(recordingWithClip: nil)
      root.render(in: context)
      let fills = Self.fills(context)
      #expect(fills.count == 2)
      #expect(fills.first?.0 == CGRect(x: 0, y: 0, width: 100, height: 50))
      #expect(fills.first?.1 == UIColor.red.cgColor)
      #expect(fills.last?.0 == CGRect(x: 10, y: 20, width: 30, height: 10))
      #expect(fills.last?.1 == UIColor.blue.cgColor)
      // The context's state is as it was.
      #expect(context.ctm == .identity)
    }
  }

  @Test func drawHierarchyScalesTheViewIntoTheRectOfTheCurrentContext() {
    Runtime.withNew { _ in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      view.backgroundColor = .red
      let context = CGContext(recordingWithClip: nil)
      UIGraphicsPushContext(context)
      let drawn = view.drawHierarchy(
        in: CGRect(x: 0, y: 0, width: 50, height: 25), afterScreenUpdates: true)
      UIGraphicsPopContext()
      #expect(drawn)
      #expect(Self.fills(context).first?.0 == CGRect(x: 0, y: 0, width: 50, height: 25))
      // Without a current context there is nothing to draw into.
      #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
    }
  }
}
