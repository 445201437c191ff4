import Foundation
import ScreenLabAnalysis
import Testing

/// A corpus written the way component libraries and apps are written (gauges, rings, charts,
/// sliders, layer subclasses, base and subclass in two files, SwiftUI screens), each expected
/// finding marked on its line with `// expect: SL101` (several ids separated by commas).
///
/// The analyzer must find every marked finding and nothing else.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct CorpusTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Corpus")

  static func sources() throws -> [SourceFile] {
    // A file with a syntax error is stored as `.swift.partial`, so that the formatter's lint
    // (which parses every `.swift` file) skips it; it is analyzed as `.swift`.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".swift.partial") }.sorted()
    return try names.map { name in
      SourceFile(
        path: "Corpus/" + name.replacingOccurrences(of: ".swift.partial", with: ".swift"),
        text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
  }

  /// `file:line rule` for each `// expect:` mark.
  static func expected(_ sources: [SourceFile]) -> Set<String> {
    var marks = Set<String>()
    for source in sources {
      for (offset, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let mark = line.range(of: "// expect:") else { continue }
        for rule in line[mark.upperBound...].split(separator: ",") {
          let id = rule.trimmingCharacters(in: .whitespaces)
          marks.insert("\(source.path):\(offset + 1) \(id)")
        }
      }
    }
    return marks
  }

  @Test func everyMarkedFindingIsFoundAndNothingElse() throws {
    let sources = try Self.sources()
    #expect(sources.count >= 15)
    let report = SourceAnalyzer().analyze(sources)
    let found = Set(
      report.findings.map { "\($0.location.file):\($0.location.line) \($0.rule.rawValue)" })
    let expected = Self.expected(sources)
    let missed = expected.subtracting(found).sorted()
    let unexpected = report.findings.filter {
      !expected.contains("\($0.location.file):\($0.location.line) \($0.rule.rawValue)")
    }
    #expect(missed.isEmpty, "missed:\n\(missed.joined(separator: "\n"))")
    #expect(
      unexpected.isEmpty, "unexpected:\n\(unexpected.map(\.description).joined(separator: "\n"))")
    let hits = expected.intersection(found).count
    print(
      "corpus: \(sources.count) files, \(expected.count) marked, \(found.count) found, "
        + "recall \(hits)/\(expected.count), precision \(hits)/\(found.count)")
  }

  @Test func theFileWithASyntaxErrorIsAnalyzedAsPartial() throws {
    let report = SourceAnalyzer().analyze(try Self.sources())
    #expect(report.errors.map(\.file) == ["Corpus/PieChartView.swift"])
    #expect(report.errors.first?.kind == .partial)
    #expect(report.files == (try Self.sources()).count)
  }
}
