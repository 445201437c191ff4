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
    settle()
    let evaluationStart = graph.evaluations.count
    let identityStart = graph.identityEvents.count
    keyLog = []
    try interaction()
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

  /// Runs `interaction`, settles, and reports each changed key apart: for every key, in the
  /// order keys were first written, which user views re-ran because of it and why (the
  /// report's label is the key).
  ///
  /// This is the lessons' one-line-per-change form for an interaction that changes several
  /// keys, or one key many times: a view re-run several times for a key is listed once, with
  /// its first cause; a view re-run once for two keys at once (one update) is listed under
  /// both, with the cause each key has for it (``BodyEvaluation/keyCauses``). Lesson 004's
  /// lift changes `dragOffset` and `position` in one update: the card re-ran once, as
  /// `yerel` for its gesture state and as `ebeveyn` for its parent's position.
  public func measureKeys(_ interaction: () throws -> Void) rethrows -> [InvalidationReport] {
    settle()
    let evaluationStart = graph.evaluations.count
    let identityStart = graph.identityEvents.count
    keyLog = []
    try interaction()
    settle()
    var keys: [String] = []
    var causes: [String: [ObjectIdentifier: Cause]] = [:]
    for evaluation in graph.evaluations[evaluationStart...] {
      for keyCause in evaluation.keyCauses {
        if causes[keyCause.key] == nil {
          keys.append(keyCause.key)
          causes[keyCause.key] = [:]
        }
        if causes[keyCause.key]?[evaluation.node] == nil {
          causes[keyCause.key]?[evaluation.node] = keyCause.cause
        }
      }
    }
    // In the order the keys were written (the update's order), then any others.
    let written = keyLog.filter(keys.contains)
    keys =
      written.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      + keys.filter { !written.contains($0) }
    let events = graph.identityEvents[identityStart...]
    let inserted = Set(events.filter { $0.kind == .inserted }.map(\.node))
    let nodes = userNodes()
    return keys.map { key in
      let byNode = causes[key] ?? [:]
      var recomputes: [Recompute] = []
      var skipped: [String] = []
      for node in nodes {
        if let cause = byNode[ObjectIdentifier(node)] {
          recomputes.append(Recompute(view: node.name, cause: cause))
        } else if !inserted.contains(ObjectIdentifier(node)) {
          skipped.append(node.name)
        }
      }
      return InvalidationReport(
        label: key, key: key, recomputes: recomputes, skipped: skipped, inserted: [],
        removed: [])
    }
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
