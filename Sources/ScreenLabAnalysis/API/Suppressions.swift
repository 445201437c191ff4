/// `// screenlab:ignore SL103` comments: on a finding's line or the line above it, or
/// `// screenlab:ignore-file SL103` anywhere in the file. Without rule ids, every rule is
/// ignored. Ids are separated by spaces or commas (Docs/Analyzer.md, "Suppressing findings").
struct Suppressions {
  /// Per file path: ignored rules by line (nil rule set for "all"), and for the whole file.
  private var lines: [String: [Int: Set<String>]] = [:]
  private var whole: [String: Set<String>] = [:]

  static let allRules = "*"

  init(files: [SourceFile]) {
    for file in files where file.text.contains("screenlab:ignore") {
      var number = 0
      for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
        number += 1
        guard let comment = line.range(of: "//"),
          let marker = line.range(of: "screenlab:ignore", range: comment.upperBound..<line.endIndex)
        else { continue }
        var rest = line[marker.upperBound...]
        let fileWide = rest.hasPrefix("-file")
        if fileWide { rest = rest.dropFirst("-file".count) }
        guard rest.isEmpty || rest.first == " " || rest.first == ":" else { continue }
        var rules = Set(
          rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" }).map(String.init)
            .filter { Rule(rawValue: $0) != nil })
        if rules.isEmpty { rules = [Self.allRules] }
        if fileWide {
          whole[file.path, default: []].formUnion(rules)
        } else {
          lines[file.path, default: [:]][number, default: []].formUnion(rules)
          lines[file.path, default: [:]][number + 1, default: []].formUnion(rules)
        }
      }
    }
  }

  func ignores(_ finding: Finding) -> Bool {
    let id = finding.rule.rawValue
    if let rules = whole[finding.location.file],
      rules.contains(id) || rules.contains(Self.allRules)
    {
      return true
    }
    guard let rules = lines[finding.location.file]?[finding.location.line] else { return false }
    return rules.contains(id) || rules.contains(Self.allRules)
  }
}
