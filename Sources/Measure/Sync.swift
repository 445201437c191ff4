// The Sync kernel: does the screen show what the model says?
//
// The lesson API (`verdict`, `check`, `countVerdicts`) is layered on the typed core
// (`Verdict`, `FieldCheck`, `VerdictTally`) and prints exactly what the lessons print.

/// The result of checking one field of one screen against the model.
public struct FieldCheck: Sendable, Hashable {
  /// The step label (`ilk-cizim`).
  public let label: String
  /// The screen's name.
  public let screen: String
  /// The field's key.
  public let key: String
  /// The model's value, or `nil` when the model has none.
  public let model: String?
  /// The displayed value, or `nil` when the screen shows none.
  public let shown: String?
  /// The verdict for `model` against `shown`.
  public let verdict: Verdict

  /// Creates a check of one field and classifies it.
  public init(label: String, screen: String, key: String, model: String?, shown: String?) {
    self.label = label
    self.screen = screen
    self.key = key
    self.model = model
    self.shown = shown
    self.verdict = Verdict(model: model, shown: shown)
  }

  /// The line the lessons print for this check; absent values print as `-`.
  ///
  /// `label | Screen.key: model=M ekran=S -> verdict`
  public func line(_ language: Language = .default) -> String {
    Self.line(
      label: label, screen: screen, key: key, model: model, shown: shown, verdict: verdict,
      language)
  }

  /// The line of a check of `key` whose verdict is `verdict`, written from its parts (the
  /// lesson's check writes it without making the check).
  package static func line(
    label: String, screen: String, key: String, model: String?, shown: String?,
    verdict: Verdict, _ language: Language
  ) -> String {
    callPathHop("FieldCheck.line(label:screen:key:model:shown:verdict:_:)")
    let words = Vocabulary.of(language)
    // The verdict's word read from the same table as `Verdict.label(_:)` reads it.
    let word: String
    switch verdict {
    case .matches: word = words.verdicts.matches
    case .stale: word = words.verdicts.stale
    case .missing: word = words.verdicts.missing
    case .leftover: word = words.verdicts.leftover
    case .notMeasured: word = words.verdicts.notMeasured
    }
    return "\(label) | \(screen).\(key): model=\(model ?? "-") \(words.shown)=\(shown ?? "-")"
      + " -> \(word)"
  }
}

/// Checks each of `keys` of `screen` against `model`, without printing.
///
/// - Returns: one check per key, in the order of `keys` (duplicates included).
/// - Complexity: O(`keys.count`) dictionary lookups.
public func checkFields(
  _ label: String, model: [String: String], screen: Screen, keys: [String]
) -> [FieldCheck] {
  callPathHop("checkFields(_:model:screen:keys:)")
  var checks: [FieldCheck] = []
  checks.reserveCapacity(keys.count)
  for key in keys {
    checks.append(
      FieldCheck(
        label: label, screen: screen.name, key: key, model: model[key], shown: screen.shown[key]))
  }
  return checks
}

/// Counts verdicts; the typed form of the lessons' `countVerdicts(_:)`.
public struct VerdictTally: Sendable, Hashable {
  private var counts: [Verdict: Int] = [:]

  /// Counts `verdicts`.
  public init<S: Sequence>(_ verdicts: S) where S.Element == Verdict {
    for verdict in verdicts { counts[verdict, default: 0] += 1 }
  }

  /// Counts the lesson words in `words`; a word that names no verdict counts for nothing.
  public init<S: Sequence>(words: S) where S.Element == String {
    self.init(words.lazy.compactMap { Verdict(rawValue: $0) })
  }

  /// How many times `verdict` was counted.
  public subscript(verdict: Verdict) -> Int { counts[verdict, default: 0] }

  /// The lines `countVerdicts(_:)` prints: one per counted verdict, zeros included.
  public func lines(_ language: Language = .default) -> [String] {
    Verdict.counted.map { "\($0.label(language)): \(self[$0])" }
  }
}

// MARK: - Lesson API

/// Classifies one field; the lessons' `verdict(model:shown:)`.
///
/// - Returns: the lesson word: `uyumlu`, `bayat`, `eksik`, `artik` or `olcum-disi`.
public func verdict(model: String?, shown: String?) -> String {
  Verdict(model: model, shown: shown).rawValue
}

/// Checks each of `keys`, prints one line per key, and returns the verdicts as lesson words.
///
/// The lessons' `check(_:model:screen:keys:)`. Use ``checkFields(_:model:screen:keys:)`` to
/// get the same results without printing.
@discardableResult
public func check(_ label: String, model: [String: String], screen: Screen, keys: [String])
  -> [String]
{
  checkFields(label, model: model, screen: screen, keys: keys).map { field in
    print(field.line())
    return field.verdict.rawValue
  }
}

/// Prints how many of `verdicts` are `uyumlu`, `bayat`, `eksik` and `artik`, one per line.
///
/// The lessons' `countVerdicts(_:)`. Words that name no counted verdict are ignored.
public func countVerdicts(_ verdicts: [String]) {
  for line in VerdictTally(words: verdicts).lines() { print(line) }
}
