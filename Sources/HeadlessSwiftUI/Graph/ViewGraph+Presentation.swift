/// Presentation: animatable modifier values interpolated on the runtime clock
/// (Docs/Semantics/SwiftUI.md §3.3).
///
/// Animations never decide which bodies run. When an update changes an animatable value
/// (opacity, offset, frame, colours) and the update's transaction at that node carries an
/// animation, the presented value moves from its current presented value to the new one along
/// the animation's curve, sampled once per frame in the `.animate` phase (Docs/Semantics/SwiftUI.md
/// §2.5, §2.6). Without an animation the presented value jumps.
///
/// Simplifications, documented: an interrupted animation restarts from the presented value
/// with zero velocity (SwiftUI's springs retarget keeping their velocity); `blendDuration` is
/// not modelled; a spring's logical end is its settling duration. Completion criteria follow
/// Docs/Semantics/SwiftUI.md §10.5.
extension ViewGraph {
  /// Records the new model value of `node`'s animatable property, starting an animation.
  func updatePresentation(_ node: GraphNode, effect: any ModifierEffect, _ transaction: Transaction)
  {
    guard let incoming = effect.animatableValue else { return }
    let name = incoming.name
    let now = runtime.now
    guard let index = node.presentation.index(forKey: name) else {
      let value = incoming.array
      node.presentation[name] = PresentedProperty(
        target: value, from: value, animation: nil, start: now)
      return
    }
    // Compared and, when it jumps, written in place, through one access to the stored property
    // (no copy of it: reading a field through the values' subscript copied the whole
    // property, its animation included, about 280 instructions a read).
    if Self.settles(
      &node.presentation.values[index], at: incoming, animates: transaction.animation != nil,
      now: now)
    {
      return
    }
    let value = incoming.array
    var property = node.presentation.values[index]
    let current = property.value(at: now)
    if let misuse = transaction.animation?.misuse {
      runtime.record(.diagnostic, "SwiftUI: \(label(node, name)): \(misuse.message)")
    }
    if let animation = transaction.animation, animation.misuse?.appliesAtOnce != true {
      // The old animation's completions wait on (§10.5): `.removed` ones for the new
      // animation, `.logicallyComplete` ones for the old animation's own logical end.
      let (removed, interrupted) = interrupt(property)
      let added = transaction.completions.filter { new in !removed.contains { $0 === new } }
      for completion in added { completion.running += 1 }
      property = PresentedProperty(
        target: value, from: current, animation: animation, start: now,
        completions: removed + added, interrupted: interrupted)
      if !animatedNodes.contains(where: { $0 === node }) { animatedNodes.append(node) }
      runtime.record(
        .animation, "SwiftUI: \(label(node, name)) animates with \(animation)")
    } else {
      finish(&property)
      property = PresentedProperty(target: value, from: value, animation: nil, start: now)
    }
    node.presentation[name] = property
  }

  /// Settles `property` at `value` in place when nothing starts or runs: true when the value
  /// is the same as the target, or when no animation runs on it and the update's transaction
  /// (`animates`) starts none, so the value jumps (no misuse to report), as the general branch
  /// makes it, written at the index found (one hash of the name, not two). False otherwise.
  ///
  /// The jump leaves what `PresentedProperty(target: value, from: value, animation: nil,
  /// start: now)` holds, written over the old arrays: the target's storage is unshared first,
  /// so the components are written in place rather than into a new array.
  private static func settles(
    _ property: inout PresentedProperty, at value: AnimatableValue, animates: Bool, now: Double
  ) -> Bool {
    if value.isSame(as: property.target) { return true }
    guard case .none = property.animation, !animates else { return false }
    property.from = []
    value.write(into: &property.target)
    property.from = property.target
    property.start = now
    if !property.completions.isEmpty { property.completions = [] }
    if !property.interrupted.isEmpty { property.interrupted = [] }
    return true
  }

  /// Samples every running animation at the current time: the `.animate` phase.
  func stepAnimations() {
    guard !animatedNodes.isEmpty else { return }
    let now = runtime.now
    for node in animatedNodes {
      for name in node.presentation.keys.sorted() {
        guard var property = node.presentation[name], let animation = property.animation else {
          continue
        }
        let value = property.value(at: now)
        var changed = property.hasLogicalWaits
        if changed { completeLogically(&property, animation, at: now) }
        if keepsRecords {
          presentationSamples.append(
            PresentedSample(
              property: label(node, name), turn: runtime.turnCount, time: now, value: value))
        }
        if now - property.start >= animation.totalDuration {
          finish(&property)
          changed = true
        }
        if changed { node.presentation[name] = property }
      }
    }
    animatedNodes.removeAll { node in !node.presentation.values.contains { $0.isRunning } }
    if !leavingNodes.isEmpty { finishLeaving() }
    runDeferredActions()
  }

  /// Stops `property`'s animation and settles its completions, the logical ones of the
  /// animations it interrupted included (a removed animation reports logical completion at
  /// once, §10.5).
  func finish(_ property: inout PresentedProperty) {
    guard property.animation != nil else { return }
    property.animation = nil
    property.from = property.target
    for completion in property.completions { release(completion) }
    for wait in property.interrupted { release(wait.completion) }
    property.completions = []
    property.interrupted = []
  }

  /// One animation no longer holds `completion`; it fires when none does.
  private func release(_ completion: AnimationCompletion) {
    completion.running -= 1
    if completion.running == 0 { deferredActions.append { completion.fire() } }
  }

  /// The completions of `property`'s running animation that a new animation of the same
  /// property inherits: its `.removed` ones; and its `.logicallyComplete` ones (with those it
  /// inherited itself), still waiting for their animations' logical ends (§10.5).
  private func interrupt(_ property: PresentedProperty) -> (
    removed: [AnimationCompletion],
    interrupted: [(start: Double, logicalDuration: Double, completion: AnimationCompletion)]
  ) {
    guard let animation = property.animation else { return ([], []) }
    var removed: [AnimationCompletion] = []
    var interrupted = property.interrupted
    for completion in property.completions {
      if completion.criteria == .removed {
        removed.append(completion)
      } else {
        interrupted.append((property.start, animation.logicalDuration, completion))
      }
    }
    return (removed, interrupted)
  }

  /// Releases the `.logicallyComplete` completions whose animations reached their logical
  /// end by `now` (§10.5).
  private func completeLogically(
    _ property: inout PresentedProperty, _ animation: Animation, at now: Double
  ) {
    if now - property.start >= animation.logicalDuration {
      property.completions.removeAll { completion in
        guard completion.criteria == .logicallyComplete else { return false }
        release(completion)
        return true
      }
    }
    property.interrupted.removeAll { wait in
      guard now - wait.start >= wait.logicalDuration else { return false }
      release(wait.completion)
      return true
    }
  }

  /// Stops every animation of a removed node.
  func stopAnimations(of node: GraphNode) {
    for name in node.presentation.keys {
      guard var property = node.presentation[name] else { continue }
      finish(&property)
      node.presentation[name] = property
    }
    animatedNodes.removeAll { $0 === node }
  }

  /// The presented value of `node`'s property `name` now.
  func presentedValue(_ node: GraphNode, _ name: String) -> [Double]? {
    node.presentation[name]?.value(at: runtime.now)
  }

  func label(_ node: GraphNode, _ name: String) -> String {
    "\(node.transitionLabel ?? node.nearestUserView?.name ?? "root").\(name)"
  }
}
