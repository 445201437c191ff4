import ScreenLabSeeds
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct AnimationTests {
  func committedView(_ runtime: Runtime) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    showInWindow(view, runtime)
    return view
  }

  @Test func propertyChangesOutsideBlocksDoNotAnimate() {
    Runtime.withNew { runtime in
      let view = committedView(runtime)
      view.alpha = 0.2
      #expect(view.layer.animationKeys() == nil)
      runtime.runTurn()
      #expect(view.layer.presentation()?.opacity == 0.2)
    }
  }

  @Test func animateBlocksProduceLayerAnimations() {
    Runtime.withNew { runtime in
      let view = committedView(runtime)
      var finished: [Bool] = []
      UIView.animate(
        withDuration: 1, delay: 0, options: [.curveLinear],
        animations: { view.alpha = 0 }, completion: { finished.append($0) })
      #expect(view.layer.animationKeys() == ["opacity"])
      #expect(view.alpha == 0)
      runtime.advance(to: 0.5)
      let opacity = Double(view.layer.presentation()?.opacity ?? -1)
      #expect(abs(opacity - 0.5) < 1e-6)
      #expect(finished.isEmpty)
      runtime.advance(to: 1.1)
      #expect(finished == [true])
      #expect(view.layer.presentation()?.opacity == 0)
    }
  }

  @Test func centerAnimatesWithTheDefaultCurve() {
    Runtime.withNew { runtime in
      let view = committedView(runtime)
      UIView.animate(withDuration: 0.4) { view.center = CGPoint(x: 150, y: 50) }
      let animation = view.layer.animation(forKey: "position") as? CABasicAnimation
      #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
      #expect(animation?.duration == 0.4)
    }
  }

  @Test func performWithoutAnimationWinsInsideABlock() {
    Runtime.withNew { runtime in
      let view = committedView(runtime)
      UIView.animate(withDuration: 1) {
        UIView.performWithoutAnimation { view.alpha = 0.5 }
      }
      #expect(view.layer.animationKeys() == nil)
    }
  }

  @Test func aBlockThatAnimatesNothingCompletesNextTurn() {
    Runtime.withNew { runtime in
      var finished: [Bool] = []
      UIView.animate(withDuration: 1, animations: {}, completion: { finished.append($0) })
      #expect(finished.isEmpty)
      runtime.advance(frames: 1)
      #expect(finished == [true])
    }
  }

  @Test func replacedAnimationsCompleteUnfinished() {
    Runtime.withNew { runtime in
      let view = committedView(runtime)
      var results: [Bool] = []
      UIView.animate(
        withDuration: 1, animations: { view.alpha = 0 }, completion: { results.append($0) })
      runtime.advance(to: 0.2)
      UIView.animate(
        withDuration: 1, animations: { view.alpha = 1 }, completion: { results.append($0) })
      runtime.advance(to: 2)
      #expect(results == [false, true])
    }
  }

  @Test func seedFadeInLeavesAStaleOpacityOnAViewLayer() {
    Runtime.withNew { runtime in
      let ring = committedView(runtime)
      ring.layer.opacity = 0
      runtime.runTurn()
      let animation = CABasicAnimation(keyPath: "opacity")
      animation.fromValue = 0
      animation.toValue = 1
      animation.duration = 0.4
      ring.layer.add(animation, forKey: "fade")
      runtime.advance(by: 0.5)
      #expect(ring.layer.presentation()?.opacity == 0)
    }
  }

  @Test func circularProgressAnimatesStrokeEnd() {
    Runtime.withNew { runtime in
      let view = CircularProgressView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
      showInWindow(view, runtime)
      runtime.runTurn()
      view.setProgress(0.8)
      runtime.advance(by: 0.3)
      let shape = view.layer.sublayers?.first as? CAShapeLayer
      let mid = Double(shape?.presentation()?.strokeEnd ?? -1)
      // 0.6 s ease-out (0, 0, 0.58, 1) from 0 to 0.8, sampled half way: 0.8 × easeOut(0.5).
      #expect(abs(mid - 0.8 * easeOut(0.5)) < 1e-6, "\(mid)")
      runtime.advance(by: 0.4)
      #expect(shape?.presentation()?.strokeEnd == 0.8)
    }
  }
}

/// Ease-out (0, 0, 0.58, 1) at `x`, by bisection on the Bézier's x(s): an independent
/// evaluation of the curve.
func easeOut(_ x: Double) -> Double {
  func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<100 {
    let middle = (low + high) / 2
    if bezier(0, 0.58, middle) < x { low = middle } else { high = middle }
  }
  return bezier(0, 1, (low + high) / 2)
}
