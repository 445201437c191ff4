import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabAnalysis
import Testing

// Screens that read state only inside `ForEach`'s or `GeometryReader`'s content closure,
// compiled for the runtime measurement and read as text by `screenlab analyze --tree`: both
// must give the same change lines (Docs/Semantics/SwiftUI.md §2.2.6: such a read is the
// primitive's, not the enclosing body's).

// MARK: - A state shown only in a GeometryReader's content

struct MeterScreen: View {
  @State private var suffix = ""
  @State private var title = "Meter"

  var body: some View {
    VStack {
      Text(title)
      GeometryReader { proxy in Text("w\(Int(proxy.size.width))\(suffix)") }
    }
  }
}

// MARK: - A selection read only in ForEach's content, passed to the rows it builds

struct ChipRow: View {
  let tags: [String]
  @State private var selected = ""
  @State private var heading = "Tags"

  var body: some View {
    VStack {
      Text(heading)
      ForEach(tags, id: \.self) { tag in
        SelectableChip(title: tag, isSelected: selected == tag)
      }
    }
  }
}

struct SelectableChip: View {
  let title: String
  let isSelected: Bool

  var body: some View { Text(isSelected ? "[\(title)]" : title) }
}

// MARK: - A generic wrapper that owns a state and hands its binding to a content closure

struct BoundPreview<Value, Content: View>: View {
  @State private var value: Value
  private let content: (Binding<Value>) -> Content

  init(_ initial: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
    _value = State(initialValue: initial)
    self.content = content
  }

  var body: some View { content($value) }
}

struct LevelRow: View {
  @Binding var level: Int

  var body: some View {
    VStack {
      Text("Level \(level)")
      Button("Up") { level += 1 }
    }
  }
}

struct LevelScreen: View {
  @State private var title = "Levels"

  var body: some View {
    VStack {
      Text(title)
      BoundPreview(1) { binding in LevelRow(level: binding) }
    }
  }
}

struct LevelRow_Previews: PreviewProvider {
  static var previews: some View {
    BoundPreview(3) { LevelRow(level: $0) }
  }
}

extension TreeAgreementTests {
  static let closureScreens = "Tests/ScreenLabCLITests/TreeAgreementClosureScreens.swift"

  @Test @MainActor func aStateReadOnlyInAGeometryReadersContentAgrees() throws {
    let sources = [try Self.source(Self.closureScreens)]
    #expect(Self.keys(sources, root: "MeterScreen") == ["title"])
    Self.expectAgreement(
      sources, root: "MeterScreen", view: MeterScreen(),
      [
        ("suffix", { host in host.write("suffix", "!", in: "MeterScreen") }),
        ("title", { host in host.write("title", "Gauge", in: "MeterScreen") }),
      ])
  }

  @Test @MainActor func aStateReadOnlyInForEachsContentAgrees() throws {
    let sources = [try Self.source(Self.closureScreens)]
    #expect(Self.keys(sources, root: "ChipRow") == ["tags", "heading", "selected"])
    Self.expectAgreement(
      sources, root: "ChipRow", view: ChipRow(tags: ["iOS"]),
      [
        ("selected", { host in host.write("selected", "iOS", in: "ChipRow") }),
        ("heading", { host in host.write("heading", "Topics", in: "ChipRow") }),
      ])
  }

  /// A wrapper built in a preview with a closure it calls with its state's binding: the views
  /// the closure builds are the wrapper's children, reading its state (`ebeveyn`); the
  /// wrapper, which only passes the binding on, does not re-run. The runtime names the
  /// generic wrapper with its arguments (`BoundPreview<Int, LevelRow>`), so the views that
  /// re-run are compared, not the skipped ones.
  @Test @MainActor func aPreviewWrappersContentClosureBindingAgrees() throws {
    let sources = [try Self.source(Self.closureScreens)]
    let extraction = SourceAnalyzer().viewTree(sources)
    #expect(extraction.nodes.first { $0.name == "LevelRow" }?.parent == "BoundPreview")
    #expect(extraction.nodes.first { $0.name == "LevelRow" }?.reads == ["value"])
    var storage: [String: Storage] = [:]
    for (name, value) in extraction.storage { storage[name] = value }
    #expect(storage["value"] == .state(owner: "BoundPreview"))
    let tree = ViewTree(
      nodes: extraction.nodes.map { ViewNode($0.name, parent: $0.parent, reads: Set($0.reads)) },
      storage: storage)
    let expected = tree.recomputes(for: "value")
    #expect(expected == [Recompute(view: "LevelRow", cause: .parent)])
    let measured = Runtime.withNew { runtime in
      let host = ViewHost(rootView: LevelRow_Previews.previews, runtime: runtime)
      return host.measure("value", key: "value") { _ = host.tap("Up") }.recomputes
    }
    #expect(measured == expected)
  }

  /// The same wrapper built in a view's body, its closure naming its parameter: the row is
  /// the wrapper's child, not the screen's.
  @Test @MainActor func aWrapperBuiltInABodyHostsItsClosuresViews() throws {
    let sources = [try Self.source(Self.closureScreens)]
    let extraction = SourceAnalyzer().viewTree(sources)
    let screen = extraction.nodes.drop { $0.name != "LevelScreen" }.prefix(3).map(\.name)
    #expect(screen.count == 3)
    let row = extraction.nodes.first { $0.name == screen.last && $0.name.hasPrefix("LevelRow") }
    #expect(row?.parent?.hasPrefix("BoundPreview") == true)
    #expect(row?.reads.count == 1)
    var storage: [String: Storage] = [:]
    for (name, value) in extraction.storage { storage[name] = value }
    let tree = ViewTree(
      nodes: extraction.nodes.map { ViewNode($0.name, parent: $0.parent, reads: Set($0.reads)) },
      storage: storage)
    let key = row?.reads.first ?? ""
    let measured = Runtime.withNew { runtime in
      let host = ViewHost(rootView: LevelScreen(), runtime: runtime)
      return host.measure(key, key: key) { _ = host.tap("Up") }.recomputes
    }
    #expect(measured.map(\.view) == ["LevelRow"])
    #expect(tree.recomputes(for: key).map(\.cause) == measured.map(\.cause))
  }
}
