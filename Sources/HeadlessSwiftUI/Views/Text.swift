/// A line of read-only text: from a literal, an interpolation, or a string taken verbatim.
public struct Text: View, PrimitiveView, Equatable {
  public typealias Body = Never

  /// The text shown.
  public let content: String

  /// Text from a literal or an interpolation (a localized key, shown as is).
  public init(_ key: LocalizedStringKey) { content = key.key }

  /// Text from a string value.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Text shown exactly as given, never localized.
  public init(verbatim content: String) { self.content = content }

  /// The two texts run together.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.content + rhs.content) }
}
