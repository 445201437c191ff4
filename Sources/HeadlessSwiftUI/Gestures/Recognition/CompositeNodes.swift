/// A gesture made of two, with values `A` and `B`: cancelling it cancels both, and it waits
/// for the earlier of their deadlines.
class PairNode<A, B, Value>: GestureNode<Value> {
  let first: GestureNode<A>
  let second: GestureNode<B>

  init(_ first: GestureNode<A>, _ second: GestureNode<B>) {
    self.first = first
    self.second = second
  }

  override func cancel(_ context: GestureContext) {
    first.cancel(context)
    second.cancel(context)
    super.cancel(context)
  }

  override var deadline: Double? {
    guard !phase.isTerminal else { return nil }
    return [first.deadline, second.deadline].compactMap { $0 }.min()
  }
}

/// A pair whose value wraps `first`'s on its own (`wrapFirst`) and `second`'s by
/// `wrapSecond`, of type `SecondWrap`: the storage and initializer the sequence and exclusive
/// nodes share (their second wraps differ: a sequence's also takes `first`'s value).
class WrappingPairNode<A, B, Value, SecondWrap>: PairNode<A, B, Value> {
  let wrapFirst: (A) -> Value
  let wrapSecond: SecondWrap

  init(
    _ first: GestureNode<A>, _ second: GestureNode<B>, wrapFirst: @escaping (A) -> Value,
    wrapSecond: SecondWrap
  ) {
    self.wrapFirst = wrapFirst
    self.wrapSecond = wrapSecond
    super.init(first, second)
  }
}

/// `first.sequenced(before: second)` (Docs/Semantics/Gestures.md "Sequence"): `second`
/// receives nothing until `first` ended, then adopts the finger still down at its next
/// event as if it had just gone down where it went down: a drag after a long press measures
/// its minimum distance, `startLocation` and translation from the touch-down.
/// Phases: `first`'s as `.first(value)` (failing fails the whole); once `first` ended, active
/// with `.second(firstValue, secondValue?)` until `second` ends or fails.
final class SequenceNode<A, B, Value>: WrappingPairNode<A, B, Value, (A, B?) -> Value> {
  private var firstValue: A?

  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Value> {
    guard let firstValue else {
      let phase = first.update(input, inherited, context)
      producedValue = first.changed
      switch phase {
      case .possible(let value): return .possible(value.map(wrapFirst))
      case .active(let value): return .active(wrapFirst(value))
      case .failed: return .failed
      case .ended(let value):
        // `second` listens from this update on, this input included.
        self.firstValue = value
        return secondPhase(value, input, inherited, context)
      }
    }
    return secondPhase(firstValue, input, inherited, context)
  }

  private func secondPhase(
    _ firstValue: A, _ input: GestureInput, _ inherited: InheritedPhase,
    _ context: GestureContext
  ) -> GesturePhase<Value> {
    let phase = second.update(input, inherited, context)
    producedValue = producedValue || second.changed
    switch phase {
    case .possible(let value): return .active(wrapSecond(firstValue, value))
    case .active(let value): return .active(wrapSecond(firstValue, value))
    case .ended(let value): return .ended(wrapSecond(firstValue, value))
    case .failed: return .failed
    }
  }

  override var deadline: Double? {
    guard !phase.isTerminal else { return nil }
    return firstValue == nil ? first.deadline : second.deadline
  }
}

/// `first.simultaneously(with: second)` (Docs/Semantics/SwiftUI.md §2.4; OpenSwiftUI
/// `SimultaneousGesture`): both receive every input with the same inherited phase; active while
/// either is active (with both values, nil where a side has none), possible while either is
/// undecided, ended when both are over and one ended, failed when both failed.
final class SimultaneousNode<A, B, Value>: PairNode<A, B, Value> {
  let wrap: (A?, B?) -> Value

  init(_ first: GestureNode<A>, _ second: GestureNode<B>, wrap: @escaping (A?, B?) -> Value) {
    self.wrap = wrap
    super.init(first, second)
  }

  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Value> {
    let one = first.update(input, inherited, context)
    let two = second.update(input, inherited, context)
    producedValue = first.changed || second.changed
    if one.isActive || two.isActive { return .active(wrap(one.value, two.value)) }
    if one.isPossible || two.isPossible { return .possible(nil) }
    if one.isFailed && two.isFailed { return .failed }
    return .ended(wrap(one.value, two.value))
  }
}

/// `first.exclusively(before: second)` (Docs/Semantics/SwiftUI.md §2.4; OpenSwiftUI
/// `ExclusiveGesture`): `first` has precedence. `second` runs with an inherited phase that has not
/// failed until `first` failed and is active while `first` is active, so a tap behind it waits and
/// a drag or long press behind it is paused (``GestureDependency``). The result follows `first`
/// whenever it is active or ended, else `second`.
final class ExclusiveNode<A, B, Value>: WrappingPairNode<A, B, Value, (B) -> Value> {

  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Value> {
    let one = first.update(input, inherited, context)
    let behind = InheritedPhase(
      failed: inherited.failed && one.isFailed, active: inherited.active || one.isActive)
    let two = second.update(input, behind, context)
    producedValue = first.changed || second.changed
    switch (one, two) {
    case (.active(let value), _): return .active(wrapFirst(value))
    case (.possible, .active(let value)): return .active(wrapSecond(value))
    case (.possible(.some(let value)), _): return .possible(wrapFirst(value))
    case (.possible, .possible(.some(let value))): return .possible(wrapSecond(value))
    case (.possible, _): return .possible(nil)
    case (.ended(let value), _): return .ended(wrapFirst(value))
    case (.failed, .active(let value)): return .active(wrapSecond(value))
    case (.failed, .possible(let value)): return .possible(value.map(wrapSecond))
    case (.failed, .ended(let value)): return .ended(wrapSecond(value))
    case (.failed, .failed): return .failed
    }
  }
}
