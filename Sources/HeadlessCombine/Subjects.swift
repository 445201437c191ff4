/// A publisher that code can send values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the sequence.
  func send(completion: Subscribers.Completion<Failure>)
  /// Passes `subscription` upstream's values through (used by `subscribe(_:)` on a subject).
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}

extension Publisher {
  /// Attaches `subject`: upstream's values and completion are sent through it.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: { [weak subject] in subject?.send(completion: $0) },
      receiveValue: { [weak subject] in subject?.send($0) })
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

/// A subject that passes values on to the subscribers that have demand, and keeps none
/// (Combine's `PassthroughSubject`).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let fanout = Fanout<Output, Failure>()

  /// A subject with no subscribers.
  public init() {}

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    fanout.attach(subscriber)
  }

  public func send(_ value: Output) { fanout.send(value) }
  public func send(completion: Subscribers.Completion<Failure>) {
    fanout.send(completion: completion)
  }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

/// A subject that holds a current value, sends it to each new subscriber, and sends every
/// new value (Combine's `CurrentValueSubject`).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let fanout = Fanout<Output, Failure>()
  private var current: Output

  /// A subject holding `value`.
  public init(_ value: Output) { current = value }

  /// The current value; setting it sends it.
  public var value: Output {
    get { current }
    set { send(newValue) }
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    guard let conduit = fanout.attach(subscriber) else { return }
    conduit.onFirstDemand = { [unowned self] conduit in conduit.deliver(self.current) }
    if conduit.demand > 0, let first = conduit.onFirstDemand {
      conduit.onFirstDemand = nil
      first(conduit)
    }
  }

  public func send(_ value: Output) {
    guard fanout.completion == nil else { return }
    current = value
    fanout.send(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    fanout.send(completion: completion)
  }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
