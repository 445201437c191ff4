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
      upstream.subscribe(PositionSubscriber(subscriber, 0..<1, counting: predicate))
    }
  }

  /// Publishes the first value, then finishes (`first()`).
  public typealias First<Upstream: Publisher> = FirstWhere<Upstream>
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
