// screenlab-bench: ScreenLab against baselines measured in the same run
// (Docs/Building.md, "Benchmarks"). Suites:
//
//   swift run -c release screenlab-bench [invalidation] [presentation] [display] [swiftui]
//       [analyze] [scenario] [--sizes 1000,10000,...] [--repetitions N] [--naive-limit N]
//       [--analyze-path DIR]...
//
// With no suite named, every suite runs. Sizes apply to the suites that take them. Options
// are handled as `screenlab` handles them (Docs/CLI.md §9): `--name value` or
// `--name=value`, each once (`--analyze-path` repeats), `--` ends them; `--help` prints the
// usage and exits 0; a bad argument is one line on standard error and exit status 64.
import Foundation

struct BenchOptions {
  var suites: [String] = []
  var sizes: [Int]?
  var repetitions = 5
  /// The naive invalidation baseline is quadratic-ish; above this size it takes minutes.
  var naiveLimit = 100_000
  /// Source trees the `analyze` suite measures besides its generated files.
  var analyzePaths: [String] = []

  static let allSuites = [
    "invalidation", "presentation", "display", "swiftui", "analyze", "scenario",
  ]
  static let valueOptions = ["--sizes", "--repetitions", "--naive-limit", "--analyze-path"]
  /// The largest size and repetition count accepted (beyond them a run would not end in a
  /// day or would not fit in memory).
  static let maximumSize = 10_000_000
  static let maximumRepetitions = 1_000

  static let usage = """
    OVERVIEW: Time ScreenLab's kernels against baselines measured in the same run.

    USAGE: screenlab-bench [<suite> ...] [--sizes N,N,...] [--repetitions N]
                           [--naive-limit N] [--analyze-path DIR ...]

    SUITES (all when none is named):
      invalidation, presentation, display, swiftui, analyze, scenario

    OPTIONS:
      --sizes N,N,...     Problem sizes, positive integers up to 10000000 (each suite has
                          its own default; scenario: the virtual seconds, 60).
      --repetitions N     Measured runs per size, 1 to 1000 (default: 5).
      --naive-limit N     Largest size the naive invalidation baseline runs at (default:
                          100000).
      --analyze-path DIR  A source tree for the analyze suite; may be repeated.
      -h, --help          Show this help.

    EXIT STATUS: 0 done, 64 usage error.

    """

  /// A usage error: one line, then the process ends with EX_USAGE.
  static func fail(_ message: String) -> Never {
    var line = "error: \(message); see 'screenlab-bench --help'\n"
    // Straight to the descriptor: nothing to trap on when standard error is closed.
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(64)
  }

  static func integer(_ text: String, for name: String, in range: ClosedRange<Int>) -> Int {
    guard let value = Int(text), range.contains(value) else {
      fail(
        "invalid value '\(quoted(text))' for '\(name)': must be an integer from "
          + "\(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  /// Input as quoted in a message: control characters escaped, long input cut.
  static func quoted(_ text: String) -> String {
    let shown = text.count > 80 ? String(text.prefix(40)) + "\u{2026}" : text
    return String(
      shown.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
  }

  /// Reads `arguments` (without the program name).
  static func parse(_ arguments: [String]) -> BenchOptions {
    var options = BenchOptions()
    var given: Set<String> = []
    var rest = arguments[...]
    var positionalOnly = false
    while let argument = rest.popFirst() {
      if !positionalOnly, argument == "--" {
        positionalOnly = true
        continue
      }
      guard !positionalOnly, argument.hasPrefix("-") else {
        guard allSuites.contains(argument) else {
          fail(
            "unknown suite '\(quoted(argument))'; valid suites: "
              + allSuites.joined(separator: ", "))
        }
        guard !options.suites.contains(argument) else {
          fail("suite '\(argument)' named more than once")
        }
        options.suites.append(argument)
        continue
      }
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      if name == "--help" || name == "-h" {
        guard inline == nil else { fail("option '\(name)' takes no value") }
        print(usage, terminator: "")
        exit(0)
      }
      guard valueOptions.contains(name) else {
        fail(
          "unknown option '\(quoted(argument))'; valid options: "
            + (valueOptions + ["--help", "-h"]).joined(separator: ", "))
      }
      guard let value = inline ?? rest.popFirst() else { fail("missing value for '\(name)'") }
      if name != "--analyze-path" {
        guard given.insert(name).inserted else {
          fail("option '\(name)' given more than once; give it once")
        }
      }
      switch name {
      case "--sizes":
        let items = value.split(separator: ",", omittingEmptySubsequences: false)
        options.sizes = items.map { item in
          guard let size = Int(item), (1...maximumSize).contains(size) else {
            fail(
              "invalid value '\(quoted(value))' for '--sizes': '\(quoted(String(item)))' is "
                + "not an integer from 1 to \(maximumSize)")
          }
          return size
        }
      case "--repetitions":
        options.repetitions = integer(value, for: name, in: 1...maximumRepetitions)
      case "--naive-limit":
        options.naiveLimit = integer(value, for: name, in: 0...maximumSize)
      default:
        guard !value.isEmpty else { fail("invalid value '' for '--analyze-path': empty path") }
        options.analyzePaths.append(value)
      }
    }
    return options
  }
}

let options = BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
let suites = options.suites.isEmpty ? BenchOptions.allSuites : options.suites
for (position, suite) in suites.enumerated() {
  if position > 0 { print("") }
  switch suite {
  case "invalidation": runInvalidationBenchmark(options)
  case "display": runDisplayBenchmark(options)
  case "swiftui": runSwiftUIBenchmark(options)
  case "analyze": runAnalyzeBenchmark(options)
  case "scenario": runScenarioBenchmark(options)
  default: runPresentationBenchmark(options)
  }
}
print(String(format: "peak resident memory: %.0f MiB", peakResidentMiB()))
