// The model properties most layers leave at their defaults, kept out of the layer object
// (`LayerStorage.rare` and `LayerStorage.own`, boxes declared in Storage.swift), and the
// accessors that read them or their defaults.

import HeadlessCoreGraphics

/// The model properties of a layer that most layers leave at their defaults
/// (`LayerStorage.rare`): copied with the layer.
struct LayerRareProperties: BoxedProperties {
  /// `beginTime` and `timeOffset` (CAMediaTiming): read by every local time conversion, in
  /// place (``CALayer/localTime(forMediaTime:)``), 0 while there is no box.
  var beginTime: CFTimeInterval = 0
  var timeOffset: CFTimeInterval = 0
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
struct LayerOwnProperties: BoxedProperties {
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
  var _beginTime: CFTimeInterval {
    get { rare.boxed(\.beginTime, or: 0) }
    set { rare.writeBoxed(\.beginTime, newValue) { sameBits($0, 0) } }
  }
  var _timeOffset: CFTimeInterval {
    get { rare.boxed(\.timeOffset, or: 0) }
    set { rare.writeBoxed(\.timeOffset, newValue) { sameBits($0, 0) } }
  }
  var _zPosition: CGFloat {
    get { rare.boxed(\.zPosition, or: 0) }
    set { rare.writeBoxed(\.zPosition, newValue) { sameBits($0, 0) } }
  }
  var _anchorPointZ: CGFloat {
    get { rare.boxed(\.anchorPointZ, or: 0) }
    set { rare.writeBoxed(\.anchorPointZ, newValue) { sameBits($0, 0) } }
  }
  var _backgroundColor: CGColor? {
    get { rare.boxed(\.backgroundColor, or: nil) }
    set { rare.writeBoxed(\.backgroundColor, newValue) { $0 == nil } }
  }
  var _cornerRadius: CGFloat {
    get { rare.boxed(\.cornerRadius, or: 0) }
    set { rare.writeBoxed(\.cornerRadius, newValue) { sameBits($0, 0) } }
  }
  var _borderWidth: CGFloat {
    get { rare.boxed(\.borderWidth, or: 0) }
    set { rare.writeBoxed(\.borderWidth, newValue) { sameBits($0, 0) } }
  }
  var _borderColor: CGColor? {
    get { rare.boxed(\.borderColor, or: CGColor.black) }
    set { rare.writeBoxed(\.borderColor, newValue) { $0 === CGColor.black } }
  }
  var _shadowColor: CGColor? {
    get { rare.boxed(\.shadowColor, or: CGColor.black) }
    set { rare.writeBoxed(\.shadowColor, newValue) { $0 === CGColor.black } }
  }
  var _shadowOpacity: Float {
    get { rare.boxed(\.shadowOpacity, or: 0) }
    set { rare.writeBoxed(\.shadowOpacity, newValue) { sameBits($0, 0) } }
  }
  var _shadowOffset: CGSize {
    get { rare.boxed(\.shadowOffset, or: CGSize(width: 0, height: -3)) }
    set { rare.writeBoxed(\.shadowOffset, newValue) { sameBits($0, CGSize(width: 0, height: -3)) } }
  }
  var _shadowRadius: CGFloat {
    get { rare.boxed(\.shadowRadius, or: 3) }
    set { rare.writeBoxed(\.shadowRadius, newValue) { sameBits($0, 3) } }
  }
  var _shadowPath: CGPath? {
    get { rare.boxed(\.shadowPath, or: nil) }
    set { rare.writeBoxed(\.shadowPath, newValue) { $0 == nil } }
  }
  var _masksToBounds: Bool {
    get { rare.boxed(\.masksToBounds, or: false) }
    set { rare.writeBoxed(\.masksToBounds, newValue) { !$0 } }
  }
  var _contents: Any? {
    get { rare.boxed(\.contents, or: nil) }
    set { rare.writeBoxed(\.contents, newValue) { $0 == nil } }
  }
  var _contentsRect: CGRect {
    get { rare.boxed(\.contentsRect, or: CGRect(x: 0, y: 0, width: 1, height: 1)) }
    set {
      rare.writeBoxed(\.contentsRect, newValue) {
        sameBits($0, CGRect(x: 0, y: 0, width: 1, height: 1))
      }
    }
  }
  var _isDoubleSided: Bool {
    get { rare.boxed(\.isDoubleSided, or: true) }
    set { rare.writeBoxed(\.isDoubleSided, newValue) { $0 } }
  }
  var userValues: [String: Any] {
    get { rare.boxed(\.userValues, or: [:]) }
    set {
      rare.writeBoxed(\.userValues, newValue) { $0.isEmpty }
      writtenSinceRefresh = true
    }
  }
  var _transform: CATransform3D {
    get { rare.boxed(\.transform, or: CATransform3DIdentity) }
    set { rare.writeBoxed(\.transform, newValue) { sameBits($0, CATransform3DIdentity) } }
  }
  var _sublayerTransform: CATransform3D {
    get { rare.boxed(\.sublayerTransform, or: CATransform3DIdentity) }
    set { rare.writeBoxed(\.sublayerTransform, newValue) { sameBits($0, CATransform3DIdentity) } }
  }
}
