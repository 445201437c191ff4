// Operators that reduce the upstream's values: `collect`, `reduce`, `count`, `last`,
// `contains` and `allSatisfy` (Docs/Combine.md C29).

/// What a reducing operator does with one upstream value: keep going, send a value and keep
/// going, or send a value and finish (cancelling the upstream).
enum ReductionStep<Value> {
  case keep
  case emit(Value)
  case finish(Value)
}

/// The stage of a reducing operator: it asks the upstream for every value, hands each to
/// `step`, and when the upstream finishes sends what `final` answers (if anything) and
/// finishes; a failure is passed on at once. Values wait for downstream demand.
final class ReducingStage<Input, Failure: Error, Downstream: Subscriber>: Subscriber,
  Subscription
where Downstream.Failure == Failure {
  private let downstream: Downstream
  private let step: (Input) -> ReductionStep<Downstream.Input>
  private let final: () -> Downstream.Input?
  private var upstream: (any Subscription)?
  private var pending: [Downstream.Input] = []
  private var pendingCompletion: Subscribers.Completion<Failure>?
  private var demand = Subscribers.Demand.none
  private var isDone = false
  private var isDraining = false

  init(
    _ downstream: Downstream, step: @escaping (Input) -> ReductionStep<Downstream.Input>,
    final: @escaping () -> Downstream.Input?
  ) {
    self.downstream = downstream
    self.step = step
    self.final = final
  }

  func receive(subscription: any Subscription) {
    guard keepFirst(subscription, in: &upstream, isDone: isDone) else { return }
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !isDone, pendingCompletion == nil else { return .none }
    switch step(input) {
    case .keep: break
    case .emit(let value):
      pending.append(value)
      drain()
    case .finish(let value):
      pending.append(value)
      pendingCompletion = .finished
      let running = upstream
      upstream = nil
      running?.cancel()
      drain()
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard !isDone, pendingCompletion == nil else { return }
    upstream = nil
    switch completion {
    case .finished: if let value = final() { pending.append(value) }
    case .failure: pending.removeAll()
    }
    pendingCompletion = completion
    drain()
  }

  func request(_ more: Subscribers.Demand) {
    guard !isDone else { return }
    demand += more
    drain()
  }

  func cancel() {
    guard !isDone else { return }
    isDone = true
    pending.removeAll()
    let running = upstream
    upstream = nil
    running?.cancel()
  }

  private func drain() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    while !isDone, demand > 0, !pending.isEmpty {
      demand -= .max(1)
      demand += downstream.receive(pending.removeFirst())
    }
    if !isDone, pending.isEmpty, let completion = pendingCompletion {
      isDone = true
      downstream.receive(completion: completion)
    }
  }
}

extension Publishers {
  /// Every upstream value in one array, sent when the upstream finishes (`collect()`, C29).
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are collected.
    public let upstream: Upstream

    /// Collects `upstream`'s values.
    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      var buffer: [Upstream.Output] = []
      upstream.subscribe(
        ReducingStage<Upstream.Output, Failure, S>(
          subscriber,
          step: { value in
            buffer.append(value)
            return .keep
          }, final: { buffer }))
    }
  }

  /// The upstream values in arrays of `count`; the last, shorter one when the upstream
  /// finishes (`collect(_:)`, C29).
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are collected.
    public let upstream: Upstream
    /// How many values make an array.
    public let count: Int

    /// Collects `upstream`'s values by `count`.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      var buffer: [Upstream.Output] = []
      let count = Swift.max(self.count, 1)
      upstream.subscribe(
        ReducingStage<Upstream.Output, Failure, S>(
          subscriber,
          step: { value in
            buffer.append(value)
            guard buffer.count == count else { return .keep }
            defer { buffer = [] }
            return .emit(buffer)
          }, final: { buffer.isEmpty ? nil : buffer }))
    }
  }

  /// The result of combining every upstream value into an accumulator, sent when the upstream
  /// finishes (`reduce(_:_:)`, C29).
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are combined.
    public let upstream: Upstream
    /// The accumulator's first value.
    public let initial: Output
    /// Combines the accumulator with a value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Reduces `upstream` from `initial` with `nextPartialResult`.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, Upstream.Failure == S.Failure {
      var result = initial
      let combine = nextPartialResult
      upstream.subscribe(
        ReducingStage<Upstream.Output, Failure, S>(
          subscriber,
          step: { value in
            result = combine(result, value)
            return .keep
          }, final: { result }))
    }
  }

  /// How many values the upstream sent, when it finishes (`count()`, C29).
  public struct Count<Upstream: Publisher>: Publisher {
    public typealias Output = Int
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are counted.
    public let upstream: Upstream

    /// Counts `upstream`'s values.
    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Int {
      var count = 0
      upstream.subscribe(
        ReducingStage<Upstream.Output, Failure, S>(
          subscriber,
          step: { _ in
            count += 1
            return .keep
          }, final: { count }))
    }
  }

  /// The upstream's last value, when it finishes (`last()`, C29).
  public struct Last<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher whose last value is sent.
    public let upstream: Upstream

    /// The last value of `upstream`.
    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      var last: Upstream.Output?
      upstream.subscribe(
        ReducingStage<Upstream.Output, Failure, S>(
          subscriber,
          step: { value in
            last = value
            return .keep
          }, final: { last }))
    }
  }

  /// True as soon as the upstream sends `output`; false if it finishes without
  /// (`contains(_:)`, C29).
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure
    /// The publisher searched.
    public let upstream: Upstream
    /// The value looked for.
    public let output: Upstream.Output

    /// Whether `upstream` sends `output`.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Bool {
      let wanted = output
      upstream.subscribe(
        ReducingStage<Upstream.Output, Failure, S>(
          subscriber, step: { $0 == wanted ? .finish(true) : .keep }, final: { false }))
    }
  }

  /// True as soon as an upstream value satisfies `predicate`; false if none does
  /// (`contains(where:)`, C29).
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure
    /// The publisher searched.
    public let upstream: Upstream
    /// What a matching value satisfies.
    public let predicate: (Upstream.Output) -> Bool

    /// Whether a value of `upstream` satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        ReducingStage<Upstream.Output, Failure, S>(
          subscriber, step: { predicate($0) ? .finish(true) : .keep }, final: { false }))
    }
  }

  /// False as soon as an upstream value fails `predicate`; true if none does when the
  /// upstream finishes (`allSatisfy(_:)`, C29).
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure
    /// The publisher checked.
    public let upstream: Upstream
    /// What every value must satisfy.
    public let predicate: (Upstream.Output) -> Bool

    /// Whether every value of `upstream` satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        ReducingStage<Upstream.Output, Failure, S>(
          subscriber, step: { predicate($0) ? .keep : .finish(false) }, final: { true }))
    }
  }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {}
extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}
extension Publishers.Count: Equatable where Upstream: Equatable {}
extension Publishers.Last: Equatable where Upstream: Equatable {}
extension Publishers.Contains: Equatable where Upstream: Equatable {}

extension Publisher {
  /// Every value, in one array sent when this publisher finishes (C29).
  public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

  /// The values in arrays of `count`, the last one possibly shorter (C29).
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }

  /// The values combined from `initialResult` by `nextPartialResult`, sent at the end (C29).
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// How many values this publisher sent, once it finishes (C29).
  public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }

  /// The last value, once this publisher finishes (C29).
  public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }

  /// Whether a value satisfies `predicate`: true at the first that does (C29).
  public func contains(where predicate: @escaping (Output) -> Bool)
    -> Publishers.ContainsWhere<Self>
  {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }

  /// Whether every value satisfies `predicate`: false at the first that does not (C29).
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }
}

extension Publisher where Output: Equatable {
  /// Whether this publisher sends `output`: true as soon as it does (C29).
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}
