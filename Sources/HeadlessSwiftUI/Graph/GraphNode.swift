/// One view identity in the graph: its latest value, its children, and the storage and
/// dependencies that belong to the identity rather than to the view struct.
@MainActor
final class GraphNode {
  unowned let graph: ViewGraph
  /// The parent, nil once it is gone: read through its ``NodeHandle``, which answers as a
  /// `weak` reference would without giving the parent a side table (set once, at creation).
  var parent: GraphNode? { parentHandle?.node }
  private let parentHandle: NodeHandle?
  /// The identity among the siblings (with the type: structural identity, Docs/Semantics/SwiftUI.md
  /// §2.1.5).
  let id: ChildID
  let type: Any.Type
  /// The members every re-run body reads and writes, without dynamic exclusivity checks
  /// (``NodeStorage``, Docs/Architecture.md, "Unchecked storage"); read through the computed
  /// properties below. Every access is on the main actor but the `deinit`'s, which runs where
  /// the last release happened: nodes are released on the main actor (the graph, its nodes and
  /// their holders are main-actor state, and a ``NodeHandle`` does not retain its node), so the
  /// `deinit`'s read of the handle is not checked (`nonisolated(unsafe)`).
  @exclusivity(unchecked) nonisolated(unsafe) var storage: NodeStorage
  /// The latest view value.
  var view: any View {
    get { storage.view }
    set {
      storage.view = newValue
      storage.viewRevision &+= 1
    }
  }
  /// Counts the writes of ``view``: equal revisions, the same value (a gesture recognizer
  /// rebound from it needs no rebinding again, ``ViewHost/rebindGestures(_:revisions:)``).
  var viewRevision: Int { storage.viewRevision }
  /// What the graph asks of the view's type, decided once per type (``ViewTypeTraits``).
  let traits: ViewTypeTraits
  /// True for `Optional` views, which casts would see through.
  let isOptional: Bool
  /// True for views with a body (user views); false for this module's primitives.
  let isUser: Bool
  /// True for a platform leaf (Docs/Semantics/Bridging.md §1), decided once.
  let isPlatformLeaf: Bool
  /// True for a modified view (``ViewTypeTraits/modifierType``): read on the walks up the
  /// ancestors without copying the traits.
  let isModifier: Bool
  /// True when some ancestor is a modified view. A node's ancestors are fixed at its creation
  /// (`parent` is set once), so a node without one skips the walk up its ancestors for their
  /// transaction edits (``ViewGraph/ancestorTransaction(of:_:)``).
  let hasModifierAncestor: Bool
  /// True for a primitive without children that is neither a modified view, a platform leaf
  /// nor a content closure's builder (`Text`, `Image`): its update only stores its new value
  /// and environment (``ViewGraph/update(_:with:_:)``), and its insertion stores them only.
  let isBareLeaf: Bool
  /// The view's type name without module (`PanelScreen`).
  let name: String
  let depth: Int
  /// Creation order in the graph: breaks ties between dirty nodes of equal depth, so updates
  /// are deterministic.
  let serial: Int
  var children: [GraphNode] {
    get { storage.children }
    _modify { yield &storage.children }
  }
  /// The environment the view sees.
  var environment: EnvironmentValues {
    get { storage.environment }
    _modify { yield &storage.environment }
  }
  /// For environment-writing modifiers: the environment given to the children, and the
  /// incoming one it was derived from.
  var childEnvironment: EnvironmentValues?
  var childEnvironmentSource: EnvironmentValues?

  /// Per-identity storage by dynamic-property slot (`@State` boxes, `@StateObject` objects).
  var slots: [Int: AnyObject] = [:]
  /// What the last body evaluation read.
  var reads: IdentityTable<any DependencySource> {
    get { storage.reads }
    _modify { yield &storage.reads }
  }
  /// How it read each source: whole or in parts.
  var readRecords: IdentityTable<ReadRecord> {
    get { storage.readRecords }
    _modify { yield &storage.readRecords }
  }
  /// The environment values the last body evaluation read, by key path.
  var environmentReads: [AnyKeyPath: Any] {
    get { storage.environmentReads }
    _modify { yield &storage.environmentReads }
  }
  /// The property names of `@Environment` fields, by key path (for `_printChanges` tokens).
  var environmentFieldNames: [AnyKeyPath: String] = [:]
  /// The subscription of an `.onReceive` modifier node and the box holding its newest action.
  var receiver: (action: AnyObject, token: any Cancellable)?
  /// The task of a `.task` modifier node, or the refresh a `List` or `ScrollView` runs
  /// (Docs/Semantics/SwiftUI.md §12).
  var lifecycleTask: LifecycleTask?
  /// Subscriptions to observable objects, by slot.
  var subscriptions: [Int: (object: ObjectIdentifier, name: String, token: any Cancellable)] = [:]
  var evaluationCount: Int {
    get { storage.evaluationCount }
    _modify { yield &storage.evaluationCount }
  }
  /// True once the graph found that this node's view type installs no dynamic property
  /// (``ViewGraph/installDynamicProperties(_:)``).
  var installsNothing = false
  /// The layout of the last property owner type read (``DynamicPropertyLayout``, nil for the
  /// types read with `Mirror`), found once per node instead of once per body.
  var ownerLayout: (type: ObjectIdentifier, layout: DynamicPropertyLayout?)?
  /// The reference to this node that reads nil once the node is gone (``NodeHandle``), held by
  /// its children, its state boxes, its environment links and Observation's change handlers;
  /// made when first asked and shared (one allocation per node, not per body or reference).
  var handle: NodeHandle {
    if let handle = storage.handle { return handle }
    let handle = NodeHandle(self)
    storage.handle = handle
    return handle
  }
  var isRemoved = false
  /// True once the node left the presented tree: storage detached, `onDisappear` queued
  /// (after its removal transition, when it had one: Docs/Semantics/SwiftUI.md §11.3).
  var isTornDown = false
  /// For a node animating a transition: the view named in its presented samples
  /// (Docs/Semantics/SwiftUI.md §11.4).
  var transitionLabel: String?
  /// For primitives: whether the appearance hooks ran.
  var hasAppeared = false
  /// Animated presentation values, by property name (Docs/Semantics/SwiftUI.md §3.3).
  var presentation: [String: PresentedProperty] = [:]

  init(
    graph: ViewGraph, parent: GraphNode?, id: ChildID, view: any View,
    environment: EnvironmentValues
  ) {
    self.graph = graph
    self.parentHandle = parent?.handle
    self.id = id
    self.storage = NodeStorage(view: view, environment: environment)
    let type = Swift.type(of: view)
    self.type = type
    let traits = graph.traits(of: view, type: type)
    self.traits = traits
    self.isPlatformLeaf = traits.isPlatformLeaf
    self.isUser = traits.isUser
    self.isOptional = traits.isOptional
    self.isModifier = traits.modifierType != nil
    if !traits.isUser, !traits.isPlatformLeaf, !traits.isOptional, traits.modifierType == nil,
      !traits.runsContentClosure, case .noChildren = traits.children
    {
      self.isBareLeaf = true
    } else {
      self.isBareLeaf = false
    }
    if let parent {
      self.hasModifierAncestor = parent.isModifier || parent.hasModifierAncestor
    } else {
      self.hasModifierAncestor = false
    }
    self.name =
      traits.name ?? (view as? ModifierBodyCarrier)?.nodeName ?? ViewGraph.typeName(type)
    self.depth = (parent?.depth ?? -1) + 1
    graph.nodeSerial += 1
    self.serial = graph.nodeSerial
  }

  /// Clears the node's handle first thing, so that every holder reads nil from here on, as a
  /// `weak` reference reads nil once its object's deinitialization starts.
  deinit { storage.handle?.clear() }

  var key: NodeKey { NodeKey(id: id, type: ObjectIdentifier(type)) }

  /// The view as a `T`, unless this is an optional view (whose cast would see through).
  func cast<T>(_ type: T.Type) -> T? { isOptional ? nil : view as? T }

  /// The value whose stored properties are the view's dynamic properties (the view, or a
  /// user-defined modifier).
  ///
  /// Asked on every evaluation: only a modifier's body (or an optional, whose cast sees
  /// through it to its value) is cast, any other view is its own owner.
  var propertyOwner: Any {
    guard isOptional || traits.isModifierBody else { return view }
    return (view as? ModifierBodyCarrier)?.propertyOwner ?? view
  }

  /// The view as a modified view: what `cast(ModifierCarrier.self)` gives, without a
  /// conformance lookup (``ViewTypeTraits``).
  var modifierCarrier: (any ModifierCarrier)? { traits.modifierType?.carrier(of: view) }

  /// The modifier effect of a modified view.
  var effect: (any ModifierEffect)? {
    guard let carrier = modifierCarrier else { return nil }
    return effect(of: carrier)
  }

  /// Rebinds `recognizer` from the gesture of this node's modifier, read in place
  /// (``ModifierCarrier/rebindGesture(of:as:_:)``): false, with nothing rebound, unless the view
  /// is a modified view whose modifier type rebinds that way (a gesture modifier).
  func rebindGestureInPlace(_ recognizer: AnyGestureNode) -> Bool {
    guard let carrierType = traits.modifierType, case .type(let effect) = traits.effectLookup
    else { return false }
    return carrierType.rebindGesture(of: view, as: effect, recognizer)
  }

  /// The modifier effect of `carrier`, this node's view as a modified view: what
  /// `carrier.effect` gives, found through the type's ``ViewTypeTraits/effectLookup``.
  func effect(of carrier: any ModifierCarrier) -> (any ModifierEffect)? {
    switch traits.effectLookup {
    case .none: return nil
    case .type(let type): return carrier.effect(as: type)
    case .perValue: return carrier.effect
    }
  }

  /// Whether the view builds its children with a closure of the app's (``ContentClosureView``).
  var runsContentClosure: Bool {
    isOptional ? view is ContentClosureView : traits.runsContentClosure
  }

  /// The children the view lists (a primitive's; none for a user view, whose child is its
  /// body).
  func childSlots() -> [ChildSlot] {
    switch traits.children {
    case .noChildren: return []
    case .primitive(let type): return type.childSlots(of: view)
    case .modified(let type, let plan): return type.carrier(of: view)?.children(plan) ?? []
    case .provided(let type): return type.childSlots(of: view, in: self)
    case .perValue:
      return (view as? NodeChildrenProviding)?.children(in: self)
        ?? (view as? any PrimitiveView)?.children ?? []
    }
  }

  /// The nearest user view at or above this node.
  var nearestUserView: GraphNode? {
    var node: GraphNode? = self
    while let current = node {
      if current.isUser { return current }
      node = current.parent
    }
    return nil
  }

  /// Whether `other` is a strict ancestor of this node. O(depth).
  func hasAncestor(_ other: GraphNode) -> Bool {
    var node = parent
    while let current = node {
      if current === other { return true }
      node = current.parent
    }
    return false
  }

  // MARK: - Storage

  /// The state box of `slot`, created with `initial` on the identity's first evaluation.
  func stateBox<Value>(slot: Int, name: String, initial: Value) -> StateBox<Value> {
    if let box = slots[slot] as? StateBox<Value> { return box }
    let box = StateBox(graph: graph, owner: self, name: name, value: initial)
    slots[slot] = box
    return box
  }

  /// The `@StateObject` of `slot`, made once per identity.
  func stateObject<Object: AnyObject>(slot: Int, make: () -> Object) -> Object {
    if let object = slots[slot] as? Object { return object }
    let object = make()
    slots[slot] = object
    return object
  }

  /// Subscribes this node to `object`'s announcements (kept while the object stays the same).
  func observe<Object: ObservableObject>(_ object: Object, slot: Int, name: String) {
    let id = ObjectIdentifier(object)
    if let existing = subscriptions[slot], existing.object == id { return }
    let handle = self.handle
    let announced: (String?) -> Void = { key in
      guard let self = handle.node, !self.isRemoved else { return }
      self.graph.noteObjectChange(self, token: "_" + name, key: key)
    }
    // The shared publisher of `@Published` properties says which property announced; any
    // other `objectWillChange` (a subject declared by hand) announces with no name.
    let willChange = object.objectWillChange
    let token: any Cancellable =
      if let shared = willChange as? ObservableObjectPublisher {
        shared.subscribe(key: announced)
      } else {
        willChange.sink { _ in announced(nil) }
      }
    subscriptions[slot] = (id, name, token)
  }
}

/// A node's identity key among its siblings: child id and view type.
struct NodeKey: Hashable {
  let id: ChildID
  let type: ObjectIdentifier
}

/// One animatable presentation value of a node (Docs/Semantics/SwiftUI.md §3.3).
struct PresentedProperty {
  /// The model value (the target).
  var target: [Double]
  /// The value the running animation started from.
  var from: [Double]
  var animation: Animation?
  var start: Double
  /// The completions waiting for this animation.
  var completions: [AnimationCompletion] = []
  /// `.logicallyComplete` completions of animations this one interrupted, each waiting for
  /// its own animation's logical end (Docs/Semantics/SwiftUI.md §10.5).
  var interrupted: [(start: Double, logicalDuration: Double, completion: AnimationCompletion)] =
    []
  var isRunning: Bool { animation != nil }

  /// Whether a `.logicallyComplete` completion waits on this property.
  var hasLogicalWaits: Bool {
    !interrupted.isEmpty || completions.contains { $0.criteria == .logicallyComplete }
  }

  /// The presented value at `time`.
  func value(at time: Double) -> [Double] {
    guard let animation else { return target }
    let progress = animation.progress(at: time - start)
    return zip(from, target).map { $0 + ($1 - $0) * progress }
  }
}
