/// The environment a modified node hands its children: the one its effect makes, or the one
/// it made at the last update when the effect says the subtree keeps it.
extension ViewGraph {
  /// The modifier of `view`, an older value of `node`'s own type (nil when it is not one).
  static func modifier(of view: any View, _ node: GraphNode) -> Any? {
    node.traits.modifierType?.carrier(of: view)?.anyModifier
  }

  /// The environment `node`'s children see. `previous` is the node's view of the last update (nil on insertion), whose modifier is
  /// taken out only when the effect is asked whether the subtree keeps its environment.
  func childEnvironment(
    _ node: GraphNode, effect: any ModifierEffect, _ incoming: EnvironmentValues,
    previous: (any View)?
  ) -> EnvironmentValues {
    let candidate = effect.environment(incoming)
    if candidate.isIdentical(to: incoming) { return incoming }
    if let cached = node.childEnvironment, let source = node.childEnvironmentSource,
      source.isIdentical(to: incoming)
    {
      if effect.writesSameEnvironment(as: cached) { return cached }
      var previousModifier: Any?
      if let previous { previousModifier = Self.modifier(of: previous, node) }
      if effect.keepsEnvironment(cached, candidate: candidate, anyPrevious: previousModifier) {
        return cached
      }
    }
    node.childEnvironment = candidate
    node.childEnvironmentSource = incoming
    return candidate
  }
}
