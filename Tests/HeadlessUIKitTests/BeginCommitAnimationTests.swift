import ScreenLabSeeds
import Testing

@testable import HeadlessUIKit

// Animation blocks opened by `UIView.beginAnimations(_:context:)` and closed by
// `commitAnimations()` (Docs/Semantics/UIKit.md §104): the changes between them animate as in
// `UIView.animate`, with the parameters the `setAnimation…` calls set before each change.

@MainActor @Suite struct BeginCommitAnimationTests {
  func committedView(_ runtime: Runtime) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    showInWindow(view, runtime)
    return view
  }

  @Test func changesBetweenBeginAndCommitAnimateWithTheBlocksParameters() {
    Runtime.withNew { runtime in
      let view = committedView(runtime)
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDuration(1)
      UIView.setAnimationCurve(.linear)
      UIView.setAnimationRepeatAutoreverses(true)
      UIView.setAnimationRepeatCount(2)
      view.backgroundColor = .green
      UIView.commitAnimations()
      let animation = view.layer.animation(forKey: "backgroundColor") as? CABasicAnimation
      #expect(animation?.duration == 1)
      #expect(animation?.timingFunction == CAMediaTimingFunction(name: .linear))
      #expect(animation?.autoreverses == true)
      #expect(animation?.repeatCount == 2)
      // After the commit, changes are made at once again.
      view.alpha = 0.5
      #expect(view.layer.animation(forKey: "opacity") == nil)
    }
  }

  @Test func theDefaultDurationIsAFifthOfASecondAndCallsOutsideABlockDoNothing() {
    Runtime.withNew { runtime in
      let view = committedView(runtime)
      UIView.setAnimationDuration(3)
      UIView.commitAnimations()
      UIView.beginAnimations("move", context: nil)
      view.center = CGPoint(x: 150, y: 50)
      UIView.commitAnimations()
      let animation = view.layer.animation(forKey: "position") as? CABasicAnimation
      #expect(animation?.duration == 0.2)
      #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDuration(0)
      view.alpha = 0
      UIView.commitAnimations()
      #expect(view.layer.animation(forKey: "opacity") == nil)
      #expect(view.alpha == 0)
    }
  }
}
