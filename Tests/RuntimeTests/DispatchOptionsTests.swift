import Dispatch
import Foundation
import Testing

@testable import Runtime

/// Labels with the virtual time they ran at.
///
/// `@unchecked Sendable`: Swift 6 treats closures given to `DispatchQueue.main` as main-actor
/// closures; one runtime runs on one thread (Docs/Semantics/RunLoop.md RL-12).
private final class OptionLog: @unchecked Sendable {
  var labels: [String] = []
  var times: [Double] = []
  func note(_ label: String) {
    labels.append(label)
    times.append(Runtime.current.now)
  }
}

/// The main-queue spellings that name `group:`, `qos:` or `flags:` (RunLoop.md RL-16).
@MainActor @Suite struct DispatchOptionsTests {
  @Test func asyncWithOptionsRunsInTheNextTurnInSubmissionOrder() {
    Runtime.withNew { runtime in
      let log = OptionLog()
      let group = DispatchGroup()
      let queue = DispatchQueue.main
      queue.async(qos: .userInitiated) { log.note("qos") }
      queue.async(flags: .barrier) { log.note("flags") }
      queue.async { log.note("plain") }
      queue.async(group: group) { log.note("group") }
      queue.async(group: group, qos: .default) { log.note("group qos") }
      queue.async(group: group, flags: []) { log.note("group flags") }
      queue.async(qos: .utility, flags: .enforceQoS) { log.note("qos flags") }
      queue.async(group: group, qos: .userInteractive, flags: .barrier) { log.note("all") }
      #expect(log.labels.isEmpty)
      runtime.advance(frames: 0)
      #expect(
        log.labels == [
          "qos", "flags", "plain", "group", "group qos", "group flags", "qos flags", "all",
        ])
      #expect(log.times.allSatisfy { $0 == 0 })
    }
  }

  @Test func aGroupIsEnteredUntilItsVirtualBlocksHaveRun() {
    Runtime.withNew { runtime in
      let log = OptionLog()
      let group = DispatchGroup()
      DispatchQueue.main.async(group: group) { log.note("first") }
      DispatchQueue.main.async(group: group, qos: .default) { log.note("second") }
      #expect(group.wait(timeout: .now()) == .timedOut)
      runtime.advance(frames: 0)
      #expect(log.labels == ["first", "second"])
      #expect(group.wait(timeout: .now()) == .success)
    }
  }

  @Test func asyncAfterWithQoSOrFlagsRunsAtItsVirtualDeadline() {
    Runtime.withNew { runtime in
      let log = OptionLog()
      let queue = DispatchQueue.main
      queue.asyncAfter(deadline: .now() + 0.5, qos: .userInitiated) { log.note("qos") }
      queue.asyncAfter(deadline: .now() + .milliseconds(250), flags: .barrier) { log.note("flags") }
      queue.asyncAfter(wallDeadline: .now() + 0.75, qos: .default) { log.note("wall qos") }
      queue.asyncAfter(wallDeadline: .now() + 1, flags: []) { log.note("wall flags") }
      runtime.advance(by: 2)
      #expect(log.labels == ["flags", "qos", "wall qos", "wall flags"])
      let frames: [Double] = [15, 30, 45, 60]
      #expect(log.times == frames.map { $0 / 60 })
    }
  }

  @Test func otherQueuesKeepDispatchsOptions() {
    let group = DispatchGroup()
    let queue = DispatchQueue(label: "screenlab.tests.options")
    let done = DispatchSemaphore(value: 0)
    queue.async(group: group, qos: .userInitiated) {}
    queue.async(qos: .utility, flags: .enforceQoS) { done.signal() }
    #expect(group.wait(timeout: .now() + 30) == .success)
    #expect(done.wait(timeout: .now() + 30) == .success)
  }
}
