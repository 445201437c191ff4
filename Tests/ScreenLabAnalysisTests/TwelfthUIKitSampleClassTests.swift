import Testing

@testable import ScreenLabAnalysis

/// The wrong classes of the twelfth UIKit sample (Docs/Analyzer.md, "Precision on unmarked
/// public code (twelfth sample, 2026-12-07), UIKit"): each correct shape stays silent, and
/// its twin bug is still reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct TwelfthUIKitSampleClassTests {
  // MARK: SL303, a write through a loop's variable

  /// A table whose cell provider names a local `cell`, and `method`.
  static func visibleRows(_ method: String) -> String {
    """
    import UIKit
    final class FeedViewController: UITableViewController {
        var rows = ["a", "b", "c"]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            rows.count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        \(method)
    }
    """
  }

  /// `for cell in tableView.visibleCells`: the write changes a cell on screen, not a
  /// property of the controller named `cell`.
  @Test func aWriteToTheVisibleCellsOfALoopIsNotAModelWrite() {
    assertFindings(
      Self.visibleRows(
        """
        func fade(by offset: CGFloat) {
            for cell in tableView.visibleCells {
                cell.contentView.alpha = 1 - offset / 100
            }
            for (index, cell) in tableView.visibleCells.enumerated() {
                cell.contentView.transform = CGAffineTransform(translationX: CGFloat(index), y: 0)
            }
        }
        """), [], rules: [.listDataWithoutReload])
  }

  @Test func aModelWriteInsideALoopIsStillReported() {
    assertFindings(
      Self.visibleRows(
        """
        func rename(to name: String) {
            for index in rows.indices {
                1️⃣rows[index] = name
            }
        }
        """),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'rows'"])],
      rules: [.listDataWithoutReload])
  }

  // MARK: SL303, a controller configured by the code that has just made it

  /// A list controller filled by `setEntries(_:)`, and a scene delegate whose `connect`
  /// method is `body`.
  static func madeAndFilled(_ body: String) -> String {
    """
    import UIKit
    final class EntriesViewController: UITableViewController {
        var entries: [String] = []
        func setEntries(_ list: [String]) {
            1️⃣entries = list
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            entries.count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = entries[indexPath.row]
            return cell
        }
    }
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func connect(_ saved: [String]) {
            \(body)
        }
    }
    """
  }

  @Test func aControllerFilledBeforeItIsShownLoadsItsRowsFromTheFill() {
    assertFindings(
      Self.madeAndFilled(
        """
        let list = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "entries") as! EntriesViewController
                list.title = "Entries"
                list.setEntries(saved)
                window?.rootViewController = UINavigationController(rootViewController: list)
        """), [], rules: [.listDataWithoutReload])
    assertFindings(
      Self.madeAndFilled(
        """
        let list = EntriesViewController()
                list.setEntries(saved)
                window?.rootViewController = list
        """), [], rules: [.listDataWithoutReload])
  }

  /// Filled after it was handed to the window (its view may have loaded), the controller's
  /// rows are not told: still reported.
  @Test func aControllerFilledAfterItWasHandedOnIsStillReported() {
    assertFindings(
      Self.madeAndFilled(
        """
        let list = EntriesViewController()
                window?.rootViewController = list
                list.setEntries(saved)
        """),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'entries'"])],
      rules: [.listDataWithoutReload])
  }

  // MARK: SL317, the label shows, styled, the title just given to the button

  /// A button made in a property's initializer, titled for its normal state, and whose label
  /// is then given `labelText`.
  static func styledButton(_ labelText: String) -> String {
    """
    import UIKit
    final class ChooserViewController: UIViewController {
        private let chooseButton: UIButton = {
            let button = UIButton()
            let styled = NSAttributedString(string: "Choose", attributes: [.kern: 1])
            button.setTitle("Choose", for: .normal)
            1️⃣button.titleLabel?.attributedText = \(labelText)
            return button
        }()
    }
    """
  }

  @Test func aLabelGivenTheNormalTitleStyledDoesNotGoBack() {
    assertFindings(Self.styledButton("styled"), [], rules: [.buttonTitleSetOnLabel])
    assertFindings(
      Self.styledButton(#"NSAttributedString(string: "Choose")"#), [],
      rules: [.buttonTitleSetOnLabel])
  }

  @Test func aLabelGivenAnotherTextIsStillReported() {
    assertFindings(
      Self.styledButton(#"NSAttributedString(string: "Choose one")"#),
      [FindingSpec("1️⃣", .buttonTitleSetOnLabel, mentions: ["'button'"])],
      rules: [.buttonTitleSetOnLabel])
  }
}
