/// What a navigation container shows after a ``NavigationLink`` in it was tapped: the link's
/// destination, in place of the root (Docs/Semantics/SwiftUI.md §3.6).
@MainActor
final class NavigationBox {
  var destination: (any View)?
  /// The `navigationDestination(for:destination:)` closures registered in the container, by
  /// the type of value they present.
  var destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]

  /// The view for `value`, from the destination registered for its type.
  func resolve(_ value: AnyHashable) -> (any View)? {
    destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }
}

/// The slot of a navigation container's ``NavigationBox``.
let navigationSlot = -3

/// ``NavigationStack`` and ``NavigationView``: the containers a link pushes onto.
protocol NavigationContainer {}

/// A link that pushes a view when tapped.
@MainActor
protocol NavigationPushing {
  /// The view the link pushes, or nil for a link that presents a value.
  var pushedDestination: (any View)? { get }
  /// The value a value-presenting link presents.
  var pushedValue: AnyHashable? { get }
  /// Called as the link pushes: a binding-driven link writes its binding.
  func didPush()
}

extension NavigationLink: NavigationPushing {
  var pushedDestination: (any View)? { linkDestination }
  var pushedValue: AnyHashable? { presentedValue }
  @MainActor func didPush() { activation?() }
}

/// The container's navigation box, made on first use.
@MainActor
func navigationBox(of node: GraphNode) -> NavigationBox {
  if let box = node.slots[navigationSlot] as? NavigationBox { return box }
  let box = NavigationBox()
  node.slots[navigationSlot] = box
  return box
}

/// The container's one child: the pushed destination when a link pushed one, else the root.
@MainActor
func navigationChildren(in node: GraphNode, root: any View) -> [ChildSlot] {
  if let pushed = (node.slots[navigationSlot] as? NavigationBox)?.destination {
    return [ChildSlot(id: .index(1), view: pushed)]
  }
  return [ChildSlot(id: .index(0), view: root)]
}

extension NavigationStack: NodeChildrenProviding, NavigationContainer {

  static var declaredConformances: PrimitiveConformances? {
    PrimitiveConformances(childrenProvider: Self.self)
  }
  @MainActor
  func children(in node: GraphNode) -> [ChildSlot] {
    if let path {
      return pathChildren(in: node, path: path, root: content)
    }
    return navigationChildren(in: node, root: content)
  }
}

extension NavigationView: NodeChildrenProviding, NavigationContainer {

  static var declaredConformances: PrimitiveConformances? {
    PrimitiveConformances(childrenProvider: Self.self)
  }
  @MainActor
  func children(in node: GraphNode) -> [ChildSlot] { navigationChildren(in: node, root: content) }
}

extension ViewHost {
  /// Pushes `link`'s destination onto the nearest navigation container above `node`: the
  /// container's child becomes the destination (its views are inserted, the root's removed).
  /// A link outside a container does nothing, as in SwiftUI (Docs/Semantics/SwiftUI.md §3.6).
  func push(_ link: NavigationPushing, from node: GraphNode) {
    var current = node.parent
    while let ancestor = current, ancestor.cast(NavigationContainer.self) == nil {
      current = ancestor.parent
    }
    guard let container = current else { return }
    let box = navigationBox(of: container)
    if let value = link.pushedValue {
      if let path = container.cast(NavigationPathHolding.self)?.pathAccess {
        // A stack with a path: the value is appended, and the stack shows it on its update.
        path.append(value)
        return
      }
      guard let resolved = box.resolve(value) else { return }
      box.destination = resolved
    } else {
      box.destination = link.pushedDestination
      link.didPush()
    }
    graph.updateAlone(container, environment: container.environment, transaction: Transaction())
    graph.runDeferredActions()
  }
}
