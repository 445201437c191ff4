/// The key paths an engine's `presentationValue(forKeyPath:)` read last, parsed: a tool that
/// samples many layers every frame asks for the same few strings again and again, and a
/// string compared with the one it was parsed from costs far less than hashing it for the
/// table of ``KeyPathRef``.
///
/// Answers exactly as `KeyPathRef(_:)` does: an entry is found only for a string equal (`==`)
/// to the one it was parsed from; a string that names no layer property is never kept.
struct KeyPathCache {
  /// How many key paths are kept; the oldest is replaced first.
  static let capacity = 4

  private var entries: [ResolvedKeyPath] = []
  private var next = 0

  /// The parsed form of `keyPath`; nil when its base is not a layer property.
  @inline(__always)
  mutating func resolve(_ keyPath: String) -> ResolvedKeyPath? {
    let length = keyPath.utf8.count
    for entry in entries where entry.length == length && entry.keyPath == keyPath {
      return entry
    }
    return insert(keyPath, length: length)
  }

  private mutating func insert(_ keyPath: String, length: Int) -> ResolvedKeyPath? {
    guard let ref = KeyPathRef(keyPath) else { return nil }
    let entry = ResolvedKeyPath(keyPath: keyPath, length: length, ref: ref)
    if entries.count < Self.capacity {
      entries.append(entry)
    } else {
      entries[next] = entry
      next = (next + 1) % Self.capacity
    }
    return entry
  }
}

/// A key path as ``KeyPathCache`` keeps it: the string, its parsed form, and which part of a
/// plain animation's value (``PlainAnimation``) it reads.
struct ResolvedKeyPath {
  /// Which part of a plain animation's value a key path reads.
  enum PlainPart {
    /// The whole value (no component).
    case whole
    /// A point's `x` or `y`.
    case x, y
    /// Another component: read through the general path.
    case other
  }

  let keyPath: String
  /// `keyPath.utf8.count`, compared first.
  let length: Int
  let ref: KeyPathRef
  let part: PlainPart

  init(keyPath: String, length: Int, ref: KeyPathRef) {
    self.keyPath = keyPath
    self.length = length
    self.ref = ref
    switch ref.component {
    case nil: part = .whole
    case "x": part = .x
    case "y": part = .y
    default: part = .other
    }
  }
}
