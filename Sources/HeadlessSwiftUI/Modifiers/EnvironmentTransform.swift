import Observation

// `transformEnvironment(_:transform:)` and an optional `@Environment(Model.self)`
// (Docs/Semantics/SwiftUICompatibility.md C.6, C.7).

nonisolated extension View {
  /// Changes the environment value at `keyPath` for this subtree by running `transform` on the
  /// value the ancestors give (SwiftUI's `transformEnvironment(_:transform:)`).
  @MainActor
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<V>> {
    modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
  }
}

/// `.transformEnvironment(_:transform:)`: the subtree's value at ``keyPath`` is the ancestors'
/// value after ``transform``; the transform runs again whenever the environment is recomputed.
nonisolated public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, ModifierEffect {
  public typealias Body = Never
  public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  public var transform: (inout Value) -> Void

  public init(
    keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
  ) {
    self.keyPath = keyPath
    self.transform = transform
  }

  func environment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var edited = environment
    transform(&edited[keyPath: keyPath])
    return edited
  }

  /// With the ancestors' environment unchanged, a new key path whose transformed value differs
  /// from the value last written leaves the subtree's environment as it was, as Apple's
  /// SwiftUI does (Docs/Semantics/SwiftUICompatibility.md C.6).
  @MainActor
  func keepsEnvironment(_ cached: EnvironmentValues, candidate: EnvironmentValues, previous: Self?)
    -> Bool
  {
    guard let previous, previous.keyPath != keyPath else { return false }
    return !ValueComparison.areEqual(
      cached[keyPath: previous.keyPath], candidate[keyPath: keyPath])
  }
}

extension Environment {
  /// Reads the `@Observable` object of type `T` that an ancestor provided with
  /// ``View/environment(_:)``, or nil when none did (or one provided nil), as SwiftUI's
  /// `@Environment(Model.self) var model: Model?`.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(\EnvironmentValues[optionalObservableObject: ObservableKey<T>()])
  }
}

extension EnvironmentValues {
  /// The observable object of a type provided with ``View/environment(_:)``, or nil.
  subscript<Object: AnyObject>(optionalObservableObject key: ObservableKey<Object>) -> Object? {
    lookup(ObjectIdentifier(Object.self)) as? Object
  }
}
