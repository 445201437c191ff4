import Testing

@testable import HeadlessQuartzCore

@MainActor @Suite struct TransactionTests {
  @Test func standaloneLayersAnimateImplicitlyWithTheDefaultCurve() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      layer.opacity = 0
      let implicit = layer.animation(forKey: "opacity") as? CABasicAnimation
      #expect(implicit?.duration == 0.25)
      #expect(implicit?.timingFunction == CAMediaTimingFunction(name: .default))
      #expect(number(implicit?.fromValue) == 1)
      runtime.advance(to: 0.5)
      #expect(layer.presentation()?.opacity == 0)
    }
  }

  @Test func aNeverCommittedLayerDoesNotAnimate() {
    Runtime.withNew { _ in
      let layer = CALayer()
      layer.opacity = 0
      #expect(layer.animationKeys() == nil)
    }
  }

  @Test func disabledActionsChangeAtOnce() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
      CATransaction.commit()
      #expect(layer.animationKeys() == nil)
      #expect(layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    }
  }

  @Test func frameChangesAnimatePositionAndBounds() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      layer.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
      #expect(layer.animationKeys() == ["position", "bounds"])
    }
  }

  @Test func delegateNullActionMeansNoAnimation() {
    final class ViewLike: CALayerDelegate {
      func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
    }
    Runtime.withNew { runtime in
      let owner = ViewLike()
      let layer: CALayer = committedLayer(in: runtime)
      layer.delegate = owner
      layer.opacity = 0.5
      #expect(layer.animationKeys() == nil)
      layer.delegate = nil
      layer.actions = ["opacity": NSNull()]
      layer.opacity = 0.2
      #expect(layer.animationKeys() == nil)
      layer.actions = nil
      layer.opacity = 0.1
      #expect(layer.animationKeys() == ["opacity"])
    }
  }

  @Test func nestedTransactionsInheritAndRestoreValues() {
    Runtime.withNew { _ in
      CATransaction.begin()
      CATransaction.setAnimationDuration(1.5)
      CATransaction.begin()
      #expect(CATransaction.animationDuration() == 1.5)
      CATransaction.setAnimationDuration(3)
      #expect(CATransaction.animationDuration() == 3)
      CATransaction.commit()
      #expect(CATransaction.animationDuration() == 1.5)
      CATransaction.commit()
      #expect(CATransaction.animationDuration() == 0.25)
    }
  }

  @Test func completionRunsOnceAfterItsAnimationsFinish() {
    Runtime.withNew { runtime in
      let layers: [CALayer] = (0..<3).map { _ in committedLayer(in: runtime) }
      var fired: [Double] = []
      CATransaction.begin()
      CATransaction.setAnimationDuration(1.5)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
      CATransaction.setCompletionBlock { fired.append(runtime.now) }
      layers[0].opacity = 0.3
      layers[1].position = CGPoint(x: 200, y: 300)
      layers[2].backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      CATransaction.commit()
      for layer in layers {
        #expect(layer.animationKeys()?.count == 1)
        #expect(
          layer.storage.attached.first?.timingFunction
            == CAMediaTimingFunction(name: .easeOut))
      }
      runtime.advance(to: 1.4)
      #expect(fired.isEmpty)
      runtime.advance(to: 3)
      #expect(fired == [1.5])
    }
  }

  @Test func completionWithoutAnimationsRunsAtCommit() {
    Runtime.withNew { _ in
      var count = 0
      CATransaction.begin()
      CATransaction.setCompletionBlock { count += 1 }
      #expect(count == 0)
      CATransaction.commit()
      #expect(count == 1)
    }
  }

  @Test func completionWaitsForRemovalToo() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      var count = 0
      CATransaction.begin()
      CATransaction.setCompletionBlock { count += 1 }
      layer.opacity = 0
      CATransaction.commit()
      runtime.advance(to: 0.1)
      #expect(count == 0)
      layer.removeAllAnimations()
      #expect(count == 1)
      runtime.advance(to: 1)
      #expect(count == 1)
    }
  }

  @Test func nestedCompletionBlocksEachWaitForTheAnimation() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      var fired: [String] = []
      CATransaction.begin()
      CATransaction.setCompletionBlock { fired.append("outer") }
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      CATransaction.setCompletionBlock { fired.append("inner") }
      layer.opacity = 0
      CATransaction.commit()
      CATransaction.commit()
      runtime.advance(to: 0.5)
      #expect(fired.isEmpty)
      runtime.advance(to: 2)
      #expect(fired == ["outer", "inner"])
    }
  }

  @Test func unbalancedCommitIsDiagnosedNotFatal() {
    Runtime.withNew { runtime in
      CATransaction.commit()
      #expect(runtime.trace.events(.diagnostic).count == 1)
    }
  }

  @Test func implicitTransactionCommitsAtTheEndOfTheTurn() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      CATransaction.setDisableActions(true)
      layer.position = CGPoint(x: 5, y: 5)
      #expect(layer.presentation()?.position == .zero)
      runtime.runTurn()
      #expect(layer.presentation()?.position == CGPoint(x: 5, y: 5))
      let commits = runtime.trace.events(.transaction).filter {
        $0.message.hasPrefix("commit (implicit)")
      }
      #expect(commits.count == 2)
    }
  }

  @Test func flushCommitsEarly() {
    Runtime.withNew { runtime in
      let layer: CALayer = committedLayer(in: runtime)
      CATransaction.setDisableActions(true)
      layer.position = CGPoint(x: 5, y: 5)
      CATransaction.flush()
      #expect(layer.presentation()?.position == CGPoint(x: 5, y: 5))
    }
  }
}
