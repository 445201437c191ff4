import ScreenLabAnalysis
import Testing

/// SL314, a stop that leaves the running flag set: one method stops the timer and sets the
/// flag and the play button back; another stops the same timer and leaves both showing the
/// running state (Docs/Analyzer.md, SL314).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct RunningFlagStopTests {
  static func stopwatch(cancel: String, extra: String = "") -> String {
    """
    final class StopwatchViewController: UIViewController {
        @IBOutlet var playItem: UIBarButtonItem!
        @IBOutlet var elapsedLabel: UILabel!
        var ticker: Timer?
        var isRunning = false
        var elapsed = 0
        @IBAction func playTapped(_ sender: Any) {
            if isRunning {
                isRunning = false
                playItem.image = UIImage(systemName: "play")
                halt()
            } else {
                ticker = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                isRunning = true
                playItem.image = UIImage(systemName: "pause")
            }
        }
        func halt() {
            ticker?.invalidate()
            ticker = nil
        }
        @objc func tick() {
            elapsed += 1
            elapsedLabel.text = "\\(elapsed)"
        }
        @IBAction func clearTapped(_ sender: Any) {
            \(cancel)
        }
        \(extra)
    }
    """
  }

  @Test func aStopThatLeavesTheRunningFlagIsReported() {
    let source = Self.stopwatch(
      cancel: """
        1️⃣ticker?.invalidate()
                ticker = nil
                elapsed = 0
                elapsedLabel.text = "0"
        """)
    assertFindings(
      source, [FindingSpec("1️⃣", .resetNotShown, mentions: ["'isRunning'", "'playTapped()'"])],
      rules: [.resetNotShown])
  }

  @Test func aStopThatSetsTheFlagBackIsQuiet() {
    let source = Self.stopwatch(
      cancel: """
        ticker?.invalidate()
                isRunning = false
                playItem.image = UIImage(systemName: "play")
        """)
    assertFindings(source, [], rules: [.resetNotShown])
  }

  @Test func aRestartThatSchedulesTheTimerAgainIsQuiet() {
    let source = Self.stopwatch(
      cancel: """
        ticker?.invalidate()
                elapsed = 0
                ticker = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        """)
    assertFindings(source, [], rules: [.resetNotShown])
  }

  @Test func theResettingMethodsOwnHelperIsQuiet() {
    // `halt()` stops the timer without the flag, but only the toggle calls it.
    assertFindings(Self.stopwatch(cancel: "elapsed = 0"), [], rules: [.resetNotShown])
  }

  @Test func aHelperTwoCallsBelowTheResettingMethodIsQuiet() {
    // `finish()` stops the timer without the flag; only `wrapUp()`, which only the toggle's
    // stop branch calls, calls it.
    assertFindings(
      """
      final class LapViewController: UIViewController {
          @IBOutlet var goButton: UIButton!
          var lapTimer: Timer?
          var counting = false
          @IBAction func goTapped(_ sender: Any) {
              if counting {
                  counting = false
                  goButton.setTitle("Go", for: .normal)
                  wrapUp()
              } else {
                  lapTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                  counting = true
                  goButton.setTitle("Stop", for: .normal)
              }
          }
          func wrapUp() {
              finish()
              print("lap saved")
          }
          func finish() {
              lapTimer?.invalidate()
          }
      }
      """, [], rules: [.resetNotShown])
  }

  @Test func aStopAsTheScreenGoesAwayIsQuiet() {
    let source = Self.stopwatch(
      cancel: "elapsed = 0",
      extra: """
        override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                ticker?.invalidate()
            }
        """)
    assertFindings(source, [], rules: [.resetNotShown])
  }
}
