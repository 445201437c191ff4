// Geometry lives on the layer: frame, bounds, center and transform read and write it. Size
// changes request layout (of the view and its superview) and, for `.redraw`, display.

extension UIView {
  /// The frame in the superview's coordinates (the bounding box of the transformed bounds).
  ///
  /// Setting it sets ``center`` and the size of ``bounds``. Apple calls the frame undefined
  /// when ``transform`` is not the identity; here, as measured on iOS, the getter returns the
  /// bounding box and the setter keeps the transform and sizes the bounds so that the frame
  /// reads back as set (a 0.5 scale gives bounds twice the frame; Docs/Semantics/UIKit.md
  /// §12).
  ///
  /// - Precondition: every component is finite. UIKit raises `CALayerInvalidGeometry`
  ///   ("CALayer position contains NaN") for a NaN frame and the app dies; ScreenLab traps
  ///   with a message naming the view and the value (its choice: not storing the value).
  public var frame: CGRect {
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

  /// The view's own coordinate space: the origin drawing and subviews are placed against,
  /// and the size.
  ///
  /// Any change requests layout of the view (`setNeedsLayout()`); a size change also
  /// requests layout of the superview and, when ``contentMode`` is `.redraw`, display of
  /// the view (UIKit documents `.redraw` as "redisplay the view when the bounds change").
  ///
  /// - Precondition: every component is finite (see ``frame``).
  public var bounds: CGRect {
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

  /// The centre of the frame in the superview's coordinates (the layer's `position`).
  ///
  /// - Precondition: both coordinates are finite (see ``frame``).
  public var center: CGPoint {
    get { layer.position }
    set {
      precondition(
        newValue.x.isFinite && newValue.y.isFinite,
        "UIView.center: \(self) cannot take a non-finite center (\(newValue.x), \(newValue.y)); "
          + "UIKit raises CALayerInvalidGeometry here")
      layer.position = newValue
    }
  }

  /// The affine transform around the centre (the layer's `transform`, made affine).
  public var transform: CGAffineTransform {
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
