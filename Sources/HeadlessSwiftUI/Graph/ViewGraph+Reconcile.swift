import Observation

/// Body evaluation and identity: evaluating a body, matching children by identity, inserting
/// and removing subtrees (Docs/Semantics/SwiftUI.md §2.1).
extension ViewGraph {
  /// Evaluates `node`'s body and updates its children; `takenFromDirty` when the dirty pass
  /// took the node's entry out just before (nothing writes `dirty` in between).
  ///
  /// `reason`, `changes` and `keys` are why the body runs, as its dirty entry (or the update
  /// that re-runs it) says: the body's evaluation record keeps them as they are. `keys`, the
  /// changed keys with their causes, is empty for an insertion; a re-run's keys are the
  /// graph's ``rerunKeys`` while its children are updated.
  @MainActor
  func evaluate(
    _ node: GraphNode, _ reason: BodyEvaluation.Reason, changes: [String], keys: [KeyCause],
    _ context: UpdateContext, takenFromDirty: Bool = false
  ) {
    callPathHop("ViewGraph.evaluate(_:_:changes:keys:_:)")
    let id = ObjectIdentifier(node)
    nodesVisited += 1
    // The sources of the last evaluation stay registered while the body runs: those it reads
    // again keep their entries, the others are dropped after it (``dropUnreadSources(of:)``).
    node.readRecords.removeAll(keepingCapacity: true)
    if !node.environmentReads.isEmpty { node.environmentReads.removeAll(keepingCapacity: true) }
    installDynamicProperties(node)

    let changes = Self.printChangesOrder(changes)
    node.evaluationCount += 1
    let generation = node.evaluationCount
    let handle = node.handle
    evaluating.append(node)
    let body = Self.tracking {
      Self.body(of: node.view)
    } onChange: {
      (handle.node as (any ObservationChangeSink)?)?.observedChange(generation: generation)
    }
    evaluating.removeLast()
    dropUnreadSources(of: node)

    evaluationTotal += 1
    runtime.record(.update, bodyTraceMessage(node, reason))
    if keepsRecords {
      // The keys and causes the dirty entry carried, kept as they are: the record the reports
      // read of why the body re-ran.
      evaluations.append(
        BodyEvaluation(
          view: node.name, reason: reason, changes: changes, keyCauses: keys,
          turn: runtime.turnCount, time: runtime.now, node: id))
    }
    if !takenFromDirty { clearDirty(id) }
    // A re-run hands its keys to its children, swapped in and back out (moves, no copies);
    // an insertion's children are updated with the keys of the re-run around it. The keys are
    // read only by the records: without them, none is handed on.
    var outerKeys: [KeyCause] = []
    var reruns = false
    if keepsRecords, case .recomputed = reason {
      reruns = true
      outerKeys = keys
      swap(&outerKeys, &rerunKeys)
    }
    defer { if reruns { swap(&outerKeys, &rerunKeys) } }
    // The kept child apart, so that the insertions' recursion (a body inserting a body, down
    // to ``maximumDepth``) keeps the frames it had: evaluate, reconcile, insert.
    if node.children.count == 1, updateKeptChild(of: node, body, context) { return }
    reconcile(node, [ChildSlot(id: .index(0), view: body)], context)
  }

  /// Ends the registration of the sources `node`'s last evaluation read and the one that just
  /// ran did not: what the evaluation had before it clearing every registration and reading
  /// registering again, without removing and adding back the sources read again (a source's
  /// readers are visited in any order: the dirty pass sorts them).
  ///
  /// Every source read by the evaluation has a record (``recordRead(of:projection:)``), and the
  /// records were cleared before it, so equal counts mean every registered source was read again.
  private func dropUnreadSources(of node: GraphNode) {
    guard node.reads.count != node.readRecords.count else { return }
    let id = ObjectIdentifier(node)
    var unread: [ObjectIdentifier] = []
    for (sourceID, source) in node.reads where node.readRecords[sourceID] == nil {
      source.readers[id] = nil
      unread.append(sourceID)
    }
    for sourceID in unread { node.reads[sourceID] = nil }
  }

  /// Updates `parent`'s one child with `body` when the child keeps its identity: what
  /// `reconcile(_:_:_:)` does for a one-slot body, without making the one-slot array. False,
  /// having done nothing, when the child does not keep its identity.
  private func updateKeptChild(
    of parent: GraphNode, _ body: any View, _ context: UpdateContext
  ) -> Bool {
    let old = parent.children
    guard old.count == 1, !old[0].isRemoved,
      old[0].key == NodeKey(id: .index(0), type: ObjectIdentifier(Swift.type(of: body)))
    else { return false }
    update(old[0], with: ChildSlot(id: .index(0), view: body), context)
    parent.children = old
    return true
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  /// `changes` in `_printChanges` order: `@dependencies` before `@self`, which comes before
  /// the property names (Docs/Semantics/SwiftUI.md §10.2). Only moves `@dependencies`; the
  /// other tokens are built in order already.
  static func printChangesOrder(_ changes: [String]) -> [String] {
    guard changes.count > 1, let index = changes.firstIndex(of: "@dependencies"), index > 0
    else { return changes }
    var ordered = changes
    ordered.remove(at: index)
    ordered.insert("@dependencies", at: 0)
    return ordered
  }

  // MARK: - Children

  /// Matches `slots` with `parent`'s children by identity: updates the kept ones, inserts
  /// the new ones and removes the rest (Docs/Semantics/SwiftUI.md §2.1.5).
  func reconcile(_ parent: GraphNode, _ slots: [ChildSlot], _ context: UpdateContext) {
    let old = parent.children
    // A leaf stays a leaf: nothing to insert, and `children` is empty already.
    if old.isEmpty, slots.isEmpty { return }
    if old.isEmpty {
      // A loop, not `slots.map { insert(…) }`: a closure formed on the main actor and handed to
      // the standard library (built without Swift 6's checks) checks its executor on each call
      // (SE-0423, about 220 instructions a view mounted, callgrind).
      var inserted: [GraphNode] = []
      inserted.reserveCapacity(slots.count)
      for slot in slots { inserted.append(insert(slot, parent: parent, context)) }
      parent.children = inserted
      if insertionDepth == 0, !parent.children.isEmpty {
        for child in parent.children { transitionIn(child, context) }
      }
      return
    }
    if old.count == 1, slots.count == 1, !old[0].isRemoved,
      old[0].key == NodeKey(id: slots[0].id, type: ObjectIdentifier(Swift.type(of: slots[0].view)))
    {
      // One child kept (a body's single view, the common case): what the loop below does for
      // it, without its bookkeeping arrays.
      update(old[0], with: slots[0], context)
      parent.children = old
      return
    }
    var used = [Bool](repeating: false, count: old.count)
    var lookup: [NodeKey: Int] = [:]
    let indexed = old.count > 8
    if indexed {
      lookup.reserveCapacity(old.count)
      for (index, node) in old.enumerated() where lookup[node.key] == nil && !node.isRemoved {
        lookup[node.key] = index
      }
    }
    var next: [GraphNode] = []
    next.reserveCapacity(slots.count)
    let actionMark = deferredActions.count
    for (position, slot) in slots.enumerated() {
      let key = NodeKey(id: slot.id, type: ObjectIdentifier(Swift.type(of: slot.view)))
      var match: Int?
      if indexed {
        if let index = lookup[key], !used[index] { match = index }
      } else if position < old.count, !used[position], old[position].key == key,
        !old[position].isRemoved
      {
        match = position
      } else {
        match = old.indices.first { !used[$0] && old[$0].key == key && !old[$0].isRemoved }
      }
      if let match {
        used[match] = true
        update(old[match], with: slot, context)
        next.append(old[match])
      } else if !leavingNodes.isEmpty, let back = leavingMatch(old, used, key) {
        // Re-added while leaving: the same view comes back (Docs/Semantics/SwiftUI.md §11.5).
        used[back] = true
        revive(old[back], context)
        update(old[back], with: slot, context)
        next.append(old[back])
      } else {
        let node = insert(slot, parent: parent, context)
        if insertionDepth == 0 { transitionIn(node, context) }
        next.append(node)
      }
    }
    let leaving = removeUnmatched(old, used, context, actionMark: actionMark)
    parent.children = leaving ? keepingLeaving(old, in: next) : next
  }

  /// Removes the old children no slot matched, or starts their removal transitions; true when
  /// some stay presented while leaving (Docs/Semantics/SwiftUI.md §11.3).
  @inline(never)
  private func removeUnmatched(
    _ old: [GraphNode], _ used: [Bool], _ context: UpdateContext, actionMark: Int
  ) -> Bool {
    var leaving = false
    var disappearIndex = actionMark
    for (index, node) in old.enumerated() where !used[index] {
      // A node already leaving keeps its transition; any other one transitions out or goes.
      if node.isRemoved || transitionOut(node, context) {
        leaving = true
      } else if hasIdentityTransition(node) {
        // `.transition(.identity)`: its `onDisappear` runs before the `onAppear` of the views
        // this reconcile inserted (Docs/Semantics/SwiftUICompatibility.md C.11).
        retire(node)
        self.disappearIndex = disappearIndex
        tearDown(node)
        disappearIndex = self.disappearIndex ?? disappearIndex
        self.disappearIndex = nil
      } else {
        remove(node)
      }
    }
    return leaving
  }

  /// Whether the transition `node` leaves with is `.identity` (no removal effect, no body).
  private func hasIdentityTransition(_ node: GraphNode) -> Bool {
    let (_, transition) = transitionHolder(of: node)
    return transition.removal.isEmpty && transition.bodies.isEmpty
  }

  /// Creates the node of a new identity and evaluates its subtree.
  func insert(_ slot: ChildSlot, parent: GraphNode?, _ context: UpdateContext) -> GraphNode {
    nodesVisited += 1
    insertionDepth += 1
    defer { insertionDepth -= 1 }
    let node = GraphNode(
      graph: self, parent: parent, id: slot.id, view: slot.view,
      environment: context.environment)
    if node.depth > Self.maximumDepth { stopTooDeep(at: node) }
    if insertionDepth == 1, parent != nil {
      insertionRoot = node
      insertionTransaction = context.transaction
    }
    if node.isUser {
      runtime.record(.update, "SwiftUI: \(node.name) inserted")
      if keepsRecords {
        identityEvents.append(
          IdentityEvent(
            kind: .inserted, view: node.name, turn: runtime.turnCount, node: ObjectIdentifier(node))
        )
      }
      evaluate(node, .appeared, changes: appearanceChanges(of: node), keys: [], context)
    } else if !node.isBareLeaf {
      // A bare leaf has no effect, platform view or child to set up: what `updatePrimitive`
      // would do for it (about 580 instructions a leaf, callgrind) ends with nothing done.
      updatePrimitive(node, previous: nil, context)
    }
    return node
  }

  /// Brings an existing node up to date with its new value (nil: same value, new context).
  func update(_ node: GraphNode, with slot: ChildSlot?, _ context: UpdateContext) {
    nodesVisited += 1
    if node.isUser {
      var changed = false
      if let slot {
        changed =
          slot.comparesWithEquatable
          ? !ValueComparison.areEqualUsingEquatable(node.view, slot.view)
          : !ValueComparison.areEqual(node.view, slot.view)
        if changed { node.view = slot.view }
      }
      let environmentChanged = !node.environment.isIdentical(to: context.environment)
      if environmentChanged { node.environment = context.environment }
      var fromParent: [KeyCause] = []
      if changed, keepsRecords {
        for key in rerunKeys { fromParent.append(KeyCause(cause: .parent, key: key.key)) }
      }
      if node.storage.mayBeDirty, let entry = dirty[ObjectIdentifier(node)] {
        let changes = changed ? ["@self"] + entry.tokens : entry.tokens
        var merged = context
        merged.transaction.merge(entry.transaction)
        var keys = entry.keys
        for key in fromParent where !keys.contains(where: { $0.key == key.key }) {
          keys.append(key)
        }
        evaluate(node, .recomputed(entry.cause), changes: changes, keys: keys, merged)
      } else if changed {
        evaluate(node, .recomputed(.parent), changes: ["@self"], keys: fromParent, context)
      } else if environmentChanged {
        let tokens = changedEnvironmentReads(node)
        if tokens.isEmpty {
          for child in node.children { update(child, with: nil, context) }
        } else {
          var keys: [KeyCause] = []
          for key in changedEnvironmentKeys {
            keys.append(KeyCause(cause: .environment, key: key))
          }
          evaluate(node, .recomputed(.environment), changes: tokens, keys: keys, context)
        }
      }
      return
    }
    if node.isBareLeaf, node.children.isEmpty {
      // What `updatePrimitive` does for a bare leaf, without its context copy, child slots and
      // empty reconciliation (about 580 instructions a re-run body's `Text`, callgrind).
      if let slot { node.view = slot.view }
      node.environment = context.environment
      return
    }
    // Only a modified view and a platform leaf read their previous value: no copy for others.
    let previous: (any View)? =
      slot != nil && (node.isModifier || node.isPlatformLeaf) ? node.view : nil
    if let slot { node.view = slot.view }
    node.environment = context.environment
    updatePrimitive(node, previous: previous, context)
  }

  /// The `_printChanges` tokens of the environment keys `node` read whose values changed.
  private func changedEnvironmentReads(_ node: GraphNode) -> [String] {
    var tokens: [String] = []
    for (keyPath, old) in node.environmentReads {
      let new = node.environment[keyPath: keyPath]
      if new.map({ !ValueComparison.areEqual(old, $0) }) ?? true {
        tokens.append("_" + (node.environmentFieldNames[keyPath] ?? "\(keyPath)"))
      }
    }
    return tokens.sorted()
  }

  /// The children of a primitive that builds them with a closure of the app's (`ForEach`'s
  /// content, `GeometryReader`'s): what the closure reads is the primitive's own dependency,
  /// not the enclosing body's, because the closure runs while the primitive updates, after
  /// that body returned. A change to it re-runs the closure (``rerunClosureChildren(_:_:)``),
  /// and the views it builds re-run as `ebeveyn` when their inputs changed; the body that
  /// wrote the `ForEach` does not (Docs/Semantics/SwiftUI.md §2.2.6).
  @MainActor
  private func closureChildren(_ node: GraphNode) -> [ChildSlot] {
    let id = ObjectIdentifier(node)
    node.readRecords.removeAll(keepingCapacity: true)
    clearDirty(id)
    node.evaluationCount += 1
    let generation = node.evaluationCount
    let handle = node.handle
    evaluating.append(node)
    let slots = Self.tracking {
      node.childSlots()
    } onChange: {
      (handle.node as (any ObservationChangeSink)?)?.observedChange(generation: generation)
    }
    evaluating.removeLast()
    dropUnreadSources(of: node)
    return slots
  }

  /// Re-runs a dirty ``ContentClosureView``'s closure and updates the views it builds, which
  /// a new value re-runs for `keys`, the closure's (``rerunKeys``).
  func rerunClosureChildren(_ node: GraphNode, keys: [KeyCause], _ context: UpdateContext) {
    nodesVisited += 1
    let outerKeys = rerunKeys
    rerunKeys = keys
    defer { rerunKeys = outerKeys }
    updatePrimitive(node, previous: node.view, context)
  }

  /// Updates `node` in a context of its own, with no re-run around it to hand its children
  /// keys (a layout's new geometry, a pushed destination, a pressed button, a transition's
  /// phase): ``update(_:with:_:)`` with no new value.
  func updateAlone(_ node: GraphNode, environment: EnvironmentValues, transaction: Transaction) {
    let outerKeys = rerunKeys
    rerunKeys = []
    defer { rerunKeys = outerKeys }
    update(node, with: nil, UpdateContext(environment: environment, transaction: transaction))
  }

  /// Applies a primitive's effects and updates its children.
  private func updatePrimitive(_ node: GraphNode, previous: (any View)?, _ context: UpdateContext) {
    var childContext = context
    var afterChildren: (() -> Void)?
    // A modified view's children, built from the carrier at hand rather than from the view
    // opened and copied into a carrier again (about 600 instructions an update of each
    // modified view, callgrind); nil for the others, built below. The carrier is not kept
    // past this block: a copy of it for every primitive cost more than it saved.
    var modifiedSlots: [ChildSlot]?
    if let carrier = node.modifierCarrier {
      let effect = node.effect(of: carrier)
      if let effect {
        let observer = effect.updateObserver
        let editor = effect.transactionEditor
        // `previous` is an older value of the node's own type. Its modifier is taken out only
        // for the hooks that read it: an update observer, a transaction editor, the first
        // appearance below (most modifiers have none of these: about 1,250 instructions an
        // update for the carrier and the modifier boxed as `Any`, callgrind). Unwrapped here,
        // not by a closure handed to `Optional.flatMap`, which would check on each call that it
        // runs on the main actor (SE-0423, about 220 instructions).
        var previousModifier: Any?
        if let previous, observer != nil || editor != nil || !node.hasAppeared {
          previousModifier = Self.modifier(of: previous, node)
        }
        childContext.environment = childEnvironment(
          node, effect: effect, context.environment, previous: previous)
        if let editor {
          childContext.transaction = editor.transaction(
            context.transaction, anyPrevious: previousModifier)
        }
        updatePresentation(node, effect: effect, context.transaction)
        if let previousModifier {
          // After the children's, so chained actions run in source order (if any: no closure).
          if let observer {
            afterChildren = { [unowned self] in
              observer.didUpdate(anyPrevious: previousModifier, in: self, node: node)
            }
          }
        } else if !node.hasAppeared {
          node.hasAppeared = true
          // After the children's too: a child's `onAppear` runs before its parent's, and
          // chained actions in source order (Docs/Semantics/SwiftUICompatibility.md C.8).
          afterChildren = { [unowned self] in effect.didAppear(in: self, node: node) }
        }
      }
      if !node.runsContentClosure, case .modified(_, let plan) = node.traits.children {
        modifiedSlots = carrier.children(plan)
      }
    }
    let slots =
      modifiedSlots ?? (node.runsContentClosure ? closureChildren(node) : node.childSlots())
    updatePlatformLeaf(node, previous: previous, context)
    reconcile(node, slots, childContext)
    if let afterChildren { deferredActions.append(afterChildren) }
  }

  /// Removes `node`'s subtree: its state is detached, its reads and subscriptions dropped.
  func remove(_ node: GraphNode) {
    retire(node)
    tearDown(node)
  }

  /// The identity's end (Docs/Semantics/SwiftUI.md §11.3): the subtree never re-runs; a change
  /// reaching it is parked until it comes back or leaves (§11.5). A subtree already retired is
  /// skipped.
  func retire(_ node: GraphNode) {
    guard !node.isRemoved else { return }
    node.isRemoved = true
    let id = ObjectIdentifier(node)
    if node.isUser { runtime.record(.update, "SwiftUI: \(node.name) removed") }
    if node.isUser && keepsRecords {
      identityEvents.append(
        IdentityEvent(kind: .removed, view: node.name, turn: runtime.turnCount, node: id))
    }
    if let entry = dirty.removeValue(forKey: id) {
      node.storage.mayBeDirty = false
      keepPassOriginal(entry, id)
      park(entry)
    }
    for child in node.children { retire(child) }
  }

  /// The subtree leaves the presented tree: its reads and subscriptions are dropped, its storage
  /// detached, its animations stopped, its `onDisappear` actions queued, parent first.
  func tearDown(_ node: GraphNode) {
    guard !node.isTornDown else { return }
    node.isTornDown = true
    let id = ObjectIdentifier(node)
    for source in node.reads.values { source.readers[id] = nil }
    node.reads.removeAll()
    node.subscriptions.removeAll()
    clearDirty(id)
    if !parkedChanges.isEmpty { parkedChanges[id] = nil }
    for storage in node.slots.values {
      (storage as? any DependencySource)?.isDetached = true
    }
    if !node.presentation.isEmpty { stopAnimations(of: node) }
    dismantlePlatformLeaf(node)
    if let effect = node.effect {
      let action = { [unowned self] in effect.didDisappear(in: self, node: node) }
      if let index = disappearIndex, index <= deferredActions.count {
        deferredActions.insert(action, at: index)
        disappearIndex = index + 1
      } else {
        deferredActions.append(action)
      }
    }
    for child in node.children { tearDown(child) }
  }
}

/// Where Observation's change handler reports a change. The handler is a nonisolated
/// `@Sendable` function that runs synchronously in the code that mutated the model; the node
/// that receives it is main-actor. The conformance is `@preconcurrency` (SE-0423): the call is
/// checked at run time to be on the main actor, and a change made elsewhere stops with
/// Swift's isolation diagnostic instead of racing the graph (Docs/Semantics/RunLoop.md RL-17).
protocol ObservationChangeSink: AnyObject, Sendable {
  /// The model read by the evaluation numbered `generation` changed.
  func observedChange(generation: Int)
}

extension GraphNode: @preconcurrency ObservationChangeSink {
  func observedChange(generation: Int) {
    graph.noteObservationChange(self, generation: generation)
  }
}
