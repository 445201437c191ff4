import Foundation
import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabSeeds
import Testing

/// Lesson 004's open question EK2, measured: a finger sampled faster than the display.
@MainActor
struct TouchDrivenDragTests {
  @Test func aFingerFasterThanTheDisplayRerunsTheCardOncePerFrame() throws {
    try Runtime.withNew(frameRate: .hz120) { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let start = try #require(host.location(of: "DragCard"))
      let before = host.evaluations.count
      // 0.5 s at 240 Hz: 120 moves, 2 per 120 Hz frame.
      runtime.perform(
        try .drag(
          from: start, to: CGPoint(x: start.x + 60, y: start.y + 30), duration: 0.5,
          samplesPerSecond: 240),
        on: host)
      let runs = host.evaluations[before...]
      let cardRuns = runs.filter { $0.view == "DragCard" }.count
      #expect(host.touchStatistics.samples == 122)
      #expect(host.touchStatistics.routed == 122)
      #expect(host.touchStatistics.succeeded == 1)
      // One card body per frame with a new value (about 60 frames, less the first 10 points
      // of travel below the drag's minimum distance), far fewer than the samples.
      #expect(cardRuns <= 62 && cardRuns >= 50, "\(cardRuns) card runs")
      #expect(runs.filter { $0.view == "PositionLabel" }.count == 1)
      #expect(host.read("position", as: CGSize.self) == CGSize(width: 60, height: 30))
      #expect(host.read("dragOffset", as: CGSize.self) == .zero)
    }
  }

  @Test func aTouchThatNeverPassesTheMinimumDistanceIsNotADrag() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let start = try #require(host.location(of: "DragCard"))
      let before = host.evaluations.count
      try host.drag(from: start, to: CGPoint(x: start.x + 5, y: start.y), duration: 0.2)
      #expect(host.evaluations.count == before)
      #expect(host.touchStatistics.failed == 1)
      #expect(host.read("position", as: CGSize.self) == .zero)
    }
  }
}

/// Touches routed by the layout pass: the finger lands on a view, and only that view's
/// gesture runs.
@MainActor
struct HitTestedDragTests {
  @Test func aDragThatLandsOnTheCardMovesItAndOneOnTheHintDoesNot() throws {
    try Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let card = try #require(host.frame(of: "DragCard"))
      let hint = try #require(host.frame(of: "HintText"))
      #expect(host.hitTest(CGPoint(x: card.midX, y: card.midY)) == "DragCard")
      try host.drag(
        from: CGPoint(x: hint.midX, y: hint.midY),
        to: CGPoint(x: hint.midX + 50, y: hint.midY), duration: 0.2)
      #expect(host.read("position", as: CGSize.self) == .zero)
      #expect(host.touchStatistics.unrouted == 1)
      try host.drag(
        from: CGPoint(x: card.midX, y: card.midY),
        to: CGPoint(x: card.midX + 50, y: card.midY + 20), duration: 0.2)
      #expect(host.read("position", as: CGSize.self) == CGSize(width: 50, height: 20))
    }
  }
}
