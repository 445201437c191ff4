import Testing

@testable import ScreenLabAnalysis

/// The wrong classes of the ninth UIKit sample (Docs/Analyzer.md, "Precision on unmarked
/// public code (ninth sample, 2026-12-07), UIKit"): each correct shape stays silent, and its
/// twin bug is still reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct NinthUIKitSampleClassTests {
  // MARK: SL309, another member of the object the label shows

  /// A layer inspector whose label shows one member of the layer; `write` is what the
  /// switch's action changes.
  static func inspector(_ write: String) -> String {
    """
    import UIKit
    class LayerViewController: UIViewController {
        let shown = CALayer()
    }
    class InspectorViewController: UITableViewController {
        @IBOutlet weak var gravityLabel: UILabel!
        weak var target: LayerViewController!
        func pick(_ gravity: String) {
            target.shown.contentsGravity = gravity
            gravityLabel.text = "\\(target.shown.contentsGravity.count) letters"
        }
        @IBAction func switchChanged(_ sender: UISwitch) {
            1️⃣\(write)
        }
    }
    """
  }

  @Test func aWriteOfAnotherMemberOfTheShownObjectLeavesTheLabelAlone() {
    assertFindings(
      Self.inspector("target.shown.isGeometryFlipped = sender.isOn"), [],
      rules: [.summaryNotRefreshed])
  }

  @Test func aWriteOfTheShownMemberItselfIsStillReported() {
    assertFindings(
      Self.inspector("target.shown.contentsGravity = sender.isOn ? \"center\" : \"resize\""),
      [FindingSpec("1️⃣", .summaryNotRefreshed, mentions: ["'gravityLabel'"])],
      rules: [.summaryNotRefreshed])
  }

  // MARK: SL101, Interface Builder settings the view changes through its own redrawing setter

  /// A gradient button whose colours are Interface Builder settings; `set` is the builder
  /// method the view offers to change them.
  static func gradientButton(set: String) -> String {
    """
    import UIKit
    class GradientButton: UIButton {
        @IBInspectable var 1️⃣startColor: UIColor = .white
        @IBInspectable var 2️⃣endColor: UIColor = .white
        override func draw(_ rect: CGRect) {
            let colors = [startColor.cgColor, endColor.cgColor] as CFArray
            let space = CGColorSpaceCreateDeviceRGB()
            if let gradient = CGGradient(colorsSpace: space, colors: colors, locations: nil) {
                UIGraphicsGetCurrentContext()?.drawLinearGradient(
                    gradient, start: .zero, end: CGPoint(x: rect.maxX, y: 0), options: [])
            }
        }
        func set(start: UIColor, end: UIColor) {
            3️⃣startColor = start
            4️⃣endColor = end
            \(set)
        }
    }
    """
  }

  @Test func settingsChangedOnlyThroughTheViewsRedrawingSetterAreNotReported() {
    assertFindings(
      Self.gradientButton(set: "setNeedsDisplay()"), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func settingsTheViewsOwnSetterChangesWithoutARedrawAreStillReported() {
    assertFindings(
      Self.gradientButton(set: ""),
      [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'startColor'"]),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw, mentions: ["'endColor'"]),
        FindingSpec("3️⃣", .drawnPropertyWithoutRedraw, mentions: ["'startColor'"]),
        FindingSpec("4️⃣", .drawnPropertyWithoutRedraw, mentions: ["'endColor'"]),
      ],
      rules: [.drawnPropertyWithoutRedraw])
  }
}
