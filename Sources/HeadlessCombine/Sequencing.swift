// Operators that go on with another subscription after a completion: `prepend`, `append`
// (`Publishers.Concatenate`) and `retry` (Docs/Combine.md C26).

/// The subscription of an operator that subscribes to one publisher after another: the
/// outstanding downstream demand passes to the current one, and its completion goes to what
/// the operator says comes next (`catch`, `prepend`, `append`, `retry`).
final class ChainSubscription<Output, Failure: Error, Downstream: Subscriber>: Subscription
where Downstream.Input == Output, Downstream.Failure == Failure {
  private let downstream: Downstream
  private var current: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private var isDone = false

  init(_ downstream: Downstream) {
    self.downstream = downstream
  }

  /// Subscribes to `publisher`, then to each publisher `next` answers for the completion
  /// before; the first completion `next` answers nil for is passed on.
  func chain(
    _ publisher: AnyPublisher<Output, Failure>,
    next: @escaping (Subscribers.Completion<Failure>) -> AnyPublisher<Output, Failure>?
  ) {
    guard !isDone else { return }
    start(publisher) { [self] completion in
      if let following = next(completion) {
        chain(following, next: next)
      } else {
        finish(completion)
      }
    }
  }

  /// Subscribes to `publisher`, which takes over the outstanding demand; its completion goes
  /// to `completed` unless the chain is done.
  func start<P: Publisher>(
    _ publisher: P, completed: @escaping (Subscribers.Completion<P.Failure>) -> Void
  ) where P.Output == Output {
    current = nil
    publisher.subscribe(
      AnySubscriber<Output, P.Failure>(
        receiveSubscription: { [self] in attach($0) },
        receiveValue: { [self] in forward($0) },
        receiveCompletion: { [self] completion in
          guard !isDone else { return }
          completed(completion)
        }))
  }

  /// Passes `completion` on; nothing is delivered after it.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    guard !isDone else { return }
    isDone = true
    current = nil
    downstream.receive(completion: completion)
  }

  private func attach(_ subscription: any Subscription) {
    guard keepFirst(subscription, in: &current, isDone: isDone) else { return }
    if demand > 0 { subscription.request(demand) }
  }

  private func forward(_ value: Output) -> Subscribers.Demand {
    guard !isDone else { return .none }
    if demand != .unlimited { demand -= .max(1) }
    let more = downstream.receive(value)
    demand += more
    return more
  }

  func request(_ more: Subscribers.Demand) {
    guard !isDone else { return }
    demand += more
    current?.request(more)
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
  /// The values of `prefix`, then, once it finishes, those of `suffix` (`prepend`, `append`,
  /// C26).
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
    public typealias Output = Suffix.Output
    public typealias Failure = Suffix.Failure
    /// The publisher whose values come first.
    public let prefix: Prefix
    /// The publisher subscribed to once the prefix finishes.
    public let suffix: Suffix

    /// The values of `prefix`, then those of `suffix`.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Suffix.Failure == S.Failure, Suffix.Output == S.Input {
      var suffix: AnyPublisher<Output, Failure>? = self.suffix.eraseToAnyPublisher()
      let chain = ChainSubscription<Output, Failure, S>(subscriber)
      subscriber.receive(subscription: chain)
      chain.chain(prefix.eraseToAnyPublisher()) { completion in
        guard case .finished = completion else { return nil }
        defer { suffix = nil }
        return suffix
      }
    }
  }

  /// The upstream, subscribed to again after each failure, up to `retries` times (nil: with no
  /// limit) (`retry(_:)`, C26).
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher subscribed to again.
    public let upstream: Upstream
    /// How many times a failure leads to a new subscription; nil, every time.
    public let retries: Int?

    /// `upstream`, retried `retries` times.
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let upstream = self.upstream.eraseToAnyPublisher()
      var remaining = retries
      let chain = ChainSubscription<Output, Failure, S>(subscriber)
      subscriber.receive(subscription: chain)
      chain.chain(upstream) { completion in
        guard case .failure = completion else { return nil }
        if let left = remaining {
          guard left > 0 else { return nil }
          remaining = left - 1
        }
        return upstream
      }
    }
  }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {
  public static func == (
    lhs: Publishers.Concatenate<Prefix, Suffix>, rhs: Publishers.Concatenate<Prefix, Suffix>
  ) -> Bool {
    lhs.prefix == rhs.prefix && lhs.suffix == rhs.suffix
  }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {
  public static func == (lhs: Publishers.Retry<Upstream>, rhs: Publishers.Retry<Upstream>) -> Bool {
    lhs.upstream == rhs.upstream && lhs.retries == rhs.retries
  }
}

extension Publisher {
  /// `elements`, then this publisher's values (C26).
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<
      Publishers.Sequence<[Output], Failure>, Self
    >
  {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// The elements of `elements`, then this publisher's values (C26).
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Publishers.Sequence<S, Failure>, Self
    > where Output == S.Element
  {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// `publisher`'s values, then, once it finishes, this publisher's (C26).
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// This publisher's values, then, once it finishes, `elements` (C26).
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<[Output], Failure>
    >
  {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }

  /// This publisher's values, then, once it finishes, the elements of `elements` (C26).
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<S, Failure>
    > where Output == S.Element
  {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }

  /// This publisher's values, then, once it finishes, `publisher`'s (C26).
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }

  /// This publisher, subscribed to again after a failure, at most `retries` times (C26).
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}
