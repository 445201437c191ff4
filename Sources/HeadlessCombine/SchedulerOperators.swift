// Operators that take a scheduler: `debounce`, `throttle`, `delay`, `receive(on:)`
// (Docs/Combine.md C10 – C13). On `DispatchQueue.main` or `RunLoop.main` inside a bound
// runtime, they run on its virtual clock.

/// The subscription between an upstream publisher and a downstream subscriber that a timed
/// operator (`operation`, the publisher that made it) hands out: it keeps the downstream
/// demand, and after a completion or a cancellation it delivers nothing more.
class TimedStage<Operation, Input, Failure: Error, Downstream: Subscriber>: Subscriber,
  Subscription
where Downstream.Input == Input, Downstream.Failure == Failure {
  let downstream: Downstream
  let operation: Operation
  private(set) var upstream: (any Subscription)?
  /// What the downstream asked for and has not received yet.
  var demand = Subscribers.Demand.none
  /// Whether the stage finished (completion sent or cancelled): nothing more is delivered.
  private(set) var isDone = false
  /// Whether the upstream completed.
  private(set) var upstreamFinished = false
  /// Counts the timings started (`timeLatest(after:_:)`) and the completions scheduled, so that
  /// only the latest timing fires.
  private var timings = 0

  init(_ downstream: Downstream, _ operation: Operation) {
    self.downstream = downstream
    self.operation = operation
  }

  /// What the stage asks upstream for when subscribed; nil forwards the downstream's demand.
  var upstreamDemand: Subscribers.Demand? { .unlimited }

  func receive(subscription: any Subscription) {
    guard keepFirst(subscription, in: &upstream, isDone: isDone) else { return }
    downstream.receive(subscription: self)
    if let upstreamDemand { subscription.request(upstreamDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !isDone, !upstreamFinished else { return .none }
    received(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard !isDone, !upstreamFinished else { return }
    upstreamFinished = true
    completed(completion)
  }

  func request(_ demand: Subscribers.Demand) {
    guard !isDone else { return }
    self.demand += demand
    if upstreamDemand == nil { upstream?.request(demand) }
  }

  func cancel() {
    guard !isDone else { return }
    isDone = true
    let upstream = self.upstream
    self.upstream = nil
    upstream?.cancel()
  }

  /// An upstream value (overridden by each operator).
  func received(_ input: Input) {}
  /// The upstream completion (overridden by each operator).
  func completed(_ completion: Subscribers.Completion<Failure>) {}

  /// Sends `input` downstream if the stage is live and the downstream has demand; false if
  /// it was dropped.
  @discardableResult
  func deliver(_ input: Input) -> Bool {
    guard !isDone, demand > 0 else { return false }
    demand -= .max(1)
    let more = downstream.receive(input)
    demand += more
    if upstreamDemand == nil, more > 0 { upstream?.request(more) }
    return true
  }

  /// Sends the completion downstream, once.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    guard !isDone else { return }
    isDone = true
    upstream = nil
    downstream.receive(completion: completion)
  }
}

/// An operator whose stage works on Apple's `scheduler` with its `options` (`Debounce`,
/// `ReceiveOn`, `Timeout`).
protocol ScheduledOperation {
  associatedtype Context: Scheduler
  var scheduler: Context { get }
  var options: Context.SchedulerOptions? { get }
}

extension Publishers.Debounce: ScheduledOperation {}
extension Publishers.ReceiveOn: ScheduledOperation {}
extension Publishers.Timeout: ScheduledOperation {}

extension TimedStage where Operation: ScheduledOperation {
  /// Runs `body` on the scheduler, as soon as it can.
  func onScheduler(_ body: @escaping () -> Void) {
    operation.scheduler.schedule(options: operation.options, body)
  }

  /// Runs `body` on the scheduler once `delay` has passed, unless the stage is timed again, or
  /// its completion scheduled, before then: only the latest timing fires (`debounce`'s due
  /// time, `timeout`'s clock).
  func timeLatest(
    after delay: Operation.Context.SchedulerTimeType.Stride, _ body: @escaping () -> Void
  ) {
    timings += 1
    let current = timings
    let scheduler = operation.scheduler
    scheduler.schedule(
      after: scheduler.now.advanced(by: delay), tolerance: scheduler.minimumTolerance,
      options: operation.options
    ) { [weak self] in
      guard let self, self.timings == current else { return }
      body()
    }
  }

  /// Sends `completion` on the scheduler; a timing still waiting never fires.
  func finishOnScheduler(_ completion: Subscribers.Completion<Failure>) {
    timings += 1
    onScheduler { [self] in finish(completion) }
  }
}

extension Publishers {
  /// Publishes a value only once `dueTime` has passed with no newer value (`debounce`, C10).
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    /// Debounces `upstream` by `dueTime` on `scheduler`.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(DebounceStage(subscriber, self))
    }
  }

  /// Publishes at most one value per `interval`: the first or the latest of those received
  /// (`throttle`, C11).
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let latest: Bool

    /// Throttles `upstream` to one value per `interval` on `scheduler`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(ThrottleStage(subscriber, self))
    }
  }

  /// Delivers every value and the completion `interval` later (`delay`, C12).
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let tolerance: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    /// Delays `upstream` by `interval` on `scheduler`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(DelayStage(subscriber, self))
    }
  }

  /// Delivers every value and the completion asynchronously on a scheduler
  /// (`receive(on:options:)`, C13).
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    /// Delivers `upstream`'s events on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(ReceiveOnStage(subscriber, self))
    }
  }
}

private final class DebounceStage<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
  TimedStage<
    Publishers.Debounce<Upstream, Context>, Upstream.Output, Upstream.Failure, Downstream
  >
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  private var pending: Upstream.Output?

  override func received(_ input: Upstream.Output) {
    pending = input
    timeLatest(after: operation.dueTime) { [weak self] in
      guard let self, let value = self.pending else { return }
      self.pending = nil
      self.deliver(value)
    }
  }

  override func completed(_ completion: Subscribers.Completion<Upstream.Failure>) {
    // A value still waiting for its due time is dropped (C10).
    pending = nil
    finishOnScheduler(completion)
  }
}

private final class ThrottleStage<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
  TimedStage<
    Publishers.Throttle<Upstream, Context>, Upstream.Output, Upstream.Failure, Downstream
  >
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  private var lastEmission: Context.SchedulerTimeType?
  private var pending: Upstream.Output?
  private var pendingCompletion: Subscribers.Completion<Upstream.Failure>?
  private var isScheduled = false

  override func received(_ input: Upstream.Output) {
    // Without demand the value is dropped; one already waiting keeps its place unless
    // `latest` (C11).
    guard demand > 0 else { return }
    if isScheduled {
      if operation.latest { pending = input }
      return
    }
    pending = input
    let scheduler = operation.scheduler
    let now = scheduler.now
    let earliest = lastEmission.map { $0.advanced(by: operation.interval) }
    isScheduled = true
    if let earliest, earliest > now {
      scheduler.schedule(after: earliest) { [weak self] in self?.emit() }
    } else {
      scheduler.schedule { [weak self] in self?.emit() }
    }
  }

  override func completed(_ completion: Subscribers.Completion<Upstream.Failure>) {
    pendingCompletion = completion
    if !isScheduled {
      isScheduled = true
      operation.scheduler.schedule { [self] in emit() }
    }
  }

  private func emit() {
    isScheduled = false
    if let value = pending {
      pending = nil
      lastEmission = operation.scheduler.now
      deliver(value)
    }
    if let completion = pendingCompletion {
      pendingCompletion = nil
      finish(completion)
    }
  }
}

private final class DelayStage<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
  TimedStage<
    Publishers.Delay<Upstream, Context>, Upstream.Output, Upstream.Failure, Downstream
  >
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {

  override var upstreamDemand: Subscribers.Demand? { nil }

  override func received(_ input: Upstream.Output) {
    let scheduler = operation.scheduler
    scheduler.schedule(
      after: scheduler.now.advanced(by: operation.interval), tolerance: operation.tolerance,
      options: operation.options
    ) { [self] in deliver(input) }
  }

  override func completed(_ completion: Subscribers.Completion<Upstream.Failure>) {
    let scheduler = operation.scheduler
    scheduler.schedule(
      after: scheduler.now.advanced(by: operation.interval), tolerance: operation.tolerance,
      options: operation.options
    ) { [self] in finish(completion) }
  }
}

private final class ReceiveOnStage<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
  TimedStage<
    Publishers.ReceiveOn<Upstream, Context>, Upstream.Output, Upstream.Failure, Downstream
  >
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {

  override var upstreamDemand: Subscribers.Demand? { nil }

  override func received(_ input: Upstream.Output) {
    onScheduler { [self] in deliver(input) }
  }

  override func completed(_ completion: Subscribers.Completion<Upstream.Failure>) {
    finishOnScheduler(completion)
  }
}

extension Publisher {
  /// Publishes a value only after `dueTime` passes with no newer value, on `scheduler`
  /// (Docs/Combine.md C10).
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// Publishes at most one value per `interval`: the latest received in it if `latest`, else
  /// the first (Docs/Combine.md C11).
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }

  /// Delivers every value and the completion `interval` later, on `scheduler`
  /// (Docs/Combine.md C12).
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }

  /// Delivers every value and the completion asynchronously on `scheduler`
  /// (Docs/Combine.md C13).
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}
