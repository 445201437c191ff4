/// A place in a source file: 1-based line and column (columns count UTF-8 bytes, as the
/// compiler's diagnostics do).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file's path as it was given.
  public let file: String
  /// The 1-based line.
  public let line: Int
  /// The 1-based column, in UTF-8 bytes.
  public let column: Int
  /// The 1-based column in Unicode scalars (code points): SARIF's `unicodeCodePoints`.
  public let characterColumn: Int

  /// Creates a location; `characterColumn` defaults to `column` (an ASCII line).
  public init(file: String, line: Int, column: Int, characterColumn: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.characterColumn = characterColumn ?? column
  }

  /// `file:line:column`, the form editors and compilers print.
  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// How much a finding matters.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
  /// A stale screen or a broken pattern: fix it.
  case warning
  /// Legitimate in some code, or a performance concern: look at it.
  case note

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .warning && rhs == .note
  }
}

/// One rule violation: which rule, where, how severe, and what to do.
///
/// Findings are values; the analyzer returns them sorted by location, then by rule.
public struct Finding: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// A finding's message: names the property or call and the fix.
  ///
  /// Built from a string literal or an interpolation; each rule declares its message
  /// factories next to its check.
  public struct Message: Sendable, Hashable, ExpressibleByStringInterpolation,
    CustomStringConvertible
  {
    /// The message text, without the rule id.
    public let text: String

    /// Creates a message from its text.
    public init(_ text: String) { self.text = text }

    public init(stringLiteral value: String) { self.text = value }

    public init(stringInterpolation: DefaultStringInterpolation) {
      self.text = String(stringInterpolation: stringInterpolation)
    }

    public var description: String { text }
  }

  /// A mechanical fix: text to insert at a place.
  public struct Fix: Sendable, Hashable {
    /// What the fix does, e.g. "add didSet { setNeedsDisplay() }".
    public let description: String
    /// Where the text goes (an insertion point; nothing is deleted).
    public let location: SourceLocation
    /// The text inserted.
    public let insertion: String

    /// Creates a fix.
    public init(description: String, location: SourceLocation, insertion: String) {
      self.description = description
      self.location = location
      self.insertion = insertion
    }
  }

  /// The rule that fired.
  public let rule: Rule
  /// How much it matters.
  public let severity: Severity
  /// Where: the start of the write, call or declaration concerned.
  public let location: SourceLocation
  /// What is wrong and how to fix it.
  public let message: Message
  /// The mechanical fix, when there is one.
  public let fix: Fix?

  /// Creates a finding.
  public init(
    rule: Rule, severity: Severity, location: SourceLocation, message: Message, fix: Fix? = nil
  ) {
    self.rule = rule
    self.severity = severity
    self.location = location
    self.message = message
    self.fix = fix
  }

  /// The compiler-style line: `file:line:column: warning: message [SL101]`.
  public var description: String {
    "\(location): \(severity.rawValue): \(message.text) [\(rule.rawValue)]"
  }

  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
    return lhs.message.text < rhs.message.text
  }
}

extension Finding.Message {
  /// The names quoted and listed, as the messages name members, layers and paths: `'a', 'b'`.
  static func quoted(_ names: some Sequence<String>) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }
}
