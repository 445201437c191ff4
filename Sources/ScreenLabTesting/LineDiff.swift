/// A line diff of an expected text against a measured one (Docs/Testing.md §2): the longest
/// common subsequence of lines kept with two spaces, expected-only lines marked `-`,
/// measured-only lines marked `+`, in order (a removal before the addition that replaces it).
public enum LineDiff {
  /// The diff lines of `expected` against `measured`; empty when they are equal.
  ///
  /// - Complexity: O(n·m) time and memory for n and m lines: messages and dumps are short.
  public static func lines(expected: [String], measured: [String]) -> [String] {
    guard expected != measured else { return [] }
    let n = expected.count
    let m = measured.count
    // lcs[i][j]: the length of the longest common subsequence of expected[i...], measured[j...].
    var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lcs[i][j] =
          expected[i] == measured[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var result: [String] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, expected[i] == measured[j] {
        result.append("  " + expected[i])
        i += 1
        j += 1
      } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
        result.append("- " + expected[i])
        i += 1
      } else {
        result.append("+ " + measured[j])
        j += 1
      }
    }
    return result
  }

  /// The diff of two texts split into lines (a final newline ends the last line).
  public static func lines(expected: String, measured: String) -> [String] {
    lines(expected: split(expected), measured: split(measured))
  }

  static func split(_ text: String) -> [String] {
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if parts.last == "" { parts.removeLast() }
    return parts
  }
}
