// Reads for ScreenLabTesting's per-row assertions and `screenlab run`'s identity lines; package
// access, not public API.
import Observation

/// One user view of the tree, told apart from the other views of its type: its place among
/// them in tree order and the explicit identity it was given (a `ForEach` element's id or an
/// `.id(_:)` value, Docs/Semantics/SwiftUI.md §2.1.5).
package struct ViewInstance: Hashable, Sendable {
  /// The view's type name (`ItemRow`).
  package let name: String
  /// Its place among the views of that name, in tree order, from 0.
  package let ordinal: Int
  /// The nearest explicit identity between the view and the user view above it, as text
  /// (`String(describing:)` of the id's value); nil for a view with structural identity only.
  package let id: String?
  /// How many views of that name are in the tree.
  package let count: Int

  /// `ItemRow` when it is the only one, else `ItemRow[id: wifi]`, or `ItemRow[2]` without
  /// an id.
  package var label: String {
    if let id { return "\(name)[id: \(id)]" }
    return count > 1 ? "\(name)[\(ordinal)]" : name
  }

  /// The identity changes of an interaction, view by view: `label: eklenen ItemRow[id: vpn] |
  /// kaldirilan yok` (`inserted`, `removed`, `none` in English), the words of
  /// ``InvalidationReport/identityLine(_:)``; nil when nothing was inserted or removed.
  package static func identityLine(
    label: String, inserted: [ViewInstance], removed: [ViewInstance], language: Language
  ) -> String? {
    guard !inserted.isEmpty || !removed.isEmpty else { return nil }
    let (insertedWord, removedWord, none) =
      language == .tr ? ("eklenen", "kaldirilan", "yok") : ("inserted", "removed", "none")
    let added = inserted.isEmpty ? none : inserted.map(\.label).joined(separator: ",")
    let gone = removed.isEmpty ? none : removed.map(\.label).joined(separator: ",")
    return "\(label): \(insertedWord) \(added) | \(removedWord) \(gone)"
  }
}

/// What one interaction did to one user view (``ViewHost/measureInstances(_:key:_:)``).
package enum InstanceOutcome: Hashable, Sendable {
  /// Its body re-ran, for this cause.
  case recomputed(Cause)
  /// It stayed and did not re-run.
  case skipped
  /// The interaction inserted it.
  case inserted
}

extension ViewHost {
  /// The user views now in the tree, in tree order, each with its place among the views of its
  /// name and its explicit identity.
  package func viewInstances() -> [ViewInstance] { instanceNodes().map(\.instance) }

  func instanceNodes() -> [(instance: ViewInstance, node: GraphNode)] {
    let nodes = userNodes()
    var counts: [String: Int] = [:]
    for node in nodes { counts[node.name, default: 0] += 1 }
    var seen: [String: Int] = [:]
    return nodes.map { node in
      let ordinal = seen[node.name, default: 0]
      seen[node.name] = ordinal + 1
      return (
        ViewInstance(
          name: node.name, ordinal: ordinal, id: Self.explicitID(of: node),
          count: counts[node.name] ?? 1),
        node
      )
    }
  }

  /// The nearest `.explicit` child identity on the path from `node` up to (not including) the
  /// next user view.
  static func explicitID(of node: GraphNode) -> String? {
    var current: GraphNode? = node
    while let step = current {
      if case .explicit(let value) = step.id { return String(describing: value.base) }
      current = step.parent
      if let parent = current, parent.isUser { return nil }
    }
    return nil
  }

  /// Runs `interaction` as ``measure(_:key:_:)`` does and returns, besides its report, what
  /// happened to each user view now in the tree (in tree order) and which instances it
  /// removed (as they were before).
  package func measureInstances(
    _ label: String, key: String? = nil, _ interaction: () throws -> Void
  ) rethrows -> (
    report: InvalidationReport, instances: [(ViewInstance, InstanceOutcome)],
    removed: [ViewInstance]
  ) {
    settle()
    // The nodes are held until the end, so no identifier is reused by a new node.
    let before = instanceNodes()
    let start = graph.evaluations.count
    let report = try measure(label, key: key, interaction)
    var causes: [ObjectIdentifier: Cause] = [:]
    for evaluation in graph.evaluations[min(start, graph.evaluations.count)...] {
      if let cause = evaluation.cause, causes[evaluation.node] == nil {
        causes[evaluation.node] = cause
      }
    }
    let earlier = Set(before.map { ObjectIdentifier($0.node) })
    let after = instanceNodes()
    let now = Set(after.map { ObjectIdentifier($0.node) })
    let instances = after.map { entry -> (ViewInstance, InstanceOutcome) in
      let key = ObjectIdentifier(entry.node)
      if !earlier.contains(key) { return (entry.instance, .inserted) }
      if let cause = causes[key] { return (entry.instance, .recomputed(cause)) }
      return (entry.instance, .skipped)
    }
    let removed = before.filter { !now.contains(ObjectIdentifier($0.node)) }.map(\.instance)
    return (report, instances, removed)
  }

  /// The text the layout pass shows inside the user view `instance` (see
  /// ``shownText(in:)``), nil when it is not in the tree.
  package func shownText(of instance: ViewInstance) -> String? {
    guard
      let node = instanceNodes().first(where: {
        $0.instance.name == instance.name && $0.instance.ordinal == instance.ordinal
      })?.node
    else { return nil }
    return shownText(under: node)
  }
}

extension ViewHost {
  /// The stored properties of the `@Observable` objects the user views hold (directly, through
  /// a property wrapper, or in an array of them), each as its property name and its value as
  /// text, keyed by object and property: two snapshots, one before an interaction and one
  /// after, name the properties it changed (``changedObservableProperties(since:)``).
  ///
  /// Observation tells a view that something it read changed, not which property
  /// (Docs/Semantics/SwiftUI.md §2.8); this reads the objects themselves with `Mirror`, the
  /// `@Observable` macro's backing storage being `_name`. At most 2000 objects, 4 levels deep.
  package func observableSnapshot() -> [String: (name: String, value: String)] {
    var result: [String: (name: String, value: String)] = [:]
    var seen: Set<ObjectIdentifier> = []
    func visit(_ value: Any, depth: Int) {
      guard depth < 4, seen.count < 2000 else { return }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class, value is any Observable {
        let object = value as AnyObject
        guard seen.insert(ObjectIdentifier(object)).inserted else { return }
        let id = ObjectIdentifier(object).hashValue
        for child in mirror.children {
          guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else {
            continue
          }
          result["\(id).\(label)"] = (String(label.dropFirst()), String(describing: child.value))
          visit(child.value, depth: depth + 1)
        }
        return
      }
      guard mirror.displayStyle != .class else { return }
      for child in mirror.children { visit(child.value, depth: depth + 1) }
    }
    for node in userNodes() { visit(node.view, depth: 0) }
    return result
  }

  /// The names of the `@Observable` properties whose values differ from `before`
  /// (``observableSnapshot()``), in name order, each once.
  package func changedObservableProperties(
    since before: [String: (name: String, value: String)]
  ) -> [String] {
    var names: Set<String> = []
    for (key, now) in observableSnapshot() {
      if let earlier = before[key], earlier.value != now.value { names.insert(now.name) }
    }
    return names.sorted()
  }
}
