// HeadlessSwiftUI's unchecked storage: the one file of this module that declares what is read
// and written without a runtime check (Docs/Architecture.md, "Unchecked storage"). Each class
// that keeps such state holds it inline in one `@exclusivity(unchecked) var storage` of a type
// declared here; `Scripts/check-unchecked.sh` rejects the spellings anywhere else in the
// module.
//
// The members are what every re-run body reads and writes (callgrind, `screenlab-bench
// swiftui`: some 22 dynamic exclusivity checks a body, about 2,250 instructions, before they
// moved here). The classes reach them through computed properties of the same names, so the
// code that uses them did not change.

/// A graph node's value and what its last body evaluation read (`GraphNode.storage`).
///
/// Every member is read or written whole, or mutated in place by a collection's own methods;
/// no access to a node's storage stays open across a call that could reach the same node: the
/// body runs after the view was read out, and Observation's change handlers, which read the
/// node's evaluation count, run in the code that writes a model, outside any such access.
struct NodeStorage {
  /// The latest view value (``GraphNode/view``).
  var view: any View
  /// Counts the writes of ``view`` (``GraphNode/viewRevision``).
  var viewRevision = 0
  /// The node's children (``GraphNode/children``).
  var children: [GraphNode] = []
  /// The environment the view sees (``GraphNode/environment``).
  var environment: EnvironmentValues
  /// What the last body evaluation read (``GraphNode/reads``).
  var reads: [ObjectIdentifier: any DependencySource] = [:]
  /// How it read each source (``GraphNode/readRecords``).
  var readRecords: [ObjectIdentifier: ReadRecord] = [:]
  /// The environment values the last body evaluation read (``GraphNode/environmentReads``).
  var environmentReads: [AnyKeyPath: Any] = [:]
  /// The evaluations so far (``GraphNode/evaluationCount``).
  var evaluationCount = 0
  /// The weak reference Observation's change handlers carry, made on the first evaluation
  /// (``GraphNode/observationHandle``).
  var observationHandle: NodeHandle?
}

/// The state of the update in progress that every body touches (`ViewGraph.storage`): the
/// bodies being evaluated, the dirty entries, the keys of the update, the work counters.
///
/// Every member is read or written whole, or mutated in place by a collection's own methods;
/// no access to the graph's storage stays open across a call that could reach the graph: a
/// body runs between the push and the pop of `evaluating`, not inside either, and the dirty
/// pass takes each entry out of `dirty` before it evaluates the node.
struct GraphStorage {
  /// The nodes whose bodies are being evaluated, innermost last (``ViewGraph/evaluating``).
  var evaluating: [GraphNode] = []
  /// The nodes to re-evaluate (``ViewGraph/dirty``).
  var dirty: [ObjectIdentifier: ViewGraph.DirtyEntry] = [:]
  /// The dirty pass in progress, 0 outside one (``ViewGraph/dirtyPass``).
  var dirtyPass = 0
  /// The record of each key changed by the update in progress (``ViewGraph/updateKeys``).
  var updateKeys: [String: Int] = [:]
  /// Nodes inserted or updated so far (``ViewGraph/nodesVisited``).
  var nodesVisited = 0
  /// Bodies evaluated so far (``ViewGraph/evaluationTotal``).
  var evaluationTotal = 0
}
