#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftParser
  internal import SwiftSyntax

  extension SyntaxProtocol {
    /// SwiftSyntax's `trimmedDescription` (the node's text without the leading trivia of its
    /// first token and the trailing trivia of its last), read from the tree's own bytes.
    ///
    /// SwiftSyntax makes it as `trimmed.description`: a detached copy of the node, two new
    /// trees with the trivia replaced, then the copy's text written token by token. In a node
    /// without missing tokens or unexpected nodes (`hasError` false) the first and last tokens
    /// `trimmed` edits are the first and last tokens in source order, whose trivia lengths
    /// `leadingTriviaLength` and `trailingTriviaLength` give, so the text is the node's bytes
    /// between the two. A node with an error is left to SwiftSyntax. The rules ask this of
    /// most nodes they compare by text; this declaration is chosen over SwiftSyntax's at every
    /// call in this module (a module's own declaration shadows an imported one of the same
    /// signature), so no rule changed.
    var trimmedDescription: String {
      if hasError { return trimmed.description }
      let bytes = syntaxTextBytes
      let start = leadingTriviaLength.utf8Length
      let end = bytes.count - trailingTriviaLength.utf8Length
      guard start <= end else { return trimmed.description }
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
  }

  /// Checks of ``SwiftSyntax/SyntaxProtocol/trimmedDescription`` against SwiftSyntax's own
  /// definition.
  enum SourceText {
    /// The nodes of `source`'s tree (every node, missing and unexpected ones included) whose
    /// `trimmedDescription` differs from `trimmed.description`, SwiftSyntax's definition, each
    /// as the two texts; empty when all agree.
    static func disagreements(in source: String) -> [(ours: String, swiftSyntax: String)] {
      var found: [(ours: String, swiftSyntax: String)] = []
      var pending = [Syntax(Parser.parse(source: source))]
      while let node = pending.popLast() {
        let ours = node.trimmedDescription
        let theirs = node.trimmed.description
        if ours != theirs { found.append((ours, theirs)) }
        pending += node.children(viewMode: .all)
      }
      return found
    }

    /// The number of nodes ``disagreements(in:)`` compares in `source`.
    static func nodeCount(in source: String) -> Int {
      var count = 0
      var pending = [Syntax(Parser.parse(source: source))]
      while let node = pending.popLast() {
        count += 1
        pending += node.children(viewMode: .all)
      }
      return count
    }
  }
#endif
