// Font descriptors and Dynamic Type scaling (UIKit's `UIFontDescriptor`, `UIFontMetrics`;
// Docs/Semantics/UIKit.md §72).

/// A description of a font by its attributes (UIKit's `UIFontDescriptor`): name, size,
/// symbolic traits, weight and design. ``UIFont/init(descriptor:size:)`` makes the font.
public final class UIFontDescriptor: Hashable, CustomStringConvertible {
  /// The names of a descriptor's attributes (UIKit's `UIFontDescriptor.AttributeName`).
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// The keys of the traits dictionary (UIKit's `UIFontDescriptor.TraitKey`).
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// A font's style traits (UIKit's `UIFontDescriptor.SymbolicTraits`).
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// The designs of the system font (UIKit's `UIFontDescriptor.SystemDesign`).
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// The attributes, as given.
  public let fontAttributes: [AttributeName: Any]
  let weight: UIFont.Weight
  let design: SystemDesign

  /// A descriptor of `fontAttributes`.
  public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    self.init(attributes: attributes, weight: nil, design: .default)
  }

  /// A descriptor of the font `fontName` at `size` points.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  init(attributes: [AttributeName: Any], weight: UIFont.Weight?, design: SystemDesign) {
    fontAttributes = attributes
    let traits = attributes[.traits] as? [TraitKey: Any]
    let traitWeight = (traits?[.weight] as? CGFloat).map { UIFont.Weight(rawValue: $0) }
    self.weight = weight ?? traitWeight ?? .regular
    self.design = design
  }

  /// The size in points (0 when none was given).
  public var pointSize: CGFloat { fontAttributes[.size] as? CGFloat ?? 0 }
  /// The font's name, if given.
  public var postscriptName: String { fontAttributes[.name] as? String ?? ".SFUI-Regular" }
  /// The style traits.
  public var symbolicTraits: SymbolicTraits {
    let traits = fontAttributes[.traits] as? [TraitKey: Any]
    return SymbolicTraits(rawValue: traits?[.symbolic] as? UInt32 ?? 0)
  }

  /// The descriptor with `symbolicTraits` instead of its own (never nil: ScreenLab's system
  /// font has every trait).
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.symbolic] = symbolicTraits.rawValue
    var attributes = fontAttributes
    attributes[.traits] = traits
    return UIFontDescriptor(attributes: attributes, weight: weight, design: design)
  }

  /// The descriptor at `newPointSize`.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    addingAttributes([.size: newPointSize])
  }

  /// The descriptor of the system font in `design`.
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    UIFontDescriptor(attributes: fontAttributes, weight: weight, design: design)
  }

  /// The descriptor with `attributes` added (replacing the same keys).
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(
      attributes: fontAttributes.merging(attributes) { $1 }, weight: weight, design: design)
  }

  /// The descriptor of a text style's font at its default size (no Dynamic Type scaling).
  public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    let (size, weight) = style.defaultSize
    return UIFontDescriptor(
      attributes: [.size: size, .textStyle: style.rawValue], weight: weight, design: .default)
  }

  public var description: String {
    "UIFontDescriptor(\(postscriptName) \(SVGWriter.number(pointSize))pt)"
  }

  public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
    lhs.postscriptName == rhs.postscriptName && lhs.pointSize == rhs.pointSize
      && lhs.symbolicTraits == rhs.symbolicTraits && lhs.weight == rhs.weight
      && lhs.design == rhs.design
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(postscriptName)
    hasher.combine(pointSize)
  }
}

extension UIFont {
  /// The font made from `descriptor` at `pointSize` (the descriptor's size when 0): bold when
  /// the descriptor has `.traitBold` (at least `.bold` weight), else the descriptor's weight;
  /// named after its design and weight, with "Italic" for `.traitItalic` (§72).
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 17)
    let traits = descriptor.symbolicTraits
    let weight = traits.contains(.traitBold) ? max(descriptor.weight, .bold) : descriptor.weight
    let name: String
    if let given = descriptor.fontAttributes[.name] as? String {
      name = given
    } else {
      let family: String
      switch descriptor.design {
      case .rounded: family = ".SFUI-Rounded"
      case .serif: family = ".NewYork"
      case .monospaced: family = ".SFMono"
      default: family = ".SFUI"
      }
      let italic = traits.contains(.traitItalic) ? "Italic" : ""
      name = "\(family)-\(UIFont.weightName(weight))\(italic)"
    }
    self.init(name: name, size: size, weight: weight)
  }

  /// A descriptor of the font: its name, size, weight and the bold and italic traits its
  /// name or weight says.
  public var fontDescriptor: UIFontDescriptor {
    var symbolic: UIFontDescriptor.SymbolicTraits = []
    if weight >= .bold { symbolic.insert(.traitBold) }
    if fontName.contains("Italic") { symbolic.insert(.traitItalic) }
    if fontName.hasPrefix(".SFMono") { symbolic.insert(.traitMonoSpace) }
    let traits: [UIFontDescriptor.TraitKey: Any] = [
      .symbolic: symbolic.rawValue, .weight: weight.rawValue,
    ]
    return UIFontDescriptor(
      attributes: [.name: fontName, .size: pointSize, .traits: traits], weight: weight,
      design: .default)
  }
}

/// Scales fonts and values for the user's text size (UIKit's `UIFontMetrics`). ScreenLab's
/// content size category is always `.large`, the size the text styles are designed at, so the
/// scale factor is 1: fonts and values come back unchanged, capped by a maximum point size
/// when one is given (§72).
@available(iOS 11.0, *)
public final class UIFontMetrics: Sendable {
  /// The text style whose curve scales.
  let textStyle: UIFont.TextStyle

  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// The metrics of `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// `font` scaled for the current text size: the same size at `.large`.
  public func scaledFont(for font: UIFont) -> UIFont { font }

  /// `font` scaled, at most `maximumPointSize` points.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
  }

  /// `font` scaled for `traitCollection`'s text size.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { font }

  /// `font` scaled for `traitCollection`'s text size, at most `maximumPointSize` points.
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize)
  }

  /// `value` scaled for the current text size: the same at `.large`.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// `value` scaled for `traitCollection`'s text size.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  { value }
}
