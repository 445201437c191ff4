import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabSeeds
import Testing

/// Seed 004's `CardRow`: the tap writes `isPinned`, which the body never reads. The lesson
/// counts the row as recomputed (`yerel`); SwiftUI invalidates a body for a state change
/// only when that body read the state (semantics swiftui.md §2.2, "signalChanged ? wasRead"),
/// so, measured, no body re-runs.
struct CardRowTests {
  @Test func tappingWritesAStateNoBodyReadsSoNothingRecomputes() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: CardRow(), runtime: runtime)
      let report = host.measure("sabitlendi", key: "isPinned") { _ = host.tap("Kart") }
      #expect(host.read("isPinned", as: Bool.self) == true)
      #expect(report.recomputes.isEmpty)
      #expect(report.line() == "sabitlendi: isPinned degisti | yeniden yok | atlanan CardRow")
    }
  }
}
