import ScreenLab
import ScreenLabTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func workload(size: Int, shuffled: Bool) -> [ViewNode] {
  var nodes = (0..<size).map { i in
    ViewNode("v\(i)", parent: i == 0 ? nil : "v\((i - 1) / 4)", reads: i % 100 == 50 ? ["k"] : [])
  }
  if shuffled {
    var rng = SplitMix64(seed: 0x5C12_EE1A)
    nodes.shuffle(using: &rng)
  }
  return nodes
}

/// Invalidation: the indexed kernel against the seeds' algorithm (linear scans), fan-out 4,
/// 1% readers, the key owned by the root, breadth-first and shuffled node orders.
func runInvalidationBenchmark(_ options: BenchOptions) {
  let sizes = options.sizes ?? [1_000, 10_000, 100_000, 1_000_000]
  let repetitions = options.repetitions
  let naiveLimit = options.naiveLimit
  let storage: [String: Storage] = ["k": .state(owner: "v0")]
  // Where printed lines go: /dev/null, so the printing path pays for a real write.
  let devNull = fopen("/dev/null", "w")
  print("ScreenLab benchmark — invalidation, fan-out 4, 1% readers, key owned by the root")
  print("median of \(repetitions) runs after one warm-up, (min–max); ratio = baseline / ScreenLab")
  print("")

  var previous: (size: Int, classify: Double, line: Double)?
  for size in sizes {
    for shuffled in [false, true] {
      let nodes = workload(size: size, shuffled: shuffled)
      let order = shuffled ? "shuffled" : "breadth-first"
      let build = measure(repetitions: repetitions) { ViewTree(nodes: nodes, storage: storage) }
      let tree = ViewTree(nodes: nodes, storage: storage)
      let fastClassify = measure(repetitions: repetitions) { tree.recomputes(for: "k") }
      let fastLine = measure(repetitions: repetitions) { () -> Int in
        let line = tree.changeLine("degisim", key: "k")
        fputs(line, devNull)
        return line.utf8.count
      }
      // Every answer is checked against the baseline before any ratio is printed.
      let naive = NaiveTree(nodes: nodes, storage: storage)
      print("\(size) nodes, \(order) (\(tree.recomputes(for: "k").count) readers)")
      print("  ScreenLab index build         \(build.summary)")
      print("  ScreenLab classify            \(fastClassify.summary)")
      print("  ScreenLab change line + write \(fastLine.summary)")
      if size <= naiveLimit {
        let (naiveLineText, naiveHits) = naive.changeLine("degisim", key: "k")
        precondition(naiveHits == tree.recomputes(for: "k"), "classification differs at \(size)")
        precondition(
          naiveLineText == tree.changeLine("degisim", key: "k"), "line differs at \(size)")
        let naiveClassify = measure(repetitions: repetitions) { naive.classify(key: "k") }
        let naiveLine = measure(repetitions: repetitions) { () -> Int in
          let line = naive.changeLine("degisim", key: "k").0
          fputs(line, devNull)
          return line.utf8.count
        }
        let classifyRatio = naiveClassify.seconds / fastClassify.seconds
        let lineRatio = naiveLine.seconds / fastLine.seconds
        let withBuild = naiveClassify.seconds / (fastClassify.seconds + build.seconds)
        print("  baseline classify             \(naiveClassify.summary)")
        print("  baseline change line + write  \(naiveLine.summary)")
        print(String(format: "  ratio classify                %.0f×", classifyRatio))
        print(String(format: "  ratio classify incl. build    %.1f×", withBuild))
        print(String(format: "  ratio change line + write     %.1f×", lineRatio))
      } else {
        print("  baseline                      not run above \(naiveLimit) nodes (minutes per run)")
      }
      if shuffled {
        if let previous {
          let growth = Double(size) / Double(previous.size)
          print(
            String(format: "  growth ×%.0f size: classify ×", growth)
              + String(format: "%.2f", fastClassify.seconds / previous.classify)
              + String(format: ", line ×%.2f", fastLine.seconds / previous.line))
        }
        previous = (size, fastClassify.seconds, fastLine.seconds)
      }
      print("")
    }
  }
}
