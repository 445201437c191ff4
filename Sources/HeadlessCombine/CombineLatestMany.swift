// `combineLatest` of three and four publishers (Docs/Combine.md C15): the latest value of each
// upstream, published as a tuple each time one of them publishes once all have.

/// The latest value of each side of a `CombineLatest`, `CombineLatest3` or `CombineLatest4`
/// (a side that a two- or three-way combination does not have stays `Void`).
final class LatestValues<A, B, C, D> {
  var a: A?
  var b: B?
  var c: C?
  var d: D?
}

extension Publishers {
  /// The latest value of each of three publishers, once all have one (C15).
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
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
      let latest = LatestValues<A.Output, B.Output, C.Output, Void>()
      let (combiner, sides) = Combiner<Output, Failure, S>.started(
        subscriber, sides: 3, sideDemand: .unlimited)
      let publish = { [unowned combiner] in
        if let a = latest.a, let b = latest.b, let c = latest.c { combiner.deliver((a, b, c)) }
      }
      combiner.subscribeSide(a, at: sides[0]) {
        latest.a = $0
        publish()
      }
      combiner.subscribeSide(b, at: sides[1]) {
        latest.b = $0
        publish()
      }
      combiner.subscribeSide(c, at: sides[2]) {
        latest.c = $0
        publish()
      }
    }
  }

  /// The latest value of each of four publishers, once all have one (C15).
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
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
      let latest = LatestValues<A.Output, B.Output, C.Output, D.Output>()
      let (combiner, sides) = Combiner<Output, Failure, S>.started(
        subscriber, sides: 4, sideDemand: .unlimited)
      let publish = { [unowned combiner] in
        if let a = latest.a, let b = latest.b, let c = latest.c, let d = latest.d {
          combiner.deliver((a, b, c, d))
        }
      }
      combiner.subscribeSide(a, at: sides[0]) {
        latest.a = $0
        publish()
      }
      combiner.subscribeSide(b, at: sides[1]) {
        latest.b = $0
        publish()
      }
      combiner.subscribeSide(c, at: sides[2]) {
        latest.c = $0
        publish()
      }
      combiner.subscribeSide(d, at: sides[3]) {
        latest.d = $0
        publish()
      }
    }
  }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {
  public static func == (
    lhs: Publishers.CombineLatest<A, B>, rhs: Publishers.CombineLatest<A, B>
  ) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b
  }
}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {
  public static func == (
    lhs: Publishers.CombineLatest3<A, B, C>, rhs: Publishers.CombineLatest3<A, B, C>
  ) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c
  }
}

extension Publishers.CombineLatest4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {
  public static func == (
    lhs: Publishers.CombineLatest4<A, B, C, D>, rhs: Publishers.CombineLatest4<A, B, C, D>
  ) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d
  }
}

extension Publisher {
  /// The latest values of this publisher and two others as a tuple, each time one of them
  /// publishes once all have (Docs/Combine.md C15).
  public func combineLatest<P, Q>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.CombineLatest3<Self, P, Q>
  where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// The latest values of this publisher and two others, combined by `transform` (C15).
  public func combineLatest<P, Q, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
  }

  /// The latest values of this publisher and three others as a tuple (C15).
  public func combineLatest<P, Q, R>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
    -> Publishers.CombineLatest4<Self, P, Q, R>
  where
    P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, P.Failure == Q.Failure,
    Q.Failure == R.Failure
  {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
  }

  /// The latest values of this publisher and three others, combined by `transform` (C15).
  public func combineLatest<P, Q, R, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where
    P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, P.Failure == Q.Failure,
    Q.Failure == R.Failure
  {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
  }
}
