import Foundation
import HeadlessQuartzCore
import HeadlessUIKit
import Runtime
import Testing

// A view's layer-delegate methods overridden as real code writes them (Docs/Semantics/UIKit.md
// §95, CoreAnimation.md §q).

/// What the overrides saw, in order (a reference, so draws do not mutate the view).
private final class DelegateLog {
  var calls: [String] = []
}

/// Draws a square through the layer-delegate hook instead of `draw(_:)`.
private final class LayerDrawingView: UIView {
  let log = DelegateLog()

  override func layerWillDraw(_ layer: CALayer) {
    super.layerWillDraw(layer)
    log.calls.append("willDraw")
  }

  override func draw(_ layer: CALayer, in ctx: CGContext) {
    log.calls.append("draw(_:in:) \(ctx.boundingBoxOfClipPath.width)")
    ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  override func draw(_ rect: CGRect) {
    log.calls.append("draw(_:)")
  }
}

/// Calls `super` in `draw(_:in:)`, which reaches `draw(_:)`.
private final class DrawHookSuperView: UIView {
  let log = DelegateLog()

  override func draw(_ layer: CALayer, in ctx: CGContext) {
    log.calls.append("before")
    super.draw(layer, in: ctx)
    log.calls.append("after")
  }

  override func draw(_ rect: CGRect) {
    log.calls.append("draw(_:) \(rect.width)x\(rect.height)")
    UIGraphicsGetCurrentContext()?.fill(rect)
  }
}

/// Sets its layer's contents in `display(_:)` and never draws.
private final class ContentsView: UIView {
  let log = DelegateLog()

  override func display(_ layer: CALayer) {
    log.calls.append("display")
    layer.contents = "image"
  }

  override func draw(_ rect: CGRect) {
    log.calls.append("draw(_:)")
  }
}

/// Keeps a sublayer the size of its layer in `layoutSublayers(of:)`, and disables the implicit
/// animation of `opacity` only.
private final class GradientHostView: UIView {
  let log = DelegateLog()
  let fill = CALayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(fill)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    log.calls.append("layoutSublayers")
    fill.frame = layer.bounds
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.calls.append("layoutSubviews")
  }

  override func action(for layer: CALayer, forKey event: String) -> CAAction? {
    if event == "opacity" { return CABasicAnimation(keyPath: event) }
    return super.action(for: layer, forKey: event)
  }
}

/// A plain object as the delegate of a standalone layer.
private final class Painter: CALayerDelegate {
  var calls: [String] = []

  func layerWillDraw(_ layer: CALayer) { calls.append("willDraw") }

  func draw(_ layer: CALayer, in ctx: CGContext) {
    calls.append("draw")
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
  }
}

@MainActor
struct LayerDelegateOverrideTests {
  @Test func aViewThatOverridesTheLayerDrawHookDrawsThroughIt() {
    Runtime.withNew { runtime in
      let view = LayerDrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
      showInWindow(view, runtime)
      // layerWillDraw first, then draw(_:in:) with a context clipped to the bounds; the
      // override did not call super, so draw(_:) never ran.
      #expect(view.log.calls == ["willDraw", "draw(_:in:) 40.0"])
      #expect(view.headless.drawCount == 1)
      #expect(view.headless.lastDraw?.displayList.commands.count == 1)
      // A later request runs the same path once.
      view.setNeedsDisplay()
      view.setNeedsDisplay()
      runtime.runTurn()
      #expect(view.log.calls.count == 4)
      #expect(view.headless.drawCount == 2)
    }
  }

  @Test func superOfTheLayerDrawHookCallsDrawRectWithTheRectToRedraw() {
    Runtime.withNew { runtime in
      let view = DrawHookSuperView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
      showInWindow(view, runtime)
      #expect(view.log.calls == ["before", "draw(_:) 50.0x20.0", "after"])
      // draw(_:) had the context current: its fill is in the recording.
      #expect(view.headless.lastDraw?.displayList.commands.count == 1)
      view.log.calls.removeAll()
      view.setNeedsDisplay(CGRect(x: 5, y: 5, width: 10, height: 4))
      runtime.runTurn()
      #expect(view.log.calls == ["before", "draw(_:) 10.0x4.0", "after"])
    }
  }

  @Test func anOverrideOfDisplayReplacesTheDrawing() {
    Runtime.withNew { runtime in
      let view = ContentsView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      showInWindow(view, runtime)
      #expect(view.log.calls == ["display"])
      #expect(view.layer.contents as? String == "image")
      #expect(view.headless.drawCount == 0)
      // The request still coalesces to one display a turn.
      view.setNeedsDisplay()
      view.layer.setNeedsDisplay()
      runtime.runTurn()
      #expect(view.log.calls == ["display", "display"])
    }
  }

  @Test func layoutSublayersOfTheViewsLayerWrapsLayoutSubviews() {
    Runtime.withNew { runtime in
      let view = GradientHostView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
      showInWindow(view, runtime)
      #expect(view.log.calls == ["layoutSubviews", "layoutSublayers"])
      #expect(view.fill.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
      view.log.calls.removeAll()
      view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
      runtime.runTurn()
      #expect(view.log.calls == ["layoutSubviews", "layoutSublayers"])
      #expect(view.fill.frame.width == 80)
      // layoutIfNeeded reaches the override too.
      view.setNeedsLayout()
      view.layoutIfNeeded()
      #expect(view.log.calls.count == 4)
    }
  }

  @Test func anActionOverrideIsAskedForTheViewsLayer() {
    Runtime.withNew { runtime in
      let view = GradientHostView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
      showInWindow(view, runtime)
      // Outside an animation block the view answers NSNull (no animation) except where the
      // override answers an animation.
      view.alpha = 0.5
      view.center = CGPoint(x: 10, y: 10)
      #expect(view.layer.animation(forKey: "opacity") != nil)
      #expect(view.layer.animation(forKey: "position") == nil)
    }
  }

  @Test func aStandaloneLayerAsksItsDelegateToDraw() {
    Runtime.withNew { runtime in
      let painter = Painter()
      let layer = CALayer()
      layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
      layer.delegate = painter
      runtime.runTurn()
      #expect(painter.calls.isEmpty)
      layer.setNeedsDisplay()
      layer.setNeedsDisplay()
      runtime.runTurn()
      #expect(painter.calls == ["willDraw", "draw"])
      #expect(layer.drawCount == 1)
      #expect(layer.lastDrawing?.commands.count == 1)
    }
  }
}
