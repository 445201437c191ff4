import HeadlessSwiftUI
import Measure
import Runtime
import Testing

/// One selectable tag: its look comes from its input only.
private struct TagChip: View {
  let title: String
  let isSelected: Bool
  let action: () -> Void
  var body: some View {
    Button(action: action) { Text(isSelected ? "[\(title)]" : title) }
  }
}

/// The common chip row: the selection is read only inside `ForEach`'s content closure.
private struct TagRow: View {
  let tags: [String]
  @State private var selected: Set<String> = []
  var body: some View {
    HStack {
      ForEach(tags, id: \.self) { tag in
        TagChip(title: tag, isSelected: selected.contains(tag)) {
          if selected.contains(tag) { selected.remove(tag) } else { selected.insert(tag) }
        }
      }
    }
  }
}

/// A state read only inside a `GeometryReader`'s content.
private struct SizedLabel: View {
  @State private var suffix = ""
  var body: some View {
    VStack {
      GeometryReader { proxy in Text("w\(Int(proxy.size.width))\(suffix)") }
      Button("More") { suffix += "!" }
    }
  }
}

/// Reads inside a primitive's content closure belong to the primitive (Docs/Semantics/SwiftUI.md
/// §2.2.6): the screen follows the state, and the enclosing body does not re-run.
@MainActor @Suite struct ClosureReadTests {
  @Test func aStateReadOnlyInForEachsContentUpdatesTheRowsNotTheBody() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: TagRow(tags: ["Swift", "iOS", "Design"]), runtime: runtime)
      #expect(host.texts == ["Swift", "iOS", "Design"])
      let report = host.measure("dokunuldu") { #expect(host.tap("iOS")) }
      #expect(host.texts == ["Swift", "[iOS]", "Design"])
      // Every chip re-runs as `ebeveyn`: its action closure captures the row's state, and such
      // closures compare unequal (§10.4); the row's own body does not re-run.
      #expect(
        report.recomputes == Array(repeating: Recompute(view: "TagChip", cause: .parent), count: 3))
      #expect(!host.evaluations.suffix(1).contains { $0.view == "TagRow" })
      let again = host.measure("yine") { #expect(host.tap("[iOS]")) }
      #expect(host.texts == ["Swift", "iOS", "Design"])
      #expect(again.recomputes.map(\.view) == ["TagChip", "TagChip", "TagChip"])
    }
  }

  @Test func aStateReadOnlyInAGeometryReadersContentUpdatesTheScreen() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SizedLabel(), runtime: runtime)
      let before = host.texts.first ?? ""
      let report = host.measure("daha") { #expect(host.tap("More")) }
      #expect(host.texts.first == before + "!")
      #expect(!report.recomputes.contains { $0.view == "SizedLabel" })
    }
  }
}
