/// Combine's core protocols, reimplemented because Combine does not exist on Linux
/// (Docs/Combine.md). Delivery is synchronous on the caller's thread, as in Combine: a value
/// sent reaches every subscriber that has demand before `send` returns.

/// Something that delivers a sequence of values over time to its subscribers.
public protocol Publisher<Output, Failure> {
  /// The values published.
  associatedtype Output
  /// The error that ends the sequence, `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`: the publisher answers with a subscription through
  /// `subscriber.receive(subscription:)`.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` (the public entry point; `receive(subscriber:)` is the
  /// publisher's side).
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// A unique identity for a subscription or subscriber.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64
  nonisolated(unsafe) private static var counter: UInt64 = 0

  /// A fresh identifier.
  public init() {
    CombineIdentifier.counter &+= 1
    value = CombineIdentifier.counter
  }

  /// The identifier of `object`.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }

  public var description: String { "0x\(String(value, radix: 16))" }
}

/// A type that has a ``CombineIdentifier``.
public protocol CustomCombineIdentifierConvertible {
  /// The identity used to tell subscribers apart.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// Something that receives values from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The values received.
  associatedtype Input
  /// The error that can end the sequence.
  associatedtype Failure: Error

  /// The publisher accepted the subscription; request values through it.
  func receive(subscription: any Subscription)
  /// One value; answers how many more it wants on top of its outstanding demand.
  func receive(_ input: Input) -> Subscribers.Demand
  /// The sequence ended, normally or with an error.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// Something that can be cancelled.
public protocol Cancellable {
  /// Stops the activity; cancelling again does nothing.
  func cancel()
}

/// The link between a publisher and one subscriber.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for up to `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Namespace for subscriber types and their helpers.
public enum Subscribers {
  /// How many values a subscriber wants: a count or unlimited.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Nil means unlimited.
    let count: Int?

    /// As many values as the publisher produces.
    public static let unlimited = Demand(count: nil)
    /// No values.
    public static let none = Demand(count: 0)

    /// At most `value` values (`value` must not be negative).
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "Subscribers.Demand.max: a demand cannot be negative (\(value))")
      return Demand(count: value)
    }

    /// The count, nil when unlimited.
    public var max: Int? { count }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count, let right = rhs.count else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return overflow ? .unlimited : Demand(count: sum)
    }

    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      guard let right = rhs.count else { return .none }
      return Demand(count: Swift.max(left - right, 0))
    }

    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): return false
      case (_, nil): return true
      case (let left?, let right?): return left < right
      }
    }

    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }

    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }
  }

  /// How a sequence ended.
  public enum Completion<Failure: Error> {
    /// Normally.
    case finished
    /// With `error`.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A subscriber of any type with the given input and failure.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscription: (any Subscription) -> Void
  private let receiveValue: (Input) -> Subscribers.Demand
  private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscription = subscriber.receive(subscription:)
    receiveValue = subscriber.receive(_:)
    receiveCompletion = subscriber.receive(completion:)
  }

  /// A subscriber made of closures.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    self.receiveSubscription = receiveSubscription ?? { _ in }
    self.receiveValue = receiveValue ?? { _ in .none }
    self.receiveCompletion = receiveCompletion ?? { _ in }
  }

  public func receive(subscription: any Subscription) { receiveSubscription(subscription) }
  public func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }
  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletion(completion)
  }
}

/// A subscription that does nothing (given to subscribers of publishers that have already
/// finished).
public enum Subscriptions {
  /// The empty subscription.
  public static var empty: any Subscription { EmptySubscription() }
}

final class EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

/// Keeps `subscription` in `slot` and answers true when the slot is empty and the stage is not
/// done; otherwise cancels it and answers false: a stage takes one subscription per slot.
func keepFirst(
  _ subscription: any Subscription, in slot: inout (any Subscription)?, isDone: Bool
) -> Bool {
  guard slot == nil, !isDone else {
    subscription.cancel()
    return false
  }
  slot = subscription
  return true
}
