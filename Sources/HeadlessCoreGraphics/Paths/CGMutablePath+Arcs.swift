extension CGMutablePath {
  /// Adds a circular arc of `radius` around `center` from `startAngle` to `endAngle`.
  ///
  /// Angles are in radians from the positive x-axis towards the positive y-axis; the arc's
  /// point at angle `θ` is `center + radius·(cos θ, sin θ)`. `clockwise: true` sweeps towards
  /// *decreasing* angles, which is clockwise in Core Graphics' y-up space and therefore
  /// counter-clockwise on a y-down (UIKit) screen; `clockwise: false` sweeps towards increasing
  /// angles (clockwise on a y-down screen). `UIBezierPath` uses the opposite flag.
  ///
  /// The sweep follows the HTML canvas `arc()` rule: when the angles differ by at least 2π in
  /// the direction of travel the arc is a full circle; otherwise the sweep is the difference
  /// reduced modulo 2π into `[0, 2π)` in that direction, so `0 → 2π` with `clockwise: true`
  /// draws nothing. If the path has a current point a line joins it to the arc's start
  /// (omitted when the two coincide exactly); otherwise the arc starts with a move. The arc is made of cubic Béziers of at most 90°
  /// each (handles `4/3·tan(φ/4)·radius`, radial error below 3e-4 of the radius). A negative
  /// or non-finite radius is ignored.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let fullTurn = 2 * CGFloat.pi
    let travel = clockwise ? startAngle - endAngle : endAngle - startAngle
    var sweep: CGFloat
    if travel >= fullTurn {
      sweep = fullTurn
    } else {
      sweep = travel.truncatingRemainder(dividingBy: fullTurn)
      if sweep < 0 { sweep += fullTurn }
    }
    if clockwise { sweep = -sweep }
    appendArc(
      center: center, radius: radius, startAngle: startAngle, sweep: sweep,
      transform: transform)
  }

  /// Adds a circular arc starting at `startAngle` and sweeping exactly `delta` radians
  /// (positive towards increasing angles, clockwise on a y-down screen; more than a full turn
  /// is drawn as given). Joins or moves to the start like `addArc(center:…)`.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    appendArc(
      center: center, radius: radius, startAngle: startAngle, sweep: delta, transform: transform)
  }

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
  /// to the line from `tangent1End` to `tangent2End`, preceded by a line from the current point
  /// to the first tangent point (the HTML canvas `arcTo()` construction).
  ///
  /// With `p0` the current point (mapped back through `transform`), `p1 = tangent1End`,
  /// `p2 = tangent2End` and `θ` the angle at `p1`, the tangent points lie `radius / tan(θ/2)`
  /// from `p1` along each line, and the centre `radius / sin(θ/2)` from `p1` along the
  /// bisector. Without a current point it only moves to `p1`; when `p0 = p1`, `p1 = p2`, the
  /// points are collinear or the radius is zero it adds a line to `p1`. A negative or
  /// non-finite radius is ignored.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard radius >= 0, radius.isFinite else { return }
    guard let current = pathCurrentPoint else {
      move(to: tangent1End, transform: transform)
      return
    }
    let p0 = current.applying(transform.inverted())
    let p1 = tangent1End
    let p2 = tangent2End
    let u = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
    let v = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let lengthU = hypot(u.x, u.y)
    let lengthV = hypot(v.x, v.y)
    let crossUV = u.x * v.y - u.y * v.x
    guard radius > 0, lengthU > 0, lengthV > 0, abs(crossUV) > 1e-12 * lengthU * lengthV else {
      addLine(to: p1, transform: transform)
      return
    }
    let unitU = CGPoint(x: u.x / lengthU, y: u.y / lengthU)
    let unitV = CGPoint(x: v.x / lengthV, y: v.y / lengthV)
    let cosine = max(-1, min(1, unitU.x * unitV.x + unitU.y * unitV.y))
    let theta = acos(cosine)
    let tangentDistance = radius / tan(theta / 2)
    let centreDistance = radius / sin(theta / 2)
    let bisector = CGPoint(x: unitU.x + unitV.x, y: unitU.y + unitV.y)
    let bisectorLength = hypot(bisector.x, bisector.y)
    let center = CGPoint(
      x: p1.x + bisector.x / bisectorLength * centreDistance,
      y: p1.y + bisector.y / bisectorLength * centreDistance)
    let start = CGPoint(x: p1.x + unitU.x * tangentDistance, y: p1.y + unitU.y * tangentDistance)
    let end = CGPoint(x: p1.x + unitV.x * tangentDistance, y: p1.y + unitV.y * tangentDistance)
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    appendArc(
      center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
  }

  /// Joins (or moves) to the arc's start, then appends Bézier segments of at most 90° each.
  private func appendArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat,
    transform: CGAffineTransform
  ) {
    guard radius >= 0, radius.isFinite, startAngle.isFinite, sweep.isFinite else { return }
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(startAngle)
    if let current = pathCurrentPoint {
      if start.applying(transform) != current {
        addLine(to: start, transform: transform)
      }
    } else {
      move(to: start, transform: transform)
    }
    guard sweep != 0 else { return }
    let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(count)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    var angle = startAngle
    var from = start
    for index in 1...count {
      let next = index == count ? startAngle + sweep : startAngle + step * CGFloat(index)
      let to = point(next)
      let control1 = CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle))
      let control2 = CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next))
      appendCurve(control1, control2, to, transform)
      angle = next
      from = to
    }
  }
}
