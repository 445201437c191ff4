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

/// SARIF for code-scanning services: relative URIs, help, fingerprints, fixes.
@Suite struct SARIFIntegrationTests {
  static let fix = Finding.Fix(
    description: "add didSet { setNeedsDisplay() }",
    location: SourceLocation(file: "/repo/Sources/Ring.swift", line: 4, column: 30),
    insertion: " {\n    didSet { setNeedsDisplay() }\n}")

  static func report(line: Int) -> AnalysisReport {
    AnalysisReport(
      files: 1,
      findings: [
        Finding(
          rule: .drawnPropertyWithoutRedraw, severity: .warning,
          location: SourceLocation(file: "/repo/Sources/Ring.swift", line: line, column: 16),
          message: "'progress' is read by draw(_:)", fix: fix),
        Finding(
          rule: .allocationInDraw, severity: .note,
          location: SourceLocation(file: "/elsewhere/X.swift", line: 1, column: 1),
          message: "path"),
      ])
  }

  static func run(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    return try #require((object?["runs"] as? [[String: Any]])?.first)
  }

  @Test func urisAreRelativeToTheSourceRoot() throws {
    let run = try Self.run(Self.report(line: 4).sarif(sourceRoot: "/repo"))
    let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
    #expect(bases["%SRCROOT%"]?["uri"] == "file:///repo/")
    let results = try #require(run["results"] as? [[String: Any]])
    let artifacts = results.compactMap {
      (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"] as? [String: String]
    }
    #expect(artifacts[0] == ["uri": "Sources/Ring.swift", "uriBaseId": "%SRCROOT%"])
    #expect(artifacts[1] == ["uri": "file:///elsewhere/X.swift"])
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["informationUri"] == nil)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.allSatisfy { (($0["help"] as? [String: String])?["text"]?.count ?? 0) > 40 })
  }

  @Test func fingerprintsSurviveLineMovesAndDifferByFinding() throws {
    func prints(_ line: Int) throws -> [String] {
      let results = try #require(
        try Self.run(Self.report(line: line).sarif(sourceRoot: "/repo"))["results"]
          as? [[String: Any]])
      return results.compactMap {
        ($0["partialFingerprints"] as? [String: String])?["screenlab/v1"]
      }
    }
    let before = try prints(4)
    #expect(before.count == 2)
    #expect(before[0] != before[1])
    #expect(try prints(40) == before)
  }

  @Test func mechanicalFixesAreInsertions() throws {
    let results = try #require(
      try Self.run(Self.report(line: 4).sarif(sourceRoot: "/repo"))["results"] as? [[String: Any]])
    let fixes = try #require(results[0]["fixes"] as? [[String: Any]])
    let change = try #require((fixes.first?["artifactChanges"] as? [[String: Any]])?.first)
    let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
    let region = try #require(replacement["deletedRegion"] as? [String: Int])
    #expect(region == ["startLine": 4, "startColumn": 30, "endLine": 4, "endColumn": 30])
    #expect(
      (replacement["insertedContent"] as? [String: String])?["text"]
        == " {\n    didSet { setNeedsDisplay() }\n}")
    #expect(results[1]["fixes"] == nil)
  }
}
