import ScreenLabAnalysis
import Testing

/// The UIKit and Core Animation classes of the eighth round, each with reported and unreported
/// twins written for the class (Docs/Analyzer.md, SL205, SL304, SL306 and SL311): an animation
/// whose end ignores the value its method sets, UI work in a URLSession delegate method, a
/// refresh control never ended, and `layoutSubviews()` without `super` in a view that lays out
/// its own subviews.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EighthRoundUIKitClassTests {
  // MARK: - SL205: the animation ends at a constant, the model at the value given

  static func meter(_ body: String) -> String {
    """
    final class LevelMeter: UIView {
        private let fill = CAShapeLayer()
        func show(level: Float, duration: TimeInterval) {
            let sweep = CABasicAnimation(keyPath: "strokeEnd")
            sweep.duration = duration
            \(body)
        }
    }
    """
  }

  @Test func anAnimationEndingAtAConstantWhileTheModelTakesTheValueIsReported() {
    assertFindings(
      Self.meter(
        """
        sweep.fromValue = 0
                sweep.toValue = 1.0
                fill.strokeEnd = CGFloat(level)
                1️⃣fill.add(sweep, forKey: "sweep")
        """),
      [FindingSpec("1️⃣", .animationEndIgnoresValue, mentions: ["strokeEnd", "level", "1.0"])])
  }

  @Test func anAnimationToTheValueGivenOrARepeatingOneIsNotReported() {
    // It animates to the value the model takes.
    assertFindings(
      Self.meter(
        """
        sweep.fromValue = fill.strokeEnd
                sweep.toValue = CGFloat(level)
                fill.strokeEnd = CGFloat(level)
                fill.add(sweep, forKey: "sweep")
        """), [])
    // A pulse that returns to its start, and one that repeats for ever.
    assertFindings(
      Self.meter(
        """
        sweep.toValue = 0.2
                sweep.autoreverses = true
                fill.strokeEnd = CGFloat(level)
                fill.add(sweep, forKey: "pulse")
        """), [])
    assertFindings(
      Self.meter(
        """
        sweep.toValue = 0.2
                sweep.repeatCount = .infinity
                fill.strokeEnd = CGFloat(level)
                fill.add(sweep, forKey: "pulse")
        """), [])
    // The model is set to a constant, the same for every call: no value is ignored.
    assertFindings(
      Self.meter(
        """
        sweep.toValue = 1
                fill.strokeEnd = 1
                fill.add(sweep, forKey: "sweep")
        """), [])
  }

  // MARK: - SL304: a URLSession delegate method changes views

  static func uploader(_ callback: String, extra: String = "") -> String {
    """
    final class UploadPanel: UIView, URLSessionTaskDelegate {
        @IBOutlet weak var bar: UIProgressView!
        @IBOutlet weak var percent: UILabel!
        func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData sent: Int64, totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {
            let fraction = Float(totalBytesSent) / Float(totalBytesExpectedToSend)
            \(callback)
        }
        \(extra)
    }
    """
  }

  @Test func viewsWrittenInASessionDelegateMethodAreOneFinding() {
    assertFindings(
      Self.uploader(
        """
        1️⃣bar.progress = fraction
                percent.text = "\\(Int(fraction * 100))%"
        """),
      [
        FindingSpec(
          "1️⃣", .uiWorkOffMainThread,
          mentions: ["'bar.progress'", "'percent.text'", "delegate queue", "URLSession delegate"])
      ],
      rules: [.uiWorkOffMainThread])
    // A session made with a background delegate queue of its own.
    assertFindings(
      Self.uploader(
        "1️⃣bar.progress = fraction",
        extra: """
          func send(_ request: URLRequest, _ body: Data) {
                  let session = URLSession(configuration: .default, delegate: self, delegateQueue: nil)
                  session.uploadTask(with: request, from: body).resume()
              }
          """),
      [FindingSpec("1️⃣", .uiWorkOffMainThread)], rules: [.uiWorkOffMainThread])
  }

  @Test func aMainDelegateQueueOrAHopToTheMainQueueIsNotReported() {
    assertFindings(
      Self.uploader(
        "DispatchQueue.main.async { self.bar.progress = fraction }"), [],
      rules: [.uiWorkOffMainThread])
    assertFindings(
      Self.uploader(
        "bar.progress = fraction",
        extra: """
          func send(_ request: URLRequest, _ body: Data) {
                  let session = URLSession(configuration: .default, delegate: self, delegateQueue: .main)
                  session.uploadTask(with: request, from: body).resume()
              }
          """), [], rules: [.uiWorkOffMainThread])
    // A delegate method that changes no view.
    assertFindings(
      Self.uploader("sentFraction = fraction", extra: "var sentFraction: Float = 0"), [])
  }

  // MARK: - SL306: a refresh control that is never ended

  static func inbox(_ action: String, extra: String = "") -> String {
    """
    final class InboxController: UITableViewController {
        var messages: [String] = []
        let loader = MessageLoader()
        override func viewDidLoad() {
            super.viewDidLoad()
            let puller = UIRefreshControl()
            puller.addTarget(self, action: #selector(reloadInbox(_:)), for: .valueChanged)
            refreshControl = puller
        }
        @objc func reloadInbox(_ sender: UIRefreshControl) {
            \(action)
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }
        \(extra)
    }
    """
  }

  @Test func aRefreshThatNothingEndsIsReportedWhereItsActionStarts() {
    assertFindings(
      Self.inbox(
        """
        1️⃣loader.fetch { fetched in
                    self.messages = fetched
                    self.tableView.reloadData()
                }
        """),
      [FindingSpec("1️⃣", .spinnerNeverStopped, mentions: ["puller", "endRefreshing()"])],
      rules: [.spinnerNeverStopped])
    // Begun by code, in a method that loads.
    assertFindings(
      Self.inbox(
        "2️⃣messages = []",
        extra: """
          func loadOnOpen() {
                  1️⃣refreshControl?.beginRefreshing()
                  loader.fetch { fetched in self.messages = fetched }
              }
          """),
      [
        FindingSpec("1️⃣", .spinnerNeverStopped, mentions: ["beginRefreshing()"]),
        FindingSpec("2️⃣", .spinnerNeverStopped, mentions: ["reloadInbox"]),
      ], rules: [.spinnerNeverStopped])
  }

  @Test func aRefreshEndedAnywhereIsNotReported() {
    assertFindings(
      Self.inbox(
        """
        loader.fetch { fetched in
                    self.messages = fetched
                    self.tableView.reloadData()
                    sender.endRefreshing()
                }
        """), [], rules: [.spinnerNeverStopped])
    assertFindings(
      Self.inbox(
        "loader.fetch { fetched in self.show(fetched) }",
        extra: """
          func show(_ fetched: [String]) {
                  messages = fetched
                  tableView.reloadData()
                  refreshControl?.endRefreshing()
              }
          """), [], rules: [.spinnerNeverStopped])
  }

  // MARK: - SL311: layoutSubviews() without super

  @Test func layoutWithoutSuperInAViewThatLaysOutItsSubviewsIsReported() {
    assertFindings(
      """
      final class PillButton: UIButton {
          1️⃣override func layoutSubviews() {
              layer.cornerRadius = bounds.height / 2
          }
      }
      class BaseCell: UITableViewCell {}
      final class NoteCell: BaseCell {
          2️⃣override func layoutSubviews() {
              contentView.frame = bounds.insetBy(dx: 8, dy: 4)
          }
      }
      """,
      [
        FindingSpec("1️⃣", .layoutWithoutSuper, mentions: ["PillButton", "UIButton"]),
        FindingSpec("2️⃣", .layoutWithoutSuper, mentions: ["NoteCell", "UITableViewCell"]),
      ])
  }

  @Test func layoutWithSuperOrInAPlainViewIsNotReported() {
    assertFindings(
      """
      final class PillButton: UIButton {
          override func layoutSubviews() {
              super.layoutSubviews()
              layer.cornerRadius = bounds.height / 2
          }
      }
      final class Badge: UIView {
          private let dot = CALayer()
          override func layoutSubviews() {
              dot.frame = bounds
          }
      }
      """, [])
  }
}
