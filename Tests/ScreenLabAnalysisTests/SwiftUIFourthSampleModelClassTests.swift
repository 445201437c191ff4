import ScreenLabAnalysis
import Testing

/// Classes of the fourth SwiftUI sample of the mirrored repositories (Docs/Analyzer.md,
/// "Precision on unmarked public code (fourth sample, 2026-12-06), SwiftUI") in the model
/// rules, each with a reported and an unreported twin: a local or a parameter that shadows
/// the model's property (SL405); a property written in the observer of a `@Published` one
/// (SL402); a model made where a body runs once for its identity (SL404); a state that a
/// local of the body shadows, and a constant only a preview beside the callers passes
/// otherwise (SL403).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUIFourthSampleModelClassTests {
  // MARK: - SL405, a local or a parameter of the property's name

  /// A studio that publishes its channel, a plain object, with `methods` of its own.
  static func studio(_ methods: String) -> String {
    """
    import SwiftUI
    final class Channel {
        var title = ""
    }
    final class Studio: ObservableObject {
        @Published var channel = Channel()
        \(methods)
    }
    """
  }

  @Test func aLocalOrAParameterNamedAsThePublishedPropertyIsNotIt() {
    // A wizard's new channel, a log-out method given another channel, a loop over a list
    // and a closure's parameter: each changes an object the studio does not publish.
    for methods in [
      "func startWizard() { let channel = Channel(); channel.title = \"New\" }",
      "func logOut(channel: Channel) { channel.title = \"\" }",
      "func reset(_ all: [Channel]) { for channel in all { channel.title = \"\" } }",
      "func rename(_ all: [Channel]) { all.forEach { channel in channel.title = \"\" } }",
      "func pick(_ other: Channel?) { if let channel = other { channel.title = \"\" } }",
    ] {
      assertFindings(Self.studio(methods), [], rules: [.nestedObjectMutation])
    }
  }

  @Test func thePublishedPropertyNamedBesideALocalIsStillReported() {
    // `self.channel` under a parameter of the same name, the property itself after a
    // local declared in another function, and the property unwrapped under its own name
    // are the published object.
    for methods in [
      "func logOut(channel: Channel) { 1️⃣self.channel.title = channel.title }",
      "func make() { let channel = Channel(); _ = channel }\n    func go() { 1️⃣channel.title = \"Live\" }",
      "func go() { let channel = self.channel; 1️⃣channel.title = \"Live\" }",
      "func go() { if true { let channel = Channel(); _ = channel }; 1️⃣channel.title = \"Live\" }",
    ] {
      assertFindings(
        Self.studio(methods),
        [FindingSpec("1️⃣", .nestedObjectMutation, mentions: ["'channel.title'"])],
        rules: [.nestedObjectMutation])
    }
  }

  // MARK: - SL402, written in the observer of a published property

  /// A chat that keeps its latest message beside its published list; `observer` is the
  /// property `latest` is set in, `more` other members.
  static func chat(observer: String, more: String = "") -> String {
    """
    import SwiftUI
    final class Chat: ObservableObject {
        \(observer) var messages: [String] = [] {
            didSet { latest = messages.last }
        }
        1️⃣var latest: String?
        @Published var unread = 0
        func receive(_ text: String) { messages.append(text) }
        \(more)
    }
    struct ChatView: View {
        @ObservedObject var chat: Chat
        var body: some View { Text(chat.latest ?? "") }
    }
    """
  }

  @Test func aValueWrittenInTheObserverOfAPublishedPropertyIsNotReported() {
    // The observer runs inside the published property's setter, which announces the chat.
    assertFindings(Self.chat(observer: "@Published"), [], rules: [.unpublishedProperty])
  }

  @Test func aValueWrittenInAPlainObserverOrElsewhereIsStillReported() {
    // The observer of a plain property announces nothing; a write outside the observer is
    // not announced by it.
    for (observer, more) in [
      ("", ""), ("@Published", "func clear() { latest = nil }"),
    ] {
      assertFindings(
        Self.chat(observer: observer, more: more),
        [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["Chat.latest"])],
        rules: [.unpublishedProperty])
    }
  }

  // MARK: - SL404, made where a body runs once

  static let settings = """
    import SwiftUI
    final class Settings: ObservableObject {
        @Published var isDark = false
    }
    struct SettingsPane: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Toggle("Dark", isOn: $settings.isDark) }
    }
    """

  @Test func aModelInjectedByABodyThatHoldsNothingIsANote() {
    // A view with no stored property has no input to change and no state: its body runs
    // once for its identity, and so does the injection; the model survives until the view
    // holds something, a latent bug.
    assertFindings(
      Self.settings + """

        struct Home: View {
            var body: some View { SettingsPane().1️⃣environmentObject(Settings()) }
        }
        """,
      [
        FindingSpec(
          "1️⃣", .modelCreatedInPlace, severity: .note, mentions: ["'Settings'", "runs once"])
      ],
      rules: [.modelCreatedInPlace])
  }

  @Test func aModelInjectedByABodyWithStateIsStillReported() {
    for member in ["@State var tab = 0", "let title: String", "@Environment(\\.locale) var locale"]
    {
      assertFindings(
        Self.settings + """

          struct Home: View {
              \(member)
              var body: some View { SettingsPane().1️⃣environmentObject(Settings()) }
          }
          """,
        [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'Settings'"])],
        rules: [.modelCreatedInPlace])
    }
  }

  /// A bulb list that makes its model in a plain stored property, made by `maker`.
  static func bulbs(maker: String) -> String {
    """
    import SwiftUI
    final class BulbModel: ObservableObject {
        @Published var bulbs: [String] = []
    }
    struct BulbList: View {
        1️⃣let model = BulbModel()
        @State var isAdding = false
        var body: some View { List(model.bulbs, id: \\.self) { Text($0) } }
    }
    \(maker)
    """
  }

  @Test func aModelOfTheRootViewOfAnAppThatHoldsNothingIsANote() {
    // The app's body runs once: its window's root view is made once, with its model.
    assertFindings(
      Self.bulbs(
        maker: """
          @main
          struct BulbApp: App {
              var body: some Scene { WindowGroup { BulbList() } }
          }
          """),
      [
        FindingSpec(
          "1️⃣", .modelCreatedInPlace, severity: .note, mentions: ["'model'", "runs once"])
      ],
      rules: [.modelCreatedInPlace])
  }

  @Test func aModelOfAViewMadeWhereABodyRunsAgainIsStillReported() {
    // An app whose scene phase changes, and a screen with state, run their bodies again,
    // and make the list (and its model) anew each time; one such caller is enough.
    for maker in [
      """
      @main
      struct BulbApp: App {
          @Environment(\\.scenePhase) var phase
          var body: some Scene { WindowGroup { BulbList() } }
      }
      """,
      """
      struct Home: View {
          @State var count = 0
          var body: some View { BulbList() }
      }
      struct Plain: View {
          var body: some View { BulbList() }
      }
      """,
    ] {
      assertFindings(
        Self.bulbs(maker: maker),
        [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'model'", "BulbModel"])],
        rules: [.modelCreatedInPlace])
    }
  }

  // MARK: - SL403, a state shadowed by a local; a preview beside the callers

  /// A board that keeps its cards in state and lists `shown` in its body, where `local` is
  /// declared first.
  static func board(local: String, shown: String) -> String {
    """
    import SwiftUI
    struct Card: Identifiable { let id: Int; let title: String }
    final class Board { var cards: [Card] = [] }
    struct BoardView: View {
        let board: Board
        1️⃣@State var cards: [Card]
        var body: some View {
            \(local)
            List(\(shown)) { Text($0.title) }
        }
    }
    struct Boards: View {
        let board: Board
        var body: some View { BoardView(board: board, cards: board.cards) }
    }
    """
  }

  @Test func aStateALocalOfTheBodyShadowsIsNotReported() {
    // The body lists its own sorted copy of the board's cards: the state is never read.
    assertFindings(
      Self.board(local: "let cards = board.cards.sorted { $0.id < $1.id }", shown: "cards"), [],
      rules: [.stateCopiesInput])
  }

  @Test func aStateTheBodyReadsBesideALocalIsStillReported() {
    // The state read as `self.cards`, or by name where the local is another name, is the
    // state, which keeps the first cards.
    for (local, shown) in [
      ("let cards = board.cards.sorted { $0.id < $1.id }", "self.cards"),
      ("let sorted = board.cards.sorted { $0.id < $1.id }", "cards"),
    ] {
      assertFindings(
        Self.board(local: local, shown: shown),
        [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var cards'"])],
        rules: [.stateCopiesInput])
    }
  }

  /// A header shaded by a gradient kept in state, made by a screen with `call` and by a
  /// preview with `preview`.
  static func header(call: String, preview: String) -> String {
    """
    import SwiftUI
    struct HeaderView: View {
        1️⃣@State var shade: Gradient
        var body: some View {
            LinearGradient(gradient: shade, startPoint: .top, endPoint: .bottom)
        }
    }
    struct DetailScreen: View {
        @State var level = 0.4
        var body: some View { \(call) }
        func rise() { level += 0.1 }
    }
    #Preview {
        \(preview)
    }
    """
  }

  @Test func aConstantEveryCallerPassesIsNotReportedWhateverThePreviewPasses() {
    // The app's one call passes a constant gradient; the preview's other gradient is a
    // sample, not a caller.
    assertFindings(
      Self.header(
        call: "HeaderView(shade: Gradient(colors: [Color(\"Grass\"), Color(\"Leaf\")]))",
        preview: "HeaderView(shade: Gradient(colors: [Color(\"Sea\"), Color(\"Sky\")]))"), [],
      rules: [.stateCopiesInput])
  }

  @Test func aChangingValueOfACallerIsStillReportedWhateverThePreviewPasses() {
    // A caller's changing value is reported with a literal preview; a preview alone stands
    // for the callers, as before.
    for (call, preview) in [
      (
        "HeaderView(shade: Gradient(colors: [Color(white: level), .blue]))",
        "HeaderView(shade: .init(colors: []))"
      ),
      ("Text(\"Detail\")", "HeaderView(shade: Gradient(colors: [Color(\"Sea\"), Color(\"Sky\")]))"),
    ] {
      assertFindings(
        Self.header(call: call, preview: preview),
        [FindingSpec("1️⃣", .stateCopiesInput, mentions: ["'@State var shade'"])],
        rules: [.stateCopiesInput])
    }
  }
}
