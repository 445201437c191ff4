// Geometry lives on the layer: frame, bounds, center and transform read and write it. Size
// changes request layout (of the view and its superview) and, for `.redraw`, display.

extension UIView {
  /// The implementation of `frame` (UIView.swift declares it, overridable).
  var baseFrame: CGRect {
    get { layer.frame }
    set {
      requireFinite(newValue, "frame")
      let anchor = layer.anchorPoint
      center = CGPoint(
        x: newValue.origin.x + anchor.x * newValue.width,
        y: newValue.origin.y + anchor.y * newValue.height)
      var newBounds = bounds
      newBounds.size = CALayer.boundsSize(forFrameSize: newValue.size, transform: layer.transform)
      bounds = newBounds
    }
  }

  /// The implementation of `bounds` (UIView.swift declares it, overridable).
  var baseBounds: CGRect {
    get { layer.bounds }
    set {
      requireFinite(newValue, "bounds")
      guard layer.bounds != newValue else { return }
      layer.bounds = newValue
    }
  }

  /// The layer's bounds changed (through ``bounds``, ``frame`` or the layer itself, as on
  /// iOS where `view.layer.bounds` lays the superview out too): layout of the view; on a size
  /// change layout of the superview and, for `.redraw`, display.
  package func layerBoundsDidChange(_ layer: CALayer, from old: CGRect) {
    guard layer === self.layer else { return }
    let newValue = layer.bounds
    setNeedsLayout()
    guard old.size != newValue.size else { return }
    _superview?.setNeedsLayout()
    if !_subviews.isEmpty { autoresizeSubviews(from: old.size) }
    if _contentMode == .redraw {
      requestSystemDisplay()
    } else if old.isEmpty, hasPendingDisplay {
      cycle.enqueueForDisplay(self)
    }
  }

  /// The implementation of `center` (UIView.swift declares it, overridable).
  var baseCenter: CGPoint {
    get { layer.position }
    set {
      precondition(
        newValue.x.isFinite && newValue.y.isFinite,
        "UIView.center: \(self) cannot take a non-finite center (\(newValue.x), \(newValue.y)); "
          + "UIKit raises CALayerInvalidGeometry here")
      layer.position = newValue
    }
  }

  /// The implementation of `transform` (UIView.swift declares it, overridable).
  var baseTransform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(layer.transform) }
    set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
  }

  /// "No intrinsic size" in ``intrinsicContentSize``.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    layer.convert(point, to: view?.layer ?? rootLayer)
  }

  /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: view?.layer ?? rootLayer)
  }

  /// Converts `rect` from this view's coordinates to `view`'s (the window's when nil).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    layer.convert(rect, to: view?.layer ?? rootLayer)
  }

  /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    layer.convert(rect, from: view?.layer ?? rootLayer)
  }

  /// The layer of the window, or nil (then layer conversions use the root's space).
  private var rootLayer: CALayer? { _window?.layer }

  func requireFinite(_ rect: CGRect, _ name: String) {
    precondition(
      rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite
        && rect.height.isFinite,
      "UIView.\(name): \(type(of: self)) (tag \(tag)) cannot take a non-finite \(name) "
        + "(\(rect.origin.x), \(rect.origin.y), \(rect.width), \(rect.height)); "
        + "UIKit raises CALayerInvalidGeometry (\"CALayer position contains NaN\") here")
  }
}
