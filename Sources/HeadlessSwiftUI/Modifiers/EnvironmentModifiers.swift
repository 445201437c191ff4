/// `.environment(_:_:)`: sets one environment value for the subtree (Docs/Semantics/SwiftUI.md
/// §2.2).
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, ModifierEffect {
  public typealias Body = Never
  public let keyPath: WritableKeyPath<EnvironmentValues, Value>
  public let value: Value

  func environment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var edited = environment
    edited[keyPath: keyPath] = value
    return edited
  }

  @MainActor
  func writesSameEnvironment(as cached: EnvironmentValues) -> Bool {
    ValueComparison.areEqual(cached[keyPath: keyPath], value)
  }
}

/// `.environmentObject(_:)`: provides an observable object to the subtree by its type.
nonisolated public struct _EnvironmentObjectModifier<Object: ObservableObject>: ViewModifier,
  ModifierEffect
{
  public typealias Body = Never
  public let object: Object

  func environment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var edited = environment
    edited.set(ObjectIdentifier(Object.self), name: "\(Object.self)", value: object)
    return edited
  }

  func writesSameEnvironment(as cached: EnvironmentValues) -> Bool {
    (cached.lookup(ObjectIdentifier(Object.self)) as? Object) === object
  }
}
