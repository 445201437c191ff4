/// A view tree with the storage of every key: the Invalidation kernel.
///
/// Source-compatible with the lessons' `ViewTree`. Given a changed key, it finds the views
/// whose bodies read it and classifies why each one recomputes (``Cause``).
///
/// Unlike the lessons' version, which scans the node list at every step, the tree is indexed
/// once when it is created: ancestor tests are O(1), a change costs O(readers) without
/// printing. The index also rejects what the lessons' version cannot handle: a parent cycle
/// (the lessons' `ancestors(of:)` loops forever) and duplicate names (it silently picks the
/// first). ``init(validating:storage:)`` throws ``ViewTreeError`` for them;
/// ``init(nodes:storage:)``, the lessons' initializer, stops the program with the same
/// message, because lesson code has no `try` and a silently wrong tree is worse than a stop.
public struct ViewTree: Sendable {
  /// The views, in the order they were given; results list views in this order.
  public let nodes: [ViewNode]
  /// The storage of each key.
  public let storage: [String: Storage]
  let index: ViewTreeIndex

  /// Creates a tree, or throws when names repeat or parents form a cycle.
  ///
  /// - Throws: ``ViewTreeError/duplicateName(_:positions:)`` naming the repeated name and
  ///   its positions, or ``ViewTreeError/parentCycle(_:)`` naming the views of the cycle.
  /// - Complexity: O(n + r), n nodes and r reads in all.
  public init(validating nodes: [ViewNode], storage: [String: Storage]) throws(ViewTreeError) {
    self.nodes = nodes
    self.storage = storage
    self.index = try ViewTreeIndex(nodes)
  }

  /// Creates a tree; the lessons' initializer.
  ///
  /// Traps with the ``ViewTreeError`` message (naming the nodes involved) when names repeat
  /// or parents form a cycle. Use ``init(validating:storage:)`` to handle those as errors.
  public init(nodes: [ViewNode], storage: [String: Storage]) {
    do {
      try self.init(validating: nodes, storage: storage)
    } catch {
      fatalError("ViewTree(nodes:storage:): \(error)")
    }
  }

  /// The names of the ancestors of the view called `name`, nearest first.
  ///
  /// A parent name that no node carries is listed and ends the chain. An unknown `name`
  /// has no ancestors.
  /// - Complexity: O(depth).
  public func ancestors(of name: String) -> [String] {
    guard let start = index.vertex(named: name), Int(start) < index.nodeCount else { return [] }
    var found: [String] = []
    var vertex = index.parent[Int(start)]
    while vertex >= 0 {
      found.append(index.names[Int(vertex)])
      vertex = index.parent[Int(vertex)]
    }
    return found
  }

  /// Why `node` recomputes when `key` changes (typed).
  ///
  /// No storage record: `notMeasured`. Environment: `environment`. Model object:
  /// `observed`. State owned by the node itself: `local`; by one of its ancestors (looked up
  /// by the node's name in this tree): `parent`; by anyone else: `offRule`.
  /// - Complexity: O(1) expected.
  public func classify(_ node: ViewNode, key: String) -> Cause {
    guard let kind = storage[key] else { return .notMeasured }
    switch kind {
    case .environment: return .environment
    case .model: return .observed
    case .state(let owner):
      if owner == node.name { return .local }
      guard let vertex = index.vertex(named: node.name), Int(vertex) < index.nodeCount,
        let ownerVertex = index.vertex(named: owner)
      else { return .offRule }
      return index.isAncestor(ownerVertex, of: vertex) ? .parent : .offRule
    }
  }

  /// Why `node` recomputes when `key` changes, as the lesson's word.
  public func cause(of node: ViewNode, key: String) -> String {
    classify(node, key: key).rawValue
  }
}

extension ViewTree: CustomReflectable {
  /// Shows the lessons' two stored properties only; the index is an implementation detail.
  public var customMirror: Mirror {
    Mirror(self, children: ["nodes": nodes, "storage": storage], displayStyle: .struct)
  }
}
