import Foundation
import Measure
import Runtime
import ScreenLabSeeds
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessUIKit

/// The two walks of Docs/Architecture.md, driven as `ArchitectureWalkTests` drives them (the
/// same starts and calls, without its probes), with a call-path recorder installed: the
/// hooked functions that ran, in the order they ran, are the rows the page's tables mark ●
/// (rec), each by the first name in code voice of its row. A hooked function the datum stops
/// passing through, or one that runs out of order, fails here; a function without a hook is
/// not seen, so the other rows are counted by hand (Docs/Architecture.md, "Two walks"). The
/// hooks record only in debug builds; in a release build the list stays empty.
@MainActor
@Suite struct ArchitectureCallPathTests {
  /// Each walk's recorded hop names, in the table's order: the first name in code voice of
  /// each numbered row's function column, for the rows marked ● in the last column.
  static func documentedHops() throws -> [[String]] {
    let architecture = try ArchitectureDriftTests.text("Docs/Architecture.md")
    let walks = architecture.components(separatedBy: "\n### (").dropFirst().prefix(2).map {
      $0.components(separatedBy: "\n## ")[0]
    }
    return walks.map { walk in
      walk.split(separator: "\n").compactMap { line -> String? in
        guard line.firstMatch(of: #/^\| \d+ \|/#) != nil else { return nil }
        let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        guard cells.count > 5, cells[4].contains("●") else { return nil }
        return cells[2].firstMatch(of: #/`([^`]+)`/#).map { String($0.1) }
      }
    }
  }

  /// What a build records of a walk whose documented hops are `hops`.
  static func expected(_ hops: [String]) -> [String] {
    #if DEBUG
      hops
    #else
      []
    #endif
  }

  /// Walk (a): the move turn, the lesson's measurement and its line under the lesson's label.
  @Test func aMoveSampleRunsTheDocumentedFunctions() throws {
    let hops = try Self.documentedHops()
    try #require(hops.count == 2)
    #expect(hops[0].count >= 15)
    try Runtime.withNew(frameRate: .hz120) { runtime in
      let (host, _) = try ArchitectureWalkTests.boardWithFingerDown(runtime)
      var line: String?
      let recorded = CallPathRecorder.recording {
        let reports = host.measureKeys { runtime.advance(frames: 1) }
        for report in reports where report.key == "dragOffset" {
          line = report.line(label: "surukleme-suruyor")
        }
      }
      #expect(line?.hasPrefix("surukleme-suruyor: dragOffset") == true)
      #expect(recorded == Self.expected(hops[0]))
    }
  }

  /// Walk (b): the seed's model write and `layer.add`, the turns to 0.5 s, the lesson's read
  /// of the screen and its check.
  @Test func layerAddRunsTheDocumentedFunctions() throws {
    let hops = try Self.documentedHops()
    try #require(hops.count == 2)
    #expect(hops[1].count >= 13)
    Runtime.withNew { runtime in
      let (ring, window) = ArchitectureWalkTests.ringInWindow(runtime)
      var verdicts: [Verdict] = []
      let recorded = CallPathRecorder.recording {
        let added = runtime.now
        fadeInAndCommit(ring)
        runtime.advance(frames: 1)
        runtime.advance(to: added + 0.5)
        let screen = Screen("RingLayer")
        screen.set("ringOpacity", presentationOf: ring.layer, keyPath: "opacity")
        verdicts = ArchitectureWalkTests.checkRing(screen).verdicts
      }
      #expect(verdicts == [.matches])
      #expect(recorded == Self.expected(hops[1]))
      withExtendedLifetime(window) {}
    }
  }
}
