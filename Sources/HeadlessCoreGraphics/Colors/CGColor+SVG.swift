extension CGColor {
  /// The colour for SVG: `#rrggbb` (lower-case hex) and a separate opacity.
  ///
  /// Each of red, green and blue is clamped to `0...1` and rounded to the nearest of 256
  /// levels (`round(c·255)`); NaN counts as 0. The opacity is the alpha clamped to `0...1`
  /// (NaN as 0), for an `fill-opacity` or `stroke-opacity` attribute.
  public var svgColor: (hex: String, opacity: CGFloat) {
    let (red, green, blue, alpha) = rgba
    let hex = [red, green, blue].map { component -> String in
      let level = Int((clampUnit(component) * 255).rounded())
      let digits = String(level, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return ("#" + hex.joined(), clampUnit(alpha))
  }

  /// The `#rrggbb` part of `svgColor`.
  public var hexString: String { svgColor.hex }
}

/// The value clamped to `0...1`, with NaN mapped to 0.
private func clampUnit(_ value: CGFloat) -> CGFloat {
  value.isNaN ? 0 : min(max(value, 0), 1)
}
