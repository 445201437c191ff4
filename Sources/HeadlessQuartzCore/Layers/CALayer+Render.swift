import HeadlessCoreGraphics

extension CALayer {
  /// Renders the layer and its sublayers into `ctx`, in the layer's coordinate space: Core
  /// Animation's `render(in:)` (iOS 2), which renders "directly from the layer tree, ignoring
  /// any animations added to the render tree" and skips layers with 3D transforms, filters or
  /// a mask. Headless, from the model tree: a hidden or fully transparent layer draws nothing;
  /// a visible one fills its bounds with its background colour, draws its content
  /// (``draw(in:)``, the delegate's drawing), then renders each sublayer in order, moved to
  /// its frame. Known differences: contents images, borders, corner clipping, shadows and
  /// transforms other than the position are not drawn (Docs/Semantics/CoreAnimation.md (t)).
  public func render(in ctx: CGContext) {
    guard !isHidden, opacity > 0 else { return }
    ctx.saveGState()
    if let backgroundColor {
      ctx.setFillColor(backgroundColor)
      ctx.fill(bounds)
    }
    draw(in: ctx)
    for sublayer in sublayers ?? [] {
      ctx.saveGState()
      // A point of the sublayer's space is at its frame's origin less its bounds' origin.
      ctx.translateBy(
        x: sublayer.frame.minX - sublayer.bounds.minX,
        y: sublayer.frame.minY - sublayer.bounds.minY)
      sublayer.render(in: ctx)
      ctx.restoreGState()
    }
    ctx.restoreGState()
  }
}
