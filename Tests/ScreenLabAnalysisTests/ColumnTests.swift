import Foundation
import ScreenLabAnalysis
import Testing

/// Columns: UTF-8 bytes in text and JSON (as the compiler prints them), code points in SARIF.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct ColumnTests {
  @Test func nonASCIITextBeforeAFindingCountsBytesAndCodePointsApart() throws {
    let writer = """
      extension ProgressRingView {
          func set(_ percent: Int) {
              /* ölçü */ progress = percent
          }
      }
      """
    let report = SourceAnalyzer().analyze([
      SourceFile(path: "ring.swift", text: Snippets.progressRing),
      SourceFile(path: "writer.swift", text: writer),
    ])
    let stale = try #require(report.findings.first { $0.rule == .drawnPropertyWithoutRedraw })
    // "/* ölçü */ " is 11 characters and 14 bytes.
    #expect(stale.location.column == 9 + 14)
    #expect(stale.location.characterColumn == 9 + 11)
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(report.sarif.utf8)) as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    let region = (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
    #expect(region?["startColumn"] as? Int == 20)
    #expect(report.text.contains("writer.swift:3:23: warning:"))
  }
}
