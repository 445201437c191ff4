// `timeout`: ends a publisher that stays silent for longer than an interval
// (Docs/Combine.md C25). On `DispatchQueue.main` or `RunLoop.main` inside a bound runtime the
// interval is virtual time.

extension Publishers {
  /// Ends the upstream when it sends nothing for `interval` (`timeout`, C25).
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher watched.
    public let upstream: Upstream
    /// The longest silence allowed.
    public let interval: Context.SchedulerTimeType.Stride
    /// Where the interval is measured and values are delivered.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?
    /// Makes the failure sent at a timeout; nil finishes normally instead.
    public let customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?

    /// A timeout of `interval` on `scheduler`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?,
      customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(TimeoutStage(subscriber, self))
    }
  }
}

private final class TimeoutStage<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>:
  TimedStage<
    Publishers.Timeout<Upstream, Context>, Upstream.Output, Upstream.Failure, Downstream
  >
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  override var upstreamDemand: Subscribers.Demand? { nil }

  override func receive(subscription: any Subscription) {
    let first = upstream == nil && !isDone
    super.receive(subscription: subscription)
    // The clock starts with the subscription.
    if first { restartClock() }
  }

  override func received(_ input: Upstream.Output) {
    restartClock()
    onScheduler { [self] in deliver(input) }
  }

  override func completed(_ completion: Subscribers.Completion<Upstream.Failure>) {
    finishOnScheduler(completion)
  }

  /// Starts the clock again: only the latest start can time out.
  private func restartClock() {
    timeLatest(after: operation.interval) { [weak self] in
      guard let self, !self.isDone else { return }
      let upstream = self.upstream
      self.finish(self.operation.customError.map { .failure($0()) } ?? .finished)
      upstream?.cancel()
    }
  }
}

extension Publisher {
  /// Ends this publisher once it sends nothing for `interval`: with the failure `customError`
  /// makes, or normally when it is nil (Docs/Combine.md C25).
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}
