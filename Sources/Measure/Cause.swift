/// The Invalidation kernel's cause: through which channel a change reached a view.
///
/// Raw values are the lessons' words, so `Cause.parent.rawValue == "ebeveyn"`.
public enum Cause: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
  /// The changed state is the view's own (`yerel`).
  case local = "yerel"
  /// The changed state belongs to an ancestor (`ebeveyn`).
  case parent = "ebeveyn"
  /// The change came from an observed model object (`gozlem`).
  case observed = "gozlem"
  /// The change came from the environment (`ortam`).
  case environment = "ortam"
  /// The state's owner is neither the view nor one of its ancestors (`kural-disi`).
  case offRule = "kural-disi"
  /// The key has no storage record (`olcum-disi`).
  case notMeasured = "olcum-disi"

  /// The causes that `countCauses(_:)` prints, in the lessons' order.
  ///
  /// `offRule` and `notMeasured` are deliberately absent: the lessons never count them.
  public static let counted: [Cause] = [.local, .parent, .observed, .environment]

  /// The word for this cause in `language`, read from the language's table
  /// (`Vocabulary.causes`).
  public func label(_ language: Language = .default) -> String {
    let words = Vocabulary.of(language).causes
    switch self {
    case .local: return words.local
    case .parent: return words.parent
    case .observed: return words.observed
    case .environment: return words.environment
    case .offRule: return words.offRule
    case .notMeasured: return words.notMeasured
    }
  }

  /// The lesson's word (`rawValue`).
  public var description: String { rawValue }
}
