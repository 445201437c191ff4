/// A key for a value in ``EnvironmentValues``, with the value read when nobody set it.
///
/// A missing key gives its ``defaultValue`` (Docs/Semantics/SwiftUI.md §2.2.3).
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value of the key when no ancestor set one.
  static var defaultValue: Value { get }
}
