import ScreenLabAnalysis
import Testing

/// The list classes of the seventh round, each with reported and unreported twins
/// (Docs/Analyzer.md, SL308 and SL309): data changed a delay before the reload that shows it,
/// and a summary label refreshed by one change of its data and not by another.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SeventhRoundListClassTests {
  // MARK: - SL308: the data changes now, the reload after a delay

  static func feed(_ refresh: String, extra: String = "") -> String {
    """
    final class FeedController: UIViewController, UITableViewDataSource {
        @IBOutlet weak var table: UITableView!
        var compact = false
        var entries: [String] = []
        let puller = UIRefreshControl()
        override func viewDidLoad() {
            super.viewDidLoad()
            entries = ["a", "b"]
            puller.addTarget(self, action: #selector(pulled), for: .valueChanged)
        }
        @objc func pulled() {
            \(refresh)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            entries.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
            cell.textLabel?.text = compact ? String(entries[indexPath.row].prefix(1)) : entries[indexPath.row]
            return cell
        }
        func redisplay() { table.reloadData() }
        \(extra)
    }
    """
  }

  @Test func dataChangedBeforeADelayedReloadIsReportedAtTheWrite() {
    // A flag toggled at once, the reload a second later.
    assertFindings(
      Self.feed(
        """
        1️⃣self.compact = !self.compact
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    self.puller.endRefreshing()
                    self.table.reloadData()
                }
        """),
      [FindingSpec("1️⃣", .listDataChangedBeforeDelayedReload, mentions: ["compact", "delay"])],
      rules: [.listDataChangedBeforeDelayedReload, .listDataWithoutReload])
    // A mutating call, the reload through a method of the type run by a timer.
    assertFindings(
      Self.feed(
        """
        1️⃣compact.toggle()
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in self.redisplay() }
        """),
      [FindingSpec("1️⃣", .listDataChangedBeforeDelayedReload)],
      rules: [.listDataChangedBeforeDelayedReload, .listDataWithoutReload])
    // In a closure the controller stores, handed the reload by name after a delay.
    assertFindings(
      Self.feed(
        "",
        extra: """
          func bind(_ source: Source) {
                  source.onChange = { fresh in
                      1️⃣self.entries = fresh
                      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: self.redisplay)
                  }
              }
          """),
      [FindingSpec("1️⃣", .listDataChangedBeforeDelayedReload, mentions: ["entries"])],
      rules: [.listDataChangedBeforeDelayedReload])
  }

  @Test func dataChangedWithTheReloadOrInSetUpIsNotReported() {
    let refreshes = [
      // The data changes inside the delayed block, next to the reload.
      """
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                  self.compact.toggle()
                  self.table.reloadData()
              }
      """,
      // Reloaded at once too: the delayed reload only repeats it.
      """
      compact.toggle()
              table.reloadData()
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.table.reloadData() }
      """,
      // A delayed block that does not reload, after an immediate reload.
      """
      entries.append("c")
              redisplay()
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.puller.endRefreshing() }
      """,
      // Sent back to the main queue without a delay.
      """
      compact.toggle()
              DispatchQueue.main.async { self.table.reloadData() }
      """,
    ]
    for refresh in refreshes {
      assertFindings(
        Self.feed(refresh), [], rules: [.listDataChangedBeforeDelayedReload])
    }
    // Set-up code writes before the table first asks for its rows.
    assertFindings(
      Self.feed(
        "",
        extra: """
          override func awakeFromNib() {
                  super.awakeFromNib()
                  compact = true
                  DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.table.reloadData() }
              }
          """), [], rules: [.listDataChangedBeforeDelayedReload])
    // A property no cell reads.
    assertFindings(
      Self.feed(
        """
        lastPull = Date()
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.table.reloadData() }
        """, extra: "var lastPull = Date()"), [], rules: [.listDataChangedBeforeDelayedReload])
  }

  // MARK: - SL309: a summary refreshed by one change of its data, not another

  static func basket(_ remove: String, extra: String = "") -> String {
    """
    struct Entry { var title: String; var price: Double; var quantity: Int }
    final class BasketController: UIViewController, UITableViewDataSource {
        @IBOutlet weak var table: UITableView!
        @IBOutlet weak var sumLabel: UILabel!
        var basket = Basket.shared
        func changeQuantity(of id: String, to quantity: Int) {
            basket.entries[id]?.quantity = quantity
            sumLabel.text = String(format: "%.2f", basket.total())
            table.reloadData()
        }
        func removeEntry(_ id: String) {
            \(remove)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            basket.entries.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        }
        \(extra)
    }
    """
  }

  @Test func aChangeThatLeavesTheSummaryAsItWasIsReported() {
    assertFindings(
      Self.basket(
        """
        1️⃣basket.entries[id] = nil
                table.reloadData()
        """),
      [FindingSpec("1️⃣", .summaryNotRefreshed, mentions: ["basket.entries", "sumLabel"])],
      rules: [.summaryNotRefreshed])
    // The summary written through a helper; the other change calls none.
    assertFindings(
      """
      final class TallyController: UIViewController {
          @IBOutlet weak var countLabel: UILabel!
          var marks: [Int] = []
          @IBAction func add(_ sender: UIButton) {
              marks.append(sender.tag)
              showCount()
          }
          @IBAction func undo(_ sender: UIButton) {
              1️⃣marks.removeLast()
          }
          private func showCount() { countLabel.text = "\\(marks.count) marks" }
      }
      """, [FindingSpec("1️⃣", .summaryNotRefreshed, mentions: ["countLabel"])],
      rules: [.summaryNotRefreshed])
  }

  @Test func everyChangeThatRefreshesTheSummaryIsNotReported() {
    let removals = [
      // Written again by the change itself.
      """
      basket.entries[id] = nil
              sumLabel.text = String(format: "%.2f", basket.total())
      """,
      // Through a method of the type.
      """
      basket.entries[id] = nil
              showSum()
      """,
      // A change of other data.
      """
      basket.note = id
      """,
    ]
    for removal in removals {
      assertFindings(
        Self.basket(
          removal, extra: "func showSum() { sumLabel.text = \"\\(basket.total())\" }"), [],
        rules: [.summaryNotRefreshed])
    }
    // The data's observer writes the summary: every change refreshes it.
    assertFindings(
      """
      final class TallyController: UIViewController {
          @IBOutlet weak var countLabel: UILabel!
          var marks: [Int] = [] { didSet { countLabel.text = "\\(marks.count)" } }
          @IBAction func add(_ sender: UIButton) {
              marks.append(sender.tag)
              countLabel.text = "\\(marks.count)"
          }
          @IBAction func undo(_ sender: UIButton) { marks.removeLast() }
      }
      """, [], rules: [.summaryNotRefreshed])
    // A caller writes the summary after calling the change; a reload shows a summary that
    // the table's data source writes; set-up code runs before the first display.
    assertFindings(
      """
      final class TallyController: UIViewController, UITableViewDataSource {
          @IBOutlet weak var countLabel: UILabel!
          @IBOutlet weak var footer: UILabel!
          @IBOutlet weak var table: UITableView!
          var marks: [Int] = []
          override func viewDidLoad() {
              super.viewDidLoad()
              marks = [1, 2]
          }
          @IBAction func add(_ sender: UIButton) {
              marks.append(sender.tag)
              countLabel.text = "\\(marks.count)"
              footer.text = "\\(marks.count) in all"
          }
          @IBAction func undo(_ sender: UIButton) {
              dropLast()
              countLabel.text = "\\(marks.count)"
          }
          private func dropLast() {
              marks.removeLast()
              table.reloadData()
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              footer.text = "\\(marks.count) in all"
              return marks.count
          }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: "mark", for: indexPath)
          }
      }
      """, [], rules: [.summaryNotRefreshed])
  }
}

/// SL310, the dev set's last miss as a class: a control's state property that only its
/// `set…(_:animated:)` method applies to the view (Docs/Analyzer.md, SL310).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SeventhRoundControlStateTests {
  static func toggle(_ declaration: String, setter: String = "", kind: String = "UIControl")
    -> String
  {
    """
    final class PillToggle: \(kind) {
        \(declaration)
        private let knob = UIView()
        func setOn(_ on: Bool, animated: Bool) {
            \(setter.isEmpty ? "UIView.animate(withDuration: animated ? 0.2 : 0) { self.slide(to: on) }" : setter)
        }
        private func slide(to on: Bool) {
            isOn = on
            knob.frame.origin.x = on ? bounds.width - knob.frame.width : 0
            knob.backgroundColor = on ? .systemGreen : .systemGray
        }
    }
    """
  }

  @Test func aStateOnlyItsAnimatedSetterAppliesIsReportedAtItsDeclaration() {
    assertFindings(
      Self.toggle("var 1️⃣isOn = false"),
      [FindingSpec("1️⃣", .stateShownOnlyBySetter, mentions: ["isOn", "setOn(_:animated:)"])],
      rules: [.stateShownOnlyBySetter])
    // A number with its `setValue(_:animated:)`, in a subclass of a view of the analysis.
    assertFindings(
      """
      class BaseGauge: UIView {}
      final class LevelGauge: BaseGauge {
          public var 1️⃣value: Float = 0
          private let bar = CALayer()
          func setValue(_ newValue: Float, animated: Bool) {
              value = newValue
              bar.bounds.size.width = CGFloat(newValue) * bounds.width
          }
      }
      """, [FindingSpec("1️⃣", .stateShownOnlyBySetter)], rules: [.stateShownOnlyBySetter])
  }

  @Test func aStateThatShowsItselfOrIsNotSetFromOutsideIsNotReported() {
    let quiet = [
      // Its observer applies it.
      Self.toggle("var isOn = false { didSet { knob.alpha = isOn ? 1 : 0.5 } }"),
      // Clients cannot set it.
      Self.toggle("private(set) var isOn = false"),
      // The setter only stores it: nothing on screen depends on the method.
      Self.toggle("var isOn = false", setter: "isOn = on"),
      // Not a view: a model with the same shape.
      Self.toggle("var isOn = false", kind: "NSObject").replacingOccurrences(
        of: "private let knob = UIView()", with: "private let knob = Knob()"),
    ]
    for source in quiet {
      assertFindings(source, [], rules: [.stateShownOnlyBySetter])
    }
    // No `set…(_:animated:)` method for the property.
    assertFindings(
      Self.toggle("var isOn = false").replacingOccurrences(
        of: "func setOn(_ on: Bool, animated: Bool)", with: "func flip(_ on: Bool, animated: Bool)"),
      [], rules: [.stateShownOnlyBySetter])
  }
}
