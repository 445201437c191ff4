/// A value read from the view's environment: SwiftUI's `@Environment(\.key)`.
///
/// Reading it during the body records the key path and the value read; when an ancestor's
/// environment changes, the view re-runs only if the value of a key it read changed, with
/// cause `ortam` (Docs/Semantics/SwiftUI.md §2.2 `@Environment`). A key nobody set gives its
/// default.
@propertyWrapper
nonisolated public struct Environment<Value>: DynamicPropertyLink {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let link = EnvironmentLink()

  /// Reads the environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value for the view's position in the graph (the default outside a graph).
  @MainActor @preconcurrency
  public var wrappedValue: Value {
    guard let node = link.node else { return EnvironmentValues()[keyPath: keyPath] }
    let value = node.environment[keyPath: keyPath]
    node.graph.recordEnvironmentRead(node: node, keyPath: keyPath, value: value)
    return value
  }

  func install(in node: GraphNode, slot: Int, name: String) { link.node = node }

  nonisolated static var reinstallsSame: Bool { true }

  nonisolated static var carriesEnvironmentKeyPath: Bool { true }

  func isSameInput(as other: Any) -> Bool { true }

  var reportsFirstChange: Bool { true }
}

/// Connects an environment property to the node it belongs to.
final class EnvironmentLink {
  /// The node, nil once it is gone (``NodeHandle``); set by the installs, which run on the main
  /// actor.
  var node: GraphNode? {
    get { handle?.node }
    set { handle = MainActor.assumeIsolated { newValue?.handle } }
  }
  private var handle: NodeHandle?
}
