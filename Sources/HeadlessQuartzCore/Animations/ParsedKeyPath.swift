/// A property animation's key path and its parse together, in one word
/// (`CAPropertyAnimation.keyPath` and `keyPathRef`): the string took 16 bytes of every property
/// animation beside an 8-byte parse, and a `CABasicAnimation` was 152 bytes, a 160-byte malloc
/// chunk (136 and 144 with this one).
///
/// Parsed when the key path is written. A key path that is a base key's own name
/// (`"opacity"`) is kept inline, its string being the key's ``LayerKey/name``; any other string
/// (a key with a component such as `"position.x"`, another spelling such as `"isHidden"`, a path
/// that names no layer property) is kept boxed with its parse, the common key paths with a
/// component (``KeyPathRef/common``) in one box each shared by every animation.
enum ParsedKeyPath {
  /// No key path.
  case none
  /// A base key's own name and no component.
  case whole(LayerKey)
  /// Any other key path, with its parse.
  case boxed(ParsedKeyPathBox)

  /// `keyPath` parsed.
  init(_ keyPath: String?) {
    guard let keyPath else {
      self = .none
      return
    }
    let ref = KeyPathRef(keyPath)
    if let ref, ref.component == nil, ref.base.name == keyPath {
      self = .whole(ref.base)
    } else if ref?.component != nil, let shared = ParsedKeyPathBox.common[keyPath] {
      self = .boxed(shared)
    } else {
      self = .boxed(ParsedKeyPathBox(ref, keyPath: keyPath))
    }
  }

  /// The key path as it was written.
  var keyPath: String? {
    switch self {
    case .none: nil
    case .whole(let base): base.name
    case .boxed(let box): box.keyPath
    }
  }

  /// The base key of the parsed key path, without making a ``KeyPathRef``; nil when there is
  /// none or it names no layer property.
  var base: LayerKey? {
    switch self {
    case .none: nil
    case .whole(let base): base
    case .boxed(let box): box.ref?.base
    }
  }

  /// The parsed key path; nil when there is none or it names no layer property.
  var ref: KeyPathRef? {
    switch self {
    case .none: nil
    case .whole(let base): KeyPathRef(base: base)
    case .boxed(let box): box.ref
    }
  }
}

/// A key path and its parse, boxed (``ParsedKeyPath/boxed(_:)``).
final class ParsedKeyPathBox: Sendable {
  let keyPath: String
  let ref: KeyPathRef?

  init(_ ref: KeyPathRef?, keyPath: String) {
    self.keyPath = keyPath
    self.ref = ref
  }

  /// One box for each key path with a component in ``KeyPathRef/common``.
  static let common: [String: ParsedKeyPathBox] = {
    var table: [String: ParsedKeyPathBox] = [:]
    for (keyPath, ref) in KeyPathRef.common where ref.component != nil {
      table[keyPath] = ParsedKeyPathBox(ref, keyPath: keyPath)
    }
    return table
  }()
}
