import ScreenLabAnalysis
import Testing

/// The classes of wrong findings a judged sample of public code showed (Docs/Analyzer.md,
/// "Precision on unmarked public code"): each variant's reported twin is the stale shape, its
/// correct twin the shape the sample held, which must stay silent.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct MirrorSampleClassTests {
  static let all: [ClassVariant] = ownedObjects + imageViewDrawers + listSetUp

  @Test(arguments: all) func theReportedTwinIsReported(_ variant: ClassVariant) {
    assertFindings(variant.reported, variant.expected, rules: [variant.rule])
  }

  @Test(arguments: all) func theCorrectTwinIsNotReported(_ variant: ClassVariant) {
    assertFindings(variant.correct, [], rules: [variant.rule])
  }

  /// SL101: objects the screen owns, configured in set-up code or changed through a subview.
  static let ownedObjects: [ClassVariant] = [
    ClassVariant(
      "forEachOverOwnOutletsAfterDisplay", .drawnPropertyWithoutRedraw, findings: 2,
      reported: #"""
        import UIKit
        final class Tick: UIControl {
            var isTicked = false { didSet { setNeedsDisplay() } }
            var 1️⃣tickColor: UIColor = .black
            override func draw(_ rect: CGRect) {
                tickColor.setFill()
                if isTicked { UIBezierPath(ovalIn: bounds).fill() }
            }
        }
        final class FormController: UIViewController {
            @IBOutlet var agree: Tick!
            @IBOutlet var subscribe: Tick!
            @IBAction func themeChanged(_ sender: UISwitch) {
                [agree, subscribe].forEach { 2️⃣$0?.tickColor = sender.isOn ? .white : .black }
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class Tick: UIControl {
            var isTicked = false { didSet { setNeedsDisplay() } }
            var tickColor: UIColor = .black
            override func draw(_ rect: CGRect) {
                tickColor.setFill()
                if isTicked { UIBezierPath(ovalIn: bounds).fill() }
            }
        }
        final class FormController: UIViewController {
            @IBOutlet var agree: Tick!
            @IBOutlet var subscribe: Tick!
            override func viewDidLoad() {
                super.viewDidLoad()
                prepareTicks()
            }
            private func prepareTicks() {
                [agree, subscribe].forEach { $0?.tickColor = .systemGreen }
            }
        }
        """#),
    ClassVariant(
      "forLoopOverOutletCollectionAfterDisplay", .drawnPropertyWithoutRedraw, findings: 2,
      reported: #"""
        import UIKit
        final class Pip: UIView {
            var 1️⃣pipColor: UIColor = .gray
            override func draw(_ rect: CGRect) {
                pipColor.setFill()
                UIBezierPath(ovalIn: bounds).fill()
            }
        }
        final class RatingController: UIViewController {
            @IBOutlet var pips: [Pip]!
            func show(rating: Int) {
                for (index, pip) in pips.enumerated() where index < rating {
                    2️⃣pip.pipColor = .systemYellow
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class Pip: UIView {
            var pipColor: UIColor = .gray
            override func draw(_ rect: CGRect) {
                pipColor.setFill()
                UIBezierPath(ovalIn: bounds).fill()
            }
        }
        final class RatingController: UIViewController {
            @IBOutlet var pips: [Pip]!
            override func viewDidLoad() {
                super.viewDidLoad()
                for pip in pips {
                    pip.pipColor = .lightGray
                }
            }
        }
        """#),
    ClassVariant(
      "valueMemberWrittenVersusSubviewMember", .drawnPropertyWithoutRedraw,
      reported: #"""
        import UIKit
        final class FramedPhotoView: UIView {
            @IBOutlet var photo: UIImageView!
            var inset = CGPoint(x: 4, y: 4)
            override func draw(_ rect: CGRect) {
                UIBezierPath(rect: photo.frame.insetBy(dx: -inset.x, dy: -inset.y)).stroke()
            }
            func widen() {
                1️⃣inset.x = 8
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class FramedPhotoView: UIView {
            @IBOutlet var photo: UIImageView!
            var inset = CGPoint(x: 4, y: 4)
            override func draw(_ rect: CGRect) {
                UIBezierPath(rect: photo.frame.insetBy(dx: -inset.x, dy: -inset.y)).stroke()
            }
            func show(_ picture: UIImage) {
                photo.image = picture
                self.photo.alpha = 1
            }
        }
        """#),
    ClassVariant(
      "memberNameThroughOwnLayer", .drawnPropertyWithoutRedraw,
      reported: #"""
        import UIKit
        final class BadgeView: UIView {
            var shadowOffset = CGSize(width: 0, height: 2)
            override func draw(_ rect: CGRect) {
                UIBezierPath(ovalIn: bounds.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)).fill()
            }
        }
        final class Holder: UIView {
            func sink(_ row: RowModel) {
                1️⃣row.badgeView.shadowOffset = CGSize(width: 0, height: 6)
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class BadgeView: UIView {
            var shadowOffset = CGSize(width: 0, height: 2)
            override func draw(_ rect: CGRect) {
                UIBezierPath(ovalIn: bounds.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)).fill()
            }
        }
        final class Holder: UIView {
            func sink(_ row: RowModel) {
                layer.shadowOffset = CGSize(width: 0, height: 6)
            }
        }
        """#),
  ]

  /// SL101 and SL105 stay silent in a `UIImageView` subclass, whose `draw(_:)` never runs
  /// (SL109 reports the override).
  static let imageViewDrawers: [ClassVariant] = [
    ClassVariant(
      "inspectableLevelOfAnImageView", .drawnPropertyWithoutRedraw,
      reported: #"""
        import UIKit
        @IBDesignable final class GlowView: UIView {
            @IBInspectable var 1️⃣level: CGFloat = 0
            override func draw(_ rect: CGRect) {
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * level, height: 4)).fill()
            }
        }
        """#,
      correct: #"""
        import UIKit
        @IBDesignable final class GlowView: UIImageView {
            @IBInspectable var level: CGFloat = 0
            override func draw(_ rect: CGRect) {
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * level, height: 4)).fill()
            }
        }
        """#)
  ]

  /// SL303: a method only the screen's own set-up calls, in an app whose other screens
  /// declare a method of the same name and call their own.
  static let listSetUp: [ClassVariant] = [
    ClassVariant(
      "sameNamedLoaderOfAnotherScreen", .listDataWithoutReload, reported: fruitsScreen,
      // The same app without the refresh action: only set-up loads the rows.
      correct: fruitsScreen.replacingOccurrences(
        of: """
              @IBAction func refresh(_ sender: Any) {
                  loadRows()
              }

          """, with: ""
      ).replacingOccurrences(of: "1️⃣", with: ""))
  ]

  static let fruitsScreen = #"""
    import UIKit
    final class FruitsController: UITableViewController {
        var fruits: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            loadRows()
        }
        @IBAction func refresh(_ sender: Any) {
            loadRows()
        }
        func loadRows() {
            1️⃣fruits = ["apple", "pear"]
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }
    }
    final class ShopsController: UIViewController {
        var shops: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            loadRows()
        }
        func loadRows() {
            shops = ["corner"]
        }
    }
    """#
}
