// Operators that change a publisher's failure: `tryMap`, `mapError`, `setFailureType(to:)` and
// `catch` (Docs/Combine.md C21).

/// A subscriber in the middle of a chain whose failure type differs from its downstream's: the
/// upstream subscription is handed on unchanged (demand flows straight through); each value is
/// turned by `transform` (nil drops it and asks upstream for one more; a failure cancels the
/// upstream and ends the downstream), and the completion by `completion`.
final class FailureRelay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber {
  typealias Failure = UpstreamFailure
  private let downstream: Downstream
  private let transform: (Input) -> Result<Downstream.Input?, Downstream.Failure>
  private let completion:
    (Subscribers.Completion<UpstreamFailure>) ->
      Subscribers.Completion<
        Downstream.Failure
      >
  private var subscription: (any Subscription)?
  private var isDone = false

  init(
    _ downstream: Downstream,
    transform: @escaping (Input) -> Result<Downstream.Input?, Downstream.Failure>,
    completion:
      @escaping (Subscribers.Completion<UpstreamFailure>) ->
      Subscribers.Completion<
        Downstream.Failure
      >
  ) {
    self.downstream = downstream
    self.transform = transform
    self.completion = completion
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !isDone else { return .none }
    switch transform(input) {
    case .success(let output?): return downstream.receive(output)
    case .success(nil): return .max(1)
    case .failure(let error):
      isDone = true
      subscription?.cancel()
      subscription = nil
      downstream.receive(completion: .failure(error))
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard !isDone else { return }
    isDone = true
    subscription = nil
    downstream.receive(completion: self.completion(completion))
  }
}

extension FailureRelay where Downstream.Failure == any Error {
  /// A relay for a throwing transform (`tryMap`, `decode`, `encode`): a thrown error fails the
  /// downstream, and the upstream's own failure is passed on as `any Error`.
  convenience init(
    _ downstream: Downstream, throwing transform: @escaping (Input) throws -> Downstream.Input
  ) {
    self.init(
      downstream,
      transform: { value in Result { try transform(value) } },
      completion: { completion in
        switch completion {
        case .finished: return .finished
        case .failure(let error): return .failure(error)
        }
      })
  }
}

extension Publishers {
  /// Transforms every value with a closure that may throw; a thrown error fails the
  /// publisher (`tryMap`, C21).
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Error
    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, S.Failure == any Error {
      let transform = self.transform
      upstream.subscribe(
        FailureRelay<Upstream.Output, Upstream.Failure, S>(subscriber, throwing: transform))
    }
  }

  /// Replaces the upstream's failure with another error (`mapError`, C21).
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output
    public let upstream: Upstream
    public let transform: (Upstream.Failure) -> Failure

    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Failure == S.Failure, Upstream.Output == S.Input {
      let transform = self.transform
      upstream.subscribe(
        FailureRelay<Upstream.Output, Upstream.Failure, S>(
          subscriber, transform: { .success($0) },
          completion: { completion in
            switch completion {
            case .finished: return .finished
            case .failure(let error): return .failure(transform(error))
            }
          }))
    }
  }

  /// A publisher that never fails, given a failure type (`setFailureType(to:)`, C21).
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    public typealias Output = Upstream.Output
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        FailureRelay<Upstream.Output, Never, S>(
          subscriber, transform: { .success($0) }, completion: { _ in .finished }))
    }

    /// The same publisher with the failure type `failure`.
    public func setFailureType<E: Error>(to failure: E.Type)
      -> Publishers.SetFailureType<
        Upstream, E
      >
    {
      Publishers.SetFailureType<Upstream, E>(upstream: upstream)
    }
  }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {
  public static func == (
    lhs: Publishers.SetFailureType<Upstream, Failure>,
    rhs: Publishers.SetFailureType<Upstream, Failure>
  ) -> Bool {
    lhs.upstream == rhs.upstream
  }
}

extension Publisher {
  /// Transforms every value with a closure that may throw; a thrown error cancels the upstream
  /// and fails the publisher (Docs/Combine.md C21).
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Replaces a failure with the error `transform` makes of it (C21).
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<
      Self, E
    >
  {
    Publishers.MapError(upstream: self, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// This publisher, which cannot fail, typed as failing with `failureType` (C21).
  public func setFailureType<E: Error>(to failureType: E.Type)
    -> Publishers.SetFailureType<
      Self, E
    >
  {
    Publishers.SetFailureType(upstream: self)
  }
}
