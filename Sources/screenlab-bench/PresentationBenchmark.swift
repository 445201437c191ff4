import ScreenLab

/// Presentation: every layer runs an opacity and a position animation (easeInEaseOut); per
/// 120 Hz frame, the runtime's turn (commit, animation lifecycle) and the evaluation of every
/// layer's presentation values. The baseline evaluates the same animations from plain
/// values, re-solving each Bézier by bisection per property per frame.
///
/// The per-layer paths (`presentation()`, `presentationValue(forKeyPath:)`, the evaluator) are
/// timed on a new frame each run (the clock moves, untimed, before every run), so a run never
/// reads what an earlier one cached; they are reported as ratios against the render server.
@MainActor
func runPresentationBenchmark(_ options: BenchOptions) {
  let sizes = options.sizes ?? [1_000, 10_000, 100_000]
  let budget = FrameRate.hz120.frameDuration
  let quiet = isOwnProcessMemoryChild
  if quiet {
    for size in sizes { runPresentationSize(size, options, quiet: true) }
    exit(0)
  }
  print("ScreenLab benchmark — presentation, 2 running animations per layer (easeInEaseOut)")
  print(
    "median of \(options.repetitions) frames after one warm-up, (min–max); "
      + String(format: "120 Hz budget %.2f ms", budget * 1000))
  print("")
  for size in sizes { runPresentationSize(size, options, quiet: false) }
}

/// One size of the presentation suite. `quiet`: the child of the memory measurement
/// (``bytesPerLayerInOwnProcess(size:repetitions:)``), which runs the same work and prints
/// only its bytes per layer.
@MainActor
private func runPresentationSize(_ size: Int, _ options: BenchOptions, quiet: Bool) {
  let budget = FrameRate.hz120.frameDuration
  var inProcessGrowth = 0.0
  let residentBefore = residentBytes()
  let peakBefore = peakResidentMiB()
  Runtime.withNew(frameRate: .hz120) { runtime in
    runtime.trace.isEnabled = false
    let layers = (0..<size).map { _ in CALayer() }
    runtime.runTurn()
    var naive: [NaiveLayer] = []
    naive.reserveCapacity(size)
    for (index, layer) in layers.enumerated() {
      let duration = 2 + Double(index % 7) * 0.25
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = duration
      fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      let target = CGPoint(x: Double(index % 640), y: Double(index % 480))
      let move = CABasicAnimation(keyPath: "position")
      move.fromValue = NSValue(cgPoint: .zero)
      move.toValue = NSValue(cgPoint: target)
      move.duration = 3
      move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      // The benchmark reads presentation values mid-flight; the model is left as it is.
      // screenlab:ignore SL201
      layer.add(fade, forKey: "fade")
      // screenlab:ignore SL201
      layer.add(move, forKey: "move")
      naive.append(
        NaiveLayer(
          opacity: NaiveAnimation(begin: 0, duration: duration, from: [0, 0], to: [1, 0]),
          position: NaiveAnimation(
            begin: 0, duration: 3, from: [0, 0], to: [Double(target.x), Double(target.y)])))
    }
    runtime.advance(frames: 12)  // commit at t = 0, then 0.1 s into the animations
    let evaluator = PresentationEvaluator()
    guard let opacity = PresentationKeyPath("opacity"),
      let position = PresentationKeyPath("position")
    else { preconditionFailure("the opacity and position key paths parse") }
    func evaluateAll() -> Double {
      var sum = 0.0
      for layer in layers where evaluator.evaluate(layer) {
        sum += evaluator.number(opacity) ?? 0
        sum += Double(evaluator.point(position)?.x ?? 0)
      }
      return sum
    }
    // Every answer is checked against the baseline before any time is printed.
    let check = evaluateAll()
    let expected = naive.reduce(0.0) { $0 + $1.evaluate(at: runtime.now) }
    precondition(
      abs(check - expected) <= 1e-6 * Double(size),
      "presentation differs: \(check) vs \(expected)")
    let renderer = PresentationRenderer(runtime: runtime)
    func renderAll() -> Double {
      renderer.renderFrame()
      var sum = 0.0
      renderer.forEachNumericValue { _, _, value in sum += value.x }
      return sum
    }
    let rendered = renderAll()
    precondition(
      abs(rendered - expected) <= 1e-6 * Double(size),
      "rendered frame differs: \(rendered) vs \(expected), \(renderer.renderFrame()) values")
    // The public per-layer path: what UIKit and Core Animation code writes.
    func presentAll() -> Double {
      var sum = 0.0
      for layer in layers {
        guard let presentation = layer.presentation() else { continue }
        sum += Double(presentation.opacity)
        sum += Double(presentation.position.x)
      }
      return sum
    }
    // The public key-path path: one key path a call, the `Any?` answer cast back to a number
    // as its callers write it (the casts are the caller's, in the Swift runtime). The Sync
    // kernel (`Screen.set(_:presentationOf:keyPath:)`) reads the typed value instead.
    func presentationValues() -> Double {
      var sum = 0.0
      for layer in layers {
        sum += Double(layer.presentationValue(forKeyPath: "opacity") as? CGFloat ?? 0)
        sum += Double(layer.presentationValue(forKeyPath: "position.x") as? CGFloat ?? 0)
      }
      return sum
    }
    for (name, value) in [("presentation()", presentAll()), ("values", presentationValues())] {
      precondition(
        abs(value - expected) <= 1e-6 * Double(size),
        "\(name) differs: \(value) vs \(expected)")
    }
    let turn = measure(repetitions: options.repetitions) { () -> Int in
      runtime.advance(frames: 1)
      return 0
    }
    let nextFrame = { runtime.advance(frames: 1) }
    let render = measure(repetitions: options.repetitions, setup: nextFrame) { renderAll() }
    let computeOnly = measure(repetitions: options.repetitions, setup: nextFrame) {
      renderer.renderFrame()
    }
    let evaluation = measure(repetitions: options.repetitions, setup: nextFrame) {
      evaluateAll()
    }
    let presentations = measure(repetitions: options.repetitions, setup: nextFrame) {
      presentAll()
    }
    let keyPathValues = measure(repetitions: options.repetitions, setup: nextFrame) {
      presentationValues()
    }
    // A new time every run: with a fixed time the optimizer hoists the whole loop out of
    // the timing (0.1 µs for 100k layers).
    let baseline = measure(repetitions: options.repetitions, setup: nextFrame) { () -> Double in
      let now = opaque(runtime.now)
      return opaque(naive).reduce(0.0) { $0 + $1.evaluate(at: now) }
    }
    // Peak resident memory this size added (the model layers, their animations and
    // presentation copies, the renderer's store, the baseline's plain values) over the
    // layer count. Only a process where nothing ran before shows it (a peak is a
    // high-water mark): the figure printed is the one of a child process that runs this
    // size alone.
    let peak = peakResidentMiB()
    let grown =
      peak > peakBefore
      ? peak * 1_048_576 - Double(residentBefore) : Double(residentBytes() - residentBefore)
    if quiet {
      print(String(format: "bytes per layer: %.0f", max(0, grown) / Double(size)))
      return
    }
    // A frame: the turn (commit, lifecycle) plus evaluating every presentation value;
    // what a consumer then does with the values is reported apart.
    let frame = turn.seconds + computeOnly.seconds
    print("\(size) layers (\(2 * size) animations)")
    print("  ScreenLab turn (lifecycle)       \(turn.summary)")
    print("  ScreenLab evaluate all values    \(computeOnly.summary)")
    print("  … and read them all back         \(render.summary)")
    print("  ScreenLab per-layer evaluator    \(evaluation.summary)")
    print("  ScreenLab presentation() a layer \(presentations.summary)")
    print("  presentationValue(forKeyPath:)×2 \(keyPathValues.summary)")
    printRatio(
      "presentation() / evaluate ", presentations.seconds / computeOnly.seconds,
      " (per-layer copies vs render server)")
    printRatio("presentation() / read back", presentations.seconds / render.seconds)
    printRatio("evaluator / evaluate      ", evaluation.seconds / computeOnly.seconds)
    printRatio("key-path values / evaluate", keyPathValues.seconds / computeOnly.seconds)
    print(
      String(
        format: "  ScreenLab frame (turn + evaluate) %.3f ms = %.0f%% of the 120 Hz budget",
        frame * 1000, frame / budget * 100))
    print("  baseline (bisection) values      \(baseline.summary)")
    printRatio(
      "evaluate                  ", baseline.seconds / computeOnly.seconds,
      " (the baseline is a bare loop)")
    print(
      String(
        format: "  ns per animation (evaluate)      %.1f",
        computeOnly.seconds / Double(2 * size) * 1e9))
    inProcessGrowth = max(0, grown) / Double(size)
  }
  if quiet { return }
  if let own = bytesPerLayerInOwnProcess(size: size, repetitions: options.repetitions) {
    print(String(format: "  bytes per layer: %.0f (the size alone in a process)", own))
  } else {
    print(
      String(
        format: "  bytes per layer: %.0f (in this process: what ran before may hide it)",
        inProcessGrowth))
  }
  print("")
}

/// Prints `  ratio <label> <value>×<note>`, the value with two decimals; the labels carry
/// their own padding, so the values line up.
private func printRatio(_ label: String, _ value: Double, _ note: String = "") {
  print("  ratio " + label + String(format: " %.2f×", value) + note)
}

/// One scalar or 2-D animation of the baseline, from plain values.
struct NaiveAnimation {
  let begin: Double
  let duration: Double
  let from: SIMD2<Double>
  let to: SIMD2<Double>

  /// easeInEaseOut (0.42, 0, 0.58, 1), solved by bisection on the curve parameter to 1e-12.
  static func easeInEaseOut(_ x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    var t = x
    while high - low > 1e-12 {
      t = (low + high) / 2
      if bezier(t, 0.42, 0.58) < x { low = t } else { high = t }
    }
    return bezier((low + high) / 2, 0, 1)
  }

  func value(at time: Double) -> SIMD2<Double> {
    let p = min(1, max(0, (time - begin) / duration))
    return from + (to - from) * Self.easeInEaseOut(p)
  }
}

struct NaiveLayer {
  let opacity: NaiveAnimation
  let position: NaiveAnimation

  /// The same sum the ScreenLab loop computes: opacity plus position.x.
  func evaluate(at time: Double) -> Double {
    opacity.value(at: time).x + position.value(at: time).x
  }
}
