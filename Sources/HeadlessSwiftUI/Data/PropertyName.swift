/// Property names for measurement keys.
enum PropertyName {
  /// The name of a stored-property key path (`\Model.count` → `count`); nil for computed
  /// properties, whose key paths do not print their names.
  static func of(_ keyPath: AnyKeyPath) -> String? {
    let text = String(describing: keyPath)
    guard !text.contains("<computed"), let dot = text.firstIndex(of: ".") else { return nil }
    return String(text[text.index(after: dot)...])
  }

  /// The conventional property name of an environment key type (`AccentKey` → `accent`).
  static func ofEnvironmentKey(_ typeName: String) -> String {
    var name = typeName
    if name.hasPrefix("("), let space = name.firstIndex(of: " ") {
      name = String(name[name.index(after: name.startIndex)..<space])
    }
    if name.hasSuffix("Key") && name.count > 3 { name.removeLast(3) }
    guard let first = name.first else { return typeName }
    return first.lowercased() + name.dropFirst()
  }
}
