/// `first()` and `first(where:)`: the first value (or the first that satisfies a predicate),
/// then `.finished`, and the upstream subscription cancelled (Docs/Combine.md C17).
extension Publishers {
  /// Publishes the first value that satisfies `predicate`, then finishes (`first()`,
  /// `first(where:)`).
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output) -> Bool

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(FirstSubscriber(subscriber, predicate))
    }
  }

  /// Publishes the first value, then finishes (`first()`).
  public typealias First<Upstream: Publisher> = FirstWhere<Upstream>
}

/// Hands the upstream subscription on (demand flows through); on the first value that
/// satisfies the predicate it sends that value and `.finished`, then cancels upstream and
/// ignores anything that still arrives. A value that does not satisfy it asks for one more.
final class FirstSubscriber<Downstream: Subscriber>: Subscriber {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure
  private let downstream: Downstream
  private let predicate: (Input) -> Bool
  private var subscription: (any Subscription)?
  private var isDone = false

  init(_ downstream: Downstream, _ predicate: @escaping (Input) -> Bool) {
    self.downstream = downstream
    self.predicate = predicate
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !isDone else { return .none }
    guard predicate(input) else { return .max(1) }
    isDone = true
    _ = downstream.receive(input)
    downstream.receive(completion: .finished)
    subscription?.cancel()
    subscription = nil
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard !isDone else { return }
    isDone = true
    subscription = nil
    downstream.receive(completion: completion)
  }
}

extension Publisher {
  /// The first value, then `.finished`; upstream is cancelled after it.
  public func first() -> Publishers.First<Self> {
    Publishers.FirstWhere(upstream: self, predicate: { _ in true })
  }

  /// The first value that satisfies `predicate`, then `.finished`.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }
}
