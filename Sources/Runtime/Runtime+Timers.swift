import Foundation

/// Foundation timers on the virtual clock (Docs/Semantics/RunLoop.md RL-6 – RL-8).
///
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` and `RunLoop.add(_:forMode:)` keep
/// Foundation's meaning (a real run loop, real time): Swift offers no way to overload them
/// that the plain spelling would choose (RL-11). Their stand-ins are on the runtime, with the
/// same labels — `Runtime.current.scheduledTimer(withTimeInterval:repeats:block:)` for
/// `Timer.scheduledTimer(…)`, `Runtime.current.add(timer, forMode: .common)` for
/// `RunLoop.main.add(timer, forMode: .common)` — and the timer is Foundation's own `Timer`:
/// `invalidate()`, `isValid`, `fire()`, `timeInterval` and `fireDate` are Apple's. Modes and
/// `tolerance` are ignored (a headless run loop has one mode and fires at the deadline).
extension Runtime {
  /// Makes a timer that fires `block` after `interval` seconds of virtual time (and every
  /// `interval` after, if it repeats), in the first turn at or after each deadline.
  ///
  /// An interval of zero or less is 0.1 ms, as Foundation documents.
  @discardableResult
  public func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping (Timer) -> Void
  ) -> Timer {
    let step = Runtime.nanoseconds(Runtime.timerInterval(interval))
    let deadline = nanoseconds + step
    let handler = UncheckedTimerBlock(block)
    let timer = Timer(
      fire: Runtime.date(nanoseconds: deadline), interval: repeats ? Double(step) / 1e9 : 0,
      repeats: repeats, block: { handler.block($0) })
    RunLoopSources.of(self).schedule(timer, at: deadline, interval: repeats ? step : 0, on: self)
    return timer
  }

  /// Makes a timer to schedule later with ``add(_:forMode:)``, the stand-in for
  /// `Timer(timeInterval:repeats:block:)`: its first deadline is `interval` seconds of virtual
  /// time from now, the moment it is made, as on Apple's platforms (RL-6).
  public func timer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping (Timer) -> Void
  ) -> Timer {
    let step = Runtime.nanoseconds(Runtime.timerInterval(interval))
    let handler = UncheckedTimerBlock(block)
    let timer = Timer(
      fire: Runtime.date(nanoseconds: nanoseconds + step),
      interval: repeats ? Double(step) / 1e9 : 0, repeats: repeats,
      block: { handler.block($0) })
    RunLoopSources.of(self).remember(timer, deadline: nanoseconds + step, interval: step)
    return timer
  }

  /// Schedules `timer` on the virtual clock. A timer made by
  /// ``timer(withTimeInterval:repeats:block:)`` keeps its deadline (or fires in the next turn if that has passed); any other
  /// repeating timer first fires one interval from now, and any other non-repeating one in
  /// the next turn (Foundation on Linux keeps no interval for it: its `timeInterval` reads 0,
  /// its `fireDate` the moment it was made). Adding a timer twice, or an invalidated one, does
  /// nothing.
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode = .default) {
    guard timer.isValid else { return }
    let sources = RunLoopSources.of(self)
    if let made = sources.takeMade(timer) {
      sources.schedule(
        timer, at: max(made.deadline, nanoseconds), interval: made.interval, on: self)
      return
    }
    let step = timer.timeInterval > 0 ? Runtime.nanoseconds(timer.timeInterval) : 0
    sources.schedule(timer, at: nanoseconds + step, interval: step, on: self)
  }

  /// Foundation's interval rule: zero or less means 0.1 ms.
  static func timerInterval(_ interval: TimeInterval) -> TimeInterval {
    interval > 0 ? interval : 0.0001
  }
}

private struct UncheckedTimerBlock: @unchecked Sendable {
  let block: (Timer) -> Void
  init(_ block: @escaping (Timer) -> Void) { self.block = block }
}
