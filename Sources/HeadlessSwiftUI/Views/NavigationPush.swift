/// What a navigation container shows after a ``NavigationLink`` in it was tapped: the link's
/// destination, in place of the root (Docs/Semantics/SwiftUI.md §3.6).
@MainActor
final class NavigationBox {
  var destination: (any View)?
}

/// The slot of a navigation container's ``NavigationBox``.
let navigationSlot = -3

/// ``NavigationStack`` and ``NavigationView``: the containers a link pushes onto.
protocol NavigationContainer {}

/// A link that pushes a view when tapped.
@MainActor
protocol NavigationPushing {
  var pushedDestination: any View { get }
}

extension NavigationLink: NavigationPushing {
  var pushedDestination: any View { destination }
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
  @MainActor
  func children(in node: GraphNode) -> [ChildSlot] { navigationChildren(in: node, root: content) }
}

extension NavigationView: NodeChildrenProviding, NavigationContainer {
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
    let box = (container.slots[navigationSlot] as? NavigationBox) ?? NavigationBox()
    container.slots[navigationSlot] = box
    box.destination = link.pushedDestination
    graph.update(
      container, with: nil,
      UpdateContext(environment: container.environment, transaction: Transaction()))
    graph.runDeferredActions()
  }
}
