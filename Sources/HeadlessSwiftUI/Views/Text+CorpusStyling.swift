// Text styling the public corpus uses, on `Text` (returning a `Text`, so concatenation with
// `+` keeps working) and on any view (iOS 15–16), with Apple's signatures. The text metric is
// monospace and ignores these (Docs/RealCode.md, text metric), so none changes a size
// (Docs/Semantics/SwiftUI.md §13.6).

extension Text {
  /// This text with digits of one width: its font's ``Font/monospacedDigit()`` when it has
  /// one (the metric is monospace already, so the width does not change).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospacedDigit() -> Text {
    var text = self
    text.font = font?.monospacedDigit()
    return text
  }

  /// This text with `kerning` points between characters (not applied by the metric).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public func kerning(_ kerning: CGFloat) -> Text { self }

  /// This text with `tracking` points between characters (not applied by the metric).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public func tracking(_ tracking: CGFloat) -> Text { self }

  /// This text underlined in `pattern` when `isActive` (kept on the text; not drawn).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil)
    -> Text
  {
    underline(isActive, color: color)
  }

  /// A line drawn under or through text: SwiftUI's `Text.LineStyle` (kept as data).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct LineStyle: Hashable, Sendable {
    /// The line's pattern.
    public let pattern: Pattern
    /// The line's colour; `nil` for the text's.
    public let color: Color?

    /// A line of `pattern` and `color`.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line.
    public static let single = LineStyle()

    /// The pattern of a line.
    public struct Pattern: Hashable, Sendable {
      let name: String
      public static let solid = Pattern(name: "solid")
      public static let dot = Pattern(name: "dot")
      public static let dash = Pattern(name: "dash")
      public static let dashDot = Pattern(name: "dashDot")
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }
}

nonisolated extension View {
  /// Digits of one width in this subtree's text (recorded: the metric is monospace).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospacedDigit() -> ModifiedContent<Self, _RecordedModifier> {
    recorded("monospacedDigit")
  }

  /// `kerning` points between the characters of this subtree's text (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("kerning", "\(kerning)")
  }

  /// `tracking` points between the characters of this subtree's text (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("tracking", "\(tracking)")
  }

  /// Underlines this subtree's text in `pattern` when `isActive` (recorded; not drawn).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("underline", "\(isActive) \(pattern.name)")
  }

  /// Strikes this subtree's text through in `pattern` when `isActive` (recorded; not drawn).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("strikethrough", "\(isActive) \(pattern.name)")
  }
}
