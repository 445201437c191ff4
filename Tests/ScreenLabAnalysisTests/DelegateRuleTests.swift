import ScreenLabAnalysis
import Testing

/// SL301 and SL302: weak delegate links and the reload a delegate callback owes its list.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct DelegateRuleTests {
  static let editor = """
    protocol EditorDelegate: AnyObject {
        func editorDidSave(_ title: String)
    }
    final class Editor: UIViewController {
        1️⃣weak var delegate: EditorDelegate?
        func save(_ title: String) {
            delegate?.editorDidSave(title)
        }
    }
    """

  @Test func aWeakDelegateCalledButNeverAssignedIsReported() {
    assertFindings(
      Self.editor + "\nfinal class List { let table = UITableView()\n"
        + "func open() { let editor = Editor(); table.delegate = self } }",
      [
        FindingSpec(
          "1️⃣", .unassignedWeakDelegate, mentions: ["'Editor.delegate'", "assigns it"])
      ])
  }

  @Test(arguments: [
    "func open() { let editor = Editor(); editor.delegate = self }",
    "var editor: Editor?\nfunc open() { editor?.delegate = self }",
    "func open(_ editor: Editor) { editor.delegate = self }",
  ])
  func anAssignmentAnywhereInTheSourcesSilencesIt(_ code: String) {
    assertFindings(
      Self.editor.replacingOccurrences(of: "1️⃣", with: "")
        + "\nfinal class List: EditorDelegate {\n\(code)\nfunc editorDidSave(_ title: String) {} }",
      [])
  }

  /// A link declared `public` or `open` is there for the clients of a library, which the
  /// analysis does not see (UIKit's own `open weak var delegate`): not reported, while the
  /// same link of internal access is (the test above), used the same way.
  @Test(arguments: ["public", "open"])
  func aPublicOrOpenLinkIsLeftToItsClients(_ access: String) {
    assertFindings(
      Self.editor.replacingOccurrences(of: "1️⃣weak var", with: "\(access) weak var")
        .replacingOccurrences(of: "final class Editor", with: "open class Editor")
        + "\nfinal class List { let table = UITableView()\n"
        + "func open() { let editor = Editor(); table.delegate = self } }",
      [])
  }

  @Test func aWeakDelegateNobodyCallsThroughIsNotReported() {
    assertFindings(
      """
      final class Editor {
          weak var delegate: AnyObject?
      }
      """, [])
  }

  static func list(_ callback: String) -> String {
    """
    protocol EditorDelegate: AnyObject {
        func editorDidSave(_ title: String, at row: Int)
    }
    final class List: UIViewController, UITableViewDataSource, EditorDelegate {
        var titles: [String] = []
        var saves = 0
        let tableView = UITableView()
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            titles.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }
        func editorDidSave(_ title: String, at row: Int) {
            \(callback)
        }
        func refresh(_ row: Int) {
            tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        }
    }
    """
  }

  @Test func aCallbackThatWritesTheShownModelWithoutReloadingIsReported() {
    assertFindings(
      Self.list("1️⃣titles[row] = title"),
      [
        FindingSpec(
          "1️⃣", .delegateCallbackWithoutReload,
          mentions: ["'editorDidSave'", "'titles'", "reloadRows(at:with:)"])
      ])
    assertFindings(
      Self.list("1️⃣titles.append(title)"), [FindingSpec("1️⃣", .delegateCallbackWithoutReload)])
  }

  @Test(arguments: [
    "titles[row] = title\n        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .fade)",
    "titles[row] = title\n        tableView.reloadData()",
    "titles[row] = title\n        refresh(row)",
    // A property no cell shows is not the screen's model.
    "saves += 1",
  ])
  func aReloadOrAnUnshownWriteIsAccepted(_ callback: String) {
    assertFindings(Self.list(callback), [])
  }

  @Test func suppressionsSilenceBoth() {
    assertFindings(
      Self.editor.replacingOccurrences(
        of: "1️⃣weak var delegate", with: "weak var delegate  // screenlab:ignore SL301"), [])
    assertFindings(Self.list("titles[row] = title  // screenlab:ignore SL302"), [])
  }
}
