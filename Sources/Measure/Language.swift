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

/// The fixed words of the kernels' line formats, per language.
///
/// The Turkish column is taken verbatim from the seed kernels (ASCII, no diacritics,
/// exactly as the lessons print them).
struct Vocabulary: Sendable {
  /// The word before the displayed value in a Sync line (`ekran=`).
  let shown: String
  /// The verb after the key in an Invalidation line (`degisti`).
  let changed: String
  /// The heading of the recomputed list (`yeniden`).
  let recomputed: String
  /// The heading of the skipped list (`atlanan`).
  let skipped: String
  /// The placeholder for an empty list (`yok`).
  let none: String

  static let turkish = Vocabulary(
    shown: "ekran", changed: "degisti", recomputed: "yeniden", skipped: "atlanan", none: "yok")
  static let english = Vocabulary(
    shown: "screen", changed: "changed", recomputed: "recomputed", skipped: "skipped",
    none: "none")

  static func of(_ language: Language) -> Vocabulary {
    switch language {
    case .tr: return .turkish
    case .en: return .english
    }
  }
}
