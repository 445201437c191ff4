import ScreenLabAnalysis
import Testing

/// The classes built on the nineteenth blind set's misses after its one measurement
/// (Docs/Analyzer.md, "The nineteenth blind set"), each with reported and unreported twins
/// written for the class, none of a corpus's files.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct NineteenthSetClassTests {
  // MARK: - SL309, a shown member left behind on one way through a method

  static func settings(_ method: String, extra: String = "") -> String {
    """
    import UIKit
    class SettingsViewController: UIViewController {
        @IBOutlet weak var sizeLabel: UILabel!
        @IBOutlet weak var nameField: UITextField!
        let sizes: [Int] = [12, 14, 17]
        var size: Int = 14
        var start = Date()
        var end = Date()
        var days = 0
        \(extra)
        \(method)
    }
    """
  }

  @Test func aResetThatShowsTheValueBeforeResettingItIsReported() {
    assertFindings(
      Self.settings(
        """
        @IBAction func resetTapped(_ sender: Any) {
            1️⃣sizeLabel.text = "\\(size) pt"
            size = sizes[1]
        }
        """),
      [FindingSpec("1️⃣", .summaryNotRefreshed, mentions: ["'sizeLabel'", "'size'", "old value"])],
      rules: [.summaryNotRefreshed])
  }

  @Test func aResetThatShowsTheValueAfterResettingItIsNotReported() {
    assertFindings(
      Self.settings(
        """
        @IBAction func resetTapped(_ sender: Any) {
            size = sizes[1]
            sizeLabel.text = "\\(size) pt"
        }
        """),
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aCursorMovedOnAfterItsItemIsShownIsNotReported() {
    assertFindings(
      Self.settings(
        """
        @IBAction func nextTapped(_ sender: Any) {
            sizeLabel.text = "\\(sizes[size])"
            size += 1
        }
        """),
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aResetFollowedByACallOfTheMethodThatShowsItIsNotReported() {
    assertFindings(
      Self.settings(
        """
        @IBAction func resetTapped(_ sender: Any) {
            sizeLabel.text = "\\(size) pt"
            size = sizes[1]
            showSize()
        }
        func showSize() { sizeLabel.text = "\\(size) pt" }
        """),
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aBranchThatStoresAnInputOfTheShownCountWithoutRecomputingItIsReported() {
    assertFindings(
      Self.settings(
        """
        @objc func doneTapped() {
            if nameField.isEditing {
                1️⃣self.start = Date()
            } else {
                self.end = Date()
                days = Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0
                sizeLabel.text = "Days: " + String(days)
            }
        }
        """),
      [
        FindingSpec(
          "1️⃣", .summaryNotRefreshed, mentions: ["'start'", "'sizeLabel'", "not written again"])
      ],
      rules: [.summaryNotRefreshed])
  }

  @Test func bothBranchesRecomputingTheShownCountAreNotReported() {
    assertFindings(
      Self.settings(
        """
        @objc func doneTapped() {
            if nameField.isEditing {
                self.start = Date()
            } else {
                self.end = Date()
            }
            days = Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0
            sizeLabel.text = "Days: " + String(days)
        }
        """),
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aBranchThatLeavesTheScreenIsNotReported() {
    assertFindings(
      Self.settings(
        """
        @objc func doneTapped() {
            if nameField.isEditing {
                self.start = Date()
                dismiss(animated: true)
            } else {
                days = Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0
                sizeLabel.text = "Days: " + String(days)
            }
        }
        """),
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aMemberWhoseObserverShowsItIsNotReported() {
    assertFindings(
      """
      import UIKit
      class SettingsViewController: UIViewController {
          @IBOutlet weak var sizeLabel: UILabel!
          var size: Int = 14 { didSet { sizeLabel.text = "\\(size) pt" } }
          @IBAction func resetTapped(_ sender: Any) {
              sizeLabel.text = "\\(size) pt"
              size = 14
          }
      }
      """,
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aValueCopiedFromTheShownControlIsNotReported() {
    assertFindings(
      """
      import UIKit
      class VolumeViewController: UIViewController {
          @IBOutlet weak var slider: UISlider!
          var volume: Float = 0.5
          @IBAction func changed(_ sender: Any) {
              if volume > 0.9 {
                  volume = slider.value
              } else {
                  slider.value = volume
              }
          }
      }
      """,
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aBranchChangingAnotherFieldOfAModelWhoseMethodIsShownIsNotReported() {
    assertFindings(
      """
      import UIKit
      class GuessViewController: UIViewController {
          @IBOutlet weak var wordLabel: UILabel!
          var game = Game()
          @IBAction func letterTapped(_ sender: UIButton) {
              if game.contains("a") {
                  wordLabel.text = game.reveal("a")
              } else {
                  game.misses += 1
              }
          }
      }
      """,
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aClearThatEmptiesTheViewBeforeResettingItsMemberIsNotReported() {
    assertFindings(
      Self.settings(
        """
        @IBAction func clearTapped(_ sender: Any) {
            if size > 0 {
                sizeLabel.text = "\\(size) pt"
            } else {
                sizeLabel.text = ""
                size = 0
            }
        }
        """),
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aBranchThatShowsTheChangeInAnotherViewIsNotReported() {
    assertFindings(
      """
      import UIKit
      class GalleryViewController: UIViewController {
          @IBOutlet weak var leftImage: UIImageView!
          @IBOutlet weak var rightImage: UIImageView!
          let names = ["a", "b", "c"]
          var index = 0
          @IBAction func leftTapped(_ sender: UIButton) {
              if index > 0 {
                  index = index - 1
                  leftImage.image = UIImage(named: names[index])
              } else {
                  index = names.count - 1
                  rightImage.image = UIImage(named: names[index])
              }
          }
      }
      """,
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aMemberCopiedFromTheViewThroughAGuardIsNotReported() {
    assertFindings(
      """
      import UIKit
      class CalculatorViewController: UIViewController {
          @IBOutlet weak var display: UILabel!
          var stored: Double = 0
          @IBAction func operatorTapped(_ sender: UIButton) {
              if sender.tag == 1 {
                  guard let text = display.text, let number = Double(text) else { return }
                  stored = number
              } else {
                  display.text = "\\(stored)"
              }
          }
      }
      """,
      [], rules: [.summaryNotRefreshed])
  }
}
