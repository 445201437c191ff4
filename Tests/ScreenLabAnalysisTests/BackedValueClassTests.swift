import ScreenLabAnalysis
import Testing

/// SL101 for a public or `@IBInspectable` computed property whose setter stores into a
/// backing field that `draw(_:)` reads, with no redraw, when that field is the one changing
/// value the view draws (Docs/Analyzer.md, SL101, "A computed value over a backing field").
/// Each reported shape has twins the rule leaves alone.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct BackedValueClassTests {
  static func tide(
    access: String = "@IBInspectable public", setter: String = "_level = newValue",
    extra: String = "", draws: String = ""
  ) -> String {
    """
    @IBDesignable public final class TideGauge: UIView {
        private var _level: CGFloat = 0.5
        private var _waterColor: UIColor = .blue
        \(access) var 1️⃣level: CGFloat {
            get { _level }
            set { if newValue >= 0 && newValue <= 1 { \(setter) } }
        }
        @IBInspectable public var waterColor: UIColor {
            get { _waterColor }
            set { _waterColor = newValue }
        }
        \(extra)
        public override func draw(_ rect: CGRect) {
            _waterColor.setFill()
            \(draws)
            UIRectFill(CGRect(x: 0, y: rect.height * (1 - _level), width: rect.width, height: rect.height * _level))
        }
    }
    """
  }

  @Test func aPublicValueStoredWithoutARedrawIsReportedAtItsDeclaration() {
    assertFindings(
      Self.tide(),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'level'", "_level", "setter"])],
      rules: [.drawnPropertyWithoutRedraw])
    // A public property without `@IBInspectable`, and an angle (a word styles use too).
    assertFindings(
      Self.tide(access: "public"),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'level'", "(public)"])],
      rules: [.drawnPropertyWithoutRedraw])
    assertFindings(
      """
      public final class PhaseDial: UIView {
          private var _phaseAngle: CGFloat = 0
          @IBInspectable public var 1️⃣phaseAngle: CGFloat {
              get { _phaseAngle }
              set { _phaseAngle = min(max(newValue, 0), 2) }
          }
          public override func draw(_ rect: CGRect) {
              UIBezierPath(arcCenter: .zero, radius: 9, startAngle: 0, endAngle: _phaseAngle, clockwise: true).fill()
          }
      }
      """,
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["phaseAngle"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aSetterThatRedrawsIsNotReported() {
    assertFindings(
      Self.tide(setter: "_level = newValue; setNeedsDisplay()"), [],
      rules: [.drawnPropertyWithoutRedraw])
    assertFindings(
      Self.tide(
        setter: "_level = newValue; refresh()", extra: "func refresh() { setNeedsDisplay() }"),
      [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func anInternalValueOfAViewNoCodeUsesIsNotReported() {
    assertFindings(Self.tide(access: "@objc"), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aViewWithAnotherChangingValueKeepsTheSettingUnreported() {
    // The view's data is the samples it plots; the level is a setting beside it.
    assertFindings(
      Self.tide(
        extra: "private var samples: [CGFloat] = []",
        draws: "for sample in samples { UIRectFill(CGRect(x: sample, y: 0, width: 1, height: 1)) }"),
      [],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aCountOfDrawnElementsIsNotTheViewsValue() {
    assertFindings(
      """
      public final class RulerView: UIView {
          private var _tickCount = 10
          @IBInspectable public var tickCount: Int {
              get { _tickCount }
              set { if newValue > 1 { _tickCount = newValue } }
          }
          public override func draw(_ rect: CGRect) {
              for tick in 0..<_tickCount { UIRectFill(CGRect(x: CGFloat(tick) * 8, y: 0, width: 1, height: 6)) }
          }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }
}
