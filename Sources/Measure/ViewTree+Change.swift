/// What one change did: the views that recompute, with causes, and the views skipped.
public struct ChangeReport: Sendable, Hashable {
  /// The step label (`panel-acildi`).
  public let label: String
  /// The changed key.
  public let key: String
  /// The views whose bodies read `key`, in node order, each with its cause.
  public let recomputes: [Recompute]
  /// The views that do not read `key`, in node order.
  public let skipped: [String]

  /// The line the lessons print; an empty list prints as `yok` (`none`).
  ///
  /// `label: key degisti | yeniden A yerel, B ebeveyn | atlanan C,D`
  public func line(_ language: Language = .default) -> String {
    let words = Vocabulary.of(language)
    var line = "\(label): \(key) \(words.changed) | \(words.recomputed) "
    if recomputes.isEmpty {
      line += words.none
    } else {
      for (position, hit) in recomputes.enumerated() {
        if position > 0 { line += ", " }
        line += hit.view
        line += " "
        line += hit.kind?.label(language) ?? hit.cause
      }
    }
    line += " | \(words.skipped) "
    line += skipped.isEmpty ? words.none : skipped.joined(separator: ",")
    return line
  }
}

extension ViewTree {
  /// The views that recompute when `key` changes, with causes, without printing.
  ///
  /// - Complexity: O(readers of `key`), independent of the tree's size.
  public func recomputes(for key: String) -> [Recompute] {
    guard let readers = index.readers[key] else { return [] }
    let hits: (Int32) -> Cause
    switch storage[key] {
    case nil: hits = { _ in .notMeasured }
    case .environment: hits = { _ in .environment }
    case .model: hits = { _ in .observed }
    case .state(let owner):
      let ownerVertex = index.vertexByName[owner]
      hits = { [index] reader in
        guard let ownerVertex else { return .offRule }
        if ownerVertex == reader { return .local }
        return index.isAncestor(ownerVertex, of: reader) ? .parent : .offRule
      }
    }
    return readers.map { Recompute(view: nodes[Int($0)].name, cause: hits($0)) }
  }

  /// What a change of `key` does, with the skipped views, without printing.
  ///
  /// - Complexity: O(n): the skipped list names every other view.
  public func report(_ label: String, key: String) -> ChangeReport {
    let hits = recomputes(for: key)
    var skipped: [String] = []
    skipped.reserveCapacity(nodes.count - hits.count)
    let readers = index.readers[key] ?? []
    var next = 0
    for (position, node) in nodes.enumerated() {
      if next < readers.count, Int(readers[next]) == position {
        next += 1
      } else {
        skipped.append(node.name)
      }
    }
    return ChangeReport(label: label, key: key, recomputes: hits, skipped: skipped)
  }

  /// Prints what a change of `key` recomputes and skips, and returns the recomputes.
  ///
  /// The lessons' `change(_:key:)`. Use ``recomputes(for:)`` or ``report(_:key:)`` to get
  /// the same results without printing.
  @discardableResult
  public func change(_ label: String, key: String) -> [Recompute] {
    let report = report(label, key: key)
    print(report.line())
    return report.recomputes
  }
}

/// Counts recomputes by cause; the typed form of the lessons' `countCauses(_:)`.
public struct CauseTally: Sendable, Hashable {
  private var counts: [Cause: Int] = [:]

  /// Counts the causes of `recomputes`; a cause word that names no cause counts for nothing.
  public init<S: Sequence>(_ recomputes: S) where S.Element == Recompute {
    for recompute in recomputes {
      if let cause = recompute.kind { counts[cause, default: 0] += 1 }
    }
  }

  /// How many recomputes had `cause`.
  public subscript(cause: Cause) -> Int { counts[cause, default: 0] }

  /// The lines `countCauses(_:)` prints: one per counted cause, zeros included.
  public func lines(_ language: Language = .default) -> [String] {
    Cause.counted.map { "\($0.label(language)): \(self[$0])" }
  }
}

/// Prints how many recomputes were `yerel`, `ebeveyn`, `gozlem` and `ortam`, one per line.
///
/// The lessons' `countCauses(_:)`; other causes are not printed.
public func countCauses(_ recomputes: [Recompute]) {
  for line in CauseTally(recomputes).lines() { print(line) }
}
