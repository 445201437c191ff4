import ScreenLab
import ScreenLabReport

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
    /// The runtime's trace of the run.
    var events: [TraceEvent] = []
  }

  /// Runs the animation and samples it.
  @MainActor
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
      return Result(samples: samples, model: model, events: runtime.trace.events)
    }
  }

  /// Pictures of the animation at `times`: the same animation added to a 100-point square
  /// view in a window, drawn by the UIKit renderer (Docs/Report.md §1).
  @MainActor
  func pictures(at times: [Double]) -> [Report.Frame] {
    Runtime.withNew(frameRate: FrameRate(hertz: options.fps)) { runtime in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
      window.backgroundColor = UIColor(white: 1, alpha: 1)
      window.makeKeyAndVisible()
      let view = UIView(frame: CGRect(x: 110, y: 70, width: 100, height: 100))
      view.backgroundColor = UIColor(red: 0.12, green: 0.37, blue: 0.75, alpha: 1)
      window.addSubview(view)
      runtime.runTurn()
      if let model = options.model {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        view.layer.setValue(model, forKeyPath: options.key)
        CATransaction.commit()
      }
      view.layer.add(options.makeAnimation(), forKey: "animate")
      runtime.runTurn()
      return times.map { time in
        runtime.advance(to: time)
        return Report.Frame(
          time: runtime.now, turn: runtime.turnCount, svg: SVGRenderer.render(window))
      }
    }
  }

  /// The run as a report: the curve, the trace, and pictures at up to eight sample times.
  @MainActor
  func report(_ result: Result, report options: ReportOptions, language: Language)
    -> ReportRecorder?
  {
    guard
      let recorder = options.recorder(
        title: "screenlab animate " + self.options.key, language: language,
        frameRate: FrameRate(hertz: self.options.fps))
    else { return nil }
    recorder.curve(
      Report.Curve(
        property: self.options.key,
        points: result.samples.map {
          CurvePlot.Point(time: $0.time, value: $0.value, isAnimating: $0.isAnimating)
        }, model: result.model))
    var chosen = Report(
      title: "", command: "", language: language, frameRate: FrameRate(hertz: self.options.fps))
    chosen.frames = times.map { Report.Frame(time: $0, turn: 0, svg: "") }
    for frame in pictures(at: chosen.filmstrip().map(\.time)) { recorder.frame(frame) }
    recorder.events(result.events)
    var text = ""
    AnimateOutput.text(result, language: language, to: &text)
    recorder.lines(text.split(separator: "\n").map(String.init))
    return recorder
  }

  /// Samples the animation and writes it in the chosen format; a warning on `errors` says
  /// when values overflowed (Docs/CLI.md §3).
  @MainActor
  func run(
    language: Language, report: ReportOptions = .none, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
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
    return report.write(
      self.report(result, report: report, language: language), language: language,
      errors: &errors)
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
