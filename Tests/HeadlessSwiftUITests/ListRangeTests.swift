import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

/// A named leaf, so that the layout can be read back by name.
private struct Cell: View {
  let label: String
  var body: some View { Text(label) }
}

/// A list over a range whose rows hold two views each.
private struct RangeList: View {
  @State var picked: Int?
  @State var pickedMany = Set<Int>()
  let form: Int

  var body: some View {
    switch form {
    case 0:
      List(0..<3) { index in
        Cell(label: "a\(index)")
        Cell(label: "b\(index)")
      }
    case 1: List(0..<2, selection: $picked) { Text("row \($0)") }
    default: List(0..<2, selection: $pickedMany) { Text("row \($0)") }
    }
  }
}

/// `List` over a `Range<Int>` and the other toolbar placements (Docs/Semantics/SwiftUI.md §18).
@MainActor @Suite struct ListRangeTests {
  @Test func aRangeListMakesARowPerIndexWithItsViewsSideBySide() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: RangeList(form: 0), runtime: runtime)
      #expect(host.texts == ["a0", "b0", "a1", "b1", "a2", "b2"])
      let a = host.frames(of: "Cell")
      try #require(a.count == 6)
      let (a0, b0, a1) = (a[0], a[1], a[2])
      // A row's two views are in a horizontal stack: the second to the right, on one line.
      #expect(b0.minX > a0.maxX, "\(a0) \(b0)")
      #expect(abs(b0.midY - a0.midY) < 0.5)
      // The rows are one below the other.
      #expect(a1.minY >= a0.maxY, "\(a0) \(a1)")
      // The content is Apple's type: a `ForEach` over the range of rows in horizontal stacks.
      let rows: ForEach<Range<Int>, Int, HStack<Text>> = List(0..<3) { Text("\($0)") }.content
      #expect(rows.data == 0..<3)
    }
  }

  @Test func aRangeListWithASelectionShowsTheSameRowsAndWritesNoSelection() {
    Runtime.withNew { runtime in
      let one = ViewHost(rootView: RangeList(form: 1), runtime: runtime)
      #expect(one.texts == ["row 0", "row 1"])
      #expect(one.read("picked", as: Int?.self) == .some(nil))
      let many = ViewHost(rootView: RangeList(form: 2), runtime: runtime)
      #expect(many.texts == ["row 0", "row 1"])
      #expect(many.read("pickedMany", as: Set<Int>.self) == [])
    }
  }

  @Test func theSemanticPlacementsAreDistinctAndKeptOnTheItem() {
    let placements: [ToolbarItemPlacement] = [
      .navigation, .secondaryAction, .status, .destructiveAction, .primaryAction, .automatic,
    ]
    #expect(Set(placements).count == placements.count)
    #expect(
      ToolbarItem(placement: .secondaryAction) { Text("Share") }.placement == .secondaryAction)
    #expect(
      ToolbarItem(placement: .destructiveAction) { Text("Delete") }.placement != .cancellationAction
    )
  }
}
