import ScreenLabAnalysis
import Testing

/// A drawing view that no analyzed code uses and that draws no number or collection: the one
/// flag its `draw(_:)` branches on is what its clients change, so a flag without an observer
/// is reported where it is declared, as a lone drawn number is.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct DrawnFlagTests {
  @Test func aViewsOneDrawnFlagWithoutObserverIsReported() {
    assertFindings(
      """
      class FigureView: UIView {
          var 1️⃣showsBisector: Bool = false
          override func draw(_ rect: CGRect) {
              if showsBisector { UIBezierPath(rect: bounds).stroke() }
              else { UIBezierPath(ovalIn: bounds).stroke() }
          }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'showsBisector'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func theFlagWithAnObserverThatRedrawsIsQuiet() {
    assertFindings(
      """
      class FigureView: UIView {
          var showsBisector = false { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              if showsBisector { UIBezierPath(rect: bounds).stroke() }
          }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test(arguments: ["drawsShadow", "roundedCorners", "showsGrid"])
  func aFlagNamedAfterAStyleIsASetting(name: String) {
    assertFindings(
      """
      class FigureView: UIView {
          var \(name) = true
          override func draw(_ rect: CGRect) {
              if \(name) { UIBezierPath(rect: bounds).stroke() }
          }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aViewThatDrawsANumberReportsTheNumberNotItsFlag() {
    // The number is the view's value; the flag beside it is one of its settings.
    assertFindings(
      """
      class Meter: UIView {
          var 1️⃣level: CGFloat = 0
          var inverted = false
          override func draw(_ rect: CGRect) {
              let height = inverted ? bounds.height * (1 - level) : bounds.height * level
              UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: height))
          }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'level'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func twoDrawnFlagsAreSettingsNotTheValue() {
    assertFindings(
      """
      class Badge: UIView {
          var filled = false
          var outlined = true
          override func draw(_ rect: CGRect) {
              if filled { UIRectFill(bounds) }
              if outlined { UIRectFrame(bounds) }
          }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }
}
