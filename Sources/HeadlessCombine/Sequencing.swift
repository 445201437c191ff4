// Operators that go on with another subscription after a completion: `prepend`, `append`
// (`Publishers.Concatenate`) and `retry` (Docs/Combine.md C26).

/// The subscription of an operator that subscribes to one publisher after another: the
/// outstanding downstream demand passes to the current one, and when it completes `next`
/// answers the publisher to go on with, or nil to pass the completion on.
final class ChainSubscription<Output, Failure: Error, Downstream: Subscriber>: Subscription
where Downstream.Input == Output, Downstream.Failure == Failure {
  private let downstream: Downstream
  private let next: (Subscribers.Completion<Failure>) -> AnyPublisher<Output, Failure>?
  private var current: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private var isDone = false

  init(
    _ downstream: Downstream,
    next: @escaping (Subscribers.Completion<Failure>) -> AnyPublisher<Output, Failure>?
  ) {
    self.downstream = downstream
    self.next = next
  }

  func start(_ publisher: AnyPublisher<Output, Failure>) {
    guard !isDone else { return }
    current = nil
    publisher.subscribe(
      AnySubscriber<Output, Failure>(
        receiveSubscription: { [self] subscription in
          guard !isDone, current == nil else {
            subscription.cancel()
            return
          }
          current = subscription
          if demand > 0 { subscription.request(demand) }
        },
        receiveValue: { [self] value in
          guard !isDone else { return .none }
          if demand != .unlimited { demand -= .max(1) }
          let more = downstream.receive(value)
          demand += more
          return more
        },
        receiveCompletion: { [self] completion in
          guard !isDone else { return }
          if let following = next(completion) {
            start(following)
          } else {
            isDone = true
            current = nil
            downstream.receive(completion: completion)
          }
        }))
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
      let chain = ChainSubscription<Output, Failure, S>(subscriber) { completion in
        guard case .finished = completion else { return nil }
        defer { suffix = nil }
        return suffix
      }
      subscriber.receive(subscription: chain)
      chain.start(prefix.eraseToAnyPublisher())
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
      let chain = ChainSubscription<Output, Failure, S>(subscriber) { completion in
        guard case .failure = completion else { return nil }
        if let left = remaining {
          guard left > 0 else { return nil }
          remaining = left - 1
        }
        return upstream
      }
      subscriber.receive(subscription: chain)
      chain.start(upstream)
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
