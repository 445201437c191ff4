/// How the `screenlab` process ends.
public struct ExitCode: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// The command did what was asked.
  public static let success = ExitCode(rawValue: 0)
  /// The command ran and failed (for example, a file could not be read).
  public static let failure = ExitCode(rawValue: 1)
  /// The command line was wrong: an unknown command, option, value or id (`EX_USAGE`).
  public static let usage = ExitCode(rawValue: 64)
}

/// A wrong command line. The message quotes the bad word and lists the valid choices.
struct UsageError: Error, Hashable, CustomStringConvertible {
  let message: String
  /// The command whose usage to show, e.g. `["lesson"]`.
  let command: [String]

  var description: String { message }

  static func unknown(
    _ what: String, _ word: String, choices: [String], in command: [String]
  ) -> UsageError {
    // A likely typo is named after the list (Docs/CLI.md §5).
    let suggestion = Suggestion.closest(to: word, in: choices).map {
      " (did you mean '\($0)'?)"
    }
    return UsageError(
      message:
        "unknown \(what) '\(Quote.inline(word))'; valid \(what)s: \(choices.joined(separator: ", "))"
        + (suggestion ?? ""),
      command: command)
  }

  /// An option given a second time; only repeatable options may be.
  static func repeated(_ name: String, in command: [String]) -> UsageError {
    UsageError(
      message: "option '\(name)' given more than once; give it once", command: command)
  }
}
