// Facts from material-motion/motion-animator-objc at commit
// a0f2d04f8252c15487aa5fc26cc5183860faaaf6, run by XCTest on the iOS simulator against Apple's
// Core Animation:
// - tests/unit/QuartzCoreBehavioralTests.swift: a standalone CAShapeLayer added to the key
//   window's layer and flushed; each property set through `setValue(_:forKeyPath:)` outside any
//   block;
// - tests/unit/HeadlessLayerImplicitAnimationTests.swift: a standalone CALayer (no delegate) in
//   the key window's layer, flushed, with transactions and UIView animation blocks around the
//   change. Its cases that use MotionAnimator itself are not Apple's behaviour and not taken.

import HeadlessCoreGraphics
import HeadlessQuartzCore
import HeadlessUIKit
import Runtime
import Testing

@MainActor
@Suite struct MotionAnimatorQuartzCoreBehavioralTests {
  private func committedShapeLayer() -> CAShapeLayer {
    let layer = CAShapeLayer()
    harnessWindow().layer.addSublayer(layer)
    CATransaction.flush()
    return layer
  }

  /// QuartzCoreBehavioralTests.testWhichPropertiesImplicitlyAnimateButNotAdditively.
  @Test(arguments: [
    Setting(RecordedKeyPath.anchorPoint, CGPoint(x: 0.2, y: 0.4)),
    Setting(RecordedKeyPath.borderWidth, 5),
    Setting(RecordedKeyPath.borderColor, UIColor.red),
    Setting(RecordedKeyPath.bounds, CGRect(x: 0, y: 0, width: 123, height: 456)),
    Setting(RecordedKeyPath.cornerRadius, 3),
    Setting(RecordedKeyPath.height, 100),
    Setting(RecordedKeyPath.opacity, 0.5),
    Setting(RecordedKeyPath.position, CGPoint(x: 50, y: 20)),
    Setting(RecordedKeyPath.rotation, 42),
    Setting(RecordedKeyPath.scale, 2.5),
    Setting(RecordedKeyPath.shadowColor, UIColor.blue),
    Setting(RecordedKeyPath.shadowOffset, CGSize(width: 1, height: 1)),
    Setting(RecordedKeyPath.shadowOpacity, 0.3),
    Setting(RecordedKeyPath.shadowRadius, 5),
    Setting(RecordedKeyPath.strokeStart, 0.2),
    Setting(RecordedKeyPath.strokeEnd, 0.5),
    Setting(RecordedKeyPath.transform, CATransform3DMakeScale(1.5, 1.5, 1.5)),
    Setting(RecordedKeyPath.width, 25),
    Setting(RecordedKeyPath.x, 12),
    Setting(RecordedKeyPath.y, 23),
    Setting(RecordedKeyPath.z, 3),
  ])
  func whichPropertiesImplicitlyAnimateButNotAdditively(setting: Setting) {
    Runtime.withNew { _ in
      let layer = committedShapeLayer()
      layer.setValue(setting.value, forKeyPath: setting.keyPath)
      let keys = layer.animationKeys()
      #expect(keys != nil, "\(setting.keyPath) generates at least one animation")
      for key in keys ?? [] {
        let animation = layer.animation(forKey: key) as? CABasicAnimation
        #expect(animation != nil && animation?.isAdditive == false, "\(key) is not additive")
      }
    }
  }

  /// QuartzCoreBehavioralTests.testWhichPropertiesDoNotImplicitlyAnimate: a background colour
  /// given as a UIColor.
  @Test func backgroundColorAsUIColorDoesNotImplicitlyAnimate() {
    Runtime.withNew { _ in
      let layer = committedShapeLayer()
      layer.setValue(UIColor.blue, forKeyPath: RecordedKeyPath.backgroundColor)
      #expect(layer.animationKeys() == nil)
    }
  }

  private func committedLayer() -> CALayer {
    let layer = CALayer()
    harnessWindow().layer.addSublayer(layer)
    CATransaction.flush()
    return layer
  }

  /// HeadlessLayerImplicitAnimationTests.testUnFlushedLayerDoesNotImplicitlyAnimateInCATransaction.
  @Test func unflushedLayerDoesNotImplicitlyAnimateInCATransaction() {
    Runtime.withNew { _ in
      let unflushedLayer = CALayer()
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.5)
      unflushedLayer.opacity = 0.5
      CATransaction.commit()
      #expect(unflushedLayer.animationKeys() == nil)
    }
  }

  /// HeadlessLayerImplicitAnimationTests.testDoesImplicitlyAnimateInCATransaction.
  @Test func doesImplicitlyAnimateInCATransaction() {
    Runtime.withNew { _ in
      let layer = committedLayer()
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.5)
      layer.opacity = 0.5
      CATransaction.commit()
      let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
      #expect(animation?.keyPath == "opacity")
      #expect(animation?.duration == 0.5)
    }
  }

  /// HeadlessLayerImplicitAnimationTests.testDoesNotImplicitlyAnimateInCATransactionWithActionsDisabled.
  @Test func doesNotImplicitlyAnimateInCATransactionWithActionsDisabled() {
    Runtime.withNew { _ in
      let layer = committedLayer()
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.5)
      CATransaction.setDisableActions(true)
      layer.opacity = 0.5
      CATransaction.commit()
      #expect(layer.animationKeys() == nil)
    }
  }

  /// HeadlessLayerImplicitAnimationTests.testCATransactionTimingTakesPrecedenceOverUIViewTimingInside.
  @Test func transactionTimingTakesPrecedenceOverUIViewTimingInside() {
    Runtime.withNew { _ in
      let layer = committedLayer()
      UIView.animate(withDuration: 0.5) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.2)
        layer.opacity = 0.5
        CATransaction.commit()
      }
      let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
      #expect(animation?.keyPath == "opacity")
      #expect(animation?.duration == 0.2)
    }
  }

  /// HeadlessLayerImplicitAnimationTests.testCATransactionTimingTakesPrecedenceOverUIViewTimingOutside.
  @Test func transactionTimingTakesPrecedenceOverUIViewTimingOutside() {
    Runtime.withNew { _ in
      let layer = committedLayer()
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.2)
      UIView.animate(withDuration: 0.5) { layer.opacity = 0.5 }
      CATransaction.commit()
      let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
      #expect(animation?.keyPath == "opacity")
      #expect(animation?.duration == 0.2)
    }
  }

  /// HeadlessLayerImplicitAnimationTests.testDoesImplicitlyAnimateInUIViewAnimateBlock: a
  /// standalone layer takes the transaction's duration, not the block's.
  @Test func doesImplicitlyAnimateInUIViewAnimateBlock() {
    Runtime.withNew { _ in
      let layer = committedLayer()
      UIView.animate(withDuration: 0.5) { layer.opacity = 0.5 }
      let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
      #expect(animation?.keyPath == "opacity")
      #expect(animation?.duration == CATransaction.animationDuration())
    }
  }

  /// HeadlessLayerImplicitAnimationTests.testDoesNotImplicitlyAnimateInUIViewAnimateBlockWithActionsDisabledInside.
  @Test func doesNotImplicitlyAnimateInUIViewAnimateBlockWithActionsDisabledInside() {
    Runtime.withNew { _ in
      let layer = committedLayer()
      UIView.animate(withDuration: 0.5) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
      }
      #expect(layer.animationKeys() == nil)
    }
  }

  /// HeadlessLayerImplicitAnimationTests.testDoesNotImplicitlyAnimateInUIViewAnimateBlockWithActionsDisabledOutside.
  @Test func doesNotImplicitlyAnimateInUIViewAnimateBlockWithActionsDisabledOutside() {
    Runtime.withNew { _ in
      let layer = committedLayer()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      UIView.animate(withDuration: 0.5) { layer.opacity = 0.5 }
      CATransaction.commit()
      #expect(layer.animationKeys() == nil)
    }
  }
}
