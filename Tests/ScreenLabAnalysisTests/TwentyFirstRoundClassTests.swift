import ScreenLabAnalysis
import Testing

/// One variant of a stale-screen class (Docs/Analyzer.md, "The twenty-first round"): a
/// reported twin, with a marker at each finding, and a correct twin that stays silent. The
/// variants spell one class the ways real code does (another framework's callback, a helper
/// method in between, a collection view for a table view); none is a corpus's file.
struct ClassVariant: CustomTestStringConvertible, Sendable {
  let name: String
  let rule: Rule
  /// How many findings the reported twin has (markers 1️⃣, 2️⃣, … in source order).
  let findings: Int
  let reported: String
  let correct: String

  init(_ name: String, _ rule: Rule, findings: Int = 1, reported: String, correct: String) {
    self.name = name
    self.rule = rule
    self.findings = findings
    self.reported = reported
    self.correct = correct
  }

  var testDescription: String { name }

  var expected: [FindingSpec] {
    ["1️⃣", "2️⃣", "3️⃣"].prefix(findings).map { FindingSpec($0, rule) }
  }
}

/// The twenty-first round's variant catalogue, class by class, and the defects fixed with it.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct TwentyFirstRoundClassTests {
  static let all: [ClassVariant] =
    offMainThread + reusedCells + reloadAfterDataChange + animationModelValues
    + geometryBeforeLayout + redrawAndRelayout + drawPath + swiftUIModels

  @Test(arguments: all) func theReportedTwinIsReported(_ variant: ClassVariant) {
    assertFindings(variant.reported, variant.expected, rules: [variant.rule])
  }

  @Test(arguments: all) func theCorrectTwinIsNotReported(_ variant: ClassVariant) {
    assertFindings(variant.correct, [], rules: [variant.rule])
  }

  @Test func theCatalogueHoldsAtLeastFortyVariantsWithDistinctNames() {
    #expect(Self.all.count >= 40)
    #expect(Set(Self.all.map(\.name)).count == Self.all.count)
  }

  // MARK: - SL304, a method called on a background queue

  @Test func aQueryAMethodSetsUpIsReportedInItsHandlerNotAtTheCall() {
    // The permission handler calls a method that only sets up a HealthKit query: the label
    // is written by the query's handler, which is reported; the call writes nothing itself.
    assertFindings(
      """
      import HealthKit
      final class StepsController: UIViewController {
          @IBOutlet var stepsLabel: UILabel!
          let store = HKHealthStore()
          func start(types: Set<HKObjectType>) {
              store.requestAuthorization(toShare: nil, read: types) { granted, _ in
                  if granted { self.loadSteps() }
              }
          }
          func loadSteps() {
              let query = HKStatisticsCollectionQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil, options: .cumulativeSum, anchorDate: Date(), intervalComponents: DateComponents(day: 1))
              query.initialResultsHandler = { _, results, _ in
                  1️⃣self.stepsLabel.text = "\\(results?.statistics().count ?? 0)"
              }
              store.execute(query)
          }
      }
      """,
      [FindingSpec("1️⃣", .uiWorkOffMainThread)], rules: [.uiWorkOffMainThread])
  }

  @Test func aMethodThatGoesBackToTheMainQueueItselfIsNotReported() {
    assertFindings(
      """
      final class FeedController: UIViewController {
          @IBOutlet var statusLabel: UILabel!
          func load(url: URL) {
              URLSession.shared.dataTask(with: url) { data, _, _ in
                  self.show(count: data?.count ?? 0)
              }.resume()
          }
          func show(count: Int) {
              DispatchQueue.main.async { self.statusLabel.text = "\\(count)" }
          }
      }
      """, [], rules: [.uiWorkOffMainThread])
  }

  @Test func aChangeMessageHandedToAHelperClosureIsNotReported() {
    // `delay` is the app's own helper; it may run the closure on the main queue.
    assertFindings(
      """
      final class AlbumController: UIViewController, PHPhotoLibraryChangeObserver {
          @IBOutlet var countLabel: UILabel!
          func photoLibraryDidChange(_ changeInstance: PHChange) {
              delay(0.1) {
                  self.countLabel.text = "changed"
              }
          }
      }
      """, [], rules: [.uiWorkOffMainThread])
  }

  // MARK: - SL318, a cell's accessory set on some paths

  @Test func aCellMadeNewForEachRowIsNotReported() {
    // Nothing is dequeued: each row gets a new cell, which starts with no accessory.
    assertFindings(
      """
      final class OptionsController: UITableViewController {
          var chosen: Set<Int> = []
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
              if chosen.contains(indexPath.row) {
                  cell.accessoryType = .checkmark
              }
              return cell
          }
      }
      """, [], rules: [.cellContentNotReset])
  }

  @Test func anAccessoryChosenForBothStatesInsideAnUnwrapIsNotReported() {
    assertFindings(
      """
      final class OptionsController: UITableViewController {
          var chosen: Set<Int>?
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "Option", for: indexPath)
              if let chosen {
                  cell.accessoryType = chosen.contains(indexPath.row) ? .checkmark : .none
              }
              return cell
          }
      }
      """, [], rules: [.cellContentNotReset])
  }

  @Test func anAccessorySetInBothBranchesInsideAnUnwrapIsNotReported() {
    assertFindings(
      """
      final class AppliancesController: UITableViewController {
          var items: [Int: Bool] = [:]
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "Appliance", for: indexPath)
              if let checked = items[indexPath.row] {
                  if checked {
                      cell.accessoryType = .checkmark
                  } else {
                      cell.accessoryType = .none
                  }
              }
              return cell
          }
      }
      """, [], rules: [.cellContentNotReset])
  }

  // MARK: - SL204, one view moved in two animation blocks

  @Test func aViewMovedByTwoAnimationBlocksIsReportedOnceNamingTheOther() {
    assertFindings(
      """
      final class TabsController: UIViewController {
          let indicator = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              indicator.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(indicator)
              indicator.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
          }
          func selectFirst() {
              UIView.animate(withDuration: 0.2) {
                  1️⃣self.indicator.frame.origin.x = 0
              }
          }
          func selectSecond() {
              UIView.animate(withDuration: 0.2) {
                  self.indicator.frame.origin.x = 120
              }
          }
      }
      """,
      [FindingSpec("1️⃣", .constraintChangeNotLaidOut, mentions: ["selectSecond()"])],
      rules: [.constraintChangeNotLaidOut])
  }
}
