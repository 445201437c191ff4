/// A subscriber in the middle of a chain: it hands the upstream subscription on unchanged, so
/// demand flows straight through, and turns each value with `transform` (nil drops the value
/// and asks upstream for one more, as Combine's filtering operators do).
final class Relay<Input, Downstream: Subscriber>: Subscriber {
  typealias Failure = Downstream.Failure
  private let downstream: Downstream
  private let transform: (Input) -> Downstream.Input?

  init(_ downstream: Downstream, _ transform: @escaping (Input) -> Downstream.Input?) {
    self.downstream = downstream
    self.transform = transform
  }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = transform(input) else { return .max(1) }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension Publishers {
  /// Transforms every value (`map`).
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Relay(subscriber, transform))
    }
  }

  /// Passes on the values that satisfy a predicate (`filter`).
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let isIncluded: (Output) -> Bool

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.subscribe(Relay(subscriber) { isIncluded($0) ? $0 : nil })
    }
  }

  /// Transforms every value and drops the nils (`compactMap`).
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Relay(subscriber, transform))
    }
  }

  /// Drops a value equal to the one before it (`removeDuplicates`).
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      var previous: Output?
      upstream.subscribe(
        Relay(subscriber) { value in
          defer { previous = value }
          if let previous, predicate(previous, value) { return nil }
          return value
        })
    }
  }

  /// Drops the first `count` values (`dropFirst`).
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let count: Int

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var remaining = count
      upstream.subscribe(
        Relay(subscriber) { value in
          guard remaining > 0 else { return value }
          remaining -= 1
          return nil
        })
    }
  }

  /// Accumulates the values (`scan`).
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var accumulated = initialResult
      let next = nextPartialResult
      upstream.subscribe(
        Relay(subscriber) { value in
          accumulated = next(accumulated, value)
          return accumulated
        })
    }
  }

  /// Replaces an error with a value, then finishes (`replaceError(with:)`).
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never
    public let upstream: Upstream
    public let output: Output

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let output = self.output
      upstream.subscribe(
        AnySubscriber<Upstream.Output, Upstream.Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { subscriber.receive($0) },
          receiveCompletion: { completion in
            if case .failure = completion { _ = subscriber.receive(output) }
            subscriber.receive(completion: .finished)
          }))
    }
  }
}

extension Publisher {
  /// Transforms every value.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// The value at `keyPath` of every value.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
  }

  /// The values that satisfy `isIncluded`.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Transforms every value and drops the nils.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<
      Self, T
    >
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Drops a value when `predicate` says it duplicates the one before it.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Drops the first `count` values.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: Swift.max(count, 0))
  }

  /// Accumulates the values from `initialResult`.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Replaces an error with `output`.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// Hides the publisher's type.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
  /// Drops a value equal to the one before it.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}

/// A publisher of any type with the given output and failure.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      subscribeBody = erased.subscribeBody
    } else {
      subscribeBody = { publisher.subscribe($0) }
    }
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscribeBody(AnySubscriber(subscriber))
  }
}
