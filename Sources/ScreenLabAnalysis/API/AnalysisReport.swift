/// A file the analyzer could not analyze, and why.
public struct AnalysisError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is; decides the exit code of `screenlab analyze`.
  public enum Kind: String, Sendable, Hashable {
    /// The path does not exist or cannot be read (exit code 2).
    case io
    /// The file was read but skipped: binary, not UTF-8, or not parsable Swift at all.
    case skipped
    /// The file has syntax errors; what SwiftParser recovered was analyzed.
    case partial
    /// SwiftSyntax is not available in this build (exit code 2).
    case unavailable
  }

  /// The path as given (empty for ``Kind/unavailable``).
  public let file: String
  /// The kind of problem.
  public let kind: Kind
  /// What went wrong, lower-case, quoting the input.
  public let message: String

  /// Creates an error.
  public init(file: String, kind: Kind, message: String) {
    self.file = file
    self.kind = kind
    self.message = message
  }

  /// `file: message`, or the message alone when no file is concerned.
  public var description: String { file.isEmpty ? message : "\(file): \(message)" }
}

/// What one analysis found: how many files were analyzed, the findings, the errors.
public struct AnalysisReport: Sendable, Hashable {
  /// The number of files analyzed (skipped files and I/O errors not included).
  public var files: Int
  /// The findings, sorted by file, line, column and rule.
  public var findings: [Finding]
  /// The files that could not be analyzed, in path order.
  public var errors: [AnalysisError]

  /// Creates a report.
  public init(files: Int = 0, findings: [Finding] = [], errors: [AnalysisError] = []) {
    self.files = files
    self.findings = findings
    self.errors = errors
  }

  /// Whether an I/O error or a missing SwiftSyntax stopped part of the analysis.
  public var hasFatalErrors: Bool {
    errors.contains { $0.kind == .io || $0.kind == .unavailable }
  }
}

/// One Swift source: a path (used in locations only) and its text.
public struct SourceFile: Sendable, Hashable {
  /// The path shown in findings.
  public let path: String
  /// The file's text.
  public let text: String

  /// Creates a source.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}
