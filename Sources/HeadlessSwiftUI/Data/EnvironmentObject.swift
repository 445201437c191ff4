/// An observable object provided by an ancestor with ``View/environmentObject(_:)``:
/// SwiftUI's `@EnvironmentObject`.
///
/// Found by type in the environment; the view re-runs on its announcements (cause `gozlem`).
/// Reading it when no ancestor provided one stops the program, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicPropertyLink {
  let link = StateObjectLink<ObjectType>()

  /// Reads the object of type `ObjectType` from the environment.
  public init() {}

  /// The object.
  public var wrappedValue: ObjectType {
    guard let object = link.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) "
          + "for \(ObjectType.self) may be missing as an ancestor of this view.")
    }
    return object
  }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(root: wrappedValue) }

  @MainActor
  func install(in node: GraphNode, slot: Int, name: String) {
    guard let object = node.environment.lookup(ObjectIdentifier(ObjectType.self)) as? ObjectType
    else { return }
    link.object = object
    node.observe(object, slot: slot, name: name)
  }

  func isSameInput(as other: Any) -> Bool { true }
}
