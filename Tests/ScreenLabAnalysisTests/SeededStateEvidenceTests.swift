import Measure
import ScreenLabAnalysis
import Testing

/// SL403 by its callers (Docs/Analyzer.md, SL403, "By its callers"): a `@State` seeded from
/// the caller is a warning when a call outside previews passes a value that changes while
/// the view keeps its identity, a note when calls are seen and none does, and a warning, as
/// before, when no call is seen. A write in an initializer to a state with an initial value
/// is lost whatever the callers pass.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SeededStateEvidenceTests {
  // MARK: - A caller's state

  /// A badge that keeps its count in a `@State` the caller seeds from its own state;
  /// `action` is what the caller's button does.
  static func badge(action: String) -> String {
    """
    import SwiftUI
    struct Badge: View {
        1️⃣@State var count: Int
        var body: some View { Text("\\(count)") }
    }
    struct Inbox: View {
        @State private var unread = 0
        @State private var title = "Inbox"
        var body: some View {
            VStack {
                Badge(count: unread)
                Button(title) { \(action) }
            }
        }
    }
    """
  }

  @Test func aCallerPassingAStateItChangesIsReported() {
    // The button changes the caller's count: the badge keeps the first one.
    assertFindings(
      Self.badge(action: "unread += 1"), [FindingSpec("1️⃣", .stateCopiesInput)],
      rules: [.stateCopiesInput])
  }

  // MARK: - A row's element

  /// Mail rows that keep a message's subject in a `@State`; `edit` is what the caller's
  /// button does.
  static func inbox(edit: String) -> String {
    """
    import SwiftUI
    struct Message: Identifiable {
        let id: Int
        var subject: String
        static let samples = [Message(id: 1, subject: "Hello")]
    }
    struct MessageRow: View {
        1️⃣@State var subject: String
        var body: some View { Text(subject) }
    }
    struct MessageList: View {
        @State private var messages = Message.samples
        @State private var replies = 0
        var body: some View {
            VStack {
                List(messages) { message in MessageRow(subject: message.subject) }
                Button("Reply") { \(edit) }
            }
        }
    }
    """
  }

  @Test func aRowsElementEditedInPlaceIsReported() {
    // The row keeps its identity (the message's id) while its subject changes.
    assertFindings(
      Self.inbox(edit: "messages[0].subject = \"Re: \" + messages[0].subject"),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  @Test func theSameRowWhoseElementNothingEditsIsANote() {
    // Nothing writes a message's subject: each row shows the only value there is, and the
    // finding is the latent shape.
    assertFindings(
      Self.inbox(edit: "replies += 1"),
      [FindingSpec("1️⃣", .stateCopiesInput, severity: .note, mentions: ["today's callers"])],
      rules: [.stateCopiesInput])
  }

  @Test func theSameViewWithNoCallerSeenIsStillReported() {
    // A view analyzed alone: what its callers pass is not known.
    assertFindings(
      """
      import SwiftUI
      struct MessageRow: View {
          1️⃣@State var subject: String
          var body: some View { Text(subject) }
      }
      """, [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  // MARK: - Made once by the app

  /// A shelf seeded from the app's library, which the `App` holds in a `let`; `more` is a
  /// method of the library.
  static func shelf(more: String) -> String {
    """
    import SwiftUI
    import Observation
    @Observable final class Library {
        var titles: [String] = ["Emma"]
        \(more)
    }
    struct Shelf: View {
        1️⃣@State var titles: [String]
        var body: some View { List(titles, id: \\.self) { Text($0) } }
    }
    @main struct BooksApp: App {
        let library = Library()
        var body: some Scene {
            WindowGroup { Shelf(titles: library.titles) }
        }
    }
    """
  }

  @Test func aSeedFromTheAppsModelThatChangesIsReported() {
    assertFindings(
      Self.shelf(more: "func add(_ title: String) { titles.append(title) }"),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  @Test func aSeedTheAppMakesOnceIsANote() {
    // The app is made once, and nothing writes the library's titles.
    assertFindings(
      Self.shelf(more: "var count: Int { titles.count }"),
      [FindingSpec("1️⃣", .stateCopiesInput, severity: .note)], rules: [.stateCopiesInput])
  }

  // MARK: - The initializer's form

  /// A map seeded through its initializer; `pick` is what the caller's button does.
  static func map(pick: String) -> String {
    """
    import SwiftUI
    struct Place {
        var name: String
    }
    struct PlaceMap: View {
        @State private var place: Place
        init(place: Place) {
            1️⃣_place = State(initialValue: place)
        }
        var body: some View { Text(place.name) }
    }
    struct PlacePicker: View {
        @State private var chosen = Place(name: "Oslo")
        var body: some View {
            VStack {
                PlaceMap(place: chosen)
                Button("Bergen") { \(pick) }
            }
        }
    }
    """
  }

  @Test func anInitializerSeedFromAStateTheCallerChangesIsReported() {
    assertFindings(
      Self.map(pick: "chosen = Place(name: \"Bergen\")"),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  @Test func anInitializerSeedFromAnInputFixedForTheCallerIsANote() {
    // The caller hands on what its own only caller, the app, gives once.
    assertFindings(
      """
      import SwiftUI
      struct Place {
          var name: String
      }
      struct PlaceMap: View {
          @State private var place: Place
          init(place: Place) {
              1️⃣_place = State(initialValue: place)
          }
          var body: some View { Text(place.name) }
      }
      struct PlaceDetail: View {
          let place: Place
          var body: some View { PlaceMap(place: place) }
      }
      @main struct PlacesApp: App {
          let home = Place(name: "Oslo")
          var body: some Scene { WindowGroup { PlaceDetail(place: home) } }
      }
      """, [FindingSpec("1️⃣", .stateCopiesInput, severity: .note)], rules: [.stateCopiesInput])
  }

  // MARK: - A lost write, whatever the callers

  @Test func aLostWriteInTheInitializerIsReportedWhateverTheCallersPass() {
    // The write happens before SwiftUI installs the storage: lost even for a fixed caller.
    assertFindings(
      """
      import SwiftUI
      struct Settings: View {
          @State private var isDark = false
          init(scheme: ColorScheme) {
              1️⃣self.isDark = scheme == .dark
          }
          var body: some View { Toggle("Dark", isOn: $isDark) }
      }
      @main struct SettingsApp: App {
          var body: some Scene { WindowGroup { Settings(scheme: .dark) } }
      }
      """, [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  // MARK: - A draft the view changes

  /// Editors that edit their own draft, seeded with a note of a list; `action` is what the
  /// caller's button does.
  static func editor(action: String) -> String {
    """
    import SwiftUI
    struct Note: Identifiable {
        let id: Int
        var text: String
    }
    struct NoteEditor: View {
        1️⃣@State var text: String
        var body: some View { TextField("Note", text: $text) }
    }
    struct Notes: View {
        @State private var notes = [Note(id: 1, text: "Buy milk")]
        @State private var count = 0
        var body: some View {
            VStack {
                ForEach(notes) { note in NoteEditor(text: note.text) }
                Button("Next") { \(action) }
            }
        }
    }
    """
  }

  @Test func aDraftSeededFromAValueTheCallerChangesIsReported() {
    assertFindings(
      Self.editor(action: "notes[0].text = \"Call Anna\""), [FindingSpec("1️⃣", .stateCopiesInput)],
      rules: [.stateCopiesInput])
  }

  @Test func aDraftSeededFromAFixedValueIsNotReported() {
    // The editor owns its copy from then on: the documented use of a seed.
    assertFindings(
      Self.editor(action: "count += 1"), [], rules: [.stateCopiesInput])
  }

  // MARK: - The note's words

  @Test func theNoteHasItsOwnTurkishSentence() {
    var options = SourceAnalyzer.Options()
    options.rules = [.stateCopiesInput]
    let fixed = SourceAnalyzer(options: options).analyze([
      SourceFile(path: "Inbox.swift", text: MarkedText(Self.inbox(edit: "replies += 1")).text)
    ])
    let changing = SourceAnalyzer(options: options).analyze([
      SourceFile(
        path: "Inbox.swift",
        text: MarkedText(Self.inbox(edit: "messages[0].subject = \"Re\"")).text)
    ])
    let note = Rule.turkishNoteSummaries["SL403"] ?? "?"
    #expect(fixed.findings.map(\.severity) == [.note])
    #expect(fixed.text(.tr).contains(note))
    #expect(fixed.text(.en).contains("today's callers pass a value fixed"))
    #expect(changing.findings.map(\.severity) == [.warning])
    #expect(!changing.text(.tr).contains(note))
    #expect(changing.text(.tr).contains(Rule.turkishSummaries["SL403"] ?? "?"))
  }

  // MARK: - A detail that writes its own copy

  /// A habit detail that counts in its own copy and stores it in the shared list; `reset`
  /// is what the list's button does.
  static func habits(reset: String) -> String {
    """
    import SwiftUI
    import Observation
    struct Habit: Identifiable {
        let id: Int
        var name: String
        var count: Int
    }
    @Observable final class Habits {
        var items = [Habit(id: 1, name: "Run", count: 0)]
    }
    struct HabitDetail: View {
        let habits: Habits
        1️⃣@State var habit: Habit
        var body: some View {
            Button("Done \\(habit.count)") {
                habit.count += 1
                if let index = habits.items.firstIndex(where: { $0.id == habit.id }) {
                    habits.items[index] = habit
                }
            }
        }
    }
    struct HabitList: View {
        @State private var habits = Habits()
        @State private var resets = 0
        var body: some View {
            NavigationStack {
                List(habits.items) { habit in
                    NavigationLink(habit.name) { HabitDetail(habits: habits, habit: habit) }
                }
                Button("Reset") { \(reset) }
            }
        }
    }
    """
  }

  @Test func aDetailThatWritesItsOwnCopyIsNotReported() {
    // Only the detail changes a habit, and it changes its copy with it.
    assertFindings(Self.habits(reset: "resets += 1"), [], rules: [.stateCopiesInput])
  }

  @Test func aDetailWhoseElementAnotherViewEditsIsReported() {
    // The list resets the habit in place while the detail keeps its count.
    assertFindings(
      Self.habits(reset: "habits.items[0].count = 0"), [FindingSpec("1️⃣", .stateCopiesInput)],
      rules: [.stateCopiesInput])
  }

  // MARK: - An object handed to a view's own storage

  /// A friend list that keeps the model it is handed in a `@StateObject`, through a home
  /// view, from a root whose button does `action` with its state.
  static func friends(action: String) -> String {
    """
    import SwiftUI
    final class FriendsModel: ObservableObject {
        @Published var names: [String] = []
    }
    struct FriendList: View {
        1️⃣@StateObject var model: FriendsModel
        var body: some View { List(model.names, id: \\.self) { Text($0) } }
    }
    struct Home: View {
        @ObservedObject var model: FriendsModel
        var body: some View { FriendList(model: model) }
    }
    struct Root: View {
        @State private var current = FriendsModel()
        var body: some View {
            VStack {
                Home(model: current)
                Button("Next") { \(action) }
            }
        }
    }
    """
  }

  @Test func anObjectTheRootReplacesIsReported() {
    assertFindings(
      Self.friends(action: "current = FriendsModel()"), [FindingSpec("1️⃣", .stateCopiesInput)],
      rules: [.stateCopiesInput])
  }

  @Test func anObjectTheRootOnlyChangesIsANote() {
    // The root changes the object's members, never the object: the list keeps the only one.
    assertFindings(
      Self.friends(action: "current.names.append(\"Ann\")"),
      [FindingSpec("1️⃣", .stateCopiesInput, severity: .note)], rules: [.stateCopiesInput])
  }

  // MARK: - A state set from an input when the view appears

  /// Catalogue cells that copy their target's score into a `@State` when they appear;
  /// `rate` is what the catalogue's button does.
  static func catalog(rate: String) -> String {
    """
    import SwiftUI
    struct Target: Identifiable {
        let id: Int
        var score: Double
    }
    struct TargetCell: View {
        var target: Target
        @State private var score = 0.0
        var body: some View {
            Text("\\(score)")
                .onAppear { score = 1️⃣target.score }
        }
    }
    struct Catalog: View {
        @State private var targets = [Target(id: 1, score: 1)]
        @State private var visits = 0
        var body: some View {
            VStack {
                List(targets) { target in TargetCell(target: target) }
                Button("Rate") { \(rate) }
            }
        }
    }
    """
  }

  @Test func aSeedOnAppearFromAnElementEditedInPlaceIsReported() {
    assertFindings(
      Self.catalog(rate: "targets[0].score = 2"), [FindingSpec("1️⃣", .stateCopiesInput)],
      rules: [.stateCopiesInput])
  }

  @Test func aSeedOnAppearFromAnElementNothingEditsIsANote() {
    assertFindings(
      Self.catalog(rate: "visits += 1"),
      [FindingSpec("1️⃣", .stateCopiesInput, severity: .note)], rules: [.stateCopiesInput])
  }

  // MARK: - Made only by a preview

  /// A greeting that only its preview makes, in sources with `app` beside it.
  static func greeting(app: String) -> String {
    """
    import SwiftUI
    struct Person {
        var name: String
    }
    struct Greeting: View {
        1️⃣@State var name: String
        var body: some View { Text(name) }
    }
    struct Greeting_Previews: PreviewProvider {
        static var previews: some View {
            let person = Person(name: "Ann")
            return Greeting(name: person.name)
        }
    }
    \(app)
    """
  }

  @Test func aViewOnlyAPreviewMakesIsReportedWithoutTheApp() {
    // A file alone: the view's callers are not in view.
    assertFindings(
      Self.greeting(app: ""), [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  @Test func aViewOnlyAPreviewMakesInAnAppIsANote() {
    // The whole app is in view, and nothing that runs makes the greeting.
    assertFindings(
      Self.greeting(
        app: """
          @main struct GreetApp: App {
              var body: some Scene { WindowGroup { Text("Hi") } }
          }
          """),
      [FindingSpec("1️⃣", .stateCopiesInput, severity: .note)], rules: [.stateCopiesInput])
  }

  // MARK: - What the seeded view shows of a row's element

  /// Task cards that show `shown` of the task they keep, in a list whose button marks the
  /// first task done in place.
  static func tasks(shown: String) -> String {
    """
    import SwiftUI
    struct Chore: Identifiable {
        let id: Int
        var title: String
        var done: Bool
    }
    struct ChoreCard: View {
        1️⃣@State var chore: Chore
        var body: some View { Text(\(shown)) }
    }
    struct ChoreList: View {
        @State private var chores = [Chore(id: 1, title: "Walk", done: false)]
        var body: some View {
            VStack {
                List(chores) { chore in ChoreCard(chore: chore) }
                Button("Done") { chores[0].done = true }
            }
        }
    }
    """
  }

  @Test func aRowEditedInAMemberTheCardShowsIsReported() {
    assertFindings(
      Self.tasks(shown: "chore.done ? \"Done\" : chore.title"),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  @Test func aRowEditedInAMemberTheCardDoesNotShowIsANote() {
    // The card shows the title, which nothing edits: what it shows is never stale today.
    assertFindings(
      Self.tasks(shown: "chore.title"), [FindingSpec("1️⃣", .stateCopiesInput, severity: .note)],
      rules: [.stateCopiesInput])
  }

  // MARK: - A model's method that only the seeded view calls

  /// A streak detail that counts in its own copy and tells the store, whose method edits
  /// the list in place; `reset` is what the list's button does.
  static func streaks(reset: String) -> String {
    """
    import SwiftUI
    struct Streak: Identifiable {
        let id: Int
        var days: Int
    }
    final class StreakStore: ObservableObject {
        @Published var streaks = [Streak(id: 1, days: 0)]
        func extend(_ streak: Streak) {
            if let index = streaks.firstIndex(where: { $0.id == streak.id }) {
                streaks[index].days += 1
            }
        }
    }
    struct StreakDetail: View {
        @ObservedObject var store: StreakStore
        1️⃣@State var streak: Streak
        var body: some View {
            Button("\\(streak.days) days") {
                store.extend(streak)
                streak.days += 1
            }
        }
    }
    struct StreakList: View {
        @StateObject private var store = StreakStore()
        @State private var taps = 0
        var body: some View {
            VStack {
                ForEach(store.streaks) { streak in StreakDetail(store: store, streak: streak) }
                Button("Reset") { \(reset) }
            }
        }
    }
    """
  }

  @Test func aDetailWhoseModelOnlyItChangesIsNotReported() {
    // The store's method runs only for the detail's action, which changes the copy with it.
    assertFindings(Self.streaks(reset: "taps += 1"), [], rules: [.stateCopiesInput])
  }

  @Test func aDetailWhoseModelAnotherViewAlsoChangesIsReported() {
    assertFindings(
      Self.streaks(reset: "store.extend(store.streaks[0])"),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  // MARK: - A seeded state nothing reads

  /// A timer label seeded from the caller's changing state, whose view shows `shown`;
  /// its reset button writes the state, and `helper` is a helper of the view.
  static func timer(shown: String, helper: String = "") -> String {
    """
    import SwiftUI
    struct TimerLabel: View {
        1️⃣@State var seconds: Int
        var body: some View {
            VStack {
                Text(\(shown))
                Button("Reset") { seconds = 0 }
            }
        }
        \(helper)
    }
    struct Workout: View {
        @State private var elapsed = 0
        var body: some View {
            VStack {
                TimerLabel(seconds: elapsed)
                Button("Tick") { elapsed += 1 }
            }
        }
    }
    """
  }

  @Test func aSeededStateNothingReadsIsNotReported() {
    // Written by the seeding and by the reset, read nowhere: nothing on screen shows it.
    assertFindings(Self.timer(shown: "\"Timer\""), [], rules: [.stateCopiesInput])
  }

  @Test func theSameStateTheBodyReadsIsReported() {
    assertFindings(
      Self.timer(shown: "\"\\(seconds) s\""), [FindingSpec("1️⃣", .stateCopiesInput)],
      rules: [.stateCopiesInput])
  }

  @Test func theSameStateAHelperOfTheBodyReadsIsReported() {
    assertFindings(
      Self.timer(shown: "label", helper: "var label: String { \"\\(seconds) s\" }"),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }

  /// A caption that copies its input into a `@State` when it appears and shows `shown`.
  static func caption(shown: String) -> String {
    """
    import SwiftUI
    struct Caption: View {
        let input: String
        @State private var text = ""
        var body: some View { Text(\(shown)).onAppear { text = 1️⃣input } }
    }
    struct Photo: View {
        @State private var title = "Beach"
        var body: some View {
            VStack {
                Caption(input: title)
                Button("Rename") { title = "Sea" }
            }
        }
    }
    """
  }

  @Test func aStateSeededOnAppearNothingReadsIsNotReported() {
    assertFindings(Self.caption(shown: "\"Photo\""), [], rules: [.stateCopiesInput])
  }

  @Test func theSameStateSeededOnAppearTheBodyReadsIsReported() {
    assertFindings(
      Self.caption(shown: "text"), [FindingSpec("1️⃣", .stateCopiesInput)],
      rules: [.stateCopiesInput])
  }

  // MARK: - Made by nothing at all

  /// A greeting nothing makes (its only use commented out), in sources with `app` beside it;
  /// `use` is the home view's line that once made it.
  static func unusedGreeting(app: String, use: String = "// Greeting(name: name)") -> String {
    """
    import SwiftUI
    struct Greeting: View {
        1️⃣@State var name: String
        var body: some View { Text(name) }
    }
    struct Home: View {
        @State private var name = "Ann"
        var body: some View {
            VStack {
                \(use)
                Button("Rename") { name = "Bo" }
            }
        }
    }
    \(app)
    """
  }

  @Test func aViewNothingMakesInAnAppIsANote() {
    // The whole app is in view, and nothing that runs makes the greeting.
    assertFindings(
      Self.unusedGreeting(
        app: """
          @main struct GreetApp: App {
              var body: some Scene { WindowGroup { Home() } }
          }
          """),
      [FindingSpec("1️⃣", .stateCopiesInput, severity: .note)], rules: [.stateCopiesInput])
  }

  @Test func aViewNothingMakesIsReportedWithoutTheApp() {
    // A library, or a file alone: the view's callers are not in view.
    assertFindings(
      Self.unusedGreeting(app: ""), [FindingSpec("1️⃣", .stateCopiesInput)],
      rules: [.stateCopiesInput])
  }

  static let app = """
    @main struct GreetApp: App {
        var body: some Scene { WindowGroup { Home() } }
    }
    """

  @Test func aViewMadeOnlyInCodeCompiledOutInAnAppIsANote() {
    // `#if false` comments the call out: no build compiles it.
    assertFindings(
      Self.unusedGreeting(app: Self.app, use: "#if false\nGreeting(name: name)\n#endif"),
      [FindingSpec("1️⃣", .stateCopiesInput, severity: .note)], rules: [.stateCopiesInput])
  }

  @Test func theSameCallInADebugClauseIsReported() {
    // A debug build makes the greeting with the home view's changing name.
    assertFindings(
      Self.unusedGreeting(app: Self.app, use: "#if DEBUG\nGreeting(name: name)\n#endif"),
      [FindingSpec("1️⃣", .stateCopiesInput)], rules: [.stateCopiesInput])
  }
}
