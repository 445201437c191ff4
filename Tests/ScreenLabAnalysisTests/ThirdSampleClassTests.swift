import ScreenLabAnalysis
import Testing

/// The wrong classes of the third mirror sample (Docs/Analyzer.md, "Precision on unmarked
/// public code (third sample)"): each correct shape stays silent, and its twin bug is still
/// reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct ThirdSampleClassTests {
  // MARK: SL202, a kept animation whose view leaves when it stops

  @Test func aKeptAnimationWhoseViewIsRemovedWhenItStopsIsNotReported() {
    assertFindings(
      """
      final class ArenaViewController: UIViewController, CAAnimationDelegate {
          func launch(_ bullet: UIView, to end: CGPoint) {
              let flight = CABasicAnimation(keyPath: "position")
              flight.toValue = NSValue(cgPoint: end)
              flight.duration = 1
              flight.isRemovedOnCompletion = false
              flight.fillMode = .forwards
              flight.delegate = self
              flight.setValue(bullet, forKey: "bullet")
              bullet.layer.add(flight, forKey: "flight")
          }
          func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
              if let bullet = anim.value(forKey: "bullet") as? UIView {
                  bullet.layer.removeAllAnimations()
                  bullet.removeFromSuperview()
              }
          }
      }
      """, [], rules: [.snapBackMasked])
  }

  @Test func aKeptAnimationWhoseStopHandlerLeavesTheViewIsReported() {
    assertFindings(
      """
      final class ArenaViewController: UIViewController, CAAnimationDelegate {
          var landed = 0
          func launch(_ bullet: UIView, to end: CGPoint) {
              let flight = CABasicAnimation(keyPath: "position")
              flight.toValue = NSValue(cgPoint: end)
              flight.duration = 1
              1️⃣flight.isRemovedOnCompletion = false
              flight.fillMode = .forwards
              flight.delegate = self
              bullet.layer.add(flight, forKey: "flight")
          }
          func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
              landed += 1
          }
      }
      """, [FindingSpec("1️⃣", .snapBackMasked, mentions: ["position"])], rules: [.snapBackMasked])
  }

  // MARK: SL304, the main queue kept in a local

  @Test func aHopToTheMainQueueThroughALocalIsOnTheMainQueue() {
    assertFindings(
      """
      final class MatrixViewController: UIViewController {
          @IBOutlet var startButton: UIButton!
          @IBAction func start() {
              startButton.isEnabled = false
              let worker = DispatchQueue.global()
              worker.async {
                  var total = 0
                  for value in 0..<1_000 { total += value }
                  let main = DispatchQueue.main
                  main.async {
                      self.startButton.isEnabled = true
                      self.startButton.setTitle("\\(total)", for: .normal)
                  }
              }
          }
      }
      """, [], rules: [.uiWorkOffMainThread])
  }

  @Test func aLocalBoundToAnotherQueueIsNotTheMainQueue() {
    assertFindings(
      """
      final class MatrixViewController: UIViewController {
          @IBOutlet var startButton: UIButton!
          @IBAction func start() {
              startButton.isEnabled = false
              DispatchQueue.global().async {
                  let after = DispatchQueue.global(qos: .utility)
                  after.async {
                      1️⃣self.startButton.isEnabled = true
                  }
                  // A queue the analysis cannot tell: not the main queue.
                  let next = self.nextQueue()
                  next.async {
                      2️⃣self.startButton.setTitle("Done", for: .normal)
                  }
              }
          }
          func nextQueue() -> DispatchQueue { DispatchQueue(label: "next") }
      }
      """,
      [
        FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["isEnabled"]),
        FindingSpec("2️⃣", .uiWorkOffMainThread, mentions: ["setTitle"]),
      ],
      rules: [.uiWorkOffMainThread])
  }

  // MARK: SL108, a text rect the label's drawing asks for

  @Test func aTextRectItsOwnDrawTextCallsIsRedrawnOnDisplay() {
    assertFindings(
      """
      final class TopAlignedLabel: UILabel {
          var pinsToBottom = false { didSet { setNeedsDisplay() } }
          override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
              let rect = super.textRect(forBounds: bounds, limitedToNumberOfLines: lines)
              let y = pinsToBottom ? bounds.maxY - rect.height : bounds.minY
              return CGRect(x: bounds.minX, y: y, width: rect.width, height: rect.height)
          }
          override func drawText(in rect: CGRect) {
              super.drawText(in: textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines))
          }
      }
      """, [], rules: [.displayRequestedForLayoutState])
  }

  @Test func aTextRectOnlyTheLayoutAsksForStaysReported() {
    // A text field places its text in its layout pass; its drawing does not ask again.
    assertFindings(
      """
      final class PaddedField: UITextField {
          var 1️⃣padding: CGFloat = 4 { didSet { setNeedsDisplay() } }
          override func textRect(forBounds bounds: CGRect) -> CGRect {
              bounds.insetBy(dx: padding, dy: 0)
          }
          override func drawText(in rect: CGRect) {
              super.drawText(in: super.textRect(forBounds: rect))
          }
      }
      """, [FindingSpec("1️⃣", .displayRequestedForLayoutState, mentions: ["padding"])],
      rules: [.displayRequestedForLayoutState])
  }

  // MARK: SL303, a list a repeating timer reloads

  /// A scanning screen whose `startScan()` starts a timer on `refresh()` (repeating or not)
  /// and writes the rows from the scanner's callback (`marker` before the write).
  static func scanScreen(repeats: Bool, marker: String = "") -> String {
    """
    final class ScanViewController: UIViewController, UITableViewDataSource {
        @IBOutlet var tableView: UITableView!
        var devices: [String] = []
        var timer: Timer?
        let scanner = Scanner()
        @objc func startScan() {
            timer = Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(refresh), userInfo: nil, repeats: \(repeats))
            scanner.start { found in
                \(marker)self.devices = found
            }
        }
        @objc func refresh() { tableView.reloadData() }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { devices.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = devices[indexPath.row]
            return cell
        }
    }
    """
  }

  @Test func aWriteARepeatingTimerStartedBesideItReloadsIsNotReported() {
    assertFindings(Self.scanScreen(repeats: true), [], rules: [.listDataWithoutReload])
  }

  @Test func aWriteAOneShotTimerMayMissIsReported() {
    // A one-shot timer may fire before the scanner's callback writes the rows.
    assertFindings(
      Self.scanScreen(repeats: false, marker: "1️⃣"),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["devices"])],
      rules: [.listDataWithoutReload])
  }
}
