import Measure

/// The model values a change's action reads, and the keys whose changes look up actions.
extension CALayer {
  /// The model value of `key` before the write whose action is being looked up, boxed as
  /// ``value(forKeyPath:)`` boxes it; nil when none was kept for that key.
  package func modelValueBeforeChange(forKey key: String) -> Any? {
    guard let kept = engine.storage.valuesBeforeChange[ObjectIdentifier(self)], kept.key == key
    else { return nil }
    return kept.value.anyValue
  }

  /// The model value at `keyPath` as ``value(forKeyPath:)`` boxes it, or nil for a path that
  /// names no layer property.
  package func modelLayerValue(forKeyPath keyPath: String) -> Any? {
    layerValue(forKeyPath: keyPath)?.anyValue
  }

  /// The keys whose changes look up actions (CALayer.h "Animatable",
  /// Docs/Semantics/CoreAnimation.md §h.3).
  static func isAnimatable(_ key: String) -> Bool { animatableKeys.contains(key) }

  static let animatableKeys: Set<String> = [
    "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform",
    "sublayerTransform", "hidden", "doubleSided", "masksToBounds", "contents", "contentsRect",
    "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "opacity", "shadowColor",
    "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
  ]
}

/// A layer delegate that owns the display and layout cycle of the layer (UIKit's views):
/// layer-level requests are forwarded to it.
package protocol LayerDisplayRequestReceiver: AnyObject {
  /// `layer.setNeedsDisplay()` (rect nil) or `layer.setNeedsDisplay(_:)` was called.
  func layerRequestedDisplay(_ layer: CALayer, in rect: CGRect?)
  /// `layer.setNeedsLayout()` was called.
  func layerRequestedLayout(_ layer: CALayer)
  /// The model `bounds` of `layer` changed from `old` (written on the layer or through the
  /// view): the view asks for layout as a bounds change of the view does.
  func layerBoundsDidChange(_ layer: CALayer, from old: CGRect)
}
