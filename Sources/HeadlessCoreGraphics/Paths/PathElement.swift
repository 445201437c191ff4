/// One element of a path, with its points already in the path's coordinate space.
public enum PathElement: Hashable, Sendable {
  /// Starts a new subpath at the point.
  case moveTo(CGPoint)
  /// A straight line from the current point to the point.
  case lineTo(CGPoint)
  /// A quadratic Bézier curve from the current point.
  case quadCurveTo(control: CGPoint, to: CGPoint)
  /// A cubic Bézier curve from the current point.
  case curveTo(control1: CGPoint, control2: CGPoint, to: CGPoint)
  /// Closes the current subpath with a line back to its first point.
  case closeSubpath

  /// The element's points in order: end point last, none for `closeSubpath`.
  public var points: [CGPoint] {
    switch self {
    case .moveTo(let p), .lineTo(let p): return [p]
    case .quadCurveTo(let control, let end): return [control, end]
    case .curveTo(let control1, let control2, let end): return [control1, control2, end]
    case .closeSubpath: return []
    }
  }

  /// The element with every point transformed by `t` (Bézier curves are affine invariant).
  public func applying(_ t: CGAffineTransform) -> PathElement {
    switch self {
    case .moveTo(let p): return .moveTo(p.applying(t))
    case .lineTo(let p): return .lineTo(p.applying(t))
    case .quadCurveTo(let control, let end):
      return .quadCurveTo(control: control.applying(t), to: end.applying(t))
    case .curveTo(let control1, let control2, let end):
      return .curveTo(
        control1: control1.applying(t), control2: control2.applying(t), to: end.applying(t))
    case .closeSubpath: return .closeSubpath
    }
  }
}

/// The kind of a path element, as Core Graphics numbers them.
public enum CGPathElementType: Int32, Sendable {
  /// One point: the start of a new subpath.
  case moveToPoint = 0
  /// One point: the end of a line.
  case addLineToPoint = 1
  /// Two points: control point, end point.
  case addQuadCurveToPoint = 2
  /// Three points: two control points, end point.
  case addCurveToPoint = 3
  /// No points.
  case closeSubpath = 4
}

/// A path element as `CGPath.applyWithBlock(_:)` hands it out: a type and a pointer to its
/// points, valid only during the call.
public struct CGPathElement {
  /// The kind of element, which fixes how many points `points` holds.
  public var type: CGPathElementType
  /// The element's points (0 to 3 of them).
  public var points: UnsafeMutablePointer<CGPoint>

  /// Creates an element record.
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}

/// The rule that decides which points a path encloses.
public enum CGPathFillRule: Int, Sendable {
  /// A point is inside when the path winds around it a non-zero number of times.
  case winding = 0
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd = 1
}
