import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// The lazy stacks keep the eager stack of the same parameters and lay out as it (every row is
// built headless; Docs/Semantics/SwiftUI.md §17.5). Window 390 × 844; the text metric is 8
// points a character, 17 a line.

private struct Wide: View {
  var body: some View { Text("abcd") }
}

private struct Narrow: View {
  var body: some View { Text("ab") }
}

@MainActor
struct LazyStackTests {
  @Test func aLazyVStackPlacesItsRowsAsTheVStackOfItsParameters() {
    Runtime.withNew { runtime in
      let lazy = LazyVStack(alignment: .leading, spacing: 4) {
        Wide()
        Narrow()
      }
      #expect(lazy.spacing == 4)
      let host = ViewHost(rootView: lazy, runtime: runtime)
      // 32 wide, 17 + 4 + 17 tall, centred in the window; both rows at the leading edge.
      #expect(host.frame(of: "Wide") == CGRect(x: 179, y: 403, width: 32, height: 17))
      #expect(host.frame(of: "Narrow") == CGRect(x: 179, y: 424, width: 16, height: 17))
    }
  }

  @Test func aLazyHStackPlacesItsColumnsAsTheHStackOfItsParameters() {
    Runtime.withNew { runtime in
      let lazy = LazyHStack(alignment: .top, spacing: 4) {
        Wide()
        Narrow()
      }
      #expect(lazy.spacing == 4)
      let host = ViewHost(rootView: lazy, runtime: runtime)
      // 32 + 4 + 16 wide, 17 tall, centred in the window.
      #expect(host.frame(of: "Wide") == CGRect(x: 169, y: 413.5, width: 32, height: 17))
      #expect(host.frame(of: "Narrow") == CGRect(x: 205, y: 413.5, width: 16, height: 17))
    }
  }
}
