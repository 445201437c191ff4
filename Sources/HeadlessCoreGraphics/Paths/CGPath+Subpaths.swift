/// A subpath split into drawn segments, for geometry.
struct Subpath {
  /// The first point.
  var start: CGPoint
  /// The drawn pieces, including the closing line of a closed subpath.
  var segments: [PathSegment] = []
  /// Whether the subpath ends with `closeSubpath`.
  var closed = false
  /// The subpath's own elements, starting with an explicit `moveTo`.
  var elements: [PathElement]

  init(start: CGPoint) {
    self.start = start
    elements = [.moveTo(start)]
  }
}

extension CGPath {
  /// The path split into subpaths. A drawing element right after `closeSubpath` starts a new
  /// subpath at the closed subpath's start, as in Core Graphics.
  var subpaths: [Subpath] {
    var result: [Subpath] = []
    var current: Subpath?
    var point = CGPoint.zero
    func draw(_ segment: (CGPoint) -> PathSegment, _ element: PathElement) {
      if current == nil || current?.closed == true {
        if let finished = current { result.append(finished) }
        current = Subpath(start: current?.start ?? point)
      }
      let piece = segment(point)
      current?.segments.append(piece)
      current?.elements.append(element)
      point = piece.end
    }
    for element in storage {
      switch element {
      case .moveTo(let p):
        if let finished = current { result.append(finished) }
        current = Subpath(start: p)
        point = p
      case .lineTo(let p):
        draw({ .line($0, p) }, element)
      case .quadCurveTo(let c, let p):
        draw({ .quad($0, c, p) }, element)
      case .curveTo(let c1, let c2, let p):
        draw({ .cubic($0, c1, c2, p) }, element)
      case .closeSubpath:
        guard var open = current, !open.closed else { continue }
        open.segments.append(.line(point, open.start))
        open.elements.append(.closeSubpath)
        open.closed = true
        point = open.start
        current = open
      }
    }
    if let finished = current { result.append(finished) }
    return result
  }

  /// The smallest rectangle containing every point of every element, control points included
  /// (`CGPathGetBoundingBox`); `CGRect.null` for an empty path.
  public var boundingBox: CGRect {
    bounds(of: storage.flatMap(\.points))
  }

  /// The smallest rectangle containing the path itself (`CGPathGetPathBoundingBox`): end
  /// points, move points, and the extrema of each curve, found where the derivative of each
  /// coordinate is zero, but not control points; `CGRect.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    var points = storage.compactMap { $0.points.last }
    for subpath in subpaths {
      for segment in subpath.segments {
        points.append(contentsOf: segment.extremaParameters.map { segment.point(at: $0) })
      }
    }
    return bounds(of: points)
  }
}

extension PathSegment {
  /// The parameters in `(0, 1)` where x or y is extremal.
  var extremaParameters: [CGFloat] {
    switch self {
    case .line:
      return []
    case .quad(let a, let c, let b):
      return [(a.x, c.x, b.x), (a.y, c.y, b.y)].compactMap { p0, p1, p2 in
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return nil }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? t : nil
      }
    case .cubic(let a, let c1, let c2, let b):
      return [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)].flatMap { p0, p1, p2, p3 in
        // B'(t)/3 = qa·t² + qb·t + qc.
        let qa = -p0 + 3 * p1 - 3 * p2 + p3
        let qb = 2 * (p0 - 2 * p1 + p2)
        let qc = p1 - p0
        return quadraticRoots(qa, qb, qc).filter { $0 > 0 && $0 < 1 }
      }
    }
  }
}

/// The real roots of `a·t² + b·t + c` (linear when `a` is zero).
func quadraticRoots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
  if abs(a) < 1e-12 {
    return b == 0 ? [] : [-c / b]
  }
  let discriminant = b * b - 4 * a * c
  guard discriminant >= 0 else { return [] }
  let root = discriminant.squareRoot()
  return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
}

/// The smallest rectangle containing the points, or `CGRect.null` when there are none.
private func bounds(of points: [CGPoint]) -> CGRect {
  guard let first = points.first else { return .null }
  var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
  for p in points.dropFirst() {
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }
  return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
