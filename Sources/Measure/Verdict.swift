/// The Sync kernel's verdict for one field: does the screen show what the model says?
///
/// Raw values are the lessons' words, so `Verdict.stale.rawValue == "bayat"`.
public enum Verdict: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
  /// The screen shows the model's value (`uyumlu`).
  case matches = "uyumlu"
  /// The screen shows a value, but not the model's (`bayat`).
  case stale = "bayat"
  /// The model has a value the screen does not show (`eksik`).
  case missing = "eksik"
  /// The screen shows a value the model no longer has (`artik`).
  case leftover = "artik"
  /// Neither side has the field (`olcum-disi`).
  case notMeasured = "olcum-disi"

  /// The verdicts that `countVerdicts(_:)` prints, in the lessons' order.
  ///
  /// `notMeasured` is deliberately absent: the lessons never count it.
  public static let counted: [Verdict] = [.matches, .stale, .missing, .leftover]

  /// Classifies one field from the model's value and the displayed value.
  ///
  /// Equality is exact string equality, as in the lessons.
  ///
  /// | model | shown | verdict |
  /// |---|---|---|
  /// | nil | nil | `notMeasured` |
  /// | nil | some | `leftover` |
  /// | some | nil | `missing` |
  /// | a | a | `matches` |
  /// | a | b | `stale` |
  @inlinable
  public init(model: String?, shown: String?) {
    callPathHop("Verdict.init(model:shown:)")
    switch (model, shown) {
    case (nil, nil): self = .notMeasured
    case (nil, _?): self = .leftover
    case (_?, nil): self = .missing
    case (let wanted?, let displayed?): self = wanted == displayed ? .matches : .stale
    }
  }

  /// The word for this verdict in `language`, read from the language's table
  /// (`Vocabulary.verdicts`).
  public func label(_ language: Language = .default) -> String {
    let words = Vocabulary.of(language).verdicts
    switch self {
    case .matches: return words.matches
    case .stale: return words.stale
    case .missing: return words.missing
    case .leftover: return words.leftover
    case .notMeasured: return words.notMeasured
    }
  }

  /// The lesson's word (`rawValue`).
  public var description: String { rawValue }
}
