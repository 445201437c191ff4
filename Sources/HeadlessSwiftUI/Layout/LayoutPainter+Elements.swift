// What the layout painter needs from the primitives, declared in one place through
// module-internal conformances (as the layout roles are in LayoutRoles.swift).

// MARK: - Shapes

/// A shape the painter draws as one SVG element filling its frame.
protocol PaintedShape {
  /// The element for `frame` with `paint` (fill or stroke attributes).
  func svgElement(in frame: CGRect, paint: String) -> String
}

extension Rectangle: PaintedShape {
  func svgElement(in frame: CGRect, paint: String) -> String {
    SVGWriter.rectElement(frame, rx: 0, extra: paint)
  }
}

/// The corner radius is clamped to half the shorter side.
extension RoundedRectangle: PaintedShape {
  func svgElement(in frame: CGRect, paint: String) -> String {
    let radius = max(0, min(cornerRadius, min(frame.width, frame.height) / 2))
    return SVGWriter.rectElement(frame, rx: radius, extra: paint)
  }
}

/// A capsule is a rounded rectangle whose radius is half its shorter side.
extension Capsule: PaintedShape {
  func svgElement(in frame: CGRect, paint: String) -> String {
    SVGWriter.rectElement(frame, rx: min(frame.width, frame.height) / 2, extra: paint)
  }
}

/// A circle is inscribed in its frame: centred, its diameter the shorter side.
extension Circle: PaintedShape {
  func svgElement(in frame: CGRect, paint: String) -> String {
    let number = SVGWriter.number
    return
      "<circle cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\" "
      + "r=\"\(number(min(frame.width, frame.height) / 2))\" \(paint)/>"
  }
}

// MARK: - Styles

/// `.fill(_:)` or `.stroke(_:lineWidth:)` around a shape.
protocol FillDrawing {
  /// The style when it is a colour.
  var styleColor: Color? { get }
  /// The line width of a stroke; nil for a fill.
  var strokeWidth: CGFloat? { get }
}

extension _FillModifier: FillDrawing {
  var styleColor: Color? {
    (style as? Color) ?? (style as? ApproximateColorStyle)?.approximateColor
  }
  var strokeWidth: CGFloat? { lineWidth }
}

/// `.foregroundStyle(_:)` or `.foregroundColor(_:)`.
protocol ForegroundStyleDrawing {
  /// The style when it is a colour.
  var styleColor: Color? { get }
}

extension _ForegroundStyleModifier: ForegroundStyleDrawing {
  var styleColor: Color? { style as? Color }
}

/// `.background(_:)` with a style.
protocol BackgroundStyleDrawing {
  /// The style when it is a colour.
  var styleColor: Color? { get }
}

extension _BackgroundStyleModifier: BackgroundStyleDrawing {
  var styleColor: Color? { style as? Color }
}

/// A control whose content takes the accent colour unless a foreground style is set.
protocol AccentTinted {}

extension Button: AccentTinted {}

/// A control drawn as a switch.
@MainActor
protocol SwitchDrawing {
  /// Whether the switch is on now.
  var isOnForDrawing: Bool { get }
}

extension Toggle: SwitchDrawing {
  @MainActor
  var isOnForDrawing: Bool { isOn.wrappedValue }
}

extension Color {
  /// The colour as a Core Graphics colour (RGB, components clamped by the SVG writer).
  var cgColor: CGColor {
    CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

// MARK: - Text

/// `Text` as an SVG `<text>` element under the fixed metric (``TextMetric``).
///
/// Each line starts at the frame's leading edge, its baseline three quarters of a line
/// (12.75 points) below the line's top; lines are ``TextMetric/lineHeight`` apart. The font
/// is monospace, sized so one character advances ``TextMetric/characterWidth`` points
/// (13.333 ≈ 8 / 0.6 em), and `textLength` pins each line to its metric width whatever font
/// the viewer substitutes. A line wider than the frame is truncated to the characters that
/// fit, its last one replaced by "…" (SwiftUI's tail truncation). The text's font
/// (``View/font(_:)``) is not drawn: the metric has one size.
enum SVGText {
  /// The baseline's distance below a line's top.
  static let baselineOffset = TextMetric.lineHeight * 0.75
  /// The font size whose monospace advance (0.6 em) is one character width.
  static let fontSize = TextMetric.characterWidth / 0.6

  /// The element for `content` in `frame`, or nil when nothing is visible.
  static func element(_ content: String, in frame: CGRect, fill: Color) -> String? {
    guard !content.isEmpty, fill.alpha > 0, frame.width > 0 else { return nil }
    let fitting = Int((frame.width / TextMetric.characterWidth).rounded(.down))
    let lines = content.split(separator: "\n", omittingEmptySubsequences: false).map {
      truncated(String($0), to: fitting)
    }
    guard lines.contains(where: { !$0.isEmpty }) else { return nil }
    let number = SVGWriter.number
    let x = number(frame.minX)
    func baseline(_ index: Int) -> String {
      number(frame.minY + CGFloat(index) * TextMetric.lineHeight + baselineOffset)
    }
    func length(_ line: String) -> String {
      "textLength=\"\(number(CGFloat(line.count) * TextMetric.characterWidth))\" "
        + "lengthAdjust=\"spacingAndGlyphs\""
    }
    let preserves = lines.contains { $0.hasPrefix(" ") || $0.hasSuffix(" ") || $0.contains("  ") }
    var style =
      "\(SVGWriter.paint("fill", fill.cgColor)) font-family=\"monospace\" "
      + "font-size=\"\(number(fontSize))\""
    if preserves { style += " xml:space=\"preserve\"" }
    if lines.count == 1 {
      return
        "<text x=\"\(x)\" y=\"\(baseline(0))\" \(length(lines[0])) \(style)>"
        + "\(escaped(lines[0]))</text>"
    }
    let spans = lines.enumerated().filter { !$0.element.isEmpty }.map { index, line in
      "<tspan x=\"\(x)\" y=\"\(baseline(index))\" \(length(line))>\(escaped(line))</tspan>"
    }
    return "<text \(style)>" + spans.joined() + "</text>"
  }

  /// `line` cut to `count` characters, the last one replaced by "…", when it is longer.
  static func truncated(_ line: String, to count: Int) -> String {
    guard line.count > count else { return line }
    guard count > 0 else { return "" }
    return line.prefix(count - 1) + "…"
  }

  /// `text` with the XML special characters escaped and the characters XML 1.0 forbids
  /// (control characters other than tab, line feed and carriage return) replaced by U+FFFD.
  static func escaped(_ text: String) -> String { text.xmlEscaped() }
}
