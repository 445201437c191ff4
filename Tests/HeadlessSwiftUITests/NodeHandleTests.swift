import Runtime
import Testing

@testable import HeadlessSwiftUI

/// A node's handle stands in for a `weak` reference to the node (its children's `parent`, its
/// state boxes' `owner`, Observation's change handlers): it reads the node while the node lives
/// and nil once the node is gone.
@MainActor
@Suite struct NodeHandleTests {
  private func node(_ graph: ViewGraph, parent: GraphNode?) -> GraphNode {
    GraphNode(
      graph: graph, parent: parent, id: .index(0), view: EmptyView(),
      environment: EnvironmentValues())
  }

  @Test func aParentReadsNilOnceItIsGone() {
    Runtime.withNew { runtime in
      let graph = ViewGraph(runtime: runtime)
      var parent: GraphNode? = node(graph, parent: nil)
      let child = node(graph, parent: parent)
      let handle = parent?.handle
      #expect(child.parent === parent)
      #expect(handle?.node === parent)
      #expect(parent?.handle === handle)
      parent = nil
      #expect(handle?.node == nil)
      #expect(child.parent == nil)
    }
  }

  @Test func aStateOwnerReadsNilOnceItIsGone() {
    Runtime.withNew { runtime in
      let graph = ViewGraph(runtime: runtime)
      var owner: GraphNode? = node(graph, parent: nil)
      let box = owner?.stateBox(slot: 0, name: "count", initial: 1)
      #expect(box?.owner === owner)
      owner = nil
      #expect(box?.owner == nil)
      #expect(box?.ownerName == "EmptyView")
    }
  }
}
