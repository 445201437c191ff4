import ScreenLabAnalysis

extension Help {
  /// The rules section, from the analyzer's own rule table (``Rule``): id, what it finds,
  /// and `(note)` for rules whose findings are notes by default.
  static var rulesTable: String {
    Rule.allCases.map { rule in
      let note = rule.defaultSeverity == .note ? " (note)" : ""
      return wrapped(rule.id + "  " + rule.brief + note, indent: 9, width: 86)
    }
    .joined(separator: "\n  ")
  }

  /// `text` broken at spaces into lines of at most `width` characters; continuation lines
  /// start with `indent` spaces (the first line's indentation is the caller's).
  static func wrapped(_ text: String, indent: Int, width: Int) -> String {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let limit = lines.isEmpty ? width : width - indent
      if !current.isEmpty, current.count + 1 + word.count > limit {
        lines.append(current)
        current = String(word)
      } else {
        current = current.isEmpty ? String(word) : current + " " + word
      }
    }
    lines.append(current)
    return lines.enumerated().map { index, line in
      index == 0 ? line : String(repeating: " ", count: indent) + line
    }
    .joined(separator: "\n")
  }

  static let analyze = """
    OVERVIEW: Find stale-screen bugs in Swift sources, or print their SwiftUI view tree.

    USAGE: screenlab analyze [--format text|json|sarif] [--rules SL101,...]
                            [--include-dependencies] <path> ...
           screenlab analyze --tree [--label KEY=LABEL ...] <path> ...

    ARGUMENTS:
      <path>             Swift files and directories (searched recursively for *.swift,
                         hidden entries and dependency folders skipped), analyzed
                         together in path order; the *.storyboard and *.xib files
                         met are read for the outlet sizes they fix.

    OPTIONS:
      --format text|json|sarif
                         text: 'file:line:column: warning: message [SL101]' (default);
                         json: {"files", "findings", "errors"}; sarif: SARIF 2.1.0.
      --rules LIST       Run only these rules (comma-separated ids).
      --include-dependencies
                         Also search the folders of code the project did not write,
                         met inside a directory: Pods, Carthage, DerivedData,
                         SourcePackages (skipped by default; a folder named as a
                         <path> is always searched).
      --tree             Print the SwiftUI view tree as the lessons' Swift code
                         ('let storage', 'let screen') and each key's change line.
      --label KEY=LABEL  The step label of KEY's change line (default: the key); may be
                         repeated, one label per key; a key not in the tree is an error.
      --lang tr|en       Language of the change lines (default: tr).
      -h, --help         Show this help.

    RULES:
      \(rulesTable)

    EXIT STATUS:
      0 no findings, 1 findings, 2 I/O error (a path that cannot be read, a report that
      cannot be written, or no SwiftSyntax in this build), 64 usage error.
      Binary, non-UTF-8 and all-garbage files, and FIFOs or devices met inside a
      directory, are reported on standard error as 'skipped'; a file with syntax errors
      is analyzed as far as it parsed and reported as 'partial'. Only regular files are
      read. Neither changes the exit status (but --tree on an unparsable file exits 2).

    SUPPRESSING:
      // screenlab:ignore SL103        on the line of a finding or the line above it
      // screenlab:ignore-file SL103   anywhere in a file: the rule is off for that file

    """
}
