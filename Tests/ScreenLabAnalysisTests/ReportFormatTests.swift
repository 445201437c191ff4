import Foundation
import ScreenLabAnalysis
import Testing

/// The text, JSON and SARIF renderings of a report.
@Suite struct ReportFormatTests {
  static let report = AnalysisReport(
    files: 2,
    findings: [
      Finding(
        rule: .drawnPropertyWithoutRedraw, severity: .warning,
        location: SourceLocation(file: "A b.swift", line: 3, column: 9),
        message: "'progress' is \"read\"\tby draw(_:)"),
      Finding(
        rule: .allocationInDraw, severity: .note,
        location: SourceLocation(file: "B.swift", line: 1, column: 1), message: "path\n"),
    ],
    errors: [AnalysisError(file: "bin.swift", kind: .skipped, message: "binary file")])

  @Test func textIsOneCompilerStyleLinePerFinding() {
    #expect(
      Self.report.text == """
        A b.swift:3:9: warning: 'progress' is "read"\tby draw(_:) [SL101]
        B.swift:1:1: note: path
         [SL104]
        bin.swift: skipped: binary file

        """)
  }

  @Test func jsonParsesBackToTheSameValues() throws {
    let data = Data(Self.report.json.utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["files"] as? Int == 2)
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 2)
    #expect(findings[0]["rule"] as? String == "SL101")
    #expect(findings[0]["file"] as? String == "A b.swift")
    #expect(findings[0]["line"] as? Int == 3)
    #expect(findings[0]["column"] as? Int == 9)
    #expect(findings[0]["severity"] as? String == "warning")
    #expect(findings[0]["message"] as? String == "'progress' is \"read\"\tby draw(_:)")
    #expect(findings[1]["message"] as? String == "path\n")
    let errors = try #require(object["errors"] as? [[String: Any]])
    #expect(errors.first?["file"] as? String == "bin.swift")
    #expect(errors.first?["kind"] as? String == "skipped")
  }

  @Test func emptyJSONHasEmptyLists() throws {
    let json = AnalysisReport().json
    #expect(json == "{\n  \"files\": 0,\n  \"findings\": [],\n  \"errors\": []\n}\n")
    #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
  }

  @Test func sarifIsVersion210WithRulesAndResults() throws {
    let data = Data(Self.report.sarif.utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["version"] as? String == "2.1.0")
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == Rule.allCases.map(\.rawValue))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["ruleId"] as? String } == ["SL101", "SL104"])
    #expect(results.compactMap { $0["level"] as? String } == ["warning", "note"])
    let location = try #require((results[0]["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    let artifact = try #require(physical["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "A%20b.swift")
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 3)
    #expect(region["startColumn"] as? Int == 9)
    for empty in [AnalysisReport(), AnalysisReport(files: 1)] {
      #expect(try JSONSerialization.jsonObject(with: Data(empty.sarif.utf8)) is [String: Any])
    }
  }
}
