// `Deferred`, `ignoreOutput()` and `replaceNil(with:)` (Docs/Combine.md C28).

/// A publisher made anew, by a closure, for each subscriber (Combine's `Deferred`).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure
  /// Makes the publisher a subscriber is attached to.
  public let createPublisher: () -> DeferredPublisher

  /// A publisher that runs `createPublisher` at each subscription.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  public func receive<S: Subscriber>(subscriber: S)
  where DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input {
    createPublisher().subscribe(subscriber)
  }
}

extension Publishers {
  /// The upstream's completion without its values (`ignoreOutput()`, C28).
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    public typealias Output = Never
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are dropped.
    public let upstream: Upstream

    /// Drops every value of `upstream`.
    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Never {
      upstream.subscribe(Relay<Upstream.Output, S>(subscriber) { _ in nil })
    }
  }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {
  public static func == (
    lhs: Publishers.IgnoreOutput<Upstream>, rhs: Publishers.IgnoreOutput<Upstream>
  )
    -> Bool
  {
    lhs.upstream == rhs.upstream
  }
}

extension Publisher {
  /// Only the completion: every value is dropped (C28).
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }

  /// Every value, with nil replaced by `output` (C28).
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    map { $0 ?? output }
  }
}
