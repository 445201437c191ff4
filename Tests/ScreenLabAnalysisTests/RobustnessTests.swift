import ScreenLabAnalysis
import ScreenLabTestSupport
import Testing

/// The analyzer never crashes and always gives the same output for the same input.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct RobustnessTests {
  static let corpus = [
    Snippets.panelScreen, Snippets.boardScreen, Snippets.progressRing,
    Snippets.progressRingUpdate, Snippets.ringContainer, Snippets.fadeIn, Snippets.moveLayer,
    Snippets.animateLayer,
  ]

  static let fragments = [
    "{", "}", "(", ")", "[", "]", ".", ",", ":", ";", "=", "+=", "?", "!", "$", "\\", "\"",
    "self", "draw", "(_ rect: CGRect)", "setNeedsDisplay()", "add(", "forKey:", "presentation()",
    "didSet", "var ", "let ", "class ", "struct ", "extension ", "func ", "View", "@State ",
    "@Binding ", "body", "isRemovedOnCompletion = false", "fillMode = .forwards", "\n", " ",
    "#if X", "#endif", "/*", "*/", "//", "0", "1.5", ".infinity",
    "CABasicAnimation(keyPath: \"x\")",
  ]

  /// Analyzes `text` twice, broken files included, and checks the two reports are equal.
  func analyzeTwice(_ text: String, seed: UInt64) {
    var options = SourceAnalyzer.Options()
    options.analyzesFilesWithSyntaxErrors = true
    let analyzer = SourceAnalyzer(options: options)
    let sources = [SourceFile(path: "Fuzz.swift", text: text)]
    let first = analyzer.analyze(sources)
    let second = analyzer.analyze(sources)
    #expect(first == second, "seed \(seed)")
    let tree = analyzer.viewTree(sources)
    #expect(tree.swiftCode == analyzer.viewTree(sources).swiftCode, "seed \(seed)")
  }

  @Test(arguments: 0..<4)
  func mutatedSeedSourcesNeverCrash(batch: Int) {
    for iteration in 0..<40 {
      let seed = UInt64(batch * 1000 + iteration)
      var random = SplitMix64(seed: seed)
      var lines = Self.corpus.randomElement(using: &random)!.split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
      for _ in 0..<Int.random(in: 1...6, using: &random) where !lines.isEmpty {
        let index = Int.random(in: 0..<lines.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: lines.remove(at: index)
        case 1: lines.insert(lines[Int.random(in: 0..<lines.count, using: &random)], at: index)
        case 2:
          let line = lines[index]
          if !line.isEmpty {
            let cut = Int.random(in: 0...line.count, using: &random)
            lines[index] = String(line.prefix(cut))
          }
        case 3: lines[index] += Self.fragments.randomElement(using: &random)!
        default: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
        }
      }
      analyzeTwice(lines.joined(separator: "\n"), seed: seed)
    }
  }

  @Test(arguments: 0..<2)
  func randomTokenSoupNeverCrashes(batch: Int) {
    for iteration in 0..<40 {
      let seed = UInt64(10_000 + batch * 1000 + iteration)
      var random = SplitMix64(seed: seed)
      var text = ""
      for _ in 0..<Int.random(in: 0..<200, using: &random) {
        text += Self.fragments.randomElement(using: &random)!
      }
      analyzeTwice(text, seed: seed)
    }
  }

  @Test func deepNestingAndLongChainsDoNotOverflow() {
    let depth = 5_000
    let chain = "let x = a" + String(repeating: ".b", count: 20_000) + "\n"
    let parentheses = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
    let closures = String(repeating: "{ ", count: depth) + String(repeating: "} ", count: depth)
    let assignments = "func f() { " + String(repeating: "self.a.b = 1; ", count: 2_000) + "}\n"
    for text in [chain, parentheses, closures, assignments] {
      analyzeTwice(text, seed: 0)
    }
  }

  @Test func largeFilesAreAnalyzed() {
    var text = Snippets.progressRing
    for index in 0..<500 {
      text += "extension ProgressRingView { func set\(index)(_ v: Int) { progress = v } }\n"
    }
    let report = SourceAnalyzer().analyze([SourceFile(path: "Big.swift", text: text)])
    #expect(report.findings.filter { $0.rule == .drawnPropertyWithoutRedraw }.count == 500)
  }

  @Test func deeplyNestedSquareBracketsAreSkippedNotParsed() {
    // SwiftParser needs exponential time here; 2000 levels would never finish.
    let sources = [
      SourceFile(
        path: "Arrays.swift",
        text: "let x = " + String(repeating: "[", count: 2_000)
          + String(repeating: "]", count: 2_000)),
      SourceFile(
        path: "Mixed.swift",
        text: "let x = " + String(repeating: "[(", count: 16) + String(repeating: ")]", count: 16)),
      SourceFile(
        path: "Strings.swift",
        text: "let x = \"" + String(repeating: "[", count: 40) + "\" // [[[[[[[[[[[[[[[[\n"),
    ]
    let report = SourceAnalyzer().analyze(sources)
    #expect(report.files == 1)
    #expect(report.errors.map(\.file) == ["Arrays.swift", "Mixed.swift"])
    #expect(report.errors.first?.message.hasPrefix("square brackets nest 2000 levels deep") == true)
  }

  @Test func veryLongMemberChainsInWritesStayLinear() {
    let text = "func f() { self.a" + String(repeating: ".b", count: 100_000) + " = 1 }\n"
    let report = SourceAnalyzer().analyze([SourceFile(path: "Chain.swift", text: text)])
    #expect(report.errors.isEmpty)
    #expect(report.findings.isEmpty)
  }
}
