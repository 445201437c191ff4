import ScreenLabAnalysis
import Testing

/// The classes of the eighteenth round (Docs/Analyzer.md, "The eighteenth round"), each with a
/// reported and an unreported twin written for the class, none of a corpus's files.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EighteenthRoundClassTests {
  // MARK: - SL206, a controller's image view made a circle from its storyboard frame

  static func memberCard(_ load: String, layout: String = "") -> String {
    """
    final class MemberCardController: UIViewController {
        @IBOutlet weak var portrait: UIImageView!
        @IBOutlet weak var followButton: UIButton!
        override func viewDidLoad() {
            super.viewDidLoad()
            \(load)
            portrait.clipsToBounds = true
        }
        \(layout)
    }
    """
  }

  @Test func aPortraitRoundedFromItsStoryboardWidthInViewDidLoadIsReported() {
    assertFindings(
      Self.memberCard("1️⃣portrait.layer.cornerRadius = portrait.frame.size.width / 2"),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["viewDidLoad()", "'portrait'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aPortraitRoundedFromItsBoundsHeightIsReported() {
    assertFindings(
      Self.memberCard("1️⃣self.portrait.layer.cornerRadius = self.portrait.bounds.height / 2"),
      [FindingSpec("1️⃣", .layerSizedOnce)], rules: [.layerSizedOnce])
  }

  @Test func aPortraitRoundedAgainAfterLayoutIsNotReported() {
    assertFindings(
      Self.memberCard(
        "portrait.layer.cornerRadius = portrait.frame.width / 2",
        layout: """
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              portrait.layer.cornerRadius = portrait.bounds.width / 2
          }
          """), [], rules: [.layerSizedOnce])
  }

  @Test func aButtonRoundedFromItsStoryboardHeightIsReported() {
    // Left alone until the class of SL206 (EarlyGeometryClassTests): a button's archived
    // height is its final one only when its constraints fix it, which the analysis cannot see.
    assertFindings(
      Self.memberCard("1️⃣followButton.layer.cornerRadius = followButton.frame.height / 2"),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["'followButton'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aPortraitGivenAFixedRadiusIsNotReported() {
    assertFindings(
      Self.memberCard("portrait.layer.cornerRadius = portrait.frame.width / 8 + 4"), [],
      rules: [.layerSizedOnce])
  }

  // MARK: - SL206, a subview centred on the root view in viewDidLoad

  static func gauge(_ extra: String) -> String {
    """
    final class GaugeController: UIViewController {
        var dial: DialView!
        override func viewDidLoad() {
            super.viewDidLoad()
            dial = DialView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            1️⃣dial.center = view.center
            \(extra)
            view.addSubview(dial)
        }
    }
    """
  }

  @Test func aSubviewCentredOnTheRootViewInViewDidLoadIsReported() {
    assertFindings(
      Self.gauge(""),
      [FindingSpec("1️⃣", .layerSizedOnce, severity: .note, mentions: ["'dial.center'"])],
      rules: [.layerSizedOnce])
  }

  @Test func aCentredSubviewThatFollowsTheSizeIsNotReported() {
    assertFindings(
      Self.gauge(
        "dial.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, "
          + ".flexibleTopMargin, .flexibleBottomMargin]"),
      [], rules: [.layerSizedOnce])
  }

  // MARK: - SL318, a checkmark set on the cell `cellForRow(at:)` returns

  static func chores(_ provider: String) -> String {
    """
    final class ChoresController: UITableViewController {
        var chores = ["Dishes", "Laundry"]
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Chore", for: indexPath)
            cell.textLabel?.text = chores[indexPath.row]
            \(provider)
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            if tableView.cellForRow(at: indexPath)?.accessoryType == .checkmark {
                1️⃣tableView.cellForRow(at: indexPath)?.accessoryType = .none
            } else {
                2️⃣tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
            }
        }
    }
    """
  }

  @Test func aCheckmarkSetOnTheFetchedCellItselfIsReported() {
    assertFindings(
      Self.chores(""),
      [
        FindingSpec("1️⃣", .cellContentNotReset, mentions: ["cellForRowAt never sets one"]),
        FindingSpec("2️⃣", .cellContentNotReset),
      ], rules: [.cellContentNotReset])
  }

  @Test func aCheckmarkTheProviderAlsoSetsIsNotReported() {
    // The provider sets the accessory of every row it hands out: a reused cell is reset.
    assertFindings(
      Self.chores("cell.accessoryType = .none").replacingOccurrences(of: "1️⃣", with: "")
        .replacingOccurrences(of: "2️⃣", with: ""), [], rules: [.cellContentNotReset])
  }

  // MARK: - SL303, a swiped-away row removed from the data only

  static func notes(_ after: String) -> String {
    """
    final class NotesController: UIViewController, UITableViewDataSource {
        @IBOutlet weak var list: UITableView!
        var notes: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            notes.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
            cell.textLabel?.text = notes[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete else { return }
            1️⃣notes.remove(at: indexPath.row)
            \(after)
        }
    }
    """
  }

  @Test func aRowRemovedFromTheArrayOnlyIsReported() {
    assertFindings(
      Self.notes(""),
      [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'notes'", "deleteRows"])],
      rules: [.listDataWithoutReload])
  }

  @Test func aRowRemovedAndDeletedIsNotReported() {
    assertFindings(
      Self.notes("tableView.deleteRows(at: [indexPath], with: .automatic)")
        .replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.listDataWithoutReload])
  }

  @Test func aRowRemovedFromAnArrayThatReloadsOnChangeIsNotReported() {
    assertFindings(
      Self.notes("").replacingOccurrences(of: "1️⃣", with: "")
        .replacingOccurrences(
          of: "var notes: [String] = []",
          with: "var notes: [String] = [] { didSet { list.reloadData() } }"),
      [], rules: [.listDataWithoutReload])
  }

  @Test func aRowRemovedThroughAHelperOfTheTypeIsNotReported() {
    // The helper may delete the row; it is not followed.
    assertFindings(
      Self.notes("dropRow(at: indexPath)").replacingOccurrences(of: "1️⃣", with: "")
        .replacingOccurrences(
          of: "    func tableView(_ tableView: UITableView, commit",
          with: "    func dropRow(at path: IndexPath) { list.reloadData() }\n"
            + "    func tableView(_ tableView: UITableView, commit"),
      [], rules: [.listDataWithoutReload])
  }

  // MARK: - SL303, a list of a module-level array not reloaded on return

  static func shopping(_ appear: String) -> String {
    """
    var basket: [String] = []
    final class BasketController: UIViewController, UITableViewDataSource {
        @IBOutlet weak var rows: UITableView!
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            basket.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            cell.textLabel?.text = basket[indexPath.row]
            return cell
        }
        override func 1️⃣viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            \(appear)
        }
    }
    """
  }

  @Test func aListOfAModuleLevelArrayNotReloadedOnReturnIsReported() {
    assertFindings(
      Self.shopping("title = \"Basket\""),
      [
        FindingSpec(
          "1️⃣", .listDataWithoutReload, mentions: ["'basket'", "viewWillAppear(_:)"])
      ], rules: [.listDataWithoutReload])
  }

  @Test func aMemberNamedLikeAModuleLevelVariableIsNotReported() {
    // `shelf.count` names a member, not the module-level `count`.
    assertFindings(
      Self.shopping("title = \"Basket\"").replacingOccurrences(of: "1️⃣", with: "")
        .replacingOccurrences(of: "var basket: [String] = []", with: "var count = 0")
        .replacingOccurrences(of: "basket.count", with: "shelf.count")
        .replacingOccurrences(of: "basket[indexPath.row]", with: "shelf[indexPath.row]")
        .replacingOccurrences(
          of: "@IBOutlet weak var rows", with: "let shelf = [\"Tea\"]\n    @IBOutlet weak var rows"),
      [], rules: [.listDataWithoutReload])
  }

  @Test func aListOfAModuleLevelArrayReloadedOnReturnIsNotReported() {
    assertFindings(
      Self.shopping("rows.reloadData()").replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.listDataWithoutReload])
  }

  // MARK: - SL204, a constraint changed before an empty animation block

  static func drawer(_ animations: String) -> String {
    """
    final class DrawerController: UIViewController {
        @IBOutlet weak var drawerBottom: NSLayoutConstraint!
        func keyboardMoved(by delta: CGFloat, duration: Double) {
            drawerBottom.constant -= delta
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: \(animations), completion: { _ in
                self.view.layoutIfNeeded()
            })
        }
    }
    """
  }

  @Test func aConstraintChangedBeforeAnEmptyAnimationBlockIsReported() {
    assertFindings(
      Self.drawer("1️⃣{}"),
      [
        FindingSpec(
          "1️⃣", .constraintChangeNotLaidOut,
          mentions: ["'drawerBottom.constant'", "empty"])
      ], rules: [.constraintChangeNotLaidOut])
  }

  @Test func aConstraintChangedBeforeABlockThatLaysOutIsNotReported() {
    assertFindings(
      Self.drawer("{ self.view.layoutIfNeeded() }"), [], rules: [.constraintChangeNotLaidOut])
  }

  // MARK: - SL403, a state object made from an initializer's argument

  static func forecast(_ storage: String, _ parameter: String, _ fill: String) -> String {
    """
    final class CityForecast: ObservableObject {
        @Published var days: [String] = []
        init(city: String) {}
    }
    struct ForecastScreen: View {
        \(storage)
        init(\(parameter)) {
            \(fill)
        }
        var body: some View {
            List(model.days, id: \\.self) { Text($0) }
        }
    }
    """
  }

  @Test func aStateObjectHandedInByTheParentIsReported() {
    assertFindings(
      Self.forecast(
        "@StateObject private var model: CityForecast", "_ model: CityForecast",
        "1️⃣self._model = .init(wrappedValue: model)"),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@StateObject var model'", ".id("])],
      rules: [.stateCopiesInput])
  }

  @Test func aStateObjectHandedInThroughItsInitializerIsReported() {
    assertFindings(
      Self.forecast(
        "@StateObject var model: CityForecast", "model: CityForecast",
        "1️⃣_model = StateObject(wrappedValue: model)"),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  @Test func aStateObjectMadeFromTheCityArgumentIsNotReported() {
    // Apple's documented way to seed an owned object from an input that does not change.
    assertFindings(
      Self.forecast(
        "@StateObject private var model: CityForecast", "city: String",
        "_model = StateObject(wrappedValue: CityForecast(city: city))"),
      [], rules: [.stateCopiesInput])
  }

  @Test func aStateObjectMadeFromAStartingValueIsNotReported() {
    assertFindings(
      Self.forecast(
        "@StateObject private var model: CityForecast", "initialCity: String",
        "_model = StateObject(wrappedValue: CityForecast(city: initialCity))"),
      [], rules: [.stateCopiesInput])
  }

  @Test func anObservedObjectHandedInByTheParentIsNotReported() {
    assertFindings(
      Self.forecast(
        "@ObservedObject var model: CityForecast", "_ model: CityForecast",
        "self._model = .init(wrappedValue: model)"),
      [], rules: [.stateCopiesInput])
  }

  // MARK: - SL319, an outlet of the next screen written before its view is loaded

  static func recipes(_ prepare: String, detail: String = "") -> String {
    """
    \(detail)
    final class RecipesController: UITableViewController {
        var recipes = ["Soup", "Bread"]
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            guard let path = tableView.indexPathForSelectedRow else { return }
            \(prepare)
        }
    }
    """
  }

  @Test func aDestinationLabelWrittenInPrepareIsReported() {
    assertFindings(
      Self.recipes(
        """
        if let detail = segue.destination as? RecipeDetailController {
                    1️⃣detail.titleLabel?.text = recipes[path.row]
                    detail.photoView?.image = UIImage(named: recipes[path.row])
                }
        """),
      [
        FindingSpec(
          "1️⃣", .destinationOutletWrittenEarly,
          mentions: ["'detail.titleLabel'", "viewDidLoad()"])
      ], rules: [.destinationOutletWrittenEarly])
  }

  @Test func aDestinationOutletOfASeenClassIsReported() {
    assertFindings(
      Self.recipes(
        """
        let detail = segue.destination as! RecipeDetailController
                1️⃣detail.heading.text = recipes[path.row]
        """,
        detail: """
          final class RecipeDetailController: UIViewController {
              @IBOutlet weak var heading: UILabel!
              var name = ""
          }
          """), [FindingSpec("1️⃣", .destinationOutletWrittenEarly)],
      rules: [.destinationOutletWrittenEarly])
  }

  @Test func aPlainPropertyOfTheDestinationIsNotReported() {
    assertFindings(
      Self.recipes(
        """
        let detail = segue.destination as! RecipeDetailController
                detail.heading.text = recipes[path.row]
        """,
        detail: """
          final class RecipeDetailController: UIViewController {
              let heading = UILabel()
          }
          """), [], rules: [.destinationOutletWrittenEarly])
  }

  @Test func aDestinationWhoseViewIsLoadedFirstIsNotReported() {
    assertFindings(
      Self.recipes(
        """
        if let detail = segue.destination as? RecipeDetailController {
                    detail.loadViewIfNeeded()
                    detail.titleLabel?.text = recipes[path.row]
                }
        """), [], rules: [.destinationOutletWrittenEarly])
  }
}
