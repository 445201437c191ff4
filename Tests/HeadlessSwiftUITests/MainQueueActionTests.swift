import Dispatch
import HeadlessSwiftUI
import Measure
import Runtime
import Testing

/// A counter whose button bumps it later, on the main queue (Docs/Semantics/RunLoop.md RL-3,
/// RL-5): `asyncAfter` half a second later, or `async` at once.
///
/// `@unchecked Sendable`: in Swift 6 mode the compiler treats closures given to
/// `DispatchQueue.main` as main-actor closures, and ScreenLab's views are not main-actor
/// isolated as Apple's are; one runtime runs on one thread (RunLoop.md RL-12).
struct DelayedCounter: View, @unchecked Sendable {
  @State var count = 0
  let delay: Double?
  var body: some View {
    VStack {
      Text("\(count)")
      Button("Later") {
        if let delay {
          DispatchQueue.main.asyncAfter(deadline: .now() + delay) { count += 1 }
        } else {
          DispatchQueue.main.async { count += 1 }
        }
      }
      SteadyNote()
    }
  }
}

struct SteadyNote: View {
  var body: some View { Text("sabit") }
}

/// A button action's main-queue blocks run on the virtual clock, and their writes are
/// measured like an event handler's.
@MainActor @Suite struct MainQueueActionTests {
  @Test func asyncAfterInAnActionReRunsTheBodyInTheFirstFrameAtTheDeadline() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: DelayedCounter(delay: 0.5), runtime: runtime)
      runtime.advance(frames: 7)
      let tappedAt = runtime.now
      var evaluationsBefore = 0
      let report = host.measure("sonra") {
        #expect(host.tap("Later"))
        runtime.advance(to: tappedAt + 0.49)
        evaluationsBefore = host.evaluations.count
        #expect(host.texts.first == "0")
        runtime.advance(to: tappedAt + 0.6)
      }
      #expect(report.recomputes == [Recompute(view: "DelayedCounter", cause: .local)])
      #expect(
        report.line() == "sonra: count degisti | yeniden DelayedCounter yerel | atlanan SteadyNote")
      let rerun = host.evaluations[evaluationsBefore...].filter { $0.view == "DelayedCounter" }
      #expect(rerun.count == 1)
      // Tapped at frame 7 (7/60 s): the deadline is 7/60 + 0.5 s, and frame 37 is the first
      // at or after it.
      #expect(rerun.first?.time == 37.0 / 60)
      #expect(host.texts.first == "1")
    }
  }

  @Test func asyncInAnActionReRunsTheBodyInTheNextTurnAtTheSameTime() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: DelayedCounter(delay: nil), runtime: runtime)
      runtime.advance(frames: 3)
      let turn = runtime.turnCount
      let report = host.measure("hemen") { #expect(host.tap("Later")) }
      #expect(
        report.line() == "hemen: count degisti | yeniden DelayedCounter yerel | atlanan SteadyNote")
      let rerun = host.evaluations.last
      // The tap's own turn, then the block's turn, both at 3/60 s.
      #expect(rerun?.turn == turn + 2)
      #expect(rerun?.time == 3.0 / 60)
      #expect(runtime.now == 3.0 / 60)
    }
  }
}
