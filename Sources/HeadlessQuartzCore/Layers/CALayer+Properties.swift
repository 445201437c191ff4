// The model properties of a layer. Each setter stores the value, joins the current
// transaction and runs the key's action (an implicit animation for animatable keys).

import Measure

extension CALayer {
  /// The layer's own coordinate space: origin and size.
  public var bounds: CGRect {
    get { storage._bounds }
    set {
      CALayer.checkGeometry(
        newValue.origin.x, newValue.origin.y, newValue.width, newValue.height,
        property: "bounds", of: self)
      let old = storage._bounds
      let sizeChanged = old.size != newValue.size
      propertyWillChange("bounds") { .rect(old) }
      keepCommittedState()
      storage._bounds = newValue
      propertyDidChange("bounds")
      if sizeChanged, needsDisplayOnBoundsChange { setNeedsDisplay() }
      if old != newValue, !notificationsSuspended, !storage.isPresentationCopy,
        let receiver = delegate as? LayerDisplayRequestReceiver
      {
        receiver.layerBoundsDidChange(self, from: old)
      }
    }
  }
  /// Where the anchor point sits in the superlayer's coordinates.
  public var position: CGPoint {
    @inlinable get { storage._position }
    set {
      CALayer.checkGeometry(newValue.x, newValue.y, property: "position", of: self)
      setModel("position", \._position, newValue) { .point($0) }
    }
  }
  public var zPosition: CGFloat {
    get { storage._zPosition }
    set { setModel("zPosition", \._zPosition, newValue) }
  }
  /// The point of the bounds (in unit coordinates) that `position` places; (0.5, 0.5).
  public var anchorPoint: CGPoint {
    get { storage._anchorPoint }
    set { setModel("anchorPoint", \._anchorPoint, newValue) { .point($0) } }
  }
  public var anchorPointZ: CGFloat {
    get { storage._anchorPointZ }
    set { setModel("anchorPointZ", \._anchorPointZ, newValue) }
  }
  /// The transform applied around the anchor point.
  public var transform: CATransform3D {
    get { storage._transform }
    set { setModel("transform", \._transform, newValue) { .transform($0) } }
  }
  /// The transform applied to the sublayers.
  public var sublayerTransform: CATransform3D {
    get { storage._sublayerTransform }
    set { setModel("sublayerTransform", \._sublayerTransform, newValue) }
  }
  /// The frame in the superlayer's coordinates: the bounding box of the transformed bounds.
  ///
  /// Derived from `position`, `bounds`, `anchorPoint` and `transform`; setting it sets
  /// `position` and `bounds.size` (two changes, two actions), as Core Animation does.
  public var frame: CGRect {
    get {
      Self.frame(
        bounds: storage._bounds, position: storage._position, anchor: storage._anchorPoint,
        transform: storage._transform)
    }
    set {
      let size = newValue.size
      position = CGPoint(
        x: newValue.origin.x + storage._anchorPoint.x * size.width,
        y: newValue.origin.y + storage._anchorPoint.y * size.height)
      bounds = CGRect(
        origin: storage._bounds.origin,
        size: Self.boundsSize(forFrameSize: size, transform: storage._transform))
    }
  }

  /// The one way a model property kept in ``LayerStorage`` is written: the new value is stored
  /// at `field` and the change reported under `key` (``propertyDidChange(_:)``: the
  /// transaction, the redraw the key asks for, the key's action).
  @inline(__always)
  func setModel<Value>(_ key: String, _ field: WritableKeyPath<LayerStorage, Value>, _ value: Value)
  {
    callPathHop("CALayer.setModel(_:_:_:)")
    keepCommittedState()
    storage[keyPath: field] = value
    propertyDidChange(key)
  }

  /// The same for a property a view animates: its old value, as `old` boxes it, is kept first
  /// for the delegate's action (``propertyWillChange(_:_:)``).
  @inline(__always)
  func setModel<Value>(
    _ key: String, _ field: WritableKeyPath<LayerStorage, Value>, _ value: Value,
    old: (Value) -> LayerValue
  ) {
    propertyWillChange(key) { old(storage[keyPath: field]) }
    setModel(key, field, value)
  }

  /// The same for a property a subclass keeps in its own storage: `write` stores it.
  @inline(__always)
  func setModel(_ key: String, _ write: () -> Void) {
    keepCommittedState()
    write()
    propertyDidChange(key)
  }

  /// The bounds size whose transformed box is `size`: `size` itself under the identity; under
  /// an invertible affine transform, the bounding box of the frame mapped back through its
  /// inverse (a 0.5 scale doubles the bounds), so that the frame reads back as set, as on
  /// Apple's Core Animation (Docs/Semantics/CoreAnimation.md g).
  package static func boundsSize(forFrameSize size: CGSize, transform t: CATransform3D)
    -> CGSize
  {
    guard t != CATransform3DIdentity else { return size }
    let det = t.m11 * t.m22 - t.m12 * t.m21
    guard det != 0, det.isFinite else { return size }
    // The inverse of the linear part [[m11, m12], [m21, m22]] (row vectors).
    let (a, b, c, d) = (t.m22 / det, -t.m12 / det, -t.m21 / det, t.m11 / det)
    let width = abs(size.width * a) + abs(size.height * c)
    let height = abs(size.width * b) + abs(size.height * d)
    return CGSize(width: width, height: height)
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
    @inlinable get { storage._opacity }
    set { setModel("opacity", \._opacity, newValue) { .number(Double($0)) } }
  }
  public var isHidden: Bool {
    get { storage._isHidden }
    set { setModel("hidden", \._isHidden, newValue) }
  }
  public var backgroundColor: CGColor? {
    get { storage._backgroundColor }
    set { setModel("backgroundColor", \._backgroundColor, newValue) { .color($0) } }
  }
  public var cornerRadius: CGFloat {
    get { storage._cornerRadius }
    set { setModel("cornerRadius", \._cornerRadius, newValue) { .number(Double($0)) } }
  }
  public var borderWidth: CGFloat {
    get { storage._borderWidth }
    set { setModel("borderWidth", \._borderWidth, newValue) }
  }
  public var borderColor: CGColor? {
    get { storage._borderColor }
    set { setModel("borderColor", \._borderColor, newValue) }
  }
  public var shadowColor: CGColor? {
    get { storage._shadowColor }
    set { setModel("shadowColor", \._shadowColor, newValue) }
  }
  public var shadowOpacity: Float {
    get { storage._shadowOpacity }
    set { setModel("shadowOpacity", \._shadowOpacity, newValue) { .number(Double($0)) } }
  }
  public var shadowOffset: CGSize {
    get { storage._shadowOffset }
    set { setModel("shadowOffset", \._shadowOffset, newValue) }
  }
  public var shadowRadius: CGFloat {
    get { storage._shadowRadius }
    set { setModel("shadowRadius", \._shadowRadius, newValue) }
  }
  public var shadowPath: CGPath? {
    get { storage._shadowPath }
    set { setModel("shadowPath", \._shadowPath, newValue) }
  }
  public var masksToBounds: Bool {
    get { storage._masksToBounds }
    set { setModel("masksToBounds", \._masksToBounds, newValue) }
  }
  /// The layer's content (an image, as `Any`).
  public var contents: Any? {
    get { storage._contents }
    set { setModel("contents", \._contents, newValue) }
  }
  public var contentsRect: CGRect {
    get { storage._contentsRect }
    set { setModel("contentsRect", \._contentsRect, newValue) }
  }
  public var isDoubleSided: Bool {
    get { storage._isDoubleSided }
    set { setModel("doubleSided", \._isDoubleSided, newValue) }
  }

  // MARK: - Time

  /// The layer's local time at media time `t`: each layer from the root down maps its
  /// parent's time with `(max(tp, beginTime) − beginTime) × speed + timeOffset` (a.6).
  ///
  /// Inlined at its callers for a layer without a superlayer (the common case of a
  /// presentation read); the chain above a sublayer is walked out of line.
  @inline(__always)
  func localTime(forMediaTime t: Double) -> Double {
    guard storage.hasSuperlayer, let superlayer = storage._superlayer else {
      return localTime(fromParentTime: t)
    }
    return localTime(fromParentTime: superlayer.localTimeOutOfLine(forMediaTime: t))
  }

  /// ``localTime(forMediaTime:)``, not inlined: the recursion up the tree.
  @inline(never)
  private func localTimeOutOfLine(forMediaTime t: Double) -> Double {
    localTime(forMediaTime: t)
  }

  /// This layer's step of the mapping: its parent's time `parent` to its own.
  @inline(__always)
  private func localTime(fromParentTime parent: Double) -> Double {
    // The box read in place (a layer without one: 0 and 0), not through the computed
    // `_beginTime` and `_timeOffset`.
    let beginTime = storage.rare?.properties.beginTime ?? 0
    let timeOffset = storage.rare?.properties.timeOffset ?? 0
    return (max(parent, beginTime) - beginTime) * Double(storage._speed) + timeOffset
  }

  /// The media time at which this layer's local time is `local` (speed 0: its begin time).
  func mediaTime(forLocalTime local: Double) -> Double {
    let parent =
      storage._speed != 0
      ? (local - storage._timeOffset) / Double(storage._speed) + storage._beginTime
      : storage._beginTime
    return storage._superlayer?.mediaTime(forLocalTime: parent) ?? parent
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
    let x = p.x - storage._bounds.origin.x - storage._anchorPoint.x * storage._bounds.width
    let y = p.y - storage._bounds.origin.y - storage._anchorPoint.y * storage._bounds.height
    let t = storage._transform
    return CGPoint(
      x: storage._position.x + x * t.m11 + y * t.m21 + t.m41,
      y: storage._position.y + x * t.m12 + y * t.m22 + t.m42)
  }

  func pointInRoot(_ p: CGPoint) -> CGPoint {
    let up = pointInSuperlayer(p)
    return storage._superlayer?.pointInRoot(up) ?? up
  }

  func pointFromRoot(_ p: CGPoint) -> CGPoint {
    let inSuper = storage._superlayer?.pointFromRoot(p) ?? p
    let t = storage._transform
    let dx = inSuper.x - storage._position.x - t.m41
    let dy = inSuper.y - storage._position.y - t.m42
    let det = t.m11 * t.m22 - t.m12 * t.m21
    let (x, y) =
      det != 0
      ? ((dx * t.m22 - dy * t.m21) / det, (dy * t.m11 - dx * t.m12) / det) : (dx, dy)
    return CGPoint(
      x: x + storage._bounds.origin.x + storage._anchorPoint.x * storage._bounds.width,
      y: y + storage._bounds.origin.y + storage._anchorPoint.y * storage._bounds.height)
  }

  /// Whether `p` (in this layer's coordinates) lies inside the bounds.
  public func contains(_ p: CGPoint) -> Bool { storage._bounds.contains(p) }
}

extension CALayer {
  /// Sets ``transform`` to the 3-D form of an affine transform (Core Animation's
  /// `setAffineTransform(_:)`).
  public func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  /// The affine part of ``transform`` (Core Animation's `affineTransform()`).
  public func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(transform)
  }
}

extension CALayer {
  /// The part of ``copyLayerState(from:)`` in `CALayer`'s own box that a copy takes: `name`,
  /// `contentsGravity`, `contentsScale`, `isOpaque` and `maskedCorners`, through their setters.
  /// When neither layer has the box, each is its default on both sides and the five setters
  /// (each a read and a write through a key path) would only flag the write, so only the flag
  /// is set: the usual case of a presentation copy and a committed snapshot.
  func copyOwnProperties(from other: CALayer) {
    guard other.storage.own != nil || storage.own != nil else {
      storage.writtenSinceRefresh = true
      return
    }
    name = other.name
    contentsGravity = other.contentsGravity
    contentsScale = other.contentsScale
    isOpaque = other.isOpaque
    maskedCorners = other.maskedCorners
  }
}
