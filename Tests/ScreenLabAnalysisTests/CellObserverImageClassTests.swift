import ScreenLabAnalysis
import Testing

/// SL318 when a cell is configured by an observer of its item (`var song: Song? { didSet { … }
/// }`) rather than by a method: an image set only when a download ends, with nothing clearing
/// it first, shows the previous row's picture in a reused cell. Each reported shape has twins
/// the rule leaves alone.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct CellObserverImageClassTests {
  static func songCell(_ observer: String, reuse: String = "") -> String {
    """
    final class SongCell: UICollectionViewCell {
        @IBOutlet weak var coverView: UIImageView!
        @IBOutlet weak var titleLabel: UILabel!
        \(reuse)
        var song: Song? {
            didSet {
                titleLabel.text = song?.title
                \(observer)
            }
        }
    }
    """
  }

  static let load = """
    1️⃣DispatchQueue.global().async {
                    let bytes = try? Data(contentsOf: self.song!.coverURL)
                    DispatchQueue.main.async { self.coverView.image = bytes.flatMap(UIImage.init) }
                }
    """

  @Test func anImageAnObserverSetsOnlyWhenItsLoadEndsIsReported() {
    assertFindings(
      Self.songCell(Self.load),
      [FindingSpec("1️⃣", .cellContentNotReset, mentions: ["'coverView.image'"])],
      rules: [.cellContentNotReset])
  }

  @Test func anImageTheObserverClearsFirstIsNotReported() {
    assertFindings(
      Self.songCell("coverView.image = nil\n" + Self.load)
        .replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.cellContentNotReset])
  }

  @Test func anImageClearedInPrepareForReuseIsNotReported() {
    assertFindings(
      Self.songCell(
        Self.load,
        reuse: """
          override func prepareForReuse() {
                  super.prepareForReuse()
                  coverView.image = UIImage(named: "blank")
              }
          """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.cellContentNotReset])
  }

  @Test func anObserverOutsideACellIsNotReported() {
    assertFindings(
      """
      final class SongHeader: UIView {
          @IBOutlet weak var coverView: UIImageView!
          var song: Song? {
              didSet {
                  DispatchQueue.global().async {
                      let bytes = try? Data(contentsOf: self.song!.coverURL)
                      DispatchQueue.main.async { self.coverView.image = bytes.flatMap(UIImage.init) }
                  }
              }
          }
      }
      """, [], rules: [.cellContentNotReset])
  }
}
