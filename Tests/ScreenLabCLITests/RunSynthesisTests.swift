import Foundation
import Testing

@testable import ScreenLabCLI

/// Which entry point `screenlab run` chooses in a file and what it synthesizes to make a view
/// whose initializers take arguments (Docs/Run.md §3).
@MainActor @Suite(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
struct RunSynthesisTests {
  static func hostables(_ files: [String]) -> [String: RunHostable] {
    let found = RunRewriterTests.hostables(files)
    return Dictionary(uniqueKeysWithValues: found.map { ($0.name, $0) })
  }

  @Test func aPreviewIsTheEntryPointAndASynthesizedViewIsNotAScreen() {
    let found = RunRewriterTests.hostables([
      """
      import SwiftUI
      struct LikeButton: View {
          @Binding var isLiked: Bool
          var body: some View { Button("Like") { isLiked.toggle() } }
      }
      struct Badge: View {
          let count: Int
          var body: some View { Text("\\(count)") }
      }
      #Preview { LikeButton(isLiked: .constant(true)) }
      """
    ])
    // The preview is the file's own entry point; LikeButton is used by it; Badge is used by
    // nobody but is made with a synthesized argument, so it waits for `--view`.
    #expect(found.map(\.name) == ["LikeButton", "Badge", "Preview"])
    #expect(found.map(\.isScreen) == [false, false, true])
    #expect(found.map { $0.synthesized != nil } == [true, true, false])
  }

  @Test func withoutAPreviewTheSynthesizedViewIsTheScreen() {
    let found = RunRewriterTests.hostables([
      """
      import SwiftUI
      struct QuantityStepper: View {
          @Binding var value: Int
          var body: some View { Text("\\(value)") }
      }
      struct CartLine: View {
          let name: String
          @State private var quantity = 1
          var body: some View { QuantityStepper(value: $quantity) }
      }
      """
    ])
    #expect(found.map(\.name) == ["QuantityStepper", "CartLine"])
    #expect(found.map(\.isScreen) == [false, true])
    #expect(found.map(\.make) == ["ScreenLabHost_QuantityStepper()", "CartLine(name: \"name\")"])
  }

  @Test func aBindingIsBackedByALiveStateAndEachValueIsNamed() throws {
    let found = Self.hostables([
      """
      import SwiftUI
      enum Tab: String { case home, search }
      enum Payload { case value(Int) }
      struct Row: View {
          @Binding var isOn: Bool
          @Binding var query: String
          @Binding var tab: Tab
          let title: String
          let count: Int
          var note: String?
          let tags: [String]
          let scores: [String: Int]
          let onTap: () -> Void
          let onPick: (Int, String) -> Void
          var spacing: CGFloat = 8
          @State private var open = false
          var body: some View { Toggle(title, isOn: $isOn) }
      }
      """
    ])
    let row = try #require(found["Row"])
    #expect(
      row.synthesized
        == "Row(isOn: $isOn, query: $query, tab: $tab, title: \"title\", count: 0, tags: [], "
        + "scores: [:], onTap: {}, onPick: { _, _ in }), @State isOn = false, "
        + "@State query = \"\", @State tab = Tab.home")
    #expect(row.make == "ScreenLabHost_Row()")
    #expect(
      row.declarations == [
        """
        fileprivate struct ScreenLabHost_Row: View {
          @State var isOn: Bool = false
          @State var query: String = ""
          @State var tab: Tab = Tab.home
          var body: some View { Row(isOn: $isOn, query: $query, tab: $tab, title: "title", \
        count: 0, tags: [], scores: [:], onTap: {}, onPick: { _, _ in }) }
        }
        """
      ])
  }

  @Test func anEnumWithAssociatedValuesOrAnUnknownTypeIsNotGuessed() {
    let found = Self.hostables([
      """
      import SwiftUI
      enum Payload { case value(Int) }
      struct A: View { let payload: Payload; var body: some View { Text("a") } }
      struct B: View { let formatter: MeasurementFormatter; var body: some View { Text("b") } }
      struct C: View { let make: () -> MeasurementFormatter; var body: some View { Text("c") } }
      """
    ])
    #expect(found.isEmpty)
  }

  @Test func theDeclaredInitializerWithTheFewestSynthesizableParametersIsChosen() throws {
    let found = Self.hostables([
      """
      import UIKit
      final class Pill: UIView {
          init(model: MeasurementFormatter) { super.init(frame: .zero) }
          init(titles: [String], selected: Int) { super.init(frame: .zero) }
          init(titles: [String], selected: Int, animated: Bool) { super.init(frame: .zero) }
          required init?(coder: NSCoder) { nil }
      }
      final class Toast: UIView {
          init(message: String, onTap: @escaping () -> Void) { super.init(frame: .zero) }
          required init?(coder: NSCoder) { nil }
      }
      """
    ])
    #expect(found["Pill"]?.make == "Pill(titles: [], selected: 0)")
    // Which of the three was called, and why, is said.
    #expect(
      found["Pill"]?.synthesized
        == "Pill(titles: [], selected: 0), init(titles:selected:), the first with the fewest "
        + "arguments of 3 initializers")
    #expect(found["Pill"]?.kind == .uiView)
    #expect(found["Toast"]?.make == "Toast(message: \"message\", onTap: {})")
    #expect(found["Toast"]?.synthesized == "Toast(message: \"message\", onTap: {})")
  }

  @Test func anEnvironmentObjectIsInjectedWhenItsTypeHasAnInit() throws {
    let found = Self.hostables([
      """
      import SwiftUI
      final class Cart: ObservableObject { @Published var items: [String] = [] }
      struct CartBadge: View {
          @EnvironmentObject var cart: Cart
          let label: String
          var body: some View { Text(label) }
      }
      """
    ])
    let badge = try #require(found["CartBadge"])
    #expect(badge.isScreen)
    #expect(badge.synthesized == "CartBadge(label: \"label\").environmentObject(Cart())")
    #expect(
      badge.declarations == [
        """
        fileprivate struct ScreenLabHost_CartBadge: View {
          let environmentObject0 = Cart()
          var body: some View { CartBadge(label: "label").environmentObject(environmentObject0) }
        }
        """
      ])
  }

  @Test func anAppIsHostedAndItsRootViewIsNotAScreen() throws {
    let found = RunRewriterTests.hostables([
      """
      import SwiftUI
      @main
      struct NotesApp: App {
          var body: some Scene {
              WindowGroup { NotesList() }
          }
      }
      struct NotesList: View { var body: some View { Text("Notes") } }
      """
    ])
    #expect(found.map(\.name) == ["NotesApp", "NotesList"])
    #expect(found.map(\.kind) == [.app, .view])
    #expect(found.map(\.isScreen) == [true, false])
    #expect(found.first?.make == "NotesApp()")
  }

  @Test func aGenericViewIsHostedThroughThePreviewThatGivesItsTypes() {
    let text = """
      import SwiftUI
      struct Card<Content: View>: View {
          let content: Content
          var body: some View { content }
      }
      """
    let found = RunRewriterTests.hostables([
      text + "\n#Preview(\"Sample\") { Card(content: Text(\"x\")) }\n"
    ])
    // The preview fixes the types and is the screen; the view made with a simple type
    // argument waits for `--view`.
    #expect(found.map(\.name) == ["Card", "Sample"])
    #expect(found.map(\.kind) == [.view, .preview])
    #expect(found.map(\.isScreen) == [false, true])
  }

  @Test func aGenericViewIsHostedWithASimpleTypeArgument() throws {
    let found = Self.hostables([
      """
      import SwiftUI
      struct Card<Content: View>: View {
          let content: Content
          var body: some View { content }
      }
      struct Row<Item: Hashable, Label>: View where Label: View {
          let item: Item
          @ViewBuilder let label: (Item) -> Label
          var body: some View { label(item) }
      }
      struct Titled<S: StringProtocol>: View {
          let title: S
          var body: some View { Text(title) }
      }
      struct Feed<Item: Identifiable>: View {
          let items: [Item]
          var body: some View { Text("feed") }
      }
      """
    ])
    let card = try #require(found["Card"])
    #expect(card.make == "Card<Text>(content: Text(\"content\"))")
    #expect(card.synthesized == "Card<Text>(content: Text(\"content\"))")
    #expect(found["Row"]?.make == "Row<Int, Text>(item: 0, label: { _ in Text(\"label\") })")
    #expect(found["Titled"]?.make == "Titled<String>(title: \"s\")")
    // An element is ScreenLabRun's `RunItem`, the one simple type that is `Identifiable`.
    #expect(found["Feed"]?.make == "Feed<RunItem>(items: [])")
    // A parameter no simple type stands for waits for a preview, and the reason says why.
    let sources = [
      RunRewriter.rewrite(
        path: "Feed.swift",
        text: """
          import SwiftUI
          struct Feed<Item: Collection>: View {
              let items: [Item]
              var body: some View { Text("feed") }
          }
          """)
    ]
    #expect(
      RunRewriter.unhostableReasons(sources, hostables: []) == [
        "Feed is generic over Item: Collection (no simple type argument stands for it; "
          + "a #Preview that makes it gives the types)"
      ])
  }

  @Test func uiKitInitializersWithArgumentsGetTheWindowFrameAndAppleValues() throws {
    let found = Self.hostables([
      """
      import UIKit
      final class Ring: UIView {
          init(frame: CGRect, color: UIColor, lineWidth: CGFloat) { super.init(frame: frame) }
          required init?(coder: NSCoder) { nil }
      }
      final class Notes: UITextView {
          override init(frame: CGRect, textContainer: NSTextContainer?) {
              super.init(frame: frame, textContainer: textContainer)
          }
          required init?(coder: NSCoder) { nil }
      }
      final class Detail: UIViewController {
          init(title: String, tint: UIColor, font: UIFont) {
              super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { nil }
      }
      """
    ])
    let window = "CGRect(x: 0, y: 0, width: 390, height: 844)"
    #expect(found["Ring"]?.make == "Ring(frame: \(window), color: UIColor.gray, lineWidth: 0)")
    #expect(found["Ring"]?.synthesized == found["Ring"]?.make)
    #expect(found["Notes"]?.make == "Notes(frame: \(window), textContainer: nil)")
    #expect(found["Detail"]?.kind == .viewController)
    #expect(
      found["Detail"]?.make
        == "Detail(title: \"title\", tint: UIColor.gray, font: UIFont.systemFont(ofSize: 17))")
  }

  @Test func aModelOfTheSourcesIsMadeByItsInitializersRecursively() throws {
    let found = Self.hostables([
      """
      import SwiftUI
      struct Author { let name: String; var verified = false }
      struct Post: Identifiable { let id: UUID; let title: String; let author: Author }
      final class FeedModel: ObservableObject {
          @Published var posts: [Post] = []
          init(post: Post, limit: Int) { posts = [post] }
      }
      struct PostCard: View {
          let post: Post
          var body: some View { Text(post.title) }
      }
      struct FeedScreen: View {
          @ObservedObject var model: FeedModel
          var body: some View { Text("feed") }
      }
      struct Meter: View {
          enum Orientation { case horizontal, vertical }
          let orientation: Orientation
          let state: () -> Post
          var body: some View { Text("m") }
      }
      struct Pager: View {
          let count: Int
          init<A: View>(count: Int, @ViewBuilder content: () -> A) { self.count = count }
          var body: some View { Text("p") }
      }
      """
    ])
    let uuid = "UUID(uuidString: \"00000000-0000-0000-0000-000000000000\")!"
    let post = "Post(id: \(uuid), title: \"title\", author: Author(name: \"name\"))"
    #expect(found["PostCard"]?.make == "PostCard(post: \(post))")
    // An object is made once and kept by the host; the output shows how.
    let screen = try #require(found["FeedScreen"])
    #expect(screen.make == "ScreenLabHost_FeedScreen()")
    #expect(screen.synthesized == "FeedScreen(model: FeedModel(post: \(post), limit: 0))")
    // A nested enumeration is named by its case; a function returns the synthesized value.
    #expect(found["Meter"]?.make == "Meter(orientation: .horizontal, state: { \(post) })")
    // An initializer's own generic parameter gets a simple type argument.
    #expect(found["Pager"]?.make == "Pager(count: 0, content: { Text(\"a\") })")
  }

  @Test func aProtocolOfTheSourcesGetsATypeThatConformsToIt() {
    let found = Self.hostables([
      """
      import SwiftUI
      protocol DataService { func load() -> [String] }
      struct MockService: DataService { func load() -> [String] { ["a"] } }
      @Observable final class ListModel {
          let service: DataService
          init(service: DataService) { self.service = service }
      }
      struct ListScreen: View {
          @State var model: ListModel
          var body: some View { Text("list") }
      }
      """
    ])
    #expect(
      found["ListScreen"]?.synthesized == "ListScreen(model: ListModel(service: MockService()))")
  }

  @Test func aModelNestingItselfIsNotMadeBeyondTheBound() {
    let found = Self.hostables([
      """
      import SwiftUI
      final class Node { let next: Node; init(next: Node) { self.next = next } }
      struct Tree: View { let root: Node; var body: some View { Text("t") } }
      """
    ])
    #expect(found["Tree"] == nil)
  }

  @Test func aStoryboardControllersOutletsAreMadeAndConnectedBeforeViewDidLoad() throws {
    let sources = [
      RunRewriter.rewrite(
        path: "Score.swift",
        text: """
          import UIKit
          final class Gauge: UIView {}
          class Base: UIViewController {
              @IBOutlet weak var titleLabel: UILabel!
              @IBOutlet private weak var hidden: UILabel!
          }
          class Score: Base {
              @IBOutlet weak var gauge: Gauge!
              @IBOutlet var buttons: [UIButton]!
              @IBOutlet var height: NSLayoutConstraint!
              @IBOutlet var rules: [NSLayoutConstraint]!
              override func viewDidLoad() { super.viewDidLoad(); titleLabel.text = "x" }
          }
          """)
    ]
    let hostables = RunRewriter.hostables(sources)
    let score = try #require(hostables.first { $0.name == "Score" })
    #expect(score.isScreen)
    #expect(score.make == "__screenlabNib_Score()")
    // The superclass's outlets first (its private one is out of reach), then the class's, in
    // declaration order; a constraint is no view: an inactive one, not added to the root view.
    #expect(
      score.synthesized
        == "Score(), @IBOutlet titleLabel = UILabel(frame: .zero), @IBOutlet gauge = "
        + "Gauge(frame: .zero), @IBOutlet buttons = [UIButton(frame: .zero)], @IBOutlet height = "
        + "NSLayoutConstraint(item: UIView(frame: .zero), attribute: .width, relatedBy: .equal, "
        + "toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0), @IBOutlet rules "
        + "= [], awakeFromNib()")
    let declaration = try #require(score.declarations.last)
    let lines = declaration.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // Each view is added to the root view before it is assigned (a weak outlet keeps it),
    // and `viewDidLoad` comes after every outlet is connected.
    let order = [
      "let controller = Score()", "controller.awakeFromNib()", "controller.view = UIView()",
      "controller.__screenlabConnectOutlets_Score(into: controller.view)",
      "controller.viewDidLoad()", "return controller",
    ]
    let positions = order.compactMap { lines.firstIndex(of: $0) }
    #expect(positions.count == order.count)
    #expect(positions == positions.sorted())
    #expect(lines.contains("root.addSubview(outlet0)"))
    #expect(
      lines.firstIndex(of: "root.addSubview(outlet1)")! < lines.firstIndex(
        of: "self.gauge = outlet1")!)
    // A collection of views holds one, as a storyboard's holds the views connected to it
    // (`buttons[0]` does not trap); a collection of anything else stays empty.
    #expect(lines.contains("let outlet2 = UIButton(frame: .zero)"))
    #expect(lines.contains("root.addSubview(outlet2)"))
    #expect(lines.contains("self.buttons = [outlet2]"))
    #expect(lines.contains("outlet2.awakeFromNib()"))
    #expect(lines.contains("self.rules = []"))
    #expect(!lines.contains { $0.contains("hidden") })
    #expect(lines.contains("self.height = outlet3"))
    #expect(!lines.contains("root.addSubview(outlet3)"))
    let tail = RunRewriter.generatedTail(
      for: sources[0], file: 0, hostables: hostables, selectors: [])
    #expect(tail.contains("{ __screenlabNib_Score() },"))
    #expect(tail.contains(declaration))
  }

  @Test func aControllerThatCastsItsRootViewGetsARootViewOfThatClass() throws {
    let sources = [
      RunRewriter.rewrite(
        path: "Game.swift",
        text: """
          import UIKit
          import SpriteKit
          final class Board: UIView {}
          class Game: UIViewController {
              override func viewDidLoad() {
                  super.viewDidLoad()
                  if let view = self.view as! SKView? { view.showsFPS = true }
              }
          }
          class Plan: UIViewController {
              override func viewDidLoad() { (view as? Board)?.backgroundColor = .red }
          }
          class Plain: UIViewController {
              override func viewDidLoad() { _ = view as? Int }
          }
          """)
    ]
    let hostables = RunRewriter.hostables(sources)
    let game = try #require(hostables.first { $0.name == "Game" })
    #expect(game.make == "__screenlabNib_Game()")
    #expect(game.synthesized == "Game(), root view = SKView(frame: .zero), awakeFromNib()")
    let lines = try #require(game.declarations.last).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let order = [
      "controller.awakeFromNib()", "controller.view = SKView(frame: .zero)",
      "controller.viewDidLoad()",
    ]
    let positions = order.compactMap { lines.firstIndex(of: $0) }
    #expect(positions.count == order.count && positions == positions.sorted())
    // A view class of the sources is made too; a cast to something that is no view is not a
    // root view.
    #expect(hostables.first { $0.name == "Plan" }?.make == "__screenlabNib_Plan()")
    #expect(hostables.first { $0.name == "Plain" }?.make == "Plain()")
  }

  @Test func theGeneratedListPassesWhatWasSynthesized() {
    let sources = [
      RunRewriter.rewrite(
        path: "Like.swift",
        text: """
          import SwiftUI
          struct LikeButton: View {
              @Binding var isLiked: Bool
              var body: some View { Text("x") }
          }
          """)
    ]
    let hostables = RunRewriter.hostables(sources)
    let tail = RunRewriter.generatedTail(
      for: sources[0], file: 0, hostables: hostables, selectors: [])
    #expect(
      tail.contains(
        ".view(\"LikeButton\", isScreen: true, synthesized: "
          + "\"LikeButton(isLiked: $isLiked), @State isLiked = false\") "
          + "{ ScreenLabHost_LikeButton() },"))
    #expect(tail.contains("struct ScreenLabHost_LikeButton: View {"))
  }
}
