import ScreenLabSeeds
import Testing

@testable import HeadlessUIKit

// The seed 003 ("Core Animation") snippets, verbatim except for being wrapped in a type so
// each test gets its own layers. They compile unchanged with `import ScreenLab`
// (compile-snippets.sh); here they run on a fresh runtime each.

/// 003-move-layer.swift
func moveLayer(_ layer: CALayer, to point: CGPoint) {
  let anim = CABasicAnimation(keyPath: "position")
  anim.fromValue = NSValue(cgPoint: layer.position)
  anim.toValue = NSValue(cgPoint: point)
  anim.duration = 0.6
  anim.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
  anim.isRemovedOnCompletion = false
  anim.fillMode = .forwards
  layer.add(anim, forKey: "move")
  layer.position = point  // model layer güncelleniyor
}

/// 003-transactions.swift, with its globals as stored properties.
final class TransactionsSnippet {
  let layer1 = CALayer()
  let layer2 = CALayer()
  let layer3 = CALayer()
  let layer = CALayer()
  let newFrame = CGRect(x: 0, y: 0, width: 120, height: 80)
  let progressLayer = CAShapeLayer()
  var printed: [String] = []

  func groupedAnimation() {
    CATransaction.begin()
    CATransaction.setAnimationDuration(1.5)
    CATransaction.setAnimationTimingFunction(
      CAMediaTimingFunction(name: .easeOut)
    )
    CATransaction.setCompletionBlock {
      self.printed.append("All animations completed")
    }
    layer1.opacity = 0.3
    layer2.position = CGPoint(x: 200, y: 300)
    layer3.backgroundColor = UIColor.systemRed.cgColor
    CATransaction.commit()
  }

  func updateWithoutAnimation() {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.frame = newFrame  // animasyonsuz
    CATransaction.commit()
  }
}

/// 003-animate-layer.swift, with `view` passed in.
@MainActor
func animateLayer(in view: UIView) -> CALayer {
  let layer = CALayer()
  layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
  layer.backgroundColor = UIColor.systemBlue.cgColor
  view.layer.addSublayer(layer)

  let fadeAnim = CABasicAnimation(keyPath: "opacity")
  fadeAnim.fromValue = 1.0
  fadeAnim.toValue = 0.2
  fadeAnim.duration = 2.0
  fadeAnim.autoreverses = true
  fadeAnim.repeatCount = .infinity

  let cornerAnim = CABasicAnimation(keyPath: "cornerRadius")
  cornerAnim.fromValue = 0
  cornerAnim.toValue = 50
  cornerAnim.duration = 2.0
  cornerAnim.autoreverses = true
  cornerAnim.repeatCount = .infinity

  layer.add(fadeAnim, forKey: "fade")
  layer.add(cornerAnim, forKey: "corner")
  return layer
}

@MainActor @Suite struct CoreAnimationSnippetTests {
  @Test func moveLayerIsHalfwayAtHalfTimeAndEndsOnTheModel() {
    Runtime.withNew { runtime in
      // A view's layer: its delegate (the view) answers NSNull, so the model write after
      // `add` creates no implicit animation.
      let view = UIView(frame: .zero)
      let layer = view.layer
      runtime.runTurn()
      moveLayer(layer, to: CGPoint(x: 200, y: 100))
      #expect(layer.position == CGPoint(x: 200, y: 100))
      runtime.advance(to: 0.15)
      let quarterTime = layer.presentation()?.position.x ?? 0
      #expect(abs(quarterTime - 200 * 0.129161931) < 1e-5)
      runtime.advance(to: 0.3)
      // easeInEaseOut is symmetric: half the time, half the way.
      let half = layer.presentation()?.position ?? .zero
      #expect(abs(half.x - 100) < 1e-6 && abs(half.y - 50) < 1e-6)
      runtime.advance(to: 2)
      // Kept (isRemovedOnCompletion = false) but the model was written: no snap back.
      #expect(layer.presentation()?.position == CGPoint(x: 200, y: 100))
      #expect(layer.animationKeys() == ["move"])
    }
  }

  @Test func onAStandaloneLayerTheModelWriteAddsAnImplicitAnimationThatWins() {
    Runtime.withNew { runtime in
      let layer = CALayer()
      runtime.runTurn()
      moveLayer(layer, to: CGPoint(x: 200, y: 100))
      // `layer.position = point` on a committed standalone layer runs the implicit action:
      // 0.25 s with the default curve, added after "move", so it overrides it meanwhile.
      #expect(layer.animationKeys() == ["move", "position"])
      runtime.advance(to: 0.125)
      let x = Double(layer.presentation()?.position.x ?? 0)
      #expect(abs(x - 200 * UnitBezier.caDefault.value(at: 0.5)) < 1e-6)
      runtime.advance(to: 0.3)
      // The implicit one has ended: "move" shows again, halfway.
      #expect(abs(Double(layer.presentation()?.position.x ?? 0) - 100) < 1e-6)
    }
  }

  @Test func groupedAnimationCompletesOnceAtOnePointFiveSecondsWithEaseOut() {
    Runtime.withNew { runtime in
      let snippet = TransactionsSnippet()
      runtime.runTurn()
      snippet.groupedAnimation()
      for layer in [snippet.layer1, snippet.layer2, snippet.layer3] {
        let animation = layer.animationKeys()?.first.flatMap { layer.animation(forKey: $0) }
        #expect(animation?.duration == 1.5)
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeOut))
      }
      runtime.advance(to: 0.75)
      // easeOut at half time: 0.684643187 of the way from 1 to 0.3.
      let opacity = Double(snippet.layer1.presentation()?.opacity ?? 0)
      #expect(abs(opacity - (1 - 0.7 * 0.684643187)) < 1e-6)
      #expect(snippet.printed.isEmpty)
      runtime.advance(to: 1.49)
      #expect(snippet.printed.isEmpty)
      runtime.advance(to: 1.5)
      #expect(snippet.printed == ["All animations completed"])
      runtime.advance(to: 5)
      #expect(snippet.printed.count == 1)
      #expect(snippet.layer3.presentation()?.backgroundColor == UIColor.systemRed.cgColor)
    }
  }

  @Test func updateWithoutAnimationChangesTheFrameAtOnce() {
    Runtime.withNew { runtime in
      let snippet = TransactionsSnippet()
      runtime.runTurn()
      snippet.updateWithoutAnimation()
      #expect(snippet.layer.animationKeys() == nil)
      #expect(snippet.layer.presentation()?.frame == snippet.newFrame)
    }
  }

  @Test func circularProgressAnimatesStrokeEndOverPointSixSeconds() {
    Runtime.withNew { runtime in
      let view = CircularProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.makeKeyAndVisible()
      window.addSubview(view)
      runtime.runTurn()
      runtime.runTurn()
      let ring = view.layer.sublayers?.compactMap { $0 as? CAShapeLayer }.first
      #expect(ring != nil)
      view.setProgress(0.5)
      runtime.advance(to: 0.3)
      let middle = Double(ring?.presentation()?.strokeEnd ?? -1)
      #expect(abs(middle - 0.5 * 0.684643187) < 1e-6)
      runtime.advance(to: 0.6)
      #expect(ring?.presentation()?.strokeEnd == 0.5)
      #expect(ring?.strokeEnd == 0.5)
      runtime.advance(to: 1)
      #expect(ring?.animationKeys() == nil)
    }
  }

  @Test func animateLayerAutoreversesForever() {
    Runtime.withNew { runtime in
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      runtime.runTurn()
      let layer = animateLayer(in: host)
      runtime.advance(to: 1)
      #expect(abs(Double(layer.presentation()?.opacity ?? 0) - 0.6) < 1e-6)
      #expect(layer.presentation()?.cornerRadius == 25)
      runtime.advance(to: 3)
      // Reversing: one second into the way back.
      #expect(abs(Double(layer.presentation()?.opacity ?? 0) - 0.6) < 1e-6)
      runtime.advance(to: 4)
      #expect(layer.presentation()?.opacity == 1)
      runtime.advance(to: 3600)
      #expect(layer.animationKeys() == ["fade", "corner"])
      #expect(layer.presentation()?.cornerRadius == 0)
    }
  }
}
