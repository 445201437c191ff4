import Testing

@testable import ScreenLabAnalysis

/// The wrong classes of the tenth UIKit sample (Docs/Analyzer.md, "Precision on unmarked
/// public code (tenth sample, 2026-12-07), UIKit"): each correct shape stays silent, and its
/// twin bug is still reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct TenthUIKitSampleClassTests {
  // MARK: SL101, keys `needsDisplay(forKey:)` names through a helper and a list

  /// A ring layer whose `needsDisplay(forKey:)` asks a helper that looks the key up in a
  /// list; `change` is what a method of the layer writes.
  static func ringLayer(_ change: String) -> String {
    """
    import UIKit
    final class RingLayer: CALayer {
        @NSManaged var value: CGFloat
        @NSManaged var ringWidth: CGFloat
        @NSManaged var startAngle: CGFloat
        private static let animatableKeys: [String] = ["ringWidth", "ringColor"]
        private static func isAnimatable(_ key: String) -> Bool {
            return animatableKeys.contains(key)
        }
        override class func needsDisplay(forKey key: String) -> Bool {
            if key == "value" || isAnimatable(key) { return true }
            return super.needsDisplay(forKey: key)
        }
        override func draw(in ctx: CGContext) { _ = (value, ringWidth, startAngle) }
        func change() { 1️⃣\(change) }
    }
    """
  }

  @Test func aKeyTheHelpersListNamesRedrawsTheLayer() {
    assertFindings(
      Self.ringLayer("ringWidth += 1"), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aKeyTheListDoesNotNameIsStillReported() {
    assertFindings(
      Self.ringLayer("startAngle += 0.1"),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'startAngle'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: SL303, what a table view subclass's initializer calls is set-up

  /// A table view subclass whose initializers call `initialize()`; `method` is a second
  /// method that writes the flag its cells show.
  static func membersTable(_ method: String) -> String {
    """
    import UIKit
    class MembersTableView: UITableView, UITableViewDataSource {
        var isFavorites: Bool = false
        var names: [String] = []
        override init(frame: CGRect, style: UITableView.Style) {
            super.init(frame: frame, style: style)
            initialize()
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            initialize()
        }
        func initialize() {
            1️⃣isFavorites = false
            dataSource = self
        }
        \(method)
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            names.count
        }
        func tableView(
            _ tableView: UITableView, cellForRowAt indexPath: IndexPath
        ) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.accessoryType = isFavorites ? .checkmark : .none
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
    }
    """
  }

  @Test func aWriteInAMethodOnlyTheInitializersCallIsSetUp() {
    assertFindings(Self.membersTable(""), [], rules: [.listDataWithoutReload])
  }

  @Test func aWriteInAnotherMethodIsStillReported() {
    assertFindings(
      Self.membersTable("func showFavorites() { 2️⃣isFavorites = true }"),
      [FindingSpec("2️⃣", .listDataWithoutReload, mentions: ["'showFavorites'"])],
      rules: [.listDataWithoutReload])
  }

  // MARK: SL303, a callback handed to the model the cells read

  /// A screen whose cells show the model's items; `action` is what a button changes.
  static func itemsScreen(_ action: String) -> String {
    """
    import UIKit
    final class ItemsModel {
        var onTotal: ((Double) -> Void)?
        var items: [String] = []
    }
    class ItemsViewController: UIViewController, UITableViewDataSource {
        let model = ItemsModel()
        let tableView = UITableView()
        let totalLabel = UILabel()
        @IBAction func change(_ sender: Any) {
            1️⃣\(action)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            model.items.count
        }
        func tableView(
            _ tableView: UITableView, cellForRowAt indexPath: IndexPath
        ) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = model.items[indexPath.row]
            return cell
        }
    }
    """
  }

  @Test func aClosureGivenToTheModelChangesNoRow() {
    assertFindings(
      Self.itemsScreen("model.onTotal = { [weak self] in self?.totalLabel.text = \"\\($0)\" }"),
      [], rules: [.listDataWithoutReload])
  }

  @Test func theModelsItemsChangedWithoutAReloadAreStillReported() {
    assertFindings(
      Self.itemsScreen("model.items = []"),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'model'"])],
      rules: [.listDataWithoutReload])
  }

  // MARK: SL303, the list given its data source after the write

  /// A photo grid whose fetch callback writes the photos; `after` follows the write (a call
  /// of `configure()`, which gives the grid its data source, or of `unhook()`, which takes it
  /// away).
  static func photoGrid(_ after: String) -> String {
    """
    import UIKit
    class PhotosViewController: UIViewController, UICollectionViewDataSource {
        var photos: [UIImage] = []
        lazy var collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        @objc func loaded(_ list: [UIImage]) {
            1️⃣photos = list
            \(after)
        }
        private func configure() {
            collectionView.dataSource = self
        }
        private func unhook() {
            collectionView.dataSource = nil
        }
        func collectionView(
            _ collectionView: UICollectionView, numberOfItemsInSection section: Int
        ) -> Int {
            photos.count
        }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }
    """
  }

  @Test func givingTheListItsDataSourceAfterTheWriteLoadsTheRows() {
    assertFindings(Self.photoGrid("configure()"), [], rules: [.listDataWithoutReload])
  }

  @Test func takingTheDataSourceAwayIsNoReload() {
    assertFindings(
      Self.photoGrid("unhook()"),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'photos'"])],
      rules: [.listDataWithoutReload])
  }

  // MARK: SL206, a cell's avatar whose nib fixes its size

  /// A cell that rounds its avatar outlet from the outlet's width in `awakeFromNib()`.
  static let avatarCell = """
    import UIKit
    class ConversationCell: UITableViewCell {
        @IBOutlet var avatar: UIImageView!
        override func awakeFromNib() {
            super.awakeFromNib()
            1️⃣avatar.layer.cornerRadius = avatar.frame.width / 2
            avatar.clipsToBounds = true
        }
    }
    """

  /// The cell's nib; `sizes` are the avatar's own constraints.
  static func cellNib(_ sizes: String) -> SourceFile {
    SourceFile(
      path: "ConversationCell.xib",
      text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
            <tableViewCell id="c1" customClass="ConversationCell" customModule="App">
              <tableViewCellContentView key="contentView" id="content">
                <subviews>
                  <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img">
                    <rect key="frame" x="8" y="8" width="62" height="61"/>
                    <constraints>
                      \(sizes)
                    </constraints>
                  </imageView>
                </subviews>
                <constraints>
                  <constraint firstItem="img" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="k1"/>
                  <constraint firstItem="img" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="k2"/>
                </constraints>
              </tableViewCellContentView>
              <connections>
                <outlet property="avatar" destination="img" id="o1"/>
              </connections>
            </tableViewCell>
          </objects>
        </document>
        """)
  }

  @Test func anAvatarTheNibFixesInSizeIsRoundedFromItsFinalSize() {
    assertFindings(
      Self.avatarCell, [], rules: [.layerSizedOnce],
      extraFiles: [
        Self.cellNib(
          """
          <constraint firstAttribute="width" constant="62" id="w"/>
          <constraint firstAttribute="height" constant="62" id="h"/>
          """)
      ])
  }

  /// The radius is half the width: a nib that fixes only the height leaves the width read to
  /// layout. (A nib that fixes the width alone fixes all the radius reads: the thirteenth
  /// UIKit sample, `ThirteenthUIKitSampleClassTests`.)
  @Test func anAvatarWhoseWidthTheNibLeavesFreeIsStillReported() {
    assertFindings(
      Self.avatarCell,
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'avatar'"])],
      rules: [.layerSizedOnce],
      extraFiles: [Self.cellNib(#"<constraint firstAttribute="height" constant="62" id="h"/>"#)])
  }

  // MARK: SL303, a helper of a helper the reloading methods call

  /// A groups screen whose `loaded(_:)` calls `split()`, which sorts through `sortByDate()`;
  /// `other` is a further method.
  static func groupsScreen(_ other: String) -> String {
    """
    import UIKit
    class GroupsViewController: UIViewController, UICollectionViewDataSource {
        var groups: [Date] = []
        var admin: [Date] = []
        @IBOutlet weak var collectionView: UICollectionView!
        @objc func loaded(_ list: [Date]) {
            groups = list
            split()
            collectionView.reloadData()
        }
        private func split() {
            sortByDate()
            admin = groups.filter { $0 < Date() }
        }
        private func sortByDate() {
            1️⃣groups = groups.sorted()
        }
        \(other)
        func collectionView(
            _ collectionView: UICollectionView, numberOfItemsInSection section: Int
        ) -> Int {
            groups.count
        }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }
    """
  }

  @Test func aHelperReachedFromTheReloadingMethodIsCovered() {
    assertFindings(Self.groupsScreen(""), [], rules: [.listDataWithoutReload])
  }

  @Test func aWriteOutsideTheReloadingMethodsReachIsStillReported() {
    assertFindings(
      Self.groupsScreen("@objc func clear() { 2️⃣groups = [] }"),
      [FindingSpec("2️⃣", .listDataWithoutReload, mentions: ["'clear'"])],
      rules: [.listDataWithoutReload])
  }
}
