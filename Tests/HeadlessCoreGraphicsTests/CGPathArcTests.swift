import Testing

@testable import HeadlessCoreGraphics

@Suite struct CGPathArcTests {
  /// The largest distance from `center` minus `radius` over many samples of every curve.
  static func radialError(_ path: CGPath, center: CGPoint, radius: CGFloat) -> CGFloat {
    var worst: CGFloat = 0
    for subpath in path.subpaths {
      for segment in subpath.segments {
        guard case .cubic = segment else { continue }
        for step in 0...64 {
          let p = segment.point(at: CGFloat(step) / 64)
          worst = max(worst, abs(distance(p, center) - radius))
        }
      }
    }
    return worst
  }

  struct ArcCase: CustomTestStringConvertible, Sendable {
    let start: CGFloat
    let end: CGFloat
    let clockwise: Bool
    let sweep: CGFloat
    var testDescription: String { "\(start)→\(end) clockwise \(clockwise) sweeps \(sweep)" }
  }

  static let arcs = [
    ArcCase(start: 0, end: .pi / 2, clockwise: false, sweep: .pi / 2),
    ArcCase(start: 0, end: .pi / 2, clockwise: true, sweep: -3 * .pi / 2),
    ArcCase(start: 0, end: 2 * .pi, clockwise: false, sweep: 2 * .pi),
    ArcCase(start: 0, end: 2 * .pi, clockwise: true, sweep: 0),
    ArcCase(start: 0, end: -2 * .pi, clockwise: true, sweep: -2 * .pi),
    ArcCase(start: 1, end: 1 + 5 * .pi, clockwise: false, sweep: 2 * .pi),
    ArcCase(start: .pi, end: 0, clockwise: false, sweep: .pi),
    ArcCase(start: 0.5, end: 0.25, clockwise: true, sweep: -0.25),
  ]

  @Test(arguments: arcs)
  func arcSweepFollowsTheCanvasRule(_ row: ArcCase) {
    let center = CGPoint(x: 10, y: 20)
    let radius: CGFloat = 7
    let path = CGMutablePath()
    path.addArc(
      center: center, radius: radius, startAngle: row.start, endAngle: row.end,
      clockwise: row.clockwise)
    let expectedStart = CGPoint(x: 10 + 7 * cos(row.start), y: 20 + 7 * sin(row.start))
    #expect(isClose(path.elements.first?.points.last ?? .zero, expectedStart, 1e-12))
    let expectedEnd = CGPoint(
      x: 10 + 7 * cos(row.start + row.sweep), y: 20 + 7 * sin(row.start + row.sweep))
    #expect(isClose(path.currentPoint, expectedEnd, 1e-9))
    let curves = path.elements.count - 1
    #expect(curves == Int((abs(row.sweep) / (.pi / 2)).rounded(.up)))
    #expect(isClose(path.length, abs(row.sweep) * radius, 2e-4 * radius * abs(row.sweep) + 1e-12))
    #expect(Self.radialError(path, center: center, radius: radius) < 1e-3 * radius)
    if row.sweep != 0 {
      // The midpoint of the sweep is on the arc: the direction is right.
      let middle = row.start + row.sweep / 2
      let probe = CGPoint(x: 10 + 7 * cos(middle), y: 20 + 7 * sin(middle))
      let closest =
        path.subpaths[0].segments.flatMap { segment in
          (0...200).map { segment.point(at: CGFloat($0) / 200) }
        }.map { distance($0, probe) }.min() ?? .infinity
      #expect(closest < 0.1)
    }
  }

  @Test func arcsJoinTheCurrentPointWithALine() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addArc(
      center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
    guard case .lineTo(let joint) = path.elements[1] else {
      Issue.record("expected a line to the arc's start")
      return
    }
    #expect(isClose(joint, CGPoint(x: 5, y: 0), 1e-12))
    // No line when the arc starts at the current point.
    let joined = CGMutablePath()
    joined.move(to: CGPoint(x: 15, y: 0))
    joined.addArc(
      center: CGPoint(x: 10, y: 0), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(joined.elements.filter { if case .lineTo = $0 { true } else { false } }.isEmpty)
  }

  @Test func clockwiseTrueDecreasesTheAngle() {
    let path = CGMutablePath()
    path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
    // A quarter towards negative y (up on a y-down screen).
    #expect(path.elements.count == 2)
    #expect(isClose(path.currentPoint, CGPoint(x: 0, y: -1), 1e-12))
    #expect(path.boundingBoxOfPath.minY < -0.99)
  }

  @Test func relativeArcSweepsExactlyDelta() {
    let path = CGMutablePath()
    path.addRelativeArc(center: .zero, radius: 2, startAngle: 0, delta: 3 * .pi)
    #expect(isClose(path.currentPoint, CGPoint(x: -2, y: 0), 1e-9))
    #expect(path.elements.count == 1 + 6)
    #expect(abs(path.length - 6 * .pi) / (6 * .pi) < 1e-3)
  }

  @Test func arcsWithTransformAreTransformed() {
    let path = CGMutablePath()
    path.addArc(
      center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false,
      transform: CGAffineTransform(scaleX: 3, y: 1))
    #expect(isClose(path.boundingBoxOfPath, CGRect(x: -3, y: 0, width: 6, height: 1), 1e-3))
  }

  @Test func invalidRadiiAreIgnored() {
    let path = CGMutablePath()
    path.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: false)
    path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
    #expect(path.isEmpty)
  }

  @Test func tangentArcRoundsACorner() throws {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
    #expect(isClose(path.elements[1].points.last ?? .zero, CGPoint(x: 6, y: 0), 1e-12))
    #expect(path.elements[1].points.count == 1)
    #expect(isClose(path.currentPoint, CGPoint(x: 10, y: 4), 1e-12))
    #expect(path.elements.count == 3)
    #expect(Self.radialError(path, center: CGPoint(x: 6, y: 4), radius: 4) < 4e-3)
  }

  @Test func tangentArcDegenerateCases() {
    let empty = CGMutablePath()
    empty.addArc(tangent1End: CGPoint(x: 1, y: 1), tangent2End: CGPoint(x: 2, y: 0), radius: 1)
    #expect(empty.elements == [.moveTo(CGPoint(x: 1, y: 1))])
    let collinear = CGMutablePath()
    collinear.move(to: .zero)
    collinear.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 2, y: 0), radius: 1)
    #expect(collinear.elements.last == .lineTo(CGPoint(x: 1, y: 0)))
    let zero = CGMutablePath()
    zero.move(to: .zero)
    zero.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 0)
    #expect(zero.elements.last == .lineTo(CGPoint(x: 1, y: 0)))
  }
}
