import ScreenLabAnalysis
import Testing

/// The second round of the fix corpus (Docs/Analyzer.md, "Measured on fixes their authors made,
/// second round"): a cell's content view declares a reset that nothing calls when the cell is
/// reused (SL318), with twins that must stay quiet.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct FixCorpusReuseClassTests {
  /// A list cell whose content view holds an icon view; the icon view loads its image and
  /// declares `prepareForReuse()` to cancel the load and clear the image.
  static func balanceCell(
    rowContent: String = "", cell: String = "", provider: String = "",
    property: String = "let content = RowContentView()"
  ) -> String {
    """
    import UIKit
    final class IconView: UIView {
        private var task: URLSessionDataTask?
        let imageView = UIImageView()
        func load(_ url: URL) {
            task = URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
                DispatchQueue.main.async { self?.imageView.image = data.flatMap(UIImage.init(data:)) }
            }
            task?.resume()
        }
        func prepareForReuse() {
            task?.cancel()
            imageView.image = nil
        }
    }
    final class RowContentView: UIView {
        let iconView = IconView()
        let titleLabel = UILabel()
        \(rowContent)
    }
    final class BalanceCell: UICollectionViewCell {
        \(property)
        func configure(title: String, icon: URL) {
            content.titleLabel.text = title
            content.iconView.load(icon)
        }
        \(cell)
    }
    final class BalanceList: NSObject, UICollectionViewDataSource {
        var rows: [(String, URL)] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            rows.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "balance", for: indexPath) as! BalanceCell
            \(provider)
            cell.configure(title: rows[indexPath.item].0, icon: rows[indexPath.item].1)
            return cell
        }
    }
    """
  }

  @Test func aResetTwoViewsDownThatNothingCallsIsReportedAtTheCellsProperty() {
    assertFindings(
      Self.balanceCell(property: "let 1️⃣content = RowContentView()"),
      [
        FindingSpec(
          "1️⃣", .cellContentNotReset,
          mentions: ["'BalanceCell'", "'content.iconView'", "'IconView'", "prepareForReuse()"])
      ],
      rules: [.cellContentNotReset])
  }

  @Test func aCellThatCallsTheResetOnReuseIsNotReported() {
    assertFindings(
      Self.balanceCell(
        cell: """
          override func prepareForReuse() {
              super.prepareForReuse()
              content.iconView.prepareForReuse()
          }
          """),
      [], rules: [.cellContentNotReset])
  }

  @Test func aContentViewThatDeclaresItsOwnResetMustBeCalledByTheCell() {
    assertFindings(
      Self.balanceCell(
        rowContent: "func prepareForReuse() { iconView.prepareForReuse() }",
        property: "let 1️⃣content = RowContentView()"),
      [FindingSpec("1️⃣", .cellContentNotReset, mentions: ["'content'", "'RowContentView'"])],
      rules: [.cellContentNotReset])
  }

  @Test func aContentViewThatForwardsAndACellThatCallsItAreNotReported() {
    assertFindings(
      Self.balanceCell(
        rowContent: "func prepareForReuse() { iconView.prepareForReuse() }",
        cell: """
          override func prepareForReuse() {
              super.prepareForReuse()
              content.prepareForReuse()
          }
          """),
      [], rules: [.cellContentNotReset])
  }

  @Test func aProviderThatResetsTheDequeuedCellsViewIsNotReported() {
    assertFindings(
      Self.balanceCell(provider: "cell.content.iconView.prepareForReuse()"),
      [], rules: [.cellContentNotReset])
  }

  @Test func aCellThatResetsItsSubviewsGenericallyIsNotReported() {
    assertFindings(
      Self.balanceCell(
        cell: """
          override func prepareForReuse() {
              super.prepareForReuse()
              for view in contentView.subviews { (view as? IconView)?.prepareForReuse() }
          }
          """),
      [], rules: [.cellContentNotReset])
  }
}
