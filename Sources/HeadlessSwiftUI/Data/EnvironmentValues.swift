/// The values a view inherits from its ancestors: SwiftUI's `EnvironmentValues`.
///
/// Stored as a persistent chain of overrides, so passing the environment down is O(1) and a
/// subtree whose environment did not change is recognised by identity. Extend it with computed
/// properties over ``subscript(_:)`` to declare keys, as in SwiftUI.
public struct EnvironmentValues: CustomStringConvertible {
  final class Entry {
    let key: ObjectIdentifier
    let name: String
    let value: Any
    let next: Entry?

    init(key: ObjectIdentifier, name: String, value: Any, next: Entry?) {
      self.key = key
      self.name = name
      self.value = value
      self.next = next
    }
  }

  var head: Entry?

  /// An environment where every key has its default value.
  public init() {}

  /// The value of `key`: the nearest override, else the key's default value.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // Unwrap the lookup first: a missing entry is the default, also for a key whose value
      // is optional (`nil as? V?` would succeed with `nil` and hide a non-nil default).
      guard let value = lookup(ObjectIdentifier(key)) else { return K.defaultValue }
      return (value as? K.Value) ?? K.defaultValue
    }
    set { set(ObjectIdentifier(key), name: String(describing: key), value: newValue) }
  }

  func lookup(_ key: ObjectIdentifier) -> Any? {
    var entry = head
    while let current = entry {
      if current.key == key { return current.value }
      entry = current.next
    }
    return nil
  }

  mutating func set(_ key: ObjectIdentifier, name: String, value: Any) {
    head = Entry(key: key, name: name, value: value, next: head)
  }

  /// True when both are the same chain (not a value comparison).
  func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

  /// SwiftUI's form, the list of writes newest first, a key written twice listed twice:
  /// `[EnvironmentPropertyKey<IntKey> = 1, EnvironmentPropertyKey<BoolKey> = true]`; `[]` for
  /// an environment nothing was written to (Docs/Semantics/SwiftUI.md §10.9).
  public var description: String {
    var entries: [String] = []
    var entry = head
    while let current = entry {
      entries.append("EnvironmentPropertyKey<\(current.name)> = \(current.value)")
      entry = current.next
    }
    return "[\(entries.joined(separator: ", "))]"
  }
}

// MARK: - Built-in keys

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

private enum ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

private enum IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

private enum FontScaleKey: EnvironmentKey {
  static let defaultValue = 1.0
}

extension EnvironmentValues {
  /// The appearance; `.light` unless set.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Whether controls are enabled; `true` unless set.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// A text size multiplier (a headless stand-in for Dynamic Type); 1 unless set.
  public var fontScale: Double {
    get { self[FontScaleKey.self] }
    set { self[FontScaleKey.self] = newValue }
  }
}
