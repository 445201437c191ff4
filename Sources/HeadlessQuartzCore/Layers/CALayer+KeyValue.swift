// Key-value access to layer properties by name and key path ("position.x",
// "transform.rotation.z"), as animations and `value(forKeyPath:)` use them.

extension CALayer {
  /// The value of the property `key`, boxed as Core Animation returns it.
  public func value(forKey key: String) -> Any? {
    if let base = LayerKey.byName[key], let value = baseValue(for: base) { return value.anyValue }
    switch key {
    case "frame": return frame
    case "name": return name
    case "speed": return speed
    case "timeOffset": return timeOffset
    case "beginTime": return beginTime
    default: return storage.userValues[key]
    }
  }

  /// Sets the property `key`; an unknown key stores the value (layers accept any key).
  public func setValue(_ value: Any?, forKey key: String) {
    setValue(value, forKeyPath: key)
  }

  /// The value at `keyPath`, e.g. `"position.x"` or `"transform.rotation.z"`.
  public func value(forKeyPath keyPath: String) -> Any? {
    if let value = layerValue(forKeyPath: keyPath) { return value.anyValue }
    return keyPath.contains(".") ? nil : value(forKey: keyPath)
  }

  /// Sets the value at `keyPath`, running the base key's action as a property write does.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    let base = Self.baseKey(keyPath)
    if let current = layerValue(forKeyPath: keyPath),
      let converted = LayerValue(value, like: current)
    {
      if let key = LayerKey.byName[base], let whole = baseValue(for: key) {
        propertyWillChange(base) { whole }
      }
      keepCommittedState()
      setLayerValue(converted, forKeyPath: keyPath)
      // A background colour given as an object that is not a CGColor (a UIColor) gets no
      // built-in implicit animation, as measured (CoreAnimation.md h.3); a delegate's action
      // still runs.
      let colourObject: Bool
      if base == "backgroundColor", let value, !(value is CGColor) {
        colourObject = true
      } else {
        colourObject = false
      }
      storage.colourObjectWrite = colourObject
      propertyDidChange(base)
      storage.colourObjectWrite = false
      return
    }
    switch keyPath {
    case "frame":
      if let rect = value as? CGRect ?? (value as? NSValue)?.cgRectValue { frame = rect }
    case "name": name = value as? String
    case "speed": speed = LayerValue.number(value).map(Float.init) ?? speed
    case "timeOffset": timeOffset = LayerValue.number(value) ?? timeOffset
    case "beginTime": beginTime = LayerValue.number(value) ?? beginTime
    default:
      keepCommittedState()
      storage.userValues[keyPath] = value
    }
  }

  static func baseKey(_ keyPath: String) -> String {
    keyPath.firstIndex(of: ".").map { String(keyPath[..<$0]) } ?? keyPath
  }

  /// The typed value at `keyPath`, or nil for an unknown path.
  func layerValue(forKeyPath keyPath: String) -> LayerValue? {
    KeyPathRef(keyPath).flatMap { layerValue($0) }
  }

  /// The typed value at a parsed key path.
  func layerValue(_ ref: KeyPathRef) -> LayerValue? {
    guard let value = baseValue(for: ref.base) else { return nil }
    guard let component = ref.component else { return value }
    return Self.component(component, of: value)
  }

  /// Writes `value` at `keyPath` without running actions (presentation copies, animations).
  func setLayerValue(_ value: LayerValue, forKeyPath keyPath: String) {
    guard let ref = KeyPathRef(keyPath) else { return }
    setLayerValue(value, ref)
  }

  /// Writes `value` at a parsed key path without running actions.
  func setLayerValue(_ value: LayerValue, _ ref: KeyPathRef) {
    guard let component = ref.component else {
      _ = setBaseValue(value, for: ref.base)
      return
    }
    guard let whole = baseValue(for: ref.base),
      let updated = Self.replacing(component, of: whole, with: value)
    else { return }
    _ = setBaseValue(updated, for: ref.base)
  }

  /// A component of a structured value: `x`/`y` of points, `width`/`height` of sizes,
  /// `origin`, `size` and their parts of rects, and the `transform.*` components.
  static func component(_ path: String, of value: LayerValue) -> LayerValue? {
    switch value {
    case .point(let p):
      switch path {
      case "x": return .number(Double(p.x))
      case "y": return .number(Double(p.y))
      default: return nil
      }
    case .size(let s):
      switch path {
      case "width": return .number(Double(s.width))
      case "height": return .number(Double(s.height))
      default: return nil
      }
    case .rect(let r):
      switch path {
      case "origin": return .point(r.origin)
      case "size": return .size(r.size)
      case "origin.x", "x": return .number(Double(r.origin.x))
      case "origin.y", "y": return .number(Double(r.origin.y))
      case "size.width", "width": return .number(Double(r.width))
      case "size.height", "height": return .number(Double(r.height))
      default: return nil
      }
    case .transform(let t):
      switch t.value(forKeyPathComponent: path) {
      case let number as CGFloat: return .number(Double(number))
      case let size as CGSize: return .size(size)
      default: return nil
      }
    default:
      return nil
    }
  }

  /// `whole` with the component at `path` replaced by `part`.
  static func replacing(_ path: String, of whole: LayerValue, with part: LayerValue) -> LayerValue?
  {
    switch (whole, part) {
    case (.point(let p), .number(let n)):
      switch path {
      case "x": return .point(CGPoint(x: CGFloat(n), y: p.y))
      case "y": return .point(CGPoint(x: p.x, y: CGFloat(n)))
      default: return nil
      }
    case (.size(let s), .number(let n)):
      switch path {
      case "width": return .size(CGSize(width: CGFloat(n), height: s.height))
      case "height": return .size(CGSize(width: s.width, height: CGFloat(n)))
      default: return nil
      }
    case (.rect(let r), _):
      var rect = r
      switch (path, part) {
      case ("origin", .point(let p)): rect.origin = p
      case ("size", .size(let s)): rect.size = s
      case ("origin.x", .number(let n)), ("x", .number(let n)): rect.origin.x = CGFloat(n)
      case ("origin.y", .number(let n)), ("y", .number(let n)): rect.origin.y = CGFloat(n)
      case ("size.width", .number(let n)), ("width", .number(let n)): rect.size.width = CGFloat(n)
      case ("size.height", .number(let n)), ("height", .number(let n)):
        rect.size.height = CGFloat(n)
      default: return nil
      }
      return .rect(rect)
    case (.transform(let t), .number(let n)):
      return t.setting(keyPathComponent: path, to: CGFloat(n)).map { .transform($0) }
    case (.transform(let t), .size(let s)) where path == "translation":
      let x = t.setting(keyPathComponent: "translation.x", to: s.width)
      return x?.setting(keyPathComponent: "translation.y", to: s.height).map { .transform($0) }
    default:
      return nil
    }
  }
}

extension CALayer {
  /// Assigns a typed value to a base key without running actions; false when the key is
  /// unknown or the value's kind does not fit.
  func setCoreBaseValue(_ value: LayerValue, for key: LayerKey) -> Bool {
    switch (key, value) {
    case (.bounds, .rect(let r)): storage._bounds = r
    case (.position, .point(let p)): storage._position = p
    case (.zPosition, .number(let n)): storage._zPosition = CGFloat(n)
    case (.anchorPoint, .point(let p)): storage._anchorPoint = p
    case (.anchorPointZ, .number(let n)): storage._anchorPointZ = CGFloat(n)
    case (.transform, .transform(let t)): storage._transform = t
    case (.sublayerTransform, .transform(let t)): storage._sublayerTransform = t
    case (.opacity, .number(let n)): storage._opacity = Float(n)
    case (.hidden, .discrete(let box)):
      guard let flag = box.value as? Bool else { return false }
      storage._isHidden = flag
    case (.backgroundColor, .color(let c)): storage._backgroundColor = c
    case (.cornerRadius, .number(let n)): storage._cornerRadius = CGFloat(n)
    case (.borderWidth, .number(let n)): storage._borderWidth = CGFloat(n)
    case (.borderColor, .color(let c)): storage._borderColor = c
    case (.shadowColor, .color(let c)): storage._shadowColor = c
    case (.shadowOpacity, .number(let n)): storage._shadowOpacity = Float(n)
    case (.shadowOffset, .size(let s)): storage._shadowOffset = s
    case (.shadowRadius, .number(let n)): storage._shadowRadius = CGFloat(n)
    case (.shadowPath, .discrete(let box)):
      guard box.value == nil || box.value is CGPath else { return false }
      storage._shadowPath = box.value as? CGPath
    case (.masksToBounds, .discrete(let box)):
      guard let flag = box.value as? Bool else { return false }
      storage._masksToBounds = flag
    case (.contents, .discrete(let box)): storage._contents = box.value
    case (.contentsRect, .rect(let r)): storage._contentsRect = r
    case (.doubleSided, .discrete(let box)):
      guard let flag = box.value as? Bool else { return false }
      storage._isDoubleSided = flag
    default: return false
    }
    return true
  }
}

/// The model value a property had before the write now running its action, kept for a
/// delegate that asks for it (``CALayer/modelValueBeforeChange(forKey:)``) in
/// ``EngineStorage/valuesBeforeChange``: not in the layer, as it is kept only for the length of
/// one write.
final class KeptLayerValue {
  let key: String
  let value: LayerValue

  init(key: String, value: LayerValue) {
    self.key = key
    self.value = value
  }
}
