import BenchmarkWorkloads
import ScreenLab

/// Display: 1M `setNeedsDisplay()` calls spread over 10k views in one turn must give exactly
/// 10k draws; ns per request against a baseline that draws on every request.
@MainActor
func runDisplayBenchmark(_ options: BenchOptions) {
  let views = options.sizes?.first ?? 10_000
  print("ScreenLab benchmark — display requests, \(views) views × 100 requests in one turn")
  print("median of \(options.repetitions) runs after one warm-up, (min–max)")
  print("")
  let timer: (() -> Void) -> Double = { body in
    let clock = ContinuousClock()
    let start = clock.now
    body()
    return Timing.seconds(clock.now - start)
  }
  blackHole(DisplayBenchmark.run(views: views, requestsPerView: 100, timer: timer))
  let results = (0..<options.repetitions).map { _ in
    DisplayBenchmark.run(views: views, requestsPerView: 100, timer: timer)
  }
  precondition(results.allSatisfy { $0.draws == views }, "draws differ from the view count")
  func summary(_ values: [Double]) -> String {
    let sorted = values.sorted()
    return String(
      format: "%.1f ns (%.1f–%.1f)", sorted[sorted.count / 2], sorted[0], sorted[sorted.count - 1])
  }
  let requests = results.map(\.nanosecondsPerRequest)
  let withDisplay = results.map(\.nanosecondsPerRequestWithDisplay)
  let baseline = results.map(\.baselineNanosecondsPerRequest)
  print("  requests → draws                 \(results[0].requests) → \(results[0].draws)")
  print("  ScreenLab per request            \(summary(requests))")
  print("  ScreenLab per request + display  \(summary(withDisplay))")
  print(
    "  baseline (draw per request)      \(summary(baseline))  (\(results[0].baselineDraws) draws)")
  let sortedWith = withDisplay.sorted()
  let sortedBase = baseline.sorted()
  print(
    String(
      format: "  ratio (with display)             %.1f×",
      sortedBase[sortedBase.count / 2] / sortedWith[sortedWith.count / 2]))
}
