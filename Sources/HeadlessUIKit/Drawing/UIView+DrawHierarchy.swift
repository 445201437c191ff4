import HeadlessCoreGraphics
import HeadlessQuartzCore

extension UIView {
  /// Renders a snapshot of the view's hierarchy into the current graphics context, scaled so
  /// that its bounds fill `rect`: UIKit's `drawHierarchy(in:afterScreenUpdates:)` (iOS 7).
  /// With `afterUpdates` the view first lays out the changes it has pending (Apple's snapshot
  /// then includes the recent changes). Headless, the hierarchy is rendered from the layer
  /// tree as `CALayer.render(in:)` renders it. True when it was drawn; false when
  /// there is no current context (outside `draw(_:)` and an image context) or the view has no
  /// area, where a snapshot misses its image data (Docs/Semantics/CoreAnimation.md (t)).
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = GraphicsContextStack.current.contexts.last,
      bounds.width > 0, bounds.height > 0
    else { return false }
    if afterUpdates { layoutIfNeeded() }
    context.saveGState()
    context.translateBy(x: rect.minX, y: rect.minY)
    context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    layer.render(in: context)
    context.restoreGState()
    return true
  }
}
