import ScreenLabAnalysis
import Testing

/// SL105 reports one finding per defect: the writes of a helper that `draw(_:)` calls are one
/// finding at the call, listing them; a tree change stays where it is made; the writes that
/// configure one object in `draw(_:)` itself are one finding (Docs/Analyzer.md, SL105).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct DrawPassGroupTests {
  static func gauge(callingFrom caller: String, marker: String, addMarker: String = "")
    -> String
  {
    """
    final class GaugeDial: UIView {
        private let shapeLayer = CAShapeLayer()
        private let trackLayer = CAShapeLayer()
        var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
        override func \(caller) {
            \(marker)setUpLayer()
            UIColor.gray.setStroke()
            UIBezierPath(ovalIn: bounds).stroke()
        }
        private func setUpLayer() {
            shapeLayer.strokeColor = UIColor.red.cgColor
            shapeLayer.lineWidth = 6
            shapeLayer.strokeEnd = progress
            trackLayer.path = UIBezierPath(ovalIn: bounds).cgPath
            backgroundColor = .clear
            layer.cornerRadius = 4
            \(addMarker)layer.addSublayer(shapeLayer)
        }
    }
    """
  }

  @Test func aHelperThatDrawCallsIsOneFindingAtTheCall() {
    assertFindings(
      Self.gauge(callingFrom: "draw(_ rect: CGRect)", marker: "1️⃣", addMarker: "2️⃣"),
      [
        FindingSpec(
          "1️⃣", .mutationInDraw,
          mentions: [
            "draw(_:) calls setUpLayer()",
            "writes 'trackLayer.path', 'backgroundColor', 'layer.cornerRadius';",
          ]),
        // The layer configured and added on every pass is another defect (layers pile up),
        // reported at the add with the writes that configure it.
        FindingSpec(
          "2️⃣", .mutationInDraw,
          mentions: [
            "draw(_:) (through setUpLayer()) calls 'addSublayer' with 'shapeLayer'",
            "after writing 'shapeLayer.strokeColor', 'shapeLayer.lineWidth', "
              + "'shapeLayer.strokeEnd':",
          ]),
      ], rules: [.mutationInDraw])
  }

  @Test func theSameHelperCalledFromLayoutIsNotReported() {
    // The view still draws (an empty pass), but only layout configures the layers.
    let source = Self.gauge(callingFrom: "layoutSubviews()", marker: "")
      .replacingOccurrences(of: "UIColor.gray.setStroke()", with: "super.layoutSubviews()")
    assertFindings(
      source + "\nextension GaugeDial { override func draw(_ rect: CGRect) {} }", [],
      rules: [.mutationInDraw])
  }

  @Test func aHelperReachedThroughAnotherIsListedAtTheOuterCall() {
    assertFindings(
      """
      final class Meter: UIView {
          private let fill = CAShapeLayer()
          private var lastWidth: CGFloat = 0
          override func draw(_ rect: CGRect) {
              1️⃣prepare(rect)
              applyStyle()
              UIBezierPath(rect: rect).fill()
          }
          private func prepare(_ rect: CGRect) {
              lastWidth = rect.width
              applyStyle()
          }
          private func applyStyle() {
              fill.fillColor = UIColor.blue.cgColor
              fill.opacity = 0.5
          }
          func describe() -> String { "\\(lastWidth)" }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .mutationInDraw,
          mentions: [
            "draw(_:) calls prepare(_:)", "'lastWidth'", "'fill.fillColor' (in applyStyle())",
            "'fill.opacity' (in applyStyle())",
          ])
      ], rules: [.mutationInDraw])
  }

  @Test func writesInDrawAreOneFindingPerObjectAndPerStateWrite() {
    assertFindings(
      """
      final class Dial: UIView {
          private let track = CAShapeLayer()
          private let fill = CAShapeLayer()
          private var passes = 0
          var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              1️⃣track.strokeColor = UIColor.gray.cgColor
              track.lineWidth = 4
              2️⃣backgroundColor = .white
              layer.cornerRadius = 8
              3️⃣passes += 1
              fill.strokeEnd = progress
              track.lineWidth = 5
              4️⃣layer.addSublayer(fill)
          }
          func report() -> Int { passes }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .mutationInDraw, mentions: ["writes 'track.strokeColor', 'track.lineWidth';"]),
        // Constants of the view's own style: a cost on every pass, a note (OpenClassTests).
        FindingSpec(
          "2️⃣", .mutationInDraw, severity: .note,
          mentions: ["writes 'backgroundColor', 'layer.cornerRadius'"]),
        FindingSpec("3️⃣", .mutationInDraw, mentions: ["writes 'passes'", "move the write out"]),
        // The fill configured and added: one defect, at the add.
        FindingSpec(
          "4️⃣", .mutationInDraw, mentions: ["calls 'addSublayer' with 'fill'", "'fill.strokeEnd'"]),
      ], rules: [.mutationInDraw])
  }

  @Test func aLayerRebuiltConfiguredAndInsertedInDrawIsOneFindingAtTheInsert() {
    assertFindings(
      """
      final class Bar: UIView {
          var gradient = CAGradientLayer()
          private var mask = CAShapeLayer()
          var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              // Made and added: not noted again at its creation. Made and kept: noted.
              gradient = CAGradientLayer()
              3️⃣mask = 2️⃣CAShapeLayer()
              gradient.frame = CGRect(x: 0, y: 0, width: rect.width * progress, height: 4)
              gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
              1️⃣self.layer.insertSublayer(gradient, at: 0)
          }
          func stop() { gradient.removeAllAnimations(); mask.removeAllAnimations() }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .mutationInDraw,
          mentions: [
            "calls 'insertSublayer' with 'gradient'",
            "'gradient', 'gradient.frame', 'gradient.colors'",
          ]),
        FindingSpec("2️⃣", .allocationInDraw, severity: .note, mentions: ["'CAShapeLayer'"]),
        FindingSpec("3️⃣", .mutationInDraw, mentions: ["writes 'mask'"]),
      ], rules: [.mutationInDraw, .allocationInDraw])
  }

  @Test func aChangeSuppressedOnItsOwnLineIsLeftOutOfTheCallsFinding() {
    let source = """
      final class Badge: UIView {
          private let ring = CAShapeLayer()
          override func draw(_ rect: CGRect) {
              configure()
              tint()
          }
          private func configure() {
              // screenlab:ignore SL105 — the ring's colour follows the tint on purpose
              ring.strokeColor = tintColor.cgColor
              ring.lineWidth = 2
          }
          private func tint() {
              ring.fillColor = nil // screenlab:ignore SL105
          }
      }
      """
    let report = SourceAnalyzer().analyze([SourceFile(path: "Badge.swift", text: source)])
    let findings = report.findings.filter { $0.rule == .mutationInDraw }
    #expect(findings.map(\.location.line) == [4])
    #expect(findings.first?.message.text.contains("'ring.lineWidth'") == true)
    #expect(findings.first?.message.text.contains("strokeColor") == false)
  }
}
