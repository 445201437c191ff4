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

  /// A report of a change measured elsewhere (the headless SwiftUI host derives it from
  /// execution), so it prints in the kernel's own format.
  public init(label: String, key: String, recomputes: [Recompute], skipped: [String]) {
    self.label = label
    self.key = key
    self.recomputes = recomputes
    self.skipped = skipped
  }

  /// The line the lessons print; an empty list prints as `yok` (`none`).
  ///
  /// `label: key degisti | yeniden A yerel, B ebeveyn | atlanan C,D`
  public func line(_ language: Language = .default) -> String {
    Self.line(label: label, key: key, recomputes: recomputes, skipped: skipped, language)
  }

  /// The kernel's line for a change measured elsewhere, from its parts, without building a
  /// report first (the headless SwiftUI host's `InvalidationReport` prints with it).
  public static func line(
    label: String, key: String, recomputes: [Recompute], skipped: [String],
    _ language: Language = .default
  ) -> String {
    write(label: label, key: key, recomputes: recomputes, language) { name in
      for view in skipped { name(view) }
    }
  }

  /// The identity changes of an interaction, apart from its recomputes:
  /// `label: eklenen A,B | kaldirilan C` (`inserted`, `removed` in English), `yok` for none.
  /// The one writer of this line (the headless SwiftUI host's report and the HTML report's
  /// first update print it).
  public static func identityLine(
    label: String, inserted: [String], removed: [String], _ language: Language = .default
  ) -> String {
    let words = Vocabulary.of(language)
    let added = inserted.isEmpty ? words.none : inserted.joined(separator: ",")
    let gone = removed.isEmpty ? words.none : removed.joined(separator: ",")
    return "\(label): \(words.inserted) \(added) | \(words.removed) \(gone)"
  }

  /// The one writer of the Invalidation line: every form of it (a report's, a tree's
  /// ``ViewTree/changeLine(_:key:language:)``, the headless SwiftUI host's
  /// `InvalidationReport.line(_:label:)`) comes from here.
  ///
  /// Names are copied as bytes straight into the line; `capacity` is a hint for its length.
  /// - Complexity: O(total length of the names).
  @inline(__always)
  package static func write(
    label: String, key: String, recomputes: [Recompute], _ language: Language,
    capacity: Int = 0, skipped forEachSkipped: ((String) -> Void) -> Void
  ) -> String {
    let words = Vocabulary.of(language)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(capacity)
    bytes += "\(label): \(key) \(words.changed) | \(words.recomputed) ".utf8
    if recomputes.isEmpty {
      bytes += words.none.utf8
    } else {
      for (position, hit) in recomputes.enumerated() {
        if position > 0 { bytes += ", ".utf8 }
        bytes += hit.view.utf8
        bytes.append(UInt8(ascii: " "))
        // The cause's word from the language's table (what `Recompute.label(_:)` and
        // `Cause.label(_:)` return, read here without the two calls).
        switch hit.word {
        case .local: bytes += words.causes.local.utf8
        case .parent: bytes += words.causes.parent.utf8
        case .observed: bytes += words.causes.observed.utf8
        case .environment: bytes += words.causes.environment.utf8
        case .offRule: bytes += words.causes.offRule.utf8
        case .notMeasured: bytes += words.causes.notMeasured.utf8
        case .other(let other): bytes += other.text.utf8
        }
      }
    }
    bytes += " | \(words.skipped) ".utf8
    var first = true
    forEachSkipped { name in
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      bytes += name.utf8
    }
    if first { bytes += words.none.utf8 }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension ViewTree {
  /// The views that recompute when `key` changes, with causes, without printing.
  ///
  /// - Complexity: O(readers of `key`), independent of the tree's size.
  public func recomputes(for key: String) -> [Recompute] {
    guard let readers = index.readers[key] else { return [] }
    let cause: Cause
    switch storage[key] {
    case nil: cause = .notMeasured
    case .environment: cause = .environment
    case .model: cause = .observed
    case .state(let owner):
      guard let ownerVertex = index.vertex(named: owner) else {
        return readers.entries.map { Recompute(view: $0.name, cause: .offRule) }
      }
      // The readers' names and tour intervals from the key's own contiguous list, not from
      // the vertex arrays: at 1M nodes those outgrow the last-level cache, and each reader
      // read three scattered places of them. A reader is the owner when its entry time is
      // the owner's (entry times are unique), so the positions are not read.
      let owner = SIMD2(index.enter[Int(ownerVertex)], index.exit[Int(ownerVertex)])
      return readers.entries.map { reader in
        let span = reader.span
        let hit: Cause =
          span.x == owner.x ? .local : owner.x < span.x && span.y <= owner.y ? .parent : .offRule
        return Recompute(view: reader.name, cause: hit)
      }
    }
    return readers.entries.map { Recompute(view: $0.name, cause: cause) }
  }

  /// What a change of `key` does, with the skipped views, without printing.
  ///
  /// - Complexity: O(n): the skipped list names every other view.
  public func report(_ label: String, key: String) -> ChangeReport {
    let hits = recomputes(for: key)
    var skipped: [String] = []
    skipped.reserveCapacity(nodes.count - hits.count)
    forEachSkipped(key) { skipped.append(index.names[$0]) }
    return ChangeReport(label: label, key: key, recomputes: hits, skipped: skipped)
  }

  /// The line ``change(_:key:)`` prints, built without an intermediate report.
  ///
  /// Equal to `report(label, key: key).line(language)`, at a fraction of the cost on large
  /// trees: the skipped names go from the index straight into the line.
  /// - Complexity: O(n + total length of the names).
  public func changeLine(_ label: String, key: String, language: Language = .default) -> String {
    ChangeReport.write(
      label: label, key: key, recomputes: recomputes(for: key), language,
      capacity: index.nameBytes + nodes.count + label.utf8.count + key.utf8.count + 64
    ) { name in
      forEachSkipped(key) { name(index.names[$0]) }
    }
  }

  /// Calls `body` with the position of every node that does not read `key`, in order.
  @inline(__always)
  private func forEachSkipped(_ key: String, _ body: (Int) -> Void) {
    let readers = index.readers[key]?.positions ?? []
    var next = 0
    for position in 0..<nodes.count {
      if next < readers.count, Int(readers[next]) == position {
        next += 1
      } else {
        body(position)
      }
    }
  }

  /// Prints what a change of `key` recomputes and skips, and returns the recomputes.
  ///
  /// The lessons' `change(_:key:)`. Use ``recomputes(for:)``, ``report(_:key:)`` or
  /// ``changeLine(_:key:language:)`` to get the same results without printing.
  @discardableResult
  public func change(_ label: String, key: String) -> [Recompute] {
    print(changeLine(label, key: key))
    return recomputes(for: key)
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
