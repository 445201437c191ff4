/// Interactions turned into the Invalidation kernel's measurements (Docs/Semantics/SwiftUI.md §2.8,
/// §3.1).
extension ViewHost {
  /// Runs `interaction`, settles, and reports which user views re-ran and why, in the
  /// Invalidation kernel's format (Docs/Semantics/SwiftUI.md §2.8).
  ///
  /// - Parameters:
  ///   - label: the step label printed first (`panel-acildi`).
  ///   - key: the key printed; by default the names of what changed: state and gesture-state
  ///     properties, `@Published` properties, environment keys. Observation does not say
  ///     which `@Observable` property changed, so name those with `key` (else `-`).
  public func measure(_ label: String, key: String? = nil, _ interaction: () throws -> Void)
    rethrows -> InvalidationReport
  {
    let window = try measuredWindow(interaction)
    var recomputes: [ObjectIdentifier: Recompute] = [:]
    for evaluation in graph.evaluations[window.evaluations...] {
      if let cause = evaluation.cause, recomputes[evaluation.node] == nil {
        recomputes[evaluation.node] = Recompute(view: evaluation.view, cause: cause)
      }
    }
    var keys: [String] = []
    for case let key? in graph.changedKeys where !keys.contains(key) { keys.append(key) }
    return classified(
      recomputes, label: label, key: key ?? (keys.isEmpty ? "-" : keys.joined(separator: ",")),
      window.insertedNodes, inserted: window.events.filter { $0.kind == .inserted }.map(\.view),
      removed: window.events.filter { $0.kind == .removed }.map(\.view))
  }

  /// Runs `interaction`, settles, and reports each changed key apart: for every key, in the
  /// order keys were first written, which user views re-ran because of it and why (the
  /// report's label is the key).
  ///
  /// This is the lessons' one-line-per-change form for an interaction that changes several
  /// keys, or one key many times: a view re-run several times for a key is listed once, with
  /// its first cause; a view re-run once for two keys at once (one update) is listed under
  /// both, with the cause each key has for it (``BodyEvaluation/keyCauses``). Lesson 004's
  /// lift changes `dragOffset` and `position` in one update: the card re-ran once, as
  /// `yerel` for its gesture state and as `ebeveyn` for its parent's position. A change
  /// Observation does not name (`-`) comes after the named keys.
  public func measureKeys(_ interaction: () throws -> Void) rethrows -> [InvalidationReport] {
    let window = try measuredWindow(interaction)
    callPathHop("ViewHost.measureKeys(_:)")
    // The keys in the order first written, the named ones first, then `-` for the changes
    // Observation does not name.
    var order: [String] = []
    var position: [String: Int] = [:]
    var unnamed = false
    for key in graph.changedKeys {
      guard let key else {
        unnamed = true
        continue
      }
      if position[key] == nil {
        position[key] = order.count
        order.append(key)
      }
    }
    if unnamed, position["-"] == nil {
      position["-"] = order.count
      order.append("-")
    }
    // Each key's re-runs, read from the evaluation records: a view's recompute is the cause
    // its first re-run for the key recorded (a view re-run for a key written before the
    // interaction is not this interaction's change of that key).
    var byKey = [[ObjectIdentifier: Recompute]](repeating: [:], count: order.count)
    for evaluation in graph.evaluations[window.evaluations...] {
      for keyCause in evaluation.keyCauses {
        guard let index = position[keyCause.key], byKey[index][evaluation.node] == nil else {
          continue
        }
        byKey[index][evaluation.node] = Recompute(view: evaluation.view, cause: keyCause.cause)
      }
    }
    // Each key's views in tree order, re-run (the key's recompute for the view, as is) or
    // skipped (the views the interaction inserted are neither), sorted in one pass over the
    // user views for all the keys (one report at a time listed the user views again for each
    // key, through ``classified(_:label:key:_:inserted:removed:)``).
    var ordered = [[Recompute]](repeating: [], count: order.count)
    var skipped = [[String]](repeating: [], count: order.count)
    for node in userNodes() {
      let id = ObjectIdentifier(node)
      for index in order.indices where !byKey[index].isEmpty {
        if let recompute = byKey[index][id] {
          ordered[index].append(recompute)
        } else if !window.insertedNodes.contains(id) {
          skipped[index].append(node.name)
        }
      }
    }
    // One report per key; a key that re-ran nothing has none.
    var reports: [InvalidationReport] = []
    for (index, key) in order.enumerated() where !byKey[index].isEmpty {
      reports.append(
        InvalidationReport(
          label: key, key: key, recomputes: ordered[index], skipped: skipped[index],
          inserted: [], removed: []))
    }
    return reports
  }

  /// Settles, runs `interaction` and settles again, with the graph's changed keys cleared
  /// first: what the interaction evaluated and which identities it inserted or removed.
  private func measuredWindow(_ interaction: () throws -> Void) rethrows -> (
    evaluations: Int, events: ArraySlice<IdentityEvent>, insertedNodes: Set<ObjectIdentifier>
  ) {
    settle()
    let evaluationStart = graph.evaluations.count
    let identityStart = graph.identityEvents.count
    graph.changedKeys.removeAll()
    try interaction()
    settle()
    let events = graph.identityEvents[identityStart...]
    return (
      evaluationStart, events, Set(events.filter { $0.kind == .inserted }.map(\.node))
    )
  }

  /// The report of `label` and `key`: the user views in tree order, re-run (`recomputes`'s
  /// value for the view, as is) or skipped; the views the interaction inserted
  /// (`insertedNodes`) are neither.
  private func classified(
    _ recomputes: [ObjectIdentifier: Recompute], label: String, key: String,
    _ insertedNodes: Set<ObjectIdentifier>, inserted: [String] = [], removed: [String] = []
  ) -> InvalidationReport {
    callPathHop("ViewHost.classified(_:label:key:_:inserted:removed:)")
    var ordered: [Recompute] = []
    var skipped: [String] = []
    for node in userNodes() {
      if let recompute = recomputes[ObjectIdentifier(node)] {
        ordered.append(recompute)
      } else if !insertedNodes.contains(ObjectIdentifier(node)) {
        skipped.append(node.name)
      }
    }
    return InvalidationReport(
      label: label, key: key, recomputes: ordered, skipped: skipped, inserted: inserted,
      removed: removed)
  }

  /// Runs `interaction`, prints the kernel's line, and returns the recomputes: the lessons'
  /// `change(_:key:)`, derived from execution, so `countCauses(_:)` can follow.
  @discardableResult
  public func change(
    _ label: String, key: String? = nil, language: Language = .default,
    _ interaction: () -> Void
  ) -> [Recompute] {
    let report = measure(label, key: key, interaction)
    print(report.line(language))
    return report.recomputes
  }

}
