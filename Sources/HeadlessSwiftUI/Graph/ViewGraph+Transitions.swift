/// A removed view still presented while its removal transition runs
/// (Docs/Semantics/SwiftUI.md §11.3).
struct LeavingNode {
  /// The removed subtree's root, kept among its parent's children.
  let node: GraphNode
  /// The node whose presented `transition.*` values animate the removal.
  let holder: GraphNode
}

/// Transitions: insertions and removals animated by the transaction that made them
/// (Docs/Semantics/SwiftUI.md §11).
///
/// Only the root of an inserted or removed subtree transitions. Its transition is the first
/// `.transition(_:)` found going down through its modifiers and user views (the trait SwiftUI
/// reads for a list element), `.opacity` when there is none. An animated insertion presents
/// the transition's properties from their active values to their identity values. An animated
/// removal ends the identity at once — the subtree's reads are dropped, so it never re-runs
/// and is not a recompute — but keeps the subtree in the presented tree, in place, until its
/// removal properties reach their active values; then it leaves the tree, its state is
/// detached and its `onDisappear` actions run, in that frame.
extension ViewGraph {
  /// Starts `node`'s insertion transition, when the update that inserted it animates.
  func transitionIn(_ node: GraphNode, _ context: UpdateContext) {
    let (holder, transition) = transitionHolder(of: node)
    guard let animation = transitionAnimation(transition, context.transaction) else { return }
    if !transition.bodies.isEmpty { move(holder, to: .identity, animation, context, node) }
    guard !transition.insertion.isEmpty else { return }
    holder.transitionLabel = transitionLabel(for: node)
    for effect in transition.insertion {
      startTransition(
        holder, "transition." + effect.name, from: effect.active, to: effect.identity,
        animation, context.transaction)
    }
  }

  /// Starts `node`'s removal transition when the update that removed it animates; false
  /// when the node is to go at once (no animation, or a transition that changes nothing).
  func transitionOut(_ node: GraphNode, _ context: UpdateContext) -> Bool {
    let (holder, transition) = transitionHolder(of: node)
    guard !transition.removal.isEmpty || !transition.bodies.isEmpty,
      let animation = transitionAnimation(transition, context.transaction)
    else { return false }
    if !transition.bodies.isEmpty {
      move(holder, to: .didDisappear, animation, context, node)
      // A body that changes nothing animatable is a transition that does nothing (§11.6).
      if transition.removal.isEmpty && !bodyAnimates(holder) { return false }
    }
    retire(node)
    let name = transitionLabel(for: node)
    if holder.transitionLabel == nil { holder.transitionLabel = name }
    let now = runtime.now
    for effect in transition.removal {
      let key = "transition." + effect.name
      let from = holder.presentation[key]?.value(at: now) ?? effect.identity
      startTransition(holder, key, from: from, to: effect.active, animation, context.transaction)
    }
    leavingNodes.append(LeavingNode(node: node, holder: holder))
    runtime.record(.update, "SwiftUI: \(name) stays presented for its \(transition) removal")
    return true
  }

  /// The phase `node` (a `.transition` whose transition has bodies) builds them in: its stored
  /// one; at its first build `willAppear` when it is the transition of a subtree an animated
  /// update is inserting, else `identity` (Docs/Semantics/SwiftUI.md §11.6).
  func transitionPhase(of node: GraphNode, _ transition: AnyTransition) -> TransitionPhase {
    if let box = node.slots[transitionPhaseSlot] as? TransitionPhaseBox { return box.phase }
    let phase: TransitionPhase =
      insertionDepth > 0 && startsInsertion(node, transition) ? .willAppear : .identity
    node.slots[transitionPhaseSlot] = TransitionPhaseBox(phase)
    return phase
  }

  /// Whether `node` is the transition of the subtree being inserted (the first `.transition`
  /// down its modifiers and user views) and the insertion animates.
  private func startsInsertion(_ node: GraphNode, _ transition: AnyTransition) -> Bool {
    guard let root = insertionRoot, transitionAnimation(transition, insertionTransaction) != nil
    else { return false }
    var step = node
    while step !== root {
      guard let parent = step.parent, step.id == .index(0) else { return false }
      let carrier = parent.cast(ModifierCarrier.self)
      guard carrier != nil || parent.isUser, !(carrier?.anyModifier is _TransitionModifier) else {
        return false
      }
      step = parent
    }
    return true
  }

  /// Moves `holder`'s transition bodies to `phase` and rebuilds them under `animation` (at
  /// once without one): their animatable values animate like any change (§3.3, §11.6).
  private func move(
    _ holder: GraphNode, to phase: TransitionPhase, _ animation: Animation?,
    _ context: UpdateContext, _ root: GraphNode
  ) {
    guard let box = holder.slots[transitionPhaseSlot] as? TransitionPhaseBox, box.phase != phase
    else { return }
    box.phase = phase
    var transaction = context.transaction
    transaction.animation = animation
    updateAlone(holder, environment: holder.environment, transaction: transaction)
    let name = transitionLabel(for: root)
    forEachBodyNode(holder) { node in node.transitionLabel = name }
  }

  /// Visits the nodes `holder`'s transition bodies built, down to the transitioning content
  /// and not into user views (a custom modifier's body is named after the modifier).
  private func forEachBodyNode(_ holder: GraphNode, _ visit: (GraphNode) -> Void) {
    var stack = holder.children
    while let node = stack.popLast() {
      guard !node.isUser, !(node.view is any PlaceholderContentMarker) else { continue }
      visit(node)
      stack += node.children
    }
  }

  /// Whether an animation runs in what `holder`'s transition bodies built (their content and
  /// its own animations aside; a custom modifier's body included).
  func bodyAnimates(_ holder: GraphNode) -> Bool {
    var stack = holder.children
    while let node = stack.popLast() {
      if node.view is any PlaceholderContentMarker { continue }
      if node.presentation.values.contains(where: \.isRunning) { return true }
      stack += node.children
    }
    return false
  }

  /// The index in `old` of a leaving node with `key`, one no slot took yet: a view re-added
  /// while it is still leaving (Docs/Semantics/SwiftUI.md §11.5). O(children).
  func leavingMatch(_ old: [GraphNode], _ used: [Bool], _ key: NodeKey) -> Int? {
    old.indices.first {
      !used[$0] && old[$0].isRemoved && !old[$0].isTornDown && old[$0].key == key
    }
  }

  /// A leaving view re-added with the same identity comes back (Docs/Semantics/SwiftUI.md
  /// §11.5): it leaves the leaving list, its identity and state are its own again (nested views
  /// leaving on their own stay leaving), the changes that reached it while it was leaving are
  /// due again, and its transition goes from its presented values back to identity, animated
  /// like an insertion (at once without an animation).
  func revive(_ node: GraphNode, _ context: UpdateContext) {
    leavingNodes.removeAll { $0.node === node }
    let stillLeaving = Set(leavingNodes.map { ObjectIdentifier($0.node) })
    func restore(_ step: GraphNode) {
      let id = ObjectIdentifier(step)
      guard step.isRemoved, !stillLeaving.contains(id) else { return }
      step.isRemoved = false
      if var entry = parkedChanges.removeValue(forKey: id) {
        entry.written = dirtyPass
        step.storage.mayBeDirty = true
        if let replaced = dirty.updateValue(entry, forKey: id) { keepPassOriginal(replaced, id) }
      }
      for child in step.children { restore(child) }
    }
    restore(node)
    let name = transitionLabel(for: node)
    runtime.record(.update, "SwiftUI: \(name) re-added while leaving; it comes back")
    let (holder, transition) = transitionHolder(of: node)
    let identity = Dictionary(
      (transition.removal + transition.insertion).map { ("transition." + $0.name, $0.identity) },
      uniquingKeysWith: { first, _ in first })
    let animation = transitionAnimation(transition, context.transaction)
    if !transition.bodies.isEmpty { move(holder, to: .identity, animation, context, node) }
    let now = runtime.now
    for key in holder.presentation.keys.sorted() where key.hasPrefix("transition.") {
      guard var property = holder.presentation[key], let target = identity[key] else { continue }
      if let animation {
        startTransition(
          holder, key, from: property.value(at: now), to: target, animation, context.transaction)
      } else {
        finish(&property)
        holder.presentation[key] = PresentedProperty(
          target: target, from: target, animation: nil, start: now)
      }
    }
  }

  /// Keeps a change that reached a leaving view for when it comes back (§11.5).
  func park(_ entry: DirtyEntry) {
    let id = ObjectIdentifier(entry.node)
    guard !entry.node.isTornDown else { return }
    guard var parked = parkedChanges[id] else {
      parkedChanges[id] = entry
      return
    }
    for token in entry.tokens where !parked.tokens.contains(token) { parked.tokens.append(token) }
    for key in entry.keys where !parked.keys.contains(where: { $0.key == key.key }) {
      parked.keys.append(key)
    }
    parked.merge(entry.transaction)
    parkedChanges[id] = parked
  }

  /// Removes from the presented tree the leaving views whose removal transitions ended: the
  /// end of the `.animate` phase (Docs/Semantics/SwiftUI.md §11.3).
  func finishLeaving() {
    var remaining: [LeavingNode] = []
    for entry in leavingNodes where !entry.node.isTornDown {
      let running =
        entry.holder.presentation.contains {
          $0.key.hasPrefix("transition.") && $0.value.isRunning
        } || bodyAnimates(entry.holder)
      if running {
        remaining.append(entry)
        continue
      }
      entry.node.parent?.children.removeAll { $0 === entry.node }
      runtime.record(
        .update, "SwiftUI: \(transitionLabel(for: entry.node)) left the presented tree")
      tearDown(entry.node)
    }
    leavingNodes = remaining
  }

  /// `next` with the old children still leaving put back where they were: each after the
  /// old sibling that preceded it (Docs/Semantics/SwiftUI.md §11.3). O(children).
  func keepingLeaving(_ old: [GraphNode], in next: [GraphNode]) -> [GraphNode] {
    var position: [ObjectIdentifier: Int] = [:]
    position.reserveCapacity(next.count)
    for (index, node) in next.enumerated() { position[ObjectIdentifier(node)] = index }
    // Leaving nodes by the index in `next` of the kept sibling before them (-1: the front).
    var anchored: [Int: [GraphNode]] = [:]
    var anchor = -1
    var leaving = 0
    for node in old {
      if let index = position[ObjectIdentifier(node)] {
        anchor = index
      } else if node.isRemoved && !node.isTornDown {
        anchored[anchor, default: []].append(node)
        leaving += 1
      }
    }
    var result = anchored[-1] ?? []
    result.reserveCapacity(next.count + leaving)
    for (index, node) in next.enumerated() {
      result.append(node)
      if let after = anchored[index] { result += after }
    }
    return result
  }

  /// The node carrying `node`'s transition and the transition: the first `.transition(_:)`
  /// through `node`'s modifiers and user views, else `.opacity` on `node` itself
  /// (Docs/Semantics/SwiftUI.md §11.1).
  func transitionHolder(of node: GraphNode) -> (GraphNode, AnyTransition) {
    var current = node
    while true {
      let carrier = current.modifierCarrier
      if let modifier = carrier?.anyModifier as? _TransitionModifier {
        return (current, modifier.transition)
      }
      guard carrier != nil || current.isUser, let next = current.children.first else { break }
      current = next
    }
    return (node, .opacity)
  }

  /// The animation of a transition: its own, else the transaction's; none for an animation
  /// that is a misuse applying at once (Docs/Misuse.md §1).
  func transitionAnimation(_ transition: AnyTransition, _ transaction: Transaction)
    -> Animation?
  {
    guard let animation = transition.ownAnimation ?? transaction.animation,
      animation.misuse?.appliesAtOnce != true
    else { return nil }
    return animation
  }

  /// The view a transition's samples are named after: the first user view at or below
  /// `node` through single children, else the nearest user view above it.
  func transitionLabel(for node: GraphNode) -> String {
    var current: GraphNode? = node
    while let step = current {
      if step.isUser { return step.name }
      current = step.children.count == 1 ? step.children[0] : nil
    }
    return node.parent?.nearestUserView?.name ?? "root"
  }

  private func startTransition(
    _ holder: GraphNode, _ key: String, from: [Double], to target: [Double],
    _ animation: Animation, _ transaction: Transaction
  ) {
    if var old = holder.presentation[key] { finish(&old) }
    for completion in transaction.completions { completion.running += 1 }
    holder.presentation[key] = PresentedProperty(
      target: target, from: from, animation: animation, start: runtime.now,
      completions: transaction.completions)
    if !animatedNodes.contains(where: { $0 === holder }) { animatedNodes.append(holder) }
    runtime.record(.animation, "SwiftUI: \(label(holder, key)) animates with \(animation)")
  }
}
