import ScreenLabAnalysis
import Testing

/// The nineteenth set's thread and observer classes: a list's data changed off the main
/// queue (SL304) and an observation left on a replaced object (SL321).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct NineteenthSetObserverClassTests {
  // MARK: - SL304, a list's data changed off the main queue

  static func departures(_ load: String) -> String {
    """
    import UIKit
    class DeparturesViewController: UIViewController, UITableViewDataSource {
        @IBOutlet weak var tableView: UITableView!
        var trains: [String] = []
        let service = TrainService()
        \(load)
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            return trains.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = trains[indexPath.row]
            return cell
        }
    }
    """
  }

  @Test func listDataReplacedBeforeTheCallbacksOwnMainHopIsReported() {
    assertFindings(
      Self.departures(
        """
        func load() {
            service.departures { result in
                1️⃣self.trains = result
                DispatchQueue.main.async { self.tableView.reloadData() }
            }
        }
        """),
      [FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["'trains'", "hops to the main queue"])],
      rules: [.uiWorkOffMainThread])
  }

  @Test func listDataAppendedInAURLSessionHandlerIsReported() {
    assertFindings(
      Self.departures(
        """
        func load(url: URL) {
            URLSession.shared.dataTask(with: url) { data, _, _ in
                1️⃣self.trains.append(String(decoding: data ?? Data(), as: UTF8.self))
                DispatchQueue.main.async { self.tableView.reloadData() }
            }.resume()
        }
        """),
      [FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["'trains'", "URLSession"])],
      rules: [.uiWorkOffMainThread])
  }

  @Test func listDataReplacedInsideTheMainHopIsNotReported() {
    assertFindings(
      Self.departures(
        """
        func load() {
            service.departures { result in
                DispatchQueue.main.async {
                    self.trains = result
                    self.tableView.reloadData()
                }
            }
        }
        """),
      [], rules: [.uiWorkOffMainThread])
  }

  @Test func listDataReplacedInAnAnimationsCompletionIsNotReported() {
    assertFindings(
      Self.departures(
        """
        func clear() {
            UIView.animate(withDuration: 0.2, animations: { self.tableView.alpha = 0 }) { _ in
                self.trains = []
                DispatchQueue.main.async { self.tableView.reloadData() }
            }
        }
        """),
      [], rules: [.uiWorkOffMainThread])
  }

  @Test func aHopInAFileThatImportsALibraryIsNotTakenAsOffMain() {
    let source = Self.departures(
      """
      func load() {
          service.departures { result in
              self.trains = result
              DispatchQueue.main.async { self.tableView.reloadData() }
          }
      }
      """)
    assertFindings(
      source.replacingOccurrences(of: "import UIKit", with: "import UIKit\nimport Alamofire"),
      [], rules: [.uiWorkOffMainThread])
  }

  @Test func aHopOnlyInAnErrorBranchIsNotTakenAsOffMain() {
    assertFindings(
      Self.departures(
        """
        func load() {
            service.departures { result in
                guard !result.isEmpty else {
                    DispatchQueue.main.async { self.tableView.isHidden = true }
                    return
                }
                self.trains = result
                self.tableView.reloadData()
            }
        }
        """),
      [], rules: [.uiWorkOffMainThread])
  }

  @Test func otherDataChangedOffTheMainQueueIsNotReportedAsListData() {
    assertFindings(
      """
      import UIKit
      class DeparturesViewController: UIViewController {
          var lastFetch: [String] = []
          let service = TrainService()
          func load() {
              service.departures { result in
                  self.lastFetch = result
                  DispatchQueue.main.async { print("done") }
              }
          }
      }
      """,
      [], rules: [.uiWorkOffMainThread])
  }

  // MARK: - SL321, an observation left on a replaced object

  static func radio(_ play: String, extra: String = "") -> String {
    """
    import UIKit
    import AVFoundation
    class RadioViewController: UIViewController {
        @IBOutlet weak var songLabel: UILabel!
        var player: AVPlayer?
        var item: AVPlayerItem?
        var metadata: NSKeyValueObservation?
        override func viewDidLoad() {
            super.viewDidLoad()
            play()
            if let item = self.item {
                metadata = 1️⃣item.observe(\\.timedMetadata) { item, _ in
                    self.songLabel.text = item.timedMetadata?.first?.stringValue
                }
            }
        }
        @IBAction func playTapped(_ sender: Any) { play() }
        \(play)
        \(extra)
    }
    """
  }

  @Test func anObservationOnAnItemThatPlayReplacesIsReported() {
    assertFindings(
      Self.radio(
        """
        func play() {
            item = AVPlayerItem(url: URL(string: "https://example.com/stream")!)
            player = AVPlayer(playerItem: item)
            player?.play()
        }
        """),
      [
        FindingSpec(
          "1️⃣", .observerOnReplacedObject, mentions: ["'item'", "'viewDidLoad()'", "'play()'"])
      ],
      rules: [.observerOnReplacedObject])
  }

  @Test func anObservationMadeAgainWhereTheItemIsReplacedIsNotReported() {
    let source = Self.radio(
      """
      func play() {
          item = AVPlayerItem(url: URL(string: "https://example.com/stream")!)
          observeItem()
          player = AVPlayer(playerItem: item)
      }
      """,
      extra: """
        func observeItem() {
            metadata = item?.observe(\\.timedMetadata) { item, _ in
                self.songLabel.text = item.timedMetadata?.first?.stringValue
            }
        }
        """)
    assertFindings(
      source.replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.observerOnReplacedObject])
  }

  @Test func anItemReplacedOnlyDuringSetUpIsNotReported() {
    let source = Self.radio(
      """
      func play() { player?.play() }
      override func loadView() {
          super.loadView()
          item = AVPlayerItem(url: URL(string: "https://example.com/stream")!)
      }
      """)
    assertFindings(
      source.replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.observerOnReplacedObject])
  }

  @Test func anObservationWhoseHandlerDoesNotTouchTheScreenIsNotReported() {
    assertFindings(
      """
      import AVFoundation
      import UIKit
      class RadioViewController: UIViewController {
          var item: AVPlayerItem?
          var status: NSKeyValueObservation?
          override func viewDidLoad() {
              super.viewDidLoad()
              status = item?.observe(\\.status) { item, _ in print(item.status) }
          }
          @IBAction func playTapped(_ sender: Any) {
              item = AVPlayerItem(url: URL(string: "https://example.com/stream")!)
          }
      }
      """,
      [], rules: [.observerOnReplacedObject])
  }

  @Test func aNotificationFilteredToTheReplacedItemIsReported() {
    assertFindings(
      """
      import AVFoundation
      import UIKit
      class RadioViewController: UIViewController {
          @IBOutlet weak var stateLabel: UILabel!
          var item: AVPlayerItem?
          override func viewDidLoad() {
              super.viewDidLoad()
              1️⃣NotificationCenter.default.addObserver(
                  self, selector: #selector(stalled), name: .AVPlayerItemPlaybackStalled, object: item)
          }
          @objc func stalled() { stateLabel.text = "Buffering" }
          @IBAction func playTapped(_ sender: Any) {
              item = AVPlayerItem(url: URL(string: "https://example.com/stream")!)
          }
      }
      """,
      [FindingSpec("1️⃣", .observerOnReplacedObject, mentions: ["notification", "'playTapped()'"])],
      rules: [.observerOnReplacedObject])
  }
}
