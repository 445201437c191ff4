import ScreenLabAnalysis
import Testing

/// The classes built on the eighteenth blind set's misses after its one measurement
/// (Docs/Analyzer.md, "The eighteenth blind set"), each with reported and unreported twins
/// written for the class, none of a corpus's files.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EighteenthSetClassTests {
  // MARK: - SL401, UserDefaults read while a body is computed

  static func badge(_ body: String, extra: String = "") -> String {
    """
    import SwiftUI
    struct UnitBadge: View {
        let distance: Double
        \(extra)
        var body: some View {
            \(body)
        }
    }
    """
  }

  @Test func aDefaultsValueShownInABodyIsReported() {
    assertFindings(
      Self.badge(
        """
        VStack {
            Text(1️⃣UserDefaults.standard.bool(forKey: "metric") ? "\\(distance) km" : "\\(distance) mi")
        }
        """),
      [
        FindingSpec(
          "1️⃣", .unobservedClassModel, mentions: ["'UnitBadge'", "@AppStorage(\"metric\")"])
      ],
      rules: [.unobservedClassModel])
  }

  @Test func aDefaultsValueReadByAComputedPropertyTheBodyShowsIsReported() {
    assertFindings(
      Self.badge(
        "Text(unitName)",
        extra: """
          var unitName: String {
              1️⃣UserDefaults(suiteName: "group.app")?.string(forKey: "unit") ?? "km"
          }
          """),
      [FindingSpec("1️⃣", .unobservedClassModel, mentions: ["UserDefaults"])],
      rules: [.unobservedClassModel])
  }

  @Test func aDefaultsValueReadThroughAppStorageIsNotReported() {
    assertFindings(
      Self.badge(
        """
        Text(UserDefaults.standard.bool(forKey: "metric") ? "km" : "mi")
        """,
        extra: #"@AppStorage("metric") private var metric = true"#),
      [], rules: [.unobservedClassModel])
  }

  @Test func aDefaultsValueLoadedByAMethodPassedByNameIsNotReported() {
    assertFindings(
      Self.badge(
        "Text(unit).onAppear(perform: loadUnit)",
        extra: """
          @State private var unit = "km"
          func loadUnit() {
              unit = UserDefaults.standard.string(forKey: "unit") ?? "km"
          }
          """),
      [], rules: [.unobservedClassModel])
  }

  @Test func aDefaultsValueWrittenOrReadInAnActionIsNotReported() {
    assertFindings(
      Self.badge(
        """
        Button("Switch") {
            let metric = UserDefaults.standard.bool(forKey: "metric")
            UserDefaults.standard.set(!metric, forKey: "metric")
        }
        """),
      [], rules: [.unobservedClassModel])
  }

  // MARK: - SL206, a subview sized from the root view through local constants

  static func carousel(_ setUp: String, extra: String = "") -> String {
    """
    import UIKit
    final class GalleryViewController: UIViewController {
        var pager: PagerView!
        override func viewDidLoad() {
            super.viewDidLoad()
            \(setUp)
            view.addSubview(pager)
            \(extra)
        }
    }
    """
  }

  @Test func aSubviewMadeWithTheRootSizeThroughConstantsIsReported() {
    assertFindings(
      Self.carousel(
        """
        let width = self.view.frame.width
        let height = view.bounds.size.height
        1️⃣pager = PagerView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'pager'", "viewDidLoad()"])],
      rules: [.layerSizedOnce])
  }

  @Test func aSubviewPlacedFromAConstantOfAConstantIsReported() {
    assertFindings(
      Self.carousel(
        """
        1️⃣let size = view.bounds.size
        let side = size.width - 40
        pager = PagerView()
        pager.frame = CGRect(x: 20, y: 80, width: side, height: side)
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, severity: .note, mentions: ["'pager.frame'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aSubviewSizedFromConstantsThatFollowsItsViewIsNotReported() {
    assertFindings(
      Self.carousel(
        """
        let width = view.frame.width
        pager = PagerView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        """,
        extra: "pager.autoresizingMask = [.flexibleWidth]"),
      [], rules: [.layerSizedOnce])
  }

  @Test func aLocalSubviewPlacedFromTheRootSizeIsReported() {
    // Left alone until the class of SL206 (EarlyGeometryClassTests): reviewers disagreed on a
    // subview the controller keeps no reference to; it keeps the first width all the same.
    assertFindings(
      Self.carousel(
        """
        let chart = ChartView()
        1️⃣chart.frame = CGRect(x: 0, y: 150, width: view.frame.size.width, height: 300)
        view.addSubview(chart)
        pager = PagerView(frame: .zero)
        """),
      [FindingSpec("1️⃣", .layerSizedOnce, severity: .note, mentions: ["'chart.frame'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aSubviewSizedFromConstantsOfAnotherSizeIsNotReported() {
    assertFindings(
      Self.carousel(
        """
        let width = UIScreen.main.bounds.width / 2
        let frame = pager?.frame ?? .zero
        pager = PagerView(frame: CGRect(x: frame.minX, y: 0, width: width, height: 200))
        """),
      [], rules: [.layerSizedOnce])
  }

  // MARK: - SL309, a shown member changed by an action, itself or through a method

  static func wallet(_ action: String, extra: String = "") -> String {
    """
    import UIKit
    final class Wallet { var balance = 0.0 }
    final class WalletViewController: UIViewController {
        @IBOutlet var balanceLabel: UILabel!
        var wallet = Wallet()
        override func viewDidLoad() {
            super.viewDidLoad()
            showBalance()
        }
        func showBalance() {
            balanceLabel.text = "Balance: \\(wallet.balance)"
        }
        func pay(from payer: Wallet, amount: Double) {
            payer.balance -= amount
        }
        @IBAction func payTapped(_ sender: UIButton) {
            \(action)
        }
        \(extra)
    }
    """
  }

  @Test func aMemberChangedThroughAMethodTheActionPassesItToIsReported() {
    assertFindings(
      Self.wallet("1️⃣pay(from: wallet, amount: 5)"),
      [FindingSpec("1️⃣", .summaryNotRefreshed, mentions: ["'wallet.balance'", "'balanceLabel'"])],
      rules: [.summaryNotRefreshed])
  }

  @Test func aMemberChangedByTheActionItselfIsReported() {
    assertFindings(
      Self.wallet("2️⃣wallet.balance += 10"),
      [FindingSpec("2️⃣", .summaryNotRefreshed, mentions: ["'wallet.balance'"])],
      rules: [.summaryNotRefreshed])
  }

  @Test func aMemberChangedAndShownAgainIsNotReported() {
    assertFindings(
      Self.wallet(
        """
        pay(from: wallet, amount: 5)
        showBalance()
        """),
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aMemberShownOnlyBySetUpCodeIsLeftToTheSummaryRule() {
    // With no update method, a label written once in viewDidLoad() is not read as a summary.
    assertFindings(
      """
      import UIKit
      final class Wallet { var balance = 0.0 }
      final class WalletViewController: UIViewController {
          @IBOutlet var balanceLabel: UILabel!
          var wallet = Wallet()
          override func viewDidLoad() {
              super.viewDidLoad()
              balanceLabel.text = "Balance: \\(wallet.balance)"
          }
          @IBAction func payTapped(_ sender: UIButton) {
              wallet.balance -= 5
          }
      }
      """, [], rules: [.summaryNotRefreshed])
  }

  @Test func aMemberFollowingTheUsersEditIsNotReported() {
    assertFindings(
      """
      import UIKit
      final class Account { var name = "" }
      final class AccountViewController: UIViewController {
          @IBOutlet var nameField: UITextField!
          @IBOutlet var titleLabel: UILabel!
          var account = Account()
          func show() {
              nameField.text = account.name
              titleLabel.text = account.name
          }
          @IBAction func nameEdited(_ field: UITextField) {
              account.name = field.text ?? ""
          }
          override func viewWillDisappear(_ animated: Bool) {
              super.viewWillDisappear(animated)
              account.name = "saved"
          }
      }
      """, [], rules: [.summaryNotRefreshed])
  }

  @Test func aMemberShownInATextFieldAndChangedByAnActionIsLeftAlone() {
    // A text field shows what the user typed; its text is not read as a summary of the data.
    assertFindings(
      """
      import UIKit
      final class Account { var credits = 0 }
      final class CreditsViewController: UIViewController {
          @IBOutlet var creditsField: UITextField!
          var account = Account()
          func show() { creditsField.text = "\\(account.credits)" }
          @IBAction func addTapped(_ sender: UIButton) { account.credits += 1 }
      }
      """, [], rules: [.summaryNotRefreshed])
  }

  @Test func aMemberOfAnotherObjectChangedThroughTheMethodIsNotReported() {
    assertFindings(
      Self.wallet("pay(from: Wallet(), amount: 5)"),
      [], rules: [.summaryNotRefreshed])
  }

  @Test func aMemberChangedBeforeLeavingTheScreenIsNotReported() {
    assertFindings(
      Self.wallet(
        """
        pay(from: wallet, amount: 5)
        navigationController?.popViewController(animated: true)
        """),
      [], rules: [.summaryNotRefreshed])
  }
}
