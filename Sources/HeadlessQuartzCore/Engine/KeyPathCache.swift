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

  /// Where the parsed form of `keyPath` is kept, with what a plain animation's value needs of
  /// it (no string copied out: the usual read needs none); nil when its base is not a layer
  /// property. The index is valid until the next call.
  @inline(__always)
  mutating func find(_ keyPath: String) -> KeyPathCacheHit? {
    let length = keyPath.utf8.count
    for index in entries.indices where entries[index].length == length {
      if entries[index].keyPath == keyPath {
        return KeyPathCacheHit(
          index: index, base: entries[index].ref.base, part: entries[index].part)
      }
    }
    return insert(keyPath, length: length)
  }

  /// The parsed form kept at `index` (from ``find(_:)``).
  func entry(at index: Int) -> ResolvedKeyPath { entries[index] }

  private mutating func insert(_ keyPath: String, length: Int) -> KeyPathCacheHit? {
    guard let ref = KeyPathRef(keyPath) else { return nil }
    let entry = ResolvedKeyPath(keyPath: keyPath, length: length, ref: ref)
    let index: Int
    if entries.count < Self.capacity {
      index = entries.count
      entries.append(entry)
    } else {
      index = next
      entries[next] = entry
      next = (next + 1) % Self.capacity
    }
    return KeyPathCacheHit(index: index, base: ref.base, part: entry.part)
  }
}

/// A key path found in a ``KeyPathCache``: where its entry is, its base key and which part of
/// a plain animation's value it reads (plain data: reading it retains nothing).
struct KeyPathCacheHit {
  let index: Int
  let base: LayerKey
  let part: ResolvedKeyPath.PlainPart
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
