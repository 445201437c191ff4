import ScreenLabAnalysis
import Testing

/// The SwiftUI classes of the sixth round, each with reported and unreported twins
/// (Docs/Analyzer.md, SL407–SL408): a load that runs once per appearance from an input the
/// parent may change, and items given fresh `UUID`s each time the view is rebuilt.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SixthRoundSwiftUIClassTests {
  // MARK: - SL407

  static func avatar(_ modifiers: String, input: String = "let address: URL") -> String {
    """
    @MainActor final class AvatarStore: ObservableObject {
        @Published var picture: UIImage?
        func fetch(_ address: URL) async { picture = await Downloader.image(at: address) }
    }
    struct Avatar: View {
        \(input)
        @StateObject private var store = AvatarStore()
        var body: some View {
            Group {
                if let picture = store.picture { Image(uiImage: picture) } else { ProgressView() }
            }
            \(modifiers)
        }
        private func refresh() async { await store.fetch(address) }
    }
    """
  }

  @Test func aLoadFromAnInputOncePerAppearanceIsReported() {
    let modifiers = [
      ".1️⃣task { await refresh() }",
      ".1️⃣task(priority: .background) { await store.fetch(address) }",
      ".1️⃣onAppear { Task { await store.fetch(address) } }",
    ]
    // A private input given by the view's own initializer.
    assertFindings(
      Self.avatar(".1️⃣task { await refresh() }", input: "private let address: URL")
        .replacingOccurrences(
          of: "    var body: some View {",
          with: "    init(for address: URL) { self.address = address }\n    var body: some View {"),
      [FindingSpec("1️⃣", .loadNotKeyedOnInput)], rules: [.loadNotKeyedOnInput])
    for modifier in modifiers {
      assertFindings(
        Self.avatar(modifier),
        [FindingSpec("1️⃣", .loadNotKeyedOnInput, mentions: [".task(id: address)"])],
        rules: [.loadNotKeyedOnInput])
    }
  }

  @Test func aLoadKeyedOnItsInputOrFromNoInputIsNotReported() {
    let cases = [
      (".task(id: address) { await refresh() }", "let address: URL"),
      (
        ".task { await refresh() }\n.onChange(of: address) { Task { await refresh() } }",
        "let address: URL"
      ),
      (".task { await refresh() }", "private let address = URL(fileURLWithPath: \"/tmp/me.png\")"),
      (".task { await refresh() }\n.id(address)", "let address: URL"),
      (".onAppear { print(address) }", "let address: URL"),
    ]
    for (modifier, input) in cases {
      assertFindings(Self.avatar(modifier, input: input), [], rules: [.loadNotKeyedOnInput])
    }
    // A private property the view's initializer fills itself: no caller chooses it.
    assertFindings(
      Self.avatar(".task { await refresh() }", input: "private let address: URL")
        .replacingOccurrences(
          of: "    var body: some View {",
          with: "    init() { address = Bundle.main.bundleURL }\n    var body: some View {"),
      [], rules: [.loadNotKeyedOnInput])
  }

  // MARK: - SL408

  static func tabs(_ declaration: String, state: String = "@State private var chosen: UUID?")
    -> String
  {
    """
    struct Tab: Identifiable {
        let id = UUID()
        var title: String
    }
    struct TabStrip: View {
        \(state)
        \(declaration)
        var body: some View {
            HStack {
                ForEach(tabs) { tab in
                    Button(tab.title) { chosen = tab.id }
                        .underline(chosen == tab.id)
                }
            }
        }
    }
    """
  }

  @Test func itemsWithFreshIdentitiesOnEachRebuildAreReported() {
    let declarations = [
      "var 1️⃣tabs = [\"Inbox\", \"Sent\"].map { Tab(title: $0) }",
      "let 1️⃣tabs: [Tab] = [Tab(title: \"Inbox\"), Tab(title: \"Sent\")]",
      "var 1️⃣tabs: [Tab] { [Tab(title: \"Inbox\"), Tab(title: \"Sent\")] }",
    ]
    for declaration in declarations {
      assertFindings(
        Self.tabs(declaration), [FindingSpec("1️⃣", .freshIdentities)], rules: [.freshIdentities])
    }
  }

  @Test func itemsMadeOnceOrWithoutStateKeyedByIdAreNotReported() {
    let cases = [
      ("@State private var tabs = [Tab(title: \"Inbox\")]", "@State private var chosen: UUID?"),
      (
        "static let all = [Tab(title: \"Inbox\")]\n    var tabs: [Tab] { Self.all }",
        "@State private var chosen: UUID?"
      ),
      ("let tabs: [Tab]", "@State private var chosen: UUID?"),
      ("var tabs = [\"Inbox\"].map { Tab(title: $0) }", "@State private var chosen: String?"),
    ]
    for (declaration, state) in cases {
      assertFindings(Self.tabs(declaration, state: state), [], rules: [.freshIdentities])
    }
  }
}
