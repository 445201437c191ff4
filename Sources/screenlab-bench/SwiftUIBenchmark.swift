import BenchmarkWorkloads
import ScreenLab

/// SwiftUI updates: graphs of `size` user views where one change has 10 readers
/// (Docs/Semantics/SwiftUI.md §3.4). Per update: the write, the run-loop turn, the 10 body
/// evaluations. The cost must stay flat in the graph's size (100k / 1k ≤ 2); body evaluations per
/// second are reported.
@MainActor
func runSwiftUIBenchmark(_ options: BenchOptions) {
  let sizes = options.sizes ?? [1_000, 100_000]
  let updates = 200
  print("ScreenLab benchmark — SwiftUI update, one change with 10 readers")
  print(
    "median of \(options.repetitions) runs of \(updates) updates after one warm-up, (min–max)")
  print("")
  var perUpdate: [Int: [String: Double]] = [:]
  for size in sizes {
    Runtime.withNew { runtime in
      runtime.trace.isEnabled = false
      let model = ScaleModel()
      let keeper = ScaleBindingKeeper()
      let clock = ContinuousClock()
      let start = clock.now
      let host = ViewHost(
        rootView: ScaleScreen(model: model, keeper: keeper, size: size), runtime: runtime)
      host.keepsRecords = false
      let mount = clock.now - start
      print("\(size) views: mounted in \(Timing.format(mount)) (\(host.evaluationCount) bodies)")
      print(
        String(
          format: "  mount per view: %.2f µs", Timing.seconds(mount) / Double(size) * 1e6))
      for channel in ["observed", "state"] {
        let before = host.evaluationCount
        let timing = measure(repetitions: options.repetitions) { () -> Int in
          for _ in 0..<updates {
            if channel == "observed" {
              model.value += 1
            } else {
              keeper.binding?.wrappedValue += 1
            }
            runtime.runTurn()
          }
          return host.evaluationCount
        }
        let runs = options.repetitions + 1
        let bodies = (host.evaluationCount - before) / (runs * updates)
        let seconds = timing.seconds / Double(updates)
        perUpdate[size, default: [:]][channel] = seconds
        // Baseline: the same write and the same bodies, called directly in a loop.
        var directTick = 0
        let tick = Binding(get: { directTick }, set: { directTick = $0 })
        let direct = measure(repetitions: options.repetitions) { () -> Int in
          var built = 0
          for _ in 0..<updates {
            if channel == "observed" {
              model.value += 1
              for _ in 0..<bodies { blackHole(ScaleModelRow(model: opaque(model)).body) }
            } else {
              tick.wrappedValue += 1
              for _ in 0..<bodies { blackHole(ScaleStateRow(tick: opaque(tick)).body) }
            }
            built += bodies
          }
          return built
        }
        let directSeconds = direct.seconds / Double(updates)
        print(
          "  \(channel): \(bodies) bodies per update, "
            + "\(Timing.format(.nanoseconds(Int64(seconds * 1e9)))) per update, "
            + String(format: "%.0f bodies/s", Double(bodies) / seconds))
        print(
          "  \(channel): the same bodies called directly "
            + "\(Timing.format(.nanoseconds(Int64(directSeconds * 1e9)))) per update")
        print(
          String(
            format: "  \(channel): overhead per body: %.2f µs",
            (seconds - directSeconds) / Double(max(bodies, 1)) * 1e6))
      }
    }
    printWarmMount(size: size, repetitions: options.repetitions)
  }
  if let small = sizes.first, let large = sizes.last, small != large {
    for channel in ["observed", "state"] {
      guard let a = perUpdate[small]?[channel], let b = perUpdate[large]?[channel] else { continue }
      print(String(format: "ratio \(large) / \(small) (\(channel)): %.2f (target ≤ 2)", b / a))
    }
  }
}

/// Mounts the screen again in a runtime of its own, the median of `repetitions` mounts after
/// one warm-up. The first mount (`mount per view`) also pays what a process pays once: the
/// Swift runtime's first conformance lookups and metadata of each view type, most of a 1k
/// mount (Docs/Performance.md, `swiftui`).
@MainActor
private func printWarmMount(size: Int, repetitions: Int) {
  Runtime.withNew { runtime in
    runtime.trace.isEnabled = false
    let timing = measure(repetitions: repetitions) { () -> ViewHost<ScaleScreen> in
      let host = ViewHost(
        rootView: ScaleScreen(model: ScaleModel(), keeper: ScaleBindingKeeper(), size: size),
        runtime: runtime)
      host.keepsRecords = false
      return host
    }
    blackHole(0)  // releases the last host inside its runtime's scope
    let perView = timing.samples.map { Timing.seconds($0) / Double(size) * 1e6 }.sorted()
    print(
      String(
        format: "  mount per view, after a warm-up: %.2f µs (%.2f–%.2f)",
        Timing.seconds(timing.median) / Double(size) * 1e6, perView[0], perView[perView.count - 1]))
  }
}
