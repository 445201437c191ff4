/// Interactions turned into the Invalidation kernel's measurements (issue item 4).
extension ViewHost {
  /// Runs `interaction`, settles, and reports which user views re-ran and why, in the
  /// Invalidation kernel's format (issue item 4).
  ///
  /// - Parameters:
  ///   - label: the step label printed first (`panel-acildi`).
  ///   - key: the key printed; by default the names of what changed: state and gesture-state
  ///     properties, `@Published` properties, environment keys. Observation does not say
  ///     which `@Observable` property changed, so name those with `key` (else `-`).
  public func measure(_ label: String, key: String? = nil, _ interaction: () -> Void)
    -> InvalidationReport
  {
    settle()
    let evaluationStart = graph.evaluations.count
    let identityStart = graph.identityEvents.count
    keyLog = []
    interaction()
    settle()
    var causes: [ObjectIdentifier: Cause] = [:]
    for evaluation in graph.evaluations[evaluationStart...] {
      if let cause = evaluation.cause, causes[evaluation.node] == nil {
        causes[evaluation.node] = cause
      }
    }
    let events = graph.identityEvents[identityStart...]
    let insertedNodes = Set(events.filter { $0.kind == .inserted }.map(\.node))
    var recomputes: [Recompute] = []
    var skipped: [String] = []
    for node in userNodes() {
      if let cause = causes[ObjectIdentifier(node)] {
        recomputes.append(Recompute(view: node.name, cause: cause))
      } else if !insertedNodes.contains(ObjectIdentifier(node)) {
        skipped.append(node.name)
      }
    }
    var keys: [String] = []
    for name in keyLog where !keys.contains(name) { keys.append(name) }
    return InvalidationReport(
      label: label, key: key ?? (keys.isEmpty ? "-" : keys.joined(separator: ",")),
      recomputes: recomputes, skipped: skipped,
      inserted: events.filter { $0.kind == .inserted }.map(\.view),
      removed: events.filter { $0.kind == .removed }.map(\.view))
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
