// Foundation's localized strings of iOS 15 and 16 that the toolchain's Foundation on Linux
// lacks: `String.LocalizationValue`, `String(localized:…)` and `LocalizedStringResource`, and
// Dispatch's `DispatchSerialQueue` (Docs/Semantics/OtherFrameworks.md §8).
import Dispatch
import Foundation

extension String {
  /// A localizable string: the key (interpolations written as format specifiers) and the
  /// text with its values (OF-8.1).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
  {
    /// The key: the literal with `%@`, `%lld`, `%lf` or `%f` for each interpolated value.
    let key: String
    /// The text: the literal with each interpolated value's description.
    let text: String

    public init(_ value: String) {
      key = value
      text = value
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
      key = stringInterpolation.key
      text = stringInterpolation.text
    }

    public var description: String { text }

    /// Collects the literal segments and the values.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      var key = ""
      var text = ""

      public init(literalCapacity: Int, interpolationCount: Int) {}

      public mutating func appendLiteral(_ literal: String) {
        key += literal.replacingOccurrences(of: "%", with: "%%")
        text += literal
      }

      public mutating func appendInterpolation<T>(_ value: T) {
        switch value {
        case is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16,
          is UInt32, is UInt64:
          key += "%lld"
        case is Double: key += "%lf"
        case is Float: key += "%f"
        default: key += "%@"
        }
        text += "\(value)"
      }

      /// A value formatted by `format` (iOS 15).
      public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
      where F.FormatOutput == String {
        key += "%@"
        text += format.format(input)
      }
    }
  }

  /// The localized text of `keyAndValue`. No string table is read headless: the text is the
  /// key's own, with its values (OF-8.1).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue.text
  }

  /// The localized text of `key`: headless, `defaultValue`'s text (OF-8.1).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = defaultValue.text
  }

  /// The localized text of `resource`: headless, its default value's text (OF-8.1).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(localized resource: LocalizedStringResource) {
    self = resource.defaultValue.text
  }
}

/// A string to localize later: key, default value, table, locale and bundle (OF-8.1).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LocalizedStringResource: Equatable, Sendable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  /// Where the string table is looked up.
  public enum BundleDescription: Sendable {
    case main
    case forClass(AnyClass)
    case atURL(URL)
  }

  public var key: String
  public var defaultValue: String.LocalizationValue
  public var table: String?
  public var locale: Locale
  public var bundle: LocalizedStringResource.BundleDescription

  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil
  ) {
    key = keyAndValue.key
    defaultValue = keyAndValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main,
    comment: StaticString? = nil
  ) {
    self.key = "\(key)"
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The default value's text.
  public var description: String { defaultValue.text }

  /// Equal when key, default value, table and locale are (the bundle is not compared).
  public static func == (a: LocalizedStringResource, b: LocalizedStringResource) -> Bool {
    a.key == b.key && a.defaultValue == b.defaultValue && a.table == b.table
      && a.locale == b.locale
  }
}

/// A serial dispatch queue (iOS 17). Dispatch on Linux does not let another module subclass
/// `DispatchQueue`, so this is another name for it: a queue made with a label alone is serial
/// (OF-8.2).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public typealias DispatchSerialQueue = DispatchQueue
