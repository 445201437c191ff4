import Observation

extension Environment {
  /// Reads the `@Observable` object of type `Value` that an ancestor provided with
  /// ``View/environment(_:)`` (iOS 17 form); a missing object stops the program, as in
  /// SwiftUI.
  ///
  /// The object's identity is the environment value; which of its properties the body reads
  /// is tracked by Observation, so only readers of a mutated property re-run, with cause
  /// `gozlem` (Docs/Semantics/SwiftUI.md §2.2 `@Environment`, `@Observable`).
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(\EnvironmentValues[observableObject: ObservableKey<Value>()])
  }
}

/// The environment key of an observable object type.
struct ObservableKey<Object: AnyObject>: Hashable, @unchecked Sendable {
  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(Object.self)) }
}

extension EnvironmentValues {
  /// The observable object of a type, provided with ``View/environment(_:)``.
  subscript<Object: AnyObject>(observableObject key: ObservableKey<Object>) -> Object {
    guard let object = lookup(ObjectIdentifier(Object.self)) as? Object else {
      fatalError(
        "No Observable object of type \(Object.self) found. A View.environment(_:) for "
          + "\(Object.self) may be missing as an ancestor of this view.")
    }
    return object
  }

  /// Whether an observable object of type `Object` was provided.
  func hasObject<Object: AnyObject>(_ type: Object.Type) -> Bool {
    lookup(ObjectIdentifier(Object.self)) is Object
  }
}

nonisolated extension View {
  /// Provides the `@Observable` `object` to `@Environment(Object.self)` properties in this
  /// subtree.
  @MainActor
  public func environment<Object: AnyObject & Observable>(_ object: Object?)
    -> ModifiedContent<Self, _EnvironmentObservableModifier<Object>>
  {
    modifier(_EnvironmentObservableModifier(object: object))
  }
}

/// `.environment(_:)` with an `@Observable` object.
nonisolated public struct _EnvironmentObservableModifier<Object: AnyObject & Observable>:
  ViewModifier,
  ModifierEffect
{
  public typealias Body = Never
  let object: Object?

  func environment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var edited = environment
    edited.set(ObjectIdentifier(Object.self), name: "\(Object.self)", value: object as Any)
    return edited
  }

  func writesSameEnvironment(as cached: EnvironmentValues) -> Bool {
    (cached.lookup(ObjectIdentifier(Object.self)) as? Object) === object
  }
}
