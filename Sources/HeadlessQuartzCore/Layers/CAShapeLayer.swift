/// A layer that draws a path (Core Animation's `CAShapeLayer`): the usual way to build a
/// progress ring whose value is one animatable property, `strokeEnd`.
open class CAShapeLayer: CALayer {
  /// The shape's model properties (``ShapeLayerStorage``, this module's unchecked storage).
  @exclusivity(unchecked) var shapeStorage = ShapeLayerStorage()
  /// How line ends are drawn.
  open var lineCap: CAShapeLayerLineCap = .butt {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// How line corners are drawn.
  open var lineJoin: CAShapeLayerLineJoin = .miter {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The dash lengths, alternating painted and unpainted.
  open var lineDashPattern: [NSNumber]? {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The rule deciding which areas the path fills.
  open var fillRule: CAShapeLayerFillRule = .nonZero {
    didSet { storage.writtenSinceRefresh = true }
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
    shapeStorage._path = other.shapeStorage._path
    shapeStorage._fillColor = other.shapeStorage._fillColor
    shapeStorage._strokeColor = other.shapeStorage._strokeColor
    shapeStorage._lineWidth = other.shapeStorage._lineWidth
    shapeStorage._strokeStart = other.shapeStorage._strokeStart
    shapeStorage._strokeEnd = other.shapeStorage._strokeEnd
    shapeStorage._miterLimit = other.shapeStorage._miterLimit
    shapeStorage._lineDashPhase = other.shapeStorage._lineDashPhase
    lineCap = other.lineCap
    lineJoin = other.lineJoin
    lineDashPattern = other.lineDashPattern
    fillRule = other.fillRule
  }

  override func baseValue(for key: LayerKey) -> LayerValue? {
    switch key {
    case .path: return .discrete(shapeStorage._path)
    case .fillColor: return .color(shapeStorage._fillColor)
    case .strokeColor: return .color(shapeStorage._strokeColor)
    case .lineWidth: return .number(Double(shapeStorage._lineWidth))
    case .strokeStart: return .number(Double(shapeStorage._strokeStart))
    case .strokeEnd: return .number(Double(shapeStorage._strokeEnd))
    case .miterLimit: return .number(Double(shapeStorage._miterLimit))
    case .lineDashPhase: return .number(Double(shapeStorage._lineDashPhase))
    default: return super.baseValue(for: key)
    }
  }

  override func setBaseValue(_ value: LayerValue, for key: LayerKey) -> Bool {
    switch (key, value) {
    case (.path, .discrete(let box)):
      guard box.value == nil || box.value is CGPath else { return false }
      shapeStorage._path = box.value as? CGPath
    case (.fillColor, .color(let c)): shapeStorage._fillColor = c
    case (.strokeColor, .color(let c)): shapeStorage._strokeColor = c
    case (.lineWidth, .number(let n)): shapeStorage._lineWidth = CGFloat(n)
    case (.strokeStart, .number(let n)): shapeStorage._strokeStart = CGFloat(n)
    case (.strokeEnd, .number(let n)): shapeStorage._strokeEnd = CGFloat(n)
    case (.miterLimit, .number(let n)): shapeStorage._miterLimit = CGFloat(n)
    case (.lineDashPhase, .number(let n)): shapeStorage._lineDashPhase = CGFloat(n)
    default: return super.setBaseValue(value, for: key)
    }
    return true
  }

  /// The shape; nil draws nothing.
  open var path: CGPath? {
    get { shapeStorage._path }
    set { setModel("path") { shapeStorage._path = newValue } }
  }
  /// The fill colour (black by default; nil fills nothing).
  open var fillColor: CGColor? {
    get { shapeStorage._fillColor }
    set { setModel("fillColor") { shapeStorage._fillColor = newValue } }
  }
  /// The stroke colour (nil by default: no stroke).
  open var strokeColor: CGColor? {
    get { shapeStorage._strokeColor }
    set { setModel("strokeColor") { shapeStorage._strokeColor = newValue } }
  }
  open var lineWidth: CGFloat {
    get { shapeStorage._lineWidth }
    set { setModel("lineWidth") { shapeStorage._lineWidth = newValue } }
  }
  /// Where the stroke starts, as a fraction of the path's length (0 by default).
  open var strokeStart: CGFloat {
    get { shapeStorage._strokeStart }
    set { setModel("strokeStart") { shapeStorage._strokeStart = newValue } }
  }
  /// Where the stroke ends, as a fraction of the path's length (1 by default).
  open var strokeEnd: CGFloat {
    get { shapeStorage._strokeEnd }
    set { setModel("strokeEnd") { shapeStorage._strokeEnd = newValue } }
  }
  open var miterLimit: CGFloat {
    get { shapeStorage._miterLimit }
    set { setModel("miterLimit") { shapeStorage._miterLimit = newValue } }
  }
  open var lineDashPhase: CGFloat {
    get { shapeStorage._lineDashPhase }
    set { setModel("lineDashPhase") { shapeStorage._lineDashPhase = newValue } }
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
