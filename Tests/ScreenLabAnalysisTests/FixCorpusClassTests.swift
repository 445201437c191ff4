import ScreenLabAnalysis
import Testing

/// Classes built on the fixes their authors made (Docs/Analyzer.md, "Measured on fixes their
/// authors made"), each with reported and unreported twins written for the class.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct FixCorpusClassTests {
  // MARK: - SL303, a set-up callback's completion handler changes the list

  static func chat(_ viewDidLoad: String) -> String {
    """
    import UIKit
    class ChatViewController: UIViewController, UITableViewDataSource {
        @IBOutlet weak var tableView: UITableView!
        var messages: [String] = []
        let store = MessageStore()
        override func viewDidLoad() {
            super.viewDidLoad()
            \(viewDidLoad)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            messages.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = messages[indexPath.row]
            return cell
        }
    }
    """
  }

  @Test func aFetchStartedInViewDidLoadThatChangesTheListWithoutReloadIsReported() {
    assertFindings(
      Self.chat(
        """
        store.fetchAll { newMessages in
            1️⃣self.messages = newMessages
        }
        """),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'viewDidLoad'", "'messages'"])],
      rules: [.listDataWithoutReload])
  }

  @Test func viewDidLoadsOwnWriteBeforeTheFirstDisplayIsNotReported() {
    assertFindings(
      Self.chat("messages = store.cached"), [], rules: [.listDataWithoutReload])
  }

  @Test func aFetchThatReloadsIsNotReported() {
    assertFindings(
      Self.chat(
        """
        store.fetchAll { newMessages in
            self.messages = newMessages
            self.tableView.reloadData()
        }
        """),
      [], rules: [.listDataWithoutReload])
  }

  @Test func aSortRunAtOnceInViewDidLoadIsNotReported() {
    assertFindings(
      Self.chat(
        """
        [3, 1, 2].forEach { _ in self.messages.append("x") }
        """),
      [], rules: [.listDataWithoutReload])
  }

  @Test func aFetchThatReloadsThroughPerformSelectorIsNotReported() {
    let source = Self.chat(
      """
      store.fetchAll { newMessages in
          self.messages = newMessages
          self.performSelector(onMainThread: #selector(self.reloadTable), with: nil, waitUntilDone: true)
      }
      """)
    assertFindings(
      source.replacingOccurrences(
        of: "    func tableView(_ tableView: UITableView, numberOfRowsInSection",
        with:
          "    @objc func reloadTable() { tableView.reloadData() }\n    func tableView(_ tableView: UITableView, numberOfRowsInSection"
      ),
      [], rules: [.listDataWithoutReload])
  }
}
