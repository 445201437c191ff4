import Foundation

/// The environment variable that makes `screenlab-bench presentation` the child of one size's
/// memory measurement: it runs the size's whole workload quietly and prints one line,
/// `bytes per layer: N`, the peak resident memory the size added in a process where nothing
/// ran before it.
let ownProcessMemoryVariable = "SCREENLAB_BENCH_OWN_PROCESS"

/// Whether this process is such a child.
var isOwnProcessMemoryChild: Bool {
  ProcessInfo.processInfo.environment[ownProcessMemoryVariable] == "1"
}

/// Runs the `presentation` suite at `size` alone in a new process of this executable and
/// returns the bytes per layer it prints; nil when the child could not run or printed no
/// figure.
///
/// The peak resident memory of a process is a high-water mark: once an earlier suite or size
/// (the `invalidation` suite's 1M nodes, in a full run) raised it, the memory a later size
/// adds does not show in it. In a process of its own, a size's peak is its own.
func bytesPerLayerInOwnProcess(size: Int, repetitions: Int) -> Double? {
  figureInOwnProcess(
    arguments: [
      "presentation", "--sizes", String(size), "--repetitions", String(repetitions),
    ], mode: "1", prefix: "bytes per layer: ")
}

/// Runs this executable again with `arguments` and ``ownProcessMemoryVariable`` set to `mode`,
/// and returns the number its output prints after `prefix`; nil when the child could not run
/// or printed no figure.
func figureInOwnProcess(arguments: [String], mode: String, prefix: String) -> Double? {
  guard let executable = Bundle.main.executableURL else { return nil }
  let child = Process()
  child.executableURL = executable
  child.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  environment[ownProcessMemoryVariable] = mode
  child.environment = environment
  let output = Pipe()
  child.standardOutput = output
  do { try child.run() } catch { return nil }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  child.waitUntilExit()
  guard child.terminationStatus == 0 else { return nil }
  for line in String(decoding: data, as: UTF8.self).split(separator: "\n")
  where line.hasPrefix(prefix) {
    return Double(line.dropFirst(prefix.count))
  }
  return nil
}
