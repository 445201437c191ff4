// screenlab-bench: ScreenLab against baselines measured in the same run
// (Docs/Building.md, "Benchmarks"). Suites:
//
//   swift run -c release screenlab-bench [invalidation] [presentation] [display] [swiftui]
//       [analyze] [--sizes 1000,10000,...] [--repetitions N] [--naive-limit N]
//       [--analyze-path DIR]
//
// With no suite named, every suite runs. Sizes apply to the suites that take them.

struct BenchOptions {
  var suites: [String] = []
  var sizes: [Int]?
  var repetitions = 5
  /// The naive invalidation baseline is quadratic-ish; above this size it takes minutes.
  var naiveLimit = 100_000
  /// Source trees the `analyze` suite measures besides its generated files.
  var analyzePaths: [String] = []

  static let allSuites = ["invalidation", "presentation", "display", "swiftui", "analyze"]
}

var options = BenchOptions()
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--sizes":
    guard let list = arguments.popFirst() else { fatalError("missing value for '--sizes'") }
    options.sizes = list.split(separator: ",").map { word in
      guard let size = Int(word), size > 0 else {
        fatalError("size '\(word)' must be a positive integer")
      }
      return size
    }
  case "--repetitions":
    guard let word = arguments.popFirst(), let count = Int(word), count > 0 else {
      fatalError("'--repetitions' needs a positive integer")
    }
    options.repetitions = count
  case "--naive-limit":
    guard let word = arguments.popFirst(), let limit = Int(word), limit >= 0 else {
      fatalError("'--naive-limit' needs a non-negative integer")
    }
    options.naiveLimit = limit
  case "--analyze-path":
    guard let path = arguments.popFirst() else { fatalError("missing value for '--analyze-path'") }
    options.analyzePaths.append(path)
  case let suite where BenchOptions.allSuites.contains(suite):
    options.suites.append(suite)
  default:
    fatalError(
      "unknown argument '\(argument)'; valid: \(BenchOptions.allSuites.joined(separator: ", ")), "
        + "--sizes, --repetitions, --naive-limit, --analyze-path")
  }
}
let suites = options.suites.isEmpty ? BenchOptions.allSuites : options.suites
for (position, suite) in suites.enumerated() {
  if position > 0 { print("") }
  switch suite {
  case "invalidation": runInvalidationBenchmark(options)
  case "display": runDisplayBenchmark(options)
  case "swiftui": runSwiftUIBenchmark(options)
  case "analyze": runAnalyzeBenchmark(options)
  default: runPresentationBenchmark(options)
  }
}
print(String(format: "peak resident memory: %.0f MiB", peakResidentMiB()))
