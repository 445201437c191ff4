import Measure
import Runtime
import Testing

@testable import HeadlessSwiftUI

/// A dirty entry keeps its transaction boxed, and none for one that sets nothing: what it
/// gives back and how it merges are what a transaction kept inline gives.
@MainActor
@Suite struct DirtyEntryTests {
  /// The transactions a change can carry: plain, animated, flagged, with a completion, inside a
  /// scoped animation (outer animations only), and a combination.
  private static func samples() -> [Transaction] {
    var flagged = Transaction()
    flagged.disablesAnimations = true
    var continuous = Transaction()
    continuous.isContinuous = true
    var completing = Transaction()
    completing.addAnimationCompletion {}
    var scoped = Transaction()
    scoped.outerAnimations = [.easeIn]
    var combined = Transaction(animation: .spring)
    combined.tracksVelocity = true
    combined.outerAnimations = [nil]
    return [
      Transaction(), Transaction(animation: .linear), flagged, continuous, completing, scoped,
      combined,
    ]
  }

  private func expectSame(_ kept: Transaction, _ inline: Transaction) {
    #expect(kept.animation == inline.animation)
    #expect(kept.disablesAnimations == inline.disablesAnimations)
    #expect(kept.isContinuous == inline.isContinuous)
    #expect(kept.tracksVelocity == inline.tracksVelocity)
    #expect(
      kept.completions.map(ObjectIdentifier.init) == inline.completions.map(ObjectIdentifier.init))
    #expect(kept.outerAnimations == inline.outerAnimations)
  }

  /// Every sample kept alone, then every pair merged in order, against the same merges of a
  /// transaction value.
  @Test func keptAndMergedAsATransactionValue() {
    Runtime.withNew { runtime in
      let graph = ViewGraph(runtime: runtime)
      let node = GraphNode(
        graph: graph, parent: nil, id: .index(0), view: EmptyView(),
        environment: EnvironmentValues())
      let samples = Self.samples()
      for first in samples {
        let entry = ViewGraph.DirtyEntry(
          node: node, cause: .local, tokens: [], keys: [], boxed: .keeping(first))
        expectSame(entry.transaction, first)
        for second in samples {
          var merged = entry
          merged.merge(second)
          var inline = first
          inline.merge(second)
          expectSame(merged.transaction, inline)
          // The copy the merge started from is unchanged (entries are values).
          expectSame(entry.transaction, first)
        }
      }
    }
  }
}
