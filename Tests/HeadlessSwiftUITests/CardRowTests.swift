import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabSeeds
import Testing

/// Seed 004's `CardRow`: the tap writes `isPinned`, which the body never reads. The lesson
/// counts the row as recomputed (`yerel`); SwiftUI invalidates a body for a state change
/// only when that body read the state (Docs/Semantics/SwiftUI.md §2.2, "signalChanged ? wasRead"),
/// so, measured, no body re-runs.
@MainActor
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

/// `CardRow` by touches: its `.onTapGesture` is inside its `.gesture(LongPressGesture()
/// .sequenced(before: DragGesture()))`, so the tap takes precedence and the press is paused
/// until the tap fails (Docs/Semantics/SwiftUI.md §2.4).
@MainActor
struct CardRowTouchTests {
  @Test func aTapTogglesThePinAndRerunsNothing() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: CardRow(), runtime: runtime)
      let centre = try #require(host.location(of: "CardRow"))
      let report = try host.measure("sabitlendi", key: "isPinned") { try host.tap(at: centre) }
      #expect(host.read("isPinned", as: Bool.self) == true)
      #expect(report.recomputes.isEmpty)
      #expect(host.touchStatistics.succeeded == 1)
    }
  }

  @Test func aPressThenADragCompletesTheSequenceWithoutPinning() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: CardRow(), runtime: runtime)
      let centre = try #require(host.location(of: "CardRow"))
      func at(_ dx: CGFloat) -> CGPoint { CGPoint(x: centre.x + dx, y: centre.y) }
      host.play(
        try TouchScript([
          TouchSample(phase: .began, location: at(0), time: 0),
          TouchSample(phase: .moved, location: at(2), time: 0.9),
          TouchSample(phase: .moved, location: at(20), time: 1.0),
          TouchSample(phase: .ended, location: at(20), time: 1.0),
        ]))
      #expect(host.read("isPinned", as: Bool.self) == false)
      #expect(host.touchStatistics.succeeded == 1)
    }
  }

  @Test func movingBeforeThePressEndsFailsEverything() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: CardRow(), runtime: runtime)
      let centre = try #require(host.location(of: "CardRow"))
      try host.drag(from: centre, to: CGPoint(x: centre.x + 60, y: centre.y), duration: 0.3)
      #expect(host.read("isPinned", as: Bool.self) == false)
      #expect(host.touchStatistics.failed == 1)
      #expect(host.touchStatistics.succeeded == 0)
    }
  }

  /// The same composition with callbacks: the press, due at 0.5 s, shows only once the tap
  /// gave up at 0.75 s (its longest press).
  @Test func theTapDelaysThePressUntilItFails() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: LoggedCardRow(log: log), runtime: runtime)
      let centre = try #require(host.location(of: "LoggedCardRow"))
      try host.longPress(at: centre, duration: 1)
      #expect(log.lines == ["press-ended @0.750"])
    }
  }
}

struct LoggedCardRow: View {
  let log: GestureLog
  @State private var isPinned = false

  var body: some View {
    Text("Kart")
      .onTapGesture { isPinned.toggle() }
      .gesture(
        LongPressGesture()
          .onEnded { _ in log.add("press-ended") }
          .sequenced(before: DragGesture()))
  }
}
