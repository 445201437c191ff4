import Observation

/// The view graph behind a ``ViewHost``: identities, storage, dependencies and updates.
///
/// Writes (state, bindings, models, environment) are collected as they happen and applied in
/// the `.update` phase of the next run-loop turn, coalesced (Docs/Semantics/SwiftUI.md §2.9). An
/// update commits the written state, marks the readers dirty with their cause, then re-evaluates
/// dirty bodies ancestors first; a parent's re-evaluation re-runs a child only when the child's new
/// value differs from the old one (Docs/Semantics/SwiftUI.md §2.1). Cost is proportional to the
/// readers and the re-run subtrees, not to the graph (Docs/Architecture.md, "The contracts").
@MainActor
final class ViewGraph {
  let runtime: Runtime
  /// The tasks of lifecycle modifiers, cancelled when the host goes away.
  let lifecycleCancellers = TaskCancellers()
  var root: GraphNode?
  var rootEnvironment = EnvironmentValues()

  /// Every body evaluation, in order.
  var evaluations: [BodyEvaluation] = []
  /// Every insertion and removal of a user view, in order.
  var identityEvents: [IdentityEvent] = []
  /// Misuse reports.
  var issues: [RuntimeIssue] = []
  /// Presented values of animated properties, frame by frame.
  var presentationSamples: [PresentedSample] = []
  var evaluationTotal: Int {
    get { storage.evaluationTotal }
    _modify { yield &storage.evaluationTotal }
  }
  /// Animation completions fired for changes this graph applied.
  let completionLog: CompletionLog
  /// Nodes inserted or updated so far: the work measure of the scale tests.
  var nodesVisited: Int {
    get { storage.nodesVisited }
    _modify { yield &storage.nodesVisited }
  }

  // Work collected between updates.
  var pendingSources: [any DependencySource] = []
  /// Set when a write kept a value written earlier in the turn under another transaction
  /// (``StateBox/earliestScope``), cleared by the update that finds none left: an update
  /// without it reads no pending source's earlier values.
  var hasEarlierWrites = false
  /// The announced changes the next update applies, in the graph's unchecked storage: every
  /// reader of a written model appends one (``GraphStorage/pendingObserved``).
  var pendingObserved: [ObservedChange] {
    get { storage.pendingObserved }
    _modify { yield &storage.pendingObserved }
  }
  /// A change an observed object or `@Observable` model announced to a node, applied by the next
  /// update.
  typealias ObservedChange = (
    node: GraphNode, token: String, key: String?, transaction: Transaction
  )
  var pendingEnvironment: (values: EnvironmentValues, keys: [String])?

  // State of the update in progress.
  /// The members every re-run body reads and writes, without dynamic exclusivity checks
  /// (``GraphStorage``, Docs/Architecture.md, "Unchecked storage"); read through the computed
  /// properties of the same names.
  @exclusivity(unchecked) var storage = GraphStorage()
  var evaluating: [GraphNode] {
    get { storage.evaluating }
    _modify { yield &storage.evaluating }
  }
  /// The changed keys of the re-run whose children are being updated, each with its cause (the
  /// list its evaluation record keeps): a child re-run by its new value (`@self`) re-runs for
  /// the same keys as `ebeveyn`. Empty outside a re-run, and for an update that no re-run
  /// started (a layout's new geometry, a pushed destination, a pressed button, a transition's
  /// phase: ``updateAlone(_:environment:transaction:)``).
  var rerunKeys: [KeyCause] {
    get { storage.rerunKeys }
    _modify { yield &storage.rerunKeys }
  }
  var dirty: [ObjectIdentifier: DirtyEntry] {
    get { storage.dirty }
    _modify { yield &storage.dirty }
  }
  /// The dirty pass in progress (``processDirty()`` numbers each of its rounds), 0 outside
  /// one; an entry is stamped with the number current when it was written.
  var dirtyPass: Int {
    get { storage.dirtyPass }
    _modify { yield &storage.dirtyPass }
  }
  /// How many dirty passes have started: the next one's number.
  var dirtyPassCount = 0
  /// The entries of the pass in progress that changed or left `dirty` before their turn, as
  /// the pass started with them (``keepPassOriginal(_:_:)``).
  var passOriginals: [ObjectIdentifier: DirtyEntry] = [:]
  var deferredActions: [() -> Void] = []
  /// Where a removal with the `.identity` transition queues its `onDisappear` actions, before
  /// the insertions' `onAppear`s (Docs/Semantics/SwiftUICompatibility.md C.11); nil otherwise.
  var disappearIndex: Int?
  /// True while the host's platform view is out of any window: its views have disappeared
  /// (Docs/Semantics/SwiftUICompatibility.md C.12).
  var isOffScreen = false
  /// Nodes with running animations, in the order their animations started.
  var animatedNodes: [GraphNode] = []
  /// Every key every update changed, in the order written, a key again for each update that
  /// changes it (a state or gesture-state name, an `ObservableObject` property, an environment
  /// key; nil for an `@Observable` change, which Observation does not name), kept with the
  /// evaluation records (``keepsRecords``). With ``evaluations``, whose re-runs hold each key
  /// and its cause (`BodyEvaluation.keyCauses`), the one record of what re-ran and why that
  /// every report reads (``ViewHost/measure(_:key:_:)``, ``ViewHost/measureKeys(_:)``, the
  /// HTML and JSON reports, ScreenLabTesting).
  var changedKeys: [String?] = []
  /// Removed views still in the presented tree while their removal transitions run
  /// (Docs/Semantics/SwiftUI.md §11.3).
  var leavingNodes: [LeavingNode] = []
  /// Changes that reached leaving views, kept for when they come back (§11.5), by node.
  var parkedChanges: [ObjectIdentifier: DirtyEntry] = [:]
  /// The subtree root the insertion in progress started with, and its update's transaction
  /// (a transition's first phase depends on them, Docs/Semantics/SwiftUI.md §11.6).
  var insertionRoot: GraphNode? {
    get { insertionRootHandle?.node }
    set { insertionRootHandle = newValue?.handle }
  }
  private var insertionRootHandle: NodeHandle?
  var insertionTransaction = Transaction()
  var updateCount = 0
  /// Where each property owner type keeps its dynamic properties; nil for the types read
  /// with `Mirror` (``DynamicPropertyLayout``).
  private var propertyLayouts: [ObjectIdentifier: DynamicPropertyLayout?] = [:]
  /// What the layout pass asks of each view type, by type (``LayoutTypeAnswers``).
  var layoutTypeAnswers: [ObjectIdentifier: LayoutTypeAnswers] = [:]

  /// The environment keys the update in progress changed.
  var changedEnvironmentKeys: [String] = []

  /// The runtime's transaction stack (``Runtime/swiftUITransactions``), looked up once: a
  /// runtime makes its component once and keeps it, and the look-up (a dictionary read and a
  /// cast, about 550 instructions) ran twice on each state write.
  let transactions: TransactionStack

  init(runtime: Runtime) {
    self.runtime = runtime
    transactions = runtime.swiftUITransactions
    completionLog = CompletionLog(runtime: runtime)
  }

  var isEvaluatingBody: Bool { !evaluating.isEmpty }

  /// True when an update has something to do.
  var hasPendingWork: Bool {
    !pendingSources.isEmpty || !pendingObserved.isEmpty || pendingEnvironment != nil
  }

  /// The transaction of `withAnimation`/`withTransaction` bodies running now: those bound
  /// to this graph's runtime, or to the task's current runtime when a host was given another.
  /// The task's runtime is asked first, so the usual case (the graph's own) returns the stack's
  /// transaction without a copy kept for the merge (about 75 instructions for each reader an
  /// observed write reaches, callgrind).
  ///
  /// While no such body runs in any runtime (``TransactionStack/noneOpen``), the answer is an
  /// empty transaction without asking: the task-local runtime and the stack's copy cost about
  /// 570 instructions for each reader an observed write reaches (Docs/Performance.md, round 31).
  func currentTransaction() -> Transaction {
    if TransactionStack.noneOpen { return Transaction() }
    let current = Runtime.current
    guard current !== runtime else { return transactions.current }
    return transactions.current.merging(current.swiftUITransactions.current)
  }

  /// The scope of the current transaction (``TransactionStack/scope``).
  func transactionScope() -> Int { transactions.scope }

  /// The current transaction, its completions marked as carried by a change.
  func capturedTransaction() -> Transaction {
    let transaction = currentTransaction()
    for completion in transaction.completions { completion.isCaptured = true }
    return transaction
  }

  /// A type's name without module, with generic arguments (`Row<Int>`).
  ///
  /// What `String(describing: type)` prints for a metatype (the standard library's printing
  /// ends there for metatypes), without the conformance lookups `String(describing:)` makes
  /// first on the value: about 400,000 instructions for each type the first time it is named.
  nonisolated static func typeName(_ type: Any.Type) -> String { _typeName(type, qualified: false) }

  /// Observation's `withObservationTracking(_:onChange:)`, called from this module.
  ///
  /// The Observation library is not built with Swift 6's checks, so a main-actor closure
  /// literal handed to it straight checks on every call that it runs on the main actor
  /// (SE-0423: `swift_task_isCurrentExecutor`, about 200 instructions a body). Handed to this
  /// function instead, the literal is checked statically, and the library gets it as a value.
  ///
  /// The handler is passed on unevaluated, as Observation takes it: the library makes it only
  /// when the body read an observable property, so a body that read none allocates no context
  /// for it (the node's handle and the evaluation's number).
  nonisolated static func tracking<T>(
    _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void
  ) -> T {
    withObservationTracking(apply, onChange: onChange())
  }

  /// The trace message of a body of `node` run for `reason`: the node's last one when it ran
  /// for the same reason (a node's name never changes), built only when the trace keeps events.
  func bodyTraceMessage(_ node: GraphNode, _ reason: BodyEvaluation.Reason) -> String {
    if let last = node.storage.bodyTrace, last.reason == reason { return last.message }
    let message = "SwiftUI: \(node.name) body (\(Self.describe(reason)))"
    node.storage.bodyTrace = (reason, message)
    return message
  }

  static func describe(_ reason: BodyEvaluation.Reason) -> String {
    switch reason {
    case .appeared: return "appeared"
    case .recomputed(let cause): return cause.rawValue
    }
  }

  // MARK: - Reads

  /// Records that the body being evaluated read `source`.
  ///
  /// A `nil` projection is a read of the whole value; a projection is a read of a part
  /// through a binding (``ProjectedRead``).
  func recordRead(of source: any DependencySource, projection: ProjectedRead?) {
    guard let node = evaluating.last else { return }
    let id = ObjectIdentifier(source)
    if !node.reads.contains(id) {
      node.reads[id] = source
      source.readers[ObjectIdentifier(node)] = node
    }
    if let projection {
      if node.readRecords[id]?.isDirect != true {
        node.readRecords[id, default: ReadRecord()].projections.append(projection)
      }
    } else {
      node.readRecords[id] = ReadRecord(isDirect: true)
    }
  }

  /// Records that `node`'s body read the environment at `keyPath`.
  func recordEnvironmentRead(node: GraphNode, keyPath: AnyKeyPath, value: Any) {
    guard evaluating.last === node else { return }
    node.environmentReads[keyPath] = value
  }

  // MARK: - Writes

  /// Whether a write to `box` may proceed; reports and refuses writes during a body
  /// evaluation and writes to removed views' state (Docs/Semantics/SwiftUI.md §3.1).
  func admitWrite<Value>(to box: StateBox<Value>) -> Bool {
    if let node = evaluating.last {
      report(.stateModifiedDuringUpdate, view: node.name, key: box.name)
      return false
    }
    if box.isDetached {
      report(.writeToRemovedState, view: box.ownerName, key: box.name)
      return false
    }
    return true
  }

  func report(_ kind: RuntimeIssue.Kind, view: String, key: String?) {
    let issue = RuntimeIssue(kind: kind, view: view, key: key, turn: runtime.turnCount)
    issues.append(issue)
    runtime.record(.diagnostic, "SwiftUI: \(issue.view): \(issue.message)")
  }

  /// Queues a written state box for the next update.
  func enqueue(_ source: any DependencySource) {
    callPathHop("ViewGraph.enqueue(_:)")
    if !source.isPending {
      source.isPending = true
      pendingSources.append(source)
    }
    runtime.setNeedsTurn()
  }

  /// An observable object `node` holds announced a change (Docs/Semantics/SwiftUI.md §2.2).
  ///
  /// A change announced while a body is evaluated is reported; the model already changed,
  /// so its readers are still invalidated.
  func noteObjectChange(_ node: GraphNode, token: String, key: String?) {
    if let current = evaluating.last {
      report(.publishedDuringUpdate, view: current.name, key: key)
    }
    let transaction = capturedTransaction()
    pendingObserved.append((node, token, key, transaction))
    runtime.setNeedsTurn()
  }

  /// An `@Observable` property `node`'s last evaluation read will change (Docs/Semantics/SwiftUI.md
  /// §2.2).
  ///
  /// Observation only reports mutations of properties some body's finished evaluation read,
  /// so a body mutating a model is reported when another view read the property.
  func noteObservationChange(_ node: GraphNode, generation: Int) {
    guard node.evaluationCount == generation else { return }
    if node.isRemoved {
      park(
        DirtyEntry(
          node: node, cause: .observed, tokens: ["@dependencies"],
          keys: [KeyCause(cause: .observed, key: "-")]))
      return
    }
    if let current = evaluating.last {
      report(.modelModifiedDuringUpdate, view: current.name, key: nil)
    }
    let transaction = capturedTransaction()
    pendingObserved.append((node, "@dependencies", nil, transaction))
    runtime.setNeedsTurn()
  }

  /// Replaces the root environment from the next update on.
  func setEnvironment(_ values: EnvironmentValues, key: String) {
    let keys = (pendingEnvironment?.keys ?? []) + [key]
    pendingEnvironment = (values, keys)
    runtime.setNeedsTurn()
  }

  // MARK: - Dynamic properties

  /// Connects the dynamic properties of `node`'s view to its identity's storage.
  ///
  /// The node keeps the per-type answers it read (no dynamic properties to install, the
  /// owner type's layout), so a re-run body looks neither up again.
  ///
  /// A view value installed before, still the node's value (the same ``GraphNode/viewRevision``),
  /// is not installed again when its type's layout says the install would connect the same
  /// storage (``DynamicPropertyLayout/reinstallsSame``): a body re-run for its own state.
  func installDynamicProperties(_ node: GraphNode) {
    if node.installsNothing { return }
    let revision = node.viewRevision
    if node.storage.installedRevision == revision { return }
    let typeID = ObjectIdentifier(node.type)
    if hasDynamicProperties[typeID] == false {
      // Once false for a type, always false: this early return never sets it again.
      node.installsNothing = true
      return
    }
    var slot = 0
    var installed = false
    let owner = node.propertyOwner
    let layout = ownerLayout(of: node, owner: owner)
    let inPlace =
      layout.map { install(owner, with: $0, into: node, slot: &slot, installed: &installed) }
      ?? false
    if !inPlace {
      install(Mirror(reflecting: owner), into: node, slot: &slot, installed: &installed)
    }
    hasDynamicProperties[typeID] = installed
    if inPlace, layout?.reinstallsSame == true { node.storage.installedRevision = revision }
  }

  /// Installs the properties of `owner` read in place, from its own type (the argument is
  /// opened); false, having installed nothing, when `Owner` is not the type `layout` describes.
  private func install<Owner>(
    _ owner: Owner, with layout: DynamicPropertyLayout, into node: GraphNode, slot: inout Int,
    installed: inout Bool
  ) -> Bool {
    guard Owner.self == type(of: owner as Any) else { return false }
    withUnsafePointer(to: owner) { base in
      layout.install(
        from: UnsafeRawPointer(base), into: node, slot: &slot, installed: &installed, graph: self)
    }
    return true
  }

  /// The layout of `owner`'s type (`node`'s property owner), kept on the node for the next
  /// update of the same type.
  @inline(__always)
  private func ownerLayout(of node: GraphNode, owner: Any) -> DynamicPropertyLayout? {
    let ownerType = ObjectIdentifier(type(of: owner))
    if let known = node.ownerLayout, known.type == ownerType { return known.layout }
    let layout = propertyLayout(of: type(of: owner))
    node.ownerLayout = (ownerType, layout)
    return layout
  }

  private func propertyLayout(of type: any Any.Type) -> DynamicPropertyLayout? {
    let typeID = ObjectIdentifier(type)
    if let known = propertyLayouts[typeID] { return known }
    let layout = DynamicPropertyLayout(of: type)
    propertyLayouts[typeID] = .some(layout)
    return layout
  }

  /// The `_printChanges` tokens of the first body of `node`'s identity
  /// (Docs/Semantics/SwiftUI.md §10.1): `@self`; with any dynamic property also `@identity`
  /// and the fields whose storage starts with the identity (`_count`), in declaration order.
  func appearanceChanges(of node: GraphNode) -> [String] {
    let typeID = ObjectIdentifier(node.type)
    if let known = appearanceTokens[typeID] { return known }
    let owner = node.propertyOwner
    // The owner type's layout, which installing the properties reads too (found here first:
    // the first body's tokens are asked before it runs). A `Mirror` walk of a type the
    // process has not reflected yet costs about a million instructions.
    let layout = ownerLayout(of: node, owner: owner)
    if let layout, let tokens = appearanceTokens(owner, with: layout) {
      appearanceTokens[typeID] = tokens
      return tokens
    }
    var hasDynamic = false
    var fields: [String] = []
    for child in Mirror(reflecting: owner).children {
      guard child.value is DynamicProperty else { continue }
      hasDynamic = true
      if Self.reportsFirstChange(child.value) { fields.append(child.label ?? "@\(fields.count)") }
    }
    let tokens = hasDynamic ? ["@self", "@identity"] + fields : ["@self"]
    appearanceTokens[typeID] = tokens
    return tokens
  }

  /// The first body's tokens of `owner` read in place, from its own type (the argument is
  /// opened); nil when `Owner` is not the type `layout` describes.
  private func appearanceTokens<Owner>(_ owner: Owner, with layout: DynamicPropertyLayout)
    -> [String]?
  {
    guard Owner.self == type(of: owner as Any) else { return nil }
    return withUnsafePointer(to: owner) { base in
      layout.appearanceTokens(from: UnsafeRawPointer(base))
    }
  }

  /// Whether a dynamic property, or one nested in it, is named on the first body.
  static func reportsFirstChange(_ property: Any) -> Bool {
    if let link = property as? DynamicPropertyLink { return link.reportsFirstChange }
    return Mirror(reflecting: property).children.contains {
      $0.value is DynamicProperty && reportsFirstChange($0.value)
    }
  }

  private func install(
    _ mirror: Mirror, into node: GraphNode, slot: inout Int, installed: inout Bool
  ) {
    for child in mirror.children {
      installProperty(
        label: child.label, value: child.value, into: node, slot: &slot, installed: &installed)
    }
  }

  /// Installs one stored property of a view (or of a dynamic property), `value` labelled
  /// `label`: a link is connected as the `slot`-th property, another dynamic property is
  /// walked into, anything else is skipped.
  func installProperty(
    label: String?, value: Any, into node: GraphNode, slot: inout Int, installed: inout Bool
  ) {
    if let link = value as? DynamicPropertyLink {
      installed = installed || link.needsInstall
      var name = label ?? "\(slot)"
      if name.hasPrefix("_") { name.removeFirst() }
      if let environment = value as? EnvironmentKeyPathCarrier {
        node.environmentFieldNames[environment.anyKeyPath] = name
      }
      link.install(in: node, slot: slot, name: name)
      slot += 1
    } else if value is DynamicProperty {
      install(Mirror(reflecting: value), into: node, slot: &slot, installed: &installed)
    }
  }
}

/// Lets the graph name `@Environment` fields by key path.
@MainActor
protocol EnvironmentKeyPathCarrier {
  var anyKeyPath: AnyKeyPath { get }
}

extension Environment: EnvironmentKeyPathCarrier {
  var anyKeyPath: AnyKeyPath { keyPath }
}

/// One presented value of an animated property at one frame (Docs/Semantics/SwiftUI.md §3.3).
public struct PresentedSample: Hashable, Sendable, CustomStringConvertible {
  /// The nearest user view and the property (`DetailPanel.opacity`).
  public let property: String
  public let turn: Int
  public let time: Double
  /// The presented components (one for opacity, two for offset, four for a colour, …).
  public let value: [Double]

  public var description: String {
    let values = value.map { String(format: "%.4f", $0) }.joined(separator: ", ")
    return String(format: "t=%.4f ", time) + "\(property) = \(values)"
  }
}
