import Testing

@testable import HeadlessQuartzCore

/// A layer's `beginTime` and `timeOffset`, kept with its rarely set properties and shared by
/// its copies until one of them writes: each copy reads what was committed, and a write to the
/// model or to a copy changes that object alone.
@MainActor @Suite struct LayerTimingStorageTests {
  /// A committed layer whose committed begin time is 2 and time offset 0.5.
  func timedLayer(in runtime: Runtime) -> CALayer {
    let layer: CALayer = committedLayer(in: runtime)
    withoutActions {
      layer.beginTime = 2
      layer.timeOffset = 0.5
    }
    runtime.runTurn()
    return layer
  }

  @Test func aPresentationCopyCarriesTheCommittedTiming() throws {
    try Runtime.withNew { runtime in
      let layer = timedLayer(in: runtime)
      let copy = try #require(layer.presentation())
      #expect(copy.beginTime == 2)
      #expect(copy.timeOffset == 0.5)
    }
  }

  @Test func aModelWriteAfterTheCommitLeavesAHeldCopy() throws {
    try Runtime.withNew { runtime in
      let layer = timedLayer(in: runtime)
      let copy = try #require(layer.presentation())
      withoutActions { layer.timeOffset = 1 }
      #expect(layer.timeOffset == 1)
      #expect(copy.timeOffset == 0.5)
      #expect(copy.beginTime == 2)
    }
  }

  @Test func aWriteToACopyLeavesTheModelAndLaterCopies() throws {
    try Runtime.withNew { runtime in
      let layer = timedLayer(in: runtime)
      let copy = try #require(layer.presentation())
      copy.beginTime = 5
      #expect(copy.beginTime == 5)
      #expect(layer.beginTime == 2)
      #expect(layer.presentation()?.beginTime == 2)
    }
  }

  @Test func aLayerWithoutTimingReadsZeroAndKeepsANegativeZero() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      #expect(layer.beginTime == 0)
      #expect(layer.timeOffset == 0)
      withoutActions { layer.timeOffset = -0.0 }
      #expect(layer.timeOffset.sign == .minus)
      #expect(layer.beginTime.sign == .plus)
    }
  }
}
