// `zip` of two, three and four publishers (Docs/Combine.md C20): the oldest unpaired value of
// each upstream, published as a tuple once every upstream has one.

/// The values each side of a zip has received and not yet paired (a side that a two- or
/// three-way zip does not have stays `Void` and empty), and which sides have finished.
final class ZipQueues<A, B, C, D> {
  var a: [A] = []
  var b: [B] = []
  var c: [C] = []
  var d: [D] = []
  let arity: Int
  private var finished: Set<Int> = []

  init(arity: Int) { self.arity = arity }

  private func count(_ side: Int) -> Int {
    switch side {
    case 0: return a.count
    case 1: return b.count
    case 2: return c.count
    default: return d.count
    }
  }

  /// Whether every side has a value waiting.
  var canPair: Bool { (0..<arity).allSatisfy { count($0) > 0 } }

  /// Whether a finished side has nothing left to pair: no tuple can be made any more.
  var isExhausted: Bool { finished.contains { count($0) == 0 } }

  func finish(_ side: Int) { finished.insert(side) }
}

extension Combiner {
  /// Subscribes to `publisher` as side `index` of a zip: each value is queued by `store`, then
  /// every complete tuple `pair` makes is delivered. The zip finishes once a finished side has
  /// no value left to pair; a failure ends it at once.
  func subscribeZipSide<P: Publisher, A, B, C, D>(
    _ publisher: P, at index: Int, queues: ZipQueues<A, B, C, D>,
    store: @escaping (P.Output) -> Void, pair: @escaping () -> Output
  ) where P.Failure == Failure {
    publisher.subscribe(
      CombinerSide<P.Output, Failure>(
        subscription: { [self] in attach($0, at: index) },
        value: { [self] value in
          store(value)
          while queues.canPair { deliver(pair()) }
          if queues.isExhausted { end(.finished) }
        },
        completion: { [self] completion in
          switch completion {
          case .failure: end(completion)
          case .finished:
            queues.finish(index)
            if queues.isExhausted { end(.finished) }
          }
        }))
  }
}

extension Publishers {
  /// Pairs the oldest unpaired values of two publishers (`zip(_:)`, C20).
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == B.Failure, S.Input == (A.Output, B.Output) {
      let queues = ZipQueues<A.Output, B.Output, Void, Void>(arity: 2)
      let (combiner, sides) = Combiner<Output, Failure, S>.started(
        subscriber, sides: 2, sideDemand: nil)
      let pair = { (queues.a.removeFirst(), queues.b.removeFirst()) }
      combiner.subscribeZipSide(
        a, at: sides[0], queues: queues, store: { queues.a.append($0) }, pair: pair)
      combiner.subscribeZipSide(
        b, at: sides[1], queues: queues, store: { queues.b.append($0) }, pair: pair)
    }
  }

  /// Triples of the oldest unpaired values of three publishers (`zip(_:_:)`, C20).
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == C.Failure, S.Input == (A.Output, B.Output, C.Output) {
      let queues = ZipQueues<A.Output, B.Output, C.Output, Void>(arity: 3)
      let (combiner, sides) = Combiner<Output, Failure, S>.started(
        subscriber, sides: 3, sideDemand: nil)
      let pair = { (queues.a.removeFirst(), queues.b.removeFirst(), queues.c.removeFirst()) }
      combiner.subscribeZipSide(
        a, at: sides[0], queues: queues, store: { queues.a.append($0) }, pair: pair)
      combiner.subscribeZipSide(
        b, at: sides[1], queues: queues, store: { queues.b.append($0) }, pair: pair)
      combiner.subscribeZipSide(
        c, at: sides[2], queues: queues, store: { queues.c.append($0) }, pair: pair)
    }
  }

  /// Quadruples of the oldest unpaired values of four publishers (`zip(_:_:_:)`, C20).
  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == D.Failure, S.Input == (A.Output, B.Output, C.Output, D.Output) {
      let queues = ZipQueues<A.Output, B.Output, C.Output, D.Output>(arity: 4)
      let (combiner, sides) = Combiner<Output, Failure, S>.started(
        subscriber, sides: 4, sideDemand: nil)
      let pair = {
        (
          queues.a.removeFirst(), queues.b.removeFirst(), queues.c.removeFirst(),
          queues.d.removeFirst()
        )
      }
      combiner.subscribeZipSide(
        a, at: sides[0], queues: queues, store: { queues.a.append($0) }, pair: pair)
      combiner.subscribeZipSide(
        b, at: sides[1], queues: queues, store: { queues.b.append($0) }, pair: pair)
      combiner.subscribeZipSide(
        c, at: sides[2], queues: queues, store: { queues.c.append($0) }, pair: pair)
      combiner.subscribeZipSide(
        d, at: sides[3], queues: queues, store: { queues.d.append($0) }, pair: pair)
    }
  }
}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {
  public static func == (lhs: Publishers.Zip<A, B>, rhs: Publishers.Zip<A, B>) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b
  }
}

extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {
  public static func == (lhs: Publishers.Zip3<A, B, C>, rhs: Publishers.Zip3<A, B, C>) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c
  }
}

extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {
  public static func == (lhs: Publishers.Zip4<A, B, C, D>, rhs: Publishers.Zip4<A, B, C, D>)
    -> Bool
  {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d
  }
}

extension Publisher {
  /// The oldest unpaired values of this publisher and `other` as a pair, once both have one
  /// (Docs/Combine.md C20).
  public func zip<P>(_ other: P) -> Publishers.Zip<Self, P>
  where P: Publisher, Failure == P.Failure {
    Publishers.Zip(self, other)
  }

  /// The oldest unpaired values of this publisher and `other`, combined by `transform` (C20).
  public func zip<P, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T>
  where P: Publisher, Failure == P.Failure {
    Publishers.Zip(self, other).map(transform)
  }

  /// The oldest unpaired values of this publisher and two others as a tuple (C20).
  public func zip<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
  where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2)
  }

  /// The oldest unpaired values of this publisher and two others, combined by `transform`
  /// (C20).
  public func zip<P, Q, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2).map(transform)
  }

  /// The oldest unpaired values of this publisher and three others as a tuple (C20).
  public func zip<P, Q, R>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
    -> Publishers.Zip4<Self, P, Q, R>
  where
    P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, P.Failure == Q.Failure,
    Q.Failure == R.Failure
  {
    Publishers.Zip4(self, publisher1, publisher2, publisher3)
  }

  /// The oldest unpaired values of this publisher and three others, combined by `transform`
  /// (C20).
  public func zip<P, Q, R, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
  where
    P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, P.Failure == Q.Failure,
    Q.Failure == R.Failure
  {
    Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
  }
}
