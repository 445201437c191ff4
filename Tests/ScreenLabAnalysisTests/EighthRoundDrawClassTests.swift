import ScreenLabAnalysis
import Testing

/// The draw-pass and list classes of the eighth round, with reported and unreported twins
/// written for each class (Docs/Analyzer.md, SL101, SL105 and SL303): a draw pass that draws
/// nothing reported at its call of the set-up helper, a validating setter over a backing field,
/// a cache reset to an empty object, and a shown copy not made again.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EighthRoundDrawClassTests {
  // MARK: - SL105: where a draw pass that draws nothing is reported

  @Test func aSetUpHelperCalledByADrawPassThatDrawsNothingIsReportedAtTheCall() {
    assertFindings(
      """
      final class CountdownRing: UIView {
          let ring = CAShapeLayer()
          override func draw(_ rect: CGRect) {
              1️⃣installRing()
          }
          func installRing() {
              ring.path = UIBezierPath(ovalIn: bounds).cgPath
              ring.lineWidth = 6
              layer.addSublayer(ring)
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .mutationInDraw,
          mentions: ["installRing()", "ring.path", "addSublayer", "draws nothing"])
      ], rules: [.mutationInDraw])
    // A pass that strokes the track and installs the ring: reported at the add.
    assertFindings(
      """
      final class CountdownRing: UIView {
          let ring = CAShapeLayer()
          override func draw(_ rect: CGRect) {
              UIBezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3)).stroke()
              installRing()
          }
          func installRing() {
              ring.path = UIBezierPath(ovalIn: bounds).cgPath
              1️⃣layer.addSublayer(ring)
          }
      }
      """,
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["addSublayer", "ring.path"])],
      rules: [.mutationInDraw])
  }

  @Test func aHelperStoringBackTheValueDrawPassedChangesNothing() {
    let source = """
      final class Stars: UIView {
          var rating = 0
          let halo = CALayer()
          override func draw(_ rect: CGRect) {
              UIRectFill(rect)
              1️⃣show(rating: rating)
          }
          func show(rating: Int) {
              self.rating = rating
              halo.opacity = rating > 3 ? 1 : 0
          }
      }
      """
    // The store of its own value is left out; the halo's change stays.
    assertFindings(
      source, [FindingSpec("1️⃣", .mutationInDraw, mentions: ["halo.opacity"])],
      rules: [.mutationInDraw])
    let message =
      SourceAnalyzer().analyze([SourceFile(path: "Test.swift", text: MarkedText(source).text)])
      .findings.first { $0.rule == .mutationInDraw }?.message.text ?? ""
    #expect(!message.contains("'rating'"), "\(message)")
  }

  @Test func aDrawPassReconfiguringItsOwnSubviewsInALoopIsOneFindingAtTheLoop() {
    assertFindings(
      """
      final class StarBar: UIStackView {
          var stars = 0
          override func draw(_ rect: CGRect) {
              let buttons = subviews.filter { $0 is UIButton }
              var index = 1
              1️⃣for view in buttons {
                  if let star = view as? UIButton {
                      star.setImage(UIImage(named: "empty"), for: .normal)
                      star.tag = index
                      index += 1
                  }
              }
              light(stars)
          }
          func light(_ count: Int) {
              for case let star as UIButton in arrangedSubviews where star.tag <= count {
                  star.isSelected = true
              }
              for view in subviews { view.alpha = 1 }
          }
      }
      """,
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["star.setImage", "star.tag"])],
      rules: [.mutationInDraw])
    // Reading the subviews, or configuring views the pass made itself, changes nothing.
    assertFindings(
      """
      final class StarBar: UIStackView {
          override func draw(_ rect: CGRect) {
              for view in subviews where view.isHidden == false {
                  UIRectFill(view.frame.insetBy(dx: -1, dy: -1))
              }
              for name in ["a", "b"] {
                  let label = UILabel()
                  label.text = name
                  label.drawText(in: rect)
              }
          }
      }
      """, [], rules: [.mutationInDraw])
  }

  // MARK: - SL101: a validating setter over a backing field

  static func guides(_ extra: String) -> String {
    """
    @IBDesignable final class GuideGrid: UIView {
        @IBInspectable var lineCount: Int {
            get { _lineCount }
            set { if newValue > 1 && newValue < 12 { 1️⃣_lineCount = newValue } }
        }
        private var _lineCount = 4
        override func draw(_ rect: CGRect) {
            for index in 0..<lineCount {
                UIRectFill(CGRect(x: 0, y: CGFloat(index) * 10, width: rect.width, height: 1))
            }
        }
        \(extra)
    }
    """
  }

  @Test func aBackingFieldSetOnlyBeforeTheFirstDisplayIsNotReported() {
    assertFindings(Self.guides(""), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aBackingFieldWhoseComputedPropertyCodeChangesIsReportedInTheSetter() {
    assertFindings(
      Self.guides("func denser() { lineCount += 1 }"),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["_lineCount"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: - SL105: a cache reset to an empty object is no state

  @Test func aDrawCacheResetToAnEmptyObjectElsewhereIsNotReported() {
    let source = """
      final class Trace: UIView {
          private var stroke = UIBezierPath()
          var samples: [CGFloat] = [] { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              for (index, sample) in samples.enumerated() { segment(index, sample) }
          }
          private func segment(_ index: Int, _ sample: CGFloat) {
              stroke = UIBezierPath()
              stroke.move(to: CGPoint(x: CGFloat(index), y: 0))
              stroke.addLine(to: CGPoint(x: CGFloat(index), y: sample))
              stroke.stroke()
          }
          func clear() {
              stroke = UIBezierPath()
              samples = []
          }
      }
      """
    assertFindings(source, [], rules: [.mutationInDraw, .drawnPropertyWithoutRedraw])
  }

  // MARK: - SL303: a shown copy that is not made again

  static func people(_ refresh: String, observer: String = "") -> String {
    """
    final class PeopleController: UIViewController, UITableViewDataSource {
        @IBOutlet weak var table: UITableView!
        let client = PeopleClient()
        private var everyone: [String] = [] \(observer)
        private var shown: [String] = [] { didSet { table.reloadData() } }
        @objc func filterChanged(_ query: String) {
            shown = everyone.filter { $0.contains(query) }
        }
        @objc func clearFilter() { shown = everyone }
        @objc func refresh() {
            client.fetch { [weak self] fetched in
                \(refresh)
            }
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            shown.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }
    }
    """
  }

  @Test func aSourceWrittenWithoutMakingTheShownCopyAgainIsReported() {
    assertFindings(
      Self.people("1️⃣self?.everyone = fetched"),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["everyone", "shown"])],
      rules: [.listDataWithoutReload])
  }

  @Test func aSourceWhoseCopyIsMadeAgainIsNotReported() {
    assertFindings(
      Self.people(
        """
        self?.everyone = fetched
                        self?.clearFilter()
        """), [], rules: [.listDataWithoutReload])
    assertFindings(
      Self.people(
        "self?.everyone = fetched",
        observer: "{ didSet { shown = everyone } }"), [], rules: [.listDataWithoutReload])
  }
}
