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
    let binding = GestureStateBinding(state: state, body: body)
    let node = makeCallbackNode(makeGestureNode(base, inner), binding.callbacks)
    node.memory = binding
    return node
  }

  @MainActor
  func rebindBase(_ node: AnyGestureNode) { rebindGestureNode(base, node) }

  @MainActor
  func rebindCallbacks(_ node: CallbackNode<Value>, madeHere: Bool) {
    if madeHere {
      // The node's `memory` is the binding ``makeNode(_:)`` gave it.
      assert(node.memory is GestureStateBinding<Value, State>, "the node's own binding")
      let binding = unsafeDowncast(
        node.memory.unsafelyUnwrapped, to: GestureStateBinding<Value, State>.self)
      binding.rebind(state: state, body: body)
    } else if let binding = node.memory as? GestureStateBinding<Value, State> {
      binding.rebind(state: state, body: body)
    } else {
      let binding = GestureStateBinding(state: state, body: body)
      node.callbacks = binding.callbacks
      node.memory = binding
      // Its maker's own rebind would read `memory` as that maker's binding.
      node.maker = nil
    }
  }
}

/// What a ``GestureStateGesture``'s callbacks read: the state and `body` of the gesture's
/// latest value. The callbacks are made once, with the node; a rebind replaces these fields in
/// place (making new closures allocated their two contexts and freed the old ones, each
/// rebind: once a frame while a view's gesture value changes with each update).
final class GestureStateBinding<Value, State> {
  /// The state's link and initial value, kept apart from ``state``: reading a field of the
  /// generic `GestureState<State>` asked the runtime for its metadata on each call.
  @exclusivity(unchecked) private var storage: GestureStateBindingStorage<Value, State>

  init(state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void)
  {
    storage = GestureStateBindingStorage(
      link: state.link, body: body, initialValue: state.initialValue, state: state)
  }

  func rebind(
    state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) {
    storage = GestureStateBindingStorage(
      link: state.link, body: body, initialValue: state.initialValue, state: state)
  }

  @MainActor
  var callbacks: CallbackNode<Value>.Callbacks {
    .init(
      active: { [self] value, _ in
        callPathHop("GestureStateBinding.callbacks")
        // The box read once for the read and the write (each read of the link's `box` is an
        // exclusivity check and a retain); `body` cannot reach the link to replace it.
        let box = storage.link.box
        var current: State
        if let box { current = box.peek() } else { current = storage.initialValue }
        var transaction = Transaction()
        transaction.tracksVelocity = true
        // The user's closure, recorded here: its code carries no hook.
        callPathHop("GestureStateGesture.body")
        storage.body(value, &current, &transaction)
        box?.set(current, transaction: transaction)
      },
      finished: { [self] wasActive, context in
        guard wasActive else { return }
        let state = storage.state
        context.enqueue { state.reset() }
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
    let binding = EndedActionBinding(action)
    let node = makeCallbackNode(makeGestureNode(base, setup), binding.callbacks)
    node.memory = binding
    return node
  }

  @MainActor
  func rebindBase(_ node: AnyGestureNode) { rebindGestureNode(base, node) }

  @MainActor
  func rebindCallbacks(_ node: CallbackNode<Value>, madeHere: Bool) {
    if madeHere {
      // The node's `memory` is the binding ``makeNode(_:)`` gave it.
      assert(node.memory is EndedActionBinding<Value>, "the node's own binding")
      unsafeDowncast(node.memory.unsafelyUnwrapped, to: EndedActionBinding<Value>.self).action =
        action
    } else if let binding = node.memory as? EndedActionBinding<Value> {
      binding.action = action
    } else {
      let binding = EndedActionBinding(action)
      node.callbacks = binding.callbacks
      node.memory = binding
      // Its maker's own rebind would read `memory` as that maker's binding.
      node.maker = nil
    }
  }
}

/// What an ``_EndedGesture``'s callback reads: the action of the gesture's latest value,
/// replaced in place by a rebind (a new closure each rebind allocated its context).
final class EndedActionBinding<Value> {
  @exclusivity(unchecked) private var storage: EndedActionStorage<Value>
  /// The action a rebind replaces in place.
  var action: (Value) -> Void {
    get { storage.action }
    set { storage.action = newValue }
  }

  init(_ action: @escaping (Value) -> Void) { storage = EndedActionStorage(action: action) }

  @MainActor
  var callbacks: CallbackNode<Value>.Callbacks {
    .init(ended: { [self] value, context in
      let action = self.action
      context.enqueue { action(value) }
    })
  }
}

/// A gesture whose node is its base's node inside a ``CallbackNode`` whose callbacks read the
/// gesture's latest value: a rebind gives the node this value's closures and rebinds the base.
protocol CallbackWrappingGesture: GestureNodeMaking where Value == Base.Value {
  associatedtype Base: Gesture
  /// The wrapped gesture.
  var base: Base { get }
  /// Gives `node`'s callbacks this value's closures. `madeHere`: ``makeNode(_:)`` of this
  /// very type made `node`, so its `memory` is the object the callbacks read them from.
  @MainActor func rebindCallbacks(_ node: CallbackNode<Value>, madeHere: Bool)
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
    rebindCallbacks(node, madeHere: false)
    rebindBase(node.child)
  }

  /// ``rebind(_:)`` without the casts: ``makeNode(_:)`` of this type made `node`, which is
  /// therefore a `CallbackNode<Value>` (``makeCallbackNode(_:_:)``); the cast instantiated that
  /// class's metadata on each call (callgrind: about 320 instructions a rebind).
  @MainActor
  func rebindOwnNode(_ node: AnyGestureNode) {
    assert(node is CallbackNode<Value>, "a node this gesture type made is a callback node")
    let node = unsafeDowncast(node, to: CallbackNode<Value>.self)
    rebindCallbacks(node, madeHere: true)
    rebindBase(node.child)
  }
}
