import ScreenLab

/// The options every `screenlab` command understands, wherever they appear.
struct GlobalOptions: Hashable {
  var language: Language = .default
  var help = false

  static let names = ["--lang", "--help", "-h"]
}

/// A command line split into the global options and the words that select a command.
///
/// `--lang VALUE` and `--lang=VALUE` are accepted anywhere; `--` ends option parsing, so a
/// word after it is a positional even if it starts with a dash.
struct ParsedArguments: Hashable {
  var options = GlobalOptions()
  var words: [String] = []

  init(_ arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    var command: [String] = []
    while let argument = rest.popFirst() {
      if argument == "--" {
        words += rest
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        words.append(argument)
        if command.count < 1 { command.append(argument) }
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      switch name {
      case "--help", "-h":
        guard inlineValue == nil else {
          throw UsageError(message: "option '\(name)' takes no value", command: command)
        }
        options.help = true
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
        options.language = language
      default:
        throw .unknown("option", argument, choices: GlobalOptions.names, in: command)
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
