import ScreenLabAnalysis
import Testing

/// SL101 at the declaration leaves out styles that nothing changes after the first display
/// (Docs/Analyzer.md, SL101 "Styles"): the public corpus's reviewer does not mark colours,
/// widths or Interface Builder settings without an observer when the file sets them only
/// before the view is first shown, and marks the value the view draws. A type that redraws
/// for one of its styles means its styles to change, so the others are still reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct StylePropertyTests {
  static let gauge = """
    @IBDesignable
    public final class Dial: UIView {
        @IBInspectable var ringColor: UIColor = .systemBlue
        @IBInspectable var minGaugeValue: CGFloat = 0
        @IBInspectable var maximumValue: CGFloat = 100
        @IBInspectable var showsTicks: Bool = true
        public var lineWidth: CGFloat = 4
        public var fillColor = UIColor.red
        public var textFont: UIFont = .systemFont(ofSize: 12)
        public var trackTint = UIColor(white: 0.8, alpha: 1)
        @IBInspectable var 1️⃣value: CGFloat = 0
        public var 2️⃣progress: CGFloat = 0
        public override func draw(_ rect: CGRect) {
            _ = (ringColor, minGaugeValue, maximumValue, showsTicks, lineWidth, fillColor)
            _ = (textFont, trackTint, value, progress)
        }
    }
    """

  @Test func stylesNothingChangesAfterTheFirstDisplayAreNotReported() {
    assertFindings(
      Self.gauge,
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'value'", "@IBInspectable"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["'progress'", "(public)"]),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aStyleTheFileChangesAfterTheFirstDisplayIsReported() {
    // A theme switch changes two styles while the view is on screen: any client may too.
    let source = Self.gauge
      .replacingOccurrences(
        of: "@IBInspectable var ringColor", with: "@IBInspectable var 3️⃣ringColor"
      )
      .replacingOccurrences(of: "public var lineWidth", with: "public var 4️⃣lineWidth")
      .replacingOccurrences(
        of: "    public override func draw",
        with: """
              @objc func applyDarkTheme() {
                  ringColor = .white
                  setNeedsDisplay()
              }
              func emphasize() { 5️⃣lineWidth = 8 }
              public override func draw
          """)
    assertFindings(
      source,
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw),
        FindingSpec("3️⃣", .drawnPropertyWithoutRedraw, mentions: ["'ringColor'"]),
        FindingSpec("4️⃣", .drawnPropertyWithoutRedraw, mentions: ["'lineWidth'"]),
        // The write itself requests no redraw.
        FindingSpec("5️⃣", .drawnPropertyWithoutRedraw, mentions: ["emphasize()"]),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aStyleSetOnlyWhileSettingUpStaysUnreported() {
    let source = Self.gauge.replacingOccurrences(
      of: "    public override func draw",
      with: """
            public override func awakeFromNib() {
                super.awakeFromNib()
                ringColor = .white
                lineWidth = 6
            }
            public override func draw
        """)
    assertFindings(
      source,
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func stylesOfATypeThatRedrawsForAnotherStyleAreReported() {
    // The type redraws when its track colour changes: its styles are meant to change on
    // screen, and the others lack their observer.
    assertFindings(
      """
      public final class Meter: UIView {
          public var trackColor: UIColor = .gray { didSet { setNeedsDisplay() } }
          public var 1️⃣fillColor: UIColor = .blue
          @IBInspectable var 2️⃣lineWidth: CGFloat = 2
          public override func draw(_ rect: CGRect) { _ = (trackColor, fillColor, lineWidth) }
      }
      """,
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'fillColor'"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["'lineWidth'"]),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aStyleWithAnObserverThatDoesNotRedrawIsStillReported() {
    assertFindings(
      """
      public final class Bar: UIView {
          public var 1️⃣barColor: UIColor = .red { didSet { accessibilityHint = "colour" } }
          public override func draw(_ rect: CGRect) { barColor.setFill() }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test(arguments: ["[CGPoint]()", "Array<CGPoint>()", "[CGPoint: Int]()", "CGFloat(0)"])
  func aValueMadeByItsTypesInitializerIsTheViewsChangingValue(initialValue: String) {
    // A view no analyzed code uses: its one changing value is reported at the declaration.
    assertFindings(
      """
      class Sketch: UIView {
          var 1️⃣points = \(initialValue)
          var strokeColor = UIColor.gray
          override func draw(_ rect: CGRect) { _ = (points, strokeColor) }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'points'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test(arguments: [
    ("minimumValue", true), ("maxGaugeValue", true), ("valueMax", true), ("minutes", false),
    ("maximal", false), ("value", false),
  ])
  func rangeBoundsAreNamedAsSuch(name: String, isBound: Bool) {
    let source = """
      public final class Scale: UIView {
          @IBInspectable var \(name): CGFloat = 0
          public override func draw(_ rect: CGRect) { _ = \(name) }
      }
      """
    let report = SourceAnalyzer().analyze([SourceFile(path: "Scale.swift", text: source)])
    #expect(report.findings.contains { $0.rule == .drawnPropertyWithoutRedraw } == !isBound)
  }
}
