import Observation

/// Bindings to the properties of an `@Observable` object: SwiftUI's `@Bindable`.
///
/// Holding the object is not a dependency; reading a property through it or through a
/// binding made from it is tracked by Observation (cause `gozlem`). Two `Bindable`s are the
/// same input when they hold the same object.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicPropertyLink {
  /// The object.
  public var wrappedValue: Value

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Bindings to `object`'s properties.
  public init(_ object: Value) { self.wrappedValue = object }

  /// The bindable itself (`$model.name`).
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding(location: ObjectLocation(root: wrappedValue, keyPath: keyPath))
  }

  func install(in node: GraphNode, slot: Int, name: String) {}

  var needsInstall: Bool { false }

  nonisolated static var reinstallsSame: Bool { true }

  func isSameInput(as other: Any) -> Bool {
    (other as? Bindable<Value>)?.wrappedValue === wrappedValue
  }
}
