extension Subscribers {
  /// A subscriber that asks for every value and hands each to a closure.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    /// Called with each value.
    public let receiveValue: (Input) -> Void
    /// Called once, when the sequence ends.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?
    private var isDone = false

    /// A sink calling `receiveValue` for each value and `receiveCompletion` at the end.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public func receive(subscription: any Subscription) {
      guard !isDone, self.subscription == nil else {
        subscription.cancel()
        return
      }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      if !isDone { receiveValue(input) }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !isDone else { return }
      isDone = true
      subscription = nil
      receiveCompletion(completion)
    }

    public func cancel() {
      isDone = true
      let subscription = self.subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }

  /// A subscriber that writes every value to a property of an object, which it keeps alive.
  public final class Assign<Root, Input>: Subscriber, Cancellable {
    public typealias Failure = Never
    /// The object written to (released on completion or cancellation).
    public private(set) var object: Root?
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    /// Writes to `keyPath` of `object`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public func receive(subscription: any Subscription) {
      guard object != nil, self.subscription == nil else {
        subscription.cancel()
        return
      }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = value
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      subscription = nil
    }

    public func cancel() {
      object = nil
      let subscription = self.subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Subscribes with closures for the values and the end.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for the values.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes every value to `keyPath` of `object` (which the subscription keeps alive).
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
