// Feeding the Sync kernel from Core Animation: "the screen" of a layer is its presentation
// value at the current virtual time (Docs/Architecture.md), printed the way the lessons print
// values ("1", "0.5", "40").
import Measure

extension Screen {
  /// Records that the screen shows, for `field`, the presentation value of `keyPath` of
  /// `layer` now (the model value before the layer's first commit).
  public func set(_ field: String, presentationOf layer: CALayer, keyPath: String) {
    if let value = layer.presentationValue(forKeyPath: keyPath) {
      set(field, ScreenValue.text(value))
    } else {
      clear(field)
    }
  }
}

/// Text renderings of layer values for the Sync kernel and reports.
public enum ScreenValue {
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
    case let point as CGPoint: return "\(number(Double(point.x))),\(number(Double(point.y)))"
    case let size as CGSize: return "\(number(Double(size.width)))×\(number(Double(size.height)))"
    case let rect as CGRect:
      return "\(text(rect.origin)) \(text(rect.size))"
    case let color as CGColor:
      let (r, g, b, a) = LayerValue.rgba(color)
      let hex = [r, g, b].map { component -> String in
        let byte = Int((min(1, max(0, component)) * 255).rounded())
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
      return a >= 1 ? "#\(hex)" : "#\(hex)/\(number(Double(a)))"
    case let value?:
      return String(describing: value)
    }
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
    let value = LayerValue.number(presentationValue(forKeyPath: keyPath))
    let base = KeyPathRef(keyPath)?.base
    let time = localTime(forMediaTime: runtime.now)
    let animating = attached.contains { record in
      record.isCommitted && base.map(record.touches) == true
        && record.timing.localTime(at: time) != nil
    }
    return PresentationSample(time: runtime.now, value: value, isAnimating: animating)
  }
}
