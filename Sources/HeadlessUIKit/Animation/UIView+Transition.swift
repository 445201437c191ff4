// Transitions of a whole view (UIKit's `UIView.transition(with:…)` and
// `transition(from:to:…)`) and the transition options (Docs/Semantics/UIKit.md §47).

extension UIView.AnimationOptions {
  public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
  public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
  public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
  public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
  public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
  public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
  public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
}

/// Which way the interface runs (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

extension UIView {
  /// The layout direction of the view: left to right (ScreenLab lays out left to right,
  /// Docs/Semantics/UIKit.md §47).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    .leftToRight
  }

  /// A transition of `view`'s content: `animations` makes its changes at once, without
  /// property animations (UIKit animates a snapshot of the view, which ScreenLab does not
  /// render); `completion(true)` runs when `duration` has passed on the virtual clock
  /// (Docs/Semantics/UIKit.md §47).
  public static func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    if let animations { performWithoutAnimation(animations) }
    finishTransition(after: duration, completion)
  }

  /// A transition from `fromView` to `toView`: `toView` takes `fromView`'s place in its
  /// superview (with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown
  /// instead), at once; `completion(true)` runs when `duration` has passed (§47).
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      superview.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    finishTransition(after: duration, completion)
  }

  private static func finishTransition(
    after duration: TimeInterval, _ completion: ((Bool) -> Void)?
  ) {
    guard let completion else { return }
    let runtime = DisplayCycle.current.runtime
    let wait = duration.isFinite && duration > 0 ? duration : 0
    let deadline = Int64(((runtime.now + wait) * 1e9).rounded())
    runtime.schedule(atNanoseconds: deadline) { completion(true) }
  }
}
