import Foundation
import ScreenLab
import ScreenLabReport

/// `--report FILE` and `--trace FILE`: the run as a self-contained HTML page and as a Chrome
/// trace (Docs/Report.md, Docs/CLI.md §7), on `lesson <id> --live`, `touch`, `animate` and `run`.
///
/// Both files are written through ``OutputFile`` once the run is over and its output printed:
/// each file is written whole or left as it was, and a file that cannot be written is one
/// line on standard error and a failure status.
struct ReportOptions: Hashable {
  /// Where the HTML report goes, if anywhere.
  let report: String?
  /// Where the Chrome trace goes, if anywhere.
  let trace: String?
  /// The command line the report names: `screenlab` and its words and options, without
  /// `--report` and `--trace` (the same run names itself the same way wherever it is
  /// written).
  let commandLine: String

  static let names = ["--report", "--trace"]
  static let declarations: [OptionDeclaration] = names.map { .value($0) }

  /// No report and no trace.
  static let none = ReportOptions(report: nil, trace: nil, commandLine: "")

  private init(report: String?, trace: String?, commandLine: String) {
    self.report = report
    self.trace = trace
    self.commandLine = commandLine
  }

  /// Reads the two options of `parsed`.
  ///
  /// - Throws: a ``UsageError`` for an empty file name, or the same file named twice.
  init(_ parsed: ParsedArguments, command: [String]) throws(UsageError) {
    let reader = OptionReader(options: parsed.commandOptions, command: command)
    for name in Self.names where reader.value(name)?.isEmpty == true {
      throw reader.invalid(name, "empty file name")
    }
    report = reader.value("--report")
    trace = reader.value("--trace")
    if let report, report == trace {
      throw UsageError(
        message: "'--report' and '--trace' both name '\(Quote.inline(report))'; give two files",
        command: command)
    }
    var words = ["screenlab"] + parsed.words
    for option in parsed.commandOptions where !Self.names.contains(option.name) {
      words.append(option.name)
      if let value = option.value { words.append(value) }
    }
    if parsed.options.languageGiven { words += ["--lang", parsed.options.language.rawValue] }
    commandLine = words.map(Self.shellWord).joined(separator: " ")
  }

  /// Whether either file was asked for.
  var isRequested: Bool { report != nil || trace != nil }

  /// A report for this command, to fill in.
  func recorder(title: String, language: Language, frameRate: FrameRate = .hz60)
    -> ReportRecorder?
  {
    guard isRequested else { return nil }
    return ReportRecorder(
      Report(title: title, command: commandLine, language: language, frameRate: frameRate))
  }

  /// Writes the files asked for; on failure, one line on `errors` and `.failure`.
  func write(
    _ recorder: ReportRecorder?, language: Language, errors: inout some TextOutputStream
  ) -> ExitCode {
    guard let recorder else { return .success }
    return write(
      html: { recorder.report.html() }, trace: { recorder.report.chromeTrace() },
      language: language, errors: &errors)
  }

  /// Writes the page and the trace made elsewhere (`screenlab run`'s program makes them) to
  /// the files asked for; on failure, one line on `errors` and `.failure`.
  func write(
    html: () -> String, trace chromeTrace: () -> String, language: Language,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    var code = ExitCode.success
    for (path, isPage) in [(report, true), (trace, false)] {
      guard let path else { continue }
      let text = isPage ? html() : chromeTrace()
      if !OutputFile.write(text, to: path, language: language, errors: &errors) {
        code = .failure
      }
    }
    return code
  }

  /// `word`, quoted for a POSIX shell when it needs quoting.
  static func shellWord(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        || "-_./=:,+@%".unicodeScalars.contains($0)
    }
    if plain, !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
