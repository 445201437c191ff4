// Operators that combine publishers: `merge(with:)`, `Publishers.MergeMany`,
// `combineLatest(_:)` and `flatMap(maxPublishers:_:)` (Docs/Combine.md C14 – C16).

/// The subscription a combining operator gives its downstream: it owns one subscription per
/// upstream ("side"), keeps the downstream demand, and ends once, on the first failure or when
/// every side has finished.
final class Combiner<Output, Failure: Error, Downstream: Subscriber>: Subscription
where Downstream.Input == Output, Downstream.Failure == Failure {
  let downstream: Downstream
  private var sides: [(any Subscription)?] = []
  private var finished: [Bool] = []
  private var demand = Subscribers.Demand.none
  private var isDone = false
  /// What each side is asked for when it subscribes; nil forwards the downstream's demand.
  private let sideDemand: Subscribers.Demand?

  init(_ downstream: Downstream, sideDemand: Subscribers.Demand?) {
    self.downstream = downstream
    self.sideDemand = sideDemand
  }

  /// Makes room for one more side and returns its index.
  func addSide() -> Int {
    sides.append(nil)
    finished.append(false)
    return sides.count - 1
  }

  var allFinished: Bool { !finished.contains(false) }

  func attach(
    _ subscription: any Subscription, at index: Int, asking ownDemand: Subscribers.Demand? = nil
  ) {
    guard !isDone, sides[index] == nil else {
      subscription.cancel()
      return
    }
    sides[index] = subscription
    if let wanted = ownDemand ?? sideDemand {
      subscription.request(wanted)
    } else if demand > 0 {
      subscription.request(demand)
    }
  }

  /// Sends `value` if the downstream has demand (otherwise it is dropped).
  func deliver(_ value: Output) {
    guard !isDone, demand > 0 else { return }
    demand -= .max(1)
    let more = downstream.receive(value)
    if more > 0 { request(more) }
  }

  /// A side's completion: a failure ends everything; the last side to finish finishes.
  func complete(_ completion: Subscribers.Completion<Failure>, at index: Int) {
    guard !isDone else { return }
    finished[index] = true
    sides[index] = nil
    switch completion {
    case .failure:
      end(completion)
    case .finished:
      if allFinished { end(.finished) }
    }
  }

  /// Ends the combination now, cancelling every side still running.
  func end(_ completion: Subscribers.Completion<Failure>) {
    guard !isDone else { return }
    isDone = true
    let running = sides
    sides = sides.map { _ in nil }
    for side in running { side?.cancel() }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    guard !isDone else { return }
    self.demand += demand
    if sideDemand == nil { for side in sides { side?.request(demand) } }
  }

  func cancel() {
    guard !isDone else { return }
    isDone = true
    let running = sides
    sides = sides.map { _ in nil }
    for side in running { side?.cancel() }
  }

  /// Asks one side for more (flatMap's upstream, as inner publishers finish).
  func requestSide(_ index: Int, _ demand: Subscribers.Demand) {
    sides[index]?.request(demand)
  }
}

/// One upstream of a ``Combiner``: it hands each value to `onValue`.
final class CombinerSide<Input, Failure: Error>: Subscriber {
  private let onSubscription: (any Subscription) -> Void
  private let onValue: (Input) -> Void
  private let onCompletion: (Subscribers.Completion<Failure>) -> Void

  init(
    subscription: @escaping (any Subscription) -> Void, value: @escaping (Input) -> Void,
    completion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    onSubscription = subscription
    onValue = value
    onCompletion = completion
  }

  func receive(subscription: any Subscription) { onSubscription(subscription) }
  func receive(_ input: Input) -> Subscribers.Demand {
    onValue(input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}

extension Combiner {
  /// Subscribes to `publisher` as side `index` (made with ``addSide()`` beforehand, so that a
  /// side finishing at once does not finish the combination before the others exist).
  func subscribeSide<P: Publisher>(
    _ publisher: P, at index: Int, value: @escaping (P.Output) -> Void
  ) where P.Failure == Failure {
    publisher.subscribe(
      CombinerSide<P.Output, Failure>(
        subscription: { [self] in attach($0, at: index) }, value: value,
        completion: { [self] in complete($0, at: index) }))
  }
}

extension Combiner {
  /// A combiner for `downstream`, handed to it as its subscription, with `count` sides added
  /// in order: the start every fixed-arity `merge`, `combineLatest` and `zip` shares (C14, C15,
  /// C20).
  static func started(
    _ downstream: Downstream, sides count: Int, sideDemand: Subscribers.Demand?
  ) -> (combiner: Combiner, sides: [Int]) {
    let combiner = Combiner(downstream, sideDemand: sideDemand)
    downstream.receive(subscription: combiner)
    return (combiner, (0..<count).map { _ in combiner.addSide() })
  }
}

extension Combiner {
  /// Subscribes to `publisher` as side `index`, passing its values straight on (C14).
  func mergeSide<P: Publisher>(_ publisher: P, at index: Int)
  where P.Output == Output, P.Failure == Failure {
    subscribeSide(publisher, at: index) { [unowned self] in deliver($0) }
  }
}

extension Publishers {
  /// Values of two publishers, as they arrive (`merge(with:)`, C14).
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      Publishers.MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()])
        .receive(subscriber: subscriber)
    }
  }

  /// Values of any number of publishers of one type, as they arrive (C14).
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let publishers: [Upstream]

    public init(_ upstream: Upstream...) { publishers = upstream }
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let combiner = Combiner<Output, Failure, S>(subscriber, sideDemand: nil)
      subscriber.receive(subscription: combiner)
      if publishers.isEmpty {
        combiner.end(.finished)
        return
      }
      let indices = publishers.map { _ in combiner.addSide() }
      for (publisher, index) in Swift.zip(publishers, indices) {
        combiner.mergeSide(publisher, at: index)
      }
    }
  }

  /// The latest value of each of two publishers, once both have one (`combineLatest`, C15).
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let latest = LatestValues<A.Output, B.Output, Void, Void>()
      let (combiner, sides) = Combiner<Output, Failure, S>.started(
        subscriber, sides: 2, sideDemand: .unlimited)
      let (first, second) = (sides[0], sides[1])
      combiner.subscribeSide(a, at: first) { [unowned combiner] value in
        latest.a = value
        if let b = latest.b { combiner.deliver((value, b)) }
      }
      combiner.subscribeSide(b, at: second) { [unowned combiner] value in
        latest.b = value
        if let a = latest.a { combiner.deliver((a, value)) }
      }
    }
  }

  /// The values of the publishers made from each upstream value, as they arrive
  /// (`flatMap(maxPublishers:_:)`, C16).
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let maxPublishers: Subscribers.Demand
    public let transform: (Upstream.Output) -> NewPublisher

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let combiner = Combiner<Output, Failure, S>(subscriber, sideDemand: .unlimited)
      subscriber.receive(subscription: combiner)
      let transform = self.transform
      let limited = maxPublishers != .unlimited
      let upstreamIndex = combiner.addSide()
      upstream.subscribe(
        CombinerSide<Upstream.Output, Failure>(
          subscription: { [unowned combiner, maxPublishers] subscription in
            // Attached with unlimited demand unless the number of inner publishers is
            // limited; then `maxPublishers` at first and one more as each inner finishes.
            if limited {
              combiner.attachLimited(subscription, at: upstreamIndex, maxPublishers)
            } else {
              combiner.attach(subscription, at: upstreamIndex)
            }
          },
          value: { [unowned combiner] value in
            let inner = transform(value)
            let index = combiner.addSide()
            inner.subscribe(
              CombinerSide<Output, Failure>(
                subscription: { [unowned combiner] in combiner.attach($0, at: index) },
                value: { [unowned combiner] in combiner.deliver($0) },
                completion: { [unowned combiner] completion in
                  combiner.complete(completion, at: index)
                  if limited { combiner.requestSide(upstreamIndex, .max(1)) }
                }))
          },
          completion: { [unowned combiner] in combiner.complete($0, at: upstreamIndex) }))
    }
  }
}

extension Combiner {
  /// Attaches a side asking for `demand` instead of the combiner's own side demand.
  func attachLimited(_ subscription: any Subscription, at index: Int, _ demand: Subscribers.Demand)
  {
    attach(subscription, at: index, asking: demand)
  }
}

extension Publisher {
  /// Values of this publisher and `other`, as they arrive (Docs/Combine.md C14).
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }

  /// The latest values of this publisher and `other` as a pair, each time either publishes
  /// once both have (Docs/Combine.md C15).
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values of this publisher and `other`, combined by `transform`
  /// (Docs/Combine.md C15).
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// The values of the publishers `transform` makes from each value, as they arrive; at most
  /// `maxPublishers` of them at a time (Docs/Combine.md C16).
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}
