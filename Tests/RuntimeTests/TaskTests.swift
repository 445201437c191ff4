import Foundation
import Testing

@testable import Runtime

/// What tasks did, when: a label with the turn and the virtual time.
///
/// `@unchecked Sendable`: inside a bound runtime every task runs in the runtime's turns, on
/// the test's own thread (Docs/Semantics/RunLoop.md RL-13), so the log is never shared.
private final class TaskLog: @unchecked Sendable {
  struct Entry: Equatable, CustomStringConvertible {
    let label: String
    let turn: Int
    let time: Double
    var description: String { "\(label)@\(turn)/\(time)" }
  }
  var entries: [Entry] = []
  func note(_ label: String) {
    let runtime = Runtime.current
    entries.append(Entry(label: label, turn: runtime.turnCount, time: runtime.now))
  }
  var labels: [String] { entries.map(\.label) }
  func time(of label: String) -> Double? { entries.first { $0.label == label }?.time }
}

/// Swift concurrency on the virtual clock (Docs/Semantics/RunLoop.md RL-13 – RL-15).
@MainActor @Suite struct TaskTests {
  @Test func aTaskBodyRunsInALaterTurnNotInline() {
    Runtime.withNew { runtime in
      let log = TaskLog()
      runtime.advance(frames: 3)
      let turnBefore = runtime.turnCount
      Task { log.note("plain") }
      Task { @MainActor in log.note("main actor") }
      #expect(log.entries.isEmpty)
      runtime.advance(frames: 0)
      // Like `DispatchQueue.main.async` from an event handler: the turn that finishes the
      // handler's turn, then the tasks' turn, both at 3/60 s, first created first.
      let time: Double = 3.0 / 60
      let turn: Int = turnBefore + 2
      let expected: [TaskLog.Entry] = [
        TaskLog.Entry(label: "plain", turn: turn, time: time),
        TaskLog.Entry(label: "main actor", turn: turn, time: time),
      ]
      #expect(log.entries == expected)
    }
  }

  @Test func aSleepingTaskResumesAtItsVirtualDeadlineNotBefore() {
    Runtime.withNew { runtime in
      let log = TaskLog()
      Task { @MainActor in
        log.note("start")
        try await Task.sleep(for: .seconds(0.5))
        log.note("woke")
      }
      runtime.advance(to: 0.49)
      #expect(log.labels == ["start"])
      runtime.advance(to: 0.7)
      #expect(log.labels == ["start", "woke"])
      // Started at t = 0: the deadline is 0.5 s, which frame 30 (30/60 s) reaches.
      #expect(log.time(of: "woke") == 0.5)
      #expect(runtime.now == 0.7)
    }
  }

  @Test func tasksInterleaveByDeadlineWhateverTheSpelling() {
    Runtime.withNew { runtime in
      let log = TaskLog()
      Task {
        try await Task.sleep(for: .milliseconds(300))
        log.note("A 300ms")
      }
      Task { @MainActor in
        try await Task.sleep(nanoseconds: 100_000_000)
        log.note("B 100ms")
        try await Task.sleep(for: .seconds(0.3))
        log.note("B 400ms")
      }
      Task {
        try await Task.sleep(for: .seconds(1), tolerance: .milliseconds(100))
        log.note("C 1s")
      }
      runtime.advance(by: 2)
      #expect(log.labels == ["B 100ms", "A 300ms", "B 400ms", "C 1s"])
      // Each the first frame at or after its deadline (60 Hz): 6/60, 18/60, 24/60, 60/60.
      let frames: [Double] = [6, 18, 24, 60]
      #expect(log.entries.map(\.time) == frames.map { $0 / 60 })
    }
  }

  @Test func awaitingTheMainActorTakesATurnEachWay() {
    Runtime.withNew { runtime in
      let log = TaskLog()
      // A task off the main actor (the suite is main-actor), so that awaiting it hops.
      Task { @concurrent in
        log.note("task")
        await MainActor.run { log.note("main actor") }
        log.note("back")
      }
      runtime.advance(frames: 0)
      #expect(log.labels == ["task", "main actor", "back"])
      let turns = log.entries.map(\.turn)
      #expect(turns == [turns[0], turns[0] + 1, turns[0] + 2])
      #expect(log.entries.allSatisfy { $0.time == 0 })
    }
  }

  @Test func cancellingASleepingTaskWakesItAtOnceWithCancellationError() {
    Runtime.withNew { runtime in
      let log = TaskLog()
      let task = Task {
        do {
          try await Task.sleep(for: .seconds(1))
          log.note("woke")
        } catch is CancellationError {
          log.note("cancelled")
        } catch {
          log.note("other error")
        }
      }
      runtime.advance(to: 0.25)
      task.cancel()
      runtime.advance(to: 2)
      #expect(log.labels == ["cancelled"])
      #expect(log.time(of: "cancelled") == 0.25)
    }
  }

  @Test func aCancelledTaskThrowsBeforeSleeping() {
    Runtime.withNew { runtime in
      let log = TaskLog()
      Task {
        withUnsafeCurrentTask { $0?.cancel() }
        do {
          try await Task.sleep(nanoseconds: 5_000_000_000)
          log.note("woke")
        } catch {
          log.note("threw")
        }
      }
      runtime.advance(frames: 1)
      #expect(log.labels == ["threw"])
      #expect(log.time(of: "threw") == 0)
    }
  }

  @Test func aClockInstantDeadlineLandsOnItsWholeMillisecond() {
    Runtime.withNew { runtime in
      let log = TaskLog()
      Task {
        try await ContinuousClock().sleep(for: .milliseconds(250))
        log.note("clock")
        try await Task.sleep(until: .now + .milliseconds(500), clock: .continuous)
        log.note("until")
      }
      runtime.advance(by: 1)
      // 250 ms and 250 + 500 ms: frames 15 and 45 at 60 Hz.
      #expect(log.labels == ["clock", "until"])
      #expect(log.entries.map(\.time) == [0.25, 0.75])
    }
  }

  @Test func aTaskCanScheduleMainQueueBlocksAndTimersOnTheSameClock() {
    Runtime.withNew { runtime in
      let log = TaskLog()
      Task { @MainActor in
        try await Task.sleep(for: .milliseconds(100))
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { log.note("block") }
        log.note("task")
      }
      runtime.advance(by: 1)
      #expect(log.labels == ["task", "block"])
      #expect(log.entries.map(\.time) == [0.1, 0.3])
    }
  }

  @Test func outsideABoundRuntimeTasksAndSleepsAreSwiftsOwn() async throws {
    #expect(Runtime.bound == nil)
    let value = await Task { @MainActor in 42 }.value
    #expect(value == 42)
    // Real sleeps: they return (no virtual clock would ever move here).
    try await Task.sleep(for: .milliseconds(1))
    try await Task.sleep(nanoseconds: 1_000_000)
  }
}

/// Code in a runtime's turns is on the main actor (Docs/Semantics/RunLoop.md RL-13).
@MainActor @Suite struct MainActorInTurnsTests {
  @Test func mainQueueBlocksAndMainActorTasksAreIsolatedToTheMainActor() {
    Runtime.withNew { runtime in
      let log = TaskLog()
      DispatchQueue.main.async {
        MainActor.assumeIsolated { log.note("block") }
      }
      Task {
        // A nonisolated task's synchronous helper that asserts the main actor fails off it;
        // `MainActor.run` puts it there.
        await MainActor.run { assertOnMain(log, "task") }
      }
      runtime.advance(frames: 1)
      #expect(log.labels == ["block", "task"])
    }
  }
}

private func assertOnMain(_ log: TaskLog, _ label: String) {
  MainActor.assumeIsolated { log.note(label) }
}
