import HeadlessSwiftUI
import Measure
import Runtime
import Testing

/// A counter whose button bumps it from a task: after a sleep on the main actor, or at once
/// from a plain `Task { … }` (Docs/Semantics/RunLoop.md RL-13, RL-14).
///
/// `@unchecked Sendable`: ScreenLab's views are not main-actor isolated as Apple's are; one
/// runtime runs on one thread (RunLoop.md RL-12). `_Concurrency.Task`: this test module has a
/// model type named `Task`.
struct SleepingCounter: View, @unchecked Sendable {
  @State var count = 0
  let sleep: Bool
  var body: some View {
    VStack {
      Text("\(count)")
      Button("Later") {
        if sleep {
          _Concurrency.Task { @MainActor in
            try? await _Concurrency.Task.sleep(for: .seconds(0.5))
            count += 1
          }
        } else {
          _Concurrency.Task { count += 1 }
        }
      }
      SteadyNote()
    }
  }
}

/// A button action's tasks run on the virtual clock, and their writes are measured like an
/// event handler's.
@MainActor @Suite struct TaskActionTests {
  @Test func aSleepingTaskInAnActionReRunsTheBodyInTheFrameAtItsDeadline() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SleepingCounter(sleep: true), runtime: runtime)
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
      #expect(report.recomputes == [Recompute(view: "SleepingCounter", cause: .local)])
      #expect(
        report.line() == "sonra: count degisti | yeniden SleepingCounter yerel | atlanan SteadyNote"
      )
      let rerun = host.evaluations[evaluationsBefore...].filter { $0.view == "SleepingCounter" }
      #expect(rerun.count == 1)
      // The task starts in the turn after the tap, still at 7/60 s; its deadline is
      // 7/60 + 0.5 s, and frame 37 is the first at or after it.
      #expect(rerun.first?.time == 37.0 / 60)
      #expect(host.texts.first == "1")
    }
  }

  @Test func aTaskInAnActionWritesInALaterTurnAtTheSameTime() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SleepingCounter(sleep: false), runtime: runtime)
      runtime.advance(frames: 3)
      let turn = runtime.turnCount
      let report = host.measure("hemen") { #expect(host.tap("Later")) }
      #expect(
        report.line() == "hemen: count degisti | yeniden SleepingCounter yerel | atlanan SteadyNote"
      )
      let rerun = host.evaluations.last
      // The tap's own turn, then the task's turn, both at 3/60 s.
      #expect(rerun?.turn == turn + 2)
      #expect(rerun?.time == 3.0 / 60)
    }
  }
}
