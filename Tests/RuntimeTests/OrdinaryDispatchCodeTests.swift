import Dispatch
import Foundation
import Runtime
import Testing

/// Ordinary Dispatch and Foundation code still compiles and means what it meant with
/// ScreenLab's overloads in scope (Docs/Semantics/RunLoop.md RL-1, RL-11): every line below
/// resolves without ambiguity, and the calls ScreenLab does not take over reach Dispatch.
@MainActor @Suite struct OrdinaryDispatchCodeTests {
  @Test nonisolated func dispatchSpellingsStayUnambiguousAndReal() {
    let group = DispatchGroup()
    let queue = DispatchQueue(label: "screenlab.tests.ordinary", attributes: .concurrent)
    let counter = Counter()
    queue.async(group: group) { counter.add(1) }
    queue.async(group: group, qos: .userInitiated, flags: .barrier) { counter.add(10) }
    DispatchQueue.global(qos: .utility).async(group: group) { counter.add(100) }
    let item = DispatchWorkItem { counter.add(1000) }
    queue.async(group: group, execute: item)
    let deadline: DispatchTime = .now() + 0.001
    queue.asyncAfter(deadline: deadline, qos: .default, flags: []) { counter.add(10_000) }
    let later = DispatchTime.now() + .milliseconds(1)
    #expect(later > DispatchTime.now() - 1.0)
    DispatchQueue.concurrentPerform(iterations: 3) { _ in counter.add(100_000) }
    #expect(group.wait(timeout: .now() + 30) == .success)
    let semaphore = DispatchSemaphore(value: 0)
    queue.asyncAfter(wallDeadline: .now() + 0.001) { semaphore.signal() }
    #expect(semaphore.wait(timeout: .now() + 30) == .success)
    // The asyncAfter with an explicit `qos` is not in the group: wait for it apart.
    let flushed = DispatchSemaphore(value: 0)
    queue.asyncAfter(deadline: .now() + 0.01, qos: .default, flags: .barrier) {
      flushed.signal()
    }
    #expect(flushed.wait(timeout: .now() + 30) == .success)
    #expect(counter.value == 311_111)
  }

  @Test func aCancelledWorkItemDoesNotRunWhenPerformedFromAVirtualBlock() {
    Runtime.withNew { runtime in
      let counter = Counter()
      let item = UncheckedItem(DispatchWorkItem { counter.add(1) })
      let kept = UncheckedItem(DispatchWorkItem { counter.add(10) })
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { item.item.perform() }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { kept.item.perform() }
      item.item.cancel()
      runtime.advance(by: 0.5)
      #expect(item.item.isCancelled)
      #expect(counter.value == 10)
    }
  }
}

/// A work item captured by a main-queue closure (main-actor to Swift 6; one thread here).
private struct UncheckedItem: @unchecked Sendable {
  let item: DispatchWorkItem
  init(_ item: DispatchWorkItem) { self.item = item }
}

/// A thread-safe counter for blocks that Dispatch runs on its own threads.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var total = 0
  func add(_ amount: Int) { lock.withLock { total += amount } }
  var value: Int { lock.withLock { total } }
}
