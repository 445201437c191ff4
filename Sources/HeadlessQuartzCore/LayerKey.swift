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
