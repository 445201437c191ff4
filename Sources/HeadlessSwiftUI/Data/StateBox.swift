/// The storage of one `@State` or `@GestureState` property of one view identity.
///
/// Holds the live value (reads return it at once) and the value the last update committed;
/// the update phase compares the two, so several writes in one turn coalesce and writes that
/// end where they started do nothing (Docs/Semantics/SwiftUI.md §2.2 `@State`, §2.9).
final class StateBox<Value>: Location<Value>, DependencySource {
  /// The graph; writes after its host is gone are reported and dropped (Docs/Misuse.md §4).
  private weak var graph: ViewGraph?
  /// The graph's runtime, for the report of a write after the host is gone.
  private weak var runtime: Runtime?
  /// The view that owns the state; its readers are classified against it.
  var owner: GraphNode? { ownerHandle.node }
  private let ownerHandle: NodeHandle
  /// The property name (`isOn` for `@State var isOn`): the key of measurement lines.
  let name: String
  /// The live value and the last committed one, without dynamic exclusivity checks: written
  /// whole, after what is written was computed (generic, so not in ``StateBoxStorage``).
  @exclusivity(unchecked) var value: Value
  @exclusivity(unchecked) private var committed: Value
  /// The members below, without dynamic exclusivity checks (``StateBoxStorage``,
  /// Docs/Architecture.md, "Unchecked storage").
  @exclusivity(unchecked) private var storage = StateBoxStorage()
  /// The transaction of the last write, carried into the update (Docs/Semantics/SwiftUI.md §2.5).
  var pendingTransaction: Transaction {
    get { storage.pendingTransaction }
    set { storage.pendingTransaction = newValue }
  }
  var isPending: Bool {
    get { storage.isPending }
    set { storage.isPending = newValue }
  }
  /// The transaction scope of the pending write (``TransactionStack/scope``).
  private var pendingScope: Int {
    get { storage.pendingScope }
    set { storage.pendingScope = newValue }
  }
  /// Values written earlier in the same turn under other transactions, oldest first: each is
  /// committed in an update of its own before the live value (SwiftUICompatibility.md C.9).
  private var earlier: [(scope: Int, value: Value, transaction: Transaction)] = []
  /// The live value and transaction while an earlier one is shown for its update.
  private var stashed: (value: Value, transaction: Transaction, scope: Int)?
  var readers: IdentityTable<GraphNode> {
    get { storage.readers }
    _modify { yield &storage.readers }
  }
  /// Set when the owner left the graph: writes are then reported and dropped
  /// (Docs/Semantics/SwiftUI.md §3.1).
  var isDetached: Bool {
    get { storage.isDetached }
    set { storage.isDetached = newValue }
  }

  init(graph: ViewGraph, owner: GraphNode, name: String, value: Value) {
    self.graph = graph
    self.runtime = graph.runtime
    self.ownerHandle = owner.handle
    self.name = name
    self.ownerName = owner.name
    self.value = value
    self.committed = value
  }

  /// How two values of this box compare: 0 until the box's first write decides it, then 1
  /// when its type compares as its bytes (``ValueComparison/comparesAsBytes(_:sample:)``, the
  /// plan ``ValueComparison/areEqual(_:_:)`` reads), else 2. Not decided when the box is made:
  /// the type's first plan (its conformance look-ups) would then move into the first mount of
  /// each view type (3.9M instructions of `screenlab-bench swiftui --sizes 1000` under
  /// callgrind, which the first-mount line reads), whether or not the state is ever written.
  private var comparison: UInt8 {
    get { storage.comparison }
    set { storage.comparison = newValue }
  }

  /// Whether the live value is known to differ from the committed one: set by a write that
  /// found the box not pending (the live value was then the committed one), so the commit
  /// does not compare the two again; false when not known, and the commit compares.
  private var liveDiffers: Bool {
    get { storage.liveDiffers }
    set { storage.liveDiffers = newValue }
  }

  /// The owner's name, kept for reports after the owner left the graph.
  let ownerName: String

  override func get() -> Value {
    graph?.recordRead(of: self, projection: nil)
    return value
  }

  override func peek() -> Value { value }

  override func recordRead(projection: @escaping (Value) -> Any, value: Any) {
    // The projection reads this box's own value, typed: no cast.
    let read = ProjectedRead { [weak self] in
      guard let self else { return true }
      return !ValueComparison.areEqual(projection(self.value), value)
    }
    graph?.recordRead(of: self, projection: read)
  }

  override func set(_ newValue: Value, transaction: Transaction) {
    callPathHop("StateBox.set(_:transaction:)")
    guard let graph else {
      let issue = RuntimeIssue(
        kind: .writeAfterHostGone, view: ownerName, key: name, turn: runtime?.turnCount ?? 0)
      runtime?.record(.diagnostic, "SwiftUI: \(issue.view): \(issue.message)")
      return
    }
    guard graph.admitWrite(to: self) else { return }
    if comparison == 0 {
      // Decided by the value type, read from the box's own value: the value written is not
      // needed for it (a struct's fields do not depend on its value).
      comparison = ValueComparison.comparesAsBytes(Value.self, sample: value) ? 1 : 2
    }
    if ValueComparison.valuesEqual(newValue, value, asBytes: comparison == 1) { return }
    let scope = graph.transactionScope()
    if isPending && scope != pendingScope {
      keepEarlierWrite()
      graph.hasEarlierWrites = true
    }
    // Not yet pending, the live value is the committed one, so the new value differs from
    // it: the commit need not compare them (a drag's one write a frame). A second write of
    // the turn leaves the comparison to the commit.
    liveDiffers = !isPending
    value = newValue
    pendingScope = scope
    pendingTransaction = graph.currentTransaction().merging(transaction)
    for completion in pendingTransaction.completions { completion.isCaptured = true }
    graph.enqueue(self)
  }

  /// Keeps the pending write in ``earlier``, a write under another transaction scope following
  /// it. Out of line: inlined, `set(_:transaction:)` asked the runtime for the metadata of the
  /// tuple of ``earlier`` on every write, taken or not (callgrind: about 180 instructions).
  @inline(never)
  private func keepEarlierWrite() {
    earlier.append((pendingScope, value, pendingTransaction))
  }

  /// Makes the live value the committed one; true when it differs from the last committed.
  /// Compared only when the write did not know (``liveDiffers``).
  func commit() -> Bool {
    isPending = false
    if liveDiffers {
      liveDiffers = false
    } else if ValueComparison.valuesEqual(value, committed, asBytes: comparison == 1) {
      return false
    }
    committed = value
    return true
  }

  override func isSame(as other: Location<Value>) -> Bool { self === other }

  var earliestScope: Int? { earlier.isEmpty ? nil : earlier[0].scope }

  func stage(through scope: Int) -> Bool {
    guard let index = earlier.lastIndex(where: { $0.scope <= scope }) else {
      return pendingScope <= scope
    }
    let shown = earlier[index]
    earlier.removeFirst(index + 1)
    stashed = (value, pendingTransaction, pendingScope)
    liveDiffers = false
    value = shown.value
    pendingTransaction = shown.transaction
    return true
  }

  func unstage() -> Bool {
    guard let live = stashed else { return false }
    stashed = nil
    liveDiffers = false
    value = live.value
    pendingTransaction = live.transaction
    pendingScope = live.scope
    isPending = true
    return true
  }
}

/// Something bodies read and that can invalidate its readers: a state box.
@MainActor
protocol DependencySource: AnyObject {
  /// The nodes whose last body evaluation read this source.
  var readers: IdentityTable<GraphNode> { get set }
  /// The property name, used as the measurement key.
  var name: String { get }
  /// The owning view, for the cause classification.
  var owner: GraphNode? { get }
  var isDetached: Bool { get set }
  var isPending: Bool { get set }
  var pendingTransaction: Transaction { get }
  func commit() -> Bool
  /// The transaction scope of the oldest value written under an earlier transaction of this
  /// turn and not committed yet (SwiftUICompatibility.md C.9), or nil.
  var earliestScope: Int? { get }
  /// Prepares the update of transaction scope `scope`: shows the last value written up to it
  /// (true), or says whether the live write belongs to it.
  func stage(through scope: Int) -> Bool
  /// After that update, shows the live value again; true when it is still to be committed.
  func unstage() -> Bool
}

/// A read of a part of a source's value through a binding projection (`$size.width`).
struct ProjectedRead {
  /// Whether the part, read again from the source's live value, differs from the part as it
  /// was read (true once the source is gone).
  let isChanged: () -> Bool
}

/// What one body read of one source: the whole value, or only parts of it.
struct ReadRecord {
  var isDirect = false
  var projections: [ProjectedRead] = []

  /// Whether the source's new (committed) value changes what was read.
  var isAffected: Bool {
    if isDirect { return true }
    return projections.contains { $0.isChanged() }
  }
}
