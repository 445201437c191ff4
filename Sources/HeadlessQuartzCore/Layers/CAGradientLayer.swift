/// A layer filled with a colour gradient (Core Animation's `CAGradientLayer`), as data.
///
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable; colours interpolate
/// element by element when both arrays have the same count.
open class CAGradientLayer: CALayer {
  /// The gradient's model properties (``GradientLayerStorage``, this module's unchecked
  /// storage).
  @exclusivity(unchecked) var gradientStorage = GradientLayerStorage()
  /// The gradient's geometry.
  open var type: CAGradientLayerType = .axial {
    didSet { storage.writtenSinceRefresh = true }
  }

  override class var subclassAnimatableKeys: Set<String> {
    ["colors", "locations", "startPoint", "endPoint"]
  }

  override func copyLayerState(from other: CALayer) {
    super.copyLayerState(from: other)
    guard let other = other as? CAGradientLayer else { return }
    gradientStorage = other.gradientStorage
    type = other.type
  }

  override func baseValue(for key: LayerKey) -> LayerValue? {
    switch key {
    case .colors:
      return .array((gradientStorage._colors ?? []).map { .color(LayerValue.color($0)) })
    case .locations:
      return .array((gradientStorage._locations ?? []).map { .number($0.doubleValue) })
    case .startPoint: return .point(gradientStorage._startPoint)
    case .endPoint: return .point(gradientStorage._endPoint)
    default: return super.baseValue(for: key)
    }
  }

  override func setBaseValue(_ value: LayerValue, for key: LayerKey) -> Bool {
    switch (key, value) {
    case (.colors, .array(let values)):
      gradientStorage._colors = values.compactMap { value -> Any? in
        if case .color(let c?) = value { return c }
        return nil
      }
    case (.locations, .array(let values)):
      gradientStorage._locations = values.compactMap { value -> NSNumber? in
        if case .number(let n) = value { return NSNumber(value: n) }
        return nil
      }
    case (.startPoint, .point(let p)): gradientStorage._startPoint = p
    case (.endPoint, .point(let p)): gradientStorage._endPoint = p
    default: return super.setBaseValue(value, for: key)
    }
    return true
  }

  /// The gradient's colours (`CGColor`s).
  open var colors: [Any]? {
    get { gradientStorage._colors }
    set { setModel("colors") { gradientStorage._colors = newValue } }
  }
  /// Where each colour stops, 0 to 1; nil spreads them evenly.
  open var locations: [NSNumber]? {
    get { gradientStorage._locations }
    set { setModel("locations") { gradientStorage._locations = newValue } }
  }
  /// The start in unit coordinates (default top centre).
  open var startPoint: CGPoint {
    get { gradientStorage._startPoint }
    set { setModel("startPoint") { gradientStorage._startPoint = newValue } }
  }
  /// The end in unit coordinates (default bottom centre).
  open var endPoint: CGPoint {
    get { gradientStorage._endPoint }
    set { setModel("endPoint") { gradientStorage._endPoint = newValue } }
  }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = Self(rawValue: "axial")
  public static let radial = Self(rawValue: "radial")
  public static let conic = Self(rawValue: "conic")
}

/// A layer that shows a string (Core Animation's `CATextLayer`), as data: no text rendering.
open class CATextLayer: CALayer {
  /// The text's model properties (``TextLayerStorage``, this module's unchecked storage).
  @exclusivity(unchecked) var textStorage = TextLayerStorage()
  /// The text (`String` or attributed string).
  open var string: Any? {
    didSet { propertyDidChange("string") }
  }
  /// The font name or font object.
  open var font: Any? {
    didSet { storage.writtenSinceRefresh = true }
  }
  open var isWrapped = false {
    didSet { storage.writtenSinceRefresh = true }
  }
  open var alignmentMode: CATextLayerAlignmentMode = .natural {
    didSet { storage.writtenSinceRefresh = true }
  }
  open var truncationMode: CATextLayerTruncationMode = .none {
    didSet { storage.writtenSinceRefresh = true }
  }

  override class var subclassAnimatableKeys: Set<String> { ["fontSize", "foregroundColor"] }

  override func copyLayerState(from other: CALayer) {
    super.copyLayerState(from: other)
    guard let other = other as? CATextLayer else { return }
    textStorage = other.textStorage
    withoutNotifications { string = other.string }
    font = other.font
    isWrapped = other.isWrapped
    alignmentMode = other.alignmentMode
    truncationMode = other.truncationMode
  }

  override func baseValue(for key: LayerKey) -> LayerValue? {
    switch key {
    case .fontSize: return .number(Double(textStorage._fontSize))
    case .foregroundColor: return .color(textStorage._foregroundColor)
    case .string: return .discrete(string)
    default: return super.baseValue(for: key)
    }
  }

  override func setBaseValue(_ value: LayerValue, for key: LayerKey) -> Bool {
    switch (key, value) {
    case (.fontSize, .number(let n)): textStorage._fontSize = CGFloat(n)
    case (.foregroundColor, .color(let c)): textStorage._foregroundColor = c
    case (.string, .discrete(let box)): withoutNotifications { string = box.value }
    default: return super.setBaseValue(value, for: key)
    }
    return true
  }

  open var fontSize: CGFloat {
    get { textStorage._fontSize }
    set { setModel("fontSize") { textStorage._fontSize = newValue } }
  }
  open var foregroundColor: CGColor? {
    get { textStorage._foregroundColor }
    set { setModel("foregroundColor") { textStorage._foregroundColor = newValue } }
  }
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = Self(rawValue: "natural")
  public static let left = Self(rawValue: "left")
  public static let right = Self(rawValue: "right")
  public static let center = Self(rawValue: "center")
  public static let justified = Self(rawValue: "justified")
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = Self(rawValue: "none")
  public static let start = Self(rawValue: "start")
  public static let end = Self(rawValue: "end")
  public static let middle = Self(rawValue: "middle")
}
