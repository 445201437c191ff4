import Foundation
import ScreenLab
import ScreenLabCourse

/// The `screenlab` command-line tool, as a library: parse, validate, run.
///
/// The executable calls ``main()``, which reads the process's arguments as bytes and writes
/// through ``DescriptorOutput``; tests call ``run(_:output:errors:)`` with string buffers, or
/// ``run(rawArguments:outputDescriptor:errors:)`` with a descriptor of their own.
public enum ScreenLabCommand {
  /// The top-level commands.
  static let commands = ["lesson", "animate", "draw", "touch", "analyze", "run"]

  /// The options a command declares, besides the global ones (``GlobalOptions``).
  static func options(for command: String) -> [OptionDeclaration] {
    switch command {
    case "animate": return AnimateOptions.declarations
    case "draw": return DrawCommand.declarations
    case "lesson": return [.flag("--live")] + ReportOptions.declarations
    case "analyze": return AnalyzeCommand.declarations
    case "touch": return TouchCommand.declarations
    case "run": return RunCommand.declarations
    default: return []
    }
  }

  /// The version `screenlab --version` prints: the package's, raised by hand with each
  /// release (Docs/CLI.md §2).
  static let version = "0.1.0"

  /// Runs `screenlab` with `arguments` (without the program name).
  ///
  /// - Returns: the exit code. Usage errors go to `errors` as one line ending with a pointer
  ///   to `--help`.
  @MainActor
  public static func run(
    _ arguments: [String], output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    execute(arguments, output: &output, errors: &errors).code
  }

  /// The executable's entry point: the process's arguments, standard output and standard
  /// error.
  ///
  /// A standard descriptor that is closed at start is first taken by `/dev/null` opened
  /// read-only, so a file the command opens cannot become its standard output by accident
  /// and a write to it fails (and is reported) as a write to a closed descriptor would.
  @MainActor
  public static func main() -> ExitCode {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0, opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
    var errors = DescriptorOutput(descriptor: STDERR_FILENO)
    // An empty argv (argc 0) is possible with execve(2); there is nothing to read then.
    let raw = (min(1, Int(CommandLine.argc))..<Int(CommandLine.argc)).map { index -> [UInt8] in
      guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
        UInt8(bitPattern: $0)
      }
    }
    return run(rawArguments: raw, outputDescriptor: STDOUT_FILENO, errors: &errors)
  }

  /// Runs `screenlab` with arguments as the process got them (bytes), writing its output to
  /// `outputDescriptor`.
  ///
  /// An argument that is not UTF-8 is a usage error (a path or value would otherwise be
  /// silently changed). When a write to the output fails (closed, full, a pipe nobody
  /// reads), the command's status becomes a failure and one line says why (Docs/CLI.md §4).
  @MainActor
  public static func run(
    rawArguments: [[UInt8]], outputDescriptor: Int32, errors: inout some TextOutputStream
  ) -> ExitCode {
    var arguments: [String] = []
    for (index, bytes) in rawArguments.enumerated() {
      guard let text = String(validating: bytes, as: UTF8.self) else {
        let shown = Quote.inline(String(decoding: bytes, as: UTF8.self))
        errors.write(
          "error: argument \(index + 1) ('\(shown)') is not valid UTF-8; arguments must be "
            + "UTF-8 text; see 'screenlab --help'\n")
        return .usage
      }
      arguments.append(text)
    }
    var output = DescriptorOutput(descriptor: outputDescriptor)
    var watched = ErrorLineWatch(base: errors)
    let (code, command) = execute(arguments, output: &output, errors: &watched)
    errors = watched.base
    if let failure = output.failure {
      // A file written to the same closed stream (`--report /dev/stdout`) has already said
      // so in one line; the broken stream is not reported twice (Docs/CLI.md §4).
      if !watched.hasErrorLine(endingWith: ": \(failure)") {
        errors.write("error: cannot write to standard output: \(failure)\n")
      }
      return command == "analyze" ? AnalyzeCommand.errorExit : .failure
    }
    return code
  }

  /// Parses, validates and runs; returns the exit code and the command word, if any.
  @MainActor
  static func execute(
    _ arguments: [String], output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> (code: ExitCode, command: String?) {
    do {
      let parsed = try ParsedArguments(arguments)
      let command = try Invocation(parsed)
      let word = parsed.words.first
      if case .analyze(let analyze) = command {
        return (
          analyze.run(language: parsed.options.language, output: &output, errors: &errors), word
        )
      }
      return (
        command.run(language: parsed.options.language, output: &output, errors: &errors), word
      )
    } catch {
      let path = (["screenlab"] + error.command).joined(separator: " ")
      errors.write("error: \(Quote.oneLine(error.message)); see '\(path) --help'\n")
      return (.usage, error.command.first)
    }
  }
}

/// What a valid command line asks for, decided before anything runs.
enum Invocation: Hashable {
  case help(String)
  case version
  case listLessons
  case allLessons(live: Bool)
  case lesson(String, live: Bool, report: ReportOptions = .none)
  case animate(AnimateCommand, report: ReportOptions)
  case draw(DrawCommand)
  case touch(TouchCommand, report: ReportOptions)
  case analyze(AnalyzeCommand)
  case run(RunCommand)

  /// Validates the words of `parsed` against the command tree.
  @MainActor
  init(_ parsed: ParsedArguments) throws(UsageError) {
    var words = parsed.words[...]
    let help = parsed.options.help
    if parsed.options.version, !help {
      self = .version
      return
    }
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
      let report = try ReportOptions(parsed, command: ["lesson"])
      self = try Self.lesson(&words, help: help, live: live)
      if report.isRequested, !help {
        guard case .lesson(let id, true, _) = self else {
          throw UsageError(
            message: "'--report' and '--trace' apply to one lesson replayed live "
              + "('lesson <id> --live')",
            command: ["lesson"])
        }
        self = .lesson(id, live: true, report: report)
      }
    case "animate":
      // Help wins over the options' values, as `--help` does in swift-argument-parser.
      self =
        help
        ? .help(Help.animate)
        : .animate(
          try AnimateCommand(parsed.commandOptions),
          report: try ReportOptions(parsed, command: ["animate"]))
    case "draw":
      self =
        help ? .help(Help.draw) : .draw(try DrawCommand(&words, options: parsed.commandOptions))
    case "touch":
      self =
        help
        ? .help(Help.touch)
        : .touch(
          try TouchCommand(parsed.commandOptions),
          report: try ReportOptions(parsed, command: ["touch"]))
    case "analyze":
      self =
        help
        ? .help(Help.analyze)
        : .analyze(try AnalyzeCommand(words: Array(words), options: parsed.commandOptions))
      words = []
    case "run":
      self =
        help
        ? .help(Help.run)
        : .run(
          try RunCommand(
            words: Array(words), options: parsed.commandOptions,
            report: try ReportOptions(parsed, command: ["run"])))
      words = []
    case "help":
      self = .help(Help.root)
    default:
      throw .unknown("command", command, choices: ScreenLabCommand.commands, in: [])
    }
    if let extra = words.first {
      throw UsageError(
        message: "unexpected argument '\(Quote.inline(extra))'", command: [command])
    }
  }

  @MainActor
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
    case "list":
      if help { return .help(Help.lessonList) }
      guard !live else {
        throw UsageError(
          message: "'--live' does not apply to 'lesson list'; it applies to 'lesson all' and "
            + "'lesson <id>'",
          command: ["lesson"])
      }
      return .listLessons
    case "all": return help ? .help(Help.lessonAll) : .allLessons(live: live)
    default:
      guard let lesson = LessonCatalog.lesson(selector) else {
        throw .unknown("lesson", selector, choices: ["list", "all"] + ids, in: ["lesson"])
      }
      if live, lesson.live == nil, !help {
        let replayable = LessonCatalog.all.filter { $0.live != nil }.map(\.id)
        let reason = lesson.noLiveReason ?? "none written"
        throw UsageError(
          message: "lesson '\(selector)' has no live replay (\(reason)); lessons with one: "
            + replayable.joined(separator: ", "),
          command: ["lesson"])
      }
      return help ? .help(Help.lesson(lesson)) : .lesson(lesson.id, live: live)
    }
  }

  @MainActor
  func run(
    language: Language, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    switch self {
    case .help(let text):
      output.write(text)
    case .version:
      output.write("screenlab \(ScreenLabCommand.version)\n")
    case .listLessons:
      let width = LessonCatalog.all.map(\.id.count).max() ?? 0
      @MainActor
      func write(_ lessons: [Lesson]) {
        for lesson in lessons {
          let padding = String(repeating: " ", count: width - lesson.id.count + 2)
          output.write("\(lesson.id)\(padding)\(lesson.title(language))\n")
        }
      }
      write(LessonCatalog.course)
      let scenarios = LessonCatalog.scenarios
      if !scenarios.isEmpty {
        output.write(
          language == .tr
            ? "\nScreenLab'in kendi senaryolari (ders metni degil):\n"
            : "\nScreenLab's own scenarios (not course text):\n")
        write(scenarios)
      }
    case .allLessons(let live):
      let lessons = LessonCatalog.course.filter { !live || $0.live != nil }
      if live {
        // Standard error, so that the measurement on standard output stays the lessons' own.
        for lesson in LessonCatalog.course where lesson.live == nil {
          // A note inside Turkish output is Turkish too.
          errors.write(
            language == .tr
              ? "not: '\(lesson.id)' canli oynatilamiyor ve atlandi: "
                + "\(lesson.noLiveReasonTR ?? lesson.noLiveReason ?? "gerekce yazilmamis")\n"
              : "note: '\(lesson.id)' has no live replay and is left out: "
                + "\(lesson.noLiveReason ?? "none written")\n")
        }
      }
      for (position, lesson) in lessons.enumerated() {
        if position > 0 { output.write("\n") }
        output.write("== \(lesson.id) ==\n")
        let lines = live ? lesson.runLive(language) ?? [] : lesson.run(language)
        for line in lines { output.write(line + "\n") }
      }
    case .lesson(let id, let live, let report):
      guard let lesson = LessonCatalog.lesson(id) else { return .usage }
      let recorder = report.recorder(title: lesson.title(language), language: language)
      let lines = live ? lesson.runLive(language, recorder: recorder) ?? [] : lesson.run(language)
      for line in lines { output.write(line + "\n") }
      recorder?.lines(lines)
      return report.write(recorder, language: language, errors: &errors)
    case .animate(let command, let report):
      return command.run(language: language, report: report, output: &output, errors: &errors)
    case .draw(let command):
      return command.run(language: language, output: &output, errors: &errors)
    case .touch(let command, let report):
      return command.run(language: language, report: report, output: &output, errors: &errors)
    case .run(let command):
      return command.run(language: language, output: &output, errors: &errors)
    case .analyze:
      // Runs through ScreenLabCommand.run, which needs the error stream and an exit code.
      break
    }
    return .success
  }
}

/// Passes what a command writes to its error stream through, and remembers its `error:` lines.
private struct ErrorLineWatch<Base: TextOutputStream>: TextOutputStream {
  var base: Base
  private var errorLines: [Substring] = []
  private var pending = ""

  init(base: Base) { self.base = base }

  mutating func write(_ string: String) {
    base.write(string)
    pending += string
    while let newline = pending.firstIndex(of: "\n") {
      let line = pending[..<newline]
      if line.hasPrefix("error: ") { errorLines.append(line) }
      pending = String(pending[pending.index(after: newline)...])
    }
  }

  /// Whether an `error:` line written so far ends with `suffix`.
  func hasErrorLine(endingWith suffix: String) -> Bool {
    errorLines.contains { $0.hasSuffix(suffix) }
  }
}
