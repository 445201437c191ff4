import ScreenLabAnalysis
import Testing

/// SL101 on a finger-drawing view: `touchesBegan` that appends an empty stroke made by its
/// collection type (`[CGPoint]()`) draws nothing new, and the moves that fill it redraw.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EmptyStrokeTests {
  static func canvas(began: String) -> String {
    """
    final class Sketch: UIView {
        var strokes = [[CGPoint]]()
        override func draw(_ rect: CGRect) {
            for stroke in strokes where stroke.count > 1 {
                let path = UIBezierPath()
                path.move(to: stroke[0])
                stroke.dropFirst().forEach { path.addLine(to: $0) }
                path.stroke()
            }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            \(began)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let point = touches.first?.location(in: self) else { return }
            var last = strokes.removeLast()
            last.append(point)
            strokes.append(last)
            setNeedsDisplay()
        }
    }
    """
  }

  @Test(arguments: [
    ("strokes.append([CGPoint]())", true),
    ("strokes.append(Array(repeating: CGPoint.zero, count: 2))", false),
  ])
  func anEmptyStrokeMadeByItsTypeIsQuiet(began: String, drawsNothing: Bool) {
    let report = SourceAnalyzer().analyze([
      SourceFile(path: "Sketch.swift", text: Self.canvas(began: began))
    ])
    #expect(report.findings.contains { $0.rule == .drawnPropertyWithoutRedraw } == !drawsNothing)
  }

  @Test func aStrokeStartedWithAPointIsReported() {
    let began = "1️⃣strokes.append([touches.first!.location(in: self)])"
    assertFindings(
      Self.canvas(began: began),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'strokes'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }
}
