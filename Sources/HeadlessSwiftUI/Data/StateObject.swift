/// An observable object a view creates and owns: SwiftUI's `@StateObject`.
///
/// The object is created once per view identity (the autoclosure runs on first appearance
/// only) and kept while the identity lives; the view re-runs on its announcements with cause
/// `gozlem`, even though it owns the object (Docs/Semantics/SwiftUI.md §2.2, §2.8 design choice).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicPropertyLink {
  let make: () -> ObjectType
  let link = StateObjectLink<ObjectType>()

  /// Creates the object with `thunk` when the view's identity first appears.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

  /// The object (created on first access outside a graph).
  public var wrappedValue: ObjectType {
    if let object = link.object { return object }
    let object = make()
    link.object = object
    return object
  }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(root: wrappedValue) }

  @MainActor
  func install(in node: GraphNode, slot: Int, name: String) {
    let object = node.stateObject(slot: slot, make: make)
    link.object = object
    node.observe(object, slot: slot, name: name)
  }

  func isSameInput(as other: Any) -> Bool { true }

  var reportsFirstChange: Bool { true }
}

/// Connects one `StateObject` struct to the object of its identity.
final class StateObjectLink<ObjectType: AnyObject> {
  var object: ObjectType?
}
