import ScreenLabAnalysis
import Testing

/// The classes of the tenth blind set (Docs/Analyzer.md, "The thirteenth round"), each with a
/// reported and an unreported twin written for the class, none of the set's files: a `@State`
/// seeded by the caller that the view never reads (SL403), a local given a new layer again
/// before its add (SL104), a draw pass that adds new layers in several places (SL105, one
/// finding at `draw`), a view animation that autoreverses once (SL201), and a value the layout
/// pass reads written with no layout request (SL108).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct ThirteenthRoundClassTests {
  // MARK: - SL403, a seeded state the view never reads

  @Test func aSeededStateTheBodyShowsIsReported() {
    assertFindings(
      """
      struct FilterView: View {
          @State private var filter: Filter
          init(filter: Filter) {
              1️⃣_filter = State(initialValue: filter)
          }
          var body: some View {
              Text(filter.name)
          }
      }
      """, [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'filter'"])],
      rules: [.stateCopiesInput])
  }

  @Test func aSeededStateNothingButTheInitializerNamesIsNotReported() {
    assertFindings(
      """
      struct FilterView: View {
          @State private var filter: Filter
          @State private var query = ""
          init(filter: Filter) {
              self.filter = filter
          }
          var body: some View {
              List(fruits.filter { query.isEmpty || $0.contains(query) }, id: \\.self) { Text($0) }
                  .searchable(text: $query)
          }
      }
      """, [], rules: [.stateCopiesInput])
  }

  // MARK: - SL104, a local given a new layer again

  @Test func aLayerMadeAgainAndDrawnIntoTheContextIsNoted() {
    assertFindings(
      """
      final class BadgeView: UIView {
          override func draw(_ rect: CGRect) {
              UIColor.red.setFill()
              UIRectFill(bounds)
              var ring = 1️⃣CALayer()
              ring.frame = bounds
              ring = 2️⃣CAShapeLayer()
              ring.render(in: UIGraphicsGetCurrentContext()!)
          }
      }
      """,
      [
        FindingSpec("1️⃣", .allocationInDraw, severity: .note, mentions: ["'CALayer'"]),
        FindingSpec("2️⃣", .allocationInDraw, severity: .note, mentions: ["'CAShapeLayer'"]),
      ], rules: [.allocationInDraw])
  }

  @Test func aLayerMadeAgainAndAddedIsOneDefectAtTheAdd() {
    assertFindings(
      """
      final class BadgeView: UIView {
          override func draw(_ rect: CGRect) {
              UIColor.red.setFill()
              UIRectFill(bounds)
              var ring = CALayer()
              ring.frame = bounds
              ring = CAShapeLayer()
              1️⃣layer.addSublayer(ring)
          }
      }
      """, [FindingSpec("1️⃣", .mutationInDraw, mentions: ["addSublayer"])],
      rules: [.allocationInDraw, .mutationInDraw])
  }

  // MARK: - SL105, new layers added in several places

  @Test func aDrawPassAddingNewLayersInSeveralHelpersIsOneFindingAtDraw() {
    assertFindings(
      """
      final class DialView: UIView {
          var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
          var angle: CGFloat = 0
          override func 1️⃣draw(_ rect: CGRect) {
              for value in values { arc(to: value) }
              needle()
              UIColor.gray.setStroke()
              UIBezierPath(ovalIn: bounds).stroke()
          }
          private func arc(to value: CGFloat) {
              let arc = CAShapeLayer()
              arc.path = UIBezierPath(arcCenter: center, radius: 40, startAngle: angle, endAngle: value, clockwise: true).cgPath
              layer.addSublayer(arc)
              angle = value
          }
          private func needle() {
              let needle = CAShapeLayer()
              needle.path = UIBezierPath(rect: bounds.insetBy(dx: 40, dy: 40)).cgPath
              self.layer.addSublayer(needle)
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .mutationInDraw,
          mentions: ["adds new layers or views on every pass", "'angle'", "in needle()"])
      ], rules: [.allocationInDraw, .mutationInDraw])
  }

  // Since the twenty-third round at the call: a helper that makes the layer it adds grows the
  // tree once per call (Docs/Analyzer.md, SL105, "An object configured and added").
  @Test func aDrawPassAddingOneNewLayerInAHelperIsReportedAtTheCall() {
    assertFindings(
      """
      final class DialView: UIView {
          var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              1️⃣needle()
              UIColor.gray.setStroke()
              UIBezierPath(ovalIn: bounds).stroke()
          }
          private func needle() {
              let needle = CAShapeLayer()
              needle.path = UIBezierPath(rect: bounds.insetBy(dx: 40, dy: 40)).cgPath
              self.layer.addSublayer(needle)
          }
      }
      """, [FindingSpec("1️⃣", .mutationInDraw, mentions: ["through needle()"])],
      rules: [.allocationInDraw, .mutationInDraw])
  }

  // MARK: - SL201, a view animation that autoreverses once

  @Test func aBlockAnimationThatAutoreversesOnceIsReported() {
    assertFindings(
      """
      extension UIViewController {
          func flash(_ message: String) {
              let banner = UILabel()
              banner.text = message
              banner.alpha = 0
              view.addSubview(banner)
              1️⃣UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseOut, .autoreverse], animations: {
                  banner.alpha = 1
              }) { _ in
                  banner.removeFromSuperview()
              }
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .animationWithoutModelWrite, mentions: ["'banner.alpha'", ".repeat"])
      ], rules: [.animationWithoutModelWrite])
  }

  @Test func aBlockAnimationThatRepeatsOrResetsItsValueIsNotReported() {
    assertFindings(
      """
      final class PulseView: UIView {
          let dot = UIView()
          func pulse() {
              UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .repeat], animations: {
                  self.dot.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
              })
          }
          func throb() {
              UIView.animate(withDuration: 0.4, delay: 0, options: .autoreverse) {
                  self.dot.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
              } completion: { _ in
                  self.dot.transform = .identity
              }
          }
          func blink() {
              UIView.animate(withDuration: 0.5, delay: 0, options: .autoreverse, animations: {
                  self.dot.alpha = 0
              }, completion: { _ in
                  self.dot.alpha = 1
              })
          }
      }
      """, [], rules: [.animationWithoutModelWrite])
  }

  // MARK: - SL108, a value the layout pass reads written with no layout request

  @Test func aValueTheLayoutPassReadsWrittenWithoutALayoutRequestIsReported() {
    assertFindings(
      """
      final class LevelView: UIView {
          private let fill = UIView()
          private let caption = UILabel()
          private var level: CGFloat = 0
          private var inset: CGFloat = 0
          func setLevel(_ percent: Int) {
              1️⃣level = CGFloat(percent) / 100
              caption.text = "\\(percent)%"
          }
          func setInset(_ value: CGFloat) {
              clampInset()
              2️⃣inset = value
          }
          private func clampInset() {
              inset = min(inset, 20)
          }
          override func layoutSubviews() {
              super.layoutSubviews()
              clampInset()
              caption.frame = bounds.insetBy(dx: inset, dy: inset)
              fill.frame = CGRect(x: 0, y: bounds.height * (1 - level), width: bounds.width, height: bounds.height * level)
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .displayRequestedForLayoutState, mentions: ["'LevelView.level'", "setNeedsLayout()"]),
        FindingSpec("2️⃣", .displayRequestedForLayoutState, mentions: ["'LevelView.inset'"]),
      ], rules: [.displayRequestedForLayoutState])
  }

  @Test func aValueTheLayoutPassReadsWrittenBesideALayoutRequestIsNotReported() {
    assertFindings(
      """
      final class LevelView: UIView {
          private let fill = UIView()
          private var level: CGFloat = 0
          private var tint: UIColor = .green
          init(level: CGFloat) {
              super.init(frame: .zero)
              self.level = level
          }
          func setLevel(_ percent: Int) {
              level = CGFloat(percent) / 100
              setNeedsLayout()
          }
          func refresh(to percent: Int) {
              store(percent)
              layoutIfNeeded()
          }
          private func store(_ percent: Int) {
              tint = percent < 20 ? .red : .green
          }
          private var warning = false
          func warn(_ on: Bool) {
              warning = on
          }
          private var needsColours = true
          private func colourIfNeeded() {
              guard needsColours else { return }
              needsColours = false
          }
          override func layoutSubviews() {
              super.layoutSubviews()
              colourIfNeeded()
              fill.isHidden = warning
              fill.backgroundColor = tint
              fill.frame = CGRect(x: 0, y: bounds.height * (1 - level), width: bounds.width, height: bounds.height * level)
          }
      }
      """, [], rules: [.displayRequestedForLayoutState])
  }

  // MARK: - SL309, a state derived from typed text

  @Test func textSetInCodeWhileTypingDerivesAButtonStateIsReported() {
    assertFindings(
      """
      final class ComposeController: UIViewController {
          @IBOutlet weak var messageField: UITextField!
          @IBOutlet weak var sendButton: UIButton!
          @IBAction func messageChanged(_ sender: UITextField) {
              sendButton.isEnabled = !(sender.text ?? "").isEmpty
          }
          @IBAction func send(_ sender: Any) {
              outbox.append(messageField.text ?? "")
              1️⃣messageField.text = ""
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .summaryNotRefreshed,
          mentions: ["'messageField.text'", "'sendButton.isEnabled'", "messageChanged(_:)"])
      ], rules: [.summaryNotRefreshed])
  }

  @Test func textSetInCodeBesideTheDerivedStateIsNotReported() {
    assertFindings(
      """
      final class ComposeController: UIViewController {
          @IBOutlet weak var messageField: UITextField!
          @IBOutlet weak var sendButton: UIButton!
          override func viewDidLoad() {
              super.viewDidLoad()
              messageField.text = draft
          }
          @IBAction func messageChanged(_ sender: UITextField) {
              sendButton.isEnabled = !(sender.text ?? "").isEmpty
          }
          @IBAction func send(_ sender: Any) {
              outbox.append(messageField.text ?? "")
              messageField.text = ""
              sendButton.isEnabled = false
          }
          func restore(_ text: String) {
              messageField.text = text
              messageChanged(messageField)
          }
          func clear() {
              messageField.text = ""
              messageField.sendActions(for: .editingChanged)
          }
      }
      """, [], rules: [.summaryNotRefreshed])
  }
}
