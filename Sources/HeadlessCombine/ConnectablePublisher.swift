/// A publisher that produces nothing until it is connected (Combine's `ConnectablePublisher`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts producing values; cancelling the result stops.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects on the first subscription and disconnects when the last subscriber cancels.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// ``ConnectablePublisher/autoconnect()``.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The connectable publisher.
    public let upstream: Upstream
    private var connection: (any Cancellable)?
    private var subscribers = 0

    /// Connects `upstream` on the first subscription.
    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subscribers += 1
      let counted = AnySubscriber<Output, Failure>(
        // Each subscription keeps the publisher alive until it is cancelled, as in Combine.
        receiveSubscription: { subscription in
          subscriber.receive(subscription: CountedSubscription(subscription) { self.release() })
        },
        receiveValue: { subscriber.receive($0) },
        receiveCompletion: { subscriber.receive(completion: $0) })
      upstream.subscribe(counted)
      if connection == nil { connection = upstream.connect() }
    }

    private func release() {
      subscribers -= 1
      guard subscribers == 0 else { return }
      connection?.cancel()
      connection = nil
    }
  }
}

/// A subscription that tells its owner once when it is cancelled.
private final class CountedSubscription: Subscription {
  private let inner: any Subscription
  private var onCancel: (() -> Void)?

  init(_ inner: any Subscription, onCancel: @escaping () -> Void) {
    self.inner = inner
    self.onCancel = onCancel
  }

  func request(_ demand: Subscribers.Demand) { inner.request(demand) }

  func cancel() {
    inner.cancel()
    let action = onCancel
    onCancel = nil
    action?()
  }
}
