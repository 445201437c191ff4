import Dispatch
import Foundation
import Runtime

/// A type that can express its time intervals in seconds, milliseconds, microseconds and
/// nanoseconds (Combine's `SchedulerTimeIntervalConvertible`).
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

/// Where and when a closure runs (Combine's `Scheduler`; Docs/Combine.md C9).
///
/// `DispatchQueue`, `RunLoop` and ``ImmediateScheduler`` conform. Inside a bound runtime
/// (`Runtime.bound`), `DispatchQueue.main` and `RunLoop.main` schedule on its virtual clock:
/// an action runs in a later turn of the runtime's run loop, an action scheduled after a time
/// in the first turn at or after it (Docs/Semantics/RunLoop.md RL-3, RL-5).
public protocol Scheduler<SchedulerTimeType> {
  /// How this scheduler measures time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options for a scheduled action.
  associatedtype SchedulerOptions

  /// This scheduler's current time.
  var now: SchedulerTimeType { get }
  /// The smallest tolerance this scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as possible, asynchronously except on ``ImmediateScheduler``.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date` or soon after.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date`, then every `interval`, until the returned value is cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }
}

// MARK: - The virtual clock

/// Repeats `action` on `runtime`'s clock from `start` every `interval` nanoseconds until
/// cancelled; each deadline is the previous one plus the interval (C9).
private func repeatOnVirtualClock(
  _ runtime: Runtime, from start: Int64, every interval: Int64, _ action: @escaping () -> Void
) -> any Cancellable {
  final class Repeater {
    var isCancelled = false
  }
  let repeater = Repeater()
  let step = max(interval, 1)
  func fire(at deadline: Int64) {
    runtime.schedule(atNanoseconds: deadline) {
      guard !repeater.isCancelled else { return }
      action()
      guard !repeater.isCancelled else { return }
      let (next, overflow) = deadline.addingReportingOverflow(step)
      if !overflow { fire(at: next) }
    }
  }
  fire(at: start)
  return AnyCancellable { repeater.isCancelled = true }
}

/// A block handed to Dispatch or Foundation from code that the compiler no longer checks for
/// `Sendable` (a runtime and its schedulers run on one thread, RunLoop.md RL-12).
private struct UncheckedAction: @unchecked Sendable {
  let action: () -> Void
  init(_ action: @escaping () -> Void) { self.action = action }
}

// MARK: - DispatchQueue

extension DispatchQueue: Scheduler {
  /// A point in time for a dispatch queue (Combine's `DispatchQueue.SchedulerTimeType`): on the
  /// virtual clock, nanoseconds of the bound runtime's time; elsewhere, Dispatch's uptime.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// Nanoseconds: virtual time inside a bound runtime, Dispatch's uptime elsewhere.
    public let uptimeNanoseconds: Int64

    /// The time as a `DispatchTime`.
    public var dispatchTime: DispatchTime {
      DispatchTime(uptimeNanoseconds: UInt64(max(uptimeNanoseconds, 1)))
    }

    /// The time `time` (its uptime in nanoseconds).
    public init(_ time: DispatchTime) {
      uptimeNanoseconds = Int64(clamping: time.uptimeNanoseconds)
    }

    init(nanoseconds: Int64) { uptimeNanoseconds = nanoseconds }

    public func distance(to other: Self) -> Stride {
      Stride(nanoseconds: other.uptimeNanoseconds &- uptimeNanoseconds)
    }

    public func advanced(by n: Stride) -> Self {
      let (sum, overflow) = uptimeNanoseconds.addingReportingOverflow(Int64(n.magnitude))
      return Self(nanoseconds: overflow ? (n.magnitude > 0 ? .max : .min) : sum)
    }

    /// A distance between two dispatch times, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The length in nanoseconds.
      public var magnitude: Int

      init(nanoseconds: Int64) { magnitude = Int(clamping: nanoseconds) }

      /// The length of `timeInterval`.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s.multipliedClamped(by: 1_000_000_000)
        case .milliseconds(let ms): magnitude = ms.multipliedClamped(by: 1_000_000)
        case .microseconds(let us): magnitude = us.multipliedClamped(by: 1_000)
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// The length as a `DispatchTimeInterval` (nanoseconds).
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// `value` seconds.
      public init(floatLiteral value: Double) { self = .seconds(value) }
      /// `value` seconds.
      public init(integerLiteral value: Int) { self = .seconds(value) }

      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self = .seconds(value)
      }

      public static func seconds(_ s: Int) -> Self {
        Self(nanoseconds: Int64(s.multipliedClamped(by: 1_000_000_000)))
      }
      public static func seconds(_ s: Double) -> Self {
        Self(nanoseconds: Runtime.nanoseconds(s))
      }
      public static func milliseconds(_ ms: Int) -> Self {
        Self(nanoseconds: Int64(ms.multipliedClamped(by: 1_000_000)))
      }
      public static func microseconds(_ us: Int) -> Self {
        Self(nanoseconds: Int64(us.multipliedClamped(by: 1_000)))
      }
      public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: Int64(ns)) }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Self, rhs: Self) -> Self {
        Self(nanoseconds: Int64(lhs.magnitude &+ rhs.magnitude))
      }
      public static func - (lhs: Self, rhs: Self) -> Self {
        Self(nanoseconds: Int64(lhs.magnitude &- rhs.magnitude))
      }
      public static func * (lhs: Self, rhs: Self) -> Self {
        Self(nanoseconds: Int64(lhs.magnitude.multipliedClamped(by: rhs.magnitude)))
      }
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  /// Options for a dispatch queue's scheduled actions (Combine's
  /// `DispatchQueue.SchedulerOptions`): on the virtual clock, `group` is entered and left
  /// around the action; `qos` and `flags` are ignored.
  public struct SchedulerOptions {
    public var qos: DispatchQoS
    public var flags: DispatchWorkItemFlags
    public var group: DispatchGroup?

    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The runtime whose clock this queue's scheduling uses: the bound runtime, for the main
  /// queue.
  private var virtualRuntime: Runtime? { isMainQueue ? Runtime.bound : nil }

  public var now: SchedulerTimeType {
    if let runtime = virtualRuntime { return SchedulerTimeType(nanoseconds: runtime.nanoseconds) }
    return SchedulerTimeType(DispatchTime.now())
  }

  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let group = options?.group
    group?.enter()
    if let runtime = virtualRuntime {
      runtime.enqueueOnMainQueue {
        action()
        group?.leave()
      }
      return
    }
    let block = UncheckedAction(action)
    async(
      group: nil, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
      execute: {
        block.action()
        group?.leave()
      })
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let group = options?.group
    group?.enter()
    if let runtime = virtualRuntime {
      runtime.schedule(atNanoseconds: date.uptimeNanoseconds) {
        action()
        group?.leave()
      }
      return
    }
    let block = UncheckedAction(action)
    asyncAfter(
      deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
      execute: {
        block.action()
        group?.leave()
      })
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if let runtime = virtualRuntime {
      return repeatOnVirtualClock(
        runtime, from: date.uptimeNanoseconds, every: Int64(interval.magnitude), action)
    }
    let timer = DispatchSource.makeTimerSource(queue: self)
    let block = UncheckedAction(action)
    timer.setEventHandler { block.action() }
    timer.schedule(
      deadline: date.dispatchTime, repeating: .nanoseconds(max(interval.magnitude, 1)),
      leeway: .nanoseconds(max(tolerance.magnitude, 0)))
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

extension Int {
  fileprivate func multipliedClamped(by factor: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: factor)
    return overflow ? ((self < 0) != (factor < 0) ? .min : .max) : product
  }
}

// MARK: - RunLoop

extension RunLoop: Scheduler {
  /// A point in time for a run loop (Combine's `RunLoop.SchedulerTimeType`): a `Date`; on the
  /// virtual clock, its seconds since the reference date are virtual seconds
  /// (Docs/Semantics/RunLoop.md RL-8).
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// The time `date`.
    public init(_ date: Date) { self.date = date }

    public func distance(to other: Self) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.magnitude)) }

    /// A distance between two dates, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The length in seconds.
      public var magnitude: TimeInterval

      /// The length `timeInterval`, in seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      /// The length in seconds.
      public var timeInterval: TimeInterval { magnitude }

      public init(floatLiteral value: Double) { magnitude = value }
      public init(integerLiteral value: Int) { magnitude = Double(value) }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Double(exactly: source) else { return nil }
        magnitude = value
      }

      public static func seconds(_ s: Int) -> Self { Self(Double(s)) }
      public static func seconds(_ s: Double) -> Self { Self(s) }
      public static func milliseconds(_ ms: Int) -> Self { Self(Double(ms) / 1e3) }
      public static func microseconds(_ us: Int) -> Self { Self(Double(us) / 1e6) }
      public static func nanoseconds(_ ns: Int) -> Self { Self(Double(ns) / 1e9) }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
      public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  /// Options for a run loop's scheduled actions (none, as in Combine).
  public struct SchedulerOptions {}

  /// The runtime whose clock this run loop's scheduling uses: the bound runtime, for the main
  /// run loop.
  private var virtualRuntime: Runtime? { self === RunLoop.main ? Runtime.bound : nil }

  public var now: SchedulerTimeType {
    if let runtime = virtualRuntime {
      return SchedulerTimeType(Date(timeIntervalSinceReferenceDate: runtime.now))
    }
    return SchedulerTimeType(Date())
  }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if let runtime = virtualRuntime {
      runtime.enqueueOnMainQueue(action)
      return
    }
    let block = UncheckedAction(action)
    perform { block.action() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    if let runtime = virtualRuntime {
      let deadline = Runtime.nanoseconds(date.date.timeIntervalSinceReferenceDate)
      runtime.schedule(atNanoseconds: deadline, action)
      return
    }
    let block = UncheckedAction(action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in block.action() }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if let runtime = virtualRuntime {
      return repeatOnVirtualClock(
        runtime, from: Runtime.nanoseconds(date.date.timeIntervalSinceReferenceDate),
        every: Runtime.nanoseconds(interval.magnitude), action)
    }
    let block = UncheckedAction(action)
    let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in
      block.action()
    }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}

// MARK: - ImmediateScheduler

/// A scheduler that runs every action at once, on the caller's thread (Combine's
/// `ImmediateScheduler`; C9): its time is a counter that never moves.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The immediate scheduler's time, which stays at zero.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// A distance for the immediate scheduler, in whole steps.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByIntegerLiteral, Hashable, Sendable
    {
      public var magnitude: Int
      public init(_ value: Int) { magnitude = value }
      public init(integerLiteral value: Int) { magnitude = value }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }
      public static func seconds(_ s: Int) -> Self { Self(0) }
      public static func seconds(_ s: Double) -> Self { Self(0) }
      public static func milliseconds(_ ms: Int) -> Self { Self(0) }
      public static func microseconds(_ us: Int) -> Self { Self(0) }
      public static func nanoseconds(_ ns: Int) -> Self { Self(0) }
      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude &+ rhs.magnitude) }
      public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude &- rhs.magnitude) }
      public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude &* rhs.magnitude) }
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }

    public func distance(to other: Self) -> Stride { Stride(0) }
    public func advanced(by n: Stride) -> Self { self }
  }

  public typealias SchedulerOptions = Never

  /// The one immediate scheduler.
  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType() }
  public var minimumTolerance: SchedulerTimeType.Stride { Stride(0) }

  public typealias Stride = SchedulerTimeType.Stride

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

  public func schedule(
    after date: SchedulerTimeType, tolerance: Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) { action() }

  public func schedule(
    after date: SchedulerTimeType, interval: Stride, tolerance: Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
