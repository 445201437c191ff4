import Foundation
import ScreenLabAnalysis
import Testing

@testable import ScreenLabCLI

/// `screenlab analyze`: findings, view trees, formats and exit codes (Docs/CLI.md §1).
@MainActor @Suite(.enabled(if: SourceAnalyzer.availability == .available, "needs SwiftSyntax"))
struct AnalyzeCommandTests {
  /// A temporary directory with `files` (relative path → text).
  func directory(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenlab-cli-analyze-\(UUID().uuidString)").path
    for (path, text) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  static let fadeIn = """
    func fadeIn(_ ring: UIView) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 1
        ring.layer.add(animation, forKey: "fade")
    }

    """

  static let panel = """
    struct PanelScreen: View {
        @State private var isOn = false
        var body: some View {
            VStack { Toggle("Etkin", isOn: $isOn); DetailPanel(isOn: isOn); StatusText() }
        }
    }
    struct DetailPanel: View {
        let isOn: Bool
        @State private var isExpanded = false
        var body: some View {
            VStack { if isExpanded { Text("x") } }.opacity(isOn ? 1 : 0.4)
        }
    }
    struct StatusText: View { var body: some View { Text("Hazır") } }

    """

  @MainActor
  @Test func findingsPrintCompilerStyleLinesAndExitOne() throws {
    let root = try directory(["Fade.swift": Self.fadeIn, "Clean.swift": "let x = 1\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = runCLI(["analyze", root])
    #expect(result.code.rawValue == 1)
    #expect(
      result.output
        == "\(root)/Fade.swift:4:5: warning: an animation of 'opacity' is added in fadeIn(_:) "
        + "but 'ring.layer.opacity' is never set to the final value; the layer snaps back when "
        + "the animation ends: write `ring.layer.opacity = <final value>` before or after "
        + "add(_:forKey:) [SL201]\n"
        + "  Bir animasyon ekleniyor ama katmanin model degeri hic yazilmiyor: animasyon "
        + "bitince katman geri sicrar.\n")
    #expect(result.errors.isEmpty)
    // In English, the compiler-style line alone.
    let english = runCLI(["analyze", root, "--lang", "en"])
    #expect(english.output.split(separator: "\n").count == 1)
    #expect(english.output.hasSuffix("[SL201]\n"))
  }

  @MainActor
  @Test func podsAreLeftOutUnlessIncludedOrNamed() throws {
    let root = try directory([
      "App/Clean.swift": "let x = 1\n", "Pods/Ring/Fade.swift": Self.fadeIn,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let skipped = runCLI(["analyze", root, "--lang", "en"])
    #expect(skipped.code.rawValue == 0, "\(skipped.output)")
    #expect(skipped.output.isEmpty)
    let included = runCLI(["analyze", "--include-dependencies", root, "--lang", "en"])
    #expect(included.code.rawValue == 1)
    #expect(included.output.hasPrefix("\(root)/Pods/Ring/Fade.swift:4:5: warning:"))
    let named = runCLI(["analyze", root + "/Pods", "--lang", "en"])
    #expect(named.output == included.output)
  }

  @Test func everyRuleHasATurkishSentence() {
    for rule in Rule.allCases {
      #expect(Rule.turkishSummaries[rule.rawValue] != nil, "\(rule.rawValue)")
      #expect(rule.summary(.en) == rule.summary)
    }
  }

  @MainActor
  @Test func cleanSourcesExitZero() throws {
    let root = try directory(["Clean.swift": "let x = 1\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = runCLI(["analyze", "--format", "json", root])
    #expect(result.code == .success)
    #expect(result.output == "{\n  \"files\": 1,\n  \"findings\": [],\n  \"errors\": []\n}\n")
  }

  @MainActor
  @Test func jsonOutputParsesBack() throws {
    let root = try directory(["Fade.swift": Self.fadeIn])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = runCLI(["analyze", root, "--format=json"])
    #expect(result.code.rawValue == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["SL201"])
    #expect(findings.first?["line"] as? Int == 4)
  }

  @MainActor
  @Test func sarifOutputParsesBack() throws {
    let root = try directory(["Fade.swift": Self.fadeIn])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = runCLI(["analyze", "--format", "sarif", root])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["version"] as? String == "2.1.0")
  }

  @Test func rulesOptionSelectsRules() throws {
    let root = try directory(["Fade.swift": Self.fadeIn])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(runCLI(["analyze", "--rules", "SL101,SL203", root]).code == .success)
  }

  @Test func treePrintsTheLessonsCodeAndChangeLines() throws {
    let root = try directory(["Panel.swift": Self.panel])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = runCLI([
      "analyze", "--tree", root, "--label", "isExpanded=panel-acildi", "--label",
      "isOn=etkin-degisti",
    ])
    #expect(result.code == .success)
    #expect(
      result.output == """
        let storage: [String: Storage] = [
            "isOn": .state(owner: "PanelScreen"),
            "isExpanded": .state(owner: "DetailPanel"),
        ]

        let screen = ViewTree(nodes: [
            ViewNode("PanelScreen", parent: nil, reads: ["isOn"]),
            ViewNode("DetailPanel", parent: "PanelScreen", reads: ["isOn", "isExpanded"]),
            ViewNode("StatusText", parent: "PanelScreen", reads: []),
        ], storage: storage)

        etkin-degisti: isOn degisti | yeniden PanelScreen yerel, DetailPanel ebeveyn | atlanan StatusText
        panel-acildi: isExpanded degisti | yeniden DetailPanel yerel | atlanan PanelScreen,StatusText

        """)
    let english = runCLI(["--lang", "en", "analyze", "--tree", root])
    #expect(
      english.output.hasSuffix(
        "isExpanded: isExpanded changed | recomputed DetailPanel local | skipped PanelScreen,StatusText\n"
      ))
  }

  @Test func missingFilesAreIOErrorsWithExitTwo() {
    let result = runCLI(["analyze", "/no/such/file.swift"])
    #expect(result.code.rawValue == 2)
    // Diagnostics about inputs go to standard error, in every format.
    #expect(result.output.isEmpty)
    #expect(result.errors == "/no/such/file.swift: error: no such file or directory\n")
    let json = runCLI(["analyze", "--format", "json", "/no/such/file.swift"])
    #expect(json.errors == "/no/such/file.swift: error: no such file or directory\n")
    #expect(json.output.contains("\"kind\": \"io\""))
    #expect(runCLI(["analyze", "--tree", "/no/such/file.swift"]).code.rawValue == 2)
  }

  @Test func treeOfAnUnparsableFileFailsInsteadOfPrintingAnEmptyTree() throws {
    let root = try directory(["Broken.swift": "class { func (\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = runCLI(["analyze", "--tree", root])
    #expect(result.code.rawValue == 2)
    #expect(result.errors.hasPrefix("\(root)/Broken.swift: skipped: not parsable Swift"))
  }

  @Test func skippedFilesAreReportedWithoutChangingTheExitCode() throws {
    let root = try directory(["Broken.swift": "class { func (\n", "Clean.swift": "let x = 1\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = runCLI(["analyze", root])
    #expect(result.code == .success)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("\(root)/Broken.swift: skipped: not parsable Swift"))
  }

  struct UsageCase: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    UsageCase(arguments: ["analyze"], message: "error: missing path"),
    UsageCase(
      arguments: ["analyze", "--format", "xml", "a.swift"],
      message: "error: unknown format 'xml'; valid formats: text, json, sarif"),
    UsageCase(
      arguments: ["analyze", "--rules", "SL999", "a.swift"],
      message: "error: unknown rule 'SL999'; valid rules: SL101"),
    UsageCase(
      arguments: ["analyze", "--bogus", "a.swift"], message: "error: unknown option '--bogus'"),
    UsageCase(
      arguments: ["analyze", "--tree", "--label", "oops", "a.swift"],
      message: "error: invalid value 'oops' for '--label': expected KEY=LABEL"),
    UsageCase(
      arguments: ["analyze", "--label", "a=b", "a.swift"],
      message: "error: '--label' needs '--tree'"),
    UsageCase(
      arguments: ["analyze", "--tree", "--format", "json", "a.swift"],
      message: "error: '--tree' prints Swift code"),
  ])
  func usageErrorsExitSixtyFourAndQuoteTheBadWord(_ test: UsageCase) {
    let result = runCLI(test.arguments)
    // EX_USAGE, as for every command; 2 is analyze's I/O status.
    #expect(result.code.rawValue == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(test.message), "\(result.errors)")
    #expect(result.errors.hasSuffix("see 'screenlab analyze --help'\n"))
  }

  @Test func helpListsOptionsRulesAndExitCodes() {
    let result = runCLI(["analyze", "--help"])
    #expect(result.code == .success)
    #expect(result.output.contains("--format text|json|sarif"))
    #expect(result.output.contains("SL203"))
    #expect(runCLI(["--help"]).output.contains("analyze"))
  }
}
