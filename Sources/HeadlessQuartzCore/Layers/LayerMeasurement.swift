// Feeding the Sync kernel from Core Animation: "the screen" of a layer is its presentation
// value at the current virtual time (Docs/Architecture.md), printed the way the lessons print
// values ("1", "0.5", "40").
import Measure

extension Screen {
  /// Records that the screen shows, for `field`, the presentation value of `keyPath` of
  /// `layer` now (the model value before the layer's first commit).
  ///
  /// The value stays typed until it is written as text (``ScreenValue/text(_:)`` of the boxed
  /// value gives the same text).
  ///
  /// A layer with no animation attached presents its committed model: the value is read from
  /// it as it is, without evaluating the presentation, and a key of `CALayer`'s own is written
  /// as text straight from the storage (`CALayer.baseValue(of:as:)` in the text form, the
  /// switch the typed read takes). Otherwise a plain animation's number or
  /// point is written straight from its evaluated value (no `LayerValue` in between), and so
  /// is a number the layer presents otherwise (a general animation's); anything else from the
  /// typed value (`presentedValue(_:)`, then `ScreenValue.text(typed:)`). The text goes into
  /// the screen's fields here.
  public func set(_ field: String, presentationOf layer: CALayer, keyPath: String) {
    callPathHop("Screen.set(_:presentationOf:keyPath:)")
    let text: String?
    let ref = KeyPathRef(keyPath)
    if let ref, layer.storage.attached.isEmpty,
      let committed = layer.storage.committedIsModel ? layer : layer.storage.committedState
    {
      // The presentation of a committed layer no animation writes (`presentedValue(_:)`
      // with no animated value): the committed model's. A key of `CALayer`'s own is written
      // as text from the storage by the switch the typed read takes (no typed value in
      // between); a component, or another class's key, from the typed value.
      if ref.component == nil, let own = committed.baseValue(of: ref.base, as: ScreenValue.self) {
        text = own
      } else {
        var value = committed.baseValue(for: ref.base)
        if let path = ref.component, let whole = value {
          value = CALayer.component(path, of: whole)
        }
        text = value.flatMap(ScreenValue.text(typed:))
      }
    } else if let ref, layer.updatePresentationValues() {
      if ref.component == nil, !layer.storage.plainAnimations.isEmpty,
        let plain = layer.lastAppliedPlainAnimation(ref.base)
      {
        let value = plain.value
        text =
          plain.isPoint ? ScreenValue.text(x: value.x, y: value.y) : ScreenValue.number(value.x)
      } else {
        switch layer.presentedValue(ref) {
        case .number(let number)?: text = ScreenValue.number(number)
        case let value?: text = ScreenValue.text(typed: value)
        case nil: text = nil
        }
      }
    } else {
      text = layer.presentationValue(forKeyPath: keyPath).map(ScreenValue.text)
    }
    shown[field] = text
  }
}

/// Text renderings of layer values for the Sync kernel and reports; the text form of a
/// layer's committed value (`LayerValueForm`), made from the layer's storage.
public enum ScreenValue: LayerValueForm {
  /// `value` as the lessons write values: numbers without trailing zeros (at most six
  /// decimals), points as `x,y`, sizes as `w×h`, colours as `#rrggbb` (plus `/alpha` when not
  /// opaque), booleans as `true`/`false`, nil as `-`.
  public static func text(_ value: Any?) -> String {
    switch value {
    case nil: return "-"
    case let n as CGFloat: return number(Double(n))
    case let n as Double: return number(n)
    case let n as Float: return number(Double(n))
    case let n as Int: return String(n)
    case let flag as Bool: return flag ? "true" : "false"
    case let point as CGPoint: return text(point)
    case let size as CGSize: return text(size)
    case let rect as CGRect: return text(rect)
    case let color as CGColor: return text(color)
    case let value?:
      return String(describing: value)
    }
  }

  /// `value` as ``text(_:)`` writes it boxed (numbers, points, sizes, rects and colours
  /// without boxing); nil where the boxed value is nil (no colour, a discrete nil).
  static func text(typed value: LayerValue) -> String? {
    callPathHop("ScreenValue.text(typed:)")
    switch value {
    case .number(let n): return number(n)
    case .point(let point): return text(point)
    case .size(let size): return text(size)
    case .rect(let rect): return text(rect)
    case .color(let color): return color.map { text($0) }
    case .transform, .array, .discrete:
      return value.anyValue.map { text($0) }
    }
  }

  /// A point as `x,y`.
  static func point(_ point: CGPoint) -> String { text(point) }

  /// A size as `w×h`.
  static func size(_ size: CGSize) -> String { text(size) }

  /// A rect as `x,y w×h`.
  static func rect(_ rect: CGRect) -> String { text(rect) }

  /// A transform as ``text(_:)`` writes it boxed.
  static func transformValue(_ transform: CATransform3D) -> String? { text(transform as Any) }

  /// A colour as `#rrggbb` (plus `/alpha`); nil for no colour.
  static func colorValue(_ color: CGColor?) -> String? { color.map { text($0) } }

  /// A value animations only switch, as ``text(_:)`` writes it; nil for nil.
  static func discreteValue(_ value: Any?) -> String? { value.map { text($0) } }

  /// A point as `x,y`.
  static func text(_ point: CGPoint) -> String {
    text(x: Double(point.x), y: Double(point.y))
  }

  /// Two coordinates as `x,y`.
  static func text(x: Double, y: Double) -> String { "\(number(x)),\(number(y))" }

  /// A size as `w×h`.
  private static func text(_ size: CGSize) -> String {
    "\(number(Double(size.width)))×\(number(Double(size.height)))"
  }

  /// A rect as `x,y w×h`.
  private static func text(_ rect: CGRect) -> String { "\(text(rect.origin)) \(text(rect.size))" }

  /// A colour as `#rrggbb`, plus `/alpha` when it is not opaque.
  private static func text(_ color: CGColor) -> String {
    let (r, g, b, a) = LayerValue.rgba(color)
    let hex = [r, g, b].map { component -> String in
      let byte = Int((min(1, max(0, component)) * 255).rounded())
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
    return a >= 1 ? "#\(hex)" : "#\(hex)/\(number(Double(a)))"
  }

  /// A number with at most six decimals and no trailing zeros (`1`, `0.5`, `-0.333333`).
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      let integer = Int64(rounded)
      return integer == 0 ? "0" : String(integer)
    }
    var text = String(format: "%.6f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

/// The presentation value of one key path of one layer, frame by frame: what a curve looks
/// like on screen.
public struct PresentationSample: Hashable, Sendable {
  /// The virtual time in seconds.
  public let time: Double
  /// The presentation value as a number (nil when the key path is not numeric).
  public let value: Double?
  /// Whether an animation on the key path was applied at this time.
  public let isAnimating: Bool
}

extension CALayer {
  /// The presentation value of `keyPath` now, as a number, and whether an animation applied.
  public func presentationSample(forKeyPath keyPath: String) -> PresentationSample {
    let ref = KeyPathRef(keyPath)
    let value: Double?
    if updatePresentationValues(), let ref {
      switch presentedValue(ref) {
      case .number(let n)?: value = n
      case let other?: value = LayerValue.number(other.anyValue)
      case nil: value = nil
      }
    } else {
      value = LayerValue.number(presentationValue(forKeyPath: keyPath))
    }
    let base = ref?.base
    let time = localTime(forMediaTime: runtime.now)
    let animating = storage.attached.contains { record in
      record.attachment.isCommitted && base.map(record.touches) == true
        && record.attachedTiming.localTime(at: time) != nil
    }
    return PresentationSample(time: runtime.now, value: value, isAnimating: animating)
  }
}
