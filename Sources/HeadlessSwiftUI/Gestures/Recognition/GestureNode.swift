import Runtime

/// One gesture in recognition: the stateful counterpart of a ``Gesture`` value, made when a
/// touch sequence begins on the view carrying it and dropped when the sequence is over.
///
/// ``update(_:_:_:)`` feeds an input and returns the new phase; once terminal, a node keeps
/// its phase. ``cancel(_:)`` ends recognition for the whole subtree: every node not yet
/// terminal fails, so `@GestureState` resets (Docs/Semantics/SwiftUI.md §2.3).
class GestureNode {
  private(set) var phase: GesturePhase = .possible(nil)
  /// True when the last ``update(_:_:_:)`` changed the phase or produced a new value.
  private(set) var changed = false
  /// Set by ``step(_:_:_:)`` when the value is new although the phase kind is not.
  var producedValue = false

  /// Feeds `input`; a terminal node ignores it.
  final func update(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase {
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

  /// The recognition rule: the new phase after `input`.
  func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase {
    .failed
  }

  /// Ends recognition: every node of the subtree not yet terminal fails.
  func cancel(_ context: GestureContext) {
    if !phase.isTerminal { phase = .failed }
  }

  /// The earliest time this subtree needs an input without a touch (a long press's
  /// deadline, a tap's wait for the next tap), or nil.
  var deadline: Double? { nil }
}

/// A gesture whose recognizer can be built: every gesture this module defines.
protocol GestureNodeMaking {
  func makeNode(_ setup: GestureSetup) -> GestureNode
  /// Gives `node`, made by an earlier value of this gesture, this value's callbacks and
  /// transforms, keeping its recognition state (SwiftUI rebinds a gesture's closures as its
  /// view updates). A node of another shape is left as it is.
  func rebind(_ node: GestureNode)
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
  func rebind(_ node: GestureNode) {}
}

/// Rebinds `node` to `gesture` (see ``GestureNodeMaking/rebind(_:)``).
func rebindGestureNode<G: Gesture>(_ gesture: G, _ node: GestureNode) {
  if let maker = gesture as? GestureNodeMaking {
    maker.rebind(node)
  } else {
    rebindGestureNode(gesture.body, node)
  }
}

/// The recognizer of `gesture`: its own for the gestures this module defines, its body's for a
/// user-defined gesture (SwiftUI's `Gesture.body`).
func makeGestureNode<G: Gesture>(_ gesture: G, _ setup: GestureSetup) -> GestureNode {
  if let maker = gesture as? GestureNodeMaking { return maker.makeNode(setup) }
  return makeGestureNode(gesture.body, setup)
}

/// Runs callbacks on its child's phases (OpenSwiftUI's `CallbacksGesture`,
/// Docs/Semantics/SwiftUI.md §2.3).
final class CallbackNode: GestureNode {
  /// What happens on the child's phases; `context` collects deferred actions.
  struct Callbacks {
    /// An active value, new since the last one.
    var active: ((Any, GestureContext) -> Void)?
    /// The child ended with a value.
    var ended: ((Any, GestureContext) -> Void)?
    /// The child ended or failed, or recognition was cancelled, with whether it had been
    /// active (for resets); runs before `ended`.
    var finished: ((Bool, GestureContext) -> Void)?
  }

  let child: GestureNode
  var callbacks: Callbacks
  /// State a callback keeps across rebinding (`onChanged`'s last value).
  var memory: AnyObject?
  private var wasActive = false

  init(_ child: GestureNode, _ callbacks: Callbacks) {
    self.child = child
    self.callbacks = callbacks
  }

  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase {
    let result = child.update(input, inherited, context)
    producedValue = child.changed
    guard child.changed else { return result }
    switch result {
    case .active(let value):
      wasActive = true
      callbacks.active?(value, context)
    case .ended(let value):
      callbacks.finished?(wasActive, context)
      callbacks.ended?(value, context)
    case .failed: callbacks.finished?(wasActive, context)
    case .possible: break
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

/// Maps its child's values (`Gesture.map`).
final class MapNode: GestureNode {
  let child: GestureNode
  var transform: (Any) -> Any

  init(_ child: GestureNode, _ transform: @escaping (Any) -> Any) {
    self.child = child
    self.transform = transform
  }

  override func step(
    _ input: GestureInput, _ inherited: InheritedPhase, _ context: GestureContext
  ) -> GesturePhase {
    let result = child.update(input, inherited, context)
    producedValue = child.changed
    switch result {
    case .possible(let value): return .possible(value.map(transform))
    case .active(let value): return .active(transform(value))
    case .ended(let value): return .ended(transform(value))
    case .failed: return .failed
    }
  }

  override func cancel(_ context: GestureContext) {
    child.cancel(context)
    super.cancel(context)
  }

  override var deadline: Double? { phase.isTerminal ? nil : child.deadline }
}

/// A gesture that never recognizes (an unknown gesture type).
final class FailedNode: GestureNode {}
