import ScreenLabAnalysis
import Testing

/// SL105 and a draw pass's scratch space: a stored property only the draw path mentions,
/// set before it is read on each pass, is a local kept in the object (Docs/Analyzer.md, SL105,
/// "Scratch space"); one that carries a value from one pass to the next stays reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct DrawScratchTests {
  @Test func propertiesSetBeforeTheyAreReadOnEachPassAreNotReported() {
    assertFindings(
      """
      final class BarChartView: UIView {
          var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
          private var barWidth: CGFloat = 0
          private var originX: CGFloat = 0
          private var baseline: CGFloat = 0
          private var tickX: CGFloat = 0
          override func draw(_ rect: CGRect) {
              barWidth = rect.width / CGFloat(max(values.count, 1))
              originX = rect.minX
              measureBaseline(in: rect)
              for (index, value) in values.enumerated() {
                  let x = originX + CGFloat(index) * barWidth
                  UIRectFill(CGRect(x: x, y: baseline - value, width: barWidth - 2, height: value))
              }
          }
          private func measureBaseline(in rect: CGRect) {
              baseline = rect.maxY - 4
              tickX = rect.minX
              for _ in values {
                  UIRectFill(CGRect(x: tickX, y: baseline, width: 1, height: 4))
                  tickX += barWidth
              }
          }
      }
      """, [], rules: [.mutationInDraw])
  }

  @Test func propertiesThatCarryAValueFromPassToPassAreReported() {
    assertFindings(
      """
      final class PulseView: UIView {
          private var phase: CGFloat = 0
          private var offset: CGFloat = 0
          private var inset: CGFloat = 0
          private var angle: CGFloat = 0
          private var lastWidth: CGFloat = 0
          override func draw(_ rect: CGRect) {
              1️⃣phase += 0.1
              5️⃣angle = angle + 0.2
              let start = offset
              2️⃣offset = start + 4
              if rect.width > 100 {
                  3️⃣inset = 8
              }
              UIRectFill(rect.insetBy(dx: phase + offset + inset + angle, dy: 0))
              4️⃣lastWidth = phase * 2
          }
      }
      """,
      [
        FindingSpec("1️⃣", .mutationInDraw, mentions: ["phase"]),
        FindingSpec("2️⃣", .mutationInDraw, mentions: ["offset"]),
        FindingSpec("3️⃣", .mutationInDraw, mentions: ["inset"]),
        // Stored for later and never read: state.
        FindingSpec("4️⃣", .mutationInDraw, mentions: ["lastWidth"]),
        // The first write reads the old value: no reset.
        FindingSpec("5️⃣", .mutationInDraw, mentions: ["angle"]),
      ], rules: [.mutationInDraw])
  }

  @Test func aScratchValueAnotherMethodReadsIsReported() {
    // The touch handler reads what the last pass left: the pass's write is state.
    assertFindings(
      """
      final class BarChartView: UIView {
          var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
          private var barWidth: CGFloat = 0
          override func draw(_ rect: CGRect) {
              1️⃣barWidth = rect.width / CGFloat(max(values.count, 1))
              UIRectFill(CGRect(x: 0, y: 0, width: barWidth, height: rect.height))
          }
          override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
              let x = touches.first?.location(in: self).x ?? 0
              print(Int(x / barWidth))
          }
      }
      """, [FindingSpec("1️⃣", .mutationInDraw, mentions: ["barWidth"])], rules: [.mutationInDraw])
  }
}
