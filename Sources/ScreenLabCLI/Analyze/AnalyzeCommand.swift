import Foundation
import ScreenLab
import ScreenLabAnalysis

/// `screenlab analyze`: stale-screen findings, or the SwiftUI view tree, of Swift sources.
///
/// Exit codes follow issue 7 rather than the other commands: 0 when clean, 1 with findings,
/// 2 on a usage error, an I/O error (a missing or unreadable path) or a build without
/// SwiftSyntax. Files that are read but cannot be analyzed (binary, not UTF-8, syntax
/// errors) are reported and skipped without changing the exit code.
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

  /// The options `analyze` declares to the parser.
  static let declarations: [OptionDeclaration] = [
    .value("--format"), .flag("--tree"), .value("--label"), .value("--rules"),
  ]

  /// Reads and validates the command line after `analyze`.
  ///
  /// - Throws: a ``UsageError`` quoting the bad word.
  init(words: [String], options: [ParsedOption]) throws(UsageError) {
    let reader = OptionReader(options: options, command: ["analyze"])
    if let text = reader.value("--format") {
      guard let format = ReportFormat(rawValue: text) else {
        throw .unknown(
          "format", text, choices: ReportFormat.allCases.map(\.rawValue), in: ["analyze"])
      }
      self.format = format
    } else {
      format = .text
    }
    tree = reader.flag("--tree")
    var labels: [String: String] = [:]
    for option in options where option.name == "--label" {
      let text = option.value ?? ""
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex,
        text.index(after: equals) != text.endIndex
      else {
        throw UsageError(
          message: "invalid value '\(text)' for '--label': expected KEY=LABEL",
          command: ["analyze"])
      }
      labels[String(text[..<equals])] = String(text[text.index(after: equals)...])
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
    paths = words
  }

  /// The exit code when findings were reported.
  static let findingsExit = ExitCode.failure
  /// The exit code for usage and I/O errors (issue 7).
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
    let report = analyzer.analyze(paths: paths) { done, total, path in
      guard showsProgress else { return }
      FileHandle.standardError.write(Data("\r\u{1B}[K[\(done + 1)/\(total)] \(path)".utf8))
    }
    if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    // Diagnostics about the inputs go to standard error in every format; JSON and SARIF
    // also carry them in the document.
    for error in report.errors { errors.write(Self.diagnostic(error)) }
    var findingsOnly = report
    if format == .text { findingsOnly.errors = [] }
    output.write(findingsOnly.rendered(format))
    if report.hasFatalErrors { return Self.errorExit }
    return report.findings.isEmpty ? .success : Self.findingsExit
  }

  /// `file: skipped: message`, `file: partial: …` or `file: error: …`, one line.
  static func diagnostic(_ error: AnalysisError) -> String {
    let label =
      error.kind == .skipped || error.kind == .partial ? error.kind.rawValue : "error"
    return error.file.isEmpty
      ? "\(label): \(error.message)\n" : "\(error.file): \(label): \(error.message)\n"
  }

  private func runTree(
    _ analyzer: SourceAnalyzer, language: Language, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    let (files, collectionErrors) = SourceCollector.files(under: paths)
    var sources: [SourceFile] = []
    var failed = !collectionErrors.isEmpty
    for error in collectionErrors { errors.write("\(error.file): error: \(error.message)\n") }
    for path in files {
      switch SourceCollector.read(path) {
      case .success(let source): sources.append(source)
      case .failure(let error):
        errors.write(
          "\(error.file): \(error.kind == .io ? "error" : "skipped"): \(error.message)\n")
        if error.kind == .io { failed = true }
      }
    }
    let extraction = analyzer.viewTree(sources)
    for error in extraction.errors { errors.write(Self.diagnostic(error)) }
    // A file that could not be parsed gives no tree: never print an empty one as a success.
    if extraction.errors.contains(where: { $0.kind == .skipped }) { failed = true }
    output.write(extraction.swiftCode)
    let lines = extraction.changeLines(labels: labels, language: language)
    if !lines.isEmpty {
      output.write("\n")
      for line in lines { output.write(line + "\n") }
    }
    return failed ? Self.errorExit : .success
  }
}
