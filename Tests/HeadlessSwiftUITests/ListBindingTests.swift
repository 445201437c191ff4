import HeadlessSwiftUI
import Runtime
import Testing

/// An item a row edits through a binding.
private struct Chore: Identifiable {
  let id: Int
  var name: String
}

/// A list over a binding, as real code writes it.
private struct ChoreList: View {
  @State var chores = [Chore(id: 1, name: "sweep"), Chore(id: 2, name: "dust")]
  let byName: Bool

  var body: some View {
    if byName {
      List($chores, id: \.name) { $chore in Text(chore.name.uppercased()) }
    } else {
      List($chores) { $chore in
        Button(chore.name) { chore.name += "!" }
      }
    }
  }
}

/// `List` and `ForEach` over a binding to a collection (Docs/Semantics/SwiftUI.md §16.3).
@MainActor @Suite struct ListBindingTests {
  @Test func aRowWritesThroughItsBindingToTheCollection() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ChoreList(byName: false), runtime: runtime)
      #expect(host.texts == ["sweep", "dust"])
      #expect(host.tap("dust"))
      host.settle()
      #expect(host.texts == ["sweep", "dust!"])
    }
  }

  @Test func rowsCanBeIdentifiedByAKeyPathOfTheElement() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ChoreList(byName: true), runtime: runtime)
      #expect(host.texts == ["SWEEP", "DUST"])
    }
  }
}
