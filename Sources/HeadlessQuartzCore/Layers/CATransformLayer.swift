/// A layer that shows only its sublayers, each in the 3D space of the layer rather than
/// flattened into its plane (Core Animation's `CATransformLayer`).
///
/// What the layer would render itself is ignored: its contents, background, border and
/// drawing, and the properties that assume a flat image (mask, `masksToBounds`, shadow); its
/// opacity applies to each sublayer on its own. So in ``LayerTreeWeight`` a transform layer
/// has no backing store and asks for no offscreen pass, and it never draws (`display()` does
/// nothing) (Docs/Semantics/CoreAnimation.md §r).
@available(iOS 3.0, *)
open class CATransformLayer: CALayer {
  /// Does nothing: a transform layer renders no content of its own.
  open override func display() {}
}
