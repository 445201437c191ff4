import Foundation
import ScreenLabAnalysis
import Testing

/// The rule families run on two threads (sharing one project) when the machine has two
/// processors; the report must be the one a single thread gives, in the same order.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct ConcurrentAnalysisTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func twoThreadsReportWhatOneThreadReports() {
    let paths = ["Tests/ScreenLabAnalysisTests/Fixtures", "Fixtures/RealComponents"].map {
      Self.root.appendingPathComponent($0).path
    }
    var oneThread = SourceAnalyzer.Options()
    oneThread.runsConcurrently = false
    let sequential = SourceAnalyzer(options: oneThread).analyze(paths: paths)
    let concurrent = SourceAnalyzer().analyze(paths: paths)
    #expect(sequential.files >= 150)
    #expect(sequential.findings.count >= 50)
    #expect(concurrent.findings == sequential.findings)
    #expect(concurrent.errors == sequential.errors)
    #expect(concurrent.json == sequential.json)
    #expect(concurrent.text == sequential.text)
  }

  @Test func everyFamilyRunsOnceWhateverTheWidth() {
    let sources = [
      SourceFile(
        path: "A.swift",
        text: """
          import UIKit
          final class Ring: UIView {
              var progress: CGFloat = 0
              override func draw(_ rect: CGRect) { _ = progress }
              func update(to value: CGFloat) { progress = value }
          }
          """),
      SourceFile(
        path: "B.swift",
        text: """
          import UIKit
          extension Ring {
              func reset() { progress = 0 }
          }
          """),
    ]
    var oneThread = SourceAnalyzer.Options()
    oneThread.runsConcurrently = false
    let expected = SourceAnalyzer(options: oneThread).analyze(sources).findings
    #expect(!expected.isEmpty)
    for _ in 0..<20 {
      #expect(SourceAnalyzer().analyze(sources).findings == expected)
    }
  }
}
