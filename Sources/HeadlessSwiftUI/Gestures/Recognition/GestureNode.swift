import Runtime

/// One gesture in recognition, seen without its value type: what a composition, the host and
/// the router need of any recognizer (whether it changed, cancelling, its deadline). Every
/// node is a ``GestureNode``, typed by the gesture's `Value`.
class AnyGestureNode {
  /// The flags below, without dynamic exclusivity checks (``GestureNodeFlags``,
  /// Docs/Architecture.md, "Unchecked storage").
  @exclusivity(unchecked) var flags = GestureNodeFlags()
  /// True when the last update changed the phase or produced a new value.
  fileprivate(set) var changed: Bool {
    get { flags.changed }
    set { flags.changed = newValue }
  }
  /// Set by ``GestureNode/step(_:_:_:)`` when the value is new although the phase kind is not.
  var producedValue: Bool {
    get { flags.producedValue }
    set { flags.producedValue = newValue }
  }

  /// Feeds `input` and returns the new phase without its value: what the host's router reads
  /// of the recognizer it feeds (``GestureNode/update(_:_:_:)``).
  func updatePhase(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Void> {
    .failed
  }

  /// Ends recognition: every node of the subtree not yet terminal fails.
  func cancel(_ context: GestureContext) {}

  /// The earliest time this subtree needs an input without a touch (a long press's
  /// deadline, a tap's wait for the next tap), or nil.
  var deadline: Double? { nil }

  /// The gesture type that made this node through its ``GestureNodeMaking`` conformance
  /// (``makeGestureNode(_:_:)``): a rebind from a value of that same type reaches its
  /// ``GestureNodeMaking/rebind(_:)`` without a conformance look-up or a copy of the value
  /// into an existential box.
  var maker: (any GestureNodeMaking.Type)?
}

/// One gesture in recognition: the stateful counterpart of a ``Gesture`` value whose values are
/// `Value`, made when a touch sequence begins on the view carrying it and dropped when the
/// sequence is over.
///
/// ``update(_:_:_:)`` feeds an input and returns the new phase; once terminal, a node keeps
/// its phase. ``cancel(_:)`` ends recognition for the whole subtree: every node not yet
/// terminal fails, so `@GestureState` resets (Docs/Semantics/SwiftUI.md §2.3).
class GestureNode<Value>: AnyGestureNode {
  /// Without a dynamic exclusivity check: written whole by ``update(_:_:_:)`` after `step`
  /// returned and by ``cancel(_:)`` (generic, so not in a storage struct: ``StateBoxStorage``).
  /// Set here and, for the callback nodes below a chain's root, by the root's step
  /// (``CallbackNode/callbackStep(_:_:_:)``).
  @exclusivity(unchecked) fileprivate(set) var phase: GesturePhase<Value> = .possible(nil)

  /// Feeds `input`; a terminal node ignores it. Inlined into its callers (a parent node's
  /// step, the router's ``updatePhase(_:_:_:)``), which already hold the phase type's
  /// metadata: called, it asked the runtime for it again at each level of each feed.
  @inline(__always)
  final func update(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Value> {
    guard !phase.isTerminal else {
      changed = false
      return phase
    }
    producedValue = false
    let old = phase.kind
    phase = step(input, inherited, context)
    changed = producedValue || phase.kind != old
    return phase
  }

  override func updatePhase(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Void> {
    // The phase's kind, written out rather than `map`ped: `map` is generic in both value
    // types and asks the runtime for the metadata of two phases and an optional on each feed.
    // The same switch is in the override of a node whose value type is concrete
    // (``DragCallbackNode``), which the router feeds without a helper between.
    switch update(input, inherited, context) {
    case .possible(.some): return .possible(())
    case .possible(.none): return .possible(nil)
    case .active: return .active(())
    case .ended: return .ended(())
    case .failed: return .failed
    }
  }

  /// The recognition rule: the new phase after `input`.
  func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Value> {
    .failed
  }

  override func cancel(_ context: GestureContext) {
    if !phase.isTerminal { phase = .failed }
  }
}

/// A gesture whose recognizer can be built: every gesture this module defines.
protocol GestureNodeMaking: Gesture {
  @MainActor func makeNode(_ setup: GestureSetup) -> GestureNode<Value>
  /// Gives `node`, made by an earlier value of this gesture, this value's callbacks and
  /// transforms, keeping its recognition state (SwiftUI rebinds a gesture's closures as its
  /// view updates). A node of another shape is left as it is.
  @MainActor func rebind(_ node: AnyGestureNode)
  /// ``rebind(_:)`` of `node`, which a value of this very type made (its
  /// ``AnyGestureNode/maker`` is this type), so its shape is the one ``makeNode(_:)`` gives.
  @MainActor func rebindOwnNode(_ node: AnyGestureNode)
  /// Whether a `DragGesture` takes part in this gesture (``gestureContainsDrag(_:)``).
  static var containsDragGesture: Bool { get }
}

/// Whether the gesture type `type` is, or is made of, a `DragGesture`: asked of the gesture
/// types themselves (each composition forwards to its parts, a gesture with a body to its
/// body's type), never of their names. A type-erased `AnyGesture` answers false.
func gestureContainsDrag(_ type: Any.Type) -> Bool {
  if let making = type as? any GestureNodeMaking.Type { return making.containsDragGesture }
  guard type != Never.self, let gesture = type as? any Gesture.Type else { return false }
  return gestureContainsDrag(bodyType(of: gesture))
}

private func bodyType<G: Gesture>(of _: G.Type) -> Any.Type { G.Body.self }

extension GestureNodeMaking {
  static var containsDragGesture: Bool { false }
  func rebind(_ node: AnyGestureNode) {}
  @MainActor func rebindOwnNode(_ node: AnyGestureNode) { rebind(node) }
}

/// Rebinds `node` to `gesture` (see ``GestureNodeMaking/rebind(_:)``).
///
/// When `node` was made by a gesture of `G`'s own type (``AnyGestureNode/maker``, the usual
/// case: a view's gesture keeps its type from body to body), the value is read as that type
/// and rebound directly; `as? any GestureNodeMaking` cost about 850 instructions a level of
/// each rebind, and the copy of the value into the existential's box as much again.
@MainActor
func rebindGestureNode<G: Gesture>(_ gesture: G, _ node: AnyGestureNode) {
  if let maker = node.maker, maker == G.self {
    func rebind<M: GestureNodeMaking>(_: M.Type) {
      unsafeBitCast(gesture, to: M.self).rebindOwnNode(node)
    }
    rebind(maker)
  } else if let maker = gesture as? any GestureNodeMaking {
    maker.rebind(node)
  } else {
    rebindGestureNode(gesture.body, node)
  }
}

/// The recognizer of `gesture`: its own for the gestures this module defines, its body's for a
/// user-defined gesture (SwiftUI's `Gesture.body`).
///
/// Which of the two applies is known only at run time (a conformance, and a body whose `Value`
/// is the gesture's, as `Gesture._valueType` states), so the node made is checked against
/// `G.Value` once, here: a node of another value type cannot arise from the gestures of this
/// module, and would make a gesture that never recognizes rather than a trap.
@MainActor
func makeGestureNode<G: Gesture>(_ gesture: G, _ setup: GestureSetup) -> GestureNode<G.Value> {
  let node: AnyGestureNode
  if let maker = gesture as? any GestureNodeMaking {
    node = maker.makeErasedNode(setup)
    node.maker = type(of: maker)
  } else {
    node = makeGestureNode(gesture.body, setup)
  }
  return node as? GestureNode<G.Value> ?? FailedNode()
}

extension GestureNodeMaking {
  /// ``makeNode(_:)`` through an existential.
  @MainActor
  fileprivate func makeErasedNode(_ setup: GestureSetup) -> AnyGestureNode { makeNode(setup) }
}

/// Runs callbacks on its child's phases (OpenSwiftUI's `CallbacksGesture`,
/// Docs/Semantics/SwiftUI.md §2.3). Made by ``makeCallbackNode(_:_:)``.
class CallbackNode<Value>: GestureNode<Value> {
  /// What happens on the child's phases; `context` collects deferred actions.
  struct Callbacks {
    /// An active value, new since the last one.
    var active: ((Value, GestureContext) -> Void)?
    /// The child ended with a value.
    var ended: ((Value, GestureContext) -> Void)?
    /// The child ended or failed, or recognition was cancelled, with whether it had been
    /// active (for resets); runs before `ended`.
    var finished: ((Bool, GestureContext) -> Void)?
  }

  let child: GestureNode<Value>
  /// The callback nodes between this one and ``source``, innermost first: a chain of callback
  /// gestures (`.updating(_:body:)` then `.onEnded(_:)`) is evaluated by its outermost node in
  /// one loop (``callbackStep(_:_:_:)``), not by each node's `update` and `step` in turn.
  let below: [CallbackNode<Value>]
  /// The first node under this one that is not a callback node: the recognizer the chain's
  /// callbacks watch.
  let source: GestureNode<Value>
  /// The members below, without dynamic exclusivity checks (``CallbackNodeStorage``).
  @exclusivity(unchecked) var callbackStorage: CallbackNodeStorage<Value>
  var callbacks: Callbacks {
    get { callbackStorage.callbacks }
    set { callbackStorage.callbacks = newValue }
  }
  /// State a callback keeps across rebinding (`onChanged`'s last value, the object a
  /// `GestureStateGesture`'s or `_EndedGesture`'s callbacks read their gesture's closures from).
  var memory: AnyObject? {
    get { callbackStorage.memory }
    set { callbackStorage.memory = newValue }
  }
  private var wasActive: Bool {
    get { callbackStorage.wasActive }
    set { callbackStorage.wasActive = newValue }
  }

  init(_ child: GestureNode<Value>, _ callbacks: Callbacks) {
    self.child = child
    if let inner = child as? CallbackNode<Value> {
      below = inner.below + [inner]
      source = inner.source
    } else {
      below = []
      source = child
    }
    self.callbackStorage = CallbackNodeStorage(callbacks: callbacks)
  }

  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Value> {
    callbackStep(input, inherited, context, storesOwnPhase: false)
  }

  /// Fed as the root (``GestureRouter``): the chain's ``callbackStep(_:_:_:storesOwnPhase:)``
  /// also does this node's ``GestureNode/update(_:_:_:)``.
  override func updatePhase(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Void> {
    switch callbackStep(input, inherited, context, storesOwnPhase: true) {
    case .possible(.some): return .possible(())
    case .possible(.none): return .possible(nil)
    case .active: return .active(())
    case .ended: return .ended(())
    case .failed: return .failed
    }
  }

  /// The chain's recognition, inlined into ``step(_:_:_:)`` and ``updatePhase(_:_:_:)`` and
  /// into ``DragCallbackNode``'s: feeds ``source`` (its `step`), then passes its phase up the chain,
  /// innermost node first, as each node's `update` and `step` would (a terminal node keeps its
  /// phase and stops the callbacks above it; a node runs its callbacks only when the phase
  /// below it changed), ending with this node's callbacks. `storesOwnPhase`: this node is fed
  /// directly, not through its own `update` (which returns a terminal phase at once and stores
  /// the new one), so this function does both.
  @inline(__always)
  final func callbackStep(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext,
    storesOwnPhase: Bool
  ) -> GesturePhase<Value> {
    if storesOwnPhase && phase.isTerminal {
      self.changed = false
      return phase
    }
    callPathHop("CallbackNode.callbackStep(_:_:_:storesOwnPhase:)")
    // The source is updated here as the nodes above it are below, without its own `update`
    // (``GestureNode/update(_:_:_:)``'s work, written out: the recognizer's `step` is the one
    // call the loop makes for the input): a terminal source keeps its phase; otherwise its new
    // phase is stored, changed when its kind changed or it produced a new value.
    var result: GesturePhase<Value>
    var changed: Bool
    if source.phase.isTerminal {
      source.changed = false
      result = source.phase
      changed = false
    } else {
      source.producedValue = false
      let old = source.phase.kind
      result = source.step(input, inherited, context)
      source.phase = result
      changed = source.producedValue || result.kind != old
      source.changed = changed
    }
    // Each callback is read alone from the storage (the `callbacks` getter copied all three,
    // retaining and releasing each); the loop's switch is written again for this node below
    // (a helper would be one more function on a sample's walk per node, Docs/Architecture.md).
    for node in below {
      if node.phase.isTerminal {
        node.changed = false
        result = node.phase
        changed = false
        continue
      }
      if changed {
        switch result {
        case .active(let value):
          node.wasActive = true
          node.callbackStorage.callbacks.active?(value, context)
        case .ended(let value):
          node.callbackStorage.callbacks.finished?(node.wasActive, context)
          node.callbackStorage.callbacks.ended?(value, context)
        case .failed: node.callbackStorage.callbacks.finished?(node.wasActive, context)
        case .possible: break
        }
      }
      let old = node.phase.kind
      node.phase = result
      node.changed = changed || result.kind != old
      changed = node.changed
    }
    if changed {
      switch result {
      case .active(let value):
        wasActive = true
        callbackStorage.callbacks.active?(value, context)
      case .ended(let value):
        callbackStorage.callbacks.finished?(wasActive, context)
        callbackStorage.callbacks.ended?(value, context)
      case .failed: callbackStorage.callbacks.finished?(wasActive, context)
      case .possible: break
      }
    }
    if storesOwnPhase {
      let old = phase.kind
      phase = result
      self.changed = changed || result.kind != old
    } else {
      producedValue = changed
    }
    return result
  }

  override func cancel(_ context: GestureContext) {
    let wasTerminal = phase.isTerminal
    child.cancel(context)
    super.cancel(context)
    if !wasTerminal { callbacks.finished?(wasActive, context) }
  }

  override var deadline: Double? { phase.isTerminal ? nil : child.deadline }
}

/// A ``CallbackNode`` of a drag's values: the same code, compiled for that value type.
///
/// A drag's callback nodes are fed every touch sample (240 a second in the drag lesson), and
/// the generic `step` and `updatePhase` ask the runtime for `GesturePhase<Value>`'s metadata
/// on each call (about 330 instructions); here the value type is known, so they do not.
final class DragCallbackNode: CallbackNode<DragGesture.Value> {
  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<DragGesture.Value> {
    callbackStep(input, inherited, context, storesOwnPhase: false)
  }

  override func updatePhase(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Void> {
    switch callbackStep(input, inherited, context, storesOwnPhase: true) {
    case .possible(.some): return .possible(())
    case .possible(.none): return .possible(nil)
    case .active: return .active(())
    case .ended: return .ended(())
    case .failed: return .failed
    }
  }
}

/// A callback node over `child`: a ``DragCallbackNode`` for a drag's values, else a
/// ``CallbackNode``. The casts run once, when recognition begins.
func makeCallbackNode<Value>(
  _ child: GestureNode<Value>, _ callbacks: CallbackNode<Value>.Callbacks
) -> CallbackNode<Value> {
  if Value.self == DragGesture.Value.self, let child = child as? GestureNode<DragGesture.Value> {
    // `Value` is `DragGesture.Value`: the callbacks are of that very type.
    let node = DragCallbackNode(
      child, unsafeBitCast(callbacks, to: CallbackNode<DragGesture.Value>.Callbacks.self))
    if let node = node as CallbackNode<DragGesture.Value> as? CallbackNode<Value> { return node }
  }
  return CallbackNode(child, callbacks)
}

/// Maps its child's values (`Gesture.map`).
final class MapNode<Input, Value>: GestureNode<Value> {
  let child: GestureNode<Input>
  var transform: (Input) -> Value

  init(_ child: GestureNode<Input>, _ transform: @escaping (Input) -> Value) {
    self.child = child
    self.transform = transform
  }

  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Value> {
    let result = child.update(input, inherited, context)
    producedValue = child.changed
    return result.map(transform)
  }

  override func cancel(_ context: GestureContext) {
    child.cancel(context)
    super.cancel(context)
  }

  override var deadline: Double? { phase.isTerminal ? nil : child.deadline }
}

/// A gesture that never recognizes (an unknown gesture type).
final class FailedNode<Value>: GestureNode<Value> {}

/// A recognizer seen through its phases only, for combining the gestures of several views
/// (``ViewHost``'s recognizer tree), whose values nothing reads: the child's phases with
/// their values dropped, its deadline and cancellation unchanged.
final class PhaseNode<Input>: GestureNode<Void> {
  let child: GestureNode<Input>

  init(_ child: GestureNode<Input>) { self.child = child }

  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase<Void> {
    let result = child.update(input, inherited, context)
    producedValue = child.changed
    return result.map { _ in () }
  }

  override func cancel(_ context: GestureContext) {
    child.cancel(context)
    super.cancel(context)
  }

  override var deadline: Double? { child.deadline }
}
