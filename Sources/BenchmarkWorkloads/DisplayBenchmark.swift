import HeadlessUIKit
import Runtime

/// The display-request benchmark (lesson 000's open question DZ1 at scale: many requests,
/// one draw per view, Docs/Semantics/UIKit.md §4), for the bench executable.
///
/// `views` drawn views sit in a visible window; after their first display, one turn receives
/// `requestsPerView` `setNeedsDisplay()` calls per view (interleaved across views) and the
/// turn's display pass draws each view once. The baseline does the same work with a draw on
/// every request (what happens without coalescing). Trace recording and value snapshots are
/// off in both, so the numbers measure the cycle itself.
@MainActor
public enum DisplayBenchmark {
  /// What one run measured.
  public struct Result: Sendable, CustomStringConvertible {
    public let requests: Int
    /// Draws in the measured turn (must equal the number of views).
    public let draws: Int
    /// Nanoseconds per `setNeedsDisplay()` call (the request loop alone).
    public let nanosecondsPerRequest: Double
    /// Nanoseconds per request including the display pass that drew every view once.
    public let nanosecondsPerRequestWithDisplay: Double
    /// Nanoseconds per request of the draw-every-request baseline.
    public let baselineNanosecondsPerRequest: Double
    /// Draws of the baseline (equal to `requests`).
    public let baselineDraws: Int

    /// How many times faster than the baseline (display pass included).
    public var speedup: Double {
      baselineNanosecondsPerRequest / nanosecondsPerRequestWithDisplay
    }

    public var description: String {
      "\(requests) requests -> \(draws) draws: "
        + "\(ScreenValue.number((nanosecondsPerRequest * 100).rounded() / 100)) ns/request, "
        + "\(ScreenValue.number((nanosecondsPerRequestWithDisplay * 100).rounded() / 100)) "
        + "ns/request with the display pass; "
        + "baseline \(baselineDraws) draws: "
        + "\(ScreenValue.number((baselineNanosecondsPerRequest * 100).rounded() / 100)) ns/request "
        + "(x\(ScreenValue.number((speedup * 10).rounded() / 10)))"
    }
  }

  /// Runs the benchmark (default: 1 000 000 requests over 10 000 views).
  ///
  /// The library never reads a real clock: `timer` runs a closure and returns the seconds it
  /// took, measured by the caller (the `screenlab-bench` executable).
  public static func run(
    views: Int = 10_000, requestsPerView: Int = 100, timer: (() -> Void) -> Double
  ) -> Result {
    precondition(views > 0 && requestsPerView > 0, "DisplayBenchmark: counts must be positive")
    return Runtime.withNew { runtime in
      runtime.trace.isEnabled = false
      let cycle = DisplayCycle.of(runtime)
      cycle.recordsDrawnValues = false
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
      window.makeKeyAndVisible()
      var list: [BenchmarkView] = []
      list.reserveCapacity(views)
      for index in 0..<views {
        let view = BenchmarkView(
          frame: CGRect(x: CGFloat(index % 100) * 10, y: CGFloat(index / 100), width: 8, height: 8)
        )
        window.addSubview(view)
        list.append(view)
      }
      runtime.runTurn()
      // The timed loop calls `setNeedsDisplay()` and nothing else. Iterating the captured
      // `var` from this module (the optimizer cannot see into `setNeedsDisplay()` here)
      // reloaded the array after each call behind a dynamic exclusivity check and retained
      // and released every view, through the side table that the layer's weak delegate gives
      // it: ~185 of the ~200 instructions a request cost (callgrind), where inside
      // HeadlessUIKit the same loop had compiled to the call alone. `list` keeps the views
      // alive; the loop borrows them unretained. It borrows through `borrowing(_:)`, declared
      // here: the main-actor closure handed straight to the standard library's
      // `_withUnsafeGuaranteedRef` (a module without strict concurrency checking) carried a
      // dynamic check of the current executor on every call (SE-0423), some 330 instructions
      // a request (callgrind), around a request path of about 20.
      let drawn = list.map { Unmanaged.passUnretained($0) }
      let requestsElapsed = withExtendedLifetime(list) {
        timer {
          for _ in 0..<requestsPerView {
            for view in drawn { view.borrowing { $0.setNeedsDisplay() } }
          }
        }
      }
      let displayElapsed = timer { runtime.runTurn() }
      let draws = cycle.lastTurn.draws

      // Baseline: every request draws at once (no coalescing), through the same draw path.
      var baselineDraws = 0
      let baselineElapsed = timer {
        for _ in 0..<requestsPerView {
          for view in list {
            cycle.draw(view, in: view.bounds)
            baselineDraws += 1
          }
        }
      }
      let requests = views * requestsPerView
      return Result(
        requests: requests, draws: draws,
        nanosecondsPerRequest: requestsElapsed * 1e9 / Double(requests),
        nanosecondsPerRequestWithDisplay: (requestsElapsed + displayElapsed) * 1e9
          / Double(requests),
        baselineNanosecondsPerRequest: baselineElapsed * 1e9 / Double(requests),
        baselineDraws: baselineDraws)
    }
  }

}

/// A small drawn view: one filled rect per draw.
final class BenchmarkView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.systemBlue.setFill()
    UIRectFill(rect)
  }
}

extension Unmanaged {
  /// Calls `body` with the instance, neither retained nor released (the caller keeps it
  /// alive). Declared in this strictly checked module so that a main-actor closure passed
  /// here needs no dynamic isolation check.
  @inline(__always)
  fileprivate func borrowing<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }
}
