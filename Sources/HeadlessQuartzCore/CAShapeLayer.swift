/// A layer that draws a path (Core Animation's `CAShapeLayer`): the usual way to build a
/// progress ring whose value is one animatable property, `strokeEnd`.
open class CAShapeLayer: CALayer {
  @exclusivity(unchecked) var _path: CGPath?
  @exclusivity(unchecked) var _fillColor: CGColor? = CGColor.black
  @exclusivity(unchecked) var _strokeColor: CGColor?
  @exclusivity(unchecked) var _lineWidth: CGFloat = 1
  @exclusivity(unchecked) var _strokeStart: CGFloat = 0
  @exclusivity(unchecked) var _strokeEnd: CGFloat = 1
  @exclusivity(unchecked) var _miterLimit: CGFloat = 10
  @exclusivity(unchecked) var _lineDashPhase: CGFloat = 0
  /// How line ends are drawn.
  open var lineCap: CAShapeLayerLineCap = .butt {
    didSet { writtenSinceRefresh = true }
  }
  /// How line corners are drawn.
  open var lineJoin: CAShapeLayerLineJoin = .miter {
    didSet { writtenSinceRefresh = true }
  }
  /// The dash lengths, alternating painted and unpainted.
  open var lineDashPattern: [NSNumber]? {
    didSet { writtenSinceRefresh = true }
  }
  /// The rule deciding which areas the path fills.
  open var fillRule: CAShapeLayerFillRule = .nonZero {
    didSet { writtenSinceRefresh = true }
  }

  override class var subclassAnimatableKeys: Set<String> {
    [
      "path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "miterLimit",
      "lineDashPhase",
    ]
  }

  override func copyLayerState(from other: CALayer) {
    super.copyLayerState(from: other)
    guard let other = other as? CAShapeLayer else { return }
    _path = other._path
    _fillColor = other._fillColor
    _strokeColor = other._strokeColor
    _lineWidth = other._lineWidth
    _strokeStart = other._strokeStart
    _strokeEnd = other._strokeEnd
    _miterLimit = other._miterLimit
    _lineDashPhase = other._lineDashPhase
    lineCap = other.lineCap
    lineJoin = other.lineJoin
    lineDashPattern = other.lineDashPattern
    fillRule = other.fillRule
  }

  override func baseValue(for key: LayerKey) -> LayerValue? {
    switch key {
    case .path: return .discrete(_path)
    case .fillColor: return .color(_fillColor)
    case .strokeColor: return .color(_strokeColor)
    case .lineWidth: return .number(Double(_lineWidth))
    case .strokeStart: return .number(Double(_strokeStart))
    case .strokeEnd: return .number(Double(_strokeEnd))
    case .miterLimit: return .number(Double(_miterLimit))
    case .lineDashPhase: return .number(Double(_lineDashPhase))
    default: return super.baseValue(for: key)
    }
  }

  override func setBaseValue(_ value: LayerValue, for key: LayerKey) -> Bool {
    switch (key, value) {
    case (.path, .discrete(let box)):
      guard box.value == nil || box.value is CGPath else { return false }
      _path = box.value as? CGPath
    case (.fillColor, .color(let c)): _fillColor = c
    case (.strokeColor, .color(let c)): _strokeColor = c
    case (.lineWidth, .number(let n)): _lineWidth = CGFloat(n)
    case (.strokeStart, .number(let n)): _strokeStart = CGFloat(n)
    case (.strokeEnd, .number(let n)): _strokeEnd = CGFloat(n)
    case (.miterLimit, .number(let n)): _miterLimit = CGFloat(n)
    case (.lineDashPhase, .number(let n)): _lineDashPhase = CGFloat(n)
    default: return super.setBaseValue(value, for: key)
    }
    return true
  }

  /// The shape; nil draws nothing.
  open var path: CGPath? {
    get { _path }
    set {
      _path = newValue
      propertyDidChange("path")
    }
  }
  /// The fill colour (black by default; nil fills nothing).
  open var fillColor: CGColor? {
    get { _fillColor }
    set {
      _fillColor = newValue
      propertyDidChange("fillColor")
    }
  }
  /// The stroke colour (nil by default: no stroke).
  open var strokeColor: CGColor? {
    get { _strokeColor }
    set {
      _strokeColor = newValue
      propertyDidChange("strokeColor")
    }
  }
  open var lineWidth: CGFloat {
    get { _lineWidth }
    set {
      _lineWidth = newValue
      propertyDidChange("lineWidth")
    }
  }
  /// Where the stroke starts, as a fraction of the path's length (0 by default).
  open var strokeStart: CGFloat {
    get { _strokeStart }
    set {
      _strokeStart = newValue
      propertyDidChange("strokeStart")
    }
  }
  /// Where the stroke ends, as a fraction of the path's length (1 by default).
  open var strokeEnd: CGFloat {
    get { _strokeEnd }
    set {
      _strokeEnd = newValue
      propertyDidChange("strokeEnd")
    }
  }
  open var miterLimit: CGFloat {
    get { _miterLimit }
    set {
      _miterLimit = newValue
      propertyDidChange("miterLimit")
    }
  }
  open var lineDashPhase: CGFloat {
    get { _lineDashPhase }
    set {
      _lineDashPhase = newValue
      propertyDidChange("lineDashPhase")
    }
  }
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = Self(rawValue: "butt")
  public static let round = Self(rawValue: "round")
  public static let square = Self(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = Self(rawValue: "miter")
  public static let round = Self(rawValue: "round")
  public static let bevel = Self(rawValue: "bevel")
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = Self(rawValue: "non-zero")
  public static let evenOdd = Self(rawValue: "even-odd")
}
