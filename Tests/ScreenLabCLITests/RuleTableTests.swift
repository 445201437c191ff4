import Foundation
import ScreenLabAnalysis
import Testing

@testable import ScreenLabCLI

/// The analyzer's rules are one table (``Rule``): `analyze --help`, SARIF and the README's
/// table are produced from it or checked against it.
@MainActor @Suite struct RuleTableTests {
  @Test func helpListsEveryRuleWithItsBriefAndNoOther() {
    let help = Help.analyze
    let section = help.components(separatedBy: "RULES:\n")[1].components(
      separatedBy: "\n\n")[0]
    let ids = section.split(separator: "\n").compactMap { line -> String? in
      let word = line.trimmingCharacters(in: .whitespaces).split(separator: " ").first
      return word.map(String.init).flatMap { $0.hasPrefix("SL") ? $0 : nil }
    }
    #expect(ids == Rule.allCases.map(\.id))
    let flattened = section.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
    for rule in Rule.allCases {
      #expect(flattened.contains(rule.id + "  " + rule.brief), "\(rule.id)")
      #expect(flattened.contains(rule.brief + " (note)") == (rule.defaultSeverity == .note))
    }
  }

  @Test func readmeTableHasEveryRuleInOrderWithItsDefaultSeverity() throws {
    let readme = try String(
      contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| SL") }
    let cells = rows.map { row in
      row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    #expect(cells.map { $0[0] } == Rule.allCases.map(\.id))
    for (rule, row) in zip(Rule.allCases, cells) {
      #expect(row.last?.hasPrefix(rule.defaultSeverity.rawValue) == true, "\(rule.id)")
    }
  }

  @Test(.enabled(if: SourceAnalyzer.availability == .available, "needs SwiftSyntax"))
  func sarifDescribesEveryRuleWithItsHelp() throws {
    let report = SourceAnalyzer().analyze([])
    let data = Data(report.rendered(.sarif).utf8)
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs = try #require(document["runs"] as? [[String: Any]])
    let driver = try #require(
      (runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == Rule.allCases.map(\.id))
    for (rule, entry) in zip(Rule.allCases, rules) {
      #expect((entry["help"] as? [String: Any])?["text"] as? String == rule.help)
      #expect((entry["shortDescription"] as? [String: Any])?["text"] as? String == rule.summary)
    }
  }
}

/// The analyzer on this repository's own sources: the display engine's `draw` call, the
/// lessons' deliberate bugs and the benchmark's animations are suppressed where they stand,
/// with their reasons, so anything it reports is new.
@MainActor @Suite(.enabled(if: SourceAnalyzer.availability == .available, "needs SwiftSyntax"))
struct OwnSourcesTests {
  @Test func analyzingThisRepositorysSourcesFindsNothing() {
    let result = runCLI(["analyze", repositoryRoot.appendingPathComponent("Sources").path])
    #expect(result.output == "")
    #expect(result.code == .success)
  }
}
