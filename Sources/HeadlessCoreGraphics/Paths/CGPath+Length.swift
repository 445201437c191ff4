extension CGPath {
  /// The total arc length of all subpaths, closing lines included.
  ///
  /// Lines are measured exactly. Curves (quadratics degree-elevated to cubics) are subdivided
  /// at their midpoint until the control polygon is longer than the chord by at most 1e-5 of
  /// its length (at most 2^24 pieces), and each piece is measured by Gravesen's estimate
  /// `(chord + polygon) / 2`; the relative error is far below 1e-8.
  public var length: CGFloat {
    subpaths.reduce(0) { total, subpath in
      subpath.segments.reduce(total) { $0 + $1.length }
    }
  }

  /// The part of the path between two fractions of its total length, as `CAShapeLayer` draws
  /// it for `strokeStart` and `strokeEnd`.
  ///
  /// Fractions are clamped to `0...1`; `0` to `1` returns the path unchanged, and an empty range
  /// (`start ≥ end`, NaN, or a path of zero length) returns an empty path. A subpath that lies
  /// wholly inside the range keeps its own elements (and its `closeSubpath`); a partly covered
  /// one becomes a move to the first covered point followed by the covered pieces of its
  /// segments, curves cut exactly by de Casteljau subdivision at the parameter where the arc
  /// length reaches the cut (found by bisection to 1e-12 in the parameter), and a covered part
  /// of a closing line drawn as a line.
  public func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
    guard !start.isNaN, !end.isNaN else { return CGPath(elements: []) }
    let lower = min(max(start, 0), 1)
    let upper = min(max(end, 0), 1)
    if lower == 0 && upper == 1 { return CGPath(elements: storage) }
    let pieces = subpaths
    let lengths = pieces.map { $0.segments.map(\.length) }
    let total = lengths.reduce(0) { total, list in list.reduce(total, +) }
    guard upper > lower, total > 0 else { return CGPath(elements: []) }
    let from = lower * total
    let to = upper * total
    var result: [PathElement] = []
    var offset: CGFloat = 0
    for (subpath, segmentLengths) in zip(pieces, lengths) {
      let subpathStart = offset
      let subpathEnd = segmentLengths.reduce(offset, +)
      if from <= subpathStart && subpathEnd <= to && subpathEnd > subpathStart {
        result.append(contentsOf: subpath.elements)
        offset = subpathEnd
        continue
      }
      var open = false
      for (segment, length) in zip(subpath.segments, segmentLengths) {
        let a = offset
        let b = offset + length
        offset = b
        let low = max(a, from)
        let high = min(b, to)
        guard high > low else { continue }
        let t0 = low <= a ? 0 : segment.parameter(atLength: low - a, of: length)
        let t1 = high >= b ? 1 : segment.parameter(atLength: high - a, of: length)
        let piece = segment.subsegment(from: t0, to: t1)
        if !open {
          result.append(.moveTo(piece.start))
          open = true
        }
        result.append(piece.element)
      }
      offset = subpathEnd
    }
    return CGPath(elements: result)
  }
}

extension PathSegment {
  /// The arc length (see `CGPath.length`).
  var length: CGFloat {
    switch self {
    case .line(let a, let b): return distance(a, b)
    default:
      let (p0, p1, p2, p3) = asCubic
      return cubicLength(p0, p1, p2, p3, depth: 0)
    }
  }

  /// The parameter where the arc length from the start reaches `target` (`0 < target < total`).
  func parameter(atLength target: CGFloat, of total: CGFloat) -> CGFloat {
    if case .line = self { return total > 0 ? target / total : 0 }
    var low: CGFloat = 0
    var high: CGFloat = 1
    while high - low > 1e-12 {
      let middle = (low + high) / 2
      if split(at: middle).0.length < target {
        low = middle
      } else {
        high = middle
      }
    }
    return (low + high) / 2
  }
}

/// Gravesen's adaptive arc length of a cubic Bézier.
private func cubicLength(
  _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, depth: Int
) -> CGFloat {
  let chord = distance(p0, p3)
  let polygon = distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
  if polygon - chord <= 1e-5 * polygon || depth >= 24 || !polygon.isFinite {
    return (chord + polygon) / 2
  }
  let (left, right) = PathSegment.cubic(p0, p1, p2, p3).split(at: 0.5)
  guard case .cubic(let a0, let a1, let a2, let a3) = left,
    case .cubic(let b0, let b1, let b2, let b3) = right
  else { return (chord + polygon) / 2 }
  return cubicLength(a0, a1, a2, a3, depth: depth + 1)
    + cubicLength(b0, b1, b2, b3, depth: depth + 1)
}
