import Foundation
import Testing

@testable import HeadlessUIKit

/// A fade animator, as custom-transition tutorials write one.
private final class FadeAnimator: UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  var ended: [Bool] = []
  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewKey = presenting ? .to : .from
    guard let view = transitionContext.view(forKey: key) else { return }
    if presenting {
      transitionContext.containerView.addSubview(view)
      view.alpha = 0
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: { view.alpha = self.presenting ? 1 : 0 },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Hands out the fade animators.
private final class FadeTransitions: UIViewControllerTransitioningDelegate {
  let present = FadeAnimator(presenting: true)
  let dismiss = FadeAnimator(presenting: false)
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { present }
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { dismiss }
}

/// A table controller that overrides the scroll-end hooks (never called: no deceleration).
private final class ScrollEnds: UITableViewController {
  var ends = 0
  override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ends += 1 }
  override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ends += 1 }
}

@MainActor @Suite struct UIKitBreadth4Tests {
  @Test func aTransitioningDelegatesAnimatorRunsThePresentationAndTheDismissal() {
    Runtime.withNew { runtime in
      let root = UIViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = root
      window.makeKeyAndVisible()
      runtime.runTurn()
      let transitions = FadeTransitions()
      let card = UIViewController()
      card.modalPresentationStyle = .custom
      card.transitioningDelegate = transitions
      var dismissed = false
      root.present(card, animated: true)
      #expect(card.view.superview === window && card.view.alpha == 1)
      runtime.advance(by: 0.5)
      #expect(transitions.present.ended == [true])
      root.dismiss(animated: true) { dismissed = true }
      #expect(card.view.superview === window && root.presentedViewController === card)
      runtime.advance(by: 0.5)
      #expect(card.viewIfLoaded?.superview == nil && root.presentedViewController == nil)
      #expect(transitions.dismiss.ended == [true] && dismissed)
      let interaction = UIPercentDrivenInteractiveTransition()
      interaction.update(1.4)
      #expect(interaction.percentComplete == 1 && interaction.headlessOutcome == nil)
      interaction.cancel()
      #expect(interaction.headlessOutcome == false)
    }
  }

  @Test func theScrollEndHooksAreOverridableAndNeverCalled() throws {
    try Runtime.withNew { runtime in
      let controller = ScrollEnds(style: .plain)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      runtime.runTurn()
      controller.tableView.contentSize = CGSize(width: 320, height: 2000)
      runtime.perform(
        try .drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), duration: 0.1),
        on: window)
      controller.tableView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
      runtime.advance(by: 1)
      #expect(controller.ends == 0)
    }
  }
}

extension UIKitBreadth4Tests {
  @Test func keyframesAnimateTheBlockToItsLastValuesOverItsDuration() {
    Runtime.withNew { runtime in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      _ = showInWindow(view, runtime)
      var finished: [Bool] = []
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: [.calculationModeCubic],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        },
        completion: { finished.append($0) })
      #expect(view.alpha == 0)
      let fade = view.layer.animation(forKey: "opacity") as? CABasicAnimation
      #expect(fade?.duration == 1 && fade?.fromValue as? Float == 1)
      runtime.advance(by: 0.5)
      #expect(finished.isEmpty)
      runtime.advance(by: 0.6)
      #expect(finished == [true])
      #expect(UIView.KeyframeAnimationOptions.calculationModePaced.rawValue == 2048)
    }
  }

  @Test func barButtonAppearancesKeepEachStateAndReset() {
    Runtime.withNew { _ in
      let appearance = UINavigationBarAppearance()
      #expect(appearance.doneButtonAppearance.style == .done)
      appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
      #expect(appearance.buttonAppearance.highlighted.titleTextAttributes.isEmpty)
      appearance.buttonAppearance.configureWithDefault(for: .done)
      #expect(appearance.buttonAppearance.normal.titleTextAttributes.isEmpty)
      #expect(appearance.buttonAppearance.style == .done)
    }
  }
}
