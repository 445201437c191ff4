import Dispatch
import Foundation

// `DispatchQueue.main.async { … }` and `asyncAfter(deadline: .now() + …) { … }` on the virtual
// clock (Docs/Semantics/RunLoop.md RL-1, RL-11).
//
// Swift gives no way to replace Dispatch's own methods: a member with the same signature in
// an extension from another module is ambiguous, and a type named `DispatchQueue` only
// shadows Dispatch's when every import of Dispatch goes through ScreenLab, which
// `import Foundation` breaks. What does work is overload ranking: of two viable methods, the
// one with fewer parameters wins, so these overloads, which lack Dispatch's defaulted `group`,
// `qos` and `flags` parameters, are chosen for the plain spellings, and `.now()` in their
// deadline resolves to ScreenLab's deadline types. Calls that name `qos:`, `flags:` or
// `group:`, or pass a `DispatchWorkItem` or a `DispatchTime` value, reach Dispatch unchanged.

extension DispatchQueue {
  /// Submits `work` to run later; on the main queue inside a bound runtime, in the next
  /// turn of that runtime (RunLoop.md RL-3), elsewhere exactly as Dispatch's
  /// `async(execute:)`.
  public func async(execute work: @escaping () -> Void) {
    if isMainQueue, let runtime = Runtime.bound {
      RunLoopSources.of(runtime).enqueue(work, on: runtime)
      return
    }
    let block = UncheckedBlock(work)
    async(group: nil, qos: .unspecified, flags: [], execute: { block.work() })
  }

  /// Submits `work` to run at `deadline`; on the main queue on the virtual clock, in the
  /// first turn at or after the deadline (RunLoop.md RL-5), elsewhere exactly as Dispatch's
  /// `asyncAfter(deadline:execute:)`.
  public func asyncAfter(deadline: VirtualDispatchTime, execute work: @escaping () -> Void) {
    schedule(work, at: deadline.storage)
  }

  /// Submits `work` to run at the wall-clock `wallDeadline`; on the virtual clock, wall time
  /// and uptime are one clock (RunLoop.md RL-5).
  public func asyncAfter(
    wallDeadline: VirtualDispatchWallTime, execute work: @escaping () -> Void
  ) {
    schedule(work, atWall: wallDeadline)
  }

  private func schedule(
    _ work: @escaping () -> Void, atWall wallDeadline: VirtualDispatchWallTime,
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = []
  ) {
    switch wallDeadline.storage {
    case .virtual(let deadline, let runtime):
      schedule(work, at: .virtual(deadline, runtime), qos: qos, flags: flags)
    case .real(let real):
      let block = UncheckedBlock(work)
      asyncAfter(wallDeadline: real, qos: qos, flags: flags, execute: { block.work() })
    }
  }

  // The spellings that name `group:`, `qos:` or `flags:` (RunLoop.md RL-16): each overload
  // leaves out at least one of Dispatch's defaulted parameters, so it wins over Dispatch's.
  // `group` is entered when the block is submitted and left after it ran.

  /// `async(group:execute:)` on the virtual clock (RunLoop.md RL-16).
  public func async(group: DispatchGroup, execute work: @escaping () -> Void) {
    submit(group: group, qos: .unspecified, flags: [], work)
  }

  /// `async(qos:execute:)` on the virtual clock; `qos` is ignored there (RunLoop.md RL-16).
  public func async(qos: DispatchQoS, execute work: @escaping () -> Void) {
    submit(group: nil, qos: qos, flags: [], work)
  }

  /// `async(flags:execute:)` on the virtual clock; `flags` are ignored there (RunLoop.md RL-16).
  public func async(flags: DispatchWorkItemFlags, execute work: @escaping () -> Void) {
    submit(group: nil, qos: .unspecified, flags: flags, work)
  }

  /// `async(group:qos:execute:)` on the virtual clock (RunLoop.md RL-16).
  public func async(group: DispatchGroup, qos: DispatchQoS, execute work: @escaping () -> Void) {
    submit(group: group, qos: qos, flags: [], work)
  }

  /// `async(group:flags:execute:)` on the virtual clock (RunLoop.md RL-16).
  public func async(
    group: DispatchGroup, flags: DispatchWorkItemFlags, execute work: @escaping () -> Void
  ) {
    submit(group: group, qos: .unspecified, flags: flags, work)
  }

  /// `async(qos:flags:execute:)` on the virtual clock (RunLoop.md RL-16).
  public func async(
    qos: DispatchQoS, flags: DispatchWorkItemFlags, execute work: @escaping () -> Void
  ) {
    submit(group: nil, qos: qos, flags: flags, work)
  }

  /// `async(group:qos:flags:execute:)` with a group (not nil) on the virtual clock
  /// (RunLoop.md RL-16).
  public func async(
    group: DispatchGroup, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    execute work: @escaping () -> Void
  ) {
    submit(group: group, qos: qos, flags: flags, work)
  }

  /// `asyncAfter(deadline:qos:execute:)` on the virtual clock (RunLoop.md RL-16).
  public func asyncAfter(
    deadline: VirtualDispatchTime, qos: DispatchQoS, execute work: @escaping () -> Void
  ) {
    schedule(work, at: deadline.storage, qos: qos)
  }

  /// `asyncAfter(deadline:flags:execute:)` on the virtual clock (RunLoop.md RL-16).
  public func asyncAfter(
    deadline: VirtualDispatchTime, flags: DispatchWorkItemFlags,
    execute work: @escaping () -> Void
  ) {
    schedule(work, at: deadline.storage, flags: flags)
  }

  /// `asyncAfter(wallDeadline:qos:execute:)` on the virtual clock (RunLoop.md RL-16).
  public func asyncAfter(
    wallDeadline: VirtualDispatchWallTime, qos: DispatchQoS, execute work: @escaping () -> Void
  ) {
    schedule(work, atWall: wallDeadline, qos: qos)
  }

  /// `asyncAfter(wallDeadline:flags:execute:)` on the virtual clock (RunLoop.md RL-16).
  public func asyncAfter(
    wallDeadline: VirtualDispatchWallTime, flags: DispatchWorkItemFlags,
    execute work: @escaping () -> Void
  ) {
    schedule(work, atWall: wallDeadline, flags: flags)
  }

  /// Submits `work` with Dispatch's options: on the main queue of a bound runtime, in its
  /// next turn, inside `group` (RL-16); elsewhere to Dispatch with the options unchanged.
  private func submit(
    group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    _ work: @escaping () -> Void
  ) {
    if isMainQueue, let runtime = Runtime.bound {
      group?.enter()
      RunLoopSources.of(runtime).enqueue(
        {
          work()
          group?.leave()
        }, on: runtime)
      return
    }
    let block = UncheckedBlock(work)
    async(group: group, qos: qos, flags: flags, execute: { block.work() })
  }

  /// Whether this is the main queue. On Linux, `DispatchQueue.main` makes a new wrapper
  /// object each time, so identity says nothing: the main queue carries a marker instead.
  package var isMainQueue: Bool { getSpecific(key: MainQueueMarker.key) != nil }

  private func schedule(
    _ work: @escaping () -> Void, at deadline: VirtualDispatchTime.Storage,
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = []
  ) {
    switch deadline {
    case .virtual(let nanoseconds, let runtime):
      if isMainQueue {
        RunLoopSources.of(runtime).schedule(work, at: nanoseconds, on: runtime)
        return
      }
      // Other queues are real: the virtual delay becomes a real one.
      let delay = max(0, nanoseconds &- runtime.nanoseconds)
      let block = UncheckedBlock(work)
      asyncAfter(
        deadline: DispatchTime.now() + .nanoseconds(Int(clamping: delay)), qos: qos,
        flags: flags, execute: { block.work() })
    case .real(let real):
      let block = UncheckedBlock(work)
      asyncAfter(deadline: real, qos: qos, flags: flags, execute: { block.work() })
    }
  }
}

/// The marker that identifies the main queue (set once, on first use).
private enum MainQueueMarker {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}

/// A block handed to Dispatch from code that the compiler no longer checks for `Sendable`
/// (the overloads take plain closures so that handlers can capture views and hosts).
private struct UncheckedBlock: @unchecked Sendable {
  let work: () -> Void
  init(_ work: @escaping () -> Void) { self.work = work }
}

/// Dispatch's two deadline types (`DispatchTime`, `DispatchWallTime`), as a virtual deadline
/// falls back on them outside a runtime.
public protocol RealDispatchDeadline: Sendable {
  /// Dispatch's current time.
  static func now() -> Self
  static func + (time: Self, seconds: Double) -> Self
  static func - (time: Self, seconds: Double) -> Self
  static func + (time: Self, interval: DispatchTimeInterval) -> Self
  static func - (time: Self, interval: DispatchTimeInterval) -> Self
}

extension DispatchTime: RealDispatchDeadline {}
extension DispatchWallTime: RealDispatchDeadline {}

/// A deadline for `DispatchQueue.asyncAfter(deadline:execute:)` (``VirtualDispatchTime``) or
/// `asyncAfter(wallDeadline:execute:)` (``VirtualDispatchWallTime``): written `.now() + 0.3`
/// at the call, it is the bound runtime's virtual time, and Dispatch's real deadline outside
/// one. On the virtual clock, wall time and uptime are one clock
/// (Docs/Semantics/RunLoop.md RL-5).
public struct VirtualDeadline<Real: RealDispatchDeadline>: Sendable {
  enum Storage: Sendable {
    /// Nanoseconds of a runtime's virtual clock.
    case virtual(Int64, Runtime)
    case real(Real)
  }

  let storage: Storage

  /// The current time: the bound runtime's ``Runtime/now`` when there is one (RL-1),
  /// otherwise Dispatch's `now()`.
  public static func now() -> Self {
    if let runtime = Runtime.bound {
      return Self(storage: .virtual(runtime.nanoseconds, runtime))
    }
    return Self(storage: .real(Real.now()))
  }

  /// The virtual time in seconds, or nil for a real deadline.
  public var virtualSeconds: Double? {
    if case .virtual(let nanoseconds, _) = storage { return Double(nanoseconds) / 1e9 }
    return nil
  }

  func adding(_ nanoseconds: Int64, _ real: (Real) -> Real) -> Self {
    switch storage {
    case .virtual(let base, let runtime):
      return Self(storage: .virtual(clampedSum(base, nanoseconds), runtime))
    case .real(let time):
      return Self(storage: .real(real(time)))
    }
  }

  public static func + (time: Self, seconds: Double) -> Self {
    time.adding(dispatchNanoseconds(seconds)) { $0 + seconds }
  }

  public static func - (time: Self, seconds: Double) -> Self {
    time.adding(dispatchNanoseconds(-seconds)) { $0 - seconds }
  }

  public static func + (time: Self, interval: DispatchTimeInterval) -> Self {
    time.adding(dispatchNanoseconds(interval)) { $0 + interval }
  }

  public static func - (time: Self, interval: DispatchTimeInterval) -> Self {
    time.adding(negated(dispatchNanoseconds(interval))) { $0 - interval }
  }
}

/// The deadline of `asyncAfter(deadline:execute:)` on the virtual clock.
public typealias VirtualDispatchTime = VirtualDeadline<DispatchTime>
/// The deadline of `asyncAfter(wallDeadline:execute:)` on the virtual clock.
public typealias VirtualDispatchWallTime = VirtualDeadline<DispatchWallTime>

/// Seconds as Dispatch turns them into nanoseconds: truncated toward zero, clamped.
func dispatchNanoseconds(_ seconds: Double) -> Int64 {
  let value = seconds * 1e9
  if value.isNaN || value >= 9.2e18 { return .max }
  if value <= -9.2e18 { return .min }
  return Int64(value)
}

/// A `DispatchTimeInterval` in nanoseconds, clamped (`.never` is the far future).
func dispatchNanoseconds(_ interval: DispatchTimeInterval) -> Int64 {
  func scaled(_ value: Int, _ factor: Int64) -> Int64 {
    let (product, overflow) = Int64(value).multipliedReportingOverflow(by: factor)
    return overflow ? (value < 0 ? .min : .max) : product
  }
  switch interval {
  case .seconds(let value): return scaled(value, 1_000_000_000)
  case .milliseconds(let value): return scaled(value, 1_000_000)
  case .microseconds(let value): return scaled(value, 1_000)
  case .nanoseconds(let value): return Int64(value)
  case .never: return .max
  @unknown default: return .max
  }
}

private func negated(_ value: Int64) -> Int64 { value == .min ? .max : -value }

private func clampedSum(_ base: Int64, _ delta: Int64) -> Int64 {
  let (sum, overflow) = base.addingReportingOverflow(delta)
  return overflow ? (delta > 0 ? .max : .min) : sum
}
