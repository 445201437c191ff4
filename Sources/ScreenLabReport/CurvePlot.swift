import HeadlessQuartzCore
import Measure

/// An SVG plot of one animated value over virtual time: the presentation value as a
/// polyline, the model value as a dashed line, axes with labelled ticks and a title.
///
/// The plot of `screenlab animate --format svg`, shared with the report's animation section
/// (Docs/Report.md §3). The drawing is deterministic (fixed viewBox, coordinates with two
/// decimals, no dates), so the same samples give the same bytes.
public struct CurvePlot: Sendable {
  /// One sampled value.
  public struct Point: Hashable, Sendable {
    /// The virtual time in seconds.
    public var time: Double
    /// The presentation value; nil when there was none to read.
    public var value: Double?
    /// Whether an animation was running at that time (filled dots) or not (hollow ones).
    public var isAnimating: Bool

    public init(time: Double, value: Double?, isAnimating: Bool) {
      self.time = time
      self.value = value
      self.isAnimating = isAnimating
    }
  }

  /// The samples, in time order.
  public var points: [Point]
  /// The model value, drawn as a dashed line.
  public var model: Double?
  /// The model value over time, when it changed during the run: drawn as a dashed step
  /// line instead of ``model``'s single line (empty: ``model`` alone).
  public var modelPoints: [Point] = []
  /// The title, wrapped on at most two lines.
  public var title: String
  /// The vertical axis' label (the key path).
  public var valueLabel: String
  /// The legend's words.
  public var language: Language

  public init(
    points: [Point], model: Double?, title: String, valueLabel: String, language: Language
  ) {
    self.points = points
    self.model = model
    self.title = title
    self.valueLabel = valueLabel
    self.language = language
  }

  // The viewBox and the plot area inside it.
  static let width = 800.0
  static let height = 480.0
  static let left = 80.0
  static let right = 770.0
  static let top = 70.0
  static let bottom = 420.0
  /// The gap between the frame and the lowest and highest y ticks.
  static let inset = 12.0
  /// Dots mark the samples when there are at most this many.
  public static let maximumDots = 100
  /// The title is wrapped at this many characters, on at most two lines.
  public static let titleWidth = 100

  /// The complete SVG document, ending with a newline.
  public var svg: String {
    let times = points.map(\.time)
    let values = points.compactMap(\.value).filter(\.isFinite)
    let xAxis = PlotAxis(from: min(0, times.first ?? 0), to: times.last ?? 1)
    let modelValues = modelPoints.compactMap(\.value).filter(\.isFinite)
    let yAxis = PlotAxis(values: values + (model.map { [$0] } ?? []) + modelValues)
    func x(_ time: Double) -> String {
      Self.coordinate(xAxis.position(time, left: Self.left, right: Self.right))
    }
    func y(_ value: Double) -> String {
      // Inset, so that a curve along the lowest or highest tick stays off the frame.
      Self.coordinate(
        yAxis.position(value, left: Self.bottom - Self.inset, right: Self.top + Self.inset))
    }
    let words = language == .tr ? ("sunum", "model") : ("presentation", "model")
    var lines: [String] = []
    lines.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" "
        + "width=\"\(Int(Self.width))\" height=\"\(Int(Self.height))\" "
        + "font-family=\"sans-serif\" font-size=\"12\">")
    lines.append("<title>\(Self.escape(title))</title>")
    lines.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
    for (index, line) in Self.wrap(title, width: Self.titleWidth).enumerated() {
      lines.append(
        "<text x=\"\(Self.coordinate(Self.width / 2))\" y=\"\(20 + 17 * index)\" "
          + "text-anchor=\"middle\" font-size=\"13\">\(Self.escape(line))</text>")
    }
    // Grid and ticks: a vertical line and a label below the frame for each time tick, a
    // horizontal line and a label left of it for each value tick.
    let (top, bottom) = (Self.coordinate(Self.top), Self.coordinate(Self.bottom))
    let (left, right) = (Self.coordinate(Self.left), Self.coordinate(Self.right))
    let timeTicks = xAxis.ticks.map { (tick: $0, x: x($0), y: Self.coordinate(Self.bottom + 18)) }
    let valueTicks = yAxis.ticks.map { (tick: $0, x: Self.coordinate(Self.left - 8), y: y($0)) }
    lines.append("<g stroke=\"#e4e4e4\" stroke-width=\"1\">")
    let grid =
      timeTicks.map { ($0.x, top, $0.x, bottom) } + valueTicks.map { (left, $0.y, right, $0.y) }
    for (x1, y1, x2, y2) in grid {
      lines.append("<line x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\"/>")
    }
    lines.append("</g>")
    lines.append("<g fill=\"#333333\">")
    let labels =
      timeTicks.map { ($0, "text-anchor=\"middle\"") }
      + valueTicks.map { ($0, "text-anchor=\"end\" dy=\"4\"") }
    for (tick, anchor) in labels {
      lines.append(
        "<text x=\"\(tick.x)\" y=\"\(tick.y)\" \(anchor)>\(NumberText.text(tick.tick))</text>")
    }
    lines.append(
      "<text x=\"\(Self.coordinate((Self.left + Self.right) / 2))\" "
        + "y=\"\(Self.coordinate(Self.bottom + 42))\" text-anchor=\"middle\">t (s)</text>")
    let middle = Self.coordinate((Self.top + Self.bottom) / 2)
    lines.append(
      "<text x=\"20\" y=\"\(middle)\" text-anchor=\"middle\" "
        + "transform=\"rotate(-90 20 \(middle))\">\(Self.escape(valueLabel))</text>")
    lines.append("</g>")
    // Axes.
    lines.append(
      "<path d=\"M\(Self.coordinate(Self.left)),\(Self.coordinate(Self.top)) "
        + "V\(Self.coordinate(Self.bottom)) H\(Self.coordinate(Self.right))\" fill=\"none\" "
        + "stroke=\"#000000\" stroke-width=\"1\"/>")
    // The model value: a step line when it changed, else one line.
    if !modelPoints.isEmpty {
      var steps: [String] = []
      var previous: Double?
      for point in modelPoints {
        guard let value = point.value, value.isFinite else { continue }
        if let previous, previous != value { steps.append("\(x(point.time)),\(y(previous))") }
        steps.append("\(x(point.time)),\(y(value))")
        previous = value
      }
      lines.append(
        "<polyline class=\"model\" fill=\"none\" stroke=\"#d0421b\" stroke-width=\"1.5\" "
          + "stroke-dasharray=\"6 4\" points=\"\(steps.joined(separator: " "))\"/>")
    } else if let model, model.isFinite {
      lines.append(
        "<line class=\"model\" x1=\"\(Self.coordinate(Self.left))\" y1=\"\(y(model))\" "
          + "x2=\"\(Self.coordinate(Self.right))\" y2=\"\(y(model))\" stroke=\"#d0421b\" "
          + "stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>")
    }
    // The curve.
    let drawn = points.compactMap { point -> String? in
      guard let value = point.value, value.isFinite else { return nil }
      return "\(x(point.time)),\(y(value))"
    }
    lines.append(
      "<polyline class=\"presentation\" fill=\"none\" stroke=\"#1f5fbf\" stroke-width=\"2\" "
        + "stroke-linejoin=\"round\" points=\"\(drawn.joined(separator: " "))\"/>")
    if points.count <= Self.maximumDots {
      lines.append("<g fill=\"#1f5fbf\">")
      for point in points {
        guard let value = point.value, value.isFinite else { continue }
        let fill = point.isAnimating ? "" : " fill=\"#ffffff\" stroke=\"#1f5fbf\""
        lines.append("<circle cx=\"\(x(point.time))\" cy=\"\(y(value))\" r=\"2.5\"\(fill)/>")
      }
      lines.append("</g>")
    }
    // Legend, above the plot's right end.
    let legendX = Self.right - 200
    lines.append("<g>")
    lines.append(
      "<line x1=\"\(Self.coordinate(legendX))\" y1=\"54\" x2=\"\(Self.coordinate(legendX + 24))\" "
        + "y2=\"54\" stroke=\"#1f5fbf\" stroke-width=\"2\"/>")
    lines.append(
      "<text x=\"\(Self.coordinate(legendX + 30))\" y=\"58\">\(words.0)</text>")
    lines.append(
      "<line x1=\"\(Self.coordinate(legendX + 130))\" y1=\"54\" "
        + "x2=\"\(Self.coordinate(legendX + 154))\" y2=\"54\" stroke=\"#d0421b\" "
        + "stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>")
    lines.append(
      "<text x=\"\(Self.coordinate(legendX + 160))\" y=\"58\">\(words.1)</text>")
    lines.append("</g>")
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` in lines of at most `width` characters, broken at spaces; a third line and
  /// beyond are cut and end in an ellipsis.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let lines = TextWrap.lines(text, width: width)
    guard lines.count > 2 else { return lines }
    let second = lines[1]
    return [lines[0], String(second.prefix(width - 2)) + " \u{2026}"]
  }

  /// A number with exactly two decimals, without Foundation's locale-dependent formatting.
  public static func coordinate(_ value: Double) -> String {
    // Off-scale values (an axis spanning nearly all doubles) are pinned far outside the view.
    let pinned = value.isNaN ? 0 : min(1e9, max(-1e9, value))
    let hundredths = Int64((pinned * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// `text` with the XML special characters escaped (`&`, `<`, `>`, `"`).
  public static func escape(_ text: String) -> String {
    text.xmlEscaped(escapingApostrophe: false)
  }
}

/// A linear axis with "nice" ticks (1, 2 or 5 times a power of ten).
public struct PlotAxis: Hashable, Sendable {
  public let low: Double
  public let high: Double
  public let step: Double

  /// An axis from `from` to `to`, widened to whole ticks.
  public init(from: Double, to: Double) {
    var low = from
    var high = to
    if !(high > low) {
      let pad = low == 0 ? 1 : abs(low) * 0.1
      low -= pad
      high += pad
    }
    // A span beyond the largest Double (-1e308 to 1e308) is measured in halves.
    let span = high - low
    step = Self.niceStep(span.isFinite ? span / 6 : (high / 2 - low / 2) / 3)
    let niceLow = (low / step).rounded(.down) * step
    let niceHigh = (high / step).rounded(.up) * step
    self.low = niceLow.isFinite ? niceLow : low
    self.high = niceHigh.isFinite ? niceHigh : high
  }

  /// An axis spanning `values` (or 0…1 when there are none).
  public init(values: [Double]) {
    self.init(from: values.min() ?? 0, to: values.max() ?? 1)
  }

  /// The tick values, from `low` to `high`.
  public var ticks: [Double] {
    let first = (low / step).rounded()
    let last = (high / step).rounded()
    guard first <= last, last - first <= 100 else { return [low, high] }
    // Near the largest Double the last tick can round past it.
    return stride(from: first, through: last, by: 1).map { $0 * step }.filter(\.isFinite)
  }

  /// Where `value` lands between `left` (at `low`) and `right` (at `high`).
  public func position(_ value: Double, left: Double, right: Double) -> Double {
    let span = high - low
    guard span.isFinite else {
      return left + (value / 2 - low / 2) / (high / 2 - low / 2) * (right - left)
    }
    return left + (value - low) / span * (right - left)
  }

  private static func niceStep(_ raw: Double) -> Double {
    guard raw > 0, raw.isFinite else { return 1 }
    // Powers of ten would underflow to 0 below the normal range.
    guard raw >= 1e-290 else { return raw }
    var magnitude = 1.0
    while magnitude * 10 <= raw { magnitude *= 10 }
    while magnitude > raw { magnitude /= 10 }
    let normalized = raw / magnitude
    let factor: Double = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10
    return factor * magnitude
  }
}
