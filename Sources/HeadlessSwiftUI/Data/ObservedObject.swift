/// An observable object a view is given: SwiftUI's `@ObservedObject`.
///
/// The view subscribes to the object's `objectWillChange` and re-runs on every announcement
/// (cause `gozlem`); a different object instance is a different input (compared by identity,
/// Docs/Semantics/SwiftUI.md §2.1.3, §2.2).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicPropertyLink {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(root: wrappedValue) }

  @MainActor
  func install(in node: GraphNode, slot: Int, name: String) {
    node.observe(wrappedValue, slot: slot, name: name)
  }

  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? ObservedObject<ObjectType> else { return false }
    return other.wrappedValue === wrappedValue
  }
}

/// Makes bindings to an object's writable properties (`$model.name`).
@dynamicMemberLookup
public struct ObjectBindings<ObjectType: AnyObject> {
  let root: ObjectType

  /// A binding to `root[keyPath: keyPath]`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
    -> Binding<Subject>
  {
    Binding(location: ObjectLocation(root: root, keyPath: keyPath))
  }
}

/// A location in an object, through a reference-writable key path.
final class ObjectLocation<Root: AnyObject, Value>: Location<Value> {
  let root: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.root = root
    self.keyPath = keyPath
  }

  override func get() -> Value { root[keyPath: keyPath] }

  override func set(_ value: Value, transaction: Transaction) {
    Runtime.current.swiftUITransactions.with(transaction) { root[keyPath: keyPath] = value }
  }

  @MainActor
  override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? ObjectLocation<Root, Value> else { return false }
    return other.root === root && other.keyPath == keyPath
  }
}
