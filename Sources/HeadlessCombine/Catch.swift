// `catch`: on a failure, goes on with the publisher a closure makes of the error
// (Docs/Combine.md C21).

/// The subscription `catch` gives its downstream: it keeps the downstream's outstanding demand
/// and passes it to the upstream, then, after a failure, to the publisher made of the error.
final class CatchSubscription<Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber>:
  Subscription
where
  NewPublisher.Output == Upstream.Output, Downstream.Input == Upstream.Output,
  Downstream.Failure == NewPublisher.Failure
{
  private let downstream: Downstream
  private let handler: (Upstream.Failure) -> NewPublisher
  private var current: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private var isDone = false

  init(_ downstream: Downstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
    self.downstream = downstream
    self.handler = handler
  }

  func start(_ upstream: Upstream) {
    upstream.subscribe(
      AnySubscriber<Upstream.Output, Upstream.Failure>(
        receiveSubscription: { [self] in attach($0) },
        receiveValue: { [self] in forward($0) },
        receiveCompletion: { [self] completion in
          switch completion {
          case .finished: finish(.finished)
          case .failure(let error): recover(from: error)
          }
        }))
  }

  private func attach(_ subscription: any Subscription) {
    guard !isDone, current == nil else {
      subscription.cancel()
      return
    }
    current = subscription
    if demand > 0 { subscription.request(demand) }
  }

  private func forward(_ value: Upstream.Output) -> Subscribers.Demand {
    guard !isDone else { return .none }
    if demand != .unlimited { demand -= .max(1) }
    let more = downstream.receive(value)
    demand += more
    return more
  }

  /// Subscribes to the publisher made of `error`, which takes over the outstanding demand.
  private func recover(from error: Upstream.Failure) {
    guard !isDone else { return }
    current = nil
    handler(error).subscribe(
      AnySubscriber<NewPublisher.Output, NewPublisher.Failure>(
        receiveSubscription: { [self] in attach($0) },
        receiveValue: { [self] in forward($0) },
        receiveCompletion: { [self] in finish($0) }))
  }

  private func finish(_ completion: Subscribers.Completion<NewPublisher.Failure>) {
    guard !isDone else { return }
    isDone = true
    current = nil
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    guard !isDone else { return }
    self.demand += demand
    current?.request(demand)
  }

  func cancel() {
    guard !isDone else { return }
    isDone = true
    let running = current
    current = nil
    running?.cancel()
  }
}

extension Publishers {
  /// The upstream's values; after a failure, the values of the publisher `handler` makes of
  /// the error (`catch`, C21).
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure
    public let upstream: Upstream
    public let handler: (Upstream.Failure) -> NewPublisher

    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == NewPublisher.Failure, S.Input == NewPublisher.Output {
      let subscription = CatchSubscription<Upstream, NewPublisher, S>(subscriber, handler: handler)
      subscriber.receive(subscription: subscription)
      subscription.start(upstream)
    }
  }
}

extension Publisher {
  /// The values of this publisher; after a failure, those of the publisher `handler` makes of
  /// the error (Docs/Combine.md C21).
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<
      Self, P
    > where Output == P.Output
  {
    Publishers.Catch(upstream: self, handler: handler)
  }
}
