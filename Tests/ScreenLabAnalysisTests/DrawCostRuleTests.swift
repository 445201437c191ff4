import ScreenLabAnalysis
import Testing

/// SL106 and SL107: a draw(_:) override without super.draw(rect), and a view redrawn by rect
/// whose draw(_:) ignores the rect.
@MainActor @Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct DrawCostRuleTests {
  @Test func anOverrideWithoutSuperDrawOfADrawingSuperclassIsNoted() {
    assertFindings(
      """
      class Badge: UIView {
          override func draw(_ rect: CGRect) {
              UIColor.red.setFill()
              UIRectFill(rect)
          }
      }
      final class BigBadge: Badge {
          override func 1️⃣draw(_ rect: CGRect) {
              UIRectFrame(bounds)
          }
      }
      final class Tag: UILabel {
          override func 2️⃣draw(_ rect: CGRect) {
              UIRectFrame(bounds)
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .drawWithoutSuper, severity: .note,
          mentions: ["draw(_:) of BigBadge", "Badge's draw(_:)", "super.draw(rect)"]),
        FindingSpec("2️⃣", .drawWithoutSuper, severity: .note, mentions: ["UILabel's draw(_:)"]),
      ], rules: [.drawWithoutSuper])
  }

  @Test func aDirectSubclassOfUIViewIsNotNoted() {
    // UIView's draw(_:) is empty: leaving it out costs nothing (the draw-super scenario
    // measures the same operations either way).
    assertFindings(
      """
      final class Badge: UIView {
          override func draw(_ rect: CGRect) { UIRectFill(rect) }
      }
      """,
      [], rules: [.drawWithoutSuper])
  }

  @Test func superDrawAnywhereInTheBodyAndOtherDrawsAreNotNoted() {
    assertFindings(
      """
      final class Badge: UIView {
          override func draw(_ rect: CGRect) {
              guard let context = UIGraphicsGetCurrentContext() else { return }
              super.draw(rect)
              context.fill(rect)
          }
      }
      final class Ring: CALayer {
          override func draw(in ctx: CGContext) { ctx.fill(bounds) }
      }
      final class Plain: UIView {
          func draw(_ rect: CGRect, scale: CGFloat) {}
      }
      struct Sketch { func draw(_ rect: CGRect) {} }
      """,
      [], rules: [.drawWithoutSuper])
  }

  @Test func aViewRedrawnByRectThatIgnoresTheRectIsNoted() {
    assertFindings(
      """
      class Grid: UIView {
          var marked: Set<Int> = []
          func mark(_ cell: Int) {
              marked.insert(cell)
              setNeedsDisplay(cellRect(cell))
          }
          func cellRect(_ cell: Int) -> CGRect { .zero }
          override func 1️⃣draw(_ rect: CGRect) {
              super.draw(rect)
              for cell in 0..<100 { UIRectFill(cellRect(cell)) }
          }
      }
      final class Chart: UIView {
          override func 2️⃣draw(_: CGRect) {
              super.draw(bounds)
              UIRectFill(bounds)
          }
      }
      final class ChartScreen {
          let chart = Chart()
          func refresh() {
              chart.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .drawIgnoresRect, severity: .note,
          mentions: ["Grid", "'rect'", "setNeedsDisplay(_:)"]),
        FindingSpec("2️⃣", .drawIgnoresRect, severity: .note, mentions: ["Chart", "its rect"]),
      ], rules: [.drawIgnoresRect])
  }

  @Test func aRectReadOrAFullRedrawIsNotNoted() {
    assertFindings(
      """
      final class Grid: UIView {
          func mark(_ cell: CGRect) { setNeedsDisplay(cell) }
          override func draw(_ rect: CGRect) {
              super.draw(rect)
              for cell in cells where cell.intersects(rect) { UIRectFill(cell) }
          }
          var cells: [CGRect] { [] }
      }
      final class Meter: UIView {
          var level = 0 { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              super.draw(rect)
              UIRectFill(bounds)
          }
      }
      """,
      [], rules: [.drawIgnoresRect])
  }
}
