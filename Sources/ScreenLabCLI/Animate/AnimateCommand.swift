import ScreenLab

/// `screenlab animate`: one scalar animation's presentation value over time, computed by the
/// Core Animation engine under the virtual clock.
///
/// The command adds the animation to a fresh, committed layer at time 0 and reads
/// `presentationSample(forKeyPath:)` at every sample time; it never computes timing itself.
struct AnimateCommand: Hashable {
  let options: AnimateOptions
  /// The times to sample, decided by ``AnimateOptions/validate()``.
  let times: [Double]

  /// Reads and validates the options.
  ///
  /// - Throws: the first ``UsageError`` found.
  init(_ parsed: [ParsedOption]) throws(UsageError) {
    let options = try AnimateOptions(parsed)
    times = try options.validate()
    self.options = options
  }

  /// What one run measured.
  struct Result {
    /// The presentation value at each sample time.
    let samples: [PresentationSample]
    /// The model value of the key while the animation runs.
    let model: Double?
  }

  /// Runs the animation and samples it.
  func sample() -> Result {
    Runtime.withNew(frameRate: FrameRate(hertz: options.fps)) { runtime in
      let layer = CALayer()
      runtime.runTurn()
      if let model = options.model {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.setValue(model, forKeyPath: options.key)
        CATransaction.commit()
      }
      let model = (layer.value(forKeyPath: options.key) as? CGFloat).map(Double.init)
      layer.add(options.makeAnimation(), forKey: "animate")
      // The implicit transaction that added the animation commits at time 0.
      runtime.runTurn()
      var samples: [PresentationSample] = []
      samples.reserveCapacity(times.count)
      for time in times {
        runtime.advance(to: time)
        samples.append(layer.presentationSample(forKeyPath: options.key))
      }
      return Result(samples: samples, model: model)
    }
  }

  /// Samples the animation and writes it in the chosen format; a warning on `errors` says
  /// when values overflowed (Docs/CLI.md §3).
  func run(
    language: Language, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) {
    let result = sample()
    let overflowed = result.samples.filter { $0.value.map { !$0.isFinite } ?? false }
    if let first = overflowed.first {
      errors.write(
        "warning: \(overflowed.count) of \(result.samples.count) values are not finite numbers "
          + "(the engine's arithmetic overflowed, first at t=\(NumberText.text(first.time))); "
          + "text writes them as inf or nan, JSON as null, the plot leaves them out\n")
    }
    switch options.format {
    case .text: AnimateOutput.text(result, language: language, to: &output)
    case .json: AnimateOutput.json(result, to: &output)
    case .svg: output.write(AnimatePlot(result, options: options, language: language).svg)
    }
  }
}

extension AnimateOptions {
  /// The Core Animation object the options describe.
  func makeAnimation() -> CAPropertyAnimation {
    let animation: CAPropertyAnimation
    switch kind {
    case .basic:
      animation = basic(CABasicAnimation())
    case .keyframes(let frames):
      let keyframe = CAKeyframeAnimation()
      keyframe.values = frames.values
      keyframe.keyTimes = frames.keyTimes?.map { NSNumber(value: $0) }
      keyframe.timingFunctions = frames.timingFunctions?.map { CAMediaTimingFunction(name: $0) }
      keyframe.calculationMode = frames.mode
      animation = keyframe
    case .spring(let parameters):
      let spring = Self.springAnimation(parameters)
      spring.duration = spring.settlingDuration
      animation = basic(spring)
    case .perceptualSpring(let duration, let bounce):
      animation = basic(CASpringAnimation(perceptualDuration: duration, bounce: CGFloat(bounce)))
    }
    animation.keyPath = key
    if let duration { animation.duration = duration }
    switch timing {
    case .named(let name)?:
      animation.timingFunction = CAMediaTimingFunction(name: name)
    case .controlPoints(let x1, let y1, let x2, let y2)?:
      animation.timingFunction = CAMediaTimingFunction(
        controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
    case nil: break
    }
    if let begin { animation.beginTime = begin }
    animation.speed = Float(speed)
    animation.timeOffset = offset
    animation.repeatCount = Float(repeatCount)
    animation.repeatDuration = repeatDuration
    animation.autoreverses = autoreverses
    animation.isAdditive = additive
    animation.isCumulative = cumulative
    animation.fillMode = fill
    animation.isRemovedOnCompletion = !keep
    return animation
  }

  private func basic(_ animation: CABasicAnimation) -> CABasicAnimation {
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    return animation
  }

  /// A spring animation with `parameters`, before any timing is set.
  static func springAnimation(_ parameters: SpringParameters) -> CASpringAnimation {
    let spring = CASpringAnimation()
    spring.mass = CGFloat(parameters.mass)
    spring.stiffness = CGFloat(parameters.stiffness)
    spring.damping = CGFloat(parameters.damping)
    spring.initialVelocity = CGFloat(parameters.velocity)
    spring.allowsOverdamping = parameters.allowsOverdamping
    return spring
  }
}
