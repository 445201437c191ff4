// `prefix(_:)`, `output(at:)` and `output(in:)`: the values at some positions, then
// `.finished`, and the upstream cancelled (Docs/Combine.md C30).

extension Publishers {
  /// Publishes the upstream values whose positions (from 0) fall in `range`, then finishes
  /// (`prefix(_:)`, `output(at:)`, `output(in:)`, C30).
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are picked.
    public let upstream: Upstream
    /// The positions published.
    public let range: CountableRange<Int>

    /// Publishes the values of `upstream` at the positions in `range`.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      self.upstream = upstream
      self.range = range
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(PositionSubscriber(subscriber, range))
    }
  }
}

extension Publishers.Output: Equatable where Upstream: Equatable {}

/// Hands the upstream subscription on (demand flows through); a value before the range asks
/// for one more, a value in it is sent, and after the range's last position it sends
/// `.finished` and cancels the upstream. Only the values that satisfy `counts` have a position
/// (every value, but for `first(where:)`); any other asks for one more.
final class PositionSubscriber<Downstream: Subscriber>: Subscriber {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure
  private let downstream: Downstream
  private let range: CountableRange<Int>
  private let counts: ((Input) -> Bool)?
  private var position = 0
  private var subscription: (any Subscription)?
  private var isDone = false

  init(
    _ downstream: Downstream, _ range: CountableRange<Int>,
    counting counts: ((Input) -> Bool)? = nil
  ) {
    self.downstream = downstream
    self.range = range
    self.counts = counts
  }

  func receive(subscription: any Subscription) {
    guard !range.isEmpty else {
      // Nothing can be published: the upstream is cancelled before any value is asked for.
      subscription.cancel()
      isDone = true
      downstream.receive(subscription: Subscriptions.empty)
      downstream.receive(completion: .finished)
      return
    }
    self.subscription = subscription
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !isDone else { return .none }
    if let counts, !counts(input) { return .max(1) }
    let current = position
    position += 1
    guard current >= range.lowerBound else { return .max(1) }
    let more = downstream.receive(input)
    if position >= range.upperBound {
      end()
      return .none
    }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard !isDone else { return }
    isDone = true
    subscription = nil
    downstream.receive(completion: completion)
  }

  private func end() {
    guard !isDone else { return }
    isDone = true
    downstream.receive(completion: .finished)
    let running = subscription
    subscription = nil
    running?.cancel()
  }
}

extension Publisher {
  /// The first `maxLength` values, then `.finished` (C30).
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: 0..<Swift.max(maxLength, 0))
  }

  /// The value at `index` (from 0), then `.finished` (C30).
  public func output(at index: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: index..<(index + 1))
  }

  /// The values at the positions in `range`, then `.finished` (C30).
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }
}
