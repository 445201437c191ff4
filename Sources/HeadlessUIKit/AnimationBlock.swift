/// One open `UIView.animate` (or `performWithoutAnimation`) block: the parameters of the
/// animations it creates and the count of those still running, for its completion.
@MainActor
final class AnimationBlock: @preconcurrency CAAnimationDelegate {
  let duration: Double
  let delay: Double
  let options: UIView.AnimationOptions
  /// Whether changes in the block animate (false for `performWithoutAnimation`, duration 0,
  /// or animations disabled).
  let animates: Bool
  var spring: (damping: CGFloat, velocity: CGFloat)?
  private var completion: ((Bool) -> Void)?
  private var running = 0
  private var allFinished = true
  private var sealed = false
  private weak var cycle: DisplayCycle?

  static var disabled: AnimationBlock {
    AnimationBlock(duration: 0, delay: 0, options: [], enabled: false, completion: nil)
  }

  init(
    duration: Double, delay: Double, options: UIView.AnimationOptions, enabled: Bool,
    completion: ((Bool) -> Void)?
  ) {
    self.duration = duration
    self.delay = delay
    self.options = options
    self.animates = enabled
    self.completion = completion
  }

  /// The animation for a change of `key` on `layer`; it reports back to this block.
  func makeAnimation(for layer: CALayer, key: String, now: Double) -> CAAnimation {
    let animation: CABasicAnimation
    if let spring {
      let springAnimation = CASpringAnimation(keyPath: key)
      // A damping ratio ζ with mass 1: stiffness from the duration, damping = 2ζ√k.
      let omega = 2 * Double.pi / max(duration, 1e-3)
      springAnimation.stiffness = CGFloat(omega * omega)
      springAnimation.damping = 2 * spring.damping * CGFloat(omega)
      springAnimation.initialVelocity = spring.velocity
      animation = springAnimation
    } else {
      animation = CABasicAnimation(keyPath: key)
      animation.timingFunction = CAMediaTimingFunction(name: options.timingFunctionName)
    }
    animation.fromValue = layer.presentationValue(forKeyPath: key)
    animation.duration = duration
    if delay > 0 {
      animation.beginTime = layer.convertTime(now, from: nil) + delay
      animation.fillMode = .backwards
    }
    if options.contains(.repeat) { animation.repeatCount = .infinity }
    if options.contains(.autoreverse) { animation.autoreverses = true }
    animation.delegate = self
    running += 1
    return animation
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    running -= 1
    if !flag { allFinished = false }
    fireIfDone()
  }

  /// The block's closure returned: no animation joins from now on.
  func seal(_ cycle: DisplayCycle) {
    sealed = true
    self.cycle = cycle
    guard running == 0, let completion else { return }
    self.completion = nil
    cycle.scheduleCompletion { completion(true) }
  }

  private func fireIfDone() {
    guard sealed, running <= 0, let completion else { return }
    self.completion = nil
    completion(allFinished)
  }
}
