// Facts about UIView animation blocks published by people who observed Apple's UIKit on iOS 8
// and later (not test suites, but recorded output of Apple's frameworks):
// - David Rönnqvist, gist d-ronnqvist/137ce6b4c852d8ebd96d (6 September 2014): the animations
//   `UIView.animate(withDuration: 0.3)` adds for a bounds change from 200 × 200 to 100 × 100,
//   logged from `addAnimation:forKey:` on iOS 8;
// - David Rönnqvist, "View-Layer Synergy", objc.io (May 2014) (objcio/articles,
//   2014-05-01-view-layer-synergy.md): a view's layer asks its view for an action; the answer is
//   `NSNull` outside an animation block and an animation inside one;
// - WWDC 2014 session 236, "Building Interruptible and Responsive Interactions", and
//   iosoteric.com, "Additive animations: animateWithDuration in iOS 8": since iOS 8 a second
//   block on the same property no longer removes the first animation; both run, add up, and
//   both completion handlers run as finished.

import HeadlessCoreGraphics
import HeadlessQuartzCore
import HeadlessUIKit
import Runtime
import Testing

@MainActor
@Suite struct PublishedUIViewAnimationObservations {
  private func committedView() -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    harnessWindow().addSubview(view)
    CATransaction.flush()
    return view
  }

  /// View-Layer Synergy: "outside animation block: <null>", "inside animation block:
  /// <CABasicAnimation>" (an action object on iOS 8 and later).
  @Test func theViewAnswersNullOutsideABlockAndAnActionInside() {
    Runtime.withNew { _ in
      let view = committedView()
      #expect(view.action(for: view.layer, forKey: "position") is NSNull)
      UIView.animate(withDuration: 0.3) {
        let action = view.action(for: view.layer, forKey: "position")
        #expect(action != nil && !(action is NSNull))
      }
    }
  }

  /// The gist: on iOS 8 a bounds change adds two additive animations, `bounds.origin` from
  /// {0, 0} to {0, 0} and `bounds.size` from {100, 100} (old − new) to {0, 0}, fill mode both,
  /// ease-in-ease-out, duration 0.3.
  @Test func aBoundsChangeAddsAdditiveOriginAndSizeAnimations() {
    Runtime.withNew { _ in
      let view = committedView()
      UIView.animate(withDuration: 0.3) {
        view.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
      }
      let animations = (view.layer.animationKeys() ?? []).compactMap {
        view.layer.animation(forKey: $0) as? CABasicAnimation
      }
      #expect(animations.map(\.keyPath) == ["bounds.origin", "bounds.size"])
      let origin = animations.first
      let size = animations.last
      #expect(origin?.isAdditive == true && size?.isAdditive == true)
      #expect(origin?.fromValue as? CGPoint == CGPoint(x: 0, y: 0))
      #expect(origin?.toValue as? CGPoint == CGPoint(x: 0, y: 0))
      #expect(size?.fromValue as? CGSize == CGSize(width: 100, height: 100))
      #expect(size?.toValue as? CGSize == CGSize(width: 0, height: 0))
      for animation in animations {
        #expect(animation.fillMode == .both)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(animation.duration == 0.3)
      }
    }
  }

  /// WWDC 2014 session 236 and iosoteric: a view whose centre moves down 100 points over 1 s
  /// is sent back after 0.5 s with another 1 s block. Both animations stay on the layer and add
  /// up (the presentation is the model plus both offsets), and both completions report
  /// finished.
  @Test func anInterruptingBlockAddsToTheRunningAnimationAndBothFinish() {
    Runtime.withNew { runtime in
      let view = committedView()
      var finished: [Bool] = []
      let start = view.center
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: { view.center.y = start.y + 100 }, completion: { finished.append($0) })
      runtime.advance(by: 0.5)
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: { view.center.y = start.y }, completion: { finished.append($0) })
      #expect(view.layer.animationKeys()?.count == 2)
      runtime.advance(by: 0.25)
      // First: 0.75 of the way from start to start + 100 (model start + 100, offset −25);
      // second: from +100 to 0 over 1 s, a quarter done (offset +75): start + 50.
      let y = view.layer.presentation()?.position.y ?? -1
      #expect(abs(y - (start.y + 50)) < 1e-6, "\(y)")
      runtime.advance(by: 1)
      #expect(finished == [true, true])
      #expect(view.layer.animationKeys() == nil)
    }
  }
}
