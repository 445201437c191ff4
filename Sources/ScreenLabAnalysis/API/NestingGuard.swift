/// Finds sources SwiftParser cannot parse in reasonable time.
///
/// The toolchain's SwiftParser takes time exponential in the nesting depth of square brackets
/// that open right after another bracket (`[[[…]]]`, `[([(…)])]`, `[[[Int]]]`): it tries both
/// a type and an expression at each level. 18 levels take seconds, 25 take hours. Real code
/// nests a few levels; a file past ``maximumDepth`` is reported and skipped rather than hang
/// the analysis.
enum NestingGuard {
  /// The deepest square-bracket nesting analyzed.
  static let maximumDepth = 12

  /// The maximum nesting depth of `[` outside comments and string literals.
  ///
  /// - Complexity: O(n) in the UTF-8 length, one pass.
  static func squareBracketDepth(_ text: String) -> Int {
    var depth = 0
    var deepest = 0
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
      default: break
      }
    }
    return deepest
  }

  /// The error to report for `source`, or nil when it may be parsed.
  static func check(_ source: SourceFile) -> AnalysisError? {
    let depth = squareBracketDepth(source.text)
    guard depth > maximumDepth else { return nil }
    return AnalysisError(
      file: source.path, kind: .skipped,
      message: "square brackets nest \(depth) levels deep (more than \(maximumDepth)); skipped "
        + "because SwiftParser takes exponential time on such nesting")
  }
}
