import ScreenLabAnalysis
import Testing

/// SL318, a cell's content shown by fetched cells only: a board's data source shows every
/// square as unknown, while a tap reveals squares by writing the cells it fetches with
/// `cellForItem(at:)`; a reload or a scroll that reuses the cell shows "unknown" again. Each
/// reported shape has twins the rule leaves alone.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct FetchedCellClassTests {
  static func board(provider: String, reveal: String, dequeue: Bool = true) -> String {
    let make =
      dequeue
      ? "collectionView.dequeueReusableCell(withReuseIdentifier: \"tile\", for: indexPath) as! TileCell"
      : "TileCell()"
    return """
      final class BoardViewController: UIViewController, UICollectionViewDataSource {
          @IBOutlet weak var collectionView: UICollectionView!
          var board = Board()

          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
              let cell = \(make)
              cell.index = indexPath.item
              \(provider)
              return cell
          }

          func reveal(at path: IndexPath) {
              board.reveal(path.item)
              \(reveal)
          }
      }
      """
  }

  static let fetchedReveal = """
    let cell = collectionView.cellForItem(at: path) as! TileCell
            cell.icon.image = UIImage(named: board.squares[path.item].imageName)
    """

  @Test func aConstantInTheDataSourceAndTheModelOnFetchedCellsIsReported() {
    assertFindings(
      Self.board(
        provider: "1️⃣cell.icon.image = UIImage(named: \"unknown\")", reveal: Self.fetchedReveal),
      [
        FindingSpec(
          "1️⃣", .cellContentNotReset, mentions: ["icon.image", "reveal", "cellForItem(at:)"])
      ], rules: [.cellContentNotReset])
    // A cell fetched into a variable declared before, set in a loop over the squares.
    assertFindings(
      Self.board(
        provider: "1️⃣cell.icon.image = #imageLiteral(resourceName: \"unknown\")",
        reveal: """
          for item in board.revealed {
                      var cell: TileCell
                      cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! TileCell
                      if board.squares[item].isMine {
                          cell.icon.image = #imageLiteral(resourceName: "mine")
                      }
                  }
          """),
      [FindingSpec("1️⃣", .cellContentNotReset, mentions: ["icon.image"])],
      rules: [.cellContentNotReset])
  }

  @Test func aDataSourceThatReadsTheModelOrChoosesIsNotReported() {
    for provider in [
      "cell.icon.image = UIImage(named: board.squares[indexPath.item].imageName)",
      "if board.squares[indexPath.item].isRevealed { cell.icon.image = UIImage(named: \"open\") }",
      "cell.icon.image = board.isOver ? UIImage(named: \"open\") : UIImage(named: \"unknown\")",
    ] {
      assertFindings(
        Self.board(provider: provider, reveal: Self.fetchedReveal), [],
        rules: [.cellContentNotReset])
    }
  }

  @Test func transientOrEqualFetchedWritesAndNewCellsAreNotReported() {
    // A flash inside an animation: the cell goes back by itself.
    assertFindings(
      Self.board(
        provider: "cell.icon.alpha = 1",
        reveal: """
          let cell = collectionView.cellForItem(at: path) as! TileCell
                  UIView.animate(withDuration: 0.2) { cell.icon.alpha = 0.5 }
          """), [], rules: [.cellContentNotReset])
    // The fetched cell is given the data source's own constant.
    assertFindings(
      Self.board(
        provider: "cell.icon.image = UIImage(named: \"unknown\")",
        reveal: """
          let cell = collectionView.cellForItem(at: path) as! TileCell
                  cell.icon.image = UIImage(named: "unknown")
          """), [], rules: [.cellContentNotReset])
    // Cells made anew for each item are not reused.
    assertFindings(
      Self.board(
        provider: "cell.icon.image = UIImage(named: \"unknown\")", reveal: Self.fetchedReveal,
        dequeue: false), [], rules: [.cellContentNotReset])
  }
}
