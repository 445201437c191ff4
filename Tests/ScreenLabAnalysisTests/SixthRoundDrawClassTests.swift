import ScreenLabAnalysis
import Testing

/// The SL101 precision classes of the sixth round, each with a reported and an unreported
/// twin (Docs/Analyzer.md, "The sixth round"): an observer chain that ends in a redraw
/// request, and a stroke started empty on touch-down that the first move redraws.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SixthRoundDrawClassTests {
  // MARK: - Observer chains

  static func plot(_ sampleObserver: String) -> String {
    """
    final class PlotView: UIView {
        var formula: String = "" {
            didSet { 3️⃣samples = Sampler.sample(formula) }
        }
        private var samples: [CGPoint] = [] {
            didSet { \(sampleObserver) }
        }
        var zoom: CGFloat = 1 {
            didSet { 4️⃣formula = formula.trimmingCharacters(in: .whitespaces) }
        }
        func show(_ text: String) {
            1️⃣formula = text
        }
        func magnify(by factor: CGFloat) {
            2️⃣zoom *= factor
        }
        override func draw(_ rect: CGRect) {
            let path = UIBezierPath()
            for point in samples { path.addLine(to: CGPoint(x: point.x * zoom, y: point.y)) }
            if formula.isEmpty { return }
            path.stroke()
        }
    }
    """
  }

  @Test func aWriteWhoseObserverChainRedrawsIsNotReported() {
    assertFindings(
      Self.plot("setNeedsDisplay()"), [], rules: [.drawnPropertyWithoutRedraw])
    assertFindings(
      Self.plot("refresh()") + "\nextension PlotView { func refresh() { setNeedsDisplay() } }",
      [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aChainThatEndsWithoutARedrawStaysReported() {
    assertFindings(
      Self.plot("print(samples.count)"),
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw),
        FindingSpec("3️⃣", .drawnPropertyWithoutRedraw),
        FindingSpec("4️⃣", .drawnPropertyWithoutRedraw),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: - A stroke started empty on touch-down

  static func canvas(began: String, moved: String) -> String {
    """
    struct Stroke { var color: UIColor; var points: [CGPoint] }
    final class SketchView: UIView {
        private var strokes: [Stroke] = []
        private var ink: UIColor = .black
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            \(began)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let point = touches.first?.location(in: self), var last = strokes.popLast() else { return }
            last.points.append(point)
            strokes.append(last)
            \(moved)
        }
        override func draw(_ rect: CGRect) {
            for stroke in strokes {
                let path = UIBezierPath()
                for point in stroke.points { path.addLine(to: point) }
                stroke.color.setStroke()
                path.stroke()
            }
        }
    }
    """
  }

  @Test func anEmptyStrokeStartedOnTouchDownIsNotReported() {
    let starts = [
      "strokes.append(Stroke(color: ink, points: []))",
      "let stroke = Stroke.init(color: ink, points: [])\n        strokes.append(stroke)",
      "self.strokes.append(Stroke(color: ink, points: []))",
    ]
    for start in starts {
      assertFindings(
        Self.canvas(began: start, moved: "setNeedsDisplay()"), [],
        rules: [.drawnPropertyWithoutRedraw])
    }
  }

  @Test func aStrokeWithContentOrAMoveThatDoesNotRedrawIsReported() {
    // The first point is drawn content: a tap without a move leaves it off the screen.
    let point = "let p = touches.first!.location(in: self)\n        "
    assertFindings(
      Self.canvas(
        began: point + "1️⃣strokes.append(Stroke(color: ink, points: [p]))",
        moved: "setNeedsDisplay()"),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw])
    // A local stroke given its first point before it is appended.
    assertFindings(
      Self.canvas(
        began: "var stroke = Stroke(color: ink, points: [])\n        "
          + "stroke.points.append(touches.first!.location(in: self))\n        "
          + "1️⃣strokes.append(stroke)",
        moved: "setNeedsDisplay()"),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw])
    // Replacing the strokes is not starting one: what was drawn disappears from the model.
    assertFindings(
      Self.canvas(began: "1️⃣strokes = [Stroke(color: ink, points: [])]", moved: "setNeedsDisplay()"),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw])
    // No move redraws: both writes are stale.
    let stale = Self.canvas(began: "1️⃣strokes.append(Stroke(color: ink, points: []))", moved: "")
      .replacingOccurrences(of: "strokes.append(last)", with: "2️⃣strokes.append(last)")
    assertFindings(
      stale,
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw),
      ], rules: [.drawnPropertyWithoutRedraw])
  }
}
