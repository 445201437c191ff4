import ScreenLabAnalysis
import Testing

/// The second reading of the fix corpus (Docs/Analyzer.md, "Measured on fixes their authors
/// made"): views a repeated method leaves over (SL322), a `@State` declared as a local (SL406)
/// and rows over a range that changes (SL408), each with twins that must stay quiet.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct FixCorpusViewClassTests {
  // MARK: - SL322, views a repeated method leaves over

  static func deck(_ refresh: String, extra: String = "") -> String {
    """
    import UIKit
    class DeckViewController: UIViewController {
        let deckView = UIView()
        let refreshButton = UIButton()
        let store = ProfileStore()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(deckView)
            refreshButton.addTarget(self, action: #selector(didTapRefresh), for: .touchUpInside)
        }
        @objc func didTapRefresh() {
            \(refresh)
        }
        func loadCards() {
            store.fetch { profiles in
                profiles.forEach { profile in
                    self.addCard(for: profile)
                }
            }
        }
        func addCard(for profile: Profile) {
            let card = CardView(frame: .zero)
            card.profile = profile
            deckView.addSubview(card)
        }
        \(extra)
    }
    """
  }

  @Test func aRefreshActionThatAddsCardsOverTheOldOnesIsReported() {
    assertFindings(
      Self.deck("1️⃣loadCards()"),
      [FindingSpec("1️⃣", .viewsLeftOver, mentions: ["didTapRefresh()", "'card'", "'deckView'"])],
      rules: [.viewsLeftOver])
  }

  @Test func aRefreshThatClearsTheDeckOrAddsOnceIsNotReported() {
    // The authors' fix: the deck's old cards removed before the new ones come.
    assertFindings(
      Self.deck(
        """
        deckView.subviews.forEach { $0.removeFromSuperview() }
        loadCards()
        """), [], rules: [.viewsLeftOver])
    // A card removed on the way (a swipe handler the refresh runs).
    assertFindings(
      Self.deck(
        """
        removeTopCard()
        loadCards()
        """, extra: "func removeTopCard() { deckView.subviews.last?.removeFromSuperview() }"),
      [], rules: [.viewsLeftOver])
    // Added only when the deck is empty.
    assertFindings(
      Self.deck(
        """
        if deckView.subviews.isEmpty { loadCards() }
        """), [], rules: [.viewsLeftOver])
    // A single popup an action shows (its own class takes it away) is not a set.
    assertFindings(
      Self.deck(
        """
        let popup = PopupView(frame: view.bounds)
        view.addSubview(popup)
        """), [], rules: [.viewsLeftOver])
    // A method nothing runs again (no selector names it) is not a repeated entry.
    assertFindings(
      Self.deck("print(1)", extra: "func setUp() { loadCards() }"), [], rules: [.viewsLeftOver])
  }

  static func grid(_ appear: String, extra: String = "") -> String {
    """
    import UIKit
    class GameViewController: UIViewController {
        var collectionView: UICollectionView!
        var didBuild = false
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            \(appear)
        }
        private func configureCollectionView() {
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            view.addSubview(collectionView)
        }
        \(extra)
    }
    """
  }

  @Test func aGridMadeAgainEachTimeTheScreenAppearsIsReported() {
    assertFindings(
      Self.grid("1️⃣configureCollectionView()"),
      [
        FindingSpec(
          "1️⃣", .viewsLeftOver,
          mentions: ["viewWillAppear()", "'collectionView'", "'view'", "appears"])
      ],
      rules: [.viewsLeftOver])
  }

  @Test func aGridMadeOnceReplacedOrTornDownIsNotReported() {
    // Guarded by a flag of the class.
    assertFindings(
      Self.grid(
        """
        if !didBuild { configureCollectionView(); didBuild = true }
        """), [], rules: [.viewsLeftOver])
    // Guarded by the stored view itself.
    assertFindings(
      Self.grid(
        """
        if collectionView == nil { configureCollectionView() }
        """), [], rules: [.viewsLeftOver])
    // The old grid removed before the new one.
    assertFindings(
      Self.grid(
        """
        collectionView?.removeFromSuperview()
        configureCollectionView()
        """), [], rules: [.viewsLeftOver])
    // Removed when the screen goes away.
    assertFindings(
      Self.grid(
        "configureCollectionView()",
        extra: """
          override func viewDidDisappear(_ animated: Bool) {
              super.viewDidDisappear(animated)
              collectionView.removeFromSuperview()
          }
          """), [], rules: [.viewsLeftOver])
    // A view built inside a view made in the same run, which is what is added.
    assertFindings(
      Self.grid(
        """
        let banner = UIView()
        let label = UILabel()
        banner.addSubview(label)
        """), [], rules: [.viewsLeftOver])
  }

  // MARK: - SL406, a @State declared as a local

  @Test func aStateDeclaredInsideABodyClosureIsReported() {
    assertFindings(
      """
      import SwiftUI
      struct GridView: View {
          @ObservedObject var model: GridModel
          var body: some View {
              ForEach(model.cards) { card in
                  Button {
                      model.flip(card)
                  } label: {
                      1️⃣@State var isOpen = card.isOpen
                      CardFace(card: card, isOpen: $isOpen)
                  }
              }
          }
      }
      """,
      [FindingSpec("1️⃣", .lostValueCopy, mentions: ["'isOpen'", "@State"])],
      rules: [.lostValueCopy])
  }

  @Test func aStoredStateOrALocalBindingIsNotReported() {
    assertFindings(
      """
      import SwiftUI
      struct GridView: View {
          @ObservedObject var model: GridModel
          @State private var isOpen = false
          var body: some View {
              ForEach(model.cards) { card in
                  let open = Binding(get: { card.isOpen }, set: { model.setOpen(card, $0) })
                  CardFace(card: card, isOpen: open)
              }
              Toggle("Open", isOn: $isOpen)
          }
      }
      """, [], rules: [.lostValueCopy])
  }

  // MARK: - SL403, a state the caller seeds and a second state object

  static func checklist(_ row: String, call: String) -> String {
    """
    import SwiftUI
    \(row)
    struct ChecklistView: View {
        @State var items: [Item] = []
        var body: some View {
            List {
                ForEach($items, id: \\.self) { item in
                    \(call)
                }
            }
        }
    }
    """
  }

  static let row = """
    struct itemRow: View {
        @Binding var item: Item
        @State var checked: Bool
        var body: some View {
            HStack {
                Text(item.name)
                if checked { Image(systemName: "checkmark") }
            }
            .onTapGesture { item.check.toggle(); checked.toggle() }
        }
    }
    """

  @Test func aStateSeededByTheCallerOfALowerCaseViewIsReported() {
    assertFindings(
      Self.checklist(
        Self.row.replacingOccurrences(
          of: "    @State var checked", with: "    1️⃣@State var checked"),
        call: "itemRow(item: item, checked: item.check.wrappedValue)"),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var checked'", "'itemRow'"])],
      rules: [.stateCopiesInput])
  }

  @Test func aLowerCaseFunctionWithTheLabelSeedsNoState() {
    // The view is made by a caller the analysis does not see; a function of another name
    // passes a `checked:` label.
    assertFindings(
      Self.checklist(Self.row, call: "makeRow(item: item, checked: item.check.wrappedValue)"),
      [], rules: [.stateCopiesInput])
  }

  @Test func aStateEveryCallerSeedsWithALiteralIsNotReported() {
    // `itemRow(…, checked: true)` gives the same value on every run: nothing to go stale.
    for literal in ["true", "false", ".none", "nil"] {
      assertFindings(
        Self.checklist(Self.row, call: "itemRow(item: item, checked: \(literal))"),
        [], rules: [.stateCopiesInput])
    }
    // One caller that passes a value that changes is enough.
    assertFindings(
      Self.checklist(
        Self.row.replacingOccurrences(
          of: "    @State var checked", with: "    1️⃣@State var checked"),
        call: "itemRow(item: item, checked: true)\nitemRow(item: item, checked: item.done)"),
      [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var checked'"])],
      rules: [.stateCopiesInput])
  }

  static func tabs(_ tabProperty: String, parent: String) -> String {
    """
    import SwiftUI
    struct HomeView: View {
        \(parent)
        var body: some View {
            MainTabView()
        }
    }
    struct MainTabView: View {
        \(tabProperty)
        var body: some View {
            List(stock.medicines, id: \\.self) { Text($0) }
        }
    }
    """
  }

  @Test func aStateObjectBesideTheParentsObjectOfTheSameTypeIsReported() {
    assertFindings(
      Self.tabs(
        "1️⃣@StateObject var stock = StockViewModel()",
        parent: "@ObservedObject var stock: StockViewModel"),
      [
        FindingSpec(
          "1️⃣", .stateCopiesInput, mentions: ["'StockViewModel'", "'HomeView'", "@ObservedObject"])
      ],
      rules: [.stateCopiesInput])
  }

  @Test func aStateObjectNoParentHoldsOrAnObservedOneIsNotReported() {
    assertFindings(
      Self.tabs(
        "@StateObject var stock = StockViewModel()",
        parent: "@ObservedObject var session: SessionStore"), [], rules: [.stateCopiesInput])
    assertFindings(
      Self.tabs(
        "@ObservedObject var stock: StockViewModel",
        parent: "@ObservedObject var stock: StockViewModel"), [], rules: [.stateCopiesInput])
    // A parent that owns its own object of the type (one per flow, as routers are).
    assertFindings(
      Self.tabs(
        "@StateObject var stock = StockViewModel()",
        parent: "@StateObject private var stock = StockViewModel()"), [], rules: [.stateCopiesInput]
    )
  }

  // MARK: - SL419, a load on appearance a flag lets run once

  static func summary(_ appear: String, extra: String = "") -> String {
    """
    import SwiftUI
    struct SummaryBox: View {
        var period: Period = .week
        @State private var average: Double = 0
        @State private var hasFetched = false
        @EnvironmentObject var manager: HealthManager
        var body: some View {
            Text(String(format: "%.1f", average))
                .onAppear {
                    \(appear)
                }
        }
        private func fetchAverage() {
            manager.fetchAverage(period: period) { value in
                average = value
            }
        }
        \(extra)
    }
    """
  }

  @Test func aLoadOnAppearThatAFlagLetsRunOnceIsReported() {
    assertFindings(
      Self.summary(
        """
        1️⃣if !hasFetched {
            fetchAverage()
            hasFetched = true
        }
        """),
      [FindingSpec("1️⃣", .loadedOnceOnAppear, mentions: ["'hasFetched'", "onAppear"])],
      rules: [.loadedOnceOnAppear])
    assertFindings(
      Self.summary(
        """
        2️⃣guard !hasFetched else { return }
        hasFetched = true
        fetchAverage()
        """),
      [FindingSpec("2️⃣", .loadedOnceOnAppear, mentions: ["'hasFetched'"])],
      rules: [.loadedOnceOnAppear])
  }

  @Test func aLoadOnEachAppearanceOrAFlagThatIsResetIsNotReported() {
    // The authors' fix: the load runs on each appearance.
    assertFindings(Self.summary("fetchAverage()"), [], rules: [.loadedOnceOnAppear])
    // The flag is reset where the data changes.
    assertFindings(
      Self.summary(
        """
        if !hasFetched { fetchAverage(); hasFetched = true }
        """,
        extra: "func periodChanged() { hasFetched = false }"), [], rules: [.loadedOnceOnAppear])
    // A flag that keeps an observer from being added twice.
    assertFindings(
      Self.summary(
        """
        guard !hasFetched else { return }
        manager.addObserver { fetchAverage() }
        hasFetched = true
        """), [], rules: [.loadedOnceOnAppear])
    // A one-time action that writes no other state of the view.
    assertFindings(
      Self.summary(
        """
        if !hasFetched { manager.requestAuthorization(); hasFetched = true }
        """), [], rules: [.loadedOnceOnAppear])
  }

  @Test func aLocalStateInAPreviewIsNotReported() {
    assertFindings(
      """
      import SwiftUI
      struct Card: View {
          @Binding var isOpen: Bool
          var body: some View { Text(isOpen ? "open" : "closed") }
      }
      struct Card_Previews: PreviewProvider {
          static var previews: some View {
              @State var isOpen = true
              Card(isOpen: $isOpen)
          }
      }
      #Preview {
          @Previewable @State var isOpen = false
          Card(isOpen: $isOpen)
      }
      #Preview {
          @State var isOpen = false
          return Card(isOpen: $isOpen)
      }
      """, [], rules: [.lostValueCopy])
  }

  static func chat(_ declaration: String, send: String) -> String {
    """
    import SwiftUI
    struct ChatView: View {
        @EnvironmentObject private var store: ChatStore
        @State private var draft = ""
        \(declaration)
        var body: some View {
            VStack {
                List(messages, id: \\.self) { message in Text(message) }
                TextField("Message", text: $draft)
                Button("Send") { send() }
            }
        }
        private func send() {
            let message = Message(text: draft)
            store.send(message)
            \(send)
            draft = ""
        }
    }
    """
  }

  @Test func anEmptyListStateNothingFillsIsReported() {
    assertFindings(
      Self.chat("1️⃣@State private var messages: [String] = []", send: ""),
      [FindingSpec("1️⃣", .lostValueCopy, mentions: ["'messages'", "empty"])],
      rules: [.lostValueCopy])
  }

  @Test func aListStateTheViewFillsOrACallerSetsIsNotReported() {
    assertFindings(
      Self.chat("@State private var messages: [String] = []", send: "messages.append(draft)"),
      [], rules: [.lostValueCopy])
    assertFindings(
      Self.chat("@State private var messages: [String] = []", send: "self.messages = store.texts"),
      [], rules: [.lostValueCopy])
    assertFindings(
      Self.chat("@State var messages: [String] = []", send: ""), [], rules: [.lostValueCopy])
  }

  // MARK: - SL408, rows over a range that changes

  static func table(_ rows: String) -> String {
    """
    import SwiftUI
    struct TableView: View {
        @ObservedObject var table: TableModel
        let columns = 5
        var body: some View {
            VStack {
                \(rows)
            }
            .onAppear { table.fill(rows: 4) }
        }
    }
    """
  }

  @Test func rowsOverARangeReadFromAnObservedModelAreReported() {
    assertFindings(
      Self.table(
        """
        ForEach(1️⃣0..<table.rows) { row in
            Text("\\(row)")
        }
        """),
      [FindingSpec("1️⃣", .freshIdentities, mentions: ["'table.rows'", "id:"])],
      rules: [.freshIdentities])
  }

  @Test func rowsOverAConstantRangeOrWithAnIdAreNotReported() {
    assertFindings(
      Self.table(
        """
        ForEach(0..<4) { row in Text("\\(row)") }
        ForEach(0..<columns) { column in Text("\\(column)") }
        ForEach(0..<table.rows, id: \\.self) { row in Text("\\(row)") }
        """), [], rules: [.freshIdentities])
  }

  static func modelTable(_ member: String, fill: String) -> String {
    """
    import SwiftUI
    final class TableModel: ObservableObject {
        \(member)
        func fill() { \(fill) }
    }
    struct TableView: View {
        @ObservedObject var table: TableModel
        var body: some View {
            List {
                ForEach(1️⃣0..<table.rows.count) { row in Text("\\(row)") }
            }
            .onAppear { table.fill() }
        }
    }
    """
  }

  @Test func rowsOverADeclaredModelsMemberAreReportedOnlyWhenSomethingChangesItsCount() {
    let reported = [FindingSpec("1️⃣", .freshIdentities, mentions: ["'table.rows.count'"])]
    assertFindings(
      Self.modelTable("@Published var rows: [String] = []", fill: "rows.append(\"new\")"),
      reported, rules: [.freshIdentities])
    assertFindings(
      Self.modelTable("@Published var rows: [String] = []", fill: "self.rows = [\"a\", \"b\"]"),
      reported, rules: [.freshIdentities])
    // A `let`, and a `var` nothing writes after its declaration, keep their count.
    assertFindings(
      Self.modelTable("let rows = [\"Male\", \"Female\"]", fill: "print(rows)"), [],
      rules: [.freshIdentities])
    assertFindings(
      Self.modelTable("@Published var rows = [\"Off\", \"On\"]", fill: "print(rows)"), [],
      rules: [.freshIdentities])
  }

  static func editedRows(_ change: String) -> String {
    """
    import SwiftUI
    struct GradesView: View {
        @State var grades: [String]
        var body: some View {
            Form {
                ForEach(1️⃣0..<grades.count) { i in
                    TextField("Grade", text: $grades[i])
                }
                Button("Add") { \(change) }
            }
        }
    }
    """
  }

  @Test func rowsOverTheViewsOwnStateAreReportedOnlyWhenTheViewChangesItsCount() {
    assertFindings(
      Self.editedRows("grades.append(\"\")"),
      [FindingSpec("1️⃣", .freshIdentities, mentions: ["'grades.count'"])],
      rules: [.freshIdentities])
    // Element bindings (`$grades[i]`) and element writes edit rows; the count stays.
    assertFindings(
      Self.editedRows("grades[0] = \"A\""), [], rules: [.freshIdentities])
  }

  static func pattern(_ current: String) -> String {
    """
    import SwiftUI
    struct PatternView: View {
        let rows: [[String]]
        @State var rowIndex = 0
        var currentRow: [String] { \(current) }
        var body: some View {
            VStack {
                HStack {
                    ForEach(1️⃣0..<currentRow.count) { column in Text(currentRow[column]) }
                }
                Button("Next row") { rowIndex += 1 }
            }
        }
    }
    """
  }

  @Test func rowsOverAComputedPropertyOfChangingStateAreReported() {
    assertFindings(
      Self.pattern("rows[rowIndex]"),
      [FindingSpec("1️⃣", .freshIdentities, mentions: ["'currentRow.count'"])],
      rules: [.freshIdentities])
    // A computed property over constants only keeps its count.
    assertFindings(Self.pattern("rows[0]"), [], rules: [.freshIdentities])
  }
}
