// HeadlessSwiftUI's unchecked storage: the one file of this module that declares what is read
// and written without a runtime check (Docs/Architecture.md, "Unchecked storage"). Each class
// that keeps such state holds it inline in one `@exclusivity(unchecked) var storage` of a type
// declared here; `Scripts/check-unchecked.sh` rejects the spellings anywhere else in the
// module.
//
// The members are what every re-run body reads and writes (callgrind, `screenlab-bench
// swiftui`: some 22 dynamic exclusivity checks a body, about 2,250 instructions, before they
// moved here). The classes reach them through computed properties of the same names, so the
// code that uses them did not change. A generic class keeps its members of the generic type as
// unchecked stored properties of its own instead (see ``StateBoxStorage``).

import Foundation
import TouchInput

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
  /// The ``viewRevision`` whose dynamic properties are installed and need no install again,
  /// or nil (``ViewGraph/installDynamicProperties(_:)``).
  var installedRevision: Int?
  /// The trace message of the node's last body and the reason it names
  /// (``ViewGraph/bodyTraceMessage(_:_:)``).
  var bodyTrace: (reason: BodyEvaluation.Reason, message: String)?
  /// The node's children (``GraphNode/children``).
  var children: [GraphNode] = []
  /// The environment the view sees (``GraphNode/environment``).
  var environment: EnvironmentValues
  /// What the last body evaluation read (``GraphNode/reads``).
  var reads = IdentityTable<any DependencySource>()
  /// How it read each source (``GraphNode/readRecords``).
  var readRecords = IdentityTable<ReadRecord>()
  /// The environment values the last body evaluation read (``GraphNode/environmentReads``).
  var environmentReads: [AnyKeyPath: Any] = [:]
  /// The evaluations so far (``GraphNode/evaluationCount``).
  var evaluationCount = 0
  /// The node's handle, made when first asked (``GraphNode/handle``).
  var handle: NodeHandle?
  /// The one-key list of the node's last new dirty entry, given again to the next entry for the
  /// same key and cause (``ViewGraph/markDirty(_:cause:token:key:transaction:)``).
  var dirtyKeys: [KeyCause] = []
  /// False when the node has no entry in ``ViewGraph/dirty``: set with every entry made, so that
  /// the look-ups of nodes that are not dirty skip the dictionary's hash
  /// (``ViewGraph/markDirty(_:cause:token:key:transaction:)``); true says only "maybe".
  var mayBeDirty = false
}

/// A reference to a graph node that reads nil once the node is gone, as a `weak` reference does,
/// without the side table a weak reference gives its object: with one, every retain and release
/// of the node takes the runtime's slow path (Docs/Performance.md, round 32). A node makes its
/// one handle when first asked (``GraphNode/handle``); its children, its state boxes, its
/// environment links and its subscriptions' and Observation's change handlers hold the handle.
///
/// The reference is neither retained nor checked. It stays valid because the node clears it
/// first thing in its `deinit` (``clear()``), before anything of the node is released; the graph
/// reads it on the main actor, where nodes are released. Observation's handler reads it where
/// the model was written, and the call it makes is checked to run on the main actor
/// (``ObservationChangeSink``).
final class NodeHandle: @unchecked Sendable {
  nonisolated(unsafe) private var reference: Unmanaged<GraphNode>?

  init(_ node: GraphNode) { reference = Unmanaged.passUnretained(node) }

  /// The node, nil once its `deinit` started.
  var node: GraphNode? { reference?.takeUnretainedValue() }

  /// Called by the node's `deinit` only.
  func clear() { reference = nil }
}

/// The state of the update in progress that every body touches (`ViewGraph.storage`): the
/// bodies being evaluated, the dirty entries, the work counters.
///
/// Every member is read or written whole, or mutated in place by a collection's own methods;
/// no access to the graph's storage stays open across a call that could reach the graph: a
/// body runs between the push and the pop of `evaluating`, not inside either, and the dirty
/// pass takes each entry out of `dirty` before it evaluates the node. The per-type answers
/// (`typeTraits`, `hasDynamicProperties`, `appearanceTokens`) are computed before they are
/// stored, and the mount's counters (`nodeSerial`, `insertionDepth`) are incremented and
/// decremented whole, around the insertion's calls, not across them. The observed changes
/// (`pendingObserved`) are appended to with a change built before the append, and swapped out
/// whole by the update before it reads them.
struct GraphStorage {
  /// The nodes whose bodies are being evaluated, innermost last (``ViewGraph/evaluating``).
  var evaluating: [GraphNode] = []
  /// The keys of the re-run whose children are being updated (``ViewGraph/rerunKeys``).
  var rerunKeys: [KeyCause] = []
  /// The nodes to re-evaluate (``ViewGraph/dirty``).
  ///
  /// Made with room for 32 entries (64 buckets), where an empty dictionary grew to the 16
  /// buckets that ten readers need: at that load a removal shifts the entries of the clusters
  /// open addressing forms back, hashing each again, and how long the clusters are depends on
  /// where the nodes happen to be allocated (callgrind, `screenlab-bench swiftui`: the 800
  /// updates' removals and hashes moved by up to 0.6M instructions between builds that only
  /// allocated differently before them). The dirty pass visits the entries in its own sorted
  /// order, so the buckets' order changes nothing.
  var dirty = [ObjectIdentifier: ViewGraph.DirtyEntry](minimumCapacity: 32)
  /// The dirty pass in progress, 0 outside one (``ViewGraph/dirtyPass``).
  var dirtyPass = 0
  /// The measurement key and `_printChanges` token of the last source committed with
  /// readers, reused while the same source changes (``ViewGraph/update()``).
  var lastSourceToken: (name: String, token: String) = ("", "")
  /// The one-token list of the last new dirty entry, given again to the next entry for the
  /// same token (``ViewGraph/markDirty(_:cause:token:key:transaction:)``).
  var dirtyTokens: [String] = []
  /// Nodes inserted or updated so far (``ViewGraph/nodesVisited``).
  var nodesVisited = 0
  /// Bodies evaluated so far (``ViewGraph/evaluationTotal``).
  var evaluationTotal = 0
  /// Whether evaluations and samples are kept (``ViewGraph/keepsRecords``).
  var keepsRecords = true
  /// The serial number of the last node created (``ViewGraph/nodeSerial``).
  var nodeSerial = 0
  /// How many insertions are in progress (``ViewGraph/insertionDepth``).
  var insertionDepth = 0
  /// What the graph asks of each view type (``ViewGraph/typeTraits``).
  var typeTraits: [ObjectIdentifier: ViewTypeTraits] = [:]
  /// Whether each view type installs a dynamic property (``ViewGraph/hasDynamicProperties``).
  var hasDynamicProperties: [ObjectIdentifier: Bool] = [:]
  /// The first body's tokens of each view type (``ViewGraph/appearanceTokens``).
  var appearanceTokens: [ObjectIdentifier: [String]] = [:]
  /// The changes observed objects and `@Observable` models announced since the last update
  /// (``ViewGraph/pendingObserved``): appended to by the change handlers, which run in the
  /// code that writes a model, never inside an access to it; swapped out whole by the update.
  var pendingObserved: [ViewGraph.ObservedChange] = []
}

/// What every gesture recognizer keeps of its last update (`AnyGestureNode.flags`), read and
/// written on every level of every feed.
///
/// Each member is read or written whole by the node's own update; no access stays open across
/// a call (the child's update and the node's `step` run before the flags are written).
struct GestureNodeFlags {
  /// ``AnyGestureNode/changed``.
  var changed = false
  /// ``AnyGestureNode/producedValue``.
  var producedValue = false
}

/// A primitive recognizer's finger and value flag (`PrimitiveNode.primitive`), written whole by
/// its `step` and by the recognition rules it calls (`began`, `moved`, …), never inside another
/// access to them. Its raw phase, of the generic value type, is a stored property of the node
/// (see ``StateBoxStorage``).
struct PrimitiveNodeStorage {
  /// ``PrimitiveNode/touch``.
  var touch: Int?
  /// ``PrimitiveNode/valueIsNew``.
  var valueIsNew = false
}

/// A callback node's state (`CallbackNode.callbackStorage`). The callbacks are copied out before
/// they run (a callback may rebind this very node, which writes them), and the other members
/// are written whole.
struct CallbackNodeStorage<Value> {
  /// ``CallbackNode/callbacks``.
  var callbacks: CallbackNode<Value>.Callbacks
  /// ``CallbackNode/memory``.
  var memory: AnyObject?
  /// Whether the child has been active.
  var wasActive = false
}

/// A drag recognizer's track (`DragNode.track`): where the finger went down, whether the drag
/// was recognized, the last three samples. Written by the node's own methods by whole value or
/// by the array's own methods; nothing they call reaches the node.
struct DragNodeStorage {
  var start: CGPoint = .zero
  var recognized = false
  var samples: [TouchSample] = []
}

/// The gesture router's state (`GestureRouter.storage`): the recognitions in progress, the
/// fingers' owners, the last tick, the statistics, the check of the samples received. Written
/// by whole value, by the collections' own methods or by the check's own method (which reaches
/// nothing else); the loops over `recognitions` iterate a copy, and no access is open while a
/// recognizer is fed or the host is called.
struct GestureRouterStorage {
  var recognitions: [GestureRouter.Recognition] = []
  var owners: [Int: GestureRouter.Recognition] = [:]
  var lastTick = -Double.infinity
  var statistics = TouchStatistics()
  /// The order and finger checks of the samples the host receives (Docs/Misuse.md §3).
  var touchCheck = TouchStreamCheck()
}

/// One recognition's changing state (`GestureRouter.Recognition.storage`). `reboundRevisions`
/// is lent `inout` to the host's rebinding, which reaches the views' recognizers and never the
/// recognition or the router; the other members are written whole or by the collections' own
/// methods.
struct RecognitionStorage {
  var reboundRevisions: [Int]
  var fingers: Set<Int> = []
  var lastFingerTime: Double
}

/// A state box's pending write and readers (`StateBox.storage`), read and written by every
/// write and every update that commits the box.
///
/// Every member is read or written whole, or by a collection's own methods; the graph's calls
/// (`admitWrite`, `enqueue`, `recordRead`) run outside any access to it.
///
/// The box's values (`value`, `committed`), of the generic type, are not here: a storage struct
/// generic over the value type made every access ask the runtime for the struct's metadata
/// (measured: more instructions than the checks it removed). They are stored properties of the
/// class, each `@exclusivity(unchecked)`, whose offsets the class's own metadata gives; so is a
/// gesture recognizer's phase (`GestureNode.phase`, `PrimitiveNode.raw`).
struct StateBoxStorage {
  /// ``StateBox/pendingTransaction``.
  var pendingTransaction = Transaction()
  /// ``StateBox/isPending``.
  var isPending = false
  /// The transaction scope of the pending write.
  var pendingScope = 0
  /// ``StateBox/readers``.
  var readers = IdentityTable<GraphNode>()
  /// ``StateBox/isDetached``.
  var isDetached = false
  /// How two values compare: 0 until the first write decides, 1 bytes, 2 `ValueComparison.areEqual`.
  var comparison: UInt8 = 0
  /// ``StateBox/liveDiffers``.
  var liveDiffers = false
}

/// A ``GestureContext``'s fields: the input's time, the recognition's touch-downs and the
/// actions deferred to the end of the input.
struct GestureContextStorage {
  var time: Double
  var touchDowns: [Int: TouchSample]
  var actions: [() -> Void] = []
}

/// A ``GestureStateBinding``'s fields: the state's link and initial value (kept apart from
/// `state`: reading a field of the generic `GestureState<State>` asked the runtime for its
/// metadata on each call), the gesture's `body`, and the state itself for its reset.
struct GestureStateBindingStorage<Value, State> {
  var link: StateLink<State>
  var body: (Value, inout State, inout Transaction) -> Void
  var initialValue: State
  var state: GestureState<State>
}

/// An ``EndedActionBinding``'s action, replaced in place by a rebind.
struct EndedActionStorage<Value> {
  var action: (Value) -> Void
}
