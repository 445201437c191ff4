/// A property animation's key path as parsed once (`CAPropertyAnimation.keyPathRef`), in one
/// word: a `KeyPathRef??` took 24 bytes of every property animation, and with it a
/// `CABasicAnimation` was 168 bytes, a 176-byte malloc chunk (152 and 160 with this one).
///
/// A whole key is kept inline; a key with a component (`"position.x"`) is kept boxed, the
/// common ones (``KeyPathRef/common``) in one box each shared by every animation.
enum ParsedKeyPath {
  /// Not parsed since the key path was last written.
  case unparsed
  /// The key path is nil or names no layer property.
  case invalid
  /// A base key and no component.
  case whole(LayerKey)
  /// A base key and a component.
  case component(ParsedKeyPathBox)

  /// `ref` as kept for `keyPath`, the string it was parsed from.
  init(_ ref: KeyPathRef?, keyPath: String?) {
    guard let ref else {
      self = .invalid
      return
    }
    guard ref.component != nil else {
      self = .whole(ref.base)
      return
    }
    if let keyPath, let shared = ParsedKeyPathBox.common[keyPath] {
      self = .component(shared)
    } else {
      self = .component(ParsedKeyPathBox(ref))
    }
  }

  /// The parsed key path; nil when unparsed or invalid (tell the two apart with
  /// ``isParsed``).
  var ref: KeyPathRef? {
    switch self {
    case .unparsed, .invalid: nil
    case .whole(let base): KeyPathRef(base: base)
    case .component(let box): box.ref
    }
  }

  var isParsed: Bool {
    if case .unparsed = self { return false }
    return true
  }
}

/// A parsed key path with a component, boxed (``ParsedKeyPath/component(_:)``).
final class ParsedKeyPathBox: Sendable {
  let ref: KeyPathRef

  init(_ ref: KeyPathRef) { self.ref = ref }

  /// One box for each key path with a component in ``KeyPathRef/common``.
  static let common: [String: ParsedKeyPathBox] = KeyPathRef.common.compactMapValues {
    $0.component == nil ? nil : ParsedKeyPathBox($0)
  }
}
