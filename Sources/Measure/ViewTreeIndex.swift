/// The lookup structure behind ``ViewTree``: built once, immutable, shared by copies.
///
/// Vertices `0..<nodeCount` are the tree's nodes in `nodes` order; vertices after them are
/// the distinct parent names that name no node ("outside" ancestors, which the lessons allow).
/// Every vertex gets an Euler-tour interval, so "is A an ancestor of B" is two comparisons.
final class ViewTreeIndex: Sendable {
  /// The vertex of each node name and of each outside parent name.
  let vertexByName: [String: Int32]
  /// The name of every vertex.
  let names: ContiguousArray<String>
  /// The parent vertex of every vertex, or -1 for a root.
  let parent: ContiguousArray<Int32>
  /// Entry and exit times of a depth-first walk: `u` is a proper ancestor of `v` iff
  /// `enter[u] < enter[v] && exit[v] <= exit[u]`.
  let enter: ContiguousArray<Int32>
  let exit: ContiguousArray<Int32>
  /// The nodes that read each key, in `nodes` order.
  let readers: [String: ContiguousArray<Int32>]
  /// How many of the vertices are nodes.
  let nodeCount: Int
  /// The total UTF-8 length of the node names (to size printed lines).
  let nameBytes: Int

  /// Builds the index, or reports the first duplicate name or parent cycle.
  ///
  /// - Complexity: O(n + r) where r is the total number of reads.
  init(_ nodes: [ViewNode]) throws(ViewTreeError) {
    let n = nodes.count
    nodeCount = n
    var vertexByName: [String: Int32] = [:]
    vertexByName.reserveCapacity(n)
    var names = ContiguousArray<String>()
    names.reserveCapacity(n)
    var firstDuplicate: String?
    var nameBytes = 0
    for (position, node) in nodes.enumerated() {
      nameBytes += node.name.utf8.count
      if vertexByName.updateValue(Int32(position), forKey: node.name) != nil, firstDuplicate == nil
      {
        firstDuplicate = node.name
      }
      names.append(node.name)
    }
    if let name = firstDuplicate {
      let positions = nodes.indices.filter { nodes[$0].name == name }
      throw .duplicateName(name, positions: positions)
    }
    var parent = ContiguousArray<Int32>(repeating: -1, count: n)
    for (position, node) in nodes.enumerated() {
      guard let parentName = node.parent else { continue }
      if let vertex = vertexByName[parentName] {
        parent[position] = vertex
      } else {
        let vertex = Int32(names.count)
        vertexByName[parentName] = vertex
        names.append(parentName)
        parent.append(-1)
        parent[position] = vertex
      }
    }
    try Self.rejectCycles(parent: parent, names: names, nodeCount: n)
    (enter, exit) = Self.eulerTour(parent: parent)
    var readers: [String: ContiguousArray<Int32>] = [:]
    for (position, node) in nodes.enumerated() {
      for key in node.reads { readers[key, default: []].append(Int32(position)) }
    }
    self.nameBytes = nameBytes
    self.vertexByName = vertexByName
    self.names = names
    self.parent = parent
    self.readers = readers
  }

  /// Throws the first cycle found, walking from each node in `nodes` order.
  private static func rejectCycles(
    parent: ContiguousArray<Int32>, names: ContiguousArray<String>, nodeCount: Int
  ) throws(ViewTreeError) {
    // 0 = unseen, 1 = on the current walk, 2 = known to reach a root.
    var mark = [UInt8](repeating: 0, count: parent.count)
    var walk: [Int32] = []
    for start in 0..<nodeCount where mark[start] == 0 {
      walk.removeAll(keepingCapacity: true)
      var vertex = Int32(start)
      while vertex >= 0, mark[Int(vertex)] == 0 {
        mark[Int(vertex)] = 1
        walk.append(vertex)
        vertex = parent[Int(vertex)]
      }
      if vertex >= 0, mark[Int(vertex)] == 1 {
        // The walk came back to itself: the cycle is the walk's tail from `vertex`.
        let from = walk.firstIndex(of: vertex) ?? 0
        var cycle = Array(walk[from...])
        let first = cycle.indices.min { cycle[$0] < cycle[$1] } ?? 0
        cycle = Array(cycle[first...] + cycle[..<first])
        throw .parentCycle(cycle.map { names[Int($0)] })
      }
      for seen in walk { mark[Int(seen)] = 2 }
    }
  }

  /// Entry/exit times of an iterative depth-first walk over an acyclic parent array.
  private static func eulerTour(parent: ContiguousArray<Int32>)
    -> (ContiguousArray<Int32>, ContiguousArray<Int32>)
  {
    let count = parent.count
    // Children in compressed form: childStart[v]..<childStart[v+1] into children.
    var childStart = ContiguousArray<Int32>(repeating: 0, count: count + 1)
    for p in parent where p >= 0 { childStart[Int(p) + 1] += 1 }
    for v in 0..<count { childStart[v + 1] += childStart[v] }
    var fill = childStart
    var children = ContiguousArray<Int32>(repeating: 0, count: Int(childStart[count]))
    for (v, p) in parent.enumerated() where p >= 0 {
      children[Int(fill[Int(p)])] = Int32(v)
      fill[Int(p)] += 1
    }
    var enter = ContiguousArray<Int32>(repeating: 0, count: count)
    var exit = ContiguousArray<Int32>(repeating: 0, count: count)
    var clock: Int32 = 0
    var stack: [(vertex: Int32, next: Int32)] = []
    for root in 0..<count where parent[root] < 0 {
      enter[root] = clock
      clock += 1
      stack.append((Int32(root), childStart[root]))
      while let top = stack.last {
        let v = Int(top.vertex)
        if top.next < childStart[v + 1] {
          stack[stack.count - 1].next += 1
          let child = children[Int(top.next)]
          enter[Int(child)] = clock
          clock += 1
          stack.append((child, childStart[Int(child)]))
        } else {
          exit[v] = clock
          stack.removeLast()
        }
      }
    }
    return (enter, exit)
  }

  /// Whether `ancestor` is a proper ancestor of `vertex`.
  @inline(__always)
  func isAncestor(_ ancestor: Int32, of vertex: Int32) -> Bool {
    enter[Int(ancestor)] < enter[Int(vertex)] && exit[Int(vertex)] <= exit[Int(ancestor)]
  }
}
