import Testing

@testable import HeadlessQuartzCore

/// A linear opacity animation from 0 to 1 over `duration` (the suites of the animation
/// lifecycle and of the attachment record share it).
@MainActor func opacityFade(_ duration: Double = 0.4) -> CABasicAnimation {
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = duration
  return animation
}

@MainActor @Suite struct AnimationLifecycleTests {
  func fade(_ duration: Double = 0.4) -> CABasicAnimation { opacityFade(duration) }

  @Test func presentationMovesWithTheClockAndSnapsBackAfterTheEnd() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      withoutActions { layer.opacity = 0.25 }
      layer.add(fade(), forKey: "fade")
      #expect(layer.presentation()?.opacity == 0.25)  // not committed yet
      runtime.runTurn()  // commit at t = 0
      runtime.advance(to: 0.1)
      #expect(presentedOpacity(layer).isClose(to: 0.25, tolerance: 1e-6))
      runtime.advance(to: 0.3)
      #expect(presentedOpacity(layer).isClose(to: 0.75, tolerance: 1e-6))
      #expect(layer.opacity == 0.25)
      runtime.advance(to: 0.5)
      #expect(layer.presentation()?.opacity == 0.25)
      #expect(layer.animationKeys() == nil)
    }
  }

  @Test func delegateHearsStartOnceAndStopOnceAtTheEnd() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let log = DelegateLog(runtime)
      let animation = fade(0.5)
      animation.delegate = log
      layer.add(animation, forKey: "fade")
      runtime.advance(to: 1)
      #expect(log.events == ["start@0", "stop(true)@0.5"])
    }
  }

  @Test func replacingAnAnimationStopsTheOldOneUnfinished() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let first = DelegateLog(runtime)
      let second = DelegateLog(runtime)
      let a = fade(1)
      a.delegate = first
      layer.add(a, forKey: "fade")
      runtime.advance(to: 0.5)
      let b = fade(1)
      b.delegate = second
      layer.add(b, forKey: "fade")
      runtime.advance(to: 2)
      #expect(first.events == ["start@0", "stop(false)@0.5"])
      #expect(second.events == ["start@0.5", "stop(true)@1.5"])
    }
  }

  @Test func removingMidFlightJumpsToTheModelAndReportsUnfinished() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let log = DelegateLog(runtime)
      let animation = fade(1)
      animation.delegate = log
      layer.add(animation, forKey: "fade")
      runtime.advance(to: 0.5)
      #expect(layer.presentation()?.opacity != 1)
      layer.removeAnimation(forKey: "fade")
      #expect(layer.presentation()?.opacity == 1)
      runtime.advance(frames: 1)
      #expect(log.events.last == "stop(false)@0.5")
      runtime.advance(to: 2)
      #expect(log.events.count == 2)
    }
  }

  @Test func addingCopiesTheAnimation() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      let animation = fade(1)
      layer.add(animation, forKey: "fade")
      animation.toValue = 0
      animation.duration = 100
      runtime.advance(to: 0.5)
      #expect(presentedOpacity(layer).isClose(to: 0.5, tolerance: 0.02))
      #expect(layer.animation(forKey: "fade")?.duration == 1)
      #expect(layer.animation(forKey: "fade") !== animation)
    }
  }

  @Test func zeroDurationTakesTheTransactionDefault() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      layer.add(fade(0), forKey: "a")
      #expect(layer.animation(forKey: "a")?.duration == 0.25)
      CATransaction.begin()
      CATransaction.setAnimationDuration(2)
      layer.add(fade(-1), forKey: "b")
      CATransaction.commit()
      #expect(layer.animation(forKey: "b")?.duration == 2)
    }
  }

  @Test func keptAnimationFreezesTheLastFrameWhileTheModelStaysStale() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      withoutActions { layer.opacity = 0 }
      let log = DelegateLog(runtime)
      let animation = fade(0.4)
      animation.isRemovedOnCompletion = false
      animation.fillMode = .forwards
      animation.delegate = log
      layer.add(animation, forKey: "fade")
      runtime.advance(to: 1)
      #expect(layer.presentation()?.opacity == 1)
      #expect(layer.opacity == 0)
      #expect(layer.animationKeys() == ["fade"])
      #expect(log.events.last == "stop(true)@0.4")
    }
  }

  @Test func animationKeysKeepInsertionOrder() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      layer.add(fade(), forKey: "b")
      layer.add(fade(), forKey: "a")
      layer.add(fade(), forKey: nil)
      #expect(layer.animationKeys() == ["b", "a"])
      layer.removeAllAnimations()
      #expect(layer.animationKeys() == nil)
    }
  }

  @Test func fillModeReadsBackAnyName() {
    let animation = CABasicAnimation(keyPath: "opacity")
    #expect(animation.fillMode == .removed)
    animation.fillMode = .both
    #expect(animation.fillMode == .both)
    animation.fillMode = CAMediaTimingFillMode(rawValue: "custom")
    #expect(animation.fillMode.rawValue == "custom")
    let copy = animation.copy() as? CABasicAnimation
    #expect(copy?.fillMode.rawValue == "custom")
    animation.fillMode = .forwards
    #expect(animation.fillMode == .forwards)
    #expect(copy?.fillMode.rawValue == "custom")
  }
}
