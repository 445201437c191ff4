/// The Bézier handle length, as a fraction of the radius, of a quarter-circle cubic:
/// `4/3 · tan(π/8) = 4/3 · (√2 − 1)`.
let quarterCircleKappa: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)

extension CGMutablePath {
  /// Adds a closed rectangle subpath: move to `(minX, minY)`, lines to `(maxX, minY)`,
  /// `(maxX, maxY)` and `(minX, maxY)`, close.
  ///
  /// This is Apple's "start at the bottom-left corner, go counter-clockwise" in y-up
  /// coordinates; on a y-down screen it runs clockwise from the top-left corner.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: transform)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform)
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: transform)
    closeSubpath()
  }

  /// Adds one rectangle subpath per rectangle (`addRect`).
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects {
      addRect(rect, transform: transform)
    }
  }

  /// Adds a closed ellipse inscribed in `rect`, as four cubic Béziers.
  ///
  /// It starts at `(maxX, midY)` and runs through `(midX, maxY)`, `(minX, midY)` and
  /// `(midX, minY)` (increasing angle: clockwise on a y-down screen), each quarter with handles
  /// `κ = 4/3·(√2 − 1)` times the semi-axis (radial error below 0.03 % of the radius), then
  /// closes.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let (rx, ry) = (r.width / 2, r.height / 2)
    let (cx, cy) = (r.midX, r.midY)
    let (kx, ky) = (rx * quarterCircleKappa, ry * quarterCircleKappa)
    move(to: CGPoint(x: r.maxX, y: cy), transform: transform)
    appendCurve(
      CGPoint(x: r.maxX, y: cy + ky), CGPoint(x: cx + kx, y: r.maxY), CGPoint(x: cx, y: r.maxY),
      transform)
    appendCurve(
      CGPoint(x: cx - kx, y: r.maxY), CGPoint(x: r.minX, y: cy + ky), CGPoint(x: r.minX, y: cy),
      transform)
    appendCurve(
      CGPoint(x: r.minX, y: cy - ky), CGPoint(x: cx - kx, y: r.minY), CGPoint(x: cx, y: r.minY),
      transform)
    appendCurve(
      CGPoint(x: cx + kx, y: r.minY), CGPoint(x: r.maxX, y: cy - ky), CGPoint(x: r.maxX, y: cy),
      transform)
    closeSubpath()
  }

  /// Adds a closed rectangle with elliptical corners of radii `cornerWidth` × `cornerHeight`.
  ///
  /// Apple requires `0 ≤ cornerWidth ≤ width/2` and `0 ≤ cornerHeight ≤ height/2` and traps
  /// otherwise; here the radii are clamped into those ranges instead (NaN counts as 0). With a
  /// zero radius this is `addRect`. Otherwise it moves to `(minX + cw, minY)` and runs in the
  /// same direction as `addRect` (top edge first on a y-down screen), each corner a quarter
  /// ellipse with handles `κ = 4/3·(√2 − 1)` times the radius, then closes.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
      value.isNaN ? 0 : min(max(value, 0), limit)
    }
    let cw = clamp(cornerWidth, r.width / 2)
    let ch = clamp(cornerHeight, r.height / 2)
    guard cw > 0, ch > 0 else {
      addRect(r, transform: transform)
      return
    }
    let (kx, ky) = (cw * quarterCircleKappa, ch * quarterCircleKappa)
    move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
    appendCurve(
      CGPoint(x: r.maxX - cw + kx, y: r.minY), CGPoint(x: r.maxX, y: r.minY + ch - ky),
      CGPoint(x: r.maxX, y: r.minY + ch), transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
    appendCurve(
      CGPoint(x: r.maxX, y: r.maxY - ch + ky), CGPoint(x: r.maxX - cw + kx, y: r.maxY),
      CGPoint(x: r.maxX - cw, y: r.maxY), transform)
    addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
    appendCurve(
      CGPoint(x: r.minX + cw - kx, y: r.maxY), CGPoint(x: r.minX, y: r.maxY - ch + ky),
      CGPoint(x: r.minX, y: r.maxY - ch), transform)
    addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
    appendCurve(
      CGPoint(x: r.minX, y: r.minY + ch - ky), CGPoint(x: r.minX + cw - kx, y: r.minY),
      CGPoint(x: r.minX + cw, y: r.minY), transform)
    closeSubpath()
  }
}
