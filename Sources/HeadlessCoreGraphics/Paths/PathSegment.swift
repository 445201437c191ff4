/// A drawn piece of a path with its start point made explicit, for geometry.
enum PathSegment: Equatable {
  /// A straight line.
  case line(CGPoint, CGPoint)
  /// A quadratic Bézier: start, control, end.
  case quad(CGPoint, CGPoint, CGPoint)
  /// A cubic Bézier: start, two controls, end.
  case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

  /// The start point.
  var start: CGPoint {
    switch self {
    case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
    }
  }

  /// The end point.
  var end: CGPoint {
    switch self {
    case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
    }
  }

  /// The element that draws this segment from its start point.
  var element: PathElement {
    switch self {
    case .line(_, let p): return .lineTo(p)
    case .quad(_, let c, let p): return .quadCurveTo(control: c, to: p)
    case .cubic(_, let c1, let c2, let p): return .curveTo(control1: c1, control2: c2, to: p)
    }
  }

  /// The point at parameter `t` in `0...1`.
  func point(at t: CGFloat) -> CGPoint {
    switch self {
    case .line(let a, let b):
      return lerp(a, b, t)
    case .quad(let a, let c, let b):
      return lerp(lerp(a, c, t), lerp(c, b, t), t)
    case .cubic(let a, let c1, let c2, let b):
      let ab = lerp(a, c1, t)
      let bc = lerp(c1, c2, t)
      let cd = lerp(c2, b, t)
      return lerp(lerp(ab, bc, t), lerp(bc, cd, t), t)
    }
  }

  /// The two halves at parameter `t` (de Casteljau subdivision).
  func split(at t: CGFloat) -> (PathSegment, PathSegment) {
    switch self {
    case .line(let a, let b):
      let m = lerp(a, b, t)
      return (.line(a, m), .line(m, b))
    case .quad(let a, let c, let b):
      let ac = lerp(a, c, t)
      let cb = lerp(c, b, t)
      let m = lerp(ac, cb, t)
      return (.quad(a, ac, m), .quad(m, cb, b))
    case .cubic(let a, let c1, let c2, let b):
      let ab = lerp(a, c1, t)
      let bc = lerp(c1, c2, t)
      let cd = lerp(c2, b, t)
      let abc = lerp(ab, bc, t)
      let bcd = lerp(bc, cd, t)
      let m = lerp(abc, bcd, t)
      return (.cubic(a, ab, abc, m), .cubic(m, bcd, cd, b))
    }
  }

  /// The part between parameters `t0 ≤ t1`.
  func subsegment(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
    var piece = self
    if t1 < 1 { piece = piece.split(at: t1).0 }
    if t0 > 0 { piece = piece.split(at: t1 > 0 ? t0 / t1 : 0).1 }
    return piece
  }

  /// The segment as a cubic (quadratics are degree-elevated exactly).
  var asCubic: (CGPoint, CGPoint, CGPoint, CGPoint) {
    switch self {
    case .line(let a, let b):
      return (a, lerp(a, b, 1.0 / 3), lerp(a, b, 2.0 / 3), b)
    case .quad(let a, let c, let b):
      return (a, lerp(a, c, 2.0 / 3), lerp(b, c, 2.0 / 3), b)
    case .cubic(let a, let c1, let c2, let b):
      return (a, c1, c2, b)
    }
  }
}

/// `a + (b − a)·t`.
func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
  CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  hypot(b.x - a.x, b.y - a.y)
}
