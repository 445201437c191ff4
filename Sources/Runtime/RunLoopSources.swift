import Foundation

/// The run-loop sources of one ``Runtime``: the main queue, the timed blocks and timers, and
/// the display links, all on the virtual clock (Docs/Semantics/RunLoop.md).
///
/// Each turn, before its phases, ``fire(in:)`` runs, in this order (RL-2):
/// 1. the main queue's blocks enqueued before the turn, first in first out (RL-3);
/// 2. the `asyncAfter` blocks and timers whose deadline has come, earliest deadline first,
///    ties in the order they were scheduled (RL-5, RL-6);
/// 3. in a frame, the display links, in the order they were added (RL-9).
///
/// Whatever these enqueue or schedule waits for a later turn, even when already due: a turn
/// works on what was there when it began, as libdispatch drains the main queue (RL-3).
final class RunLoopSources {
  /// A block on the main queue, stamped with the turn that enqueued it.
  struct Block {
    let turn: Int
    let work: () -> Void
  }

  /// A block or a timer waiting for its deadline.
  struct Timed {
    /// The deadline in virtual nanoseconds.
    var deadline: Int64
    /// The order of scheduling, which breaks ties between equal deadlines.
    var order: Int
    /// The turn that scheduled it; it fires in a later turn.
    var turn: Int
    var kind: Kind
  }

  enum Kind {
    case block(() -> Void)
    case timer(Timer, interval: Int64)
  }

  private var blocks: [Block] = []
  private var timed: [Timed] = []
  private var nextOrder = 0
  private(set) var displayLinks: [CADisplayLink] = []

  /// How late a deadline may be and still count as due in a turn (RL-5): one microsecond,
  /// so that intervals written in decimal seconds land on the frames they name although
  /// frame times and deadlines round differently to whole nanoseconds.
  static let slack: Int64 = 1_000

  /// The sources of `runtime`, made on first use.
  static func of(_ runtime: Runtime) -> RunLoopSources {
    if let existing = runtime.sources { return existing }
    let made = RunLoopSources()
    runtime.sources = made
    return made
  }

  // MARK: - Scheduling

  /// The turn a block enqueued now belongs to: the running turn, or, between turns, the turn
  /// that finishes the current time's work (Runtime.setNeedsTurn).
  private func stamp(_ runtime: Runtime) -> Int {
    runtime.isRunningTurn ? runtime.turnCount : runtime.turnCount + 1
  }

  func enqueue(_ work: @escaping () -> Void, on runtime: Runtime) {
    blocks.append(Block(turn: stamp(runtime), work: work))
    runtime.setNeedsTurn()
  }

  func schedule(_ work: @escaping () -> Void, at deadline: Int64, on runtime: Runtime) {
    insert(Timed(deadline: deadline, order: 0, turn: stamp(runtime), kind: .block(work)))
    runtime.setNeedsTurn()
  }

  func schedule(_ timer: Timer, at deadline: Int64, interval: Int64, on runtime: Runtime) {
    guard !isScheduled(timer) else { return }
    timer.fireDate = Runtime.date(nanoseconds: deadline)
    insert(
      Timed(
        deadline: deadline, order: 0, turn: stamp(runtime), kind: .timer(timer, interval: interval))
    )
    runtime.setNeedsTurn()
  }

  /// Timers made by `Runtime.timer(withTimeInterval:repeats:block:)` and not yet added, with
  /// their first deadline and repeat interval (0 for a one-shot timer).
  private var made: [(timer: Timer, deadline: Int64, interval: Int64)] = []

  func remember(_ timer: Timer, deadline: Int64, interval: Int64) {
    made.removeAll { !$0.timer.isValid }
    made.append((timer, deadline, interval))
  }

  func takeMade(_ timer: Timer) -> (deadline: Int64, interval: Int64)? {
    guard let index = made.firstIndex(where: { $0.timer === timer }) else { return nil }
    let entry = made.remove(at: index)
    return (entry.deadline, entry.interval)
  }

  func isScheduled(_ timer: Timer) -> Bool {
    timed.contains { entry in
      if case .timer(let scheduled, _) = entry.kind { return scheduled === timer }
      return false
    }
  }

  func add(_ link: CADisplayLink) {
    guard !displayLinks.contains(where: { $0 === link }) else { return }
    displayLinks.append(link)
  }

  func remove(_ link: CADisplayLink) {
    displayLinks.removeAll { $0 === link }
  }

  private func insert(_ entry: Timed) {
    var entry = entry
    entry.order = nextOrder
    nextOrder += 1
    // After every entry due no later (ties keep scheduling order).
    var low = 0
    var high = timed.count
    while low < high {
      let middle = (low + high) / 2
      if timed[middle].deadline <= entry.deadline { low = middle + 1 } else { high = middle }
    }
    timed.insert(entry, at: low)
  }

  // MARK: - Firing

  /// Whether a turn at the current time would run something (RL-4).
  func hasDueWork(at runtime: Runtime) -> Bool {
    if !blocks.isEmpty { return true }
    syncFireDates()
    let limit = runtime.nanoseconds + Self.slack
    return timed.contains { $0.deadline <= limit && isLive($0) }
  }

  /// Fires what is due in the running turn (see the type's documentation).
  func fire(in runtime: Runtime) {
    let turn = runtime.turnCount
    // 1. The main queue: the blocks enqueued before this turn, oldest first.
    let ready = blocks.prefix { $0.turn < turn }
    if !ready.isEmpty {
      blocks.removeFirst(ready.count)
      for block in ready { block.work() }
    }
    // 2. Due blocks and timers, earliest first, as they stood when the turn began.
    syncFireDates()
    let limit = runtime.nanoseconds + Self.slack
    var due: [Timed] = []
    timed.removeAll { entry in
      guard entry.deadline <= limit, entry.turn < turn else { return false }
      due.append(entry)
      return true
    }
    for entry in due {
      switch entry.kind {
      case .block(let work):
        work()
      case .timer(let timer, let interval):
        guard timer.isValid else { continue }
        timer.fire()
        guard timer.isValid, interval > 0, !isScheduled(timer) else { continue }
        // The next multiple of the interval after now: missed firings are skipped (RL-7).
        var next = entry.deadline + interval
        let now = runtime.nanoseconds
        if next <= now + Self.slack {
          next += ((now + Self.slack - next) / interval + 1) * interval
        }
        timer.fireDate = Runtime.date(nanoseconds: next)
        var rescheduled = entry
        rescheduled.deadline = next
        insert(rescheduled)
      }
    }
    timed.removeAll { !isLive($0) }
    // 3. Display links, in frames only.
    if runtime.isFrameTurn {
      for link in displayLinks { link.frame(in: runtime) }
    }
  }

  /// A timer whose `fireDate` was set by its owner moves to that date (RL-8).
  private func syncFireDates() {
    var moved = false
    for index in timed.indices {
      guard case .timer(let timer, _) = timed[index].kind, timer.isValid else { continue }
      let deadline = Runtime.nanoseconds(timer.fireDate.timeIntervalSinceReferenceDate)
      if deadline != timed[index].deadline {
        timed[index].deadline = deadline
        moved = true
      }
    }
    if moved { timed.sort { ($0.deadline, $0.order) < ($1.deadline, $1.order) } }
  }

  private func isLive(_ entry: Timed) -> Bool {
    if case .timer(let timer, _) = entry.kind { return timer.isValid }
    return true
  }
}

extension Runtime {
  /// ``now`` in whole nanoseconds (rounded), the unit of deadlines on the virtual clock.
  public var nanoseconds: Int64 { Runtime.nanoseconds(now) }

  /// `seconds` in whole nanoseconds, rounded.
  package static func nanoseconds(_ seconds: Double) -> Int64 {
    let value = (seconds * 1e9).rounded()
    guard value < 9.2e18 else { return .max }
    guard value > -9.2e18 else { return .min }
    return Int64(value)
  }

  /// The `Date` that stands for a virtual time: seconds since the reference date are seconds
  /// of virtual time (RL-8).
  static func date(nanoseconds: Int64) -> Date {
    Date(timeIntervalSinceReferenceDate: Double(nanoseconds) / 1e9)
  }
}

extension Runtime {
  /// Runs `work` on this runtime's main queue, in a later turn (RL-3): the main queue of
  /// the schedulers that other modules build on the virtual clock.
  package func enqueueOnMainQueue(_ work: @escaping () -> Void) {
    RunLoopSources.of(self).enqueue(work, on: self)
  }

  /// Runs `work` in a later turn of the bound runtime's main queue, or on Dispatch's main
  /// queue when no runtime is bound: where a framework answers a completion handler that
  /// Apple calls back later (RL-3).
  package static func enqueueOnBoundMainQueue(_ work: @escaping @Sendable () -> Void) {
    if let runtime = Runtime.bound {
      runtime.enqueueOnMainQueue(work)
    } else {
      DispatchQueue.main.async(execute: work)
    }
  }

  /// Runs `work` in the first turn at or after the virtual time `deadline`, in nanoseconds
  /// (RL-5).
  package func schedule(atNanoseconds deadline: Int64, _ work: @escaping () -> Void) {
    RunLoopSources.of(self).schedule(work, at: deadline, on: self)
  }
}
