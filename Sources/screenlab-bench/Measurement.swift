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
///
/// The value is stored where the optimizer cannot see it read: with only
/// `withExtendedLifetime`, a pure computation's result (the presentation baseline's sum) was
/// dead, and the computation was dropped (0.1 µs for 100k layers).
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
  blackHoleSink = value
  blackHoleCount &+= 1
}
nonisolated(unsafe) var blackHoleCount = 0
nonisolated(unsafe) var blackHoleSink: Any?

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

/// Runs `body` once to warm up, then `repetitions` times, timing each run; `setup` runs before
/// every run, untimed (to move the clock, so that no run reuses what the previous one cached).
func measure<T>(repetitions: Int, setup: () -> Void, _ body: () -> T) -> Timing {
  let clock = ContinuousClock()
  setup()
  blackHole(body())
  var samples: [Duration] = []
  for _ in 0..<repetitions {
    setup()
    let start = clock.now
    let result = body()
    samples.append(clock.now - start)
    blackHole(result)
  }
  return Timing(samples: samples)
}

/// Resident memory of this process now, in bytes (the second field of `/proc/self/statm`, in
/// pages; 0 where the file is absent).
func residentBytes() -> Int {
  guard let file = fopen("/proc/self/statm", "r") else { return 0 }
  defer { fclose(file) }
  var buffer = [CChar](repeating: 0, count: 128)
  guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
  let text = String(
    decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  let fields = text.split(separator: " ")
  guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Peak resident memory of this process, in MiB: the high-water mark of its own memory map
/// (``residentHighWaterBytes()``). Not `getrusage`'s `ru_maxrss`, where that file is present:
/// Linux carries `ru_maxrss` over `execve` (and a spawned child starts from its parent's
/// memory map), so a child of the bench would start with its parent's peak.
func peakResidentMiB() -> Double {
  let highWater = residentHighWaterBytes()
  if highWater > 0 { return Double(highWater) / 1_048_576 }
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
