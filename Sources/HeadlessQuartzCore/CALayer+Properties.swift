// The model properties of a layer. Each setter stores the value, joins the current
// transaction and runs the key's action (an implicit animation for animatable keys).

extension CALayer {
  /// The layer's own coordinate space: origin and size.
  public var bounds: CGRect {
    get { _bounds }
    set {
      CALayer.checkGeometry(
        newValue.origin.x, newValue.origin.y, newValue.width, newValue.height,
        property: "bounds", of: self)
      let sizeChanged = _bounds.size != newValue.size
      _bounds = newValue
      propertyDidChange("bounds")
      if sizeChanged, needsDisplayOnBoundsChange { setNeedsDisplay() }
    }
  }
  /// Where the anchor point sits in the superlayer's coordinates.
  public var position: CGPoint {
    get { _position }
    set {
      CALayer.checkGeometry(newValue.x, newValue.y, property: "position", of: self)
      _position = newValue
      propertyDidChange("position")
    }
  }
  public var zPosition: CGFloat {
    get { _zPosition }
    set {
      _zPosition = newValue
      propertyDidChange("zPosition")
    }
  }
  /// The point of the bounds (in unit coordinates) that `position` places; (0.5, 0.5).
  public var anchorPoint: CGPoint {
    get { _anchorPoint }
    set {
      _anchorPoint = newValue
      propertyDidChange("anchorPoint")
    }
  }
  public var anchorPointZ: CGFloat {
    get { _anchorPointZ }
    set {
      _anchorPointZ = newValue
      propertyDidChange("anchorPointZ")
    }
  }
  /// The transform applied around the anchor point.
  public var transform: CATransform3D {
    get { _transform }
    set {
      _transform = newValue
      propertyDidChange("transform")
    }
  }
  /// The transform applied to the sublayers.
  public var sublayerTransform: CATransform3D {
    get { _sublayerTransform }
    set {
      _sublayerTransform = newValue
      propertyDidChange("sublayerTransform")
    }
  }
  /// The frame in the superlayer's coordinates: the bounding box of the transformed bounds.
  ///
  /// Derived from `position`, `bounds`, `anchorPoint` and `transform`; setting it sets
  /// `position` and `bounds.size` (two changes, two actions), as Core Animation does.
  public var frame: CGRect {
    get {
      Self.frame(bounds: _bounds, position: _position, anchor: _anchorPoint, transform: _transform)
    }
    set {
      let size = newValue.size
      position = CGPoint(
        x: newValue.origin.x + _anchorPoint.x * size.width,
        y: newValue.origin.y + _anchorPoint.y * size.height)
      bounds = CGRect(origin: _bounds.origin, size: size)
    }
  }

  /// Core Animation raises `CALayerInvalidGeometry` for a non-finite position or bounds;
  /// ScreenLab stops with a message naming the layer, the property and the value.
  static func checkGeometry(_ values: CGFloat..., property: String, of layer: CALayer) {
    for value in values where !value.isFinite {
      fatalError(
        "CALayerInvalidGeometry: \(layer) \(property) contains '\(value)'; "
          + "layer geometry must be finite")
    }
  }

  static func frame(bounds: CGRect, position: CGPoint, anchor: CGPoint, transform: CATransform3D)
    -> CGRect
  {
    let w = bounds.width
    let h = bounds.height
    if transform == CATransform3DIdentity {
      return CGRect(x: position.x - anchor.x * w, y: position.y - anchor.y * h, width: w, height: h)
    }
    let corners = [(0, 0), (w, 0), (0, h), (w, h)].map { corner -> CGPoint in
      let x = corner.0 - anchor.x * w
      let y = corner.1 - anchor.y * h
      let tx = x * transform.m11 + y * transform.m21 + transform.m41
      let ty = x * transform.m12 + y * transform.m22 + transform.m42
      let tw = x * transform.m14 + y * transform.m24 + transform.m44
      let scale = tw != 0 ? 1 / tw : 1
      return CGPoint(x: position.x + tx * scale, y: position.y + ty * scale)
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// The opacity, 0 to 1.
  public var opacity: Float {
    get { _opacity }
    set {
      _opacity = newValue
      propertyDidChange("opacity")
    }
  }
  public var isHidden: Bool {
    get { _isHidden }
    set {
      _isHidden = newValue
      propertyDidChange("hidden")
    }
  }
  public var backgroundColor: CGColor? {
    get { _backgroundColor }
    set {
      _backgroundColor = newValue
      propertyDidChange("backgroundColor")
    }
  }
  public var cornerRadius: CGFloat {
    get { _cornerRadius }
    set {
      _cornerRadius = newValue
      propertyDidChange("cornerRadius")
    }
  }
  public var borderWidth: CGFloat {
    get { _borderWidth }
    set {
      _borderWidth = newValue
      propertyDidChange("borderWidth")
    }
  }
  public var borderColor: CGColor? {
    get { _borderColor }
    set {
      _borderColor = newValue
      propertyDidChange("borderColor")
    }
  }
  public var shadowColor: CGColor? {
    get { _shadowColor }
    set {
      _shadowColor = newValue
      propertyDidChange("shadowColor")
    }
  }
  public var shadowOpacity: Float {
    get { _shadowOpacity }
    set {
      _shadowOpacity = newValue
      propertyDidChange("shadowOpacity")
    }
  }
  public var shadowOffset: CGSize {
    get { _shadowOffset }
    set {
      _shadowOffset = newValue
      propertyDidChange("shadowOffset")
    }
  }
  public var shadowRadius: CGFloat {
    get { _shadowRadius }
    set {
      _shadowRadius = newValue
      propertyDidChange("shadowRadius")
    }
  }
  public var shadowPath: CGPath? {
    get { _shadowPath }
    set {
      _shadowPath = newValue
      propertyDidChange("shadowPath")
    }
  }
  public var masksToBounds: Bool {
    get { _masksToBounds }
    set {
      _masksToBounds = newValue
      propertyDidChange("masksToBounds")
    }
  }
  /// The layer's content (an image, as `Any`).
  public var contents: Any? {
    get { _contents }
    set {
      _contents = newValue
      propertyDidChange("contents")
    }
  }
  public var contentsRect: CGRect {
    get { _contentsRect }
    set {
      _contentsRect = newValue
      propertyDidChange("contentsRect")
    }
  }
  public var isDoubleSided: Bool {
    get { _isDoubleSided }
    set {
      _isDoubleSided = newValue
      propertyDidChange("doubleSided")
    }
  }

  // MARK: - Time

  /// The layer's local time at media time `t`: each layer from the root down maps its
  /// parent's time with `(max(tp, beginTime) − beginTime) × speed + timeOffset` (a.6).
  func localTime(forMediaTime t: Double) -> Double {
    let parent = _superlayer?.localTime(forMediaTime: t) ?? t
    return (max(parent, _beginTime) - _beginTime) * Double(_speed) + _timeOffset
  }

  /// The media time at which this layer's local time is `local` (speed 0: its begin time).
  func mediaTime(forLocalTime local: Double) -> Double {
    let parent = _speed != 0 ? (local - _timeOffset) / Double(_speed) + _beginTime : _beginTime
    return _superlayer?.mediaTime(forLocalTime: parent) ?? parent
  }

  /// Converts `t` from `layer`'s time space (media time when nil) to this layer's.
  public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    localTime(forMediaTime: layer?.mediaTime(forLocalTime: t) ?? t)
  }

  /// Converts `t` from this layer's time space to `layer`'s (media time when nil).
  public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let media = mediaTime(forLocalTime: t)
    return layer?.localTime(forMediaTime: media) ?? media
  }

  // MARK: - Geometry conversion

  /// Converts `p` from this layer's coordinates to `layer`'s (window space when nil).
  public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
    let inRoot = pointInRoot(p)
    return layer?.pointFromRoot(inRoot) ?? inRoot
  }

  /// Converts `p` from `layer`'s coordinates (window space when nil) to this layer's.
  public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
    pointFromRoot(layer?.pointInRoot(p) ?? p)
  }

  /// Converts `r` from this layer's coordinates to `layer`'s (the corners' bounding box).
  public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
    let a = convert(r.origin, to: layer)
    let b = convert(CGPoint(x: r.maxX, y: r.maxY), to: layer)
    return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
  }

  /// Converts `r` from `layer`'s coordinates to this layer's.
  public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
    let a = convert(r.origin, from: layer)
    let b = convert(CGPoint(x: r.maxX, y: r.maxY), from: layer)
    return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
  }

  /// This layer's point `p` in the superlayer's coordinates (affine part of the transform).
  func pointInSuperlayer(_ p: CGPoint) -> CGPoint {
    let x = p.x - _bounds.origin.x - _anchorPoint.x * _bounds.width
    let y = p.y - _bounds.origin.y - _anchorPoint.y * _bounds.height
    let t = _transform
    return CGPoint(
      x: _position.x + x * t.m11 + y * t.m21 + t.m41,
      y: _position.y + x * t.m12 + y * t.m22 + t.m42)
  }

  func pointInRoot(_ p: CGPoint) -> CGPoint {
    let up = pointInSuperlayer(p)
    return _superlayer?.pointInRoot(up) ?? up
  }

  func pointFromRoot(_ p: CGPoint) -> CGPoint {
    let inSuper = _superlayer?.pointFromRoot(p) ?? p
    let t = _transform
    let dx = inSuper.x - _position.x - t.m41
    let dy = inSuper.y - _position.y - t.m42
    let det = t.m11 * t.m22 - t.m12 * t.m21
    let (x, y) =
      det != 0
      ? ((dx * t.m22 - dy * t.m21) / det, (dy * t.m11 - dx * t.m12) / det) : (dx, dy)
    return CGPoint(
      x: x + _bounds.origin.x + _anchorPoint.x * _bounds.width,
      y: y + _bounds.origin.y + _anchorPoint.y * _bounds.height)
  }

  /// Whether `p` (in this layer's coordinates) lies inside the bounds.
  public func contains(_ p: CGPoint) -> Bool { _bounds.contains(p) }
}
