// The model properties most layers leave at their defaults, kept out of the layer object
// (`LayerStorage.rare` and `LayerStorage.own`, boxes declared in Storage.swift), and the
// accessors that read them or their defaults.

import HeadlessCoreGraphics

/// The model properties of a layer that most layers leave at their defaults
/// (`LayerStorage.rare`): copied with the layer.
struct LayerRareProperties {
  var zPosition: CGFloat = 0
  var anchorPointZ: CGFloat = 0
  var backgroundColor: CGColor?
  var cornerRadius: CGFloat = 0
  var borderWidth: CGFloat = 0
  var borderColor: CGColor? = CGColor.black
  var shadowColor: CGColor? = CGColor.black
  var shadowOpacity: Float = 0
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowRadius: CGFloat = 3
  var shadowPath: CGPath?
  var masksToBounds = false
  var contents: Any?
  var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  var isDoubleSided = true
  var userValues: [String: Any] = [:]
  var transform = CATransform3DIdentity
  var sublayerTransform = CATransform3DIdentity
}

/// `CALayer`'s own stored properties (`LayerStorage.own`), which a layer copy does not take.
struct LayerOwnProperties {
  var duration: CFTimeInterval = 0
  var repeatCount: Float = 0
  var repeatDuration: CFTimeInterval = 0
  var autoreverses = false
  var fillMode: CAMediaTimingFillMode = .removed
  var name: String?
  var actions: [String: CAAction]?
  var contentsGravity: CALayerContentsGravity = .resize
  var contentsScale: CGFloat = 1
  var isOpaque = false
  var needsDisplayOnBoundsChange = false
  var drawsAsynchronously = false
  var shouldRasterize = false
  var allowsGroupOpacity = true
  var rasterizationScale: CGFloat = 1
  var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  var mask: CALayer?
}

extension LayerStorage {
  /// A rarely set model property: the box's value, or `initial` (the field's default).
  @inline(__always)
  func rare<Value>(_ field: KeyPath<LayerRareProperties, Value>, or initial: Value) -> Value {
    if let rare { return rare.properties[keyPath: field] }
    return initial
  }

  /// Writes a rarely set model property, copying a shared box first; writing `initial` (the
  /// field's default) while there is no box allocates none.
  @inline(__always)
  mutating func writeRare<Value>(
    _ field: WritableKeyPath<LayerRareProperties, Value>, _ value: Value,
    isInitial: (Value) -> Bool
  ) {
    if rare == nil, isInitial(value) { return }
    if !isKnownUniquelyReferenced(&rare) {
      rare = RareLayerBox(rare?.properties ?? LayerRareProperties())
    }
    rare.unsafelyUnwrapped.properties[keyPath: field] = value
  }

  /// One of `CALayer`'s own stored properties: the box's value, or `initial`.
  @inline(__always)
  func own<Value>(_ field: KeyPath<LayerOwnProperties, Value>, or initial: Value) -> Value {
    if let own { return own.properties[keyPath: field] }
    return initial
  }

  /// Writes one of `CALayer`'s own stored properties; writing `initial` while there is no box
  /// allocates none.
  @inline(__always)
  mutating func writeOwn<Value>(
    _ field: WritableKeyPath<LayerOwnProperties, Value>, _ value: Value,
    isInitial: (Value) -> Bool
  ) {
    if own == nil, isInitial(value) { return }
    if !isKnownUniquelyReferenced(&own) {
      own = OwnLayerBox(own?.properties ?? LayerOwnProperties())
    }
    own.unsafelyUnwrapped.properties[keyPath: field] = value
  }

  var _zPosition: CGFloat {
    get { rare(\.zPosition, or: 0) }
    set { writeRare(\.zPosition, newValue) { sameBits($0, 0) } }
  }
  var _anchorPointZ: CGFloat {
    get { rare(\.anchorPointZ, or: 0) }
    set { writeRare(\.anchorPointZ, newValue) { sameBits($0, 0) } }
  }
  var _backgroundColor: CGColor? {
    get { rare(\.backgroundColor, or: nil) }
    set { writeRare(\.backgroundColor, newValue) { $0 == nil } }
  }
  var _cornerRadius: CGFloat {
    get { rare(\.cornerRadius, or: 0) }
    set { writeRare(\.cornerRadius, newValue) { sameBits($0, 0) } }
  }
  var _borderWidth: CGFloat {
    get { rare(\.borderWidth, or: 0) }
    set { writeRare(\.borderWidth, newValue) { sameBits($0, 0) } }
  }
  var _borderColor: CGColor? {
    get { rare(\.borderColor, or: CGColor.black) }
    set { writeRare(\.borderColor, newValue) { $0 === CGColor.black } }
  }
  var _shadowColor: CGColor? {
    get { rare(\.shadowColor, or: CGColor.black) }
    set { writeRare(\.shadowColor, newValue) { $0 === CGColor.black } }
  }
  var _shadowOpacity: Float {
    get { rare(\.shadowOpacity, or: 0) }
    set { writeRare(\.shadowOpacity, newValue) { sameBits($0, 0) } }
  }
  var _shadowOffset: CGSize {
    get { rare(\.shadowOffset, or: CGSize(width: 0, height: -3)) }
    set { writeRare(\.shadowOffset, newValue) { sameBits($0, CGSize(width: 0, height: -3)) } }
  }
  var _shadowRadius: CGFloat {
    get { rare(\.shadowRadius, or: 3) }
    set { writeRare(\.shadowRadius, newValue) { sameBits($0, 3) } }
  }
  var _shadowPath: CGPath? {
    get { rare(\.shadowPath, or: nil) }
    set { writeRare(\.shadowPath, newValue) { $0 == nil } }
  }
  var _masksToBounds: Bool {
    get { rare(\.masksToBounds, or: false) }
    set { writeRare(\.masksToBounds, newValue) { !$0 } }
  }
  var _contents: Any? {
    get { rare(\.contents, or: nil) }
    set { writeRare(\.contents, newValue) { $0 == nil } }
  }
  var _contentsRect: CGRect {
    get { rare(\.contentsRect, or: CGRect(x: 0, y: 0, width: 1, height: 1)) }
    set {
      writeRare(\.contentsRect, newValue) { sameBits($0, CGRect(x: 0, y: 0, width: 1, height: 1)) }
    }
  }
  var _isDoubleSided: Bool {
    get { rare(\.isDoubleSided, or: true) }
    set { writeRare(\.isDoubleSided, newValue) { $0 } }
  }
  var userValues: [String: Any] {
    get { rare(\.userValues, or: [:]) }
    set {
      writeRare(\.userValues, newValue) { $0.isEmpty }
      writtenSinceRefresh = true
    }
  }
  var _transform: CATransform3D {
    get { rare(\.transform, or: CATransform3DIdentity) }
    set { writeRare(\.transform, newValue) { sameBits($0, CATransform3DIdentity) } }
  }
  var _sublayerTransform: CATransform3D {
    get { rare(\.sublayerTransform, or: CATransform3DIdentity) }
    set { writeRare(\.sublayerTransform, newValue) { sameBits($0, CATransform3DIdentity) } }
  }
}
