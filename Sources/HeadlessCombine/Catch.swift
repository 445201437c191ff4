// `catch`: on a failure, goes on with the publisher a closure makes of the error
// (Docs/Combine.md C21).

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
      // The outstanding demand passes to the upstream, then, after a failure, to the
      // publisher made of the error.
      let chain = ChainSubscription<Output, Failure, S>(subscriber)
      subscriber.receive(subscription: chain)
      let handler = self.handler
      chain.start(upstream) { completion in
        switch completion {
        case .finished: chain.finish(.finished)
        case .failure(let error): chain.start(handler(error), completed: chain.finish)
        }
      }
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
