import ScreenLab

/// A command line, parsed and validated, ready to run: what each command's parser returns.
protocol RunnableCommand {
  /// Runs the command, writing its result to `output` and its diagnostics to `errors`.
  @MainActor
  func run(
    language: Language, output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> ExitCode
}

/// One top-level command of `screenlab`, declared in one place: its word, the line the root
/// help lists it with, its options, its help text and its parser (which returns the
/// ``RunnableCommand`` that handles it). `ScreenLabCommand.declarations` lists them all;
/// the argument parser, the root help, the error for an unknown command and the dispatch
/// read that list.
struct CommandDeclaration: Sendable {
  /// The command's word (`animate`).
  let name: String
  /// Its line in `screenlab --help`.
  let summary: String
  /// The options it accepts besides the global ones (``GlobalOptions``).
  let options: [OptionDeclaration]
  /// Its `--help` text; nil when the parser answers `--help` itself (a command with
  /// subcommands, whose help depends on its words).
  let help: String?
  /// Whether the command takes every word after its name (paths, steps), so that none is
  /// left over, `--help` or not.
  var takesAllWords = false
  /// Reads the command's words (after its name; it takes those it uses) and options.
  let parse:
    @MainActor @Sendable (_ parsed: ParsedArguments, _ words: inout ArraySlice<String>)
      throws(UsageError) -> any RunnableCommand
}

extension CommandDeclaration {
  /// A command whose run also writes `--report`/`--trace` files: `make` reads its own options
  /// first, then the report's are read.
  static func reporting<Command: ReportedCommand>(
    name: String, summary: String, options: [OptionDeclaration], help: String,
    make: @escaping @MainActor @Sendable ([ParsedOption]) throws(UsageError) -> Command
  ) -> CommandDeclaration {
    CommandDeclaration(
      name: name, summary: summary, options: options, help: help,
      parse: { parsed, _ throws(UsageError) in
        ReportingCommand(
          command: try make(parsed.commandOptions),
          report: try ReportOptions(parsed, command: [name]))
      })
  }
}

/// A help text (or the version) to print.
struct PrintedText: RunnableCommand {
  let text: String

  func run(
    language: Language, output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> ExitCode {
    output.write(text)
    return .success
  }
}

/// A command whose run also writes `--report`/`--trace` files.
struct ReportingCommand<Command: ReportedCommand>: RunnableCommand {
  let command: Command
  let report: ReportOptions

  func run(
    language: Language, output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> ExitCode {
    command.run(language: language, report: report, output: &output, errors: &errors)
  }
}

/// A command that can write a report of its run (`animate`, `touch`).
protocol ReportedCommand {
  @MainActor
  func run(
    language: Language, report: ReportOptions, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode
}

extension AnimateCommand: ReportedCommand {}
extension TouchCommand: ReportedCommand {}
extension DrawCommand: RunnableCommand {}
extension AnalyzeCommand: RunnableCommand {}
extension RunCommand: RunnableCommand {}

extension ScreenLabCommand {
  /// Every top-level command, in the order `screenlab --help` lists them.
  static let declarations: [CommandDeclaration] = [
    CommandDeclaration(
      name: "lesson",
      summary: "Re-run the course's lesson measurements with the ScreenLab kernels.",
      options: [.flag("--live")] + ReportOptions.declarations, help: nil,
      parse: { parsed, words throws(UsageError) in try LessonCommand(parsed, words: &words) }),
    .reporting(
      name: "animate",
      summary: "Print one animation's presentation value over time (text, JSON, SVG).",
      options: AnimateOptions.declarations, help: Help.animate,
      make: { options throws(UsageError) in try AnimateCommand(options) }),
    CommandDeclaration(
      name: "draw",
      summary: "Render one of the seeds' views to SVG (UIKit demos, SwiftUI screens).",
      options: DrawCommand.declarations, help: Help.draw,
      parse: { parsed, words throws(UsageError) in
        try DrawCommand(&words, options: parsed.commandOptions)
      }),
    .reporting(
      name: "touch",
      summary: "Drag seed 004's card with a sampled finger; count samples, updates, bodies.",
      options: TouchCommand.declarations, help: Help.touch,
      make: { options throws(UsageError) in try TouchCommand(options) }),
    CommandDeclaration(
      name: "analyze",
      summary: "Find stale-screen bugs in Swift sources; print SwiftUI view trees.",
      options: AnalyzeCommand.declarations, help: Help.analyze, takesAllWords: true,
      parse: { parsed, words throws(UsageError) in
        try AnalyzeCommand(words: Array(words), options: parsed.commandOptions)
      }),
    CommandDeclaration(
      name: "run",
      summary: "Compile Swift view files unmodified and run their views (steps, SVG).",
      options: RunCommand.declarations, help: Help.run, takesAllWords: true,
      parse: { parsed, words throws(UsageError) in
        try RunCommand(
          words: Array(words), options: parsed.commandOptions,
          report: try ReportOptions(parsed, command: ["run"]))
      }),
  ]

  /// The top-level commands' words.
  static var commands: [String] { declarations.map(\.name) }

  /// The options a command declares, besides the global ones (``GlobalOptions``).
  static func options(for command: String) -> [OptionDeclaration] {
    declarations.first { $0.name == command }?.options ?? []
  }
}
