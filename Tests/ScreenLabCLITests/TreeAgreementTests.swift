import Foundation
import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLab
import ScreenLabAnalysis
import ScreenLabSeeds
import Testing

/// `screenlab analyze --tree` against the runtime: the static tree of a source and the
/// `ViewHost` measurement of the same compiled views must give the same change line for every
/// key the tree lists (Docs/Analyzer.md, "--tree").
@MainActor @Suite(.enabled(if: SourceAnalyzer.availability == .available, "needs SwiftSyntax"))
struct TreeAgreementTests {
  /// The source text of a file in this repository.
  static func source(_ relativePath: String) throws -> SourceFile {
    let url = repositoryRoot.appendingPathComponent(relativePath)
    return SourceFile(path: relativePath, text: try String(contentsOf: url, encoding: .utf8))
  }

  /// The static tree of `sources`, cut to the subtree of `root`, and its line for `key`.
  static func staticLine(_ sources: [SourceFile], root: String, key: String) -> String {
    let extraction = SourceAnalyzer().viewTree(sources)
    var kept = Set<String>()
    var nodes: [ViewNode] = []
    for node in extraction.nodes where node.name == root || node.parent.map(kept.contains) == true {
      kept.insert(node.name)
      nodes.append(ViewNode(node.name, parent: node.parent, reads: Set(node.reads)))
    }
    var storage: [String: Storage] = [:]
    for (name, value) in extraction.storage { storage[name] = value }
    return ViewTree(nodes: nodes, storage: storage).report(key, key: key).line()
  }

  /// The keys the static tree lists under `root`.
  static func keys(_ sources: [SourceFile], root: String) -> [String] {
    let extraction = SourceAnalyzer().viewTree(sources)
    var kept = Set<String>()
    var keys: [String] = []
    for node in extraction.nodes where node.name == root || node.parent.map(kept.contains) == true {
      kept.insert(node.name)
      for key in node.reads where !keys.contains(key) { keys.append(key) }
    }
    return keys
  }

  /// Hosts `view`, measures each (key, interaction) in order on the same host, and compares
  /// each measured line with the static tree's line for the key.
  @MainActor
  static func expectAgreement<V: View>(
    _ sources: [SourceFile], root: String, view: V,
    _ steps: [(key: String, interaction: (ViewHost<V>) -> Void)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: view, runtime: runtime)
      for step in steps {
        let measured = host.measure(step.key, key: step.key) { step.interaction(host) }.line()
        #expect(
          staticLine(sources, root: root, key: step.key) == measured,
          sourceLocation: sourceLocation)
      }
    }
  }

  static let screens = "Tests/ScreenLabCLITests/TreeAgreementScreens.swift"

  @Test @MainActor func inboxStoreAgrees() throws {
    let sources = [try Self.source(Self.screens)]
    #expect(Self.keys(sources, root: "InboxScreen").sorted() == ["filter", "isEditing", "unread"])
    let store = InboxStore()
    Self.expectAgreement(
      sources, root: "InboxScreen", view: InboxScreen(store: store),
      [
        ("unread", { _ in store.unread += 1 }),
        ("filter", { _ in store.filter = "flagged" }),
        ("isEditing", { host in host.write("isEditing", true, in: "InboxScreen") }),
      ])
  }

  @Test @MainActor func manualAnnouncementsAgree() throws {
    let sources = [try Self.source(Self.screens)]
    let model = TimerModel()
    // The runtime cannot name the key of a bare send(); the static tree calls it
    // `objectWillChange`, and the label passed to both is that name.
    Self.expectAgreement(
      sources, root: "TimerScreen", view: TimerScreen(model: model),
      [
        ("objectWillChange", { _ in model.tick() }),
        ("showsHint", { host in host.write("showsHint", true, in: "TimerScreen") }),
      ])
  }

  @Test @MainActor func observableModelAgrees() throws {
    let sources = [try Self.source(Self.screens)]
    #expect(Self.keys(sources, root: "CartScreen") == ["items", "coupon"])
    let cart = Cart()
    Self.expectAgreement(
      sources, root: "CartScreen", view: CartScreen(cart: cart),
      [
        ("items", { _ in cart.items.append("tea") }),
        ("coupon", { _ in cart.coupon = "SPRING" }),
      ])
  }

  @Test @MainActor func customModifierAgrees() throws {
    let sources = [try Self.source(Self.screens)]
    let names = SourceAnalyzer().viewTree(sources).nodes.map(\.name)
    let measured = Runtime.withNew { runtime in
      ViewHost(rootView: GlowScreen(), runtime: runtime).userViews
    }
    #expect(Array(names.drop { $0 != "GlowScreen" }.prefix(3)) == measured)
    Self.expectAgreement(
      sources, root: "GlowScreen", view: GlowScreen(),
      [
        ("isLit", { host in host.write("isLit", true, in: "GlowScreen") }),
        ("flashes", { host in host.write("flashes", 1, in: "Glow") }),
      ])
  }

  @Test @MainActor func seedScreensAgree() throws {
    let sources = [try Self.source("Sources/ScreenLabSeeds/LessonScreens.swift")]
    Self.expectAgreement(
      sources, root: "PanelScreen", view: PanelScreen(),
      [
        ("isOn", { host in host.write("isOn", true, in: "PanelScreen") }),
        ("isExpanded", { host in host.write("isExpanded", true, in: "DetailPanel") }),
      ])
    Self.expectAgreement(
      sources, root: "BoardScreen", view: BoardScreen(),
      [
        (
          "position",
          { host in host.write("position", CGSize(width: 10, height: 0), in: "BoardScreen") }
        )
      ])
    Self.expectAgreement(
      sources, root: "CardRow", view: CardRow(),
      [("isPinned", { host in host.write("isPinned", true, in: "CardRow") })])
  }

  static let modernScreens = "Tests/ScreenLabCLITests/TreeAgreementModernScreens.swift"

  @Test @MainActor func observableInStateAndBindableAgree() throws {
    let sources = [try Self.source(Self.modernScreens)]
    // `$isPreviewing` is only passed on to the toggle: no view reads it.
    #expect(Self.keys(sources, root: "DraftScreen").sorted() == ["text", "title", "wordCount"])
    let draft = Draft()
    Self.expectAgreement(
      sources, root: "DraftScreen", view: DraftScreen(draft: draft),
      [
        ("title", { _ in draft.title = "Notes" }),
        ("text", { _ in draft.text = "Hello" }),
        ("wordCount", { _ in draft.wordCount = 1 }),
        ("isPreviewing", { host in host.write("isPreviewing", true, in: "DraftScreen") }),
      ])
  }

  @Test @MainActor func bindingPassedOnIsNotARead() throws {
    let sources = [try Self.source(Self.modernScreens)]
    Self.expectAgreement(
      sources, root: "RenameScreen", view: RenameScreen(),
      [
        ("name", { host in host.write("name", "Grace", in: "RenameScreen") }),
        ("isLocked", { host in host.write("isLocked", true, in: "RenameScreen") }),
      ])
  }

  @Test @MainActor func environmentModelsAndStateObjectsAgree() throws {
    let sources = [try Self.source(Self.modernScreens)]
    #expect(
      Self.keys(sources, root: "AccountScreen").sorted() == ["fontScale", "isOnline", "user"])
    let session = Session()
    let theme = Theme()
    Self.expectAgreement(
      sources, root: "AccountScreen", view: AccountScreen(session: session, theme: theme),
      [
        ("user", { _ in session.user = "ada" }),
        ("isOnline", { _ in session.isOnline = true }),
        ("fontScale", { _ in theme.fontScale = 1.5 }),
      ])
  }

  @Test @MainActor func previewWrapperStateAgrees() throws {
    let sources = [try Self.source(Self.modernScreens)]
    Self.expectAgreement(
      sources, root: "Wrapper", view: SwitchRow_Previews.Wrapper(),
      [("isOn", { host in host.write("isOn", true, in: "Wrapper") })])
  }

  @Test @MainActor func modifierThroughAViewExtensionAgrees() throws {
    let sources = [try Self.source(Self.modernScreens)]
    let names = SourceAnalyzer().viewTree(sources).nodes.map(\.name)
    let measured = Runtime.withNew { runtime in
      ViewHost(rootView: DimScreen(), runtime: runtime).userViews
    }
    #expect(Array(names.drop { $0 != "DimScreen" }.prefix(3)) == measured)
    Self.expectAgreement(
      sources, root: "DimScreen", view: DimScreen(),
      [("isDimmed", { host in host.write("isDimmed", true, in: "DimScreen") })])
  }
}
