import ScreenLabAnalysis
import Testing

/// SL323: a view's stored value that only its set-up copies to the screen, written later
/// (Docs/Analyzer.md, SL323). Each reported shape has a correct twin that must stay silent.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SetUpOnlyValueTests {
  /// A badge that shows `title` from its set-up; `extra` adds members, `apply` replaces how
  /// set-up shows it.
  static func badge(
    _ declaration: String = "var title = \"\"", extra: String = "",
    apply: String = "label.text = title"
  ) -> String {
    """
    final class BadgeView: UIView {
        \(declaration)
        private let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            setUp()
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUp()
        }
        private func setUp() {
            \(apply)
            addSubview(label)
        }
        \(extra)
    }
    """
  }

  static let owner = """
    final class InboxController: UIViewController {
        let badge = BadgeView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(badge)
            1️⃣badge.title = "New"
        }
    }
    """

  @Test func anOwnerWritingAValueOnlySetUpShowedIsReportedAtTheWrite() {
    assertFindings(
      Self.badge() + "\n" + Self.owner,
      [FindingSpec("1️⃣", .valueAppliedOnlyInSetUp, mentions: ["title", "BadgeView", "setUp()"])],
      rules: [.valueAppliedOnlyInSetUp])
  }

  @Test func aMethodOrAnotherPropertysObserverOfTheViewWritingItIsReported() {
    // A method of the view stores a new count and shows nothing.
    assertFindings(
      Self.badge(
        "var count = 0", extra: "func increment() { 1️⃣count += 1 }",
        apply: "label.text = String(count)"),
      [FindingSpec("1️⃣", .valueAppliedOnlyInSetUp, mentions: ["count"])],
      rules: [.valueAppliedOnlyInSetUp])
    // Another property's observer turns its text into the items set-up built the rows from.
    assertFindings(
      """
      final class ChoiceRow: UIView {
          var names = ["", ""]
          var text: String? {
              didSet { 1️⃣names = (text ?? "").components(separatedBy: ",") }
          }
          private let stack = UIStackView()
          override func awakeFromNib() {
              super.awakeFromNib()
              build()
          }
          func build() {
              for name in names {
                  let label = UILabel()
                  label.text = name
                  stack.addArrangedSubview(label)
              }
              addSubview(stack)
          }
      }
      """,
      [FindingSpec("1️⃣", .valueAppliedOnlyInSetUp, mentions: ["names", "build()"])],
      rules: [.valueAppliedOnlyInSetUp])
  }

  @Test func aValueShownAgainOrNeverWrittenLaterIsNotReported() {
    let quiet = [
      // Its observer shows it.
      Self.badge("var title = \"\" { didSet { label.text = title } }") + "\n" + Self.owner,
      // The layout pass shows it too.
      Self.badge(
        extra: "override func layoutSubviews() { super.layoutSubviews(); label.text = title }")
        + "\n" + Self.owner,
      // An update method of the view calls the helper that shows it: the helper is not set-up.
      Self.badge(extra: "func refresh(with text: String) { title = text; setUp() }"),
      // The owner calls a public method that shows it after the write.
      Self.badge(extra: "func apply() { label.text = title }")
        + "\n"
        + Self.owner.replacingOccurrences(
          of: "1️⃣badge.title = \"New\"", with: "badge.title = \"New\"; badge.apply()"),
      // The writing method shows the new text itself; the property is bookkeeping.
      Self.badge(extra: "func rename(_ text: String) { title = text; label.text = text }"),
      // Set-up starts a timer whose handler shows it: the handler runs later, not in set-up.
      Self.badge(
        "var count = 0",
        extra: "func tick() { label.text = String(count) }\n    func increment() { count += 1 }",
        apply:
          "label.text = String(count)\n        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }"
      ),
      // Set-up's helper shows its own parameter of the same name, not the property.
      Self.badge(
        "var value = 0",
        extra: "func show(value: Int) { label.tag = value }\n    func reset() { value = 0 }",
        apply: "show(value: 3)"),
      // Nothing writes it after set-up.
      Self.badge(),
      // Set-up reads it but shows nothing with it.
      Self.badge(apply: "print(title)") + "\n"
        + Self.owner.replacingOccurrences(of: "1️⃣", with: ""),
      // A subview, not a value.
      Self.badge("var icon = UIImageView()", apply: "addSubview(icon)")
        + "\nfinal class Holder: UIViewController { let badge = BadgeView(); func swap() { badge.icon = UIImageView() } }",
    ]
    for source in quiet {
      assertFindings(
        source.replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.valueAppliedOnlyInSetUp])
    }
    // Not a view: a model object with the same shape.
    assertFindings(
      (Self.badge() + "\n" + Self.owner).replacingOccurrences(
        of: "final class BadgeView: UIView", with: "final class BadgeView: NSObject"
      ).replacingOccurrences(of: "1️⃣", with: ""),
      [], rules: [.valueAppliedOnlyInSetUp])
  }

  /// A controller that shows `score` in `viewDidLoad()`; `action` is its button's body.
  static func scoreScreen(_ action: String) -> String {
    """
    final class ScoreController: UIViewController {
        @IBOutlet weak var scoreLabel: UILabel!
        var score = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            scoreLabel.text = "\\(score)"
        }
        @IBAction func addPoint(_ sender: UIButton) {
            \(action)
        }
    }
    """
  }

  @Test func aControllerWritingWhatOnlyViewDidLoadShowedIsReported() {
    assertFindings(
      Self.scoreScreen("1️⃣score += 1"),
      [FindingSpec("1️⃣", .valueAppliedOnlyInSetUp, mentions: ["score", "viewDidLoad()"])],
      rules: [.valueAppliedOnlyInSetUp])
  }

  @Test func aControllerThatShowsOrLeavesOrIsHandedTheValueBeforeLoadingIsNotReported() {
    let quiet = [
      // The action shows the new score.
      Self.scoreScreen("score += 1; scoreLabel.text = \"\\(score)\""),
      // The action leaves the screen: the value is for the next one.
      Self.scoreScreen("score += 1; dismiss(animated: true)"),
      // The action copies the switch's own state: the switch already shows it.
      Self.scoreScreen("score = Int(sender.tag); useSound = soundSwitch.isOn").replacingOccurrences(
        of: "var score = 0",
        with:
          "var score = 0\n    var useSound = false\n    @IBOutlet weak var soundSwitch: UISwitch!"
      ).replacingOccurrences(
        of: "scoreLabel.text = \"\\(score)\"", with: "soundSwitch.isOn = useSound"),
      // The action closes a pop-up through a helper that removes the view.
      Self.scoreScreen("score = 0; close()").replacingOccurrences(
        of: "override func viewDidLoad()",
        with: "func close() { view.removeFromSuperview() }\n    override func viewDidLoad()"),
      // Its initializer gives it a value: before the view loads.
      Self.scoreScreen("print(sender)").replacingOccurrences(
        of: "var score = 0",
        with:
          "var score: Int\n    init(score: Int) { self.score = score; super.init(nibName: nil, bundle: nil) }\n    required init?(coder: NSCoder) { score = 0; super.init(coder: coder) }"
      ),
      // Only the owner writes it, before the view loads.
      Self.scoreScreen("print(sender)")
        + """

        final class MenuController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if let next = segue.destination as? ScoreController { next.score = 10 }
            }
        }
        """,
    ]
    for source in quiet {
      assertFindings(source, [], rules: [.valueAppliedOnlyInSetUp])
    }
  }
}
