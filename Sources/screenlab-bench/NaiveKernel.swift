import ScreenLab

/// The lessons' Invalidation kernel exactly as the seeds write it: every ancestor step scans
/// the node list. The baseline every ScreenLab number is divided by.
struct NaiveTree {
  let nodes: [ViewNode]
  let storage: [String: Storage]

  func ancestors(of name: String) -> [String] {
    var found: [String] = []
    var current = nodes.first { $0.name == name }?.parent
    while let next = current {
      found.append(next)
      current = nodes.first { $0.name == next }?.parent
    }
    return found
  }

  func cause(of node: ViewNode, key: String) -> String {
    guard let kind = storage[key] else { return "olcum-disi" }
    switch kind {
    case .environment: return "ortam"
    case .model: return "gozlem"
    case .state(let owner):
      if owner == node.name { return "yerel" }
      if ancestors(of: node.name).contains(owner) { return "ebeveyn" }
      return "kural-disi"
    }
  }

  /// The seeds' classification, without the skipped list and the line.
  func classify(key: String) -> [Recompute] {
    nodes.filter { $0.reads.contains(key) }
      .map { Recompute(view: $0.name, cause: cause(of: $0, key: key)) }
  }

  /// The seeds' `change(_:key:)`, returning the line it prints.
  func changeLine(_ label: String, key: String) -> (String, [Recompute]) {
    let hits = classify(key: key)
    let skipped = nodes.filter { !$0.reads.contains(key) }.map(\.name)
    let recomputed =
      hits.isEmpty ? "yok" : hits.map { "\($0.view) \($0.cause)" }.joined(separator: ", ")
    let rest = skipped.isEmpty ? "yok" : skipped.joined(separator: ",")
    return ("\(label): \(key) degisti | yeniden \(recomputed) | atlanan \(rest)", hits)
  }
}
