/// What a primitive modifier does to the graph: the hooks the view graph calls.
///
/// Every hook has a default that does nothing, so each modifier implements only its effect.
@MainActor
protocol ModifierEffect {
  /// The environment the modified subtree sees.
  func environment(_ environment: EnvironmentValues) -> EnvironmentValues
  /// Whether `cached`, an environment this modifier produced before, already holds what it
  /// writes now (so the subtree keeps its environment and nothing is re-checked).
  func writesSameEnvironment(as cached: EnvironmentValues) -> Bool
  /// Whether the subtree keeps `cached`, the environment this modifier gave it last, instead
  /// of `candidate`, the one it makes now, although the ancestors' environment is the same as
  /// then; `previous` is the modifier of the last update of this node.
  func keepsEnvironment(_ cached: EnvironmentValues, candidate: EnvironmentValues, previous: Self?)
    -> Bool
  /// The animatable presentation value and its property name, or nil
  /// (Docs/Semantics/SwiftUI.md §3.3).
  var animatableValue: AnimatableValue? { get }
  /// Called when the node is inserted.
  func didAppear(in graph: ViewGraph, node: GraphNode)
  /// Called when the node is removed.
  func didDisappear(in graph: ViewGraph, node: GraphNode)
  /// Whether ``didAppear(in:node:)`` and ``didDisappear(in:node:)`` also run when the hosting
  /// view enters or leaves a window (`onAppear`, `onDisappear`, `task`), not only on insertion
  /// and removal (Docs/Semantics/SwiftUICompatibility.md C.12).
  var followsVisibility: Bool { get }
  /// The modifier as a gesture carrier, or nil: what `as? GestureCarrier` answers, without a
  /// conformance lookup each time the host rebinds a recognizer.
  var gestureCarrier: (any GestureCarrier)? { get }
  /// Rebinds `recognizer` from `modifier`, a value of this very type, as
  /// ``gestureCarrier``'s `rebindGestureNode(_:)` does, without the modifier's copies into
  /// existentials; false, with nothing rebound, for a type that does not (the default) or a
  /// value of another type.
  static func rebindGesture<Modifier>(from modifier: Modifier, _ recognizer: AnyGestureNode)
    -> Bool
  /// The modifier as an effect that acts after each update of its node, or nil (the default):
  /// the graph queues a call after an update only for these, not a closure per update of every
  /// modified node that would call an empty hook.
  var updateObserver: (any UpdateObservingEffect)? { get }
  /// The modifier as an effect that edits its subtree's transaction, or nil (the default): the
  /// graph finds the previous modifier and asks for the transaction only for these; the
  /// others pass the transaction through unchanged.
  var transactionEditor: (any TransactionEditingEffect)? { get }
}

/// A modifier effect that edits the transaction its subtree's update carries (`.animation`,
/// `.transaction`, the scoped animations): its ``ModifierEffect/transactionEditor`` is itself.
@MainActor
protocol TransactionEditingEffect: ModifierEffect {
  /// The transaction the modified subtree's update carries; `previous` is the modifier
  /// value of the last update of this node (nil on insertion).
  func transaction(_ transaction: Transaction, previous: Self?) -> Transaction
}

extension TransactionEditingEffect {
  var transactionEditor: (any TransactionEditingEffect)? { self }

  /// Calls ``transaction(_:previous:)`` with an untyped previous modifier.
  func transaction(_ transaction: Transaction, anyPrevious: Any?) -> Transaction {
    guard let anyPrevious else { return self.transaction(transaction, previous: nil) }
    return self.transaction(transaction, previous: Self.exactly(anyPrevious))
  }
}

/// A modifier effect that acts after each update of its node (`onChange`, `task(id:)`,
/// `onReceive`, `preference`): its ``ModifierEffect/updateObserver`` is itself.
@MainActor
protocol UpdateObservingEffect: ModifierEffect {
  /// Called after the node updated (not on insertion); `previous` is the old modifier.
  func didUpdate(previous: Self, in graph: ViewGraph, node: GraphNode)
}

extension UpdateObservingEffect {
  var updateObserver: (any UpdateObservingEffect)? { self }

  /// Calls ``didUpdate(previous:in:node:)`` with an untyped previous modifier.
  func didUpdate(anyPrevious: Any, in graph: ViewGraph, node: GraphNode) {
    guard let previous = Self.exactly(anyPrevious) else { return }
    didUpdate(previous: previous, in: graph, node: node)
  }
}

extension ModifierEffect {
  func environment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
  func writesSameEnvironment(as cached: EnvironmentValues) -> Bool { false }
  func keepsEnvironment(_ cached: EnvironmentValues, candidate: EnvironmentValues, previous: Self?)
    -> Bool
  { false }
  var animatableValue: AnimatableValue? { nil }
  func didAppear(in graph: ViewGraph, node: GraphNode) {}
  func didDisappear(in graph: ViewGraph, node: GraphNode) {}
  var followsVisibility: Bool { false }
  var gestureCarrier: (any GestureCarrier)? { nil }
  static func rebindGesture<Modifier>(from modifier: Modifier, _ recognizer: AnyGestureNode)
    -> Bool
  { false }
  var updateObserver: (any UpdateObservingEffect)? { nil }
  var transactionEditor: (any TransactionEditingEffect)? { nil }
}

extension ModifierEffect {
  /// Calls ``keepsEnvironment(_:candidate:previous:)`` with an untyped previous modifier.
  func keepsEnvironment(
    _ cached: EnvironmentValues, candidate: EnvironmentValues, anyPrevious: Any?
  ) -> Bool {
    guard let anyPrevious else {
      return keepsEnvironment(cached, candidate: candidate, previous: nil)
    }
    return keepsEnvironment(cached, candidate: candidate, previous: Self.exactly(anyPrevious))
  }

  /// `value` as a value of this type: when it holds exactly this type (the previous modifier
  /// of a node always does), a type comparison and a reinterpretation of the value as its own
  /// type, instead of a dynamic cast from `Any` (about 600 instructions, twice per update of
  /// every modifier); any other value is cast, as before.
  fileprivate static func exactly(_ value: Any) -> Self? {
    func open<Held>(_ held: Held) -> Self? {
      Held.self == Self.self ? unsafeBitCast(held, to: Self.self) : held as? Self
    }
    return _openExistential(value, do: open)
  }
}
