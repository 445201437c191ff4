/// What one interaction did, derived from execution, in the Invalidation kernel's terms.
///
/// ``line(_:)`` prints the kernel's line (`label: key degisti | yeniden A yerel, B ebeveyn |
/// atlanan C,D`) with the same words as Measure's `ChangeReport` (ViewTree+Change.swift);
/// ``recomputes`` feeds `countCauses(_:)`/`CauseTally` directly. Views are user views in tree
/// order (depth first, parent before children). Views inserted or removed by the interaction
/// are listed apart: an insertion or a removal is not a recompute (Docs/Semantics/SwiftUI.md
/// §2.1.5).
public struct InvalidationReport: Hashable, Sendable, CustomStringConvertible {
  /// The step label (`panel-acildi`).
  public let label: String
  /// The changed key(s): the written state names, model properties and environment keys,
  /// comma-separated, unless the interaction named the key.
  public let key: String
  /// The user views whose bodies re-ran, in tree order, with their causes.
  public let recomputes: [Recompute]
  /// The user views that stayed and did not re-run, in tree order.
  public let skipped: [String]
  /// The user views the interaction inserted (their first evaluation is not a recompute).
  public let inserted: [String]
  /// The user views the interaction removed.
  public let removed: [String]

  /// This report under another label.
  public func labeled(_ label: String) -> InvalidationReport {
    InvalidationReport(
      label: label, key: key, recomputes: recomputes, skipped: skipped, inserted: inserted,
      removed: removed)
  }

  /// The Invalidation kernel's line; an empty list prints as `yok` (`none`).
  public func line(_ language: Language = .default) -> String {
    ChangeReport.line(
      label: label, key: key, recomputes: recomputes, skipped: skipped, language)
  }

  /// The kernel's counts for this interaction (`yerel: 1`, …).
  public var tally: CauseTally { CauseTally(recomputes) }

  /// The identity changes, apart from recomputes: `eklenen A | kaldirilan B` (`inserted`,
  /// `removed` in English), `yok` for none.
  public func identityLine(_ language: Language = .default) -> String {
    let words = Self.words(language)
    let added = inserted.isEmpty ? words.none : inserted.joined(separator: ",")
    let gone = removed.isEmpty ? words.none : removed.joined(separator: ",")
    return "\(label): \(words.inserted) \(added) | \(words.removed) \(gone)"
  }

  public var description: String { line() }

  private struct Words {
    let changed, recomputed, skipped, none, inserted, removed: String
  }

  // The kernel's words (Measure's Vocabulary is internal to Measure; the tests check that
  // these lines equal the kernel's own for the lessons' trees).
  private static func words(_ language: Language) -> Words {
    switch language {
    case .tr:
      return Words(
        changed: "degisti", recomputed: "yeniden", skipped: "atlanan", none: "yok",
        inserted: "eklenen", removed: "kaldirilan")
    case .en:
      return Words(
        changed: "changed", recomputed: "recomputed", skipped: "skipped", none: "none",
        inserted: "inserted", removed: "removed")
    }
  }
}
