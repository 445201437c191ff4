import ScreenLabAnalysis
import Testing

/// Classes of the sixth SwiftUI sample (Docs/Analyzer.md, "Precision on unmarked public code
/// (sixth sample, 2026-12-07), SwiftUI"), each with a reported and an unreported twin: a row
/// of a list keyed by its element, given the element, and an input every maker passes as a
/// literal (SL407); a list built with one item per literal key (SL415); a task started on the
/// main queue (SL410); a root view made by a class (SL404, a note); a write announced by hand
/// with `objectWillChange.send()` (SL401).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUISixthSampleClassTests {
  // MARK: - SL407, a row keyed by its element, and a literal input

  /// A row that loads facts for its query on appearance, made by `rows` in a page's body.
  static func nutrition(_ rows: String) -> String {
    """
    import SwiftUI
    struct Facts { let protein: Double }
    struct NutritionRow: View {
        let query: String
        let detailed: Bool
        @State private var facts: Facts?
        var body: some View {
            Text("\\(facts?.protein ?? 0)")
                .1️⃣onAppear { loadFacts(query, detailed) { facts = $0 } }
        }
        func loadFacts(_ query: String, _ detailed: Bool, _ done: @escaping (Facts) -> Void) {}
    }
    struct NutritionPage: View {
        let ingredients: [String]
        @State private var selected = "eggs"
        @State private var detailed = false
        var body: some View {
            VStack {
                \(rows)
            }
        }
    }
    """
  }

  @Test func aRowKeyedByItsElementOrALiteralInputIsNotReported() {
    // The element is the row's identity: another query is another row, and another view.
    // A literal never changes.
    for rows in [
      "ForEach(ingredients, id: \\.self) { ingredient in NutritionRow(query: ingredient, detailed: true) }",
      "List(ingredients, id: \\.self) { NutritionRow(query: $0, detailed: false) }",
    ] {
      assertFindings(Self.nutrition(rows), [], rules: [.loadNotKeyedOnInput])
    }
  }

  @Test func aRowGivenAValueThatChangesIsStillReported() {
    for rows in [
      "NutritionRow(query: selected, detailed: true)",
      "ForEach(ingredients, id: \\.self) { _ in NutritionRow(query: selected, detailed: true) }",
      "ForEach(ingredients, id: \\.self) { NutritionRow(query: $0, detailed: detailed) }",
      // Keyed by another member, a row keeps its identity when its element changes.
      "ForEach(ingredients, id: \\.count) { NutritionRow(query: $0, detailed: true) }",
    ] {
      assertFindings(
        Self.nutrition(rows), [FindingSpec("1️⃣", .loadNotKeyedOnInput)],
        rules: [.loadNotKeyedOnInput])
    }
  }

  /// An editor that loads a transaction's receipt on appearance, presented by a detail
  /// whose own maker is `detailMaker`.
  static func receipts(_ detailMaker: String) -> String {
    """
    import SwiftUI
    struct Transaction: Identifiable { let id: Int }
    struct ReceiptEditor: View {
        let transaction: Transaction
        @State private var receipt: String?
        var body: some View {
            Text(receipt ?? "")
                .1️⃣onAppear { loadReceipt(transaction) { receipt = $0 } }
        }
        func loadReceipt(_ transaction: Transaction, _ done: @escaping (String) -> Void) {}
    }
    struct TransactionDetail: View {
        let transaction: Transaction
        @State private var editing = false
        var body: some View {
            Button("Edit") { editing = true }
                .sheet(isPresented: $editing) { ReceiptEditor(transaction: transaction) }
        }
    }
    struct TransactionList: View {
        @State private var transactions = [Transaction(id: 1)]
        @State private var selected: Transaction?
        @State private var current = Transaction(id: 0)
        var body: some View {
            \(detailMaker)
        }
    }
    """
  }

  @Test func anInputTheCallingViewsMakersFixIsNotReported() {
    // The detail is made for one transaction, so the transaction it hands the editor cannot
    // change while the editor is shown.
    assertFindings(
      Self.receipts(
        "List(transactions) { t in Text(\"\\(t.id)\") }.sheet(item: $selected) { TransactionDetail(transaction: $0) }"
      ), [], rules: [.loadNotKeyedOnInput])
  }

  @Test func anInputTheCallingViewsParentChangesIsStillReported() {
    assertFindings(
      Self.receipts("TransactionDetail(transaction: current)"),
      [FindingSpec("1️⃣", .loadNotKeyedOnInput, mentions: ["'transaction'"])],
      rules: [.loadNotKeyedOnInput])
  }

  // MARK: - SL415, one item per literal key

  /// A filter bar whose buttons are built in the body by `build`, keyed by their method.
  static func filterBar(_ build: String) -> String {
    """
    import SwiftUI
    enum Method { case type, size, catalog }
    struct FilterButton: View {
        let method: Method
        let active: Bool
        var body: some View { Text("\\(method)") }
    }
    struct FilterBar: View {
        @State private var typeOn = false
        @State private var extra: Method = .size
        var body: some View {
            let buttons: [FilterButton] = {
                var buttons: [FilterButton] = []
                \(build)
                return buttons
            }()
            HStack {
                ForEach(buttons, 1️⃣id: \\.method) { $0 }
            }
        }
    }
    """
  }

  @Test func aListBuiltWithOneItemPerLiteralKeyIsNotReported() {
    assertFindings(
      Self.filterBar(
        """
        buttons.append(FilterButton(method: .type, active: typeOn))
        buttons.append(FilterButton(method: .size, active: false))
        buttons.insert(FilterButton(method: .catalog, active: true), at: 0)
        """), [], rules: [.rowsIdentifiedByTypedText])
  }

  @Test func aListThatRepeatsOrComputesAKeyIsStillReported() {
    for build in [
      """
      buttons.append(FilterButton(method: .type, active: typeOn))
      buttons.append(FilterButton(method: .type, active: false))
      """,
      """
      buttons.append(FilterButton(method: .type, active: typeOn))
      buttons.append(FilterButton(method: extra, active: false))
      """,
    ] {
      assertFindings(
        Self.filterBar(build), [FindingSpec("1️⃣", .rowsIdentifiedByTypedText)],
        rules: [.rowsIdentifiedByTypedText])
    }
  }

  // MARK: - SL410, a task started on the main queue

  /// A solver whose `poll()` runs `body`, which starts a task that fetches and publishes.
  static func solver(_ body: String) -> String {
    """
    import SwiftUI
    final class Solver: ObservableObject {
        @Published var info: String?
        func poll() {
            \(body)
        }
        func fetchInfo() async throws -> String { "" }
    }
    """
  }

  @Test func aTaskStartedOnTheMainQueueIsNotReported() {
    // The compiler isolates a closure handed to `DispatchQueue.main` to the main actor, and
    // a task started there inherits it.
    for main in [
      "DispatchQueue.main.async { Task { self.info = try? await self.fetchInfo() } }",
      "DispatchQueue.main.asyncAfter(deadline: .now() + 1) { Task { self.info = try? await self.fetchInfo() } }",
    ] {
      let body = """
        URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
            \(main)
        }.resume()
        """
      assertFindings(Self.solver(body), [], rules: [.publishedOffMainActor])
    }
  }

  @Test func aTaskStartedOffTheMainQueueIsStillReported() {
    assertFindings(
      Self.solver("Task { 1️⃣self.info = try? await self.fetchInfo() }"),
      [FindingSpec("1️⃣", .publishedOffMainActor, mentions: ["a Task started from code"])],
      rules: [.publishedOffMainActor])
  }

  // MARK: - SL404, a root view a class makes

  /// A trivia screen that makes its game in place, made by `maker`.
  static func trivia(_ maker: String) -> String {
    """
    import SwiftUI
    import UIKit
    final class Game: ObservableObject {
        @Published var score = 0
    }
    struct TriviaView: View {
        1️⃣@ObservedObject var game = Game()
        var body: some View { Text("\\(game.score)") }
    }
    \(maker)
    """
  }

  @Test func aRootViewAClassMakesIsANote() {
    // The scene delegate makes the hosting controller's root view once; no body makes it
    // again, so the game survives until a parent that updates makes the view.
    assertFindings(
      Self.trivia(
        """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let root = TriviaView()
                window?.rootViewController = UIHostingController(rootView: root)
            }
        }
        """),
      [FindingSpec("1️⃣", .modelCreatedInPlace, severity: .note)],
      rules: [.modelCreatedInPlace])
  }

  @Test func aViewABodyThatUpdatesMakesIsStillAWarning() {
    assertFindings(
      Self.trivia(
        """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UIHostingController(rootView: TriviaView())
            }
        }
        struct Tabs: View {
            @State private var tab = 0
            var body: some View {
                TabView(selection: $tab) { TriviaView().tag(0) }
            }
        }
        """),
      [FindingSpec("1️⃣", .modelCreatedInPlace)],
      rules: [.modelCreatedInPlace])
  }

  // MARK: - SL401, a write announced by hand

  /// An item editor whose save writes a plain class's name after `before`; the list that
  /// shows the name observes the shopping object.
  static func shopping(_ before: String, after: String = "") -> String {
    """
    import SwiftUI
    final class Item: Identifiable {
        var name: String
        init(_ name: String) { self.name = name }
    }
    final class Shopping: ObservableObject {
        @Published var list = [Item("Bread")]
    }
    struct ShoppingList: View {
        @EnvironmentObject var shopping: Shopping
        var body: some View {
            List(shopping.list) { item in
                NavigationLink(destination: ItemEditor(item: item)) { Text(item.name) }
            }
        }
    }
    struct ItemEditor: View {
        let item: Item
        @EnvironmentObject var shopping: Shopping
        @State private var name = ""
        var body: some View {
            VStack {
                Text(item.name)
                TextField("Item", text: $name, onCommit: save)
            }
        }
        func save() {
            \(before)
            1️⃣item.name = name
            \(after)
        }
    }
    """
  }

  @Test func aWriteAnnouncedByHandIsNotReported() {
    assertFindings(
      Self.shopping("shopping.objectWillChange.send()"), [], rules: [.unobservedClassModel])
  }

  @Test func aWriteAnnouncedLaterOrInAClosureIsStillReported() {
    // A send inside a closure of its own may run at another time, and one after the write
    // is not before it.
    for (before, after) in [
      ("", ""), ("", "shopping.objectWillChange.send()"),
      ("DispatchQueue.main.async { shopping.objectWillChange.send() }", ""),
    ] {
      assertFindings(
        Self.shopping(before, after: after), [FindingSpec("1️⃣", .unobservedClassModel)],
        rules: [.unobservedClassModel])
    }
  }
}
