import Measure
import ScreenLabAnalysis
import Testing

/// SwiftUI tree extraction against the lessons' hand-built trees (seeds 001 and 004).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct ViewTreeExtractionTests {
  static let panelCode = """
    let storage: [String: Storage] = [
        "isOn": .state(owner: "PanelScreen"),
        "isExpanded": .state(owner: "DetailPanel"),
    ]

    let screen = ViewTree(nodes: [
        ViewNode("PanelScreen", parent: nil, reads: ["isOn"]),
        ViewNode("DetailPanel", parent: "PanelScreen", reads: ["isOn", "isExpanded"]),
        ViewNode("StatusText", parent: "PanelScreen", reads: []),
    ], storage: storage)

    """

  static let boardCode = """
    let storage: [String: Storage] = [
        "position": .state(owner: "BoardScreen"),
        "dragOffset": .state(owner: "DragCard"),
    ]

    let screen = ViewTree(nodes: [
        ViewNode("BoardScreen", parent: nil, reads: ["position"]),
        ViewNode("DragCard", parent: "BoardScreen", reads: ["position", "dragOffset"]),
        ViewNode("PositionLabel", parent: "BoardScreen", reads: ["position"]),
        ViewNode("HintText", parent: "BoardScreen", reads: []),
    ], storage: storage)

    """

  func extract(_ text: String) -> ViewTreeExtraction {
    SourceAnalyzer().viewTree([SourceFile(path: "Screen.swift", text: text)])
  }

  @Test func panelScreenGivesLesson001sTree() {
    let extraction = extract(Snippets.panelScreen)
    #expect(extraction.swiftCode == Self.panelCode)
    let lines = extraction.changeLines(labels: [
      "isExpanded": "panel-acildi", "isOn": "etkin-degisti",
    ])
    #expect(
      lines == [
        "etkin-degisti: isOn degisti | yeniden PanelScreen yerel, DetailPanel ebeveyn | atlanan StatusText",
        "panel-acildi: isExpanded degisti | yeniden DetailPanel yerel | atlanan PanelScreen,StatusText",
      ])
  }

  @Test func boardScreenGivesLesson004sTree() {
    let extraction = extract(Snippets.boardScreen)
    #expect(extraction.swiftCode == Self.boardCode)
    let lines = extraction.changeLines(labels: [
      "position": "surukleme-bitti-konum", "dragOffset": "surukleme-suruyor",
    ])
    #expect(
      lines == [
        "surukleme-bitti-konum: position degisti | yeniden BoardScreen yerel, DragCard ebeveyn, PositionLabel ebeveyn | atlanan HintText",
        "surukleme-suruyor: dragOffset degisti | yeniden DragCard yerel | atlanan BoardScreen,PositionLabel,HintText",
      ])
  }

  @Test func extractedTreeEqualsTheLessonsValue() {
    let tree = extract(Snippets.boardScreen).tree
    #expect(
      tree.nodes == [
        ViewNode("BoardScreen", parent: nil, reads: ["position"]),
        ViewNode("DragCard", parent: "BoardScreen", reads: ["position", "dragOffset"]),
        ViewNode("PositionLabel", parent: "BoardScreen", reads: ["position"]),
        ViewNode("HintText", parent: "BoardScreen", reads: []),
      ])
    #expect(
      tree.storage == [
        "position": .state(owner: "BoardScreen"), "dragOffset": .state(owner: "DragCard"),
      ])
    let lines = [
      tree.report("surukleme-suruyor", key: "dragOffset").line(),
      tree.report("surukleme-bitti-konum", key: "position").line(),
    ]
    #expect(lines[1].hasSuffix("PositionLabel ebeveyn | atlanan HintText"))
  }

  @Test func modelsEnvironmentAndHelpersAreRead() {
    let source = """
      @Observable final class Cart { var items: [String] = []; var total = 0 }
      struct Shop: View {
          @State private var cart = Cart()
          @Environment(\\.colorScheme) private var scheme
          var body: some View {
              VStack { header; CartBadge(cart: cart) }
          }
          private var header: some View { Text(scheme == .dark ? "Dark" : "Light") }
      }
      struct CartBadge: View {
          let cart: Cart
          var body: some View { Text("\\(cart.items.count)") }
      }
      """
    let extraction = extract(source)
    #expect(
      extraction.swiftCode == """
        let storage: [String: Storage] = [
            "colorScheme": .environment,
            "items": .model(object: "Cart"),
        ]

        let screen = ViewTree(nodes: [
            ViewNode("Shop", parent: nil, reads: ["colorScheme"]),
            ViewNode("CartBadge", parent: "Shop", reads: ["items"]),
        ], storage: storage)

        """)
    #expect(
      extraction.changeLines(language: .en) == [
        "colorScheme: colorScheme changed | recomputed Shop environment | skipped CartBadge",
        "items: items changed | recomputed CartBadge observed | skipped Shop",
      ])
  }

  @Test func separateRootsAndRepeatedChildrenGetDistinctNodes() {
    let source = """
      struct Row: View { let title: String; var body: some View { Text(title) } }
      struct List2: View {
          @State var first = "a"
          var body: some View { VStack { Row(title: first); Row(title: "b") } }
      }
      struct Lonely: View { var body: some View { Text("x") } }
      struct Loop: View { var body: some View { Loop() } }
      """
    let extraction = extract(source)
    #expect(extraction.nodes.map(\.name) == ["List2", "Row", "Row#2", "Lonely", "Loop"])
    #expect(extraction.nodes.map(\.reads) == [["first"], ["first"], [], [], []])
  }

  @Test func emptySourcesGiveAnEmptyTree() {
    #expect(
      extract("").swiftCode == """
        let storage: [String: Storage] = [:]

        let screen = ViewTree(nodes: [
        ], storage: storage)

        """)
  }
}

/// Observed objects passed down the tree, environment objects and bindings into structs.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct ViewTreeModelTests {
  @Test func observedObjectsPassedToChildrenKeepTheirModel() {
    let source = """
      final class Store: ObservableObject {
          @Published var count = 0
          @Published var name = ""
      }
      final class Settings: ObservableObject { @Published var theme = "" }
      struct Root: View {
          @StateObject private var store = Store()
          @State private var form = Form()
          var body: some View {
              VStack {
                  Counter(store: store)
                  Editor(name: $form.name)
                  Themed()
              }
          }
      }
      struct Counter: View {
          @ObservedObject var store: Store
          var body: some View { Text("\\(store.count)") }
      }
      struct Editor: View {
          @Binding var name: String
          var body: some View { TextField("Name", text: $name) }
      }
      struct Themed: View {
          @EnvironmentObject var settings: Settings
          var body: some View { Text(settings.theme) }
      }
      """
    let extraction = SourceAnalyzer().viewTree([SourceFile(path: "Root.swift", text: source)])
    #expect(
      extraction.swiftCode == """
        let storage: [String: Storage] = [
            "form": .state(owner: "Root"),
            "count": .model(object: "Store"),
            "name": .model(object: "Store"),
            "theme": .model(object: "Settings"),
        ]

        let screen = ViewTree(nodes: [
            ViewNode("Root", parent: nil, reads: ["count", "name"]),
            ViewNode("Counter", parent: "Root", reads: ["count", "name"]),
            ViewNode("Editor", parent: "Root", reads: []),
            ViewNode("Themed", parent: "Root", reads: ["theme"]),
        ], storage: storage)

        """)
    // An ObservableObject announces every @Published change to every view that observes it
    // (@StateObject in Root, @ObservedObject in Counter), whichever property the body reads;
    // Root passes `$form.name` as a binding, and Editor passes `$name` on to the text field:
    // neither body reads `form`.
    #expect(
      extraction.changeLines() == [
        "form: form degisti | yeniden yok | atlanan Root,Counter,Editor,Themed",
        "count: count degisti | yeniden Root gozlem, Counter gozlem | atlanan Editor,Themed",
        "name: name degisti | yeniden Root gozlem, Counter gozlem | atlanan Editor,Themed",
        "theme: theme degisti | yeniden Themed gozlem | atlanan Root,Counter,Editor",
      ])
  }

  @Test func sameNamedStateInTwoViewsGetsDistinctKeys() {
    let source = """
      struct Outer: View {
          @State var isOn = false
          var body: some View { VStack { Toggle("", isOn: $isOn); Inner() } }
      }
      struct Inner: View {
          @State var isOn = true
          var body: some View { Text(isOn ? "a" : "b") }
      }
      """
    let extraction = SourceAnalyzer().viewTree([SourceFile(path: "Two.swift", text: source)])
    #expect(extraction.storage.map(\.key) == ["isOn", "Inner.isOn"])
    // Outer only passes `$isOn` to the toggle: a binding is not a read.
    #expect(extraction.nodes.map(\.reads) == [[], ["Inner.isOn"]])
  }
}

/// What real SwiftUI code does that the tree must follow.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct ViewTreeRealCodeTests {
  func extract(_ text: String) -> ViewTreeExtraction {
    SourceAnalyzer().viewTree([SourceFile(path: "Screen.swift", text: text)])
  }

  @Test func selfHelpersAndShadowedMethodsAreFollowed() {
    let extraction = extract(
      """
      struct Settings: View {
          @State private var volume = 0.5
          let header: () -> Text = { Text("x") }
          var body: some View { VStack { self.header(); self.controls } }
          func header() -> some View { Title() }
          private var controls: some View { Slider(value: $volume); Level(value: volume) }
      }
      struct Title: View { var body: some View { Text("t") } }
      struct Level: View { let value: Double; var body: some View { Text("\\(value)") } }
      """)
    #expect(extraction.nodes.map(\.name) == ["Settings", "Title", "Level"])
    // The root's stored closure is one of its inputs, and is read; the method of the same
    // name still contributes its child view.
    #expect(extraction.nodes.map(\.reads) == [["volume", "header"], [], ["volume"]])
  }

  @Test func writesAndBindingsAreNotReads() {
    let extraction = extract(
      """
      struct Counter: View {
          @State private var count = 0
          @State private var isOn = false
          @State private var log: [String] = []
          var body: some View {
              VStack {
                  Button("+") { count += 1; self.isOn = true; log.append("tap") }
                  Toggle("On", isOn: $isOn)
              }
          }
      }
      """)
    #expect(extraction.nodes.map(\.reads) == [[]])
  }

  @Test func modifiersAndRepresentablesAreNodes() {
    let extraction = extract(
      """
      struct Card: ViewModifier {
          let isRaised: Bool
          func body(content: Content) -> some View { content.shadow(radius: isRaised ? 4 : 0) }
      }
      struct MapBox: UIViewRepresentable {
          let zoom: Double
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ view: MKMapView, context: Context) { view.zoom = zoom }
      }
      struct Place: View {
          @State private var isRaised = false
          @State private var zoom = 1.0
          var body: some View {
              MapBox(zoom: zoom).modifier(Card(isRaised: isRaised))
          }
      }
      """)
    // A modifier's body wraps its content: it comes first, as in the runtime's view list.
    #expect(extraction.nodes.map(\.name) == ["Place", "Card", "MapBox"])
    #expect(extraction.nodes.map(\.reads) == [["isRaised", "zoom"], ["isRaised"], ["zoom"]])
  }

  @Test func observableObjectsHeldWithoutAnObservingWrapperAreNotObserved() {
    let extraction = extract(
      """
      final class Feed: ObservableObject { @Published var items: [String] = [] }
      struct FeedScreen: View {
          @StateObject private var feed = Feed()
          var body: some View { VStack { Rows(feed: feed); Plain(feed: feed) } }
      }
      struct Rows: View {
          @ObservedObject var feed: Feed
          var body: some View { Text("\\(feed.items.count)") }
      }
      struct Plain: View {
          let feed: Feed
          var body: some View { Text("\\(feed.items.count)") }
      }
      """)
    #expect(extraction.nodes.map(\.reads) == [["items"], ["items"], []])
    // A value read from an observed object and passed on: the child re-runs when it changes
    // (the runtime says `ebeveyn`; the kernel gives model keys `gozlem`).
    let passed = extract(
      """
      final class Feed: ObservableObject { @Published var items: [String] = [] }
      struct FeedScreen: View {
          @StateObject private var feed = Feed()
          var body: some View { Count(count: feed.items.count) }
      }
      struct Count: View {
          let count: Int
          var body: some View { Text("\\(count)") }
      }
      """)
    #expect(passed.nodes.map(\.reads) == [["items"], ["items"]])
  }
}
