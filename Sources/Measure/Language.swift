/// The language measurement output is printed in.
///
/// Turkish is the default: its words are the lessons' exact words (`uyumlu`, `yerel`,
/// `degisti`, `yok`, …). English is a translation for readers outside the course.
public enum Language: String, CaseIterable, Sendable, Hashable {
  /// Turkish, the lessons' own words (the default).
  case tr
  /// English.
  case en

  /// The language the lessons print in.
  public static let `default`: Language = .tr
}

/// The fixed words of the kernels' line formats, per language: the one table every reader
/// of the kernels' lines uses (the headless SwiftUI host's `InvalidationReport`, the report,
/// ScreenLabTesting's messages).
///
/// The Turkish column is taken verbatim from the seed kernels (ASCII, no diacritics,
/// exactly as the lessons print them).
package struct Vocabulary: Sendable {
  /// The word before the displayed value in a Sync line (`ekran=`).
  package let shown: String
  /// The verb after the key in an Invalidation line (`degisti`).
  package let changed: String
  /// The heading of the recomputed list (`yeniden`).
  package let recomputed: String
  /// The heading of the skipped list (`atlanan`).
  package let skipped: String
  /// The placeholder for an empty list (`yok`).
  package let none: String
  /// The heading of the views an interaction inserted (`eklenen`).
  package let inserted: String
  /// The heading of the views an interaction removed (`kaldirilan`).
  package let removed: String
  /// What stands for a view that is not in the tree (`-`).
  package let absent = "-"
  /// The causes' words (`yerel`, `ebeveyn`, …): the one table `Cause.label(_:)` and the
  /// Invalidation line's writer (`ChangeReport.write`) read a cause's word from.
  let causes: CauseWords
  /// The verdicts' words (`uyumlu`, `bayat`, …): the one table `Verdict.label(_:)` and the
  /// Sync line's writer (`FieldCheck.line(_:)`) read a verdict's word from.
  let verdicts: VerdictWords

  /// A word per ``Cause``.
  struct CauseWords: Sendable {
    let local, parent, observed, environment, offRule, notMeasured: String
  }

  /// A word per ``Verdict``.
  struct VerdictWords: Sendable {
    let matches, stale, missing, leftover, notMeasured: String
  }

  static let turkish = Vocabulary(
    shown: "ekran", changed: "degisti", recomputed: "yeniden", skipped: "atlanan", none: "yok",
    inserted: "eklenen", removed: "kaldirilan",
    causes: CauseWords(
      local: Cause.local.rawValue, parent: Cause.parent.rawValue,
      observed: Cause.observed.rawValue, environment: Cause.environment.rawValue,
      offRule: Cause.offRule.rawValue, notMeasured: Cause.notMeasured.rawValue),
    verdicts: VerdictWords(
      matches: Verdict.matches.rawValue, stale: Verdict.stale.rawValue,
      missing: Verdict.missing.rawValue, leftover: Verdict.leftover.rawValue,
      notMeasured: Verdict.notMeasured.rawValue))
  static let english = Vocabulary(
    shown: "screen", changed: "changed", recomputed: "recomputed", skipped: "skipped",
    none: "none", inserted: "inserted", removed: "removed",
    causes: CauseWords(
      local: "local", parent: "parent", observed: "observed", environment: "environment",
      offRule: "off-rule", notMeasured: "not-measured"),
    verdicts: VerdictWords(
      matches: "matches", stale: "stale", missing: "missing", leftover: "leftover",
      notMeasured: "not-measured"))

  /// The words of `language`.
  package static func of(_ language: Language) -> Vocabulary {
    switch language {
    case .tr: return .turkish
    case .en: return .english
    }
  }
}
