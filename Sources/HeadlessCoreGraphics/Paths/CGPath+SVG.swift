extension CGPath {
  /// The path as SVG path data, e.g. `M0 0 L10 0 L10 20 Z`.
  ///
  /// Each element becomes its command letter (`M`, `L`, `Q`, `C`, `Z`) followed by its
  /// coordinates, all separated by single spaces. Numbers are rounded to three decimals and
  /// printed without exponent, trailing zeros or a trailing point, and `-0` prints as `0`, so
  /// the output is deterministic. Non-finite coordinates print as `0` so that the data always
  /// parses.
  public var svgPathData: String {
    var parts: [String] = []
    for element in storage {
      let letter: String
      switch element {
      case .moveTo: letter = "M"
      case .lineTo: letter = "L"
      case .quadCurveTo: letter = "Q"
      case .curveTo: letter = "C"
      case .closeSubpath: letter = "Z"
      }
      let numbers = element.points.flatMap { [svgNumber($0.x), svgNumber($0.y)] }
      parts.append(([letter + (numbers.first ?? "")] + numbers.dropFirst()).joined(separator: " "))
    }
    return parts.joined(separator: " ")
  }
}

/// Formats a number with at most three decimals, no trailing zeros and no exponent.
func svgNumber(_ value: CGFloat) -> String {
  guard value.isFinite else { return "0" }
  let scaled = (value * 1000).rounded()
  guard abs(scaled) < 9e15 else { return String(format: "%.0f", value) }
  let thousandths = Int64(scaled)
  if thousandths == 0 { return "0" }
  let sign = thousandths < 0 ? "-" : ""
  let magnitude = thousandths.magnitude
  let whole = magnitude / 1000
  var fraction = String(magnitude % 1000)
  guard fraction != "0" else { return sign + String(whole) }
  fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
  while fraction.hasSuffix("0") { fraction.removeLast() }
  return sign + String(whole) + "." + fraction
}
