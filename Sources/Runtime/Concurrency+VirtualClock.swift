#if os(Linux)
  @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
  import Foundation
  import Synchronization
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif

  // Swift concurrency on the virtual clock (Docs/Semantics/RunLoop.md RL-13 – RL-15).
  //
  // Swift 6.3 lets a process replace its main and default executors
  // (`_createExecutors(factory:)`, SPI `ExperimentalCustomExecutors`). ScreenLab installs two
  // thin wrappers the first time a runtime is bound: a job enqueued from a bound runtime (or
  // from a job that runtime is running) goes to that runtime's main queue and runs in one of
  // its turns; every other job goes to the platform's executors unchanged. Task sleeps reach
  // the executors as real clock instants, so `Task.sleep(for:)` and `Task.sleep(nanoseconds:)`
  // are shadowed below to keep the exact duration.

  /// The installed executors (made once, when a runtime is first bound).
  enum VirtualExecutors {
    /// Installs ScreenLab's main and default executors; later calls do nothing.
    static let install: Void = {
      _createExecutors(factory: VirtualExecutorFactory.self)
    }()

    /// The runtime that should take a job enqueued now: the bound runtime of the current
    /// task, or the runtime whose turn is running a job on this thread.
    static func capturingRuntime() -> Runtime? {
      if let bound = Runtime.bound { return bound }
      return RunningJob.runtime
    }

    // What both executors do with a job: while a runtime is bound (or running a job on this
    // thread), it goes to that runtime's main queue, now or at a virtual deadline; otherwise
    // to the platform's executor `base`, unchanged. `main` says which of the two runs it.

    static func enqueue(_ job: consuming ExecutorJob, main: Bool, else base: any Executor) {
      if let runtime = capturingRuntime() {
        enqueue(UnownedJob(job), on: runtime, main: main)
        return
      }
      base.enqueue(job)
    }

    static func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C,
      main: Bool, else base: any Executor
    ) {
      if let runtime = capturingRuntime(), let delay = delay as? Duration {
        let deadline = clampedDeadline(runtime, nanosecondsRoundedUp(delay))
        schedule(UnownedJob(job), at: deadline, on: runtime, main: main)
        return
      }
      guard let scheduling = base as? any SchedulingExecutor else { return base.enqueue(job) }
      scheduling.enqueue(job, after: delay, tolerance: tolerance, clock: clock)
    }

    static func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C,
      main: Bool, else base: any Executor
    ) {
      if let runtime = capturingRuntime(), let delay = virtualDelay(until: instant, clock: clock) {
        schedule(UnownedJob(job), at: clampedDeadline(runtime, delay), on: runtime, main: main)
        return
      }
      guard let scheduling = base as? any SchedulingExecutor else { return base.enqueue(job) }
      scheduling.enqueue(job, at: instant, tolerance: tolerance, clock: clock)
    }

    /// Runs `job` in `runtime`'s next turn, on `executor` (RL-13).
    static func enqueue(_ job: UnownedJob, on runtime: Runtime, main: Bool) {
      RunLoopSources.of(runtime).enqueue({ run(job, on: runtime, main: main) }, on: runtime)
    }

    /// Runs `job` at the virtual deadline `deadline` (nanoseconds) of `runtime`.
    static func schedule(_ job: UnownedJob, at deadline: Int64, on runtime: Runtime, main: Bool) {
      RunLoopSources.of(runtime).schedule(
        { run(job, on: runtime, main: main) }, at: deadline, on: runtime)
    }

    private static func run(_ job: UnownedJob, on runtime: Runtime, main: Bool) {
      let previous = RunningJob.runtime
      RunningJob.runtime = runtime
      defer { RunningJob.runtime = previous }
      if main {
        job.runSynchronously(on: VirtualExecutorFactory.main.asUnownedSerialExecutor())
      } else {
        job.runSynchronously(on: VirtualExecutorFactory.global.asUnownedTaskExecutor())
      }
    }

    /// A delay given as a clock instant, on the virtual clock: the time from the clock's `now`
    /// to `instant`, rounded up to a whole millisecond (RL-14), or nil for a clock whose
    /// durations are not `Duration`.
    static func virtualDelay<C: Clock>(until instant: C.Instant, clock: C) -> Int64? {
      guard let delay = clock.now.duration(to: instant) as? Duration else { return nil }
      let nanoseconds = nanosecondsRoundedUp(delay)
      let millisecond: Int64 = 1_000_000
      guard nanoseconds > 0 else { return 0 }
      let (rounded, overflow) = ((nanoseconds + millisecond - 1) / millisecond)
        .multipliedReportingOverflow(by: millisecond)
      return overflow ? .max : rounded
    }
  }

  /// The runtime running a job on the current thread (a job's own task does not carry the
  /// bound runtime when it was made elsewhere, such as the wake-up of a sleep).
  enum RunningJob {
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()

    static var runtime: Runtime? {
      get {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Runtime>.fromOpaque(pointer).takeUnretainedValue()
      }
      set {
        pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0).toOpaque() })
      }
    }
  }

  struct VirtualExecutorFactory: ExecutorFactory {
    static let main = VirtualMainExecutor()
    static let global = VirtualGlobalExecutor()
    static var mainExecutor: any MainExecutor { main }
    static var defaultExecutor: any TaskExecutor { global }
  }

  /// The main executor: a bound runtime's main queue, else the platform's main executor.
  final class VirtualMainExecutor: MainExecutor, VirtualForwardingExecutor, @unchecked Sendable {
    let base = PlatformExecutorFactory.mainExecutor
    var fallback: any Executor { base }
    static var isMainQueue: Bool { true }

    func run() throws { try base.run() }
    func stop() { base.stop() }
    var isMainExecutor: Bool { true }

    /// Inside a runtime's turn, code is on the main actor, as main-queue code is on Apple's
    /// platforms (RL-13).
    func checkIsolated() {
      if RunningJob.runtime != nil || Runtime.bound?.isRunningTurn == true { return }
      base.checkIsolated()
    }
  }

  /// The default (global concurrent) executor: a bound runtime's main queue too (tasks take
  /// turns, RL-13), else the platform's.
  final class VirtualGlobalExecutor: TaskExecutor, VirtualForwardingExecutor, @unchecked Sendable {
    let base = PlatformExecutorFactory.defaultExecutor
    var fallback: any Executor { base }
    static var isMainQueue: Bool { false }
  }

  /// What the two executors share: every job goes to a bound runtime's main queue (as a
  /// main-actor job or not), else to the platform's executor `fallback`.
  protocol VirtualForwardingExecutor: SchedulingExecutor {
    /// The platform's executor, for jobs no bound runtime takes.
    var fallback: any Executor { get }
    /// Whether the jobs are the main actor's.
    static var isMainQueue: Bool { get }
  }

  extension VirtualForwardingExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
      VirtualExecutors.enqueue(job, main: Self.isMainQueue, else: fallback)
    }

    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
    ) {
      VirtualExecutors.enqueue(
        job, after: delay, tolerance: tolerance, clock: clock, main: Self.isMainQueue,
        else: fallback)
    }

    func enqueue<C: Clock>(
      _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
    ) {
      VirtualExecutors.enqueue(
        job, at: instant, tolerance: tolerance, clock: clock, main: Self.isMainQueue, else: fallback
      )
    }
  }

  private func clampedDeadline(_ runtime: Runtime, _ delay: Int64) -> Int64 {
    let (sum, overflow) = runtime.nanoseconds.addingReportingOverflow(max(0, delay))
    return overflow ? .max : sum
  }
#endif

/// A `Duration` in whole nanoseconds, rounded up (a sleep never ends early), clamped.
func nanosecondsRoundedUp(_ duration: Duration) -> Int64 {
  let (seconds, attoseconds) = duration.components
  let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
  if overflow { return seconds < 0 ? .min : .max }
  var rest = attoseconds / 1_000_000_000
  if attoseconds % 1_000_000_000 > 0 { rest += 1 }
  let (sum, overflowed) = whole.addingReportingOverflow(rest)
  return overflowed ? .max : sum
}

// MARK: - Task.sleep on the virtual clock

extension Task where Success == Never, Failure == Never {
  /// Suspends the current task for `duration`; inside a bound runtime, for `duration` of
  /// virtual time: the task resumes in a turn at its deadline, never earlier
  /// (Docs/Semantics/RunLoop.md RL-14). Elsewhere, `Task.sleep(for:tolerance:clock:)` on the
  /// continuous clock, as Swift's own.
  ///
  /// Throws `CancellationError` when the task is cancelled before or while it sleeps.
  public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    #if os(Linux)
      if let runtime = VirtualExecutors.capturingRuntime() {
        try await runtime.sleep(nanoseconds: nanosecondsRoundedUp(duration))
        return
      }
    #endif
    try await sleep(for: duration, tolerance: tolerance, clock: ContinuousClock())
  }

  /// Suspends the current task for `duration` nanoseconds; inside a bound runtime, of virtual
  /// time (Docs/Semantics/RunLoop.md RL-14). Elsewhere as Swift's own.
  ///
  /// Throws `CancellationError` when the task is cancelled before or while it sleeps.
  public static func sleep(nanoseconds duration: UInt64) async throws {
    #if os(Linux)
      if let runtime = VirtualExecutors.capturingRuntime() {
        try await runtime.sleep(nanoseconds: Int64(clamping: duration))
        return
      }
    #endif
    try await sleep(
      for: .nanoseconds(Int64(clamping: duration)), tolerance: nil, clock: ContinuousClock())
  }
}

extension Runtime {
  /// Suspends the current task until `nanoseconds` of this runtime's virtual time have passed:
  /// it resumes on its executor from the first turn at or after the deadline (RL-14).
  func sleep(nanoseconds: Int64) async throws {
    let (deadline, overflow) = self.nanoseconds.addingReportingOverflow(max(0, nanoseconds))
    let wake = SleepWake()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        guard wake.install(continuation) else { return }
        RunLoopSources.of(self).schedule(
          { wake.resume() }, at: overflow ? .max : deadline, on: self)
      }
    } onCancel: {
      wake.cancel()
    }
  }
}

/// The continuation of one sleep, resumed once: by its deadline or by cancellation, which may
/// come from another thread.
private final class SleepWake: Sendable {
  private enum State {
    case waiting
    case sleeping(CheckedContinuation<Void, any Error>)
    case cancelled
    case done
  }

  private let state = Mutex(State.waiting)

  /// Keeps the continuation; false (and resumed with `CancellationError`) if cancelled first.
  func install(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
    let cancelled = state.withLock { state -> Bool in
      if case .cancelled = state {
        state = .done
        return true
      }
      state = .sleeping(continuation)
      return false
    }
    if cancelled { continuation.resume(throwing: CancellationError()) }
    return !cancelled
  }

  func resume() { finish(nil) }
  func cancel() { finish(CancellationError()) }

  private func finish(_ error: (any Error)?) {
    let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      switch state {
      case .sleeping(let continuation):
        state = .done
        return continuation
      case .waiting:
        if error != nil { state = .cancelled }
        return nil
      case .cancelled, .done:
        return nil
      }
    }
    if let error { continuation?.resume(throwing: error) } else { continuation?.resume() }
  }
}
