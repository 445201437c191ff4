import HeadlessSwiftUI
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
}
