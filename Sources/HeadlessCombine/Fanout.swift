/// The subscriptions of a multicasting publisher (subjects, `objectWillChange`, `$property`),
/// in subscription order, each with its outstanding demand.
///
/// A value sent reaches, in the order they subscribed, the subscribers that have demand at
/// that moment; a subscriber without demand misses it (Combine's subjects do not buffer). A
/// subscriber that subscribes or cancels during a delivery takes effect from the next value.
final class Fanout<Output, Failure: Error> {
  private(set) var conduits: [Conduit] = []
  private(set) var completion: Subscribers.Completion<Failure>?

  /// One subscriber's link.
  final class Conduit: Subscription {
    private weak var fanout: Fanout?
    private var downstream: AnySubscriber<Output, Failure>?
    private(set) var demand = Subscribers.Demand.none
    /// Runs once, when the first demand arrives (a current-value subject's first value).
    var onFirstDemand: ((Conduit) -> Void)?

    init(_ fanout: Fanout, _ downstream: AnySubscriber<Output, Failure>) {
      self.fanout = fanout
      self.downstream = downstream
    }

    var isActive: Bool { downstream != nil }

    func request(_ more: Subscribers.Demand) {
      guard downstream != nil else { return }
      demand += more
      if let first = onFirstDemand, demand > 0 {
        onFirstDemand = nil
        first(self)
      }
    }

    func cancel() {
      downstream = nil
      onFirstDemand = nil
      fanout?.remove(self)
    }

    /// Delivers `value` when there is demand; answers whether it was delivered.
    @discardableResult
    func deliver(_ value: Output) -> Bool {
      guard let downstream, demand > 0 else { return false }
      demand -= .max(1)
      demand += downstream.receive(value)
      return true
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
      guard let downstream else { return }
      self.downstream = nil
      onFirstDemand = nil
      fanout?.remove(self)
      downstream.receive(completion: completion)
    }
  }

  /// Attaches `subscriber`; a fanout that has completed answers with its completion at once.
  @discardableResult
  func attach<S: Subscriber>(_ subscriber: S) -> Conduit?
  where S.Input == Output, S.Failure == Failure {
    if let completion {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return nil
    }
    let conduit = Conduit(self, AnySubscriber(subscriber))
    conduits.append(conduit)
    subscriber.receive(subscription: conduit)
    return conduit
  }

  fileprivate func remove(_ conduit: Conduit) {
    conduits.removeAll { $0 === conduit }
  }

  /// Sends `value` to every subscriber with demand, in subscription order.
  func send(_ value: Output) {
    guard completion == nil else { return }
    for conduit in conduits { conduit.deliver(value) }
  }

  /// Ends the sequence for every subscriber; later sends do nothing.
  func send(completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let finishing = conduits
    conduits = []
    for conduit in finishing { conduit.finish(completion) }
  }

  var subscriberCount: Int { conduits.count }
}
