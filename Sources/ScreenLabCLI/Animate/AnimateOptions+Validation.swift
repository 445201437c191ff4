import ScreenLab
import ScreenLabReport

// Checks of `animate`'s options against each other and against the engine, before anything
// runs: the key, the sample times, the end of the animation, the number of samples.

extension AnimateOptions {
  /// Checks the options together and returns the times to sample, in seconds.
  ///
  /// Without `--at`, the samples are the frames of `--fps` from time 0 through `--until`, or
  /// through the first frame after the animation's end (its `beginTime` plus its active
  /// duration divided by `speed`, as the engine's ``MediaTiming`` computes it).
  ///
  /// - Throws: a ``UsageError`` for a key that is not a numeric layer property, `--at` times
  ///   that are negative or out of order, a value a `Float` key (opacity) cannot hold, an
  ///   animation that never ends without `--until` or `--at`, or more than
  ///   ``maximumSamples`` samples.
  func validate() throws(UsageError) -> [Double] {
    let probe = Runtime.withNew { _ in
      let layer = CALayer()
      return (layer.value(forKeyPath: key), CATransaction.animationDuration())
    }
    guard !Self.timingKeys.contains(key) else {
      throw UsageError(
        message:
          "key '\(Quote.inline(key))' is the layer's timing, not an animatable property; valid keys "
          + "include: " + Self.suggestedKeys.joined(separator: ", "),
        command: ["animate"])
    }
    // Unknown keys read as nil (or a stored user value), non-numeric ones as points, colours…
    guard probe.0 is CGFloat else {
      throw UsageError(
        message:
          "key '\(Quote.inline(key))' is not a numeric property of CALayer; valid keys include: "
          + Self.suggestedKeys.joined(separator: ", "),
        command: ["animate"])
    }
    let reader = OptionReader(options: given, command: ["animate"])
    try checkFloatKey(reader)
    if let at {
      if until != nil { try reader.reject("--until", with: "--at") }
      for time in at where time < 0 {
        throw reader.invalid("--at", "'\(NumberText.text(time))' is negative")
      }
      try reader.requireNonDecreasing("--at", at, "times must be in increasing order")
      try Self.checkCount(Double(at.count))
      // The clock runs a turn at every frame on the way to the last time.
      if let last = at.last, last * fps > Double(Self.maximumFrames) {
        throw reader.invalid(
          "--at",
          "'\(NumberText.text(last))' is more than \(Self.maximumFrames) frames away at "
            + "\(NumberText.text(fps)) fps; lower '--fps'")
      }
      return at
    }
    // The index of the last frame to sample; 1e-9 absorbs rounding in `time × fps`.
    let lastFrame: Double
    if let until {
      lastFrame = (until * fps + 1e-9).rounded(.down)
    } else {
      let end = endTime(defaultDuration: probe.1)
      guard end.isFinite else {
        let message: String
        if Float(speed) == 0 || repeatCount.isInfinite {
          let cause = Float(speed) == 0 ? "'--speed 0'" : "'--repeat inf'"
          message = "the animation never ends (\(cause))"
        } else {
          // Finite options whose end overflows: a huge duration, repeat or offset, or a
          // tiny speed dividing them.
          message = "the animation ends too late to sample (its end time overflows)"
        }
        throw UsageError(
          message: message + "; give '--until T' or '--at t1,t2,...' to say when sampling stops",
          command: ["animate"])
      }
      // One frame past the end: the first frame strictly after it.
      lastFrame = max(0, (end * fps + 1e-9).rounded(.down) + 1)
    }
    guard lastFrame.isFinite else {
      // A finite end times the frame rate can still overflow (`--begin 1e308`).
      throw UsageError(
        message: "the animation ends too late to sample at \(NumberText.text(fps)) fps (its "
          + "last frame's number overflows); give '--until T' or '--at t1,t2,...' to say when "
          + "sampling stops",
        command: ["animate"])
    }
    try Self.checkCount(lastFrame + 1)
    return (0...Int(lastFrame)).map { Double($0) / fps }
  }
  /// The animation's end in parent time, from the engine's timing rules; infinite when it
  /// never ends.
  func endTime(defaultDuration: Double) -> Double {
    var resolved = duration ?? 0
    switch kind {
    case .spring(let parameters) where duration == nil:
      resolved = Self.springAnimation(parameters).settlingDuration
    case .perceptualSpring(let perceptual, let bounce) where duration == nil:
      resolved =
        CASpringAnimation(perceptualDuration: perceptual, bounce: CGFloat(bounce)).duration
    default: break
    }
    let timing = MediaTiming(
      beginTime: begin ?? 0, duration: resolved > 0 ? resolved : defaultDuration,
      speed: Double(Float(speed)), timeOffset: offset, repeatCount: Double(Float(repeatCount)),
      repeatDuration: repeatDuration, autoreverses: autoreverses)
    return timing.endTime
  }

  /// Throws when the key is stored as a `Float` (opacity, shadowOpacity: a value of 1e39
  /// reads back infinite) and a value given for it does not fit one.
  private func checkFloatKey(_ reader: OptionReader) throws(UsageError) {
    let storesFloat = Runtime.withNew { _ -> Bool in
      let layer = CALayer()
      layer.setValue(1e39, forKeyPath: key)
      return (layer.value(forKeyPath: key) as? CGFloat).map { !$0.isFinite } ?? false
    }
    guard storesFloat else { return }
    let what = "'\(Quote.inline(key))'"
    for (option, value) in [("--model", model), ("--from", from), ("--to", to), ("--by", by)] {
      guard let value, let problem = OptionReader.floatProblem(value, storedAs: what) else {
        continue
      }
      throw reader.invalid(option, problem)
    }
    if case .keyframes(let frames) = kind {
      // Quoted as typed: the items line up with the values parsed from them.
      let items = (reader.value("--keyframes") ?? "").split(
        separator: ",", omittingEmptySubsequences: false)
      for (index, value) in frames.values.enumerated() {
        guard let problem = OptionReader.floatProblem(value, storedAs: what) else { continue }
        let item = index < items.count ? String(items[index]) : NumberText.text(value)
        throw reader.invalid("--keyframes", "'\(Quote.inline(item))' is \(problem)")
      }
    }
  }

  /// Keys that `value(forKeyPath:)` answers with a number but that are the layer's own
  /// timing, not animatable properties.
  static let timingKeys: Set<String> = [
    "speed", "timeOffset", "beginTime", "duration", "repeatCount", "repeatDuration",
  ]

  private static func checkCount(_ count: Double) throws(UsageError) {
    guard count <= Double(maximumSamples) else {
      let shown = count < 1e15 ? String(Int64(count)) : NumberText.text(count)
      throw UsageError(
        message: "too many samples (\(shown)); at most \(maximumSamples): lower '--fps', "
          + "shorten the animation, or give '--until' or '--at'",
        command: ["animate"])
    }
  }
}
