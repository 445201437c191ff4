import Foundation
import ScreenLabAnalysis

/// One generated source file mixing the patterns the rules look at: a drawn view with and
/// without redraw requests, layer animations, and a small SwiftUI tree.
func syntheticSource(_ index: Int) -> String {
  """
  import UIKit
  import SwiftUI

  final class Ring\(index): UIView {
      var progress: CGFloat = 0
      var color: UIColor = .red {
          didSet { setNeedsDisplay() }
      }
      private var fraction: CGFloat { progress / 100 }

      override func draw(_ rect: CGRect) {
          let path = UIBezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2))
          color.setStroke()
          path.lineWidth = 4 * fraction
          path.stroke()
      }

      func update(to value: CGFloat) {
          progress = value
          if value > 50 { setNeedsDisplay() }
      }

      func fade() {
          let animation = CABasicAnimation(keyPath: "opacity")
          animation.fromValue = 0
          animation.toValue = 1
          animation.duration = 0.3
          layer.add(animation, forKey: "fade")
          layer.opacity = 1
      }
  }

  struct Screen\(index): View {
      @State private var isOn = false
      @State private var count = \(index)

      var body: some View {
          VStack {
              Toggle("On", isOn: $isOn)
              Label\(index)(count: count)
              if isOn { Text("\\(count)") }
          }
          .onTapGesture { count += 1 }
      }
  }

  struct Label\(index): View {
      let count: Int
      var body: some View { Text("\\(count)").padding() }
  }

  """
}

/// One drawing class with `methods` methods: each writes a drawn property and calls the
/// previous one, every tenth requests a redraw, so the rules' call-graph work is exercised
/// on one type (it must stay linear in the number of methods).
func oneTypeSource(methods: Int) -> String {
  var text = """
    import UIKit

    public final class Huge: UIView {
        public var value: Int = 0
        var other: Int = 0 { didSet { setNeedsDisplay() } }
        public override func draw(_ rect: CGRect) { _ = (value, other); helper0() }
        private func helper0() { _ = value }

    """
  for index in 0..<methods {
    let previous = index == 0 ? "" : "m\(index - 1)()"
    let request = index % 10 == 0 ? "setNeedsDisplay()" : ""
    text += "    func m\(index)() { value = \(index); other = \(index); \(previous); \(request) }\n"
  }
  return text + "}\n"
}

/// `analyze`: analysis time against SwiftParser parsing the same sources, in the same run.
///
/// The target is at most twice the parse time (Docs/Building.md, "Benchmarks"). Sizes are numbers
/// of generated files; `--analyze-path` adds a real source tree.
func runAnalyzeBenchmark(_ options: BenchOptions) {
  let sizes = options.sizes ?? [10, 100, 1_000]
  if let mode = AnalyzeMemoryMode.current { runAnalyzeMemoryChild(mode, size: sizes.max() ?? 1) }
  print("ScreenLab benchmark — analyze: full analysis vs SwiftParser alone (target ratio ≤ 2.0)")
  print("median of \(options.repetitions) runs after one warm-up, (min–max)")
  print("")
  guard SourceAnalyzer.availability == .available else {
    print("skipped: \(SourceAnalyzer.availability)")
    return
  }
  var workloads: [(String, [SourceFile])] = []
  for size in sizes {
    workloads.append(("\(size) generated files", generatedFiles(size)))
  }
  for methods in [5_000, 10_000, 20_000] {
    let file = SourceFile(path: "Huge\(methods).swift", text: oneTypeSource(methods: methods))
    workloads.append(("one type with \(methods) methods", [file]))
  }
  for path in options.analyzePaths {
    let found = SourceCollector.files(under: [path]).files
    let files = found.compactMap { try? SourceCollector.read($0).get() }
    workloads.append(("\(files.count) files under \(path)", files))
  }
  var previous: Double?
  for (name, files) in workloads {
    let lines = files.reduce(0) { $0 + $1.text.utf8.lazy.filter { $0 == 10 }.count }
    let parse = measure(repetitions: options.repetitions) { SourceAnalyzer.parseOnly(files) }
    let analyzer = SourceAnalyzer()
    let analyze = measure(repetitions: options.repetitions) {
      analyzer.analyze(files).findings.count
    }
    var sequential = SourceAnalyzer.Options()
    sequential.runsConcurrently = false
    let oneThread = measure(repetitions: options.repetitions) {
      SourceAnalyzer(options: sequential).analyze(files).findings.count
    }
    let ratio = analyze.seconds / parse.seconds
    var line =
      "\(name) (\(lines) lines): parse \(parse.summary), analyze \(analyze.summary), "
      + String(format: "ratio %.2f", ratio)
      + String(format: " (rules on one thread %.2f)", oneThread.seconds / parse.seconds)
    if let previous { line += String(format: ", growth %.1f×", analyze.seconds / previous) }
    print(line)
    previous = analyze.seconds
  }
  print(analyzeMemoryLine(size: sizes.max() ?? 1))
}
