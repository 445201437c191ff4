/// What one interaction did, derived from execution, in the Invalidation kernel's terms.
///
/// ``line(_:label:)`` prints the kernel's line (`label: key degisti | yeniden A yerel, B ebeveyn |
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

  /// This report under another label (its lists are shared with this one, not copied).
  public func labeled(_ label: String) -> InvalidationReport {
    callPathHop("InvalidationReport.labeled(_:)")
    return InvalidationReport(
      label: label, key: key, recomputes: recomputes, skipped: skipped, inserted: inserted,
      removed: removed)
  }

  /// The Invalidation kernel's line, under `label` when given (a lesson's step label) instead
  /// of the report's own; an empty list prints as `yok` (`none`). Written by Measure's one
  /// writer of the line from the report's parts, without a relabeled copy of the report.
  public func line(_ language: Language = .default, label: String? = nil) -> String {
    callPathHop("InvalidationReport.line(_:label:)")
    return ChangeReport.write(
      label: label ?? self.label, key: key, recomputes: recomputes, language
    ) { name in
      for view in skipped { name(view) }
    }
  }

  /// The kernel's counts for this interaction (`yerel: 1`, …).
  public var tally: CauseTally { CauseTally(recomputes) }

  /// The identity changes, apart from recomputes: `eklenen A | kaldirilan B` (`inserted`,
  /// `removed` in English), `yok` for none.
  public func identityLine(_ language: Language = .default) -> String {
    ChangeReport.identityLine(label: label, inserted: inserted, removed: removed, language)
  }

  public var description: String { line() }

}
