// The one hook through which a platform view (a UIKit view) sits in the SwiftUI graph as a
// leaf: the bridging module's representables conform (Docs/Semantics/Bridging.md §1).

/// A primitive leaf whose content lives outside the graph, made, updated and dismantled by
/// the graph as its identity is inserted, updated and removed (Docs/Semantics/Bridging.md §1).
///
/// The graph treats a conforming view as a primitive (it has no body and is not a user view
/// of the Invalidation kernel) and lays it out as a flexible leaf: it takes the proposed
/// size. The calls:
/// - insertion: ``makePlatformLeaf(_:)`` once, then ``updatePlatformLeaf(_:_:)``;
/// - an update from the parent: ``updatePlatformLeaf(_:_:)`` when the new value differs from
///   the old one (stored properties compared as for any view, Docs/Semantics/SwiftUI.md §2.1)
///   or the environment changed; not otherwise;
/// - removal: ``dismantlePlatformLeaf(_:)``.
///
/// A leaf has no body (`Body` is `Never`), which the graph reads from the type's `View`
/// witness table to tell a user view without a conformance lookup.
@MainActor
public protocol PlatformViewLeaf: View where Body == Never {
  /// Makes the leaf's state (its platform view and coordinator).
  func makePlatformLeaf(_ context: PlatformLeafContext) -> AnyObject
  /// Brings `state` (made by ``makePlatformLeaf(_:)``) up to date with this value.
  func updatePlatformLeaf(_ state: AnyObject, _ context: PlatformLeafContext)
  /// The identity was removed: tears `state` down.
  static func dismantlePlatformLeaf(_ state: AnyObject)
}

/// What a platform leaf is made or updated in: the update's transaction and the environment.
public struct PlatformLeafContext {
  /// The transaction of the update (its animation, if any).
  public let transaction: Transaction
  /// The environment the leaf sees.
  public let environment: EnvironmentValues
}

/// A platform leaf's state in its graph node, with the environment of its last update.
@MainActor
final class PlatformLeafBox {
  let state: AnyObject
  var environment: EnvironmentValues

  init(state: AnyObject, environment: EnvironmentValues) {
    self.state = state
    self.environment = environment
  }
}

extension GraphNode {
  /// The storage slot of a platform leaf's state (dynamic-property slots count from 0).
  static let platformLeafSlot = -1

  var platformLeaf: PlatformLeafBox? { slots[Self.platformLeafSlot] as? PlatformLeafBox }
}

extension ViewGraph {
  /// Makes or updates `node`'s platform leaf; `previous` is its old value (nil: inserted, or
  /// the same value in a new context).
  func updatePlatformLeaf(_ node: GraphNode, previous: (any View)?, _ context: UpdateContext) {
    guard node.isPlatformLeaf, let leaf = node.cast((any PlatformViewLeaf).self) else { return }
    let leafContext = PlatformLeafContext(
      transaction: context.transaction, environment: context.environment)
    guard let box = node.platformLeaf else {
      let state = leaf.makePlatformLeaf(leafContext)
      node.slots[GraphNode.platformLeafSlot] = PlatformLeafBox(
        state: state, environment: context.environment)
      runtime.record(.update, "SwiftUI: \(node.name) made its platform view")
      leaf.updatePlatformLeaf(state, leafContext)
      return
    }
    let changed = previous.map { !ValueComparison.areEqual($0, node.view) } ?? false
    let environmentChanged = !box.environment.isIdentical(to: context.environment)
    box.environment = context.environment
    guard changed || environmentChanged else { return }
    leaf.updatePlatformLeaf(box.state, leafContext)
  }

  /// Dismantles `node`'s platform leaf, if it has one.
  func dismantlePlatformLeaf(_ node: GraphNode) {
    guard node.isPlatformLeaf, let box = node.platformLeaf,
      let leaf = node.cast((any PlatformViewLeaf).self)
    else {
      return
    }
    node.slots[GraphNode.platformLeafSlot] = nil
    type(of: leaf).dismantlePlatformLeaf(box.state)
  }

  /// Replaces the root view's value, as a parent giving its child a new value would: the root
  /// re-runs (`ebeveyn`, `@self`) when the value differs, its state kept (same identity).
  func replaceRoot(with view: any View) {
    guard let root else { return }
    updateCount += 1
    if keepsRecords { changedKeys.append("rootView") }
    // The root re-runs for `rootView` as its parent's re-run would hand it the key.
    let outerKeys = rerunKeys
    rerunKeys = [KeyCause(cause: .parent, key: "rootView")]
    let context = UpdateContext(environment: rootEnvironment, transaction: currentTransaction())
    update(root, with: ChildSlot(id: .index(0), view: view), context)
    rerunKeys = outerKeys
    runDeferredActions()
  }
}

extension ViewHost {
  /// The states of the platform leaves on screen with their frames in window coordinates
  /// (laid out in the window of the last ``layout(in:)``), in tree order.
  public var platformLeaves: [(state: AnyObject, frame: CGRect)] {
    let engine = currentLayout()
    return allNodes().compactMap { node in
      guard let box = node.platformLeaf else { return nil }
      return (box.state, engine?.frames[ObjectIdentifier(node)] ?? .zero)
    }
  }

  /// Gives the root view a new value (UIKit's `UIHostingController.rootView` setter): the
  /// root's body re-runs when the value differs, with cause `ebeveyn` and key `rootView`;
  /// the root's state is kept (Docs/Semantics/Bridging.md §3).
  public func replaceRootView(_ rootView: Content) {
    graph.replaceRoot(with: rootView)
  }
}
