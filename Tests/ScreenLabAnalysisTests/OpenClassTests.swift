import Testing

@testable import ScreenLabAnalysis

/// The UIKit samples' open classes closed on 2026-12-07 (Docs/Analyzer.md, "Open classes
/// closed (2026-12-07)"): the view's own constant style in `draw(_:)` (SL105, a note), a move hook of a
/// view nothing uses (SL208), a dictionary that names every case of its enum key (SL318), and
/// a member written through a subscript (SL101), and a pushed screen's callback made as it goes
/// (SL303). Each shape has its twin that stays reported.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct OpenClassTests {
  // MARK: SL105, the view's own constant style

  /// A gradient view whose `draw(_:)` writes `style` and fills its rectangle.
  static func styled(_ style: String, elsewhere: String = "") -> String {
    """
    import UIKit
    class GradientView: UIView {
        var tint: UIColor = .red
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            \(style)
            UIColor.red.setFill()
            UIRectFill(rect)
        }
        func highlight() {
            \(elsewhere)
        }
    }
    """
  }

  @Test func theViewsOwnConstantStyleInDrawIsANote() {
    assertFindings(
      Self.styled(
        """
        1️⃣clipsToBounds = true
                layer.masksToBounds = true
                backgroundColor = .black
                self.layer.borderColor = UIColor(white: 0, alpha: 1).cgColor
        """),
      [
        FindingSpec(
          "1️⃣", .mutationInDraw, severity: .note,
          mentions: ["'clipsToBounds', 'layer.masksToBounds', 'backgroundColor'"])
      ], rules: [.mutationInDraw])
  }

  @Test func theViewsOwnStyleFromAValueThatChangesIsReported() {
    // A stored value of the view: what the pass writes follows the data.
    assertFindings(
      Self.styled("1️⃣backgroundColor = tint"),
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["backgroundColor"])],
      rules: [.mutationInDraw])
  }

  @Test func aConstantOtherCodeReplacesIsReported() {
    // Another method gives the property another value: each pass puts its own back.
    assertFindings(
      Self.styled("1️⃣backgroundColor = .black", elsewhere: "backgroundColor = .white"),
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["backgroundColor"])],
      rules: [.mutationInDraw])
  }

  @Test func aStoredSublayersConstantStaysReported() {
    assertFindings(
      """
      import UIKit
      class Meter: UIView {
          private let fill = CAShapeLayer()
          override func draw(_ rect: CGRect) {
              1️⃣fill.strokeColor = UIColor.red.cgColor
              UIRectFill(rect)
          }
      }
      """,
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["fill.strokeColor"])],
      rules: [.mutationInDraw])
  }

  /// A text field that writes back its layer's radius through a computed property.
  static func rounded(getter: String) -> String {
    """
    import UIKit
    extension UIView {
        var cornerRadius: CGFloat {
            get { \(getter) }
            set { layer.cornerRadius = newValue }
        }
    }
    class BorderTextField: UITextField {
        override func draw(_ rect: CGRect) {
            1️⃣layer.cornerRadius = cornerRadius
        }
    }
    """
  }

  @Test func theLayersOwnValueWrittenBackIsANote() {
    assertFindings(
      Self.rounded(getter: "return layer.cornerRadius"),
      [FindingSpec("1️⃣", .mutationInDraw, severity: .note, mentions: ["layer.cornerRadius"])],
      rules: [.mutationInDraw])
  }

  @Test func anotherComputedValueWrittenToTheLayerIsReported() {
    assertFindings(
      Self.rounded(getter: "return bounds.height / 2"),
      [FindingSpec("1️⃣", .mutationInDraw, mentions: ["layer.cornerRadius"])],
      rules: [.mutationInDraw])
  }

  // MARK: SL208, a move hook of a view nothing uses

  /// A text view that adds a hint label each time it moves into a superview.
  static let hintedTextView = """
    import UIKit
    class HintTextView: UITextView {
        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            let label = UILabel()
            1️⃣addSubview(label)
        }
    }
    """

  @Test func aMoveHookOfAViewNothingUsesIsANote() {
    assertFindings(
      Self.hintedTextView,
      [FindingSpec("1️⃣", .layerAddedOnEveryLayout, severity: .note, mentions: ["label"])],
      rules: [.layerAddedOnEveryLayout])
  }

  @Test func aMoveHookOfAViewTheCodeMakesIsAWarning() {
    let screen = SourceFile(
      path: "NotesViewController.swift",
      text: """
        import UIKit
        class NotesViewController: UIViewController {
            let notes = HintTextView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(notes)
            }
        }
        """)
    assertFindings(
      Self.hintedTextView,
      [FindingSpec("1️⃣", .layerAddedOnEveryLayout, mentions: ["label"])],
      rules: [.layerAddedOnEveryLayout], extraFiles: [screen])
  }

  @Test func aMoveHookOfAViewAStoryboardNamesIsAWarning() {
    let storyboard = storyboardScene(
      controller: "NotesViewController",
      view: #"<subviews><textView id="t1" customClass="HintTextView"/></subviews>"#,
      outlets: [])
    assertFindings(
      Self.hintedTextView,
      [FindingSpec("1️⃣", .layerAddedOnEveryLayout, mentions: ["label"])],
      rules: [.layerAddedOnEveryLayout], extraFiles: [storyboard])
  }

  @Test func aLayoutPassOfAViewNothingUsesStaysAWarning() {
    assertFindings(
      """
      import UIKit
      class HintTextView: UITextView {
          override func layoutSubviews() {
              super.layoutSubviews()
              let label = UILabel()
              1️⃣addSubview(label)
          }
      }
      """,
      [FindingSpec("1️⃣", .layerAddedOnEveryLayout, mentions: ["label"])],
      rules: [.layerAddedOnEveryLayout])
  }

  // MARK: SL318, a dictionary that names every case of its enum key

  /// A cost list whose cell takes its payment image from `images`.
  static func costList(cases: String, images: String) -> String {
    """
    import UIKit
    enum Payment: Int {
        \(cases)
    }
    struct Cost { let name: String; let payment: Payment }
    struct Configuration {
        static let paymentImages: [Payment: UIImage] = \(images)
    }
    class CostCell: UITableViewCell {
        @IBOutlet var paymentView: UIImageView!
    }
    class CostListViewController: UITableViewController {
        var costs: [Cost] = []
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cost", for: indexPath) as! CostCell
            let cost = costs[indexPath.row]
            cell.textLabel?.text = cost.name
            1️⃣if let image = Configuration.paymentImages[cost.payment] {
                cell.paymentView.image = image
            }
            return cell
        }
    }
    """
  }

  @Test func anEntryEveryCaseHasIsSetOnEveryPath() {
    assertFindings(
      Self.costList(
        cases: "case cash\n    case card",
        images: #"[.cash: UIImage(named: "cash")!, .card: UIImage(named: "card")!]"#),
      [], rules: [.cellContentNotReset])
  }

  @Test func anEntryOneCaseLacksIsReported() {
    assertFindings(
      Self.costList(
        cases: "case cash\n    case card\n    case transfer",
        images: #"[.cash: UIImage(named: "cash")!, .card: UIImage(named: "card")!]"#),
      [FindingSpec("1️⃣", .cellContentNotReset, mentions: ["paymentView"])],
      rules: [.cellContentNotReset])
  }

  // MARK: SL101, a member written through a subscript

  /// A chart that draws its points' `y`; `update` is the body of a method that changes a
  /// point.
  static func pointChart(_ update: String) -> String {
    """
    import UIKit
    struct Sample { var y: CGFloat; var label: String }
    class LineChartView: UIView {
        var points: [Sample] = []
        override func draw(_ rect: CGRect) {
            let path = UIBezierPath()
            for (index, point) in points.enumerated() {
                path.addLine(to: CGPoint(x: CGFloat(index) * 10, y: point.y))
            }
            path.stroke()
        }
        func update(_ index: Int) {
            \(update)
        }
    }
    """
  }

  @Test func aMemberTheDrawPassNeverReadsWrittenThroughASubscriptIsNotReported() {
    assertFindings(
      Self.pointChart(#"points[index].label = "seen""#), [], rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aDrawnMemberWrittenThroughASubscriptIsReported() {
    assertFindings(
      Self.pointChart("1️⃣points[index].y = 3"),
      [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'points'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: SL303, a callback a covering screen makes as it goes

  /// A traveller list whose `addTraveller(_:)` a pushed editor calls from `caller`; the list
  /// reloads in `appear`.
  static func travellers(caller: String, appear: String = "tableView.reloadData()") -> String {
    """
    import UIKit
    protocol NewTravellerListener: AnyObject { func addTraveller(_ name: String) }
    class TravellerListViewController: UIViewController, UITableViewDataSource, NewTravellerListener {
        @IBOutlet weak var tableView: UITableView!
        var travellers: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            \(appear)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { travellers.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "t", for: indexPath)
            cell.textLabel?.text = travellers[indexPath.row]
            return cell
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            (segue.destination as? TravellerEditorViewController)?.listener = self
        }
        func addTraveller(_ name: String) {
            1️⃣travellers.append(name)
        }
    }
    class TravellerEditorViewController: UIViewController {
        weak var listener: NewTravellerListener?
        var name = ""
        \(caller)
    }
    """
  }

  /// The editor's callback made as it goes (`viewWillDisappear(_:)`).
  static let callsBackAsItGoes = """
    override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            listener?.addTraveller(name)
        }
    """

  @Test func aCallbackTheCoverMakesAsItGoesIsShownByTheReloadOnAppear() {
    assertFindings(
      Self.travellers(
        caller: Self.callsBackAsItGoes), [], rules: [.listDataWithoutReload])
  }

  @Test func aCallbackFromAnActionOfTheCoverIsReported() {
    // The editor may call back while it stays on screen: nothing appears again.
    assertFindings(
      Self.travellers(
        caller: """
          @IBAction func save(_ sender: Any) {
                  listener?.addTraveller(name)
              }
          """),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["travellers"])],
      rules: [.listDataWithoutReload])
  }

  @Test func aCallbackAsTheCoverGoesWithoutAReloadOnAppearIsReported() {
    assertFindings(
      Self.travellers(
        caller: Self.callsBackAsItGoes, appear: "title = \"Travellers\""),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["travellers"])],
      rules: [.listDataWithoutReload])
  }
}
