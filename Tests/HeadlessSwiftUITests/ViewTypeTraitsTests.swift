import HeadlessSwiftUI
import Measure
import Runtime
import Testing

/// A list shown only when `isShown`: the `ForEach` sits inside an optional view, and its
/// content closure reads the screen's state.
private struct OptionalList: View {
  @State private var isShown = true
  @State private var marked = "b"
  var body: some View {
    VStack {
      if isShown {
        ForEach(["a", "b", "c"], id: \.self) { item in
          Text(item == marked ? "*\(item)" : item).padding()
        }
      }
      Button("Mark c") { marked = "c" }
      Button("Toggle") { isShown.toggle() }
    }
  }
}

/// The graph decides per view type what it asks of a node on every update (modifier or not,
/// where children come from, whether a closure of the app's builds them): an optional view
/// still answers from its current value (Docs/Architecture.md, "Per-type caches").
@MainActor @Suite struct ViewTypeTraitsTests {
  @Test func aForEachInsideAnIfKeepsItsClosureReadsAndComesBack() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: OptionalList(), runtime: runtime)
      #expect(host.texts == ["a", "*b", "c", "Mark c", "Toggle"])
      // The read of `marked` is in the closure: the rows change, the screen's body does not run.
      let report = host.measure("isaretlendi") { #expect(host.tap("Mark c")) }
      #expect(host.texts == ["a", "b", "*c", "Mark c", "Toggle"])
      #expect(!report.recomputes.contains { $0.view == "OptionalList" })
      // The optional goes to nil and back: the list leaves and returns with the current mark.
      #expect(host.tap("Toggle"))
      runtime.runTurn()
      #expect(host.texts == ["Mark c", "Toggle"])
      #expect(host.tap("Toggle"))
      runtime.runTurn()
      #expect(host.texts == ["a", "b", "*c", "Mark c", "Toggle"])
    }
  }
}
