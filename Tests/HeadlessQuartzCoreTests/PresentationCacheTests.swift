import Testing

@testable import HeadlessQuartzCore

/// The presentation cache (`CALayer+Presentation.swift`): a layer's animations are evaluated
/// at most once per time and engine generation, and its presentation copy is reused only when
/// no caller can tell.
@MainActor @Suite struct PresentationCacheTests {
  /// A linear opacity animation from 0 to 1 over one second.
  func fade() -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    return animation
  }

  /// A linear position animation from the origin to (100, 0) over one second.
  func move() -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "position")
    animation.fromValue = NSValue(cgPoint: .zero)
    animation.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 0))
    animation.duration = 1
    return animation
  }

  /// A committed layer running `fade()` from t = 0, with the clock at `time`.
  func fadingLayer(in runtime: Runtime, at time: Double = 0.25) -> CALayer {
    let layer: CALayer = committedLayer(in: runtime)
    layer.add(fade(), forKey: "fade")
    runtime.runTurn()
    runtime.advance(to: time)
    return layer
  }

  // MARK: - Reuse

  @Test func callsAtTheSameTimeShareOneCopy() {
    Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime)
      let first = layer.presentation()
      let second = layer.presentation()
      #expect(first === second)
      #expect(first?.opacity == 0.25)
    }
  }

  @Test func aCopyNobodyHoldsIsRefreshedInPlaceWhenTheClockMoves() throws {
    try Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime)
      let first = ObjectIdentifier(try #require(layer.presentation()))
      runtime.advance(to: 0.5)
      let copy = try #require(layer.presentation())
      // A new copy would be made while the old one is still cached: a different address.
      #expect(ObjectIdentifier(copy) == first)
      #expect(copy.opacity == 0.5)
      #expect(copy.model() === layer)
    }
  }

  // MARK: - Snapshots

  @Test func aHeldCopyKeepsItsMomentWhenTheClockMoves() {
    Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime)
      let early = layer.presentation()
      runtime.advance(to: 0.5)
      let late = layer.presentation()
      #expect(early !== late)
      #expect(early?.opacity == 0.25)
      #expect(late?.opacity == 0.5)
    }
  }

  @Test func aHeldCopyKeepsItsMomentWhenTheModelChanges() {
    Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime)
      let before = layer.presentation()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
      // Not committed yet: the presentation, cached or not, shows the old bounds.
      #expect(layer.presentation()?.bounds == .zero)
      CATransaction.commit()
      #expect(before?.bounds == .zero)
      #expect(layer.presentation()?.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
      #expect(before?.opacity == 0.25)
      #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
    }
  }

  @Test func aCommitCopiesEveryPropertyAgainIntoAReusedCopy() throws {
    try Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime)
      let first = ObjectIdentifier(try #require(layer.presentation()))
      withoutActions {
        layer.cornerRadius = 6
        layer.name = "card"
      }
      let copy = try #require(layer.presentation())
      #expect(ObjectIdentifier(copy) == first)
      #expect(copy.cornerRadius == 6)
      #expect(copy.name == "card")
      #expect(copy.opacity == 0.25)
    }
  }

  /// A copy refilled after a commit takes `CALayer`'s own properties from the committed state
  /// even when that state has none set (a shape layer's commit keeps a snapshot without them).
  @Test func aReusedCopyLosesANameTheCommitCleared() throws {
    try Runtime.withNew { runtime in
      let layer: CAShapeLayer = committedLayer(CAShapeLayer.self, in: runtime)
      withoutActions { layer.name = "card" }
      layer.add(fade(), forKey: "fade")
      runtime.runTurn()
      runtime.advance(to: 0.25)
      let first = ObjectIdentifier(try #require(layer.presentation()))
      #expect(layer.presentation()?.name == "card")
      withoutActions {
        layer.name = nil
        // `name` does not join the transaction; a property that does commits the layer.
        layer.cornerRadius = 2
      }
      let copy = try #require(layer.presentation())
      #expect(ObjectIdentifier(copy) == first)
      #expect(copy.name == nil)
      #expect(copy.cornerRadius == 2)
      #expect(copy.opacity == 0.25)
    }
  }

  // MARK: - Invalidation at the same time

  @Test func anAnimationAddedShowsOnceCommittedAtTheSameTime() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      withoutActions { layer.position = CGPoint(x: 50, y: 50) }
      let before = layer.presentation()
      layer.add(move(), forKey: "move")
      #expect(layer.presentation()?.position == CGPoint(x: 50, y: 50))  // not committed
      runtime.runTurn()  // commits; the clock does not move
      #expect(layer.presentation()?.position == .zero)
      #expect(before?.position == CGPoint(x: 50, y: 50))
    }
  }

  @Test func anAnimationRemovedGivesTheModelValueBackToAReusedCopy() throws {
    try Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime)
      layer.add(move(), forKey: "move")
      runtime.runTurn()
      let first = ObjectIdentifier(try #require(layer.presentation()))
      layer.removeAnimation(forKey: "fade")
      let copy = try #require(layer.presentation())
      #expect(ObjectIdentifier(copy) == first)
      #expect(copy.opacity == 1)
      #expect(copy.position == .zero)  // "move" began at 0.25: progress 0
      #expect(layer.presentationValue(forKeyPath: "opacity") as? CGFloat == 1)
    }
  }

  @Test func aKeptAnimationThatEndedGivesTheModelValueBackToAReusedCopy() throws {
    try Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let kept = fade()
      kept.isRemovedOnCompletion = false  // no fill: it stops applying at its end
      layer.add(kept, forKey: "fade")
      runtime.runTurn()
      runtime.advance(to: 0.5)
      let first = ObjectIdentifier(try #require(layer.presentation()))
      #expect(layer.presentation()?.opacity == 0.5)
      runtime.advance(to: 1.5)
      #expect(layer.animation(forKey: "fade") != nil)
      let copy = try #require(layer.presentation())
      #expect(ObjectIdentifier(copy) == first)
      #expect(copy.opacity == 1)
    }
  }

  @Test func aKeyPathReadFirstInAFrameLeavesTheCopyToBeFilled() throws {
    try Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime)
      layer.add(move(), forKey: "move")
      runtime.runTurn()
      let first = ObjectIdentifier(try #require(layer.presentation()))
      runtime.advance(to: 0.75)
      // The read evaluates the frame; the copy is then filled from those values.
      #expect(layer.presentationValue(forKeyPath: "position.x") as? CGFloat == 50)
      let copy = try #require(layer.presentation())
      #expect(ObjectIdentifier(copy) == first)
      #expect(copy.opacity == 0.75)
      #expect(copy.position == CGPoint(x: 50, y: 0))
    }
  }

  @Test func aGeneralAnimationRemovedGivesTheModelValueBack() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      withoutActions { layer.cornerRadius = 3 }
      let bump = CAKeyframeAnimation(keyPath: "cornerRadius")
      bump.values = [0, 10, 0]
      bump.duration = 1
      layer.add(bump, forKey: "bump")
      layer.add(fade(), forKey: "fade")
      runtime.runTurn()
      runtime.advance(to: 0.5)
      #expect(layer.presentation()?.cornerRadius == 10)
      #expect(layer.presentation()?.opacity == 0.5)
      layer.removeAnimation(forKey: "bump")
      #expect(layer.presentation()?.cornerRadius == 3)
      #expect(layer.presentation()?.opacity == 0.5)
    }
  }

  @Test func aTimingChangeShowsAtTheSameTime() {
    Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime)
      #expect(layer.presentation()?.opacity == 0.25)
      layer.timeOffset = 0.25
      #expect(layer.presentation()?.opacity == 0.5)
    }
  }

  @Test func movingUnderASlowerSuperlayerShowsAtTheSameTime() {
    Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime, at: 0.5)
      let parent: CALayer = committedLayer(in: runtime)
      parent.speed = 0.5
      #expect(layer.presentation()?.opacity == 0.5)
      parent.addSublayer(layer)
      #expect(layer.presentation()?.opacity == 0.25)
    }
  }

  @Test func aSuperlayerGoingAwayShowsAtTheSameTime() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      var parent: CALayer? = CALayer()
      parent?.speed = 0.5
      parent?.addSublayer(layer)
      layer.add(fade(), forKey: "fade")
      runtime.runTurn()
      runtime.advance(to: 0.5)
      #expect(layer.presentation()?.opacity == 0.25)
      weak let gone = parent
      parent = nil
      #expect(gone == nil)
      #expect(layer.superlayer == nil)
      #expect(layer.presentation()?.opacity == 0.5)
    }
  }

  // MARK: - Copies written to

  /// A write to a presentation copy, and how to tell a copy that never had it.
  struct CopyWrite: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let write: @Sendable (CALayer) -> Void
    let isUntouched: @Sendable (CALayer) -> Bool
  }

  nonisolated static let writes: [CopyWrite] = [
    CopyWrite(
      testDescription: "opacity (diagnosed)", write: { $0.opacity = 0.9 },
      isUntouched: { $0.opacity == 0.25 }),
    CopyWrite(
      testDescription: "name", write: { $0.name = "written" }, isUntouched: { $0.name == nil }),
    CopyWrite(
      testDescription: "isOpaque", write: { $0.isOpaque = true }, isUntouched: { !$0.isOpaque }),
    CopyWrite(
      testDescription: "duration", write: { $0.duration = 3 }, isUntouched: { $0.duration == 0 }),
    CopyWrite(
      testDescription: "actions", write: { $0.actions = ["opacity": NSNull()] },
      isUntouched: { $0.actions == nil }),
    CopyWrite(
      testDescription: "a sublayer", write: { $0.addSublayer(CALayer()) },
      isUntouched: { $0.sublayers == nil }),
    CopyWrite(
      testDescription: "a custom key", write: { $0.setValue(1, forKey: "tag") },
      isUntouched: { $0.value(forKey: "tag") == nil }),
    CopyWrite(
      testDescription: "needs display", write: { $0.setNeedsDisplay() },
      isUntouched: { !$0.needsDisplay() }),
  ]

  @Test(arguments: writes)
  func aCopyWrittenToIsNeverHandedOutAgain(_ write: CopyWrite) throws {
    try Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime)
      let written = ObjectIdentifier(
        try {
          let copy = try #require(layer.presentation())
          write.write(copy)
          return copy
        }())
      // Same time: not the written copy.
      let again = try #require(layer.presentation())
      #expect(ObjectIdentifier(again) != written)
      #expect(write.isUntouched(again))
      #expect(again.opacity == 0.25)
      #expect(layer.name == nil)
    }
  }

  @Test func aShapeLayerCopyWrittenThroughAPlainPropertyIsNotReused() throws {
    try Runtime.withNew { runtime in
      let layer: CAShapeLayer = committedLayer(CAShapeLayer.self, in: runtime)
      layer.add(fade(), forKey: "fade")
      runtime.runTurn()
      runtime.advance(to: 0.25)
      try #require(layer.presentation()).lineCap = .round
      runtime.advance(to: 0.5)
      let copy = try #require(layer.presentation())
      #expect(copy.lineCap == .butt)
      #expect(copy.opacity == 0.5)
    }
  }

  /// A subclass with a property ScreenLab does not know.
  final class TaggedLayer: CALayer {
    var tag = 0
  }

  @Test func copiesOfSubclassesScreenLabDoesNotKnowAreNeverReused() throws {
    try Runtime.withNew { runtime in
      let layer: TaggedLayer = committedLayer(TaggedLayer.self, in: runtime)
      layer.add(fade(), forKey: "fade")
      runtime.runTurn()
      runtime.advance(to: 0.25)
      let first = try #require(layer.presentation())
      first.tag = 7
      let second = try #require(layer.presentation())
      #expect(second !== first)
      #expect(second.tag == 0)
      #expect(second.opacity == 0.25)
      #expect(second.model() === layer)
    }
  }

  // MARK: - Models, values, evaluators

  @Test func aCopyOutlivingItsModelIsItsOwnModel() throws {
    try Runtime.withNew { runtime in
      var layer: CALayer? = committedLayer(in: runtime)
      let copy = try #require(layer?.presentation())
      #expect(copy.model() === layer)
      weak let gone = layer
      layer = nil
      #expect(gone == nil)
      #expect(copy.model() === copy)
    }
  }

  /// The cached copy points at its model directly; copies the cache replaced while someone
  /// held them (one of them written to) must still name their model, and themselves once it
  /// is gone.
  @Test func copiesTheCacheLetGoNameTheirModelUntilItGoes() throws {
    try Runtime.withNew { runtime in
      var layer: CALayer? = committedLayer(in: runtime)
      let held = try #require(layer?.presentation())
      runtime.advance(to: 0.5)
      let written = try #require(layer?.presentation())
      written.opacity = 0.5
      runtime.advance(to: 0.75)
      let cached = try #require(layer?.presentation())
      #expect(held !== written && written !== cached && held !== cached)
      #expect(cached.opacity == 1)
      for copy in [held, written, cached] { #expect(copy.model() === layer) }
      weak let gone = layer
      layer = nil
      #expect(gone == nil)
      for copy in [held, written, cached] { #expect(copy.model() === copy) }
    }
  }

  @Test func presentationValueKeepsNumbersUnrounded() {
    Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime, at: 0.1)
      #expect(layer.presentationValue(forKeyPath: "opacity") as? CGFloat == 0.1)
      #expect(layer.presentation()?.opacity == Float(0.1))
    }
  }

  @Test func anEvaluatorKeepsTheValuesOfItsMoment() throws {
    try Runtime.withNew { runtime in
      let layer = fadingLayer(in: runtime)
      let evaluator = PresentationEvaluator()
      let opacity = try #require(PresentationKeyPath("opacity"))
      #expect(evaluator.evaluate(layer))
      runtime.advance(to: 0.5)
      #expect(layer.presentation()?.opacity == 0.5)
      #expect(evaluator.number(opacity) == 0.25)
    }
  }

  @Test func animationsBeyondTheCurveTableAreSolvedExactly() {
    Runtime.withNew { runtime in
      let count = CurveTable.engineLimit + 6
      let layers = (0..<count).map { _ in CALayer() }
      runtime.runTurn()
      let curves = (0..<count).map { UnitBezier(0.1 + 0.8 * Double($0) / Double(count), 0, 0.5, 1) }
      for (layer, curve) in zip(layers, curves) {
        let animation = fade()
        animation.timingFunction = CAMediaTimingFunction(curve: curve)
        layer.add(animation, forKey: "fade")
      }
      runtime.runTurn()
      runtime.advance(to: 0.3)
      for (layer, curve) in zip(layers, curves) {
        let value = number(layer.presentationValue(forKeyPath: "opacity"))
        #expect(value.isClose(to: curve.value(at: 0.3)), "\(curve)")
      }
      #expect(LayerEngine.of(runtime).storage.curves.curves.count == CurveTable.engineLimit)
    }
  }
}
