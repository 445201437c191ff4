import Foundation

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

    /// A value formatted with a `printf`-style `specifier` (`"%.1f"`): SwiftUI's
    /// `appendInterpolation(_:specifier:)` (Docs/Semantics/SwiftUI.md §14.12).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += String(format: specifier, value)
    }

    /// A value formatted by `format` (iOS 15).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += format.format(input)
    }

    /// A value formatted by `formatter` (its description when the formatter gives nothing).
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      text += formatter?.string(for: subject) ?? "\(subject)"
    }

    /// An object formatted by `formatter` (an `NSNumber` by a `NumberFormatter`; its description
    /// when the formatter gives nothing; Docs/Semantics/SwiftUI.md §17.11).
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      text += formatter?.string(for: subject) ?? "\(subject)"
    }

    #if !canImport(Darwin)
      /// A date formatted by `formatter`: Apple's `Date` is `ReferenceConvertible` and takes the
      /// generic form above; the toolchain's Foundation on Linux does not declare that
      /// conformance, so the date has this form of its own (§17.11).
      public mutating func appendInterpolation(_ subject: Date, formatter: Formatter? = nil) {
        text += formatter?.string(for: subject) ?? "\(subject)"
      }
    #endif

    /// A text's string.
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
  }
}
