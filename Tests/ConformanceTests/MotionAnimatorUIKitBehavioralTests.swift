// Facts from material-motion/motion-animator-objc, tests/unit/UIKitBehavioralTests.swift at
// commit a0f2d04f8252c15487aa5fc26cc5183860faaaf6: XCTest cases that drive Apple's UIKit on
// the iOS simulator (the project's CI ran them on iOS 10.3 and 11.4 simulators; the iOS 13
// branch of the third test records the newer behaviour). A view backed by a CAShapeLayer, anchor
// point zero, in the key window, flushed; each property is set through
// `layer.setValue(_:forKeyPath:)` inside `UIView.animate(withDuration: 0.01)`.

import HeadlessCoreGraphics
import HeadlessQuartzCore
import HeadlessUIKit
import Runtime
import Testing

@MainActor
@Suite struct MotionAnimatorUIKitBehavioralTests {
  /// testSomePropertiesImplicitlyAnimateAdditively (with the iOS 11 corner radius).
  @Test(arguments: [
    Setting(RecordedKeyPath.bounds, CGRect(x: 0, y: 0, width: 123, height: 456)),
    Setting(RecordedKeyPath.height, 100),
    Setting(RecordedKeyPath.position, CGPoint(x: 50, y: 20)),
    Setting(RecordedKeyPath.rotation, 42),
    Setting(RecordedKeyPath.scale, 2.5),
    Setting(RecordedKeyPath.transform, CATransform3DMakeScale(1.5, 1.5, 1.5)),
    Setting(RecordedKeyPath.width, 25),
    Setting(RecordedKeyPath.x, 12),
    Setting(RecordedKeyPath.y, 23),
    Setting(RecordedKeyPath.cornerRadius, 3),
  ])
  func somePropertiesImplicitlyAnimateAdditively(setting: Setting) {
    let (keyPath, value) = (setting.keyPath, setting.value)
    Runtime.withNew { _ in
      let view = committedShapeView(in: harnessWindow())
      UIView.animate(withDuration: 0.01) { view.layer.setValue(value, forKeyPath: keyPath) }
      let keys = view.layer.animationKeys()
      #expect(keys != nil, "\(keyPath) generates at least one animation")
      for key in keys ?? [] {
        let animation = view.layer.animation(forKey: key) as? CABasicAnimation
        #expect(animation?.isAdditive == true, "\(key) from \(keyPath) is additive")
      }
    }
  }

  /// testSomePropertiesImplicitlyAnimateButNotAdditively (with the iOS 11 anchor point).
  @Test(arguments: [
    Setting(RecordedKeyPath.backgroundColor, UIColor.blue),
    Setting(RecordedKeyPath.opacity, 0.5),
    Setting(RecordedKeyPath.anchorPoint, CGPoint(x: 0.2, y: 0.4)),
  ])
  func somePropertiesImplicitlyAnimateButNotAdditively(setting: Setting) {
    let (keyPath, value) = (setting.keyPath, setting.value)
    Runtime.withNew { _ in
      let view = committedShapeView(in: harnessWindow())
      UIView.animate(withDuration: 0.01) { view.layer.setValue(value, forKeyPath: keyPath) }
      let keys = view.layer.animationKeys()
      #expect(keys != nil, "\(keyPath) generates at least one animation")
      for key in keys ?? [] {
        let animation = view.layer.animation(forKey: key) as? CABasicAnimation
        #expect(animation != nil && animation?.isAdditive == false, "\(key) is not additive")
      }
    }
  }

  /// testSomePropertiesDoNotImplicitlyAnimate, iOS 13 and later (shadow opacity, anchor point
  /// and corner radius left the list).
  @Test(arguments: [
    Setting(RecordedKeyPath.borderWidth, 5),
    Setting(RecordedKeyPath.borderColor, UIColor.red),
    Setting(RecordedKeyPath.shadowColor, UIColor.blue),
    Setting(RecordedKeyPath.shadowOffset, CGSize(width: 1, height: 1)),
    Setting(RecordedKeyPath.shadowRadius, 5),
    Setting(RecordedKeyPath.strokeStart, 0.2),
    Setting(RecordedKeyPath.strokeEnd, 0.5),
    Setting(RecordedKeyPath.z, 3),
  ])
  func somePropertiesDoNotImplicitlyAnimate(setting: Setting) {
    let (keyPath, value) = (setting.keyPath, setting.value)
    Runtime.withNew { _ in
      let view = committedShapeView(in: harnessWindow())
      UIView.animate(withDuration: 0.01) { view.layer.setValue(value, forKeyPath: keyPath) }
      #expect(view.layer.animationKeys() == nil, "\(keyPath) generates no animation")
    }
  }

  /// testNoPropertiesImplicitlyAnimateOutsideOfAnAnimationBlock.
  @Test(arguments: [
    Setting(RecordedKeyPath.backgroundColor, UIColor.blue),
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
    Setting(RecordedKeyPath.transform, CGAffineTransform(scaleX: 1.5, y: 1.5)),
    Setting(RecordedKeyPath.width, 25),
    Setting(RecordedKeyPath.x, 12),
    Setting(RecordedKeyPath.y, 23),
  ])
  func noPropertiesImplicitlyAnimateOutsideOfAnAnimationBlock(setting: Setting) {
    let (keyPath, value) = (setting.keyPath, setting.value)
    Runtime.withNew { _ in
      let view = committedShapeView(in: harnessWindow())
      view.layer.setValue(value, forKeyPath: keyPath)
      #expect(view.layer.animationKeys() == nil, "\(keyPath) generates no animation")
    }
  }

  /// The layer's animations as basic animations, expecting `count` of them.
  private func onlyAnimation(of layer: CALayer, count: Int) -> [CABasicAnimation] {
    let keys = layer.animationKeys() ?? []
    #expect(keys.count == count, "animation keys: \(keys)")
    return keys.compactMap { layer.animation(forKey: $0) as? CABasicAnimation }
  }

  /// testDefaultsAnimatesOpacityNonAdditivelyFromItsModelLayerState.
  @Test func defaultsAnimatesOpacityNonAdditivelyFromItsModelLayerState() {
    Runtime.withNew { runtime in
      let view = committedShapeView(in: harnessWindow())
      UIView.animate(withDuration: 0.1) { view.alpha = 0.5 }
      runtime.advance(by: 0.01)
      let initialValue = view.layer.opacity
      UIView.animate(withDuration: 0.1) { view.alpha = 0.2 }
      let animations = onlyAnimation(of: view.layer, count: 1)
      #expect(animations.first?.isAdditive == false)
      let from = animations.first?.fromValue as? Float
      #expect(
        from != nil, "fromValue is a Float: \(String(describing: animations.first?.fromValue))")
      #expect(abs((from ?? -1) - initialValue) <= 0.0001)
    }
  }

  /// testBeginFromCurrentStateAnimatesOpacityNonAdditivelyFromItsPresentationLayerState.
  @Test func beginFromCurrentStateAnimatesOpacityNonAdditivelyFromItsPresentationLayerState() {
    Runtime.withNew { runtime in
      let view = committedShapeView(in: harnessWindow())
      UIView.animate(withDuration: 0.1) { view.alpha = 0.5 }
      runtime.advance(by: 0.01)
      let initialValue = view.layer.presentation()?.opacity ?? -1
      UIView.animate(
        withDuration: 0.1, delay: 0, options: .beginFromCurrentState,
        animations: { view.alpha = 0.2 }, completion: nil)
      let animations = onlyAnimation(of: view.layer, count: 1)
      #expect(animations.first?.isAdditive == false)
      let from = animations.first?.fromValue as? Float
      #expect(
        from != nil, "fromValue is a Float: \(String(describing: animations.first?.fromValue))")
      #expect(abs((from ?? -1) - initialValue) <= 0.0001)
    }
  }

  /// testDefaultsAnimatesPositionAdditivelyFromItsModelLayerState and, with
  /// `.beginFromCurrentState`, testBeginFromCurrentStateAnimatesPositionAdditivelyFromItsModelLayerState.
  @Test(arguments: [UIView.AnimationOptions(), .beginFromCurrentState])
  func animatesPositionAdditivelyFromItsModelLayerState(options: UIView.AnimationOptions) {
    Runtime.withNew { runtime in
      let view = committedShapeView(in: harnessWindow())
      UIView.animate(withDuration: 0.1) {
        view.layer.position = CGPoint(x: 100, y: view.layer.position.y)
      }
      runtime.advance(by: 0.01)
      let initialValue = view.layer.position
      UIView.animate(
        withDuration: 0.1, delay: 0, options: options,
        animations: { view.layer.position = CGPoint(x: 20, y: view.layer.position.y) },
        completion: nil)
      let displacement = initialValue.x - view.layer.position.x
      let keys = view.layer.animationKeys() ?? []
      #expect(keys.count == 2, "animation keys: \(keys)")
      let key = keys.first { $0 != "position" }
      let animation = key.flatMap { view.layer.animation(forKey: $0) } as? CABasicAnimation
      #expect(animation?.isAdditive == true)
      let from = animation?.fromValue as? CGPoint
      #expect(from != nil, "fromValue is a CGPoint: \(String(describing: animation?.fromValue))")
      #expect(abs((from?.x ?? -1) - displacement) <= 0.0001)
    }
  }
}
