import ScreenLabAnalysis
import Testing

/// The seeds' canonical examples (lesson 000 and the Core Animation snippets).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SeedSnippetTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let files: [SourceFile]
    /// `rule@line:column` per expected finding.
    let expected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      // No code of the analysis sets the ring's value: the clients that set it are not
      // seen, so the declaration is reported (the path built in draw is no finding).
      name: "progress ring alone: the value no client can redraw",
      files: [SourceFile(path: "ring.swift", text: Snippets.progressRing)],
      expected: ["SL101@4:9"]),
    Case(
      name: "update(to:) requests the redraw",
      files: [
        SourceFile(path: "ring.swift", text: Snippets.progressRing),
        SourceFile(path: "update.swift", text: Snippets.progressRingUpdate),
      ], expected: []),
    Case(
      name: "ring container with didSet is clean",
      files: [SourceFile(path: "container.swift", text: Snippets.ringContainer)], expected: []),
    Case(
      name: "fadeIn snaps back, fadeInAndCommit does not",
      files: [SourceFile(path: "fade.swift", text: Snippets.fadeIn)], expected: ["SL201@8:5"]),
    Case(
      name: "move layer writes the model: the masking is an unnecessary note",
      files: [SourceFile(path: "move.swift", text: Snippets.moveLayer)],
      expected: ["SL202@11:5"]),
    Case(
      name: "an infinite, reversing loader is legitimate",
      files: [SourceFile(path: "animate.swift", text: Snippets.animateLayer)], expected: []),
  ]

  @Test(arguments: cases)
  func seedSnippetsGiveTheLessonsFindings(_ test: Case) {
    let report = SourceAnalyzer().analyze(test.files)
    #expect(report.errors.isEmpty)
    let found = report.findings.map {
      "\($0.rule.rawValue)@\($0.location.line):\($0.location.column)"
    }
    #expect(found == test.expected, "\(report.findings)")
  }

  @Test func extensionWritingWithoutRequestIsTheLessonsBug() {
    let writer = """
      extension ProgressRingView {
          func set(_ percent: Int) {
              progress = percent
          }
      }
      """
    let report = SourceAnalyzer().analyze([
      SourceFile(path: "ring.swift", text: Snippets.progressRing),
      SourceFile(path: "writer.swift", text: writer),
    ])
    let stale = report.findings.filter { $0.rule == .drawnPropertyWithoutRedraw }
    #expect(stale.map(\.location) == [SourceLocation(file: "writer.swift", line: 3, column: 9)])
    #expect(
      stale.first?.description
        == "writer.swift:3:9: warning: 'progress' is read by draw(_:) but written in set(_:) "
        + "without setNeedsDisplay(); add `didSet { setNeedsDisplay() }` or call "
        + "setNeedsDisplay() after the write [SL101]")
  }
}
