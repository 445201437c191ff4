import Foundation
import ScreenLabAnalysis

/// The peak memory of the `analyze` suite: what analyzing the generated files adds to a
/// process's peak resident memory, against what parsing them and keeping every tree adds (the
/// trees the analysis starts from). A peak is a high-water mark, so each figure comes from a
/// process of its own (``figureInOwnProcess(arguments:mode:prefix:)``): the bench runs itself
/// again as `analyze --sizes N --repetitions 1` with ``ownProcessMemoryVariable`` set to one
/// of ``AnalyzeMemoryMode``'s values, and the child prints `peak growth: <bytes>`.
enum AnalyzeMemoryMode: String, CaseIterable {
  /// Parse the files as the analysis does and keep every tree until all are parsed.
  case parse = "analyze-parse"
  /// The whole analysis, the rule families on two threads (the default).
  case analyze = "analyze-full"
  /// The whole analysis on one thread.
  case analyzeOneThread = "analyze-one-thread"

  /// The mode this process is the child of, if any.
  static var current: AnalyzeMemoryMode? {
    ProcessInfo.processInfo.environment[ownProcessMemoryVariable].flatMap(Self.init(rawValue:))
  }
}

/// The generated files of the `analyze` suite's size `size`.
func generatedFiles(_ size: Int) -> [SourceFile] {
  (0..<size).map { SourceFile(path: "Generated\($0).swift", text: syntheticSource($0)) }
}

/// The child's work: the resident memory after the sources are made, then the mode's work
/// once, then the growth of the peak over that resident memory. Ends the process.
func runAnalyzeMemoryChild(_ mode: AnalyzeMemoryMode, size: Int) -> Never {
  let files = generatedFiles(size)
  let before = residentBytes()
  var options = SourceAnalyzer.Options()
  options.runsConcurrently = mode != .analyzeOneThread
  let result =
    mode == .parse
    ? SourceAnalyzer.parseKeepingTrees(files)
    : SourceAnalyzer(options: options).analyze(files).findings.count
  blackHole(result)
  // The peak of this process's own memory map (`VmHWM`), not `getrusage`'s: Linux carries
  // `ru_maxrss` over `execve`, so a child would report its parent's peak.
  let peak = Double(residentHighWaterBytes())
  print(String(format: "peak growth: %.0f", max(0, peak - Double(before))))
  exit(0)
}

/// The suite's memory line for `size` generated files, or why there is none.
func analyzeMemoryLine(size: Int) -> String {
  var growth: [AnalyzeMemoryMode: Double] = [:]
  for mode in AnalyzeMemoryMode.allCases {
    growth[mode] = figureInOwnProcess(
      arguments: ["analyze", "--sizes", String(size), "--repetitions", "1"],
      mode: mode.rawValue, prefix: "peak growth: ")
  }
  guard let parse = growth[.parse], parse > 0, let analyze = growth[.analyze],
    let oneThread = growth[.analyzeOneThread]
  else { return "\(size) generated files: peak memory not measured (no child process)" }
  let mebibyte = 1_048_576.0
  return "\(size) generated files: "
    + String(format: "peak memory: %.2f× parse", analyze / parse)
    + String(format: " (analyze %.0f MiB", analyze / mebibyte)
    + String(format: ", on one thread %.2f× = %.0f MiB", oneThread / parse, oneThread / mebibyte)
    + String(
      format: "; parse keeping the trees %.0f MiB; each in a process of its own)", parse / mebibyte)
}

/// The peak resident memory of this process's memory map, in bytes (`VmHWM` in
/// `/proc/self/status`, which starts again at `execve`; 0 where the file is absent).
func residentHighWaterBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return 0
  }
  for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let kibibytes =
      line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
      ?? 0
    return kibibytes * 1024
  }
  return 0
}
