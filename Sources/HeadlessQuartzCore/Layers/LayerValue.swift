/// A layer property's value in a form animations can compute with.
///
/// Animation values arrive as `Any` (`fromValue = 0` is an `Int`, `= 1.0` a `Double`,
/// positions come as `NSValue(cgPoint:)`, colours as `CGColor`); ``init(_:like:)`` converts
/// them to the kind of the property they animate.
///
/// Interpolation (documented per kind, applied by ``interpolate(_:_:_:)``):
/// - numbers, points, sizes, rects: componentwise linear;
/// - colours: componentwise in RGBA with straight alpha (`CGColor.interpolate`);
/// - transforms: decomposed (translation, scale, skew, perspective, rotation quaternion),
///   components linear, rotation by slerp (`CATransform3D.interpolate`);
/// - arrays (gradient colours and locations) element by element when the counts match;
/// - everything else (paths, booleans, strings, mismatched arrays) is discrete: the start
///   value before the halfway point, the end value from it.
enum LayerValue: Equatable {
  case number(Double)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case color(CGColor?)
  indirect case transform(CATransform3D)
  case array([LayerValue])
  /// A value animations can only switch, never blend (`hidden`, `path`, strings, nil).
  indirect case discrete(DiscreteBox)

  /// Wraps a value that only compares by identity or description.
  struct DiscreteBox: Equatable {
    let value: Any?
    static func == (lhs: DiscreteBox, rhs: DiscreteBox) -> Bool {
      switch (lhs.value, rhs.value) {
      case (nil, nil): return true
      case (let l as AnyHashable, let r as AnyHashable): return l == r
      case (let l as AnyObject, let r as AnyObject): return l === r
      default: return false
      }
    }
  }

  static func discrete(_ value: Any?) -> LayerValue { .discrete(DiscreteBox(value: value)) }

  /// The case of this value, when converting another value like it (`init(_:like:)`) depends
  /// on the case alone: a number, point, size, rectangle or transform; nil otherwise.
  var conversionKind: UInt8? {
    switch self {
    case .number: return 1
    case .point: return 2
    case .size: return 3
    case .rect: return 4
    case .transform: return 5
    default: return nil
    }
  }

  /// Converts an animation value (`Any`) to the kind of `reference`, the property's value.
  ///
  /// - Returns: nil when `value` cannot stand for that kind (a string for a position).
  init?(_ value: Any?, like reference: LayerValue) {
    guard let converted = Self.converted(value, like: reference) else { return nil }
    self = converted
  }

  private static func converted(_ value: Any?, like reference: LayerValue) -> LayerValue? {
    switch reference {
    case .number: return number(value).map(LayerValue.number)
    case .point: return geometry(value, Self.point).map(LayerValue.point)
    case .size: return geometry(value, Self.size).map(LayerValue.size)
    case .rect: return geometry(value, Self.rect).map(LayerValue.rect)
    case .transform: return geometry(value, Self.transform).map(LayerValue.transform)
    case .color:
      if value == nil || value is NSNull { return .color(nil) }
      guard let color = color(value) else { return nil }
      return .color(color)
    case .array(let elements):
      guard let values = value as? [Any] else { return nil }
      let like = elements.first ?? .number(0)
      var converted: [LayerValue] = []
      for element in values {
        guard let value = LayerValue(element, like: like) ?? LayerValue(element, like: .color(nil))
        else { return nil }
        converted.append(value)
      }
      return .array(converted)
    case .discrete:
      return discrete(value)
    }
  }

  /// `value` as a `Value`: given as one, or boxed in an `NSValue` that `unbox` reads (nil when
  /// the box holds another type).
  private static func geometry<Value>(_ value: Any?, _ unbox: (NSValue) -> Value?) -> Value? {
    if let direct = value as? Value { return direct }
    if let boxed = value as? NSValue { return unbox(boxed) }
    return nil
  }

  // MARK: - Conversions from Any

  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: return value
    case let value as CGFloat: return Double(value)
    case let value as Float: return Double(value)
    case let value as Int: return Double(value)
    case let value as NSNumber: return value.doubleValue
    case let value as Bool: return value ? 1 : 0
    default: return nil
    }
  }

  static func point(_ value: NSValue) -> CGPoint? {
    guard objCType(value).hasPrefix("{CGPoint") else { return nil }
    return value.cgPointValue
  }

  static func size(_ value: NSValue) -> CGSize? {
    guard objCType(value).hasPrefix("{CGSize") else { return nil }
    return value.cgSizeValue
  }

  static func rect(_ value: NSValue) -> CGRect? {
    guard objCType(value).hasPrefix("{CGRect") else { return nil }
    return value.cgRectValue
  }

  static func transform(_ value: NSValue) -> CATransform3D? {
    guard objCType(value) == "[16d]" else { return nil }
    return value.caTransform3DValue
  }

  /// The box's type encoding, without Foundation's leak (``NSValue/typeEncoding``).
  private static func objCType(_ value: NSValue) -> String { value.typeEncoding }

  static func color(_ value: Any?) -> CGColor? {
    guard let value else { return nil }
    if let color = value as? CGColor { return color }
    if let provider = value as? CGColorConvertible { return provider.cgColorValue }
    return nil
  }

  // MARK: - Back to Any

  /// The value as the type a layer property or `value(forKeyPath:)` returns.
  var anyValue: Any? {
    switch self {
    case .number(let number): return CGFloat(number)
    case .point(let point): return point
    case .size(let size): return size
    case .rect(let rect): return rect
    case .color(let color): return color
    case .transform(let transform): return transform
    case .array(let values): return values.map { $0.anyValue as Any }
    case .discrete(let box): return box.value
    }
  }

  // MARK: - Arithmetic

  /// `a + b` componentwise (transforms concatenate, `b` after `a`); nil when kinds differ.
  static func add(_ a: LayerValue, _ b: LayerValue) -> LayerValue? {
    switch (a, b) {
    case (.number(let x), .number(let y)): return .number(x + y)
    case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
    case (.size(let p), .size(let q)):
      return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
    case (.rect(let p), .rect(let q)):
      return .rect(
        CGRect(
          x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
          width: p.width + q.width, height: p.height + q.height))
    case (.transform(let p), .transform(let q)): return .transform(CATransform3DConcat(q, p))
    case (.color(let p?), .color(let q?)):
      let (pr, pg, pb, pa) = rgba(p)
      let (qr, qg, qb, qa) = rgba(q)
      return .color(CGColor(red: pr + qr, green: pg + qg, blue: pb + qb, alpha: pa + qa))
    case (.array(let p), .array(let q)) where p.count == q.count:
      var sums: [LayerValue] = []
      for (x, y) in zip(p, q) {
        guard let sum = add(x, y) else { return nil }
        sums.append(sum)
      }
      return .array(sums)
    default: return nil
    }
  }

  /// `a × factor` componentwise (for cumulative repeats); transforms and discrete values
  /// repeat by concatenation only for whole counts, so they return nil here.
  static func scale(_ a: LayerValue, by factor: Double) -> LayerValue? {
    let f = CGFloat(factor)
    switch a {
    case .number(let x): return .number(x * factor)
    case .point(let p): return .point(CGPoint(x: p.x * f, y: p.y * f))
    case .size(let s): return .size(CGSize(width: s.width * f, height: s.height * f))
    case .rect(let r):
      return .rect(
        CGRect(x: r.origin.x * f, y: r.origin.y * f, width: r.width * f, height: r.height * f))
    case .array(let values):
      var scaled: [LayerValue] = []
      for value in values {
        guard let s = scale(value, by: factor) else { return nil }
        scaled.append(s)
      }
      return .array(scaled)
    default: return nil
    }
  }

  /// `a − b` componentwise (for `to − by`); nil when kinds differ or cannot subtract.
  static func subtract(_ a: LayerValue, _ b: LayerValue) -> LayerValue? {
    if case .transform(let p) = a, case .transform(let q) = b {
      return .transform(CATransform3DConcat(CATransform3DInvert(q), p))
    }
    guard let negated = scale(b, by: -1) else {
      if case .color(let q?) = b {
        let (r, g, bl, al) = rgba(q)
        return add(a, .color(CGColor(red: -r, green: -g, blue: -bl, alpha: -al)))
      }
      return nil
    }
    return add(a, negated)
  }

  /// The value a fraction `t` of the way from `a` to `b` (see the type's documentation).
  ///
  /// `t` outside [0, 1] (an overshooting timing curve) extrapolates every kind: numbers and
  /// geometry linearly, colour components past their ends (extended range) with alpha kept in
  /// [0, 1], transforms through their decomposition (CoreAnimation.md k.3).
  static func interpolate(_ a: LayerValue, _ b: LayerValue, _ t: Double) -> LayerValue {
    let f = CGFloat(t)
    switch (a, b) {
    case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
    case (.point(let p), .point(let q)):
      return .point(CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f))
    case (.size(let p), .size(let q)):
      return .size(
        CGSize(
          width: p.width + (q.width - p.width) * f, height: p.height + (q.height - p.height) * f))
    case (.rect(let p), .rect(let q)):
      return .rect(
        CGRect(
          x: p.origin.x + (q.origin.x - p.origin.x) * f,
          y: p.origin.y + (q.origin.y - p.origin.y) * f,
          width: p.width + (q.width - p.width) * f,
          height: p.height + (q.height - p.height) * f))
    case (.color(let p?), .color(let q?)):
      let mixed = CGColor.interpolate(from: p, to: q, fraction: f)
      guard t < 0 || t > 1, let alpha = mixed.components?.last, alpha < 0 || alpha > 1,
        var components = mixed.components
      else { return .color(mixed) }
      components[components.count - 1] = min(1, max(0, alpha))
      return .color(
        components.count == 2
          ? CGColor(gray: components[0], alpha: components[1])
          : CGColor(
            red: components[0], green: components[1], blue: components[2],
            alpha: components[3]))
    case (.transform(let p), .transform(let q)):
      return .transform(CATransform3D.interpolate(from: p, to: q, fraction: f))
    case (.array(let p), .array(let q)) where p.count == q.count:
      return .array(zip(p, q).map { interpolate($0, $1, t) })
    default:
      return t < 0.5 ? a : b
    }
  }

  /// The straight-line distance between two values (for paced keyframes); 0 for discrete.
  static func distance(_ a: LayerValue, _ b: LayerValue) -> Double {
    switch (a, b) {
    case (.number(let x), .number(let y)): return abs(y - x)
    case (.point(let p), .point(let q)): return Double(hypot(q.x - p.x, q.y - p.y))
    case (.size(let p), .size(let q)): return Double(hypot(q.width - p.width, q.height - p.height))
    case (.rect(let p), .rect(let q)):
      let d = [
        q.origin.x - p.origin.x, q.origin.y - p.origin.y, q.width - p.width, q.height - p.height,
      ]
      return Double(d.map { $0 * $0 }.reduce(0, +).squareRoot())
    default: return 0
    }
  }

  static func rgba(_ color: CGColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    let c = color.components ?? [0, 0, 0, 1]
    if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
    if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
    return (0, 0, 0, 1)
  }
}

/// A colour type that can give its `CGColor` (UIKit's `UIColor` adopts it), so animation
/// values may be written with either.
public protocol CGColorConvertible {
  /// The colour as a `CGColor`.
  var cgColorValue: CGColor { get }
}

/// A form a layer property's value is made in, straight from the layer's storage, by the one
/// switch over `CALayer`'s keys (`CALayer.baseValue(of:as:)`): the typed value animations
/// compute with (``LayerValue``, its cases), or the text the Sync read writes
/// (``ScreenValue``), so the read of a committed value makes its text without a typed value in
/// between. The optional results are nil where the form has nothing for the value (the text of
/// no colour, of a nil discrete value).
protocol LayerValueForm {
  associatedtype Value
  static func number(_ value: Double) -> Value
  static func point(_ value: CGPoint) -> Value
  static func size(_ value: CGSize) -> Value
  static func rect(_ value: CGRect) -> Value
  static func transformValue(_ value: CATransform3D) -> Value?
  static func colorValue(_ value: CGColor?) -> Value?
  static func discreteValue(_ value: Any?) -> Value?
}

extension LayerValue: LayerValueForm {
  static func transformValue(_ value: CATransform3D) -> LayerValue? { .transform(value) }
  static func colorValue(_ value: CGColor?) -> LayerValue? { .color(value) }
  static func discreteValue(_ value: Any?) -> LayerValue? { .discrete(value) }
}
