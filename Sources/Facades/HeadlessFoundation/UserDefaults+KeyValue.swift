// Key-value coding on user defaults (Docs/Semantics/OtherFrameworks.md §11): Apple's
// `UserDefaults` inherits `value(forKey:)` and `setValue(_:forKey:)` from `NSObject`, and
// answers them as `object(forKey:)` and `set(_:forKey:)`; the toolchain's Foundation on Linux
// has no key-value coding.

extension UserDefaults {
  /// The object stored under `key` (as ``object(forKey:)``), or nil.
  public func value(forKey key: String) -> Any? { object(forKey: key) }

  /// Stores `value` under `key` (as ``set(_:forKey:)``); nil removes the key.
  public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
