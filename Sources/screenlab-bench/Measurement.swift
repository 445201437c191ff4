#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timings of one workload: the median and spread of several repetitions.
struct Timing {
  let samples: [Duration]

  var median: Duration {
    let sorted = samples.sorted()
    return sorted[sorted.count / 2]
  }
  var seconds: Double { Self.seconds(median) }

  static func seconds(_ duration: Duration) -> Double {
    let (s, attoseconds) = duration.components
    return Double(s) + Double(attoseconds) * 1e-18
  }

  /// `median (min–max)` in a readable unit.
  var summary: String {
    let sorted = samples.sorted()
    return
      "\(Self.format(median)) (\(Self.format(sorted[0]))–\(Self.format(sorted[sorted.count - 1])))"
  }

  static func format(_ duration: Duration) -> String {
    let s = seconds(duration)
    if s >= 1 { return String(format: "%.2f s", s) }
    if s >= 1e-3 { return String(format: "%.2f ms", s * 1e3) }
    return String(format: "%.1f µs", s * 1e6)
  }
}

/// Keeps `value` alive so the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
  blackHoleCount &+= 1
}
nonisolated(unsafe) var blackHoleCount = 0

/// Returns `value` through a call the optimizer cannot see into, so work that depends on it
/// is not hoisted out of a timing loop.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// Runs `body` once to warm up, then `repetitions` times, timing each run.
func measure<T>(repetitions: Int, _ body: () -> T) -> Timing {
  let clock = ContinuousClock()
  blackHole(body())
  var samples: [Duration] = []
  for _ in 0..<repetitions {
    let start = clock.now
    let result = body()
    samples.append(clock.now - start)
    blackHole(result)
  }
  return Timing(samples: samples)
}

/// Peak resident memory of this process, in MiB.
func peakResidentMiB() -> Double {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return Double(usage.ru_maxrss) / 1024
}

extension String {
  init(format: String, _ value: Double) {
    var buffer = [CChar](repeating: 0, count: 512)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
    self = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
