import Foundation

/// A line of read-only text: from a literal, an interpolation, or a string taken verbatim.
nonisolated public struct Text: View, PrimitiveView, Equatable {
  public typealias Body = Never

  /// The text shown.
  public let content: String
  /// The font given with ``font(_:)`` on the text itself (recorded; the layout's text metric
  /// has one size, Docs/RealCode.md).
  public internal(set) var font: Font? = nil
  /// The weight given with ``fontWeight(_:)`` or ``bold()``.
  public internal(set) var fontWeight: Font.Weight? = nil
  /// True after ``italic()``.
  public internal(set) var isItalic = false
  /// True after ``strikethrough(_:color:)`` with `true`.
  public internal(set) var isStrikethrough = false
  /// True after ``underline(_:color:)`` with `true`.
  public internal(set) var isUnderlined = false
  /// The colour given with ``foregroundColor(_:)`` or ``foregroundStyle(_:)`` on the text
  /// itself; nil draws the environment's foreground (§16.6).
  public internal(set) var textColor: Color? = nil

  /// Text from a literal or an interpolation: a key looked up in the string table
  /// `tableName` of `bundle`; headless, there is no table, so the key is shown as is (§16.5).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { content = key.key }

  /// Text from a string value.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Text shown exactly as given, never localized.
  public init(verbatim content: String) { self.content = content }

  /// Text that shows `image` inline: one object-replacement character (U+FFFC) stands for it,
  /// so it takes one character's place in the text metric and joins other texts with `+`
  /// (Docs/Semantics/SwiftUI.md §17.12).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ image: Image) { content = "\u{FFFC}" }

  /// The two texts run together.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.content + rhs.content) }
}
