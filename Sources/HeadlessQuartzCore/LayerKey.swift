/// The animatable and key-value properties of layers, as a closed set: key paths are parsed
/// once into a ``KeyPathRef`` instead of compared as strings every frame.
enum LayerKey: UInt8, CaseIterable, Sendable {
  // CALayer
  case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
  case opacity, hidden, backgroundColor, cornerRadius, borderWidth, borderColor
  case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
  case masksToBounds, contents, contentsRect, doubleSided
  // CAShapeLayer
  case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, miterLimit, lineDashPhase
  // CAGradientLayer
  case colors, locations, startPoint, endPoint
  // CATextLayer
  case fontSize, foregroundColor, string

  /// The key's name in key paths (`"hidden"`, not `"isHidden"`).
  var name: String { Self.names[Int(rawValue)] }

  private static let names: [String] = LayerKey.allCases.map { String(describing: $0) }

  /// Every accepted spelling: the key names plus Swift's `isHidden` and `isDoubleSided`.
  static let byName: [String: LayerKey] = {
    var table: [String: LayerKey] = [:]
    for key in LayerKey.allCases { table[key.name] = key }
    table["isHidden"] = .hidden
    table["isDoubleSided"] = .doubleSided
    return table
  }()
}

/// A parsed key path: a base key and an optional component (`"x"`, `"size.width"`,
/// `"rotation.z"`).
struct KeyPathRef: Hashable, Sendable {
  let base: LayerKey
  let component: String?

  /// Parses `keyPath`; nil when its base is not a layer property.
  init?(_ keyPath: String) {
    if let dot = keyPath.firstIndex(of: ".") {
      guard let base = LayerKey.byName[String(keyPath[..<dot])] else { return nil }
      self.base = base
      component = String(keyPath[keyPath.index(after: dot)...])
    } else {
      guard let base = LayerKey.byName[keyPath] else { return nil }
      self.base = base
      component = nil
    }
  }

  init(base: LayerKey, component: String? = nil) {
    self.base = base
    self.component = component
  }
}

/// The values one evaluation of a layer's animations computed, by base key, in write order.
///
/// A handful of entries at most, so a linear search beats hashing.
struct PresentationOverlay {
  private(set) var entries: [(key: LayerKey, value: LayerValue)] = []

  init() { entries.reserveCapacity(4) }

  func value(_ key: LayerKey) -> LayerValue? {
    for entry in entries where entry.key == key { return entry.value }
    return nil
  }

  mutating func set(_ key: LayerKey, _ value: LayerValue) {
    for index in entries.indices where entries[index].key == key {
      entries[index].value = value
      return
    }
    entries.append((key, value))
  }

  mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

  var isEmpty: Bool { entries.isEmpty }
}
