import Testing

@testable import HeadlessQuartzCore

/// Unbalanced transactions (Docs/Misuse.md §2): reported, never a trap.
@MainActor @Suite struct TransactionMisuseTests {
  @Test func commitWithoutBeginIsReportedAndIgnored() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      CATransaction.commit()
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "CATransaction.commit() without a matching begin(); ignored"
        ])
      // The implicit transaction still works: the change animates with the default 0.25 s.
      layer.opacity = 0
      #expect((layer.animation(forKey: "opacity") as? CABasicAnimation)?.duration == 0.25)
    }
  }

  /// With only the implicit transaction open (a change made this turn), a stray commit()
  /// must not close it: it is reported, and the change still commits at the end of the turn.
  @Test func commitWithOnlyTheImplicitTransactionOpenIsReported() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      CATransaction.setDisableActions(true)
      layer.opacity = 0.5
      CATransaction.commit()
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "CATransaction.commit() without a matching begin(); ignored"
        ])
      // Still the implicit transaction: its values hold until the end of the turn.
      #expect(CATransaction.disableActions())
      runtime.runTurn()
      #expect(!CATransaction.disableActions())
      #expect(layer.presentation()?.opacity == 0.5)
    }
  }

  @Test func beginWithoutCommitHoldsTheChangesAndIsReportedEveryTurn() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.opacity = 0.25
      runtime.runTurn()
      runtime.runTurn()
      // Never committed: the presentation still shows the old value.
      #expect(layer.presentation()?.opacity == 1)
      let open =
        "run loop turn ended with 1 explicit CATransaction(s) open; their changes wait for "
        + "commit()"
      #expect(runtime.trace.events(.diagnostic).map(\.message) == [open, open])
      CATransaction.commit()
      #expect(layer.presentation()?.opacity == 0.25)
      runtime.runTurn()
      #expect(runtime.trace.events(.diagnostic).count == 2)
    }
  }

  @Test func twoOpenTransactionsAreCounted() {
    Runtime.withNew { runtime in
      _ = committedLayer(in: runtime)
      CATransaction.begin()
      CATransaction.begin()
      runtime.runTurn()
      #expect(
        runtime.trace.events(.diagnostic).map(\.message) == [
          "run loop turn ended with 2 explicit CATransaction(s) open; their changes wait for "
            + "commit()"
        ])
    }
  }
}
