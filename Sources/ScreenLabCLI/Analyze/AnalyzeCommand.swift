import Foundation
import ScreenLab
import ScreenLabAnalysis

/// `screenlab analyze`: stale-screen findings, or the SwiftUI view tree, of Swift sources.
///
/// Exit codes (Docs/CLI.md §1): 0 when clean, 1 with findings, 2 on an I/O error (a missing
/// or unreadable path, a report that could not be written) or a build without SwiftSyntax,
/// 64 on a usage error as for every command. Files that are read but cannot be analyzed
/// (binary, not UTF-8, syntax errors) are reported and skipped without changing the exit
/// code.
struct AnalyzeCommand: Hashable {
  /// The paths to analyze: files and directories.
  let paths: [String]
  let format: ReportFormat
  /// Print the SwiftUI view tree instead of findings.
  let tree: Bool
  /// The step label per key for the tree's change lines.
  let labels: [String: String]
  /// Rules to run; nil for all.
  let rules: Set<Rule>?
  /// Search the dependency managers' folders met inside a directory (`Pods`, `Carthage`, …).
  let includesDependencies: Bool

  /// The options `analyze` declares to the parser.
  static let declarations: [OptionDeclaration] = [
    .value("--format"), .flag("--tree"), .repeatableValue("--label"), .value("--rules"),
    .flag("--include-dependencies"),
  ]

  /// Reads and validates the command line after `analyze`.
  ///
  /// - Throws: a ``UsageError`` quoting the bad word.
  init(words: [String], options: [ParsedOption]) throws(UsageError) {
    let reader = OptionReader(options: options, command: ["analyze"])
    format = try reader.choice("--format", "format") ?? .text
    tree = reader.flag("--tree")
    includesDependencies = reader.flag("--include-dependencies")
    var labels: [String: String] = [:]
    for option in options where option.name == "--label" {
      let text = option.value ?? ""
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex,
        text.index(after: equals) != text.endIndex
      else {
        throw UsageError(
          message: "invalid value '\(Quote.inline(text))' for '--label': expected KEY=LABEL",
          command: ["analyze"])
      }
      let key = String(text[..<equals])
      guard labels[key] == nil else {
        throw UsageError(
          message: "'--label' gives key '\(Quote.inline(key))' more than one label",
          command: ["analyze"])
      }
      labels[key] = String(text[text.index(after: equals)...])
    }
    self.labels = labels
    if !labels.isEmpty, !tree {
      throw UsageError(message: "'--label' needs '--tree'", command: ["analyze"])
    }
    if let text = reader.value("--rules") {
      var rules = Set<Rule>()
      for word in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let rule = Rule(rawValue: String(word)) else {
          throw .unknown(
            "rule", String(word), choices: Rule.allCases.map(\.rawValue), in: ["analyze"])
        }
        rules.insert(rule)
      }
      self.rules = rules
    } else {
      rules = nil
    }
    if tree, format != .text {
      throw UsageError(
        message:
          "'--tree' prints Swift code; it cannot be combined with '--format \(format.rawValue)'",
        command: ["analyze"])
    }
    guard !words.isEmpty else {
      throw UsageError(
        message: "missing path; give one or more files or directories", command: ["analyze"])
    }
    // An empty path names nothing; the system would answer "no such file" without a name.
    if words.contains("") {
      throw UsageError(
        message: "invalid path '': empty file name; give a file or directory",
        command: ["analyze"])
    }
    paths = words
  }

  /// The exit code when findings were reported.
  static let findingsExit = ExitCode.failure
  /// The exit code for I/O errors and a build without SwiftSyntax; usage errors exit with
  /// ``ExitCode/usage`` as for every command.
  static let errorExit = ExitCode(rawValue: 2)

  /// Runs the analysis and writes the report; progress goes to `errors` when standard error
  /// is a terminal.
  func run(
    language: Language, output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> ExitCode {
    var options = SourceAnalyzer.Options()
    if let rules { options.rules = rules }
    let analyzer = SourceAnalyzer(options: options)
    if case .unavailable(let reason) = SourceAnalyzer.availability {
      errors.write("error: \(reason)\n")
      return Self.errorExit
    }
    if tree { return runTree(analyzer, language: language, output: &output, errors: &errors) }
    // Progress is for people watching a terminal: written straight to standard error as it
    // happens, one line overwritten in place, and cleared at the end.
    let showsProgress = isatty(STDERR_FILENO) != 0
    var terminal = DescriptorOutput(descriptor: STDERR_FILENO)
    let input = AnalyzeInput.read(paths, includingDependencies: includesDependencies) {
      done, total, path in
      guard showsProgress else { return }
      terminal.write("\r\u{1B}[K[\(done + 1)/\(total)] \(Quote.inline(path))")
    }
    if showsProgress { terminal.write("\r\u{1B}[K") }
    var report = analyzer.analyze(input.sources)
    report.errors = AnalyzeInput.merged(input.errors, report.errors)
    // Diagnostics about the inputs go to standard error in every format; JSON and SARIF
    // also carry them in the document.
    for error in report.errors { errors.write(Self.diagnostic(error)) }
    var findingsOnly = report
    if format == .text { findingsOnly.errors = [] }
    // Text in Turkish carries each rule's Turkish sentence under its finding.
    output.write(format == .text ? findingsOnly.text(language) : findingsOnly.rendered(format))
    if report.hasFatalErrors { return Self.errorExit }
    return report.findings.isEmpty ? .success : Self.findingsExit
  }

  /// `file: skipped: message`, `file: partial: …` or `file: error: …`, one line.
  static func diagnostic(_ error: AnalysisError) -> String {
    let label =
      error.kind == .skipped || error.kind == .partial ? error.kind.rawValue : "error"
    let message = Quote.oneLine(error.message)
    return error.file.isEmpty
      ? "\(label): \(message)\n" : "\(Quote.oneLine(error.file)): \(label): \(message)\n"
  }

  private func runTree(
    _ analyzer: SourceAnalyzer, language: Language, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    let input = AnalyzeInput.read(paths, includingDependencies: includesDependencies)
    let extraction = analyzer.viewTree(input.sources)
    let problems = AnalyzeInput.merged(input.errors, extraction.errors)
    let keys = extraction.storage.map(\.key)
    var failed = problems.contains { $0.kind != .skipped && $0.kind != .partial }
    // A label for a key the tree does not have would be silently dropped. (When a source
    // could not be read, its keys are missing too: the read error is the one to report.)
    for key in labels.keys.sorted() where !failed && !keys.contains(key) {
      errors.write(
        "error: unknown key '\(Quote.inline(key))' in '--label \(Quote.inline(key))="
          + "\(Quote.inline(labels[key] ?? ""))'; keys of this view tree: "
          + (keys.isEmpty ? "none" : keys.joined(separator: ", "))
          + "; see 'screenlab analyze --help'\n")
      return .usage
    }
    for error in problems { errors.write(Self.diagnostic(error)) }
    // A file that could not be parsed gives no tree: never print an empty one as a success.
    if problems.contains(where: { $0.kind == .skipped }) { failed = true }
    output.write(extraction.swiftCode)
    let lines = extraction.changeLines(labels: labels, language: language)
    if !lines.isEmpty {
      output.write("\n")
      for line in lines { output.write(line + "\n") }
    }
    return failed ? Self.errorExit : .success
  }
}
