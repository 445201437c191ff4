import ScreenLabAnalysis
import Testing

/// Where SL206 reports a size read before Auto Layout has run when a local constant carries it
/// to the geometry: at the constant that reads the view's frame, the statement to move into
/// the layout pass (Docs/Analyzer.md, "SL206, the class"). Written for the class; none is a
/// corpus file.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EarlyReadClassTests {
  static func keypad(_ build: String, extra: String = "") -> String {
    """
    import UIKit
    final class KeypadViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            buildKeys()
        }
        func buildKeys() {
            \(build)
        }
        \(extra)
    }
    """
  }

  @Test func aSizeTakenIntoALocalIsReportedWhereItIsRead() {
    assertFindings(
      Self.keypad(
        """
        1️⃣let keyWidth = view.bounds.width / 3
                let keyHeight = keyWidth * 0.8
                for digit in 0..<9 {
                    let key = UIButton(frame: CGRect(x: CGFloat(digit % 3) * keyWidth, y: CGFloat(digit / 3) * keyHeight, width: keyWidth, height: keyHeight))
                    key.setTitle("\\(digit + 1)", for: .normal)
                    view.addSubview(key)
                }
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, severity: .note, mentions: ["'key.frame'", "'view'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aSizeReadInTheWriteItselfIsReportedAtTheWrite() {
    assertFindings(
      Self.keypad(
        """
        let keyHeight = view.bounds.height / 4
                for digit in 0..<9 {
                    let key = 1️⃣UIButton(frame: CGRect(x: CGFloat(digit % 3) * 40, y: 0, width: view.bounds.width / 3, height: keyHeight))
                    view.addSubview(key)
                }
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, severity: .note, mentions: ["'key.frame'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aSizeTheLayoutPassTakesAgainIsNotReported() {
    assertFindings(
      Self.keypad(
        """
        let keyWidth = view.bounds.width / 3
                let key = UIButton(frame: CGRect(x: 0, y: 0, width: keyWidth, height: keyWidth))
                view.addSubview(key)
        """,
        extra: """
          override func viewDidLayoutSubviews() {
                  super.viewDidLayoutSubviews()
                  buildKeys()
              }
          """), [], rules: [.layerSizedOnce])
  }
}
