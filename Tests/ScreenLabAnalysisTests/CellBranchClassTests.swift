import ScreenLabAnalysis
import Testing

/// SL318, a reused cell's content set in some branches of an `if`/`else` only: a line-up's
/// data source writes the player's name for a filled slot and only the position for an empty
/// one, so a dequeued cell keeps the name it showed for another row. Each reported shape has
/// twins the rule leaves alone.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct CellBranchClassTests {
  static func lineup(_ branches: String, before: String = "", extra: String = "") -> String {
    """
    final class LineupViewController: UIViewController, UITableViewDataSource {
        var slots: [Slot] = []
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "slot", for: indexPath) as! SlotCell
            let slot = slots[indexPath.row]
            \(before)
            \(branches)
            return cell
        }
    }
    \(extra)
    """
  }

  /// A filled slot sets the position and the player's name; `emptyBranch` is the else branch.
  static func playerOrEmpty(_ emptyBranch: String) -> String {
    """
    if let player = slot.player {
                cell.position.text = slot.position
                cell.name.text = player.name
            } else {
                \(emptyBranch)
            }
    """
  }

  @Test func aMemberSetInOneBranchOnlyIsReportedAtTheOther() {
    assertFindings(
      Self.lineup(Self.playerOrEmpty("1️⃣cell.position.text = slot.position")),
      [FindingSpec("1️⃣", .cellContentNotReset, mentions: ["cell.name.text"])],
      rules: [.cellContentNotReset])
    // An `else if` chain: the middle branch leaves the badge as it was.
    assertFindings(
      Self.lineup(
        """
        if slot.isCaptain {
                    cell.position.text = slot.position
                    cell.badge.isHidden = false
                } else if slot.isInjured {
                    1️⃣cell.position.text = "IR"
                } else {
                    cell.position.text = slot.position
                    cell.badge.isHidden = true
                }
        """), [FindingSpec("1️⃣", .cellContentNotReset, mentions: ["cell.badge.isHidden"])],
      rules: [.cellContentNotReset])
  }

  @Test func aMemberSetEverywhereBeforeOrResetForReuseIsNotReported() {
    let branches = """
      if let player = slot.player {
                  cell.position.text = slot.position
                  cell.name.text = player.name
              } else {
                  cell.position.text = slot.position
              }
      """
    // Set before the `if` for every row.
    assertFindings(
      Self.lineup(branches, before: "cell.name.text = \"\""), [], rules: [.cellContentNotReset])
    // Reset by the cell's own prepareForReuse().
    assertFindings(
      Self.lineup(
        branches,
        extra: """
          final class SlotCell: UITableViewCell {
              @IBOutlet weak var name: UILabel!
              @IBOutlet weak var position: UILabel!
              override func prepareForReuse() {
                  super.prepareForReuse()
                  name.text = nil
              }
          }
          """), [], rules: [.cellContentNotReset])
    // Set in both branches, or an `if` without an `else`.
    assertFindings(
      Self.lineup(
        """
        if let player = slot.player {
                    cell.name.text = player.name
                } else {
                    cell.name.text = "Empty"
                }
        """), [], rules: [.cellContentNotReset])
  }

  /// A branch that sets no member (an error path), hands the cell to a helper or hides it,
  /// and a member the other branch only clears, are left alone.
  @Test func branchesThatSetNothingHandTheCellOnHideItOrOnlyClearAreNotReported() {
    for other in [
      "print(\"no slot\")",
      "cell.position.text = slot.position\n            style(cell)",
      "cell.position.text = slot.position\n            cell.isHidden = true",
    ] {
      assertFindings(
        Self.lineup(Self.playerOrEmpty(other)), [], rules: [.cellContentNotReset])
    }
    assertFindings(
      Self.lineup(
        """
        if let player = slot.player {
                    cell.position.text = player.name
                    cell.detail.text = nil
                } else {
                    cell.position.text = slot.position
                }
        """), [], rules: [.cellContentNotReset])
  }
}
