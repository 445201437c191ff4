// Conditional compilation nested past what SwiftParser parses (Docs/CLI.md §8).

extension NestingGuard {
  /// The deepest `#if` nesting parsed. SwiftParser stops at 256 levels of nesting itself
  /// (3000 nested `#if` blocks gave "first syntax error at 258:1"), but only after a time
  /// that grows faster than the file: 3 s for 500 levels, 25 s for 3000 (debug build, a
  /// loaded 2-core machine). A file past this depth is refused at once instead.
  static let maximumConditionalDepth = 256

  /// The deepest nesting of `#if` … `#endif` blocks, counting the directives that start a
  /// line (after spaces and tabs), as the compiler requires them to.
  ///
  /// - Complexity: O(n) in the UTF-8 length, one pass.
  static func conditionalDepth(_ text: String) -> Int {
    var depth = 0
    var deepest = 0
    for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      let start = line.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
      guard let start, line[start] == UInt8(ascii: "#") else { continue }
      let word = line[line.index(after: start)...].prefix {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
      }
      if word.elementsEqual("if".utf8) {
        depth += 1
        deepest = max(deepest, depth)
      } else if word.elementsEqual("endif".utf8) {
        depth = max(0, depth - 1)
      }
    }
    return deepest
  }

  /// The error for a source whose `#if` blocks nest too deep, or nil.
  static func conditionalProblem(_ source: SourceFile) -> AnalysisError? {
    let depth = conditionalDepth(source.text)
    guard depth > maximumConditionalDepth else { return nil }
    return AnalysisError(
      file: source.path, kind: .skipped,
      message: "#if blocks nest \(depth) levels deep (more than \(maximumConditionalDepth)); "
        + "skipped because SwiftParser cannot parse them and takes long to say so")
  }
}
