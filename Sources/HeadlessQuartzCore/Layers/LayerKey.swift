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

  /// The key's name in key paths (`"hidden"`, not `"isHidden"`): a literal, so reading it
  /// costs no allocation.
  var name: String {
    switch self {
    case .bounds: return "bounds"
    case .position: return "position"
    case .zPosition: return "zPosition"
    case .anchorPoint: return "anchorPoint"
    case .anchorPointZ: return "anchorPointZ"
    case .transform: return "transform"
    case .sublayerTransform: return "sublayerTransform"
    case .opacity: return "opacity"
    case .hidden: return "hidden"
    case .backgroundColor: return "backgroundColor"
    case .cornerRadius: return "cornerRadius"
    case .borderWidth: return "borderWidth"
    case .borderColor: return "borderColor"
    case .shadowColor: return "shadowColor"
    case .shadowOpacity: return "shadowOpacity"
    case .shadowOffset: return "shadowOffset"
    case .shadowRadius: return "shadowRadius"
    case .shadowPath: return "shadowPath"
    case .masksToBounds: return "masksToBounds"
    case .contents: return "contents"
    case .contentsRect: return "contentsRect"
    case .doubleSided: return "doubleSided"
    case .path: return "path"
    case .fillColor: return "fillColor"
    case .strokeColor: return "strokeColor"
    case .lineWidth: return "lineWidth"
    case .strokeStart: return "strokeStart"
    case .strokeEnd: return "strokeEnd"
    case .miterLimit: return "miterLimit"
    case .lineDashPhase: return "lineDashPhase"
    case .colors: return "colors"
    case .locations: return "locations"
    case .startPoint: return "startPoint"
    case .endPoint: return "endPoint"
    case .fontSize: return "fontSize"
    case .foregroundColor: return "foregroundColor"
    case .string: return "string"
    }
  }

  /// The key's bit in a set of keys kept as a `UInt64` (there are fewer than 64 keys).
  var bit: UInt64 { 1 << UInt64(rawValue) }

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
  ///
  /// The usual key paths (every key, and the components of points, sizes, rects and
  /// transforms) take one table look-up; others are split at the first dot.
  init?(_ keyPath: String) {
    if let common = Self.common[keyPath] {
      self = common
      return
    }
    self.init(parsing: keyPath)
  }

  /// Parses `keyPath` by splitting it at the first dot (no table).
  init?(parsing keyPath: String) {
    let utf8 = keyPath.utf8
    if let dot = utf8.firstIndex(of: UInt8(ascii: ".")) {
      guard let base = LayerKey.byName[String(keyPath[..<dot])] else { return nil }
      self.base = base
      component = String(keyPath[utf8.index(after: dot)...])
    } else {
      guard let base = LayerKey.byName[keyPath] else { return nil }
      self.base = base
      component = nil
    }
  }

  /// The key paths parsed ahead of time (`presentationValue(forKeyPath:)` and key-value
  /// coding take them from callers as strings, every frame).
  static let common: [String: KeyPathRef] = {
    var table: [String: KeyPathRef] = [:]
    for (name, key) in LayerKey.byName { table[name] = KeyPathRef(base: key) }
    let components: [(LayerKey, [String])] = [
      (.position, ["x", "y"]), (.anchorPoint, ["x", "y"]), (.startPoint, ["x", "y"]),
      (.endPoint, ["x", "y"]), (.shadowOffset, ["width", "height"]),
      (
        .bounds,
        ["origin", "size", "origin.x", "origin.y", "size.width", "size.height"]
      ),
      (
        .contentsRect,
        ["origin", "size", "origin.x", "origin.y", "size.width", "size.height"]
      ),
      (.transform, CATransform3D.keyPathComponents),
      (.sublayerTransform, CATransform3D.keyPathComponents),
    ]
    for (key, parts) in components {
      for part in parts {
        table[key.name + "." + part] = KeyPathRef(base: key, component: part)
      }
    }
    return table
  }()

  init(base: LayerKey, component: String? = nil) {
    self.base = base
    self.component = component
  }
}

/// The values one evaluation of a layer's animations computed, by base key, in write order.
///
/// A handful of entries at most, so a linear search beats hashing. An empty overlay allocates
/// nothing (every layer holds one, `PresentationCache`).
struct PresentationOverlay {
  private(set) var entries: [(key: LayerKey, value: LayerValue)] = []

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
