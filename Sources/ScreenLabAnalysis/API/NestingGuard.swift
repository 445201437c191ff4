/// Finds sources SwiftParser cannot parse in reasonable time, or at all.
///
/// The toolchain's SwiftParser takes time exponential in the nesting depth of square brackets
/// that open right after another bracket (`[[[…]]]`, `[([(…)])]`, `[[[Int]]]`): it tries both
/// a type and an expression at each level. 18 levels take seconds, 25 take hours. Real code
/// nests a few levels; a file past ``maximumDepth`` is reported and skipped rather than hang
/// the analysis.
///
/// SwiftParser stops parentheses, braces and closures at 256 levels itself, but not generic
/// arguments: `A<A<A<…>>>` recurses once per level, and 20000 levels overflowed even the
/// analysis's 256 MiB stack (a crash, measured). A file whose angle brackets nest more than
/// ``maximumAngleDepth`` levels is skipped too (Docs/CLI.md §8).
package enum NestingGuard {
  /// The deepest square-bracket nesting analyzed.
  static let maximumDepth = 12
  /// The deepest generic-argument nesting analyzed: SwiftParser's own limit for the brackets
  /// it does count.
  static let maximumAngleDepth = 256

  /// The maximum nesting depth of `[` outside comments and string literals.
  ///
  /// - Complexity: O(n) in the UTF-8 length, one pass.
  static func squareBracketDepth(_ text: String) -> Int { depths(text).squareBrackets }

  /// The maximum nesting depths of `[` and of generic angle brackets, outside comments and
  /// string literals. A `<` counts when it follows an identifier's character with no space
  /// (`Array<`), as a generic argument list must; a `>` closes one unless it ends `->`; `{`,
  /// `}`, `;`, `=` and `:` cannot be inside generic arguments and start the count again, so
  /// comparisons (`a<b`) in different statements never add up.
  ///
  /// - Complexity: O(n) in the UTF-8 length, one pass.
  static func depths(_ text: String) -> (squareBrackets: Int, angleBrackets: Int) {
    var depth = 0
    var deepest = 0
    var angles = 0
    var deepestAngles = 0
    var inString = false
    var inLineComment = false
    var blockComments = 0
    var previous: UInt8 = 0
    var escaped = false
    for byte in text.utf8 {
      defer { previous = byte }
      if inLineComment {
        if byte == UInt8(ascii: "\n") { inLineComment = false }
        continue
      }
      if blockComments > 0 {
        if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { blockComments -= 1 }
        if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "*") { blockComments += 1 }
        continue
      }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inLineComment = true
      case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): blockComments = 1
      case UInt8(ascii: "["):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"): depth = max(0, depth - 1)
      case UInt8(ascii: "<") where isIdentifierByte(previous):
        angles += 1
        deepestAngles = max(deepestAngles, angles)
      case UInt8(ascii: ">") where previous != UInt8(ascii: "-"): angles = max(0, angles - 1)
      case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="),
        UInt8(ascii: ":"):
        angles = 0
      default: break
      }
    }
    return (deepest, deepestAngles)
  }

  /// A letter, digit, `_` or a byte of a non-ASCII character.
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_")
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// The error to report for `source`, or nil when it may be parsed.
  package static func check(_ source: SourceFile) -> AnalysisError? {
    if let problem = conditionalProblem(source) { return problem }
    let (depth, angles) = depths(source.text)
    if depth > maximumDepth {
      return AnalysisError(
        file: source.path, kind: .skipped,
        message: "square brackets nest \(depth) levels deep (more than \(maximumDepth)); skipped "
          + "because SwiftParser takes exponential time on such nesting")
    }
    guard angles > maximumAngleDepth else { return nil }
    return AnalysisError(
      file: source.path, kind: .skipped,
      message: "generic angle brackets nest \(angles) levels deep (more than "
        + "\(maximumAngleDepth)); skipped because SwiftParser's recursion on them is unbounded "
        + "and would overflow the stack")
  }
}
