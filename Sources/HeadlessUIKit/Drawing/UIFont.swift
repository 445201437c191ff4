/// A font (UIKit's `UIFont`): a name, a point size and a weight.
///
/// ScreenLab has no font files, so text metrics are an approximation, the same on every
/// machine (Docs/RealCode.md, UIKit): a character advances `0.5 × pointSize` (`0.55 ×` from
/// `.semibold` up), a line is `lineHeight = ceil(1.2 × pointSize)` high. Real San Francisco
/// metrics differ by a few percent; sizes compare between runs, not with a device.
public final class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// A font weight, UIKit's values (-1…1, regular 0).
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }

  /// A text style of Dynamic Type, with its default (`.large`) size.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// Apple's default sizes at the `.large` content size (Human Interface Guidelines,
    /// Typography, iOS "Large" table).
    var defaultSize: (CGFloat, Weight) {
      switch self {
      case .largeTitle: return (34, .regular)
      case .title1: return (28, .regular)
      case .title2: return (22, .regular)
      case .title3: return (20, .regular)
      case .headline: return (17, .semibold)
      case .callout: return (16, .regular)
      case .subheadline: return (15, .regular)
      case .footnote: return (13, .regular)
      case .caption1: return (12, .regular)
      case .caption2: return (11, .regular)
      default: return (17, .regular)
      }
    }
  }

  public let fontName: String
  public let pointSize: CGFloat
  public let weight: Weight

  /// Every font is made here, counted by the draw pass running, if any (`DrawPassTally`).
  init(name: String, size: CGFloat, weight: Weight) {
    fontName = name
    pointSize = size
    self.weight = weight
    DrawPassTally.current?.counts.fonts += 1
  }

  /// A font the framework makes for itself (a default): not counted by a draw pass.
  init(frameworkName name: String, size: CGFloat, weight: Weight) {
    fontName = name
    pointSize = size
    self.weight = weight
  }

  /// The 17-point system font the framework uses when none is given (not counted).
  static var frameworkDefault: UIFont {
    UIFont(frameworkName: ".SFUI-Regular", size: 17, weight: .regular)
  }

  /// A font by name; ScreenLab knows no font files, so every name is accepted and measured
  /// with the approximate metrics at the regular weight (Apple returns nil for unknown names).
  public convenience init?(name: String, size: CGFloat) {
    self.init(name: name, size: size, weight: name.lowercased().contains("bold") ? .bold : .regular)
  }

  public static func systemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(name: ".SFUI-Regular", size: size, weight: .regular)
  }

  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: ".SFUI-\(weightName(weight))", size: size, weight: weight)
  }

  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    systemFont(ofSize: size, weight: .bold)
  }

  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(name: ".SFUI-Italic", size: size, weight: .regular)
  }

  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: size, weight: weight)
  }

  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: ".SFMono-\(weightName(weight))", size: size, weight: weight)
  }

  /// The system font of a text style at its default size (no Dynamic Type scaling).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let (size, weight) = style.defaultSize
    return systemFont(ofSize: size, weight: weight)
  }

  /// The system font size UIKit uses for labels and buttons (17).
  public static var systemFontSize: CGFloat { 17 }
  public static var labelFontSize: CGFloat { 17 }
  public static var buttonFontSize: CGFloat { 18 }
  public static var smallSystemFontSize: CGFloat { 12 }

  /// The same font at another size.
  public func withSize(_ size: CGFloat) -> UIFont {
    UIFont(name: fontName, size: size, weight: weight)
  }

  /// The height of one line: `ceil(1.2 × pointSize)` (see the type's documentation).
  public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
  public var ascender: CGFloat { pointSize * 0.95 }
  public var descender: CGFloat { -pointSize * 0.25 }
  public var capHeight: CGFloat { pointSize * 0.7 }
  public var xHeight: CGFloat { pointSize * 0.52 }

  /// The advance of one character (see the type's documentation).
  public var characterAdvance: CGFloat { pointSize * (weight >= .semibold ? 0.55 : 0.5) }

  /// The width of `text` on one line.
  public func width(of text: String) -> CGFloat { CGFloat(text.count) * characterAdvance }

  public var description: String { "\(fontName) \(SVGWriter.number(pointSize))pt" }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }

  static func weightName(_ weight: Weight) -> String {
    switch weight {
    case ..<Weight(-0.7): return "UltraLight"
    case ..<Weight(-0.5): return "Thin"
    case ..<Weight(-0.2): return "Light"
    case ..<Weight(0.1): return "Regular"
    case ..<Weight(0.27): return "Medium"
    case ..<Weight(0.35): return "Semibold"
    case ..<Weight(0.5): return "Bold"
    case ..<Weight(0.6): return "Heavy"
    default: return "Black"
    }
  }
}
