import Foundation
import Measure
import Runtime
import ScreenLabSeeds
import Testing

@testable import HeadlessQuartzCore
@testable import HeadlessSwiftUI
@testable import HeadlessUIKit

/// The two walks of Docs/Architecture.md, driven from their entry points: each test feeds the
/// walk's datum in and checks, in the documented order, the representation the datum has after
/// each stage, then that the end of the walk is the line the lesson prints.
@MainActor
@Suite struct ArchitectureWalkTests {
  /// Walk (a): one finger-move sample on lesson 004's card to its printed Invalidation line.
  @Test func aMoveSampleReachesTheInvalidationLineThroughTheDocumentedStages() throws {
    try Runtime.withNew(frameRate: .hz120) { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let start = try #require(host.location(of: "DragCard"))
      host.receiveTouches(
        [TouchSample(touch: 0, phase: .began, location: start, time: runtime.now)], at: runtime.now)
      runtime.advance(frames: 1)
      let routed = host.touchStatistics.routed
      let moved = CGPoint(x: start.x + 30, y: start.y + 10)
      var queued: [String] = []
      var written: CGSize?
      var records: [(key: String, causes: [Cause])] = []
      let reports = host.measureKeys {
        // Hops 2-4: the sample is routed to the card's recognition as a `GestureInput`.
        host.receiveTouches(
          [TouchSample(touch: 0, phase: .moved, location: moved, time: runtime.now)],
          at: runtime.now)
        #expect(host.touchStatistics.routed == routed + 1)
        // Hops 5-13: the drag's value became the gesture state's new value, its box queued
        // for the update; nothing re-ran yet.
        queued = host.graph.pendingSources.compactMap { ($0 as? StateBox<CGSize>)?.name }
        written = host.graph.pendingSources.compactMap { $0 as? StateBox<CGSize> }.first?.value
        #expect(host.graph.keyChanges.isEmpty)
        // Hops 14-17: the turn's update phase opens the key's record and adds its readers.
        runtime.runTurn()
        records = host.graph.keyChanges.map { ($0.key, $0.readers.map(\.cause)) }
      }
      #expect(queued == ["dragOffset"])
      #expect(written == CGSize(width: 30, height: 10))
      #expect(records.map(\.key) == ["dragOffset"])
      #expect(records.first?.causes == [.local])
      // Hops 18-20: the records become typed recomputes, then the line.
      let report = try #require(reports.first { $0.key == "dragOffset" })
      #expect(report.recomputes == [Recompute(view: "DragCard", cause: .local)])
      let line = report.labeled("surukleme-suruyor").line()
      let lesson = runCLI(["lesson", "hareketler/drag", "--live"]).output
      #expect(lesson.split(separator: "\n").contains { $0 == line })
    }
  }

  /// Walk (b): lesson 000's `fadeInAndCommit` (`layer.add`) to its `model-katmani-yazildi`
  /// verdict, which reads the screen after the fade ended and was removed.
  @Test func layerAddReachesTheSyncVerdictThroughTheDocumentedStages() throws {
    try Runtime.withNew { runtime in
      let ring = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
      ring.alpha = 0
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.makeKeyAndVisible()
      window.addSubview(ring)
      runtime.runTurn()
      let layer = ring.layer
      let ref = try #require(KeyPathRef("opacity"))

      let added = runtime.now
      fadeInAndCommit(ring)
      // Hops 1-2: the animation is copied into an attached record, pending its commit.
      let record = try #require(layer.storage.attached.first)
      #expect(layer.storage.attached.count == 1)
      #expect(!record.storage.isCommitted)
      // Hops 3-4: the turn's commit snapshots the model (opacity 1) and starts the record.
      runtime.advance(frames: 1)
      #expect(record.storage.isCommitted)
      guard case .number(let committed)? = layer.storage.committedState?.baseValue(for: ref.base)
      else {
        Issue.record("no committed opacity")
        return
      }
      #expect(committed == 1)
      // Hop 5: a frame after the 0.4 s fade ended, the engine removed the record.
      runtime.advance(to: added + 0.5)
      #expect(layer.storage.attached.isEmpty)
      // Hops 6-11: the read finds no animation and writes the committed model as text.
      #expect(layer.updatePresentationValues())
      #expect(layer.storage.plainAnimations.isEmpty)
      #expect(layer.animatedValue(ref.base) == nil)
      #expect(layer.presentedText(ref) == "1")
      let screen = Screen("RingLayer")
      screen.set("ringOpacity", presentationOf: layer, keyPath: "opacity")
      #expect(screen.shown["ringOpacity"] == "1")
      // Hops 12-13: the field check and its verdict, the lesson's line.
      let field = try #require(
        checkFields(
          "model-katmani-yazildi", model: ["ringOpacity": "1"], screen: screen,
          keys: ["ringOpacity"]
        ).first)
      #expect(field.verdict == .matches)
      let lesson = runCLI(["lesson", "cizim-ve-katman-animasyonu/model-layer", "--live"]).output
      #expect(lesson.split(separator: "\n").contains { $0 == field.line() })
      withExtendedLifetime(window) {}
    }
  }
}
