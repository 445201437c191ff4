import Dispatch
import Foundation
import Testing

@testable import Runtime

/// What ran, when: a label with the turn and the virtual time it ran at.
///
/// `@unchecked Sendable`: Swift 6 treats closures given to `DispatchQueue.main.async` as
/// main-actor closures, and these tests are not on the main actor; one runtime runs on one
/// thread, so the log is only ever touched from the test's own thread.
private final class RunLog: @unchecked Sendable {
  struct Entry: Equatable, CustomStringConvertible {
    let label: String
    let turn: Int
    let time: Double
    var description: String { "\(label)@\(turn)/\(time)" }
  }
  var entries: [Entry] = []
  func note(_ label: String, _ runtime: Runtime) {
    entries.append(Entry(label: label, turn: runtime.turnCount, time: runtime.now))
  }
  var labels: [String] { entries.map(\.label) }
}

/// The main queue on the virtual clock (Docs/Semantics/RunLoop.md RL-1 – RL-5).
@MainActor @Suite struct MainQueueTests {
  @Test func asyncFromAnEventHandlerRunsInTheNextTurnAtTheSameTime() {
    Runtime.withNew { runtime in
      let log = RunLog()
      runtime.advance(frames: 3)
      let turnBefore = runtime.turnCount
      DispatchQueue.main.async { log.note("block", runtime) }
      #expect(log.entries.isEmpty)
      runtime.advance(frames: 0)
      // The turn that finishes the handler's turn does not run it; the one after does, at
      // the same time, before any frame.
      #expect(log.entries == [.init(label: "block", turn: turnBefore + 2, time: 3.0 / 60)])
    }
  }

  @Test func asyncFromATurnRunsInTheNextTurnBeforeTheNextFrame() {
    Runtime.withNew { runtime in
      let log = RunLog()
      var enqueued = false
      runtime.addObserver(.update) { runtime in
        guard !enqueued, runtime.turnCount == 2 else { return }
        enqueued = true
        DispatchQueue.main.async { log.note("block", runtime) }
        log.note("enqueued", runtime)
      }
      runtime.advance(frames: 3)
      #expect(log.labels == ["enqueued", "block"])
      #expect(log.entries[1].turn == log.entries[0].turn + 1)
      #expect(log.entries[1].time == log.entries[0].time)
      // Three frames, plus the one extra turn for the block.
      #expect(runtime.turnCount == 4)
    }
  }

  @Test func blocksRunFirstInFirstOut() {
    Runtime.withNew { runtime in
      let log = RunLog()
      for label in ["a", "b", "c", "d"] { DispatchQueue.main.async { log.note(label, runtime) } }
      runtime.advance(frames: 1)
      #expect(log.labels == ["a", "b", "c", "d"])
      #expect(Set(log.entries.map(\.turn)).count == 1)
    }
  }

  @Test func aBlockEnqueuedByABlockRunsInALaterTurn() {
    Runtime.withNew { runtime in
      let log = RunLog()
      DispatchQueue.main.async {
        log.note("a", runtime)
        DispatchQueue.main.async { log.note("a-inner", runtime) }
      }
      DispatchQueue.main.async { log.note("b", runtime) }
      runtime.advance(frames: 0)
      #expect(log.labels == ["a", "b", "a-inner"])
      #expect(log.entries[2].turn == log.entries[0].turn + 1)
      #expect(log.entries[2].time == log.entries[0].time)
    }
  }

  @Test(arguments: [0.5, 0.31, 1.0 / 60, 0.0, -1.0])
  func asyncAfterRunsInTheFirstFrameAtOrAfterItsDeadline(delay: Double) {
    Runtime.withNew { runtime in
      let log = RunLog()
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { log.note("late", runtime) }
      runtime.advance(by: 2)
      #expect(log.entries.count == 1)
      // The frames are k/60; the first with k/60 ≥ delay (a past deadline is due at once,
      // in the turn after the handler's, at t = 0).
      let frame = max(0, (delay * 60 - 1e-9).rounded(.up))
      #expect(log.entries.first?.time == frame / 60)
    }
  }

  @Test func asyncAfterWithAnIntervalAndWithAWallDeadline() {
    Runtime.withNew { runtime in
      let log = RunLog()
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
        log.note("interval", runtime)
      }
      DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.1) { log.note("wall", runtime) }
      runtime.advance(by: 1)
      #expect(log.labels == ["wall", "interval"])
      let expected: [Double] = [6.0 / 60, 15.0 / 60]
      #expect(log.entries.map(\.time) == expected)
    }
  }

  @Test func dueBlocksRunEarliestDeadlineFirstThenInSchedulingOrder() {
    Runtime.withNew { runtime in
      let log = RunLog()
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { log.note("0.2", runtime) }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.note("0.1-first", runtime) }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.note("0.1-second", runtime) }
      // Jump past all three: one turn at 0.5 finds them all due.
      runtime.frameRate = FrameRate(hertz: 2)
      runtime.advance(frames: 1)
      #expect(log.labels == ["0.1-first", "0.1-second", "0.2"])
      #expect(Set(log.entries.map(\.time)) == [0.5])
    }
  }

  @Test func anAsyncAfterDueNowFromABlockWaitsForTheNextTurn() {
    Runtime.withNew { runtime in
      let log = RunLog()
      DispatchQueue.main.async {
        log.note("outer", runtime)
        DispatchQueue.main.asyncAfter(deadline: .now()) { log.note("due-now", runtime) }
      }
      runtime.advance(frames: 0)
      #expect(log.labels == ["outer", "due-now"])
      #expect(log.entries[1].turn == log.entries[0].turn + 1)
    }
  }

  @Test func blocksThatKeepEnqueueingStopAtTheLimitAndWaitForTheNextFrame() {
    Runtime.withNew { runtime in
      let log = RunLog()
      @Sendable func again() {
        log.note("again", runtime)
        DispatchQueue.main.async { again() }
      }
      DispatchQueue.main.async { again() }
      runtime.advance(frames: 1)
      let message = runtime.trace.events(.diagnostic).first?.message ?? ""
      #expect(message.hasPrefix("main queue still busy after 100 turns at t="))
      #expect(runtime.hasDueWork)
      // 100 turns at t = 0 (the handler's own turn runs none), then the frame's turn and
      // 100 more at t = 1/60.
      #expect(log.entries.count == 201)
      #expect(log.entries.filter { $0.time == 0 }.count == 100)
      runtime.advance(frames: 1)
      // Nothing more at 1/60, which is spent; the next frame's turn and 100 more.
      #expect(log.entries.count == 302)
    }
  }

  @Test func outsideABoundRuntimeDeadlinesAreReal() {
    #expect(Runtime.bound == nil)
    #expect(VirtualDispatchTime.now().virtualSeconds == nil)
    #expect(VirtualDispatchWallTime.now().virtualSeconds == nil)
    Runtime.withNew { runtime in
      runtime.advance(frames: 6)
      #expect(Runtime.bound === runtime)
      #expect(VirtualDispatchTime.now().virtualSeconds == 0.1)
      #expect((VirtualDispatchTime.now() + 0.25).virtualSeconds == 0.35)
    }
  }

  @Test func otherQueuesStayReal() {
    // Run by Dispatch itself, whatever the runtime: the semaphore is signalled for real.
    let queue = DispatchQueue(label: "screenlab.tests.real")
    let done = DispatchSemaphore(value: 0)
    Runtime.withNew { _ in
      queue.async { done.signal() }
      queue.asyncAfter(deadline: .now() + 0.01) { done.signal() }
    }
    queue.async { done.signal() }
    for _ in 0..<3 { #expect(done.wait(timeout: .now() + 30) == .success) }
  }

  @Test func aRuntimeThatIsNotBoundLeavesTheMainQueueAlone() {
    let runtime = Runtime()
    let log = RunLog()
    runtime.withCurrent { runtime in
      DispatchQueue.main.async { log.note("bound", runtime) }
      runtime.advance(frames: 1)
    }
    #expect(log.labels == ["bound"])
    let other = Runtime()
    other.advance(frames: 1)
    #expect(!other.hasDueWork)
  }
}
