/// The key of a localized string; headless, it is the string itself.
///
/// String literals and interpolations (`"\(count) items"`) become keys; interpolated values are
/// rendered with their `description`.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key stands for.
  public let key: String

  /// A key for `value` as is.
  public init(_ value: String) { key = value }

  public init(stringLiteral value: String) { key = value }

  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

  /// Collects literal segments and interpolated values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
  }
}
