import ScreenLab

/// The options every `screenlab` command understands, wherever they appear.
struct GlobalOptions: Hashable {
  var language: Language = .default
  var help = false
  /// `--version`: print the version and nothing else.
  var version = false
  /// Whether `--lang` was given (it may be given once).
  var languageGiven = false

  static let names = ["--lang", "--help", "-h", "--version"]
}

/// An option a command declares: its name and whether a value follows it.
///
/// Commands list their options (``ScreenLabCommand/options(for:)``); the parser accepts a
/// command's options only after the command's word, and the global ones anywhere.
struct OptionDeclaration: Hashable, Sendable {
  /// The option's name with its dashes, e.g. `--from`.
  let name: String
  /// Whether the option takes a value (`--from 0`, `--from=0`) or is a flag (`--keep`).
  let takesValue: Bool
  /// Whether the option may be given more than once (`--label a=x --label b=y`); any other
  /// option given twice is a usage error naming it (Docs/CLI.md §2).
  var repeatable = false

  /// An option followed by a value.
  static func value(_ name: String) -> OptionDeclaration {
    OptionDeclaration(name: name, takesValue: true)
  }

  /// An option followed by a value, which may be given several times.
  static func repeatableValue(_ name: String) -> OptionDeclaration {
    OptionDeclaration(name: name, takesValue: true, repeatable: true)
  }

  /// A flag: present or not, no value.
  static func flag(_ name: String) -> OptionDeclaration {
    OptionDeclaration(name: name, takesValue: false)
  }
}

/// One command option as written: its name and, unless it is a flag, its value.
struct ParsedOption: Hashable {
  let name: String
  let value: String?
}

/// A command line split into the global options, the command's own options and the words
/// that select a command.
///
/// `--name VALUE` and `--name=VALUE` are accepted; a value may start with a dash
/// (`--from -1`). `--` ends option parsing, so a word after it is a positional even if it
/// starts with a dash. The first word names the command; from then on the options that
/// command declares are accepted too. An option may be given once, unless it is declared
/// repeatable; `--help` may be repeated.
struct ParsedArguments: Hashable {
  var options = GlobalOptions()
  var words: [String] = []
  /// The command's own options, in the order they were given.
  var commandOptions: [ParsedOption] = []

  /// Parses `arguments`.
  ///
  /// - Parameters:
  ///   - arguments: the command line without the program name.
  ///   - declarations: the options a command (named by its first word) declares.
  /// - Throws: a ``UsageError`` quoting an unknown option, a missing value, a value given
  ///   to a flag, or an option given twice.
  init(
    _ arguments: [String],
    declarations: (String) -> [OptionDeclaration] = ScreenLabCommand.options(for:),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(UsageError) {
    var rest = arguments[...]
    var command: [String] = []
    var declared: [OptionDeclaration] = []
    while let argument = rest.popFirst() {
      if argument == "--" {
        words += rest
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        words.append(argument)
        if command.isEmpty {
          command.append(argument)
          declared = declarations(argument)
        }
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      switch name {
      case "--help", "-h":
        guard inlineValue == nil else {
          throw UsageError(message: "option '\(name)' takes no value", command: command)
        }
        options.help = true
      case "--version":
        guard inlineValue == nil else {
          throw UsageError(message: "option '\(name)' takes no value", command: command)
        }
        options.version = true
      case "--lang":
        guard let value = inlineValue ?? rest.popFirst() else {
          throw UsageError(
            message: "missing value for '--lang'; valid languages: "
              + Language.allCases.map(\.rawValue).joined(separator: ", "),
            command: command)
        }
        guard let language = Language(rawValue: value) else {
          throw .unknown(
            "language", value, choices: Language.allCases.map(\.rawValue), in: command)
        }
        guard !options.languageGiven else { throw .repeated("--lang", in: command) }
        options.languageGiven = true
        options.language = language
      default:
        guard let declaration = declared.first(where: { $0.name == name }) else {
          throw .unknown(
            "option", argument, choices: declared.map(\.name) + GlobalOptions.names,
            in: command)
        }
        if !declaration.repeatable, commandOptions.contains(where: { $0.name == name }) {
          throw .repeated(name, in: command)
        }
        if declaration.takesValue {
          guard let value = inlineValue ?? rest.popFirst() else {
            throw UsageError(message: "missing value for '\(name)'", command: command)
          }
          commandOptions.append(ParsedOption(name: name, value: value))
        } else {
          guard inlineValue == nil else {
            throw UsageError(message: "option '\(name)' takes no value", command: command)
          }
          commandOptions.append(ParsedOption(name: name, value: nil))
        }
      }
    }
    // `--lang` wins; else SCREENLAB_LANG (Docs/CLI.md §1).
    if !options.languageGiven, let requested = Language.requested(in: environment) {
      switch requested {
      case .success(let language): options.language = language
      case .failure(let bad): throw UsageError(message: bad.description, command: command)
      }
    }
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (
      String(argument[..<equals]), String(argument[argument.index(after: equals)...])
    )
  }
}
