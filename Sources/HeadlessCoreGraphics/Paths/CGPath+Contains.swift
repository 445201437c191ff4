extension CGPath {
  /// Whether the filled path contains `point` under the fill rule (`CGPathContainsPoint`).
  ///
  /// `transform` is applied to the path before testing, as Core Graphics does. Every subpath
  /// counts as closed (fills close open subpaths). Curves are flattened into lines whose
  /// control points lie within 1e-3 of the chord, then the winding number is counted with
  /// half-open crossings of a horizontal ray to the right of the point: non-zero for
  /// `.winding`, odd for `.evenOdd`. Points exactly on the boundary may fall on either side.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    var winding = 0
    for subpath in subpaths {
      var polygon = [subpath.start.applying(transform)]
      for segment in subpath.segments {
        segment.flatten(transform: transform, into: &polygon)
      }
      polygon.append(polygon[0])
      for (a, b) in zip(polygon, polygon.dropFirst()) {
        if a.y <= point.y, b.y > point.y, cross(a, b, point) > 0 {
          winding += 1
        } else if a.y > point.y, b.y <= point.y, cross(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    switch rule {
    case .winding: return winding != 0
    case .evenOdd: return winding % 2 != 0
    }
  }
}

extension PathSegment {
  /// Appends the end points of a polyline approximating the transformed segment (its start is
  /// assumed to be already in `points`).
  func flatten(transform: CGAffineTransform, into points: inout [CGPoint]) {
    switch self {
    case .line(_, let b):
      points.append(b.applying(transform))
    default:
      let (p0, p1, p2, p3) = asCubic
      flattenCubic(
        p0.applying(transform), p1.applying(transform), p2.applying(transform),
        p3.applying(transform), depth: 0, into: &points)
    }
  }
}

/// Subdivides until both control points are within 1e-3 of the chord (or 16 levels deep).
private func flattenCubic(
  _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, depth: Int,
  into points: inout [CGPoint]
) {
  let chord = distance(p0, p3)
  let deviation: CGFloat
  if chord > 0 {
    deviation = max(abs(cross(p0, p3, p1)), abs(cross(p0, p3, p2))) / chord
  } else {
    deviation = max(distance(p0, p1), distance(p0, p2))
  }
  guard deviation > 1e-3, depth < 16, deviation.isFinite else {
    points.append(p3)
    return
  }
  let (left, right) = PathSegment.cubic(p0, p1, p2, p3).split(at: 0.5)
  guard case .cubic(let a0, let a1, let a2, let a3) = left,
    case .cubic(let b0, let b1, let b2, let b3) = right
  else { return }
  flattenCubic(a0, a1, a2, a3, depth: depth + 1, into: &points)
  flattenCubic(b0, b1, b2, b3, depth: depth + 1, into: &points)
}

/// The z component of `(b − a) × (p − a)`: positive when `p` is left of `a → b` (y-up).
private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
  (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
}
