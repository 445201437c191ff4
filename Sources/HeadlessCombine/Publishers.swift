/// Namespace for publisher types (Combine's `Publishers`).
public enum Publishers {}

/// Publishes one value, then finishes (Combine's `Just`).
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: OneShot(subscriber, [output], .finished))
  }
}

/// Publishes nothing and finishes, at once or never (Combine's `Empty`).
public struct Empty<Output, Failure: Error>: Publisher {
  /// Whether it finishes at once.
  public let completeImmediately: Bool

  /// An empty publisher.
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

  /// An empty publisher of the given types.
  public init(
    completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type
  ) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

/// Fails at once with an error (Combine's `Fail`).
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error.
  public let error: Failure

  /// A publisher failing with `error`.
  public init(error: Failure) { self.error = error }

  /// A publisher of `outputType` failing with `failure`.
  public init(outputType: Output.Type, failure: Failure) { error = failure }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Publishers {
  /// Publishes the elements of a sequence, then finishes (`[1, 2, 3].publisher`).
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element
    /// The elements.
    public let sequence: Elements

    /// A publisher of `sequence`'s elements.
    public init(sequence: Elements) { self.sequence = sequence }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subscriber.receive(subscription: OneShot(subscriber, Array(sequence), .finished))
    }
  }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {
  /// Equal when the sequences are (C28).
  public static func == (
    lhs: Publishers.Sequence<Elements, Failure>, rhs: Publishers.Sequence<Elements, Failure>
  ) -> Bool {
    lhs.sequence == rhs.sequence
  }
}

extension Sequence {
  /// A publisher of the elements.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Delivers a fixed list of values as demand allows, then a completion.
final class OneShot<Downstream: Subscriber>: Subscription {
  private var downstream: Downstream?
  private var pending: ArraySlice<Downstream.Input>
  private let completion: Subscribers.Completion<Downstream.Failure>
  private var demand = Subscribers.Demand.none
  private var isDelivering = false

  init(
    _ downstream: Downstream, _ values: [Downstream.Input],
    _ completion: Subscribers.Completion<Downstream.Failure>
  ) {
    self.downstream = downstream
    pending = values[...]
    self.completion = completion
  }

  func request(_ more: Subscribers.Demand) {
    demand += more
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    while let downstream, demand > 0, let value = pending.popFirst() {
      demand -= .max(1)
      demand += downstream.receive(value)
    }
    if pending.isEmpty, let downstream {
      self.downstream = nil
      downstream.receive(completion: completion)
    }
  }

  func cancel() { downstream = nil }
}

/// Runs a closure once and publishes its one result (Combine's `Future`): the closure runs at
/// creation, and every subscriber receives the result, now or when it arrives.
public final class Future<Output, Failure: Error>: Publisher {
  /// Completes the future.
  public typealias Promise = (Result<Output, Failure>) -> Void
  private var result: Result<Output, Failure>?
  private let fanout = Fanout<Output, Failure>()

  /// Runs `attemptToFulfill` now with the promise that completes the future.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [weak self] result in self?.fulfill(result) }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    guard self.result == nil else { return }
    self.result = result
    for conduit in fanout.conduits { deliver(result, to: conduit) }
  }

  private func deliver(
    _ result: Result<Output, Failure>, to conduit: Fanout<Output, Failure>.Conduit
  ) {
    switch result {
    case .success(let value):
      if conduit.demand > 0 {
        conduit.deliver(value)
        conduit.finish(.finished)
      } else {
        conduit.onFirstDemand = { conduit in
          conduit.deliver(value)
          conduit.finish(.finished)
        }
      }
    case .failure(let error): conduit.finish(.failure(error))
    }
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    guard let conduit = fanout.attach(subscriber) else { return }
    if let result { deliver(result, to: conduit) }
  }
}
