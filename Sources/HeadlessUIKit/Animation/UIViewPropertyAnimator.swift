// UIViewPropertyAnimator on top of the block animations (UIView+Animation.swift;
// Docs/RealCode.md, "UIViewPropertyAnimator").

extension UIView {
  /// The timing curve of an animation.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear

    var options: AnimationOptions {
      switch self {
      case .easeInOut: return .curveEaseInOut
      case .easeIn: return .curveEaseIn
      case .easeOut: return .curveEaseOut
      case .linear: return .curveLinear
      }
    }
  }
}

/// Where an animator's animations ended.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// An animator's state.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// Animates view changes, started when asked: UIKit's `UIViewPropertyAnimator`.
///
/// `startAnimation()` runs every animation closure added so far inside one
/// `UIView.animate` block (the spring form for `dampingRatio`), so the changes animate through
/// Core Animation like any block animation, on the virtual clock; when they have all stopped,
/// the completions run in the order added with `.end`, and the animator is inactive again.
/// `startAnimation(afterDelay:)` delays the animations as the block's `delay` does.
/// Not modelled: scrubbing (`pauseAnimation()` and `fractionComplete` are recorded, the
/// animations keep running), reversing, and stopping part-way (`stopAnimation(_:)` marks the
/// animator stopped and, with `true`, drops the completions; the layers' animations still run
/// to their end). Custom control points use the ease-in-out curve.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
  /// The duration of the animations, in seconds.
  public let duration: TimeInterval
  /// The curve, for a timed animator.
  public let curve: UIView.AnimationCurve
  /// The damping ratio, for a spring animator.
  public let dampingRatio: CGFloat?
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The animator's state.
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animations are running.
  public private(set) var isRunning = false
  /// Whether the animator can be interrupted (recorded).
  open var isInterruptible = true
  /// Whether touches reach the animated views (recorded).
  open var isUserInteractionEnabled = true
  /// Whether the animations are scrubbed instead of run (recorded).
  open var scrubsLinearly = true
  /// How far the animations are, 0...1 (recorded: scrubbing is not modelled).
  open var fractionComplete: CGFloat = 0
  /// Whether the animations run backwards (recorded).
  open var isReversed = false
  /// Whether the animator is paused (recorded).
  public private(set) var isPaused = false

  /// A timed animator with `curve`.
  public init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    self.curve = curve
    self.dampingRatio = nil
    if let animations { self.animations.append(animations) }
  }

  /// A timed animator with a cubic curve through two control points (drawn ease-in-out).
  public init(
    duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    self.curve = .easeInOut
    self.dampingRatio = nil
    if let animations { self.animations.append(animations) }
  }

  /// A spring animator with `ratio` damping.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)
  {
    self.duration = duration
    self.curve = .easeInOut
    self.dampingRatio = ratio
    if let animations { self.animations.append(animations) }
  }

  /// An ease-in-out animator of a quarter second with nothing to animate yet.
  public convenience init() {
    self.init(duration: 0.25, curve: .easeInOut)
  }

  /// An animator started at once.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds changes to animate (run when the animator starts).
  open func addAnimations(_ animation: @escaping () -> Void) {
    animations.append(animation)
  }

  /// Adds changes to animate; the delay factor is recorded.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    animations.append(animation)
  }

  /// Adds a closure to run when the animations end.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animations now.
  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animations after `delay` seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    isPaused = false
    guard !isRunning else { return }
    isRunning = true
    state = .active
    let pending = animations
    animations = []
    let changes = { for animation in pending { animation() } }
    let done: (Bool) -> Void = { [self] _ in finish() }
    if let dampingRatio {
      UIView.animate(
        withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
        initialSpringVelocity: 0, options: [], animations: changes, completion: done)
    } else {
      UIView.animate(
        withDuration: duration, delay: delay, options: curve.options, animations: changes,
        completion: done)
    }
  }

  /// Pauses the animations (recorded: they keep running).
  open func pauseAnimation() {
    isPaused = true
    state = .active
  }

  /// Stops the animator; with `withoutFinishing` the completions are dropped (above).
  open func stopAnimation(_ withoutFinishing: Bool) {
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing { completions = [] }
  }

  /// Finishes a stopped animator: its completions run with `position`.
  open func finishAnimation(at position: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    runCompletions(position)
  }

  /// Continues a paused animator (recorded parameters).
  open func continueAnimation(
    withTimingParameters parameters: Any?, durationFactor: CGFloat
  ) {
    isPaused = false
    if !isRunning { startAnimation() }
  }

  private func finish() {
    guard isRunning else { return }
    isRunning = false
    runCompletions(.end)
  }

  private func runCompletions(_ position: UIViewAnimatingPosition) {
    state = .inactive
    let pending = completions
    completions = []
    for completion in pending { completion(position) }
  }
}

extension UIView.AnimationOptions {
  /// The curve among the options.
  var curve: UIView.AnimationCurve {
    switch (rawValue >> 16) & 3 {
    case 1: return .easeIn
    case 2: return .easeOut
    case 3: return .linear
    default: return .easeInOut
    }
  }
}
