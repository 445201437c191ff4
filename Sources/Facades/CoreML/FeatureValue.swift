// Core ML's feature values and providers: the inputs and outputs of a prediction, plain values
// (Docs/Semantics/OtherFrameworks.md OF-14.2).
import Foundation

/// The kind of a feature's value: Core ML's `MLFeatureType`, with the SDK's raw values.
@available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
public enum MLFeatureType: Int, Sendable {
  case invalid = 0
  case int64 = 1
  case double = 2
  case string = 3
  case image = 4
  case multiArray = 5
  case dictionary = 6
  case sequence = 7
}

/// One feature's value: Core ML's `MLFeatureValue`. A value of another kind reads as zero or
/// empty through the accessors (OF-14.2).
@available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
open class MLFeatureValue: NSObject, NSCopying {
  private enum Stored {
    case undefined(MLFeatureType)
    case int64(Int64)
    case double(Double)
    case string(String)
    case dictionary([AnyHashable: NSNumber])
  }

  private let stored: Stored

  private init(_ stored: Stored) { self.stored = stored }

  /// An integer value.
  public convenience init(int64 value: Int64) { self.init(.int64(value)) }
  /// A floating-point value.
  public convenience init(double value: Double) { self.init(.double(value)) }
  /// A string value.
  public convenience init(string value: String) { self.init(.string(value)) }
  /// A dictionary value, whose keys are all strings or all integers.
  public convenience init(dictionary value: [AnyHashable: NSNumber]) throws {
    let keys = value.keys
    guard
      keys.allSatisfy({ $0.base is String })
        || keys.allSatisfy({ $0.base is Int64 || $0.base is Int })
    else { throw MLModelError(.featureType) }
    self.init(.dictionary(value))
  }
  /// An undefined (missing) value of `type`.
  public convenience init(undefined type: MLFeatureType) { self.init(.undefined(type)) }

  /// The value's kind.
  open var type: MLFeatureType {
    switch stored {
    case .undefined(let type): type
    case .int64: .int64
    case .double: .double
    case .string: .string
    case .dictionary: .dictionary
    }
  }

  /// True for a value made with `init(undefined:)`.
  open var isUndefined: Bool {
    if case .undefined = stored { return true }
    return false
  }

  open var int64Value: Int64 {
    if case .int64(let value) = stored { return value }
    return 0
  }

  open var doubleValue: Double {
    if case .double(let value) = stored { return value }
    return 0
  }

  open var stringValue: String {
    if case .string(let value) = stored { return value }
    return ""
  }

  open var dictionaryValue: [AnyHashable: NSNumber] {
    if case .dictionary(let value) = stored { return value }
    return [:]
  }

  /// Whether `value` is of the same kind and holds the same value.
  open func isEqual(to value: MLFeatureValue) -> Bool {
    switch (stored, value.stored) {
    case (.undefined(let left), .undefined(let right)): left == right
    case (.int64(let left), .int64(let right)): left == right
    case (.double(let left), .double(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.dictionary(let left), .dictionary(let right)): left == right
    default: false
    }
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A source of named feature values: Core ML's `MLFeatureProvider`.
@available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
public protocol MLFeatureProvider {
  /// The names of the features it provides.
  var featureNames: Set<String> { get }
  /// The value of `featureName`, or nil when it has none.
  func featureValue(for featureName: String) -> MLFeatureValue?
}

/// Feature values in a dictionary: Core ML's `MLDictionaryFeatureProvider`.
@available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
open class MLDictionaryFeatureProvider: NSObject, MLFeatureProvider {
  /// The values by feature name.
  public let dictionary: [String: MLFeatureValue]

  /// The values of `dictionary`, each a feature value or converted to one: integers become
  /// `int64`, floating-point numbers `double`, strings `string`; any other value throws
  /// ``MLModelError/Code/featureType``.
  public init(dictionary: [String: Any]) throws {
    var values: [String: MLFeatureValue] = [:]
    for (name, value) in dictionary {
      switch value {
      case let feature as MLFeatureValue: values[name] = feature
      case let number as Int: values[name] = MLFeatureValue(int64: Int64(number))
      case let number as Int64: values[name] = MLFeatureValue(int64: number)
      case let number as Int32: values[name] = MLFeatureValue(int64: Int64(number))
      case let number as Double: values[name] = MLFeatureValue(double: number)
      case let number as Float: values[name] = MLFeatureValue(double: Double(number))
      case let string as String: values[name] = MLFeatureValue(string: string)
      default: throw MLModelError(.featureType)
      }
    }
    self.dictionary = values
  }

  open var featureNames: Set<String> { Set(dictionary.keys) }

  open func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }

  open subscript(featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}
