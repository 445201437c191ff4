import Foundation
import ScreenLabAnalysis
import Testing

/// Stale-screen bugs in the shapes real code has them in (public issue threads about views that
/// do not redraw, animations that snap back, SwiftUI views that do not update, tables that are
/// not reloaded), each file written small, in the bug's own shape, with its fixed twin
/// (`…Fixed.swift`) where there is one (Docs/Analyzer.md, "Measured on real shapes").
///
/// A line marked `// bug: SL101` is a bug the analyzer must report there with that rule;
/// `// known-miss: SL204 (why)` is a bug it does not find, counted in the recall;
/// `// also: SL104` a finding that is right but is no stale screen (not counted). Each file is
/// analyzed alone. A fixed twin must give no finding at all.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct RealShapeTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/RealShapes")

  struct Mark: Hashable, Comparable {
    let file: String
    let line: Int
    let rule: String
    static func < (lhs: Mark, rhs: Mark) -> Bool {
      (lhs.file, lhs.line, lhs.rule) < (rhs.file, rhs.line, rhs.rule)
    }
  }

  static func sources() throws -> [SourceFile] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try names.map { name in
      SourceFile(
        path: name,
        text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
  }

  /// The marks of one kind (`bug:` or `known-miss:`) in a file.
  static func marks(_ kind: String, in source: SourceFile) -> [Mark] {
    var marks: [Mark] = []
    for (offset, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let mark = line.range(of: "// \(kind):") else { continue }
      let rest = line[mark.upperBound...].trimmingCharacters(in: .whitespaces)
      let rule = rest.prefix { $0.isLetter || $0.isNumber }
      marks.append(Mark(file: source.path, line: offset + 1, rule: String(rule)))
    }
    return marks
  }

  /// The findings of each file analyzed alone, as marks.
  static func findings(_ source: SourceFile) -> [Mark] {
    SourceAnalyzer().analyze([source]).findings.map {
      Mark(file: source.path, line: $0.location.line, rule: $0.rule.rawValue)
    }
  }

  @Test func everyBugIsFoundAndNoFixedTwinIsReported() throws {
    let sources = try Self.sources()
    let buggy = sources.filter { !$0.path.hasSuffix("Fixed.swift") }
    let fixed = sources.filter { $0.path.hasSuffix("Fixed.swift") }
    #expect(buggy.count >= 25)
    // Every fixed twin has its buggy file.
    for twin in fixed {
      let original = twin.path.replacingOccurrences(of: "Fixed.swift", with: ".swift")
      #expect(buggy.contains { $0.path == original }, "\(twin.path) has no buggy file")
    }
    var expected: [Mark] = []
    var missedKnown: [Mark] = []
    var found: [Mark] = []
    var side: [Mark] = []
    for source in buggy {
      let bugs = Self.marks("bug", in: source)
      let known = Self.marks("known-miss", in: source)
      #expect(!(bugs + known).isEmpty, "\(source.path) marks no bug")
      expected += bugs
      missedKnown += known
      side += Self.marks("also", in: source)
      found += Self.findings(source)
    }
    let foundSet = Set(found)
    let missed = expected.filter { !foundSet.contains($0) }
    let extra = found.filter { !expected.contains($0) && !side.contains($0) }
    #expect(side.allSatisfy(foundSet.contains), "an `also:` finding is not reported")
    let falsePositives = fixed.flatMap(Self.findings)
    #expect(missed.isEmpty, "missed:\n\(missed.sorted().map { "\($0)" }.joined(separator: "\n"))")
    #expect(extra.isEmpty, "unmarked:\n\(extra.sorted().map { "\($0)" }.joined(separator: "\n"))")
    #expect(
      falsePositives.isEmpty,
      "fixed twins reported:\n\(falsePositives.map { "\($0)" }.joined(separator: "\n"))")
    // The per-rule table of Docs/Analyzer.md.
    var rows: [String: (bugs: Int, found: Int)] = [:]
    for mark in expected + missedKnown {
      rows[mark.rule, default: (0, 0)].bugs += 1
      if foundSet.contains(mark) { rows[mark.rule, default: (0, 0)].found += 1 }
    }
    let hits = expected.count - missed.count
    print(
      "real shapes: \(buggy.count) bug files, \(fixed.count) fixed twins; recall "
        + "\(hits)/\(expected.count + missedKnown.count); unmarked findings \(extra.count); "
        + "findings on fixed twins \(falsePositives.count)")
    for (rule, row) in rows.sorted(by: { $0.key < $1.key }) {
      print("  \(rule): \(row.found)/\(row.bugs)")
    }
  }
}
