/// Something a layer runs when one of its properties changes (an implicit animation).
///
/// Core Animation's action lookup (Docs/Semantics/CoreAnimation.md §h.3): the layer delegate's
/// `action(for:forKey:)`, then the layer's `actions` dictionary, then
/// `defaultAction(forKey:)`, then the built-in implicit animation. `NSNull` at any step means
/// "no action; stop looking" — UIKit's views answer it outside animation blocks.
public protocol CAAction: AnyObject {
  /// Runs the action for the property change `event` of `anObject` (a layer).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// Does nothing: `NSNull` as an action means "no action".
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}

/// The methods a layer's delegate may implement (Core Animation's `CALayerDelegate`, whose
/// methods are all optional: the defaults below stand for "not implemented").
///
/// A layer that needs display asks its delegate's ``display(_:)``; the default makes the
/// layer draw itself: a recording context the size of its bounds, ``layerWillDraw(_:)``, then
/// the layer's `draw(in:)`, whose default asks the delegate's ``draw(_:in:)``
/// (Docs/Semantics/CoreAnimation.md §q).
public protocol CALayerDelegate: AnyObject {
  /// The action for a change of `event` on `layer`: nil to keep looking, `NSNull()` for none.
  func action(for layer: CALayer, forKey event: String) -> CAAction?
  /// Updates the layer's content; the default draws it (``draw(_:in:)``).
  func display(_ layer: CALayer)
  /// Draws the layer's content into `ctx`; the default draws nothing.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Called before the layer draws its content; the default does nothing.
  @available(iOS 10.0, *)
  func layerWillDraw(_ layer: CALayer)
  /// Lays out the layer's sublayers.
  func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
  public func display(_ layer: CALayer) { layer.drawOwnContents() }
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  @available(iOS 10.0, *)
  public func layerWillDraw(_ layer: CALayer) {}
  public func layoutSublayers(of layer: CALayer) {}
}

/// The callbacks of an animation's delegate (Core Animation's `CAAnimationDelegate`).
///
/// Delivered on the run loop, in the animate phase of the turn where the event happens:
/// `animationDidStart` when the animation's begin time is reached after commit,
/// `animationDidStop(_:finished:)` once, with `finished == true` only when the active
/// duration elapsed without removal (Docs/Semantics/CoreAnimation.md §g).
public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: CAAnimation)
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// A layer delegate that animates changes only at times (UIKit's views, inside animation
/// blocks): while `collectsLayerChanges` is true the layer keeps each property's old model
/// value for the delegate's `action(for:forKey:)` (``CALayer/modelValueBeforeChange(forKey:)``).
package protocol LayerChangeCollector: AnyObject {
  /// Whether the delegate's actions need the old model values now.
  var collectsLayerChanges: Bool { get }
}
