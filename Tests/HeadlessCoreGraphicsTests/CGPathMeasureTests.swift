import Testing

@testable import HeadlessCoreGraphics

@Suite struct CGPathMeasureTests {
  @Test(arguments: [0.01, 1, 37.5, 5000] as [CGFloat])
  func circleLengthIsTwoPiR(_ radius: CGFloat) {
    let path = CGPath(
      ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
    #expect(abs(path.length - 2 * .pi * radius) / (2 * .pi * radius) < 1e-3)
  }

  @Test func lineLengthsAreExactAndClosingLinesCount() {
    #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 4)).length == 14)
    let open = CGMutablePath()
    open.addLines(between: [.zero, CGPoint(x: 3, y: 4)])
    #expect(open.length == 5)
    let quad = CGMutablePath()
    quad.move(to: .zero)
    quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 0))
    #expect(isClose(quad.length, 10, 1e-9))
  }

  @Test func trimmingTheWholeRangeReturnsThePath() {
    let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.trimmed(from: 0, to: 1) == path)
    #expect(path.trimmed(from: -1, to: 2) == path)
  }

  @Test func emptyRangesGiveEmptyPaths() {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.trimmed(from: 0.5, to: 0.5).isEmpty)
    #expect(path.trimmed(from: 0.7, to: 0.2).isEmpty)
    #expect(path.trimmed(from: .nan, to: 1).isEmpty)
    let dot = CGMutablePath()
    dot.move(to: .zero)
    #expect(dot.trimmed(from: 0, to: 0.5).isEmpty)
  }

  @Test func trimmingARectangleCutsItsEdges() {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.trimmed(from: 0, to: 0.5).svgPathData == "M0 0 L10 0 L10 10")
    #expect(path.trimmed(from: 0.125, to: 0.375).svgPathData == "M5 0 L10 0 L10 5")
    // The closing edge is drawn as a line when only part of it is covered.
    #expect(path.trimmed(from: 0.8, to: 1).svgPathData == "M0 8 L0 0")
  }

  @Test(arguments: [(0, 0.5), (0.25, 0.75), (0.1, 0.3), (0.6, 1)] as [(CGFloat, CGFloat)])
  func trimmedCircleHasTheCoveredLength(_ range: (CGFloat, CGFloat)) {
    let radius: CGFloat = 20
    let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2 * radius, height: 2 * radius))
    let piece = path.trimmed(from: range.0, to: range.1)
    #expect(isClose(piece.length, path.length * (range.1 - range.0), 1e-6 * path.length))
    // Every point of the piece stays on the circle.
    let center = CGPoint(x: radius, y: radius)
    #expect(CGPathArcTests.radialError(piece, center: center, radius: radius) < 1e-3 * radius)
    // It starts where the angle says (the ellipse starts at angle 0 and increases).
    let angle = range.0 * 2 * .pi
    let expected = CGPoint(x: radius + radius * cos(angle), y: radius + radius * sin(angle))
    #expect(isClose(piece.elements.first?.points.first ?? .zero, expected, 1e-3 * radius))
  }

  @Test func trimmingSpansSubpaths() {
    let path = CGMutablePath()
    path.addLines(between: [.zero, CGPoint(x: 10, y: 0)])
    path.addRect(CGRect(x: 0, y: 10, width: 5, height: 5))
    path.addLines(between: [CGPoint(x: 0, y: 20), CGPoint(x: 10, y: 20)])
    // Lengths 10 + 20 + 10 = 40; 0.125…0.875 is 5…35.
    #expect(
      path.trimmed(from: 0.125, to: 0.875).svgPathData
        == "M5 0 L10 0 M0 10 L5 10 L5 15 L0 15 Z M0 20 L5 20")
  }

  @Test func svgNumbersAreRoundedWithoutTrailingZeros() {
    let cases: [(CGFloat, String)] = [
      (0, "0"), (-0.0, "0"), (1, "1"), (-2.5, "-2.5"), (0.1 + 0.2, "0.3"), (1.23456, "1.235"),
      (-0.0004, "0"), (1e20, "100000000000000000000"), (.nan, "0"), (-.infinity, "0"),
      (12.3, "12.3"), (0.05, "0.05"),
    ]
    for (value, text) in cases {
      #expect(svgNumber(value) == text, "\(value)")
    }
  }

  @Test func svgPathDataWritesEveryCommand() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0.5, y: -1))
    path.addQuadCurve(to: CGPoint(x: 2, y: 2), control: CGPoint(x: 1, y: 1))
    path.addCurve(
      to: CGPoint(x: 5, y: 5), control1: CGPoint(x: 3, y: 3), control2: CGPoint(x: 4, y: 4))
    path.closeSubpath()
    #expect(path.svgPathData == "M0.5 -1 Q1 1 2 2 C3 3 4 4 5 5 Z")
    #expect(CGMutablePath().svgPathData == "")
  }
}
