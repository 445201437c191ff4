/// A gesture that updates a ``GestureState`` while active (Docs/Semantics/SwiftUI.md §2.3).
///
/// `body` runs during recognition for each new active value, with a transaction that tracks
/// velocity; the value it leaves is written with that transaction. When the gesture ends,
/// fails or is cancelled after having been active, the reset is enqueued: it writes the
/// initial value with the state's reset transaction (not the one `body` edited).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, CallbackWrappingGesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  @usableFromInline let base: Base
  @usableFromInline let state: GestureState<State>
  @usableFromInline let body: (Value, inout State, inout Transaction) -> Void

  /// Inlinable, with `Gesture.updating(_:body:)`: a view's body that makes the gesture is
  /// compiled for its types in the app's module.
  @inlinable
  init(
    base: Base, state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    var inner = setup
    inner.hasChangedCallbacks = true
    return makeCallbackNode(makeGestureNode(base, inner), callbacks)
  }

  @MainActor
  func rebindBase(_ node: AnyGestureNode) { rebindGestureNode(base, node) }

  @MainActor
  var callbacks: CallbackNode<Value>.Callbacks {
    let state = self.state
    let body = self.body
    // The active callback, run on every active sample, captures the state's link and initial
    // value rather than the `GestureState<State>` itself: reading a field of that generic
    // struct (its `link`, after an `initialValue` of unknown size) asked the runtime for its
    // metadata twice a call, in the closure and in `currentValue`. It reads and writes as
    // ``GestureState/currentValue`` and ``GestureState/write(_:transaction:)`` do.
    let link = state.link
    let initialValue = state.initialValue
    return .init(
      active: { value, _ in
        callPathHop("GestureStateGesture.callbacks")
        // The box read once for the read and the write (each read of the link's `box` is an
        // exclusivity check and a retain); `body` cannot reach the link to replace it.
        let box = link.box
        var current: State
        if let box { current = box.peek() } else { current = initialValue }
        var transaction = Transaction()
        transaction.tracksVelocity = true
        // The user's closure, recorded here: its code carries no hook.
        callPathHop("GestureStateGesture.body")
        body(value, &current, &transaction)
        box?.set(current, transaction: transaction)
      },
      finished: { wasActive, context in
        if wasActive { context.enqueue { state.reset() } }
      })
  }
}

/// A gesture with an `onChanged` action: it runs, un-animated (`withAnimation(nil)`), for
/// each active value different from the last one (Docs/Semantics/SwiftUI.md §2.3).
public struct _ChangedGesture<Base: Gesture>: Gesture, GestureNodeMaking {
  static var containsDragGesture: Bool { gestureContainsDrag(Base.self) }
  public typealias Value = Base.Value
  public typealias Body = Never
  let base: Base
  let action: (Value) -> Void

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    var inner = setup
    inner.hasChangedCallbacks = true
    let last = LastValue<Value>()
    let node = makeCallbackNode(makeGestureNode(base, inner), callbacks(last))
    node.memory = last
    return node
  }

  func rebind(_ node: AnyGestureNode) {
    guard let node = node as? CallbackNode<Value>, let last = node.memory as? LastValue<Value>
    else { return }
    node.callbacks = callbacks(last)
    rebindGestureNode(base, node.child)
  }

  @MainActor
  private func callbacks(_ last: LastValue<Value>) -> CallbackNode<Value>.Callbacks {
    let action = self.action
    return .init(active: { value, context in
      if let previous = last.value, ValueComparison.areEqual(previous, value) { return }
      last.value = value
      context.enqueue { withAnimation(nil) { action(value) } }
    })
  }

  /// The last value `onChanged` ran with, nil before the first.
  private final class LastValue<Value> {
    var value: Value?
  }
}

/// A gesture with an `onEnded` action: it runs once, with the final value, when the gesture
/// ends successfully; never on failure or cancellation (Docs/Semantics/SwiftUI.md §2.3).
public struct _EndedGesture<Base: Gesture>: Gesture, CallbackWrappingGesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  @usableFromInline let base: Base
  @usableFromInline let action: (Value) -> Void

  /// Inlinable, with `Gesture.onEnded(_:)`.
  @inlinable
  init(base: Base, action: @escaping (Value) -> Void) {
    self.base = base
    self.action = action
  }

  func makeNode(_ setup: GestureSetup) -> GestureNode<Value> {
    makeCallbackNode(makeGestureNode(base, setup), callbacks)
  }

  @MainActor
  var callbacks: CallbackNode<Value>.Callbacks {
    let action = self.action
    return .init(ended: { value, context in context.enqueue { action(value) } })
  }

  @MainActor
  func rebindBase(_ node: AnyGestureNode) { rebindGestureNode(base, node) }
}

/// A gesture whose node is its base's node inside a ``CallbackNode`` with callbacks made from
/// the gesture's value: a rebind gives the node this value's callbacks and rebinds the base.
protocol CallbackWrappingGesture: GestureNodeMaking where Value == Base.Value {
  associatedtype Base: Gesture
  /// The wrapped gesture.
  var base: Base { get }
  /// The callbacks of this value of the gesture.
  @MainActor var callbacks: CallbackNode<Value>.Callbacks { get }
  /// Rebinds `node`, made by an earlier value of ``base``, to ``base``: the stored base read in
  /// place (the ``base`` requirement's getter returned a copy, each closure and box in it
  /// retained and released again a rebind).
  @MainActor func rebindBase(_ node: AnyGestureNode)
}

extension CallbackWrappingGesture {
  static var containsDragGesture: Bool { gestureContainsDrag(Base.self) }

  @MainActor
  func rebind(_ node: AnyGestureNode) {
    guard let node = node as? CallbackNode<Value> else { return }
    node.callbacks = callbacks
    rebindBase(node.child)
  }

  /// ``rebind(_:)`` without the cast: ``makeNode(_:)`` of this type made `node`, which is
  /// therefore a `CallbackNode<Value>` (``makeCallbackNode(_:_:)``); the cast instantiated that
  /// class's metadata on each call (callgrind: about 320 instructions a rebind).
  @MainActor
  func rebindOwnNode(_ node: AnyGestureNode) {
    assert(node is CallbackNode<Value>, "a node this gesture type made is a callback node")
    let node = unsafeDowncast(node, to: CallbackNode<Value>.self)
    node.callbacks = callbacks
    rebindBase(node.child)
  }
}
