// `switchToLatest`: the values of the newest publisher an upstream of publishers has sent
// (Docs/Combine.md C24).

extension Publishers {
  /// Republishes the values of the latest publisher the upstream sent, cancelling the one
  /// before (`switchToLatest()`, C24).
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure
    /// The publisher of publishers.
    public let upstream: Upstream

    /// Switches to each publisher `upstream` sends.
    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where P.Output == S.Input, Upstream.Failure == S.Failure {
      let switcher = Switcher<P, S>(subscriber)
      subscriber.receive(subscription: switcher)
      upstream.subscribe(
        AnySubscriber<P, P.Failure>(
          receiveSubscription: { switcher.attachOuter($0) },
          receiveValue: { switcher.switchTo($0) },
          receiveCompletion: { switcher.outerCompleted($0) }))
    }
  }
}

/// The subscription `switchToLatest` gives its downstream: it holds the outer subscription
/// and the current inner one, and passes the outstanding downstream demand to the current
/// inner publisher.
private final class Switcher<P: Publisher, Downstream: Subscriber>: Subscription
where Downstream.Input == P.Output, Downstream.Failure == P.Failure {
  private let downstream: Downstream
  private var outer: (any Subscription)?
  private var inner: (any Subscription)?
  /// Counts the inner publishers, so a late event from a replaced one is ignored.
  private var generation = 0
  private var innerRunning = false
  private var outerFinished = false
  private var demand = Subscribers.Demand.none
  private var isDone = false

  init(_ downstream: Downstream) { self.downstream = downstream }

  func attachOuter(_ subscription: any Subscription) {
    guard keepFirst(subscription, in: &outer, isDone: isDone) else { return }
    subscription.request(.unlimited)
  }

  func switchTo(_ publisher: P) -> Subscribers.Demand {
    guard !isDone else { return .none }
    generation += 1
    let current = generation
    let previous = inner
    inner = nil
    previous?.cancel()
    innerRunning = true
    publisher.subscribe(
      AnySubscriber<P.Output, P.Failure>(
        receiveSubscription: { [self] subscription in
          guard !isDone, current == generation, inner == nil else {
            subscription.cancel()
            return
          }
          inner = subscription
          if demand > 0 { subscription.request(demand) }
        },
        receiveValue: { [self] value in
          guard !isDone, current == generation else { return .none }
          if demand != .unlimited { demand -= .max(1) }
          let more = downstream.receive(value)
          demand += more
          return more
        },
        receiveCompletion: { [self] completion in
          guard !isDone, current == generation else { return }
          inner = nil
          innerRunning = false
          switch completion {
          case .failure: finish(completion)
          case .finished: if outerFinished { finish(.finished) }
          }
        }))
    return .none
  }

  func outerCompleted(_ completion: Subscribers.Completion<P.Failure>) {
    guard !isDone else { return }
    outer = nil
    outerFinished = true
    switch completion {
    case .failure: finish(completion)
    case .finished: if !innerRunning { finish(.finished) }
    }
  }

  private func finish(_ completion: Subscribers.Completion<P.Failure>) {
    guard !isDone else { return }
    cancel()
    downstream.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    guard !isDone else { return }
    demand += more
    inner?.request(more)
  }

  func cancel() {
    guard !isDone else { return }
    isDone = true
    let running = [outer, inner]
    outer = nil
    inner = nil
    for subscription in running { subscription?.cancel() }
  }
}

extension Publisher where Failure == Output.Failure, Output: Publisher {
  /// The values of the latest publisher this publisher sent; each new one replaces the one
  /// before (C24).
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Failure == Never, Output: Publisher {
  /// The values of the latest publisher this never-failing publisher sent (C24).
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Output, Publishers.SetFailureType<Self, Output.Failure>
    >
  {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// The values of the latest publisher this publisher sent, none of which can fail (C24).
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Publisher where Output: Publisher, Output.Failure == Never {
  /// The values of the latest never-failing publisher this publisher sent (C24).
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>,
      Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(
      upstream: map { Publishers.SetFailureType<Output, Failure>(upstream: $0) })
  }
}
