import Foundation

extension Language {
  /// The environment variable that picks the language of every ScreenLab output at once: the
  /// CLI's commands, `screenlab run`, the HTML report and `ScreenLabTesting`'s messages
  /// (Docs/CLI.md §1). `--lang` and an explicit option win over it.
  public static let environmentVariable = "SCREENLAB_LANG"

  /// What `SCREENLAB_LANG` of `environment` asks for: nil when it is unset or empty,
  /// `.failure` with the value when it is not a language (`tr`, `en`).
  public static func requested(in environment: [String: String]) -> Result<Language, BadLanguage>? {
    guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
    guard let language = Language(rawValue: value) else { return .failure(BadLanguage(value)) }
    return .success(language)
  }

  /// The process's language: `SCREENLAB_LANG` when it names one, else ``default`` (Turkish).
  public static var preferred: Language {
    if case .success(let language) = requested(in: ProcessInfo.processInfo.environment) {
      return language
    }
    return .default
  }

  /// A `SCREENLAB_LANG` value that is not a language.
  public struct BadLanguage: Error, Sendable, CustomStringConvertible {
    /// The value as given.
    public let value: String

    init(_ value: String) { self.value = value }

    public var description: String {
      "invalid value '\(value)' for \(Language.environmentVariable); valid languages: "
        + Language.allCases.map(\.rawValue).joined(separator: ", ")
    }
  }
}
