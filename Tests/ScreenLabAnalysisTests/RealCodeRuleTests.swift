import ScreenLabAnalysis
import Testing

/// What component libraries do: public drawn properties, helper draw methods, template
/// methods across files, set-up code, receivers of unknown type, observers that request
/// layout, key paths named by constants (Docs/Analyzer.md).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct RealCodeRuleTests {
  @Test func publicAndInspectableDrawnPropertiesWithoutObserverAreReportedAtTheDeclaration() {
    assertFindings(
      """
      @IBDesignable
      open class GaugeView: UIView {
          @IBInspectable public var 1️⃣trackWidth: CGFloat = 6
          @IBInspectable var 2️⃣needleColor: UIColor = .red
          open var 3️⃣value: Double = 0 {
              didSet { accessibilityValue = "\\(value)" }
          }
          public var ringColor: UIColor = .gray { didSet { setNeedsDisplay() } }
          public var tickCount = 10 { didSet { refresh() } }
          public var label = "" { didSet { layer.setNeedsDisplay() } }
          public private(set) var cachedRadius: CGFloat = 0
          private var hidden = false
          public let inset: CGFloat = 2
          public var unused: Int = 0
          public var scale: CGFloat { trackWidth * 2 }

          private func refresh() { setNeedsDisplay() }

          open override func draw(_ rect: CGRect) {
              _ = (trackWidth, needleColor, value, ringColor, tickCount, label)
              _ = (cachedRadius, hidden, inset, scale)
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .drawnPropertyWithoutRedraw,
          mentions: ["'trackWidth'", "@IBInspectable", "didSet { setNeedsDisplay() }"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["'needleColor'"]),
        FindingSpec("3️⃣", .drawnPropertyWithoutRedraw, mentions: ["'value'", "(open)"]),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func theDeclarationFindingCarriesAMechanicalFix() throws {
    let source = """
      public final class Meter: UIView {
          public var level: CGFloat = 0
          public var tint: UIColor = .red {
              didSet { print(tint) }
          }
          public override func draw(_ rect: CGRect) { _ = (level, tint) }
      }
      """
    let report = SourceAnalyzer().analyze([SourceFile(path: "Meter.swift", text: source)])
    let fixes = report.findings.compactMap(\.fix)
    #expect(fixes.count == 2)
    let level = try #require(fixes.first { $0.location.line == 2 })
    // Inserted after `= 0`: column of the end of the binding.
    #expect(level.location.column == "    public var level: CGFloat = 0".utf8.count + 1)
    #expect(level.insertion == " {\n        didSet { setNeedsDisplay() }\n    }")
    let tint = try #require(fixes.first { $0.location.line == 4 })
    #expect(tint.insertion == " setNeedsDisplay();")
    #expect(tint.location.column == "        didSet {".utf8.count + 1)
  }

  @Test func theValueOfAViewNoCodeHereUsesIsReportedAtItsDeclaration() {
    // No code of the analysis sets `values`: the clients that do are not seen, and each of
    // them must remember setNeedsDisplay(). Style properties are set once and not reported.
    assertFindings(
      """
      final class Sparkline: UIView {
          var 1️⃣values: [Double] = []
          var lineColor: UIColor = .blue
          var lineWidth: CGFloat = 2
          override func draw(_ rect: CGRect) { _ = (values, lineColor, lineWidth) }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'values'", "(internal)"])],
      rules: [.drawnPropertyWithoutRedraw])
    // Two changing values: which one clients set is not clear, so neither is reported; nor
    // is a value the analysis sees written (its writes are checked instead).
    assertFindings(
      """
      final class Plot: UIView {
          var xs: [Double] = []
          var ys: [Double] = []
          override func draw(_ rect: CGRect) { _ = (xs, ys) }
      }
      final class Meter: UIView {
          var level: CGFloat = 0
          override func draw(_ rect: CGRect) { _ = level }
          func show(_ value: CGFloat) { level = value; setNeedsDisplay() }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func contentModeRedrawDoesNotCoverPropertyWrites() {
    assertFindings(
      """
      public final class Pie: UIView {
          public var 1️⃣slices: [Double] = []
          public override init(frame: CGRect) { super.init(frame: frame); contentMode = .redraw }
          required init?(coder: NSCoder) { fatalError() }
          public override func draw(_ rect: CGRect) { _ = slices }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func helpersCalledFromDrawAreOnTheDrawPath() {
    assertFindings(
      """
      final class BarChart: UIView {
          var bars: [Double] = [] { didSet { setNeedsDisplay() } }
          private var lastMax: Double = 0
          override func draw(_ rect: CGRect) {
              drawAxes(in: rect)
              2️⃣drawBars(in: rect)
          }
          private func drawAxes(in rect: CGRect) {
              let labels = 1️⃣NumberFormatter()
              UIBezierPath(rect: rect).stroke()
              _ = labels
          }
          private func drawBars(in rect: CGRect) {
              lastMax = bars.max() ?? 0
              for value in bars { fill(value) }
          }
          private func fill(_ value: Double) {
              _ = 3️⃣DateFormatter().string(from: Date(timeIntervalSince1970: value))
          }
      }
      """,
      [
        FindingSpec("1️⃣", .allocationInDraw, severity: .note, mentions: ["drawAxes(in:)"]),
        // The helper's write: one finding at the statement of draw that calls it.
        FindingSpec(
          "2️⃣", .mutationInDraw, mentions: ["draw(_:) calls drawBars(in:)", "writes 'lastMax'"]),
        FindingSpec("3️⃣", .allocationInDraw, severity: .note, mentions: ["fill(_:)"]),
      ])
  }

  @Test func drawPathCodeUnderIfConfigIsFollowed() {
    assertFindings(
      """
      final class Dial: UIView {
          override func draw(_ rect: CGRect) { drawFace() }
          #if os(iOS)
          private func drawFace() { let face = 1️⃣CATextLayer(); _ = face }
          #endif
      }
      """, [FindingSpec("1️⃣", .allocationInDraw, severity: .note)])
  }

  @Test func templateMethodHooksInASubclassFileAreOnTheDrawPath() {
    let base = SourceFile(
      path: "ChartBase.swift",
      text: """
        open class ChartBase: UIView {
            public var gridColor: UIColor = .gray { didSet { setNeedsDisplay() } }
            open override func draw(_ rect: CGRect) {
                gridColor.setStroke()
                drawSeries(in: rect)
            }
            open func drawSeries(in rect: CGRect) {}
        }
        """)
    assertFindings(
      """
      public final class LineChart: ChartBase {
          public var 1️⃣lineColor: UIColor = .blue
          public var points: [CGPoint] = [] { didSet { setNeedsDisplay() } }
          public override func drawSeries(in rect: CGRect) {
              let line = UIBezierPath()
              _ = 2️⃣NumberFormatter()
              lineColor.setStroke()
              for point in points { line.addLine(to: point) }
              line.stroke()
          }
      }
      """,
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'lineColor'"]),
        FindingSpec("2️⃣", .allocationInDraw, severity: .note, mentions: ["drawSeries(in:)"]),
      ], extraFiles: [base])
  }

  @Test func setUpCodeIsNotABug() {
    assertFindings(
      """
      final class RingLayer: CALayer {
          var 2️⃣progress: CGFloat = 0
          override func draw(in ctx: CGContext) { _ = progress }
      }
      final class RingView: UIView {
          var 3️⃣thickness: CGFloat = 2
          let ring = RingLayer()
          override init(frame: CGRect) { super.init(frame: frame); setup() }
          required init?(coder: NSCoder) { super.init(coder: coder); setup() }
          override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder(); configure() }
          private func setup() { thickness = 4; ring.progress = 0.25; configure() }
          private func configure() { thickness = 3 }
          override func draw(_ rect: CGRect) { _ = thickness }
      }
      final class ScreenController: UIViewController {
          let ringView = RingView()
          override func viewDidLoad() {
              super.viewDidLoad()
              ringView.thickness = 8
          }
          func refresh() {
              1️⃣ringView.thickness = 9
              let fresh = RingView()
              fresh.thickness = 1
          }
      }
      """,
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'thickness' of RingView"]),
        // Both types are used by other code, so their unobserved drawn properties are
        // reported where they are declared; the set-up writes themselves are not.
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["can be set from outside"]),
        FindingSpec("3️⃣", .drawnPropertyWithoutRedraw, mentions: ["can be set from outside"]),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aSetUpHelperThatClientsAlsoCallIsNotSetUp() {
    assertFindings(
      """
      final class Knob: UIView {
          private(set) var angle: CGFloat = 0
          override init(frame: CGRect) { super.init(frame: frame); apply(0) }
          required init?(coder: NSCoder) { fatalError() }
          func apply(_ value: CGFloat) { 1️⃣angle = value }
          override func draw(_ rect: CGRect) { _ = angle }
      }
      func turn(_ knob: Knob) { knob.apply(1) }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func receiversOfUnknownTypeResolveByAUniqueMemberName() {
    assertFindings(
      """
      final class DonutView: UIView {
          var 2️⃣segmentFractions: [CGFloat] = []
          override func draw(_ rect: CGRect) { _ = segmentFractions }
      }
      final class StatsCell: ExternalCell {
          func show(_ values: [CGFloat]) {
              1️⃣externalContainer.donut.segmentFractions = values
              externalContainer.label.text = "x"
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .drawnPropertyWithoutRedraw, mentions: ["type inferred by name", "DonutView"]),
        // The cell is other code using DonutView, so the declaration is reported too.
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["can be set from outside"]),
      ], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func anObserverThatRequestsLayoutForADerivedDrawnValueIsSL102() {
    assertFindings(
      """
      final class Thermometer: UIView {
          var 1️⃣temperature: Double = 0 { didSet { setNeedsLayout() } }
          private var fillHeight: CGFloat { CGFloat(temperature) * bounds.height / 50 }
          override func draw(_ rect: CGRect) { _ = fillHeight }
          func warm() { temperature += 1 }
      }
      final class Meter: UIView {
          private var level: Double = 0
          private func store(_ value: Double) { 2️⃣level = value }
          func show(_ value: Double) { store(value); setNeedsLayout() }
          override func draw(_ rect: CGRect) { _ = level }
      }
      final class Relayout: UIView {
          var level: Double = 0 { didSet { setNeedsLayout() } }
          override func layoutSubviews() { super.layoutSubviews(); setNeedsDisplay() }
          override func draw(_ rect: CGRect) { _ = level }
      }
      """,
      [
        FindingSpec("1️⃣", .layoutRequestedForDrawnProperty, mentions: ["'temperature'"]),
        // The writer requests nothing, its only caller requests layout: SL102, not SL101.
        FindingSpec("2️⃣", .layoutRequestedForDrawnProperty, mentions: ["'level'"]),
      ])
  }

  @Test func modernInvalidationIsNotABug() {
    assertFindings(
      """
      @Observable final class Reading { var value = 0.0 }
      final class Modern: UIView {
          @Invalidating(.display) public var tone: UIColor = .red
          @Invalidating(.layout, .display) public var size: CGFloat = 1
          public var reading = Reading()
          override func draw(_ rect: CGRect) {
              _ = (tone, size, reading.value, traitCollection.userInterfaceStyle)
          }
      }
      func bump(_ view: Modern) { view.reading.value += 1; view.tone = .blue }
      """, [], rules: [.drawnPropertyWithoutRedraw, .layoutRequestedForDrawnProperty])
  }

  @Test func keyPathsNamedByConstantsAreResolved() {
    assertFindings(
      """
      enum AnimationKey: String { case strokeEnd; case spin = "transform.rotation.z" }
      let opacityKey = "opacity"
      final class Loader: CAShapeLayer {
          static let key = "strokeEnd"
          func fill() {
              let animation = CABasicAnimation(keyPath: Self.key)
              animation.toValue = 1
              1️⃣add(animation, forKey: nil)
          }
          func fade() {
              let animation = CABasicAnimation(keyPath: opacityKey)
              animation.toValue = 0
              2️⃣add(animation, forKey: nil)
          }
          func turn() {
              let animation = CABasicAnimation(keyPath: AnimationKey.spin.rawValue)
              animation.toValue = CGFloat.pi
              3️⃣add(animation, forKey: nil)
          }
          func finish() {
              let animation = CABasicAnimation(keyPath: AnimationKey.strokeEnd.rawValue)
              animation.toValue = 1
              add(animation, forKey: nil)
              strokeEnd = 1
          }
      }
      """,
      [
        FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["'strokeEnd'"]),
        FindingSpec("2️⃣", .animationWithoutModelWrite, mentions: ["'opacity'"]),
        FindingSpec("3️⃣", .animationWithoutModelWrite, mentions: ["'transform.rotation.z'"]),
      ], rules: [.animationWithoutModelWrite])
  }

  @Test func modelWritesMadeByObserversAndHelpersCount() {
    assertFindings(
      """
      final class ProgressBar: UIView {
          private let track = CAShapeLayer()
          var progress: CGFloat = 0 { didSet { track.strokeEnd = progress } }
          func setProgress(_ value: CGFloat) {
              let animation = CABasicAnimation(keyPath: "strokeEnd")
              animation.toValue = value
              track.add(animation, forKey: "progress")
              progress = value
          }
          func fill() {
              let animation = CABasicAnimation(keyPath: "strokeEnd")
              animation.toValue = 1
              track.add(animation, forKey: "fill")
              commit(1)
          }
          private func commit(_ value: CGFloat) { track.strokeEnd = value }
          func empty() {
              let animation = CABasicAnimation(keyPath: "strokeEnd")
              animation.toValue = 0
              1️⃣track.add(animation, forKey: "empty")
          }
      }
      final class SliceLayer: CALayer {
          struct Keys { static let start = "startAngle" }
          @NSManaged var startAngle: CGFloat
          override class func needsDisplay(forKey key: String) -> Bool {
              key == Keys.start || super.needsDisplay(forKey: key)
          }
          var gap: CGFloat = 0
          override func draw(in ctx: CGContext) { _ = (startAngle, gap) }
          func turn() { startAngle += 0.1; 3️⃣gap += 1 }
      }
      final class KeyedLayer: CALayer {
          @NSManaged var level: CGFloat
          override class func needsDisplay(forKey key: String) -> Bool {
              key == #keyPath(level) || super.needsDisplay(forKey: key)
          }
          var tint: CGFloat = 0
          override func draw(in ctx: CGContext) { _ = (level, tint) }
          func raise() { level += 1; 2️⃣tint += 1 }
      }
      """,
      [
        FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["'strokeEnd'"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["'tint'"]),
        // `Keys.start` names startAngle only: gap still needs a request.
        FindingSpec("3️⃣", .drawnPropertyWithoutRedraw, mentions: ["'gap'"]),
      ], rules: [.animationWithoutModelWrite, .drawnPropertyWithoutRedraw])
  }

  @Test func maskingWhileADelegateWritesTheModelIsANote() {
    assertFindings(
      """
      final class Mover: NSObject, CAAnimationDelegate {
          let dot = CALayer()
          var target = CGPoint.zero
          func move() {
              let animation = CABasicAnimation(keyPath: "position")
              animation.toValue = NSValue(cgPoint: target)
              animation.delegate = self
              1️⃣animation.isRemovedOnCompletion = false
              animation.fillMode = .forwards
              dot.add(animation, forKey: "move")
          }
          func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
              dot.position = target
          }
      }
      """,
      [FindingSpec("1️⃣", .snapBackMasked, severity: .note, mentions: ["animationDidStop"])],
      rules: [.snapBackMasked])
  }
}

/// `// screenlab:ignore` comments and partially parsed files.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SuppressionAndPartialTests {
  @Test func ignoreCommentsOnOrAboveTheLineAndForTheFile() {
    let engine = SourceFile(
      path: "Engine.swift",
      text: """
        // screenlab:ignore-file SL103
        func display(_ view: RingView) { view.draw(view.bounds) }
        """)
    assertFindings(
      """
      final class RingView: UIView {
          override func draw(_ rect: CGRect) {
              let a = DateFormatter() // screenlab:ignore SL104
              // screenlab:ignore SL104
              let b = DateFormatter()
              // screenlab:ignore SL105
              let c = 1️⃣DateFormatter()
              let d = NumberFormatter() // screenlab:ignore
              _ = (a, b, c, d)
          }
          func redraw() { 2️⃣draw(bounds) }
      }
      """,
      [
        FindingSpec("1️⃣", .allocationInDraw, severity: .note),
        FindingSpec("2️⃣", .drawCalledDirectly),
      ], extraFiles: [engine])
    let report = SourceAnalyzer().analyze([engine])
    #expect(report.findings.isEmpty)
  }

  @Test func aFileWithASyntaxErrorIsAnalyzedAsFarAsItParses() {
    let source = """
      public final class Dot: UIView {
          public var level: CGFloat = 2
          public override func draw(_ rect: CGRect) { _ = level }
          func broken( {
      }
      """
    let report = SourceAnalyzer().analyze([SourceFile(path: "Dot.swift", text: source)])
    #expect(report.errors.map(\.kind) == [.partial])
    #expect(report.errors.first?.message.hasSuffix("analyzed what parsed (partial)") == true)
    #expect(report.findings.map(\.rule) == [.drawnPropertyWithoutRedraw])
    #expect(report.files == 1)
    #expect(!report.hasFatalErrors)
    let garbage = SourceAnalyzer().analyze([SourceFile(path: "G.swift", text: "} ) ] { func (\n")])
    #expect(garbage.errors.map(\.kind) == [.skipped])
    #expect(garbage.files == 0)
  }
}
