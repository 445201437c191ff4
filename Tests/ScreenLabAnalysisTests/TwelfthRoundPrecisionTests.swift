import ScreenLabAnalysis
import Testing

/// The false alarms of the ninth blind set (Docs/Analyzer.md, "The twelfth round"), each
/// narrowed for its class with a reported and an unreported twin: the member of another value
/// read as the controller's own property (SL303), a draw pass that measures the view (SL105),
/// state of a touch that the touch's next phases draw (SL101), and a model made in place that
/// the view never uses (SL404); and two classes the mirrored repositories showed: a model
/// whose values all live in `UserDefaults` (SL404) and a cell its list configures row by row
/// (SL315).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct TwelfthRoundPrecisionTests {
  // MARK: - SL303, a member of another value

  @Test func aPropertyTheCellsShowWrittenWithoutAReloadIsReported() {
    assertFindings(
      """
      final class ListController: UITableViewController {
          var items: [Item] = []
          var caption = ""
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              1️⃣caption = "Today"
          }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              items.count
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
              cell.textLabel?.text = caption + items[indexPath.row].name
              return cell
          }
      }
      """, [FindingSpec("1️⃣", .listDataWithoutReload, mentions: ["'caption'"])],
      rules: [.listDataWithoutReload])
  }

  @Test func theControllersTitleIsNotTheTitleOfTheItemsTheCellsShow() {
    assertFindings(
      """
      final class ListController: UITableViewController {
          var items: [Item] = []
          var category: Category?
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              title = category?.name
              self.navigationItem.prompt = category?.caption
          }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              items.count
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let item = items[indexPath.row]
              let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
              cell.textLabel?.text = item.title
              cell.detailTextLabel?.text = item.navigationItem.prompt
              return cell
          }
      }
      """, [], rules: [.listDataWithoutReload])
  }

  // MARK: - SL105, a pass that measures the view

  @Test func aDrawPassThatKeepsAValueOfTheDataIsReported() {
    assertFindings(
      """
      final class ChartView: UIView {
          var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
          var unit: CGFloat = 1
          override func draw(_ rect: CGRect) {
              1️⃣unit = bounds.height / (values.max() ?? 1)
              for (index, value) in values.enumerated() {
                  UIBezierPath(rect: CGRect(x: CGFloat(index) * 10, y: 0, width: 8, height: value * unit)).fill()
              }
          }
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              print(unit)
          }
      }
      """, [FindingSpec("1️⃣", .mutationInDraw, mentions: ["'unit'"])], rules: [.mutationInDraw])
  }

  @Test func aDrawPassThatMeasuresTheViewFromItsSizeIsNotReported() {
    assertFindings(
      """
      final class BoardView: UIView {
          var cell: CGFloat = 40
          var originX: CGFloat = .zero
          var originY: CGFloat = 0
          override func draw(_ rect: CGRect) {
              cell = min(bounds.width, bounds.height) / 9
              originX = (bounds.width - cell * 8) / 2
              self.originY = (rect.size.height - CGFloat(8) * cell) / 2
              UIBezierPath(rect: CGRect(x: originX, y: originY, width: cell * 8, height: cell * 8)).stroke()
          }
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              guard let point = touches.first?.location(in: self) else { return }
              print(Int((point.x - originX) / cell), Int((point.y - originY) / cell))
          }
      }
      """, [], rules: [.mutationInDraw])
  }

  // MARK: - SL101, state of a touch that the next phases draw

  @Test func aTouchDownStateThatOnlyTheEndOfTheTouchDrawsIsReported() {
    assertFindings(
      """
      final class PadView: UIView {
          var pressedKey: Int?
          override func draw(_ rect: CGRect) {
              if let key = pressedKey { UIBezierPath(rect: CGRect(x: key * 20, y: 0, width: 20, height: 40)).fill() }
          }
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              1️⃣pressedKey = 3
          }
          override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
              pressedKey = nil
              setNeedsDisplay()
          }
      }
      """, [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw, mentions: ["'pressedKey'"])],
      rules: [.drawnPropertyWithoutRedraw])
  }

  @Test func aTouchDownStateThatTheMoveAndTheEndDrawIsNotReported() {
    assertFindings(
      """
      final class BoardView: UIView {
          private var fromSquare = -1
          private var lifted: UIImage?
          private var fingerAt = CGPoint.zero
          override func draw(_ rect: CGRect) {
              UIBezierPath(rect: CGRect(x: fromSquare * 20, y: 0, width: 20, height: 20)).fill()
              lifted?.draw(at: fingerAt)
          }
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              fromSquare = 4
              lifted = UIImage(named: "piece")
          }
          override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
              fingerAt = touches.first?.location(in: self) ?? .zero
              setNeedsDisplay()
          }
          override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
              lifted = nil
              setNeedsDisplay()
          }
      }
      """, [], rules: [.drawnPropertyWithoutRedraw])
  }

  // MARK: - SL404, a model the view never uses

  @Test func anObservedModelMadeInPlaceThatTheViewUsesIsReported() {
    assertFindings(
      """
      struct RecordingRow: View {
          1️⃣@ObservedObject var player = AudioPlayer()
          var url: URL
          var body: some View {
              Button(player.isPlaying ? "Stop" : "Play") { player.start(url) }
          }
      }
      """, [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'player'"])],
      rules: [.modelCreatedInPlace])
  }

  @Test func anObservedModelMadeInPlaceThatTheViewNeverUsesIsNotReported() {
    assertFindings(
      """
      struct RecordingRow: View {
          @ObservedObject var player = AudioPlayer()
          var url: URL
          var body: some View {
              NavigationLink(destination: Text(url.lastPathComponent)) {
                  Text(url.lastPathComponent)
              }
          }
      }
      """, [], rules: [.modelCreatedInPlace])
  }

  // MARK: - Found over the mirrored repositories

  @Test func aModelWhoseValuesAreAllInUserDefaultsIsNotReportedAndAnotherIs() {
    let view = """
      struct SettingRow: View {
          let storage: LocalStorage = .init()
          var body: some View { Toggle("Dark", isOn: storage.$darkMode) }
      }
      """
    assertFindings(
      """
      final class LocalStorage: ObservableObject {
          @AppStorage("dark") var darkMode = false
          @AppStorage("name") var name = ""
      }
      """ + "\n" + view, [], rules: [.modelCreatedInPlace])
    assertFindings(
      """
      final class LocalStorage: ObservableObject {
          @AppStorage("dark") var darkMode = false
          @Published var name = ""
      }
      """ + "\n" + view.replacingOccurrences(of: "let storage", with: "1️⃣let storage"),
      [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'storage'"])],
      rules: [.modelCreatedInPlace])
  }

  @Test func aCellWhoseListConfiguresItsSubviewsRowByRowIsNotReported() {
    assertFindings(
      """
      final class SkillCell: UITableViewCell {
          let separator = UIView()
          let caption = UILabel()
          func showSeparator() { separator.isHidden = false }
          func addCaption() { contentView.addSubview(caption) }
          func show(text: String) { caption.text = text }
      }
      final class SkillsController: UITableViewController {
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "skill") as! SkillCell
              if indexPath.row == 3 { cell.showSeparator() } else { cell.show(text: "Swift") }
              return cell
          }
      }
      """, [], rules: [.cellStateNotReset])
  }
}
