/// Builds an SVG document line by line, with deterministic numbers and unique clip ids.
///
/// Shared by the display-list renderer here and the layer-tree renderer of HeadlessUIKit:
/// numbers print with at most three decimals (``number(_:)``), elements are indented two
/// spaces per nesting level, and ``nextID(_:)`` hands out `prefix-1`, `prefix-2`, … so the
/// same drawing always gives the same bytes.
public struct SVGWriter {
  /// The lines so far, without the closing tag.
  public private(set) var lines: [String] = []
  private var depth = 1
  private var idCounter = 0
  private let size: CGSize

  /// A document of `size` user units (viewBox `0 0 w h`) with an optional background.
  public init(size: CGSize, background: CGColor? = nil) {
    self.size = size
    let w = Self.number(size.width)
    let h = Self.number(size.height)
    lines.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" "
        + "viewBox=\"0 0 \(w) \(h)\">")
    if let background {
      lines.append(
        "  <rect width=\"\(w)\" height=\"\(h)\" \(Self.paint("fill", background))/>")
    }
  }

  /// A number with at most three decimals, no exponent, no trailing zeros (`0` for NaN).
  public static func number(_ value: CGFloat) -> String { svgNumber(value) }

  /// `name="#rrggbb"` plus `name-opacity` when the colour is not opaque; `name="none"` for nil.
  public static func paint(_ name: String, _ color: CGColor?, alpha: CGFloat = 1) -> String {
    guard let color else { return "\(name)=\"none\"" }
    let (hex, opacity) = color.svgColor
    let total = opacity * alpha
    return total < 1
      ? "\(name)=\"\(hex)\" \(name)-opacity=\"\(number(total))\"" : "\(name)=\"\(hex)\""
  }

  /// A fresh id, `prefix-N`.
  public mutating func nextID(_ prefix: String = "clip") -> String {
    idCounter += 1
    return "\(prefix)-\(idCounter)"
  }

  /// Appends one element line at the current depth.
  public mutating func element(_ text: String) {
    lines.append(String(repeating: "  ", count: depth) + text)
  }

  /// Opens `<g …>` and nests what follows until ``close()``.
  public mutating func open(_ attributes: String) {
    element(attributes.isEmpty ? "<g>" : "<g \(attributes)>")
    depth += 1
  }

  /// Closes the innermost group.
  public mutating func close() {
    depth = max(1, depth - 1)
    element("</g>")
  }

  /// Defines a rectangular clip path and returns the attribute that applies it.
  public mutating func clipAttribute(_ rect: CGRect, rx: CGFloat = 0) -> String {
    let id = nextID()
    element("<clipPath id=\"\(id)\">\(Self.rectElement(rect, rx: rx, extra: ""))</clipPath>")
    return "clip-path=\"url(#\(id))\""
  }

  /// `<rect x y width height [rx] extra/>`.
  public static func rectElement(_ rect: CGRect, rx: CGFloat, extra: String) -> String {
    var text =
      "<rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" "
      + "width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
    if rx > 0 { text += " rx=\"\(number(rx))\"" }
    if !extra.isEmpty { text += " " + extra }
    return text + "/>"
  }

  /// The finished document.
  public var document: String { (lines + ["</svg>"]).joined(separator: "\n") + "\n" }
}
