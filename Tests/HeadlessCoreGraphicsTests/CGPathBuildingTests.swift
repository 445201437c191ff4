import Testing

@testable import HeadlessCoreGraphics

@Suite struct CGPathBuildingTests {
  @Test func newPathIsEmptyWithCurrentPointZero() {
    let path = CGMutablePath()
    #expect(path.isEmpty)
    #expect(path.currentPoint == .zero)
    #expect(path.boundingBox.isNull)
    #expect(path.boundingBoxOfPath.isNull)
  }

  @Test func drawingWithoutACurrentPointIsIgnored() {
    let path = CGMutablePath()
    path.addLine(to: CGPoint(x: 1, y: 1))
    path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero)
    path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
    path.closeSubpath()
    #expect(path.isEmpty)
  }

  @Test func elementsAreRecordedTransformedAndInOrder() {
    let path = CGMutablePath()
    let shift = CGAffineTransform(translationX: 10, y: 0)
    path.move(to: CGPoint(x: 0, y: 0), transform: shift)
    path.addLine(to: CGPoint(x: 1, y: 0))
    path.addQuadCurve(to: CGPoint(x: 2, y: 2), control: CGPoint(x: 2, y: 0), transform: shift)
    path.addCurve(
      to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2))
    path.closeSubpath()
    path.closeSubpath()
    #expect(
      path.elements == [
        .moveTo(CGPoint(x: 10, y: 0)), .lineTo(CGPoint(x: 1, y: 0)),
        .quadCurveTo(control: CGPoint(x: 12, y: 0), to: CGPoint(x: 12, y: 2)),
        .curveTo(
          control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2), to: CGPoint(x: 3, y: 3)),
        .closeSubpath,
      ])
    #expect(path.currentPoint == CGPoint(x: 10, y: 0))
  }

  @Test func drawingAfterCloseStartsANewSubpathAtTheOldStart() {
    let path = CGMutablePath()
    path.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 1), CGPoint(x: 5, y: 5)])
    path.closeSubpath()
    #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 1, y: 9))
    #expect(path.currentPoint == CGPoint(x: 1, y: 9))
    let subpaths = path.subpaths
    #expect(subpaths.count == 2)
    #expect(subpaths[1].start == CGPoint(x: 1, y: 1))
    #expect(subpaths[1].elements == [.moveTo(CGPoint(x: 1, y: 1)), .lineTo(CGPoint(x: 1, y: 9))])
    // 4 + 4 + √32 for the closed triangle, then 8.
    #expect(isClose(path.length, 16 + 32.0.squareRoot(), 1e-12))
  }

  @Test func addLinesMovesThenLines() {
    let path = CGMutablePath()
    path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)])
    #expect(path.svgPathData == "M0 0 L1 2 L3 4")
    path.addLines(between: [])
    #expect(path.elements.count == 3)
  }

  @Test func rectGoesAroundFromTheMinimumCorner() {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(path.svgPathData == "M0 0 L10 0 L10 20 L0 20 Z")
    let flipped = CGPath(rect: CGRect(x: 10, y: 20, width: -10, height: -20))
    #expect(flipped == path)
    var scale = CGAffineTransform(scaleX: 2, y: 3)
    let scaled = CGPath(rect: CGRect(x: 1, y: 1, width: 1, height: 1), transform: &scale)
    #expect(scaled.svgPathData == "M2 3 L4 3 L4 6 L2 6 Z")
  }

  @Test func addRectsAddsOneSubpathEach() {
    let path = CGMutablePath()
    path.addRects([
      CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1),
    ])
    #expect(path.svgPathData == "M0 0 L1 0 L1 1 L0 1 Z M5 5 L6 5 L6 6 L5 6 Z")
    #expect(path.subpaths.count == 2)
  }

  @Test func ellipseIsFourQuarterCurvesFromTheRightMiddle() {
    let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(
      path.svgPathData
        == "M200 50 C200 77.614 155.228 100 100 100 C44.772 100 0 77.614 0 50"
        + " C0 22.386 44.772 0 100 0 C155.228 0 200 22.386 200 50 Z")
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 200, height: 100), 1e-9))
  }

  @Test func roundedRectCornersAndEdges() {
    let path = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 5)
    let elements = path.elements
    #expect(elements.count == 10)
    #expect(elements.first == .moveTo(CGPoint(x: 10, y: 0)))
    #expect(elements[1] == .lineTo(CGPoint(x: 90, y: 0)))
    #expect(elements[2].points.last == CGPoint(x: 100, y: 5))
    #expect(elements.last == .closeSubpath)
    #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test func roundedRectClampsRadii() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let huge = CGPath(roundedRect: rect, cornerWidth: 100, cornerHeight: 100)
    let exact = CGPath(roundedRect: rect, cornerWidth: 20, cornerHeight: 10)
    #expect(huge == exact)
    #expect(CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 5) == CGPath(rect: rect))
    #expect(CGPath(roundedRect: rect, cornerWidth: -3, cornerHeight: .nan) == CGPath(rect: rect))
  }

  @Test func addPathAppendsTransformedElements() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addPath(
      CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)),
      transform: CGAffineTransform(translationX: 1, y: 1))
    #expect(path.svgPathData == "M0 0 M1 1 L2 1 L2 2 L1 2 Z")
  }

  @Test func copiesAreEqualAndIndependent() throws {
    let path = CGMutablePath()
    path.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
    let copy = try #require(path.copy())
    let mutable = try #require(path.mutableCopy())
    #expect(copy == path && mutable == path)
    #expect(copy.hashValue == path.hashValue)
    mutable.addLine(to: .zero)
    #expect(mutable != path)
    var twice = CGAffineTransform(scaleX: 2, y: 2)
    let scaled = try #require(path.copy(using: &twice))
    #expect(scaled.boundingBox == CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(path.copy(using: nil) == path)
  }

  @Test func applyWithBlockReportsTypesAndPoints() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
    path.closeSubpath()
    var seen: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { element in
      let count =
        [CGPathElementType.moveToPoint: 1, .addQuadCurveToPoint: 2][element.pointee.type] ?? 0
      seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
    }
    #expect(seen.map(\.0) == [.moveToPoint, .addQuadCurveToPoint, .closeSubpath])
    #expect(seen[1].1 == [CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6)])
    var collected: [PathElement] = []
    path.forEachElement { collected.append($0) }
    #expect(collected == path.elements)
  }

  @Test func boundingBoxIncludesControlPointsButPathBoxDoesNot() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addCurve(
      to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 0, y: 4), control2: CGPoint(x: 3, y: 4))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 3, height: 4))
    // The curve peaks at t = 0.5: y = 3·4·0.25 = 3.
    #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 3, height: 3), 1e-12))
    let quad = CGMutablePath()
    quad.move(to: CGPoint(x: 0, y: 0))
    quad.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: -2))
    #expect(isClose(quad.boundingBoxOfPath, CGRect(x: 0, y: -1, width: 2, height: 1), 1e-12))
  }

  @Test func containsFollowsTheFillRule() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
    let hole = CGPoint(x: 5, y: 5)
    #expect(path.contains(hole, using: .winding))
    #expect(!path.contains(hole, using: .evenOdd))
    #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
    #expect(!path.contains(CGPoint(x: 11, y: 5)))
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(circle.contains(CGPoint(x: 5, y: 0.1)))
    #expect(!circle.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(
      circle.contains(CGPoint(x: 25, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
  }

  @Test func descriptionShowsThePathData() {
    #expect(
      CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).description
        == "CGPath(M0 0 L1 0 L1 1 L0 1 Z)")
  }
}
