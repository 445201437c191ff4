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
    guard !transition.insertion.isEmpty,
      let animation = transitionAnimation(transition, context.transaction)
    else { return }
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
    guard !transition.removal.isEmpty,
      let animation = transitionAnimation(transition, context.transaction)
    else { return false }
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

  /// Removes from the presented tree the leaving views whose removal transitions ended: the
  /// end of the `.animate` phase (Docs/Semantics/SwiftUI.md §11.3).
  func finishLeaving() {
    var remaining: [LeavingNode] = []
    for entry in leavingNodes where !entry.node.isTornDown {
      let running = entry.holder.presentation.contains {
        $0.key.hasPrefix("transition.") && $0.value.isRunning
      }
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
  private func transitionAnimation(_ transition: AnyTransition, _ transaction: Transaction)
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
