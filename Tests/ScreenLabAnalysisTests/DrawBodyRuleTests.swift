import ScreenLabAnalysis
import Testing

/// SL103, SL104 and SL105: what happens in and around `draw(_:)`.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct DrawBodyRuleTests {
  @Test func callingDrawDirectlyIsReported() {
    assertFindings(
      """
      final class Meter: UIView {
          var level = 0 { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              super.draw(rect)
              _ = level
          }
          func forceRedraw() {
              1️⃣draw(bounds)
          }
          func forceRedrawAgain() {
              2️⃣self.draw(bounds)
          }
      }
      func refresh(_ meter: Meter) {
          3️⃣meter.draw(meter.bounds)
      }
      """,
      [
        FindingSpec("1️⃣", .drawCalledDirectly, mentions: ["call setNeedsDisplay()"]),
        FindingSpec("2️⃣", .drawCalledDirectly),
        FindingSpec("3️⃣", .drawCalledDirectly, mentions: ["meter.setNeedsDisplay()"]),
      ], rules: [.drawCalledDirectly])
  }

  @Test func superDrawAndOtherDrawMethodsAreNotReported() {
    assertFindings(
      """
      struct Sketch { func draw(_ canvas: Canvas) {} }
      final class Board: UIView {
          let sketch = Sketch()
          override func draw(_ rect: CGRect) { super.draw(rect); sketch.draw(canvas) }
      }
      """, [], rules: [.drawCalledDirectly])
  }

  @Test func allocationsInsideDrawAreNotes() {
    assertFindings(
      """
      final class Ring: UIView {
          private let cachedPath = UIBezierPath()
          override func draw(_ rect: CGRect) {
              let formatter = 1️⃣DateFormatter()
              let glow = 2️⃣CAShapeLayer()
              let renderer = 3️⃣UIGraphicsImageRenderer(bounds: rect)
              // Paths, colours and fonts are what drawing code builds in draw(_:) itself.
              let path = UIBezierPath(ovalIn: rect)
              let color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
              let font = UIFont.systemFont(ofSize: 12)
              UIColor.red.setFill()
              cachedPath.fill()
              _ = (formatter, glow, renderer, path, color, font)
          }
          func makePath() -> UIBezierPath { UIBezierPath() }
      }
      """,
      [
        FindingSpec("1️⃣", .allocationInDraw, severity: .note, mentions: ["'DateFormatter'"]),
        FindingSpec("2️⃣", .allocationInDraw, severity: .note, mentions: ["'CAShapeLayer'"]),
        FindingSpec(
          "3️⃣", .allocationInDraw, severity: .note, mentions: ["'UIGraphicsImageRenderer'"]),
      ], rules: [.allocationInDraw])
  }

  @Test func mutationsInsideDrawAreReported() {
    assertFindings(
      """
      final class Noisy: UIView {
          var drawCount = 0
          let label = UILabel()
          override func draw(_ rect: CGRect) {
              1️⃣drawCount += 1
              2️⃣addSubview(label)
              layer.addSublayer(CALayer())
              3️⃣setNeedsDisplay()
              4️⃣backgroundColor = .red
              var local = 0
              local += 1
          }
      }
      """,
      [
        FindingSpec("1️⃣", .mutationInDraw, mentions: ["writes 'drawCount'"]),
        // Two tree changes of one pass: one rebuild of the tree, one finding listing both.
        FindingSpec("2️⃣", .mutationInDraw, mentions: ["'addSubview'", "'addSublayer'"]),
        FindingSpec("3️⃣", .mutationInDraw, mentions: ["'setNeedsDisplay'"]),
        // A constant of the view's own style: a cost on every pass, a note (OpenClassTests).
        FindingSpec("4️⃣", .mutationInDraw, severity: .note, mentions: ["'backgroundColor'"]),
      ], rules: [.mutationInDraw])
  }

  @Test func readOnlyDrawIsClean() {
    assertFindings(
      """
      final class Quiet: UIView {
          var value = 1 { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              guard let context = UIGraphicsGetCurrentContext() else { return }
              var box = rect
              box.size.width *= CGFloat(value)
              context.fill(box)
          }
      }
      """, [])
  }
}
