import ScreenLab
import ScreenLabSeeds

/// Scenario: lesson 004's drag (the seed's `BoardScreen`, a finger sampled at 240 Hz on a
/// 120 Hz display) held for 60 virtual seconds, as the lesson runs it (trace and evaluation
/// records on). The baseline is real time: how many virtual seconds the run covers per wall
/// second (`virtual/wall`), after the samples, frames and updates are checked.
@MainActor
func runScenarioBenchmark(_ options: BenchOptions) {
  // `--sizes` gives the virtual seconds here (a short run for callgrind).
  let seconds = Double(options.sizes?.first ?? 60)
  print(
    "ScreenLab benchmark — scenario: the drag lesson (240 Hz finger, 120 Hz display), "
      + "\(ScreenValue.number(seconds)) virtual seconds")
  print("median of \(options.repetitions) runs after one warm-up, (min–max)")
  print("")
  var last: (samples: Int, frames: Int, updates: Int, bodies: Int) = (0, 0, 0, 0)
  let timing = measure(repetitions: options.repetitions) { () -> Int in
    Runtime.withNew(frameRate: .hz120) { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      guard let start = host.location(of: "DragCard"),
        let script = try? TouchScript.drag(
          from: start, to: CGPoint(x: start.x + 300, y: start.y + 100), duration: seconds,
          samplesPerSecond: 240)
      else { preconditionFailure("the drag card is on screen and the script is valid") }
      let turns = runtime.turnCount
      let evaluations = host.evaluationCount
      runtime.play(script, to: host)
      runtime.advance(to: script.duration)
      runtime.advance(frames: 1)
      last = (
        host.touchStatistics.samples, runtime.turnCount - turns, host.updateCount,
        host.evaluationCount - evaluations
      )
      return last.frames
    }
  }
  // Every sample delivered, a frame per 120 Hz tick, at most one update per frame.
  // A run that did not do this measured something else: one line, status 70 (EX_SOFTWARE).
  var problems: [String] = []
  if last.samples != Int((seconds * 240).rounded()) + 2 {
    problems.append("samples \(last.samples)")
  }
  if last.frames < Int(seconds * 120) { problems.append("frames \(last.frames)") }
  if last.updates > last.frames + 1 { problems.append("updates \(last.updates)") }
  if !problems.isEmpty {
    var line =
      "error: scenario: the drag run is not the lesson's (\(problems.joined(separator: ", ")))\n"
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(70)
  }
  print(
    "  samples \(last.samples), frames \(last.frames), updates \(last.updates), "
      + "bodies \(last.bodies)")
  print("  wall time                        \(timing.summary)")
  print(String(format: "  virtual/wall: %.0f×", seconds / timing.seconds))
}
