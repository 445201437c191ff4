/// The lookup structure behind ``ViewTree``: built once, immutable, shared by copies.
///
/// Vertices `0..<nodeCount` are the tree's nodes in `nodes` order; vertices after them are
/// the distinct parent names that name no node ("outside" ancestors, which the lessons allow).
/// Every vertex gets an Euler-tour interval, so "is A an ancestor of B" is two comparisons.
final class ViewTreeIndex: Sendable {
  /// The vertex of each node name and of each outside parent name (``vertex(named:)``).
  private let lookup: NameLookup
  /// The name of every vertex.
  let names: ContiguousArray<String>
  /// The parent vertex of every vertex, or -1 for a root.
  let parent: ContiguousArray<Int32>
  /// Entry and exit times of a depth-first walk: `u` is a proper ancestor of `v` iff
  /// `enter[u] < enter[v] && exit[v] <= exit[u]`.
  let enter: ContiguousArray<Int32>
  let exit: ContiguousArray<Int32>
  /// The nodes that read each key, in `nodes` order, with their names and tour intervals.
  let readers: [String: ReaderList]
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
    var vertices = VertexNames(nodes) ?? VertexNames(dictionaryOf: nodes)
    if let name = vertices.firstDuplicate {
      let positions = nodes.indices.filter { nodes[$0].name == name }
      throw .duplicateName(name, positions: positions)
    }
    if !vertices.addParents(of: nodes) { vertices = VertexNames(dictionaryOf: nodes) }
    guard let tour = Self.eulerTour(parent: vertices.parent) else {
      // Some vertex reaches no root: its parents form a cycle, which this names.
      try Self.rejectCycles(parent: vertices.parent, names: vertices.names, nodeCount: n)
      preconditionFailure("a vertex that reaches no root lies on or below a parent cycle")
    }
    (enter, exit) = tour
    var positions: [String: ContiguousArray<Int32>] = [:]
    for (position, node) in nodes.enumerated() {
      for key in node.reads { positions[key, default: []].append(Int32(position)) }
    }
    let names = vertices.names
    let (enter, exit) = tour
    self.readers = positions.mapValues { ReaderList($0, names: names, enter: enter, exit: exit) }
    self.nameBytes = vertices.nameBytes
    self.lookup = vertices.lookup
    self.names = names
    self.parent = vertices.parent
  }

  /// The vertex of the node or outside parent called `name` (`==`), or nil.
  func vertex(named name: String) -> Int32? {
    switch lookup {
    case .dictionary(let table): return table[name]
    case .ascii(let table):
      guard let hash = NameTable.hash(name) else {
        // Not ASCII, yet perhaps canonically equal to an ASCII name: compared with each.
        return names.firstIndex(of: name).map { Int32($0) }
      }
      return table.find(name, hash: hash, names: names)
    }
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

  /// Entry and exit times of a depth-first walk (roots, then each vertex's children, in
  /// vertex order; the clock moves on entering a vertex), or nil when some vertex reaches no
  /// root (the parents form a cycle).
  ///
  /// Computed without a walk: a breadth-first order from the roots puts parents before
  /// children, subtree sizes add up in the reverse order, and a vertex entered at `t` enters
  /// its children at `t + 1` and after each earlier sibling's subtree, and exits at
  /// `t + size`, as the walk would. A vertex the order misses lies on or below a cycle.
  ///
  /// The sizes and entry times are kept by rank in that order, not by vertex: a vertex's
  /// children have consecutive ranks, after their parent's, so both passes read and write
  /// the rank arrays front to back, and only the last step writes each vertex's numbers in
  /// vertex order. When the nodes come in no particular order (vertex numbers unrelated to
  /// the tree's shape), per-vertex arrays are read at random, which at 1M vertices means a
  /// cache miss for most reads.
  private static func eulerTour(parent: ContiguousArray<Int32>)
    -> (ContiguousArray<Int32>, ContiguousArray<Int32>)?
  {
    let count = parent.count
    // Children in compressed form: childStart[v]..<childStart[v+1] into children, each
    // vertex's children in vertex order (counted, then placed from the last vertex down).
    var childStart = ContiguousArray<Int32>(repeating: 0, count: count + 1)
    for p in parent where p >= 0 { childStart[Int(p)] += 1 }
    var total: Int32 = 0
    for v in 0..<count {
      total += childStart[v]
      childStart[v] = total
    }
    childStart[count] = total
    var children = ContiguousArray<Int32>(repeating: 0, count: Int(total))
    for v in stride(from: count - 1, through: 0, by: -1) {
      let p = Int(parent[v])
      guard p >= 0 else { continue }
      childStart[p] -= 1
      children[Int(childStart[p])] = Int32(v)
    }
    // Breadth-first from the roots: `order` maps a rank to its vertex, and the children of
    // the vertex at rank r have the ranks firstChild[r]..<firstChild[r+1]. Every vertex has
    // one parent, so none is listed twice and the list never outgrows `count`.
    var order = ContiguousArray<Int32>(repeating: 0, count: count)
    var firstChild = ContiguousArray<Int32>(repeating: 0, count: count + 1)
    var listed = 0
    for root in 0..<count where parent[root] < 0 {
      order[listed] = Int32(root)
      listed += 1
    }
    let rootCount = listed
    var head = 0
    while head < listed {
      let v = Int(order[head])
      firstChild[head] = Int32(listed)
      for slot in Int(childStart[v])..<Int(childStart[v + 1]) {
        order[listed] = children[slot]
        listed += 1
      }
      head += 1
    }
    guard listed == count else { return nil }
    firstChild[count] = Int32(count)
    // Subtree sizes by rank, children (later ranks) first.
    var size = ContiguousArray<Int32>(repeating: 1, count: count)
    for rank in stride(from: count - 1, through: 0, by: -1) {
      var subtree: Int32 = 1
      for child in Int(firstChild[rank])..<Int(firstChild[rank + 1]) { subtree += size[child] }
      size[rank] = subtree
    }
    // Entry times by rank: roots one after another, then each vertex's children. They go in
    // the children offsets' storage, which the breadth-first order was the last to read (one
    // fresh array of 4 MB less at 1M vertices); every rank's entry is written before it is
    // read, roots first, then each rank's children from their parent's.
    var entry = childStart
    childStart = []
    var clock: Int32 = 0
    for rank in 0..<rootCount {
      entry[rank] = clock
      clock += size[rank]
    }
    var enter = ContiguousArray<Int32>(repeating: 0, count: count)
    var exit = ContiguousArray<Int32>(repeating: 0, count: count)
    for rank in 0..<count {
      var next = entry[rank] + 1
      for child in Int(firstChild[rank])..<Int(firstChild[rank + 1]) {
        entry[child] = next
        next += size[child]
      }
      let vertex = Int(order[rank])
      enter[vertex] = entry[rank]
      exit[vertex] = entry[rank] + size[rank]
    }
    return (enter, exit)
  }

  /// Whether `ancestor` is a proper ancestor of `vertex`.
  @inline(__always)
  func isAncestor(_ ancestor: Int32, of vertex: Int32) -> Bool {
    enter[Int(ancestor)] < enter[Int(vertex)] && exit[Int(vertex)] <= exit[Int(ancestor)]
  }
}

/// The readers of one key, in `nodes` order: their positions, and beside them what
/// classifying a change reads of each (the name, the tour interval), copied from the vertex
/// arrays so that a classification walks one contiguous array instead of touching three
/// scattered places of the index per reader (at 1M nodes the vertex arrays outgrow the
/// last-level cache, and each reader's reads were cache misses).
struct ReaderList: Sendable {
  let positions: ContiguousArray<Int32>
  /// Each reader's name and tour interval side by side (24 bytes a reader): a
  /// classification reads them together, one stream, and not the positions.
  let entries: ContiguousArray<ReaderEntry>

  init(
    _ positions: ContiguousArray<Int32>, names: ContiguousArray<String>,
    enter: ContiguousArray<Int32>, exit: ContiguousArray<Int32>
  ) {
    self.positions = positions
    self.entries = ContiguousArray(
      positions.lazy.map {
        ReaderEntry(name: names[Int($0)], span: SIMD2(enter[Int($0)], exit[Int($0)]))
      })
  }
}

/// One reader of a key: its name and its tour interval `(enter, exit)`. Entry times are
/// unique, so a reader whose entry time is the owner's is the owner.
struct ReaderEntry: Sendable {
  let name: String
  let span: SIMD2<Int32>
}

/// How a ``ViewTreeIndex`` finds a vertex by name.
enum NameLookup: Sendable {
  /// Every name is ASCII: a table of byte hashes (``NameTable``).
  case ascii(NameTable)
  /// Some name is not ASCII: a dictionary, which compares names as `==` does.
  case dictionary([String: Int32])
}

/// The vertices of an index under construction: the nodes' names, then the outside parents.
private struct VertexNames {
  var lookup: NameLookup
  var names: ContiguousArray<String>
  var parent: ContiguousArray<Int32>
  var nameBytes = 0
  var firstDuplicate: String?

  /// The node names in a ``NameTable``; nil when one of them is not ASCII.
  ///
  /// The names are hashed in `nodes` order and inserted in the table's order
  /// (``NameTable/inSlotOrder(_:)``). A name is a duplicate when an equal one was inserted
  /// before it; equal names have equal hashes, so they share a region and keep their
  /// `nodes` order in it, and the lowest position found a duplicate is the one a pass in
  /// `nodes` order finds first.
  init?(_ nodes: [ViewNode]) {
    var table = NameTable(capacity: nodes.count)
    var names = ContiguousArray<String>()
    names.reserveCapacity(nodes.count)
    var keys = ContiguousArray<UInt64>()
    keys.reserveCapacity(nodes.count)
    for position in nodes.indices {
      let name = nodes[position].name
      guard let hash = NameTable.hash(name) else { return nil }
      nameBytes += name.utf8.count
      names.append(name)
      keys.append(hash & 0xFFFF_FFFF_0000_0000 | UInt64(position))
    }
    var duplicate = Int.max
    for key in table.inSlotOrder(keys) {
      let position = Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)
      if table.insert(position, tag: key >> 32, names: names) != nil {
        duplicate = min(duplicate, Int(position))
      }
    }
    if duplicate < names.count { firstDuplicate = names[duplicate] }
    lookup = .ascii(table)
    self.names = names
    parent = []
  }

  /// The node names in a dictionary; outside parents included (``addParents(of:)``
  /// cannot fail here).
  init(dictionaryOf nodes: [ViewNode]) {
    var vertexByName: [String: Int32] = [:]
    vertexByName.reserveCapacity(nodes.count)
    var names = ContiguousArray<String>()
    names.reserveCapacity(nodes.count)
    for (position, node) in nodes.enumerated() {
      nameBytes += node.name.utf8.count
      if vertexByName.updateValue(Int32(position), forKey: node.name) != nil, firstDuplicate == nil
      {
        firstDuplicate = node.name
      }
      names.append(node.name)
    }
    lookup = .dictionary(vertexByName)
    self.names = names
    parent = []
    if firstDuplicate == nil { _ = addParents(of: nodes) }
  }

  /// Sets every node's parent vertex, adding a vertex for each parent name that names no
  /// node. Returns false, leaving the names unfinished, when a parent name is not ASCII and
  /// the names are in a ``NameTable``.
  mutating func addParents(of nodes: [ViewNode]) -> Bool {
    guard parent.isEmpty else { return true }
    var parent = ContiguousArray<Int32>(repeating: -1, count: nodes.count)
    switch lookup {
    case .dictionary(var vertexByName):
      lookup = .dictionary([:])
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
      lookup = .dictionary(vertexByName)
    case .ascii(var table):
      lookup = .dictionary([:])
      // First each parent's candidate vertex, found by its hash alone in the table's order
      // (``NameTable/inSlotOrder(_:)``), then in `nodes` order the names compared: these
      // reads do not wait on each other. A parent whose candidate's name differs (no node
      // has its name, or another name shares its hash's top bits) is inserted as before, in
      // `nodes` order, so outside parents get the vertices a single pass would give them.
      var keys = ContiguousArray<UInt64>()
      keys.reserveCapacity(nodes.count)
      for position in nodes.indices {
        guard let parentName = nodes[position].parent else { continue }
        guard let hash = NameTable.hash(parentName) else { return false }
        keys.append(hash & 0xFFFF_FFFF_0000_0000 | UInt64(position))
      }
      for key in table.inSlotOrder(keys) {
        parent[Int(truncatingIfNeeded: key & 0xFFFF_FFFF)] = table.candidate(tag: key >> 32) ?? -1
      }
      for key in keys {
        let position = Int(truncatingIfNeeded: key & 0xFFFF_FFFF)
        guard let parentName = nodes[position].parent else { continue }
        let candidate = parent[position]
        if candidate >= 0, names[Int(candidate)] == parentName { continue }
        let vertex = Int32(names.count)
        if let existing = table.insert(vertex, named: parentName, hash: key, names: names) {
          parent[position] = existing
        } else {
          names.append(parentName)
          parent.append(-1)
          parent[position] = vertex
        }
      }
      lookup = .ascii(table)
    }
    self.parent = parent
    return true
  }
}
