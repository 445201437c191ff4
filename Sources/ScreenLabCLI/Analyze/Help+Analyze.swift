extension Help {
  static let analyze = """
    OVERVIEW: Find stale-screen bugs in Swift sources, or print their SwiftUI view tree.

    USAGE: screenlab analyze [--format text|json|sarif] [--rules SL101,...] <path> ...
           screenlab analyze --tree [--label KEY=LABEL ...] <path> ...

    ARGUMENTS:
      <path>             Swift files and directories (searched recursively for *.swift,
                         hidden entries skipped), analyzed together in path order.

    OPTIONS:
      --format text|json|sarif
                         text: 'file:line:column: warning: message [SL101]' (default);
                         json: {"files", "findings", "errors"}; sarif: SARIF 2.1.0.
      --rules LIST       Run only these rules (comma-separated ids).
      --tree             Print the SwiftUI view tree as the lessons' Swift code
                         ('let storage', 'let screen') and each key's change line.
      --label KEY=LABEL  The step label of KEY's change line (default: the key); may be
                         repeated, one label per key; a key not in the tree is an error.
      --lang tr|en       Language of the change lines (default: tr).
      -h, --help         Show this help.

    RULES:
      SL101  a property read by draw(_:) is written without setNeedsDisplay(), or is
             public/open/@IBInspectable with no observer that requests a redraw
      SL102  layout is requested where a drawn property changed
      SL103  draw(_:) is called directly
      SL104  objects allocated inside draw(_:) (note)
      SL105  state, view-tree or layer-tree mutation inside draw(_:)
      SL201  an animation is added but the model layer is never written
      SL202  the snap-back is masked with isRemovedOnCompletion = false + .forwards
      SL203  a presentation() value is written

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
