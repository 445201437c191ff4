import Foundation
import ScreenLab

/// The `screenlab` command-line tool, as a library: parse, validate, run.
///
/// The executable calls ``main()``, which reads the process's arguments as bytes and writes
/// through ``DescriptorOutput``; tests call ``run(_:output:errors:)`` with string buffers, or
/// ``run(rawArguments:outputDescriptor:errors:)`` with a descriptor of their own.
public enum ScreenLabCommand {
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
      let command = try Invocation.parse(parsed)
      return (
        command.run(language: parsed.options.language, output: &output, errors: &errors),
        parsed.words.first
      )
    } catch {
      let path = (["screenlab"] + error.command).joined(separator: " ")
      errors.write("error: \(Quote.oneLine(error.message)); see '\(path) --help'\n")
      return (.usage, error.command.first)
    }
  }
}

/// What a valid command line asks for, decided before anything runs.
enum Invocation {
  /// Validates the words of `parsed` against the declared commands
  /// (``ScreenLabCommand/declarations``) and returns the one to run.
  @MainActor
  static func parse(_ parsed: ParsedArguments) throws(UsageError) -> any RunnableCommand {
    var words = parsed.words[...]
    let help = parsed.options.help
    if parsed.options.version, !help {
      return PrintedText(text: "screenlab \(ScreenLabCommand.version)\n")
    }
    guard let name = words.popFirst() else {
      if help { return PrintedText(text: Help.root) }
      throw UsageError(
        message: "missing command; valid commands: "
          + ScreenLabCommand.commands.joined(separator: ", "),
        command: [])
    }
    let command: any RunnableCommand
    if name == "help" {
      command = PrintedText(text: Help.root)
    } else if let declaration = ScreenLabCommand.declarations.first(where: { $0.name == name }) {
      // Help wins over the options' values, as `--help` does in swift-argument-parser.
      if help, let text = declaration.help {
        command = PrintedText(text: text)
      } else {
        command = try declaration.parse(parsed, &words)
      }
      if declaration.takesAllWords { words = [] }
    } else {
      throw .unknown("command", name, choices: ScreenLabCommand.commands, in: [])
    }
    if let extra = words.first {
      throw UsageError(message: "unexpected argument '\(Quote.inline(extra))'", command: [name])
    }
    return command
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
