import ScreenLabAnalysis
import Testing

/// Classes of the seventh SwiftUI sample (Docs/Analyzer.md, "Precision on unmarked public code
/// (seventh sample, 2026-12-07), SwiftUI"), each with a reported and an unreported twin: rows
/// over a range that an `.id(_:)` of the bound remakes (SL408); a lost write in an initializer
/// that loses nothing (SL403); a copy every caller seeds with a value fixed for the row, or an
/// object an `App` holds (SL403); a `BindableObject` that sends `didChange` by hand (SL402); a
/// view a `PreviewProvider` declares (SL404); a read in a method only actions call (SL401,
/// SL402).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUISeventhSampleClassTests {
  // MARK: - SL408, a range that an identity remakes

  /// A dice tray whose rows run over `0..<diceNumber`, with `modifier` after the rows.
  static func diceTray(_ modifier: String) -> String {
    """
    import SwiftUI
    struct DiceTray: View {
        @State private var diceNumber = 6
        @State private var round = 0
        var body: some View {
            VStack {
                Stepper("Dice", value: $diceNumber)
                HStack {
                    ForEach(1️⃣0..<self.diceNumber) { i in
                        Text("\\(i)")
                    }
                    \(modifier)
                }
            }
        }
    }
    """
  }

  @Test func rowsOverARangeThatTheirIdentityNamesAreNotReported() {
    // A new count gives the rows a new identity: SwiftUI makes the ForEach again, and it reads
    // the new range.
    for modifier in [".id(self.diceNumber)", ".foregroundColor(.red).id(diceNumber)"] {
      assertFindings(Self.diceTray(modifier), [], rules: [.freshIdentities])
    }
  }

  @Test func rowsOverARangeWithAnotherIdentityAreStillReported() {
    for modifier in ["", ".id(round)", ".padding()"] {
      assertFindings(
        Self.diceTray(modifier), [FindingSpec("1️⃣", .freshIdentities)], rules: [.freshIdentities])
    }
  }

  // MARK: - SL403, a lost write that loses nothing

  /// A game whose initializer writes its states from its parameters, made by `maker`.
  static func game(initializer: String, maker: String) -> String {
    """
    import SwiftUI
    struct Game: View {
        @State private var score = 0
        @State private var phase: Int = 1
        \(initializer)
        var body: some View {
            Text("\\(score) \\(phase)")
        }
    }
    struct Table: View {
        @State private var level = 3
        var body: some View {
            \(maker)
        }
    }
    """
  }

  @Test func aLostWriteOfTheStatesOwnValueIsNotReported() {
    // `self.phase = self.phase`, and a parameter whose default is the initial value, which no
    // caller passes: the state holds what the write would have put there.
    assertFindings(
      Self.game(
        initializer: "init(score: Int = 0) { self.score = score; self.phase = self.phase }",
        maker: "Game()"), [], rules: [.stateCopiesInput])
  }

  @Test func aLostWriteOfAnotherValueIsStillReported() {
    // Another state's value: the state keeps its initial value, not the one written.
    assertFindings(
      Self.game(initializer: "init() { 1️⃣self.score = self.phase }", maker: "Game()"),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  // MARK: - SL403, a copy seeded with a value fixed for the row

  /// A lesson card (`@State var lesson`, never changed) made by `maker` in a picker's body.
  static func lessons(_ maker: String) -> String {
    """
    import SwiftUI
    struct Lesson: Hashable { var name: String; var id: String { name } }
    struct LessonCard: View {
        1️⃣@State var lesson: Lesson
        var body: some View { Text(lesson.name) }
    }
    struct LessonPicker: View {
        let lessons: [Lesson]
        @State private var featured = Lesson(name: "Yoga")
        @State private var current = Lesson(name: "Swim")
        var body: some View {
            VStack {
                \(maker)
                Button("Next") { current = Lesson(name: "Run") }
            }
        }
    }
    """
  }

  @Test func aCopyEveryCallerSeedsWithAFixedValueIsNotReported() {
    for maker in [
      "ForEach(lessons, id: \\.self) { lesson in LessonCard(lesson: lesson) }",
      "List(lessons, id: \\.self) { LessonCard(lesson: $0) }",
      // The caller's own state that nothing writes or binds: its first value is its only one.
      "LessonCard(lesson: featured)",
    ] {
      assertFindings(
        Self.lessons(maker).replacingOccurrences(of: "1️⃣", with: ""), [],
        rules: [.stateCopiesInput])
    }
  }

  @Test func aCopySeededWithAValueThatChangesIsStillReported() {
    for maker in [
      // The caller's own state, which its button changes.
      "LessonCard(lesson: current)",
      // Keyed by another member, a row keeps its identity when its element changes.
      "ForEach(lessons, id: \\.name) { LessonCard(lesson: $0) }",
      "ForEach(lessons, id: \\.self) { _ in LessonCard(lesson: current) }",
    ] {
      assertFindings(
        Self.lessons(maker), [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
    }
  }

  /// An `@Observable` model held in a root view's `@State` without an initial value, made by
  /// `maker`.
  static func inventory(_ maker: String) -> String {
    """
    import SwiftUI
    @Observable class AppModel { var title = "Stock" }
    struct AppView: View {
        1️⃣@State var model: AppModel
        var body: some View { Text(model.title) }
    }
    \(maker)
    """
  }

  @Test func anObjectAnAppHoldsIsNotReported() {
    // The app is made once, and so is the object it keeps in a stored property.
    assertFindings(
      Self.inventory(
        """
        @main
        struct InventoryApp: App {
            let model = AppModel()
            var body: some Scene { WindowGroup { AppView(model: self.model) } }
        }
        """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.stateCopiesInput])
  }

  @Test func anObjectAViewIsHandedIsStillReported() {
    assertFindings(
      Self.inventory(
        """
        struct Shell: View {
            let model: AppModel
            var body: some View { AppView(model: model) }
        }
        """), [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  // MARK: - SL402, a BindableObject that sends didChange

  /// A product fetcher of the first SwiftUI betas, whose `state` runs `observer`.
  static func fetcher(_ observer: String) -> String {
    """
    import SwiftUI
    import Combine
    class ProductFetcher: BindableObject {
        var didChange = PassthroughSubject<ProductFetcher, Never>()
        1️⃣var state: String = "loading" {
            didSet { \(observer) }
        }
        func load() {
            URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
                self.state = "loaded"
            }.resume()
        }
    }
    struct ProductList: View {
        @ObjectBinding var fetcher: ProductFetcher
        var body: some View { Text(fetcher.state) }
    }
    """
  }

  @Test func aBindableObjectThatSendsDidChangeIsNotReported() {
    // `didChange`, the first betas' `objectWillChange`: the object announces by hand.
    assertFindings(
      Self.fetcher("didChange.send(self)").replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.unpublishedProperty])
  }

  @Test func aBindableObjectThatSendsNothingIsStillReported() {
    assertFindings(
      Self.fetcher("print(state)"), [FindingSpec("1️⃣", .unpublishedProperty)],
      rules: [.unpublishedProperty])
  }

  // MARK: - SL404, a view a preview declares

  /// A lesson list that asks its store for access when it appears, and `holder`, a view that
  /// injects a new store in its body (a store nothing writes would lose nothing).
  static func previewHolder(_ holder: String) -> String {
    """
    import SwiftUI
    class EventStore: ObservableObject {
        @Published var granted = false
        func request() { granted = true }
    }
    struct LessonList: View {
        @EnvironmentObject var store: EventStore
        @State private var count = 0
        var body: some View { Text("\\(store.granted ? count : 0)").onAppear { store.request() } }
    }
    \(holder)
    """
  }

  @Test func aViewAPreviewProviderDeclaresIsNotReported() {
    assertFindings(
      Self.previewHolder(
        """
        struct LessonList_Previews: PreviewProvider {
            struct Preview: View {
                @State private var shown = true
                var body: some View { LessonList().environmentObject(EventStore()) }
            }
            static var previews: some View { Preview() }
        }
        """), [], rules: [.modelCreatedInPlace])
  }

  @Test func theSameViewOutsideAPreviewIsStillReported() {
    assertFindings(
      Self.previewHolder(
        """
        struct Root: View {
            @State private var shown = true
            var body: some View { LessonList().1️⃣environmentObject(EventStore()) }
        }
        """), [FindingSpec("1️⃣", .modelCreatedInPlace)], rules: [.modelCreatedInPlace])
  }
  // MARK: - SL401, a read in a method only actions call

  /// A contact form that holds a plain location fetcher and uses it as `use` says.
  static func contactForm(_ use: String) -> String {
    """
    import SwiftUI
    class LocationFetcher: NSObject {
        var lastKnown: Int?
        func locationChanged(_ value: Int) { 1️⃣lastKnown = value }
    }
    struct AddContact: View {
        private let fetcher = LocationFetcher()
        @State private var saved = 0
        var body: some View {
            VStack {
                \(use)
            }
        }
        func addContact() { if let last = fetcher.lastKnown { saved = last } }
        func place() -> String { "\\(fetcher.lastKnown ?? 0)" }
        func placeLabel() -> String { place() }
    }
    """
  }

  @Test func aReadInAMethodOnlyActionsCallIsNotReported() {
    // The method runs when the button is tapped or a URL opens: what it reads is not shown.
    for use in [
      "Button(\"Add\") { addContact() }",
      "Button(\"Add\", action: { self.addContact() })",
      "Text(\"\\(saved)\").onOpenURL { _ in addContact() }",
    ] {
      assertFindings(
        Self.contactForm(use).replacingOccurrences(of: "1️⃣", with: ""), [],
        rules: [.unobservedClassModel])
    }
  }

  @Test func aReadInAMethodTheBodyCallsIsStillReported() {
    for use in [
      "Text(placeLabel())",
      "Button(place()) { addContact() }",
      // A method named as an action without a call: taken as reached.
      "Button(\"Add\", action: addContact)",
    ] {
      assertFindings(
        Self.contactForm(use), [FindingSpec("1️⃣", .unobservedClassModel)],
        rules: [.unobservedClassModel])
    }
  }
}
