import ScreenLab

/// The `screenlab` command-line tool, as a library: parse, validate, run.
///
/// The executable is a thin `main` over ``run(_:output:errors:)``; tests call the same entry
/// point with string buffers.
public enum ScreenLabCommand {
  /// The top-level commands.
  static let commands = ["lesson", "animate", "draw", "touch", "analyze"]

  /// The options a command declares, besides the global ones (``GlobalOptions``).
  static func options(for command: String) -> [OptionDeclaration] {
    switch command {
    case "animate": return AnimateOptions.declarations
    case "draw": return DrawCommand.declarations
    case "lesson": return [.flag("--live")]
    case "analyze": return AnalyzeCommand.declarations
    case "touch": return TouchCommand.declarations
    default: return []
    }
  }

  /// Runs `screenlab` with `arguments` (without the program name).
  ///
  /// - Returns: the exit code. Usage errors go to `errors` with a pointer to `--help`.
  public static func run(
    _ arguments: [String], output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    do {
      let parsed = try ParsedArguments(arguments)
      let command = try Invocation(parsed)
      if case .analyze(let analyze) = command {
        return analyze.run(language: parsed.options.language, output: &output, errors: &errors)
      }
      return command.run(language: parsed.options.language, output: &output, errors: &errors)
    } catch {
      errors.write("error: \(error.message)\n")
      let path = (["screenlab"] + error.command).joined(separator: " ")
      errors.write("see '\(path) --help'\n")
      // `analyze` has its own exit codes: 2 on usage errors.
      return error.command.first == "analyze" ? AnalyzeCommand.errorExit : .usage
    }
  }
}

/// What a valid command line asks for, decided before anything runs.
enum Invocation: Hashable {
  case help(String)
  case listLessons
  case allLessons(live: Bool)
  case lesson(String, live: Bool)
  case animate(AnimateCommand)
  case draw(DrawCommand)
  case touch(TouchCommand)
  case analyze(AnalyzeCommand)

  /// Validates the words of `parsed` against the command tree.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    var words = parsed.words[...]
    let help = parsed.options.help
    guard let command = words.popFirst() else {
      if help {
        self = .help(Help.root)
        return
      }
      throw UsageError(
        message: "missing command; valid commands: "
          + ScreenLabCommand.commands.joined(separator: ", "),
        command: [])
    }
    switch command {
    case "lesson":
      let live = parsed.commandOptions.contains { $0.name == "--live" }
      self = try Self.lesson(&words, help: help, live: live)
    case "animate":
      // Help wins over the options' values, as `--help` does in swift-argument-parser.
      self = help ? .help(Help.animate) : .animate(try AnimateCommand(parsed.commandOptions))
    case "draw":
      self =
        help ? .help(Help.draw) : .draw(try DrawCommand(&words, options: parsed.commandOptions))
    case "touch":
      self = help ? .help(Help.touch) : .touch(try TouchCommand(parsed.commandOptions))
    case "analyze":
      self =
        help
        ? .help(Help.analyze)
        : .analyze(try AnalyzeCommand(words: Array(words), options: parsed.commandOptions))
      words = []
    case "help":
      self = .help(Help.root)
    default:
      throw .unknown("command", command, choices: ScreenLabCommand.commands, in: [])
    }
    if let extra = words.first {
      throw UsageError(message: "unexpected argument '\(extra)'", command: [command])
    }
  }

  private static func lesson(
    _ words: inout ArraySlice<String>, help: Bool, live: Bool
  ) throws(UsageError) -> Invocation {
    let ids = LessonCatalog.all.map(\.id)
    guard let selector = words.popFirst() else {
      if help { return .help(Help.lesson) }
      throw UsageError(
        message: "missing lesson; valid choices: list, all, " + ids.joined(separator: ", "),
        command: ["lesson"])
    }
    switch selector {
    case "list": return help ? .help(Help.lessonList) : .listLessons
    case "all": return help ? .help(Help.lessonAll) : .allLessons(live: live)
    default:
      guard let lesson = LessonCatalog.lesson(selector) else {
        throw .unknown("lesson", selector, choices: ["list", "all"] + ids, in: ["lesson"])
      }
      if live, lesson.live == nil, !help {
        let replayable = LessonCatalog.all.filter { $0.live != nil }.map(\.id)
        throw UsageError(
          message: "lesson '\(selector)' has no live replay; lessons with one: "
            + replayable.joined(separator: ", "),
          command: ["lesson"])
      }
      return help ? .help(Help.lesson(lesson)) : .lesson(lesson.id, live: live)
    }
  }

  func run(
    language: Language, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    switch self {
    case .help(let text):
      output.write(text)
    case .listLessons:
      let width = LessonCatalog.all.map(\.id.count).max() ?? 0
      for lesson in LessonCatalog.all {
        let padding = String(repeating: " ", count: width - lesson.id.count + 2)
        output.write("\(lesson.id)\(padding)\(lesson.title(language))\n")
      }
    case .allLessons(let live):
      let lessons = LessonCatalog.all.filter { !live || $0.live != nil }
      for (position, lesson) in lessons.enumerated() {
        if position > 0 { output.write("\n") }
        output.write("== \(lesson.id) ==\n")
        let lines = live ? lesson.runLive(language) ?? [] : lesson.run(language)
        for line in lines { output.write(line + "\n") }
      }
    case .lesson(let id, let live):
      guard let lesson = LessonCatalog.lesson(id) else { return .usage }
      let lines = live ? lesson.runLive(language) ?? [] : lesson.run(language)
      for line in lines { output.write(line + "\n") }
    case .animate(let command):
      command.run(language: language, output: &output)
    case .draw(let command):
      return command.run(output: &output, errors: &errors)
    case .touch(let command):
      return command.run(language: language, output: &output)
    case .analyze:
      // Runs through ScreenLabCommand.run, which needs the error stream and an exit code.
      break
    }
    return .success
  }
}
