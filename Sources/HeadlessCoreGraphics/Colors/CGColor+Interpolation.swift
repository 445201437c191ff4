extension CGColor {
  /// Interpolates two colours componentwise: `c = a + (b − a)·fraction` for each of red, green,
  /// blue and alpha, with straight (not premultiplied) alpha.
  ///
  /// When both colours are grey the result stays grey (the same values, since a grey level `g`
  /// is RGB `(g, g, g)`); otherwise both are converted to RGB first. `fraction` is not clamped,
  /// so it extrapolates outside `0...1`; fraction 0 and 1 return `from` and `to` themselves.
  public static func interpolate(from: CGColor, to: CGColor, fraction: CGFloat) -> CGColor {
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
    if from.model == .gray, to.model == .gray {
      let a = from.rgba
      let b = to.rgba
      return CGColor(gray: mix(a.red, b.red), alpha: mix(a.alpha, b.alpha))
    }
    let a = from.rgba
    let b = to.rgba
    return CGColor(
      red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
      alpha: mix(a.alpha, b.alpha))
  }
}
