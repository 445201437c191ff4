import HeadlessSwiftUI
import Observation
import Runtime
import Testing

@Observable
final class HostTextsCounter {
  var count = 0
}

struct HostTextsScreen: View {
  let counter: HostTextsCounter
  var body: some View {
    VStack {
      Text("\(counter.count)")
      Button("artir") { counter.count += 1 }
    }
  }
}

/// `ViewHost.texts` reads the screen as the last update left it: a write made in `perform(_:)`
/// is an event handler's write, shown by the next update (Docs/Semantics/SwiftUI.md §2.9), so a
/// test reads the new text after `settle()`, as on a device after the run loop turns.
@MainActor
struct HostTextsTests {
  @Test func textsShowAPerformedWriteOnlyAfterTheNextUpdate() {
    Runtime.withNew { runtime in
      let counter = HostTextsCounter()
      let host = ViewHost(rootView: HostTextsScreen(counter: counter), runtime: runtime)
      #expect(host.texts == ["0", "artir"])
      let updates = host.updateCount
      host.perform { counter.count = 1 }
      #expect(host.texts == ["0", "artir"])
      #expect(host.updateCount == updates)
      host.settle()
      #expect(host.texts == ["1", "artir"])
      #expect(host.updateCount == updates + 1)
      #expect(host.tap("artir"))
      #expect(host.texts == ["1", "artir"])
      host.settle()
      #expect(host.texts == ["2", "artir"])
    }
  }
}
