// Font values real view files use: weights, designs, the remaining text styles, and the
// text-specific modifiers that record them on `Text` (Docs/RealCode.md, "Fonts").

extension Font {
  /// A font weight, kept as data (the layout's text metric does not depend on it).
  public struct Weight: Hashable, Sendable {
    /// The weight's name (`regular`, `bold`, …).
    public let name: String

    public static let ultraLight = Weight(name: "ultraLight")
    public static let thin = Weight(name: "thin")
    public static let light = Weight(name: "light")
    public static let regular = Weight(name: "regular")
    public static let medium = Weight(name: "medium")
    public static let semibold = Weight(name: "semibold")
    public static let bold = Weight(name: "bold")
    public static let heavy = Weight(name: "heavy")
    public static let black = Weight(name: "black")
  }

  /// A font design, kept as data.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  public static let title2 = Font(name: "title2", size: 22)
  public static let title3 = Font(name: "title3", size: 20)
  public static let subheadline = Font(name: "subheadline", size: 15)
  public static let footnote = Font(name: "footnote", size: 13)
  public static let caption2 = Font(name: "caption2", size: 11)

  /// A system font of `size` points with a weight and a design.
  public static func system(size: Double, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    Font(name: "system", size: size, weight: weight, design: design)
  }

  /// This font with `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }

  /// This font in italics.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font with digits of one width.
  public func monospacedDigit() -> Font {
    var font = self
    font.usesMonospacedDigits = true
    return font
  }
}

extension Text {
  /// This text in `font`, recorded on the text (``Text/font``). Unlike the view modifier it
  /// returns a `Text`, so texts with fonts still concatenate with `+`.
  public func font(_ font: Font?) -> Text {
    var text = self
    text.font = font
    return text
  }

  /// This text with `weight`, recorded on the text.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var text = self
    text.fontWeight = weight
    return text
  }

  /// This text in bold, recorded on the text.
  public func bold() -> Text { fontWeight(.bold) }

  /// This text in italics, recorded on the text.
  public func italic() -> Text {
    var text = self
    text.isItalic = true
    return text
  }

  /// This text drawn in `color` (nil: the environment's foreground). Unlike the view
  /// modifier it returns a `Text`, so coloured texts concatenate with `+`. Disfavoured: it is
  /// chosen only where a `Text` is required, elsewhere the view modifier is (§16.6).
  @_disfavoredOverload
  public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text.textColor = color
    return text
  }

  /// This text drawn in `style`: a colour as that colour, another style as its approximate
  /// colour, or primary. Disfavoured, as ``foregroundColor(_:)`` is (§16.6).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var text = self
    text.textColor =
      (style as? Color) ?? (style as? ApproximateColorStyle)?.approximateColor ?? .primary
    return text
  }
}
