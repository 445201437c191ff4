import ScreenLabAnalysis
import Testing

/// SL101 on a finger-drawing canvas whose moves request display (Docs/Analyzer.md, SL101):
/// the stroke kept when the touch ends, and the brush each kept stroke copies, owe no redraw;
/// a stroke dropped at the end, or a setting the strokes do not keep, does.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct StrokeSettingClassTests {
  static func canvas(ended: String) -> String {
    """
    final class Canvas: UIView {
        var brush = UIColor.black
        var stroke: [CGPoint] = []
        var strokes: [[CGPoint]] = []
        var colors: [UIColor] = []
        override func draw(_ rect: CGRect) {
            for (index, points) in strokes.enumerated() {
                colors[index].setStroke()
                trace(points).stroke()
            }
            brush.setStroke()
            trace(stroke).stroke()
        }
        private func trace(_ points: [CGPoint]) -> UIBezierPath {
            let path = UIBezierPath()
            for (index, point) in points.enumerated() {
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            return path
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let point = touches.first?.location(in: self) else { return }
            stroke.append(point)
            setNeedsDisplay()
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            \(ended)
        }
        func pick(_ color: UIColor) {
            1️⃣brush = color
        }
    }
    """
  }

  @Test func aKeptStrokeAndTheBrushItCopiesAreNotReported() {
    assertFindings(
      Self.canvas(
        ended: "strokes.append(stroke)\n        colors.append(brush)\n        stroke.removeAll()"
      )
      .replacingOccurrences(of: "1️⃣", with: ""),
      [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aDroppedStrokeOrASettingTheStrokesDoNotKeepIsReported() {
    // The touch's end clears the stroke without keeping it: it stays on screen until some
    // other redraw; and the brush recolours the stroke being drawn, which nothing redraws.
    assertFindings(
      Self.canvas(ended: "2️⃣stroke.removeAll()"),
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["brush"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["stroke"]),
      ],
      rules: [.drawnPropertyWithoutRedraw])
  }
}
