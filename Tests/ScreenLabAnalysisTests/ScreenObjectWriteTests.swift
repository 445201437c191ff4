import Testing

@testable import ScreenLabAnalysis

/// SL303 and SL308 follow the data the rows are made from. A cell provider also reads the
/// screen's own objects — the table it dequeues from, the view it measures, the navigation
/// controller it pushes on — and writing those configures the screen: no reload is owed.
/// Found on the mirrored public repositories, where set-up methods called from a button or
/// from `viewWillAppear(_:)` that set a table outlet's `delegate` or hide the navigation bar
/// were reported as unreloaded list data, a value only the selection callback reads, and
/// the mutators of a data source object whose owner reloads (Docs/Analyzer.md, SL303).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct ScreenObjectWriteTests {
  @Test func configuringTheListOutletAndTheNavigationBarIsNotAModelWrite() {
    assertFindings(
      """
      final class CartController: UIViewController, UITableViewDataSource {
          @IBOutlet weak var cartTable: UITableView!
          @IBOutlet weak var totalLabel: UILabel!
          var products: [Product] = []
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              navigationController?.isNavigationBarHidden = true
              totalLabel.textColor = .gray
          }
          @IBAction func edit(_ sender: Any) { configureTable() }
          func configureTable() {
              cartTable.delegate = nil
              cartTable.dataSource = self
              cartTable.rowHeight = 64
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              products.count
          }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = cartTable.dequeueReusableCell(withIdentifier: "row", for: indexPath)
              cell.textLabel?.text = products[indexPath.row].name
              totalLabel.isHidden = products.isEmpty
              navigationController?.navigationBar.prefersLargeTitles = true
              return cell
          }
      }
      """, [], rules: [.listDataWithoutReload, .listDataChangedBeforeDelayedReload])
  }

  @Test func theDataBesideTheListOutletIsStillReported() {
    assertFindings(
      """
      final class CartController: UIViewController, UITableViewDataSource {
          @IBOutlet weak var cartTable: UITableView!
          var products: [Product] = []
          var results: NSFetchedResultsController<Product>!
          @IBAction func edit(_ sender: Any) { configureTable() }
          func configureTable() {
              cartTable.dataSource = self
              1️⃣products.removeAll()
          }
          @IBAction func filter(_ sender: Any) {
              2️⃣results = makeResults()
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              products.count + (results.fetchedObjects?.count ?? 0)
          }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = cartTable.dequeueReusableCell(withIdentifier: "row", for: indexPath)
              cell.textLabel?.text = products[indexPath.row].name
              return cell
          }
      }
      """,
      [
        FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'products'"]),
        FindingSpec("2️⃣", .listDataWithoutReload, mentions: ["'results'"]),
      ],
      rules: [.listDataWithoutReload])
  }

  @Test func whatOnlyTheSelectionCallbackReadsIsNotShownInTheRows() {
    assertFindings(
      """
      final class BreedController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
          var breeds: [String] = []
          var chosenBreed: String?
          func submit(_ answer: String) {
              chosenBreed = answer
          }
          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
              breeds.count
          }
          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
              let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "breed", for: indexPath)
              return cell
          }
          func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
              if chosenBreed == breeds[indexPath.item] { return }
              chosenBreed = breeds[indexPath.item]
          }
      }
      """, [], rules: [.listDataWithoutReload])
  }

  @Test func aDataSourceObjectLeavesTheReloadToTheScreenThatCallsIt() {
    assertFindings(
      """
      final class RowsSource: NSObject, UITableViewDataSource {
          private var rows: [String] = []
          func add(_ row: String) { rows.append(row) }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              rows.count
          }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
              cell.textLabel?.text = rows[indexPath.row]
              return cell
          }
      }
      final class RowsScreen: RowsBaseVC, UITableViewDataSource {
          private var rows: [String] = []
          @IBAction func add(_ sender: Any) { 1️⃣rows.append("new") }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              rows.count
          }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
              cell.textLabel?.text = rows[indexPath.row]
              return cell
          }
      }
      """, [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'rows'"])],
      rules: [.listDataWithoutReload])
  }
}
