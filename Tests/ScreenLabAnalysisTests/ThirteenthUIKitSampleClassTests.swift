import Testing

@testable import ScreenLabAnalysis

/// The wrong classes of the thirteenth UIKit sample (Docs/Analyzer.md, "Precision on unmarked
/// public code (thirteenth sample, 2026-12-07), UIKit"): each correct shape stays silent, and
/// its twin bug is still reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct ThirteenthUIKitSampleClassTests {
  // MARK: SL206, a child controller made from a storyboard

  /// A container screen whose `viewDidLoad()` runs `body` over its outlet `panel`.
  static func container(_ body: String) -> String {
    """
    import UIKit
    class ContainerViewController: UIViewController {
        @IBOutlet weak var panel: UIView!
        func makeCard() -> UIView? { UIView() }
        override func viewDidLoad() {
            super.viewDidLoad()
            \(body)
        }
    }
    """
  }

  /// `instantiateViewController(withIdentifier:)` returns a controller, uncast: its root
  /// view (a scene's, of flexible width and height) follows the panel it fills.
  @Test func aStoryboardChildsRootViewFollowsItsPanel() {
    assertFindings(
      Self.container(
        """
        if let child = storyboard?.instantiateViewController(withIdentifier: "Bottom") {
                    addChild(child)
                    child.view.frame = panel.bounds
                    panel.addSubview(child.view)
                }
                let first = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()!
                first.view.frame = panel.bounds
                panel.addSubview(first.view)
        """), [], rules: [.layerSizedOnce])
  }

  /// A view another helper makes, sized the same way, has no autoresizing mask of its own.
  @Test func aViewAHelperMakesSizedTheSameWayIsStillReported() {
    assertFindings(
      Self.container(
        """
        if let card = makeCard() {
                    1️⃣card.frame = panel.bounds
                    panel.addSubview(card)
                }
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, severity: .note, mentions: ["'card.frame'"])],
      rules: [.layerSizedOnce])
  }

  // MARK: SL206, one dimension the storyboard fixes

  /// A profile screen whose avatar is rounded from `size` in `viewDidLoad()`, and a cell
  /// whose badge is rounded the same way in `awakeFromNib()`.
  static func rounded(_ size: String) -> String {
    """
    import UIKit
    class AccountViewController: UIViewController {
        @IBOutlet weak var avatar: UIImageView!
        override func viewDidLoad() {
            super.viewDidLoad()
            1️⃣avatar.layer.cornerRadius = avatar.frame.\(size) * 0.5
        }
    }
    class BadgeCell: UITableViewCell {
        @IBOutlet weak var badge: UIView!
        override func awakeFromNib() {
            super.awakeFromNib()
            2️⃣badge.layer.cornerRadius = badge.bounds.size.\(size) / 2
        }
    }
    """
  }

  /// The scenes of both classes: each view has a constant width of its own and a height
  /// that its superview's constraints give.
  static let widthOnly: [SourceFile] = [
    storyboardScene(
      controller: "AccountViewController",
      view: """
        <subviews>
          <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img1">
            <rect key="frame" x="157" y="204" width="100" height="100"/>
            <constraints>
              <constraint firstAttribute="width" constant="100" id="w1"/>
            </constraints>
          </imageView>
        </subviews>
        <constraints>
          <constraint firstItem="img1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
          <constraint firstAttribute="bottom" secondItem="img1" secondAttribute="bottom" constant="9" id="b1"/>
        </constraints>
        """, outlets: [("avatar", "img1")]),
    SourceFile(
      path: "BadgeCell.xib",
      text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
            <tableViewCell id="cell1" customClass="BadgeCell" customModule="App">
              <tableViewCellContentView key="contentView" id="content1">
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="badge1">
                    <rect key="frame" x="16" y="8" width="28" height="28"/>
                    <constraints>
                      <constraint firstAttribute="width" constant="28" id="w2"/>
                    </constraints>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="badge1" firstAttribute="top" secondItem="content1" secondAttribute="top" constant="8" id="t2"/>
                  <constraint firstAttribute="bottom" secondItem="badge1" secondAttribute="bottom" constant="8" id="b2"/>
                </constraints>
              </tableViewCellContentView>
              <connections>
                <outlet property="badge" destination="badge1" id="o2"/>
              </connections>
            </tableViewCell>
          </objects>
        </document>
        """),
  ]

  /// Half the width, which a constant width constraint fixes: the radius is already the
  /// final one.
  @Test func aRadiusFromTheWidthTheStoryboardFixesIsNotSizedLater() {
    assertFindings(
      Self.rounded("width"), [], rules: [.layerSizedOnce], extraFiles: Self.widthOnly)
  }

  /// Half the height, which the superview's constraints give, of the same views.
  @Test func aRadiusFromTheHeightLayoutGivesIsStillReported() {
    assertFindings(
      Self.rounded("height"),
      [
        FindingSpec("1️⃣", .layerSizedOnce, mentions: ["avatar"]),
        FindingSpec("2️⃣", .layerSizedOnce, mentions: ["badge"]),
      ],
      rules: [.layerSizedOnce], extraFiles: Self.widthOnly)
  }

  // MARK: SL303, a presented picker that leads nowhere

  /// A picker of unassigned people that reads them from Core Data in `viewDidLoad()`,
  /// closes itself on cancel, and runs `more`.
  static func picker(_ more: String = "") -> String {
    """
    import UIKit
    import CoreData
    final class PeoplePickerViewController: UITableViewController {
        var people: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            1️⃣people = DataStore.shared.unassignedPeople()
            tableView.reloadData()
        }
        @IBAction func cancel(_ sender: Any) {
            dismiss(animated: true, completion: nil)
        }
        \(more)
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            people.count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = people[indexPath.row]
            return cell
        }
    }
    """
  }

  /// The picker's scene, with `cell` inside its table view.
  static func pickerScene(cell: String = "") -> SourceFile {
    storyboardScene(
      controller: "PeoplePickerViewController",
      view: """
        <subviews>
          <tableView id="table1">
            <prototypes>
              <tableViewCell reuseIdentifier="cell" id="cell1">
                \(cell)
              </tableViewCell>
            </prototypes>
          </tableView>
        </subviews>
        """, outlets: [])
  }

  /// Closed by `dismiss`, opening nothing: each showing is a new picker, which reads the
  /// storage again.
  @Test func aPickerThatOnlyClosesIsNotComeBackTo() {
    assertFindings(
      Self.picker(), [], rules: [.listDataWithoutReload], extraFiles: [Self.pickerScene()])
  }

  /// The same picker whose cells open a detail screen (a segue in its scene), or whose code
  /// pushes one: the user comes back to it.
  @Test func aPickerThatOpensAnotherScreenIsStillReported() {
    let expected = [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'people'"])]
    assertFindings(
      Self.picker(), expected, rules: [.listDataWithoutReload],
      extraFiles: [
        Self.pickerScene(
          cell: #"<connections><segue destination="detail1" kind="show" id="sg1"/></connections>"#)
      ])
    assertFindings(
      Self.picker(
        """
        func openHelp() {
                navigationController?.pushViewController(UIViewController(), animated: true)
            }
        """), expected, rules: [.listDataWithoutReload], extraFiles: [Self.pickerScene()])
  }
}
