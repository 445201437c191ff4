@testable import Measure

/// The lessons' kernels, written plainly (linear scans, string causes, lines instead of
/// prints), as the oracle for the property tests. Deliberately independent of Measure's code.
enum Reference {
  static func verdict(model: String?, shown: String?) -> String {
    switch (model, shown) {
    case (nil, nil): return "olcum-disi"
    case (nil, _?): return "artik"
    case (_?, nil): return "eksik"
    case (let wanted?, let displayed?): return wanted == displayed ? "uyumlu" : "bayat"
    }
  }

  static func check(
    _ label: String, model: [String: String], name: String, shown: [String: String],
    keys: [String]
  ) -> (lines: [String], verdicts: [String]) {
    var lines: [String] = []
    let verdicts = keys.map { key in
      let result = verdict(model: model[key], shown: shown[key])
      lines.append(
        "\(label) | \(name).\(key): model=\(model[key] ?? "-") ekran=\(shown[key] ?? "-") -> \(result)"
      )
      return result
    }
    return (lines, verdicts)
  }

  static func countVerdicts(_ verdicts: [String]) -> [String] {
    ["uyumlu", "bayat", "eksik", "artik"].map { name in
      "\(name): \(verdicts.filter { $0 == name }.count)"
    }
  }

  struct Tree {
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

    func change(_ label: String, key: String) -> (line: String, hits: [(String, String)]) {
      let hits = nodes.filter { $0.reads.contains(key) }
        .map { ($0.name, cause(of: $0, key: key)) }
      let skipped = nodes.filter { !$0.reads.contains(key) }.map(\.name)
      let recomputed =
        hits.isEmpty ? "yok" : hits.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
      let rest = skipped.isEmpty ? "yok" : skipped.joined(separator: ",")
      return ("\(label): \(key) degisti | yeniden \(recomputed) | atlanan \(rest)", hits)
    }
  }

  static func countCauses(_ causes: [String]) -> [String] {
    ["yerel", "ebeveyn", "gozlem", "ortam"].map { cause in
      "\(cause): \(causes.filter { $0 == cause }.count)"
    }
  }
}
