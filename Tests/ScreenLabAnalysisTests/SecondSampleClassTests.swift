import ScreenLabAnalysis
import Testing

/// The classes of wrong findings the first judged sample of public code showed and left for a
/// second round (Docs/Analyzer.md, "Precision on unmarked public code"): each variant's
/// reported twin is the stale shape, its correct twin the shape the sample held, which must
/// stay silent.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SecondSampleClassTests {
  static let all: [ClassVariant] =
    redrawingCallers + rebuiltTrees + literalImages

  @Test(arguments: all) func theReportedTwinIsReported(_ variant: ClassVariant) {
    assertFindings(variant.reported, variant.expected, rules: [variant.rule])
  }

  @Test(arguments: all) func theCorrectTwinIsNotReported(_ variant: ClassVariant) {
    assertFindings(variant.correct, [], rules: [variant.rule])
  }

  /// SL206 notes a view placed from its container's size in set-up; a nib's view is not.
  @Test(arguments: nibContent) func aNibViewIsNotPlacedOnce(_ variant: ClassVariant) {
    assertFindings(
      variant.reported, [FindingSpec("1️⃣", variant.rule, severity: .note)],
      rules: [variant.rule])
    assertFindings(variant.correct, [], rules: [variant.rule])
  }

  /// SL101: a helper whose callers are set-up code or redraw after calling it.
  static let redrawingCallers: [ClassVariant] = [
    ClassVariant(
      "helperCalledBySetUpAndByARedrawingReload", .drawnPropertyWithoutRedraw, findings: 2,
      reported: #"""
        import UIKit
        final class Bars: UIView {
            private var values: [Double] = []
            private var scale: CGFloat = 1
            override init(frame: CGRect) {
                super.init(frame: frame)
                values = [3, 1, 2]
                rescale()
            }
            required init?(coder: NSCoder) { fatalError() }
            private func rescale() { 1️⃣scale = bounds.height / CGFloat(values.max() ?? 1) }
            func append(_ value: Double) {
                2️⃣values.append(value)
                rescale()
            }
            override func draw(_ rect: CGRect) {
                for (index, value) in values.enumerated() {
                    UIRectFill(CGRect(x: CGFloat(index) * 10, y: 0, width: 8, height: CGFloat(value) * scale))
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class Bars: UIView {
            private var values: [Double] = []
            private var scale: CGFloat = 1
            override init(frame: CGRect) {
                super.init(frame: frame)
                values = [3, 1, 2]
                rescale()
            }
            required init?(coder: NSCoder) { fatalError() }
            private func rescale() { scale = bounds.height / CGFloat(values.max() ?? 1) }
            func append(_ value: Double) {
                values.append(value)
                rescale()
                setNeedsDisplay()
            }
            override func draw(_ rect: CGRect) {
                for (index, value) in values.enumerated() {
                    UIRectFill(CGRect(x: CGFloat(index) * 10, y: 0, width: 8, height: CGFloat(value) * scale))
                }
            }
        }
        """#)
  ]

  /// SL105: one helper or pass that adds several stored subviews is one defect.
  static let rebuiltTrees: [ClassVariant] = [
    ClassVariant(
      "helperAddsEachButton", .mutationInDraw,
      reported: #"""
        import UIKit
        final class Dock: UIView {
            let home = UIButton()
            let search = UIButton()
            let settings = UIButton()
            override func draw(_ rect: CGRect) {
                UIRectFill(rect)
                place()
            }
            private func place() {
                1️⃣addSubview(home)
                addSubview(search)
                addSubview(settings)
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class Dock: UIView {
            let home = UIButton()
            let search = UIButton()
            let settings = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                place()
            }
            required init?(coder: NSCoder) { fatalError() }
            override func draw(_ rect: CGRect) { UIRectFill(rect) }
            private func place() {
                addSubview(home)
                addSubview(search)
                addSubview(settings)
            }
        }
        """#)
  ]

  /// SL206: a view loaded from a nib keeps the nib's flexible autoresizing mask.
  static let nibContent: [ClassVariant] = [
    ClassVariant(
      "codeMadeContentSizedOnce", .layerSizedOnce,
      reported: #"""
        import UIKit
        final class Banner: UIView {
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                let content = UIView()
                1️⃣content.frame = bounds
                addSubview(content)
            }
        }
        """#,
      correct: #"""
        import UIKit
        extension UIView {
            func viewFromNib() -> UIView? {
                UINib(nibName: String(describing: type(of: self)), bundle: nil)
                    .instantiate(withOwner: self).first as? UIView
            }
        }
        final class Banner: UIView {
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                guard let content = viewFromNib() else { return }
                content.frame = bounds
                addSubview(content)
            }
        }
        """#)
  ]

  /// SL318: an `if` that unwraps an image every row's literal data holds.
  static let literalImages: [ClassVariant] = [
    ClassVariant(
      "imageMissingFromSomeRows", .cellContentNotReset,
      reported: #"""
        import UIKit
        final class FruitList: UITableViewController {
            let fruits: [[String: Any]] = [
                ["title": "Apple", "picture": #imageLiteral(resourceName: "apple")],
                ["title": "Quince", "picture": NSNull()],
            ]
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
                cell.textLabel?.text = fruits[indexPath.row]["title"] as? String
                1️⃣if let picture = fruits[indexPath.row]["picture"] as? UIImage {
                    cell.imageView?.image = picture
                }
                return cell
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class FruitList: UITableViewController {
            let fruits: [[String: Any]] = [
                ["title": "Apple", "picture": #imageLiteral(resourceName: "apple")],
                ["title": "Quince", "picture": UIImage(named: "quince")!],
            ]
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
                cell.textLabel?.text = fruits[indexPath.row]["title"] as? String
                if let picture = fruits[indexPath.row]["picture"] as? UIImage {
                    cell.imageView?.image = picture
                }
                return cell
            }
        }
        """#),
    ClassVariant(
      "imageReadFromAFile", .cellContentNotReset,
      reported: #"""
        import UIKit
        final class BadgeCell: UITableViewCell {
            @IBOutlet var badgeView: UIImageView!
            @IBOutlet var nameLabel: UILabel!
            func show(name: String, badgePath: String) {
                nameLabel.text = name
                1️⃣if let badge = UIImage(contentsOfFile: badgePath) {
                    badgeView.image = badge
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class BadgeCell: UITableViewCell {
            @IBOutlet var badgeView: UIImageView!
            @IBOutlet var nameLabel: UILabel!
            func show(name: String) {
                nameLabel.text = name
                if let badge = UIImage(named: "verified") {
                    badgeView.image = badge
                }
            }
        }
        """#),
  ]
}
