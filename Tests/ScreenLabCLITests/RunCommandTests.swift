import Foundation
import ScreenLab
import ScreenLabReport
import ScreenLabRun
import ScreenLabSeeds
import Testing

@testable import ScreenLabCLI

/// `screenlab run`: option errors, the compiler's messages mapped to the user's files, and
/// the driver's lines measured in process (Docs/Run.md). The real compile of a file is the
/// end-to-end check in Scripts/run-examples.sh (and ``RunEndToEndTests``, when enabled).
@MainActor @Suite struct RunCommandTests {
  static func expectUsage(_ arguments: [String], _ message: String) {
    let result = runCLI(["run"] + arguments)
    #expect(result.code == .usage, "\(arguments)")
    #expect(result.errors == "error: \(message); see 'screenlab run --help'\n")
    #expect(result.output.isEmpty)
  }

  @Test func optionErrorsAreOneLineUsageErrors() {
    Self.expectUsage([], "missing FILE.swift; give one or more Swift files")
    Self.expectUsage(
      ["notes.txt"], "'notes.txt' is not a .swift file; run takes Swift source files")
    Self.expectUsage(
      ["a.swift", "--drag", "10,10"],
      "invalid value '10,10' for '--drag': expected FROM:TO, each a point X,Y or a view name; "
        + "TO may be +DX,DY")
    Self.expectUsage(
      ["a.swift", "--drag", "1,2,3:4,5"],
      "invalid value '1,2,3:4,5' for '--drag': FROM '1,2,3' is not a point X,Y or a view name")
    Self.expectUsage(
      ["a.swift", "--drag", "+1,2:4,5"],
      "invalid value '+1,2:4,5' for '--drag': FROM '+1,2' is not a point X,Y or a view name")
    Self.expectUsage(
      ["a.swift", "--drag", "Card:nan,1"],
      "invalid value 'Card:nan,1' for '--drag': TO 'nan,1' is not a point X,Y, an offset "
        + "+DX,DY or a view name")
    Self.expectUsage(
      ["a.swift", "--advance", "-1"],
      "invalid value '-1' for '--advance': expected a number of seconds, 0 or more")
    Self.expectUsage(
      ["a.swift", "--advance", "1e9"], "invalid value '1e9' for '--advance': at most 3600 seconds")
    Self.expectUsage(["a.swift", "--tap", " "], "invalid value ' ' for '--tap': expected a LABEL")
    Self.expectUsage(
      ["a.swift", "--format", "xml"], "unknown format 'xml'; valid formats: text, json")
    Self.expectUsage(
      ["a.swift", "./a.swift"], "file './a.swift' given more than once; give each file once")
    Self.expectUsage(
      ["a.swift", "--view", "A", "--view", "B"],
      "option '--view' given more than once; give it once")
    Self.expectUsage(
      ["a.swift", "--report", "x.html", "--trace", "x.html"],
      "'--report' and '--trace' both name 'x.html'; give two files")
    Self.expectUsage(["a.swift", "--trace="], "invalid value '' for '--trace': empty file name")
    Self.expectUsage(
      ["a.swift", "--svg", "x.svg", "--trace", "x.svg"],
      "'--svg' and '--trace' both name 'x.svg'; give two files")
  }

  @Test func theReportOptionsAskTheProgramForARecordingNamingTheCommand() throws {
    let parsed = try ParsedArguments([
      "run", "a.swift", "--toggle", "Etkin", "--report", "out.html", "--lang", "en",
    ])
    let command = try RunCommand(
      words: ["a.swift"], options: parsed.commandOptions,
      report: ReportOptions(parsed, command: ["run"]))
    #expect(command.report.report == "out.html")
    #expect(command.report.trace == nil)
    #expect(command.report.commandLine == "screenlab run a.swift --toggle Etkin --lang en")
  }

  /// The page and the trace the program handed back are written through the CLI's files;
  /// `--format json` prints neither.
  @Test func theProgramsReportIsWrittenByTheCLIAndLeftOutOfTheJSON() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenlab-run-report-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let parsed = try ParsedArguments([
      "run", "a.swift", "--format", "json", "--report", folder + "/r.html", "--trace",
      folder + "/t.json",
    ])
    let command = try RunCommand(
      words: ["a.swift"], options: parsed.commandOptions,
      report: ReportOptions(parsed, command: ["run"]))
    let one = RunResult(
      candidates: ["A"], hosted: [HostedRun(name: "A", kind: "swiftui", tree: ["A"])],
      report: "<html>page</html>", trace: "{\"traceEvents\":[]}")
    var output = ""
    var errors = ""
    #expect(command.finish(one, output: &output, errors: &errors) == .success)
    // One line per file written.
    #expect(errors == "yazildi: \(folder)/r.html\nyazildi: \(folder)/t.json\n")
    #expect(try String(contentsOfFile: folder + "/r.html", encoding: .utf8) == "<html>page</html>")
    #expect(
      try String(contentsOfFile: folder + "/t.json", encoding: .utf8) == "{\"traceEvents\":[]}")
    #expect(!output.contains("page"))
    #expect(!output.contains("traceEvents"))
    // Two screens hosted: nothing to record, one line, and the files stay as they were.
    var two = one
    two.hosted.append(HostedRun(name: "B", kind: "swiftui", tree: ["B"]))
    two.report = nil
    two.trace = nil
    errors = ""
    #expect(command.finish(two, output: &output, errors: &errors) == .failure)
    #expect(
      errors
        == "error: '--report' and '--trace' record one screen and 2 were hosted (A, B); pick "
        + "one with --view\n")
    #expect(try String(contentsOfFile: folder + "/r.html", encoding: .utf8) == "<html>page</html>")
    // A folder that does not exist: the CLI's own one-line write error.
    let missing = try RunCommand(
      words: ["a.swift"], options: [],
      report: ReportOptions(
        ParsedArguments(["run", "a.swift", "--report", folder + "/no/r.html"]), command: ["run"]))
    errors = ""
    #expect(missing.finish(one, output: &output, errors: &errors) == .failure)
    #expect(errors.hasPrefix("error: ") && errors.contains("no/r.html"))
    #expect(errors.split(separator: "\n").count == 1)
  }

  @Test func stepsKeepTheirOrderAcrossOptions() throws {
    let parsed = try ParsedArguments([
      "run", "a.swift", "--toggle", "Etkin", "--advance", "0.5", "--tap", "Ayrıntı",
      "--drag", "DragCard:+30,10", "--toggle", "Etkin",
    ])
    let command = try RunCommand(words: ["a.swift"], options: parsed.commandOptions)
    #expect(
      command.steps == [
        .toggle("Etkin"), .advance(0.5), .tap("Ayrıntı"),
        .drag(from: .view("DragCard"), to: .offset(dx: 30, dy: 10)), .toggle("Etkin"),
      ])
  }

  @Test func aMissingOrUnreadableFileIsOneLineAndNonZero() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "screenlab-run-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("dir.swift"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.swift").path
    var result = runCLI(["run", missing])
    #expect(result.code == .failure)
    #expect(result.errors == "error: cannot read '\(missing)': no such file or directory\n")
    let directory = folder.appendingPathComponent("dir.swift").path
    result = runCLI(["run", directory])
    #expect(result.code == .failure)
    #expect(
      result.errors == "error: cannot read '\(directory)': a directory, not a Swift source file\n")
    let binary = folder.appendingPathComponent("binary.swift").path
    _ = FileManager.default.createFile(atPath: binary, contents: Data([0xFF, 0xFE, 0x00]))
    result = runCLI(["run", binary])
    #expect(result.errors == "error: cannot read '\(binary)': not UTF-8 text\n")
    if geteuid() != 0 {
      let locked = folder.appendingPathComponent("locked.swift").path
      _ = FileManager.default.createFile(atPath: locked, contents: Data("struct A {}".utf8))
      chmod(locked, 0)
      result = runCLI(["run", locked])
      #expect(result.code == .failure)
      #expect(result.errors == "error: cannot read '\(locked)': permission denied\n")
    }
  }

  @Test(.enabled(if: RunRewriter.isAvailable, "needs SwiftSyntax"))
  func anUnknownViewOrNothingToHostStopsBeforeCompiling() {
    let panel = repositoryRoot.appendingPathComponent("Examples/Run/PanelScreen.swift").path
    var result = runCLI(["run", panel, "--view", "Nope"])
    #expect(result.code == .usage)
    #expect(
      result.errors
        == "error: unknown view 'Nope'; views that can be hosted: PanelScreen, DetailPanel, "
        + "StatusText; see 'screenlab run --help'\n")
    let stale = repositoryRoot.appendingPathComponent("Fixtures/SeedSnippets/000-fade-in.swift")
      .path
    result = runCLI(["run", stale])
    #expect(result.code == .failure)
    #expect(result.errors.hasPrefix("error: nothing to host in '\(stale)': no View with init()"))
  }

  @Test func helpSaysTheSecondRunReusesTheBuild() {
    let help = runCLI(["run", "--help"])
    #expect(help.code == .success)
    #expect(help.output.contains("every later run of the same or\nother files reuses that build"))
    #expect(help.output.contains("[--report <file>] [--trace <file>]"))
  }

  // MARK: Compiler messages

  @Test func compilerMessagesPointAtTheUsersFiles() {
    let scratch = "/cache/abc/Sources/ScreenLabUserRun/F0_Card.swift"
    let output = """
      [3/8] Compiling ScreenLabUserRun F0_Card.swift
      \(scratch):12:9: error: cannot find 'GeometryReader' in scope
      10 |     var body: some View {
         |         `- error: cannot find 'GeometryReader' in scope
      \(scratch):12:9: error: cannot find 'GeometryReader' in scope
      \(scratch):20:5: note: did you mean 'Geometry'?
      /elsewhere/Other.swift:1:1: error: not ours
      screenlab-run-generated.swift:4:7: error: cannot find 'Hidden' in scope
      """
    let lines = RunDiagnostics.map(output, paths: [scratch: "Sources/Card.swift"])
    #expect(
      lines == [
        "Sources/Card.swift:12:9: error: cannot find 'GeometryReader' in scope",
        "Sources/Card.swift:20:5: note: did you mean 'Geometry'?",
        "screenlab-run-generated.swift:4:7: error: cannot find 'Hidden' in scope",
      ])
    #expect(RunDiagnostics.firstMissingSymbol(lines, declared: []) == "GeometryReader")
    #expect(RunDiagnostics.firstMissingSymbol(Array(lines.suffix(1)), declared: []) == nil)
    #expect(
      RunDiagnostics.missingLine("GeometryReader")
        == "error: `GeometryReader` is Apple API that ScreenLab lacks (Docs/Coverage.md lists "
        + "what it has)")
  }

  @Test func aMissingSymbolIsToldApartAsAppleAPIOrSomethingFromElsewhere() {
    func line(_ diagnostic: String) -> String? {
      RunDiagnostics.firstMissing(["A.swift:1:1: error: " + diagnostic], declared: []).map {
        RunDiagnostics.missingLine($0)
      }
    }
    // Apple's: a SwiftUI name, a prefixed UIKit type, a modifier, an Apple framework.
    #expect(line("cannot find 'TimelineView' in scope")?.contains("is Apple API") == true)
    #expect(line("cannot find type 'UIDatePicker' in scope")?.contains("is Apple API") == true)
    #expect(
      line("value of type 'some View' has no member 'glassEffect'")
        == "error: `.glassEffect` is Apple API that ScreenLab lacks (Docs/Coverage.md lists "
        + "what it has)")
    #expect(line("no such module 'MapKit'")?.contains("is an Apple framework") == true)
    // From elsewhere: the project's own type, an asset or theme extension, a package.
    #expect(
      line("cannot find 'CardView' in scope")
        == "error: `CardView` is not Apple API: a type the file expects from elsewhere "
        + "(another file of its project or a package: give that file too)")
    // A lower-case name is a function or value of the author's project (a preview's
    // `prepare()`), not a type.
    #expect(
      line("cannot find 'prepare' in scope")
        == "error: `prepare` is not Apple API: a function or value the file expects from "
        + "elsewhere (another file of its project or a package: give that file too)")
    #expect(
      line("type 'Color' has no member 'brandBlue'")?.contains(
        "an extension the file expects from elsewhere") == true)
    #expect(line("no such module 'Kingfisher'")?.contains("is not Apple's: a package") == true)
    // A name with an Apple prefix but no capital after it is not taken for Apple's.
    #expect(RunAppleNames.origin(of: "Cart") == .elsewhere)
    // A view controller's member named without `self.` by a subclass is Apple's.
    #expect(RunAppleNames.origin(of: "navigationItem") == .apple)
    #expect(RunAppleNames.origin(of: "CAShapeLayer") == .apple)
  }

  @Test func theMissingSymbolIsTheFirstTheSourcesDoNotDeclare() {
    let lines = [
      "A.swift:1:1: error: cannot find 'helperView' in scope",
      "A.swift:2:1: error: value of type 'some View' has no member 'scrollTargetBehavior'",
      "A.swift:3:1: error: cannot find type 'Layout' in scope",
    ]
    #expect(
      RunDiagnostics.firstMissingSymbol(lines, declared: ["helperView"]) == "scrollTargetBehavior")
    #expect(
      RunDiagnostics.firstMissingSymbol(
        ["A.swift:1:1: error: no such module 'MapKit'"], declared: []) == "module MapKit")
    #expect(
      RunDiagnostics.missingLine("module MapKit").hasPrefix(
        "error: module `MapKit` is an Apple framework ScreenLab does not have"))
    #expect(
      RunDiagnostics.firstMissingSymbol(
        ["A.swift:1:1: error: missing return in closure"], declared: []) == nil)
    // A property wrapper ScreenLab lacks is an unknown attribute to the compiler.
    #expect(
      RunDiagnostics.firstMissingSymbol(
        ["A.swift:10:6: error: unknown attribute 'AppStorage'"], declared: []) == "AppStorage")
  }

  @Test func theBuildsOwnErrorsAreKeptWhenNoSourceIsNamed() {
    let lines = RunDiagnostics.map(
      "Building...\nerror: link command failed with exit code 1\n", paths: [:])
    #expect(lines == ["error: link command failed with exit code 1"])
  }

  @Test func theCompilersErrorsWithoutAPlaceAreKeptWhenNoSourceIsNamed() {
    let lines = RunDiagnostics.map(
      "<unknown>:0: error: static subscript 'subscript(_enclosingInstance:wrapped:storage:)' "
        + "requires that 'V' conform to 'P'\nerror: emit-module command failed\n", paths: [:])
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("<unknown>:0: error: static subscript") == true)
  }

  // MARK: The scratch package

  @Test func theCacheFolderIsPerCheckoutAndStable() {
    let environment = ["HOME": "/home/u", "XDG_CACHE_HOME": "/xdg"]
    let one = RunPackage.directory(cache: nil, root: "/src/a", environment: environment)
    #expect(one == RunPackage.directory(cache: nil, root: "/src/a", environment: environment))
    #expect(one.hasPrefix("/xdg/screenlab/run/"))
    #expect(one != RunPackage.directory(cache: nil, root: "/src/b", environment: environment))
    #expect(
      RunPackage.directory(cache: nil, root: "/src/a", environment: ["HOME": "/home/u"])
        .hasPrefix("/home/u/.cache/screenlab/run/"))
    #expect(
      RunPackage.directory(cache: "/c", root: "/src/a", environment: environment).hasPrefix("/c/"))
    // FNV-1a of the empty string is its offset basis.
    #expect(RunPackage.hash("") == "cbf29ce484222325")
  }

  @Test func thePackageRootIsFoundFromTheSourcesOrTheEnvironment() throws {
    let found = try RunPackage.root(environment: [:]).get()
    #expect(found == repositoryRoot.standardizedFileURL.path)
    let missing = RunPackage.root(environment: ["SCREENLAB_ROOT": "/nonexistent"])
    guard case .failure(let failure) = missing else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.message.hasPrefix("cannot find the ScreenLab package at '/nonexistent'"))
  }

  @Test func writingTheCacheReplacesFilesWholeAndDropsStaleOnes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "screenlab-run-cache-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    ).path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let package = RunPackage(directory: folder, root: "/src/ScreenLab")
    try package.write(sources: ["main.swift": "a", "F0_A.swift": "b"])
    try package.write(sources: ["main.swift": "c"])
    let names = try FileManager.default.contentsOfDirectory(atPath: package.sourcesDirectory)
    #expect(names == ["main.swift"])
    #expect(
      FileManager.default.contents(atPath: package.sourcesDirectory + "/main.swift")
        == Data("c".utf8))
    let manifest = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
    #expect(manifest.contains(".package(name: \"ScreenLab\", path: \"/src/ScreenLab\")"))
    #expect(manifest.contains(".product(name: \"ScreenLabRun\", package: \"ScreenLab\")"))
  }
}

/// The driver in process, on the seeds' compiled views: the lines `screenlab run` prints.
@MainActor @Suite struct RunDriverTests {
  /// The lesson's own line for `label`, from the seed document's printed output.
  static func lessonLine(_ id: String, _ label: String) -> String? {
    LessonOutputs.byID[id]?.split(separator: "\n").first { $0.hasPrefix(label + ":") }
      .map(String.init)
  }

  @Test func togglingEtkinPrintsTheLessonsLine() throws {
    let expected = try #require(
      Self.lessonLine("ortuk-ve-acik-animasyonlar/panel", "etkin-degisti"))
    let result = RunDriver.run(
      [.view("PanelScreen") { PanelScreen() }], request: RunRequest(steps: [.toggle("Etkin")]))
    #expect(result.error == nil)
    let hosted = try #require(result.hosted.first)
    #expect(hosted.steps.map(\.lines) == [[expected]])
    #expect(result.textLines().contains(expected))
    #expect(hosted.tree.first == "PanelScreen")
    #expect(hosted.counts == ["yerel: 1", "ebeveyn: 1", "gozlem: 0", "ortam: 0"])
  }

  @Test func tappingAyrintiThenTogglingMatchesTheLessonInEnglishToo() throws {
    let english = runCLI(["lesson", "ortuk-ve-acik-animasyonlar/panel", "--lang", "en"]).output
    let expected = try #require(
      english.split(separator: "\n").first { $0.hasPrefix("enabled-changed:") })
    let result = RunDriver.run(
      [.view("PanelScreen") { PanelScreen() }],
      request: RunRequest(steps: [.tap("Ayrıntı"), .toggle("Etkin")], language: .en))
    let lines = try #require(result.hosted.first).steps.flatMap(\.lines)
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("ayrinti-tapped: isExpanded changed | recomputed DetailPanel local"))
    // The kernel's words; only the label is run's own.
    #expect(lines[1] == "etkin-changed" + expected.dropFirst("enabled-changed".count))
  }

  @Test func aStepThatFindsNoControlIsAnErrorOfThatStep() throws {
    let result = RunDriver.run(
      [.view("StatusText") { StatusText() }], request: RunRequest(steps: [.toggle("Etkin")]))
    let step = try #require(result.hosted.first?.steps.first)
    #expect(
      step.error
        == "--toggle 'Etkin': no toggle with that text in StatusText (texts on screen: 'Hazır')")
    #expect(result.stepErrors == ["StatusText: " + (step.error ?? "")])
  }

  @Test func onlyScreensAreHostedUnlessAViewIsNamed() {
    let candidates: [RunCandidate] = [
      .view("PanelScreen") { PanelScreen() }, .view("StatusText", isScreen: false) { StatusText() },
    ]
    #expect(RunDriver.run(candidates, request: RunRequest()).hosted.map(\.name) == ["PanelScreen"])
    #expect(
      RunDriver.run(candidates, request: RunRequest(view: "StatusText")).hosted.map(\.name)
        == ["StatusText"])
    #expect(
      RunDriver.run(candidates, request: RunRequest(view: "Nope")).error
        == "no view 'Nope' to host in the sources; views that can be hosted: PanelScreen, StatusText"
    )
  }

  @Test func aDragIsMeasuredInItsTwoPartsPerKey() throws {
    let result = RunDriver.run(
      [.view("BoardScreen") { BoardScreen() }],
      request: RunRequest(steps: [.drag(from: .view("DragCard"), to: .offset(dx: 30, dy: 10))]))
    let lines = try #require(result.hosted.first?.steps.first).lines
    #expect(
      lines.first?.hasPrefix("surukleme-suruyor: dragOffset degisti | yeniden DragCard yerel")
        == true)
    #expect(lines.contains { $0.hasPrefix("surukleme-bitti: position degisti") })
    #expect(lines.contains { $0.hasPrefix("surukleme-bitti: dragOffset degisti") })
  }

  @Test func advancingRunsMainQueueBlocksAtTheirVirtualTime() throws {
    let result = RunDriver.run(
      [.view("DelayedBanner") { DelayedBanner() }],
      request: RunRequest(steps: [.tap("Kaydet"), .advance(0.5), .advance(0.5)]))
    let lines = try #require(result.hosted.first).steps.flatMap(\.lines)
    #expect(
      lines == [
        "kaydet-dokunuldu: - degisti | yeniden yok | atlanan DelayedBanner",
        "ilerle-0.5s: - degisti | yeniden yok | atlanan DelayedBanner",
        "ilerle-0.5s: isSaved degisti | yeniden DelayedBanner yerel | atlanan yok",
      ])
  }

  /// With a report asked for, the one hosted view's run comes back as a page and a trace:
  /// the step with the kernel's line, the body runs of the toggle, the frames painted; the
  /// lines printed are the same as without it.
  @Test func aReportRecordsTheStepsLinesUpdatesAndFrames() throws {
    let plain = RunDriver.run(
      [.view("PanelScreen") { PanelScreen() }], request: RunRequest(steps: [.toggle("Etkin")]))
    let recorded = RunDriver.run(
      [.view("PanelScreen") { PanelScreen() }],
      request: RunRequest(steps: [.toggle("Etkin")], reportCommand: "screenlab run Panel.swift"))
    #expect(recorded.hosted == plain.hosted)
    #expect(plain.report == nil && plain.trace == nil)
    let page = try #require(recorded.report)
    let line = try #require(plain.hosted.first?.steps.first?.lines.first)
    #expect(page.contains(CurvePlot.escape(line)))
    #expect(page.contains("<code id=\"command\">screenlab run Panel.swift</code>"))
    // The lesson's line says PanelScreen re-ran for its own state and DetailPanel for its
    // parent: the update shows both, coloured by those causes.
    #expect(line.contains("PanelScreen") && line.contains("DetailPanel"))
    #expect(page.contains("class=\"run cause-local\"><b>PanelScreen</b>"))
    #expect(page.contains("class=\"run cause-parent\"><b>DetailPanel</b>"))
    #expect(page.contains("id=\"filmstrip\""))
    // The filmstrip's last picture is the screen after the steps, as `--svg` paints it.
    let painted = RunDriver.run(
      [.view("PanelScreen") { PanelScreen() }],
      request: RunRequest(steps: [.toggle("Etkin")], svg: true))
    let screen = try #require(painted.hosted.first?.svg)
    #expect(page.contains("base64," + Data(screen.utf8).base64EncodedString()))
    #expect(page.components(separatedBy: "data:image/svg+xml;base64,").count - 1 >= 2)
    let trace = try #require(recorded.trace)
    let object = try JSONSerialization.jsonObject(with: Data(trace.utf8)) as? [String: Any]
    #expect((object?["traceEvents"] as? [Any])?.isEmpty == false)
    // Same run, same bytes.
    let again = RunDriver.run(
      [.view("PanelScreen") { PanelScreen() }],
      request: RunRequest(steps: [.toggle("Etkin")], reportCommand: "screenlab run Panel.swift"))
    #expect(again.report == recorded.report)
    #expect(again.trace == recorded.trace)
  }

  @Test func aUIKitReportHoldsTheTapsSamplesAndTheDrawLine() throws {
    let result = RunDriver.run(
      [.uiView("Meter") { Meter(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) }],
      request: RunRequest(
        steps: [.tap("Artır")], svg: true, reportCommand: "screenlab run Meter.swift"))
    let page = try #require(result.report)
    let line = try #require(result.hosted.first?.steps.first?.lines.first)
    #expect(page.contains(CurvePlot.escape(line)))
    // The window after the tap (the bar one step long), as `--svg` paints it, is a picture.
    let screen = try #require(result.hosted.first?.svg)
    #expect(page.contains("base64," + Data(screen.utf8).base64EncodedString()))
    // The tap's samples (down and up) are the page's inputs: one instant each in the trace.
    let trace = try #require(result.trace)
    #expect(trace.contains("\"args\":{\"sample\":0,\"phase\":\"began\""))
    #expect(trace.contains("\"sample\":1,\"phase\":\"ended\""))
  }

  @Test func severalScreensHostedRecordNoReport() {
    let result = RunDriver.run(
      [.view("PanelScreen") { PanelScreen() }, .view("StatusText") { StatusText() }],
      request: RunRequest(reportCommand: "screenlab run a.swift"))
    #expect(result.hosted.count == 2)
    #expect(result.report == nil && result.trace == nil)
  }

  @Test func aUIKitViewReportsItsDrawsPerStep() throws {
    let result = RunDriver.run(
      [.uiView("Meter") { Meter(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) }],
      request: RunRequest(steps: [.tap("Artır"), .advance(1), .toggle("x")], svg: true))
    let hosted = try #require(result.hosted.first)
    #expect(
      hosted.tree == [
        "Meter (0, 0, 200, 200)", "  UIButton \"Artır\" (0, 0, 100, 40)",
        "    UILabel \"Artır\" (21.25, 11, 57.5, 18)",
      ] || hosted.tree.first == "Meter (0, 0, 200, 200)")
    #expect(hosted.steps[0].lines.first?.hasPrefix("artir-dokunuldu: cizildi Meter 1") == true)
    // Nothing changed while the clock ran: the meter was not drawn again.
    #expect(
      hosted.steps[1].lines.first?.hasPrefix("ilerle-1s: cizildi yok | cizilmedi Meter") == true)
    #expect(hosted.steps[2].error?.hasPrefix("--toggle 'x': toggles are SwiftUI's") == true)
    #expect(hosted.counts.first == "cizim Meter: 2")
    #expect(hosted.svg?.hasPrefix("<svg") == true)
  }

  @Test func aUIKitViewWithoutATitleIsTappedByItsClassName() throws {
    let result = RunDriver.run(
      [.uiView("TapPad") { TapPad(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }],
      request: RunRequest(
        steps: [
          .tap("TapPad"), .tap("Nope"), .drag(from: .view("TapPad"), to: .offset(dx: 10, dy: 0)),
          .tap("50,50"), .tap("300,300"),
        ]
      ))
    let hosted = try #require(result.hosted.first)
    // The tap lands in the pad (its centre), which redraws once.
    #expect(hosted.steps[0].lines == ["tappad-dokunuldu: cizildi TapPad 1 | cizilmedi yok"])
    #expect(
      hosted.steps[1].error?.hasPrefix(
        "--tap 'Nope': no button or label with that text, nor view of that class, in TapPad")
        == true)
    // A drag in two parts: the pad draws only when the finger lifts.
    #expect(
      hosted.steps[2].lines == [
        "surukleme-suruyor: cizildi yok | cizilmedi TapPad",
        "surukleme-bitti: cizildi TapPad 1 | cizilmedi yok",
      ])
    // `--tap X,Y`: a finger at a point of the window, inside the pad, then outside it.
    #expect(hosted.steps[3].lines == ["50-50-dokunuldu: cizildi TapPad 1 | cizilmedi yok"])
    #expect(hosted.steps[4].lines == ["300-300-dokunuldu: cizildi yok | cizilmedi TapPad"])
  }

  @Test func aGenericViewIsFoundByItsBaseNameAndAPlainTextIsNotCalledMissing() throws {
    let result = RunDriver.run(
      [.view("SheetHolder") { SheetHolder() }],
      request: RunRequest(
        steps: [.drag(from: .view("Sheet"), to: .offset(dx: 0, dy: -50)), .tap("Plain")]))
    let hosted = try #require(result.hosted.first)
    #expect(hosted.steps[0].error == nil)
    #expect(
      hosted.steps[0].lines.first?.hasPrefix("surukleme-suruyor: pull degisti | yeniden Sheet")
        == true)
    #expect(
      hosted.steps[1].error
        == "--tap 'Plain': the text is on screen in SheetHolder, but no button or tappable view "
        + "has exactly that text (a control is named by all its texts, joined by spaces)")
  }

  @Test func aViewWithoutTextIsTappedByItsNameAtItsCentre() throws {
    let result = RunDriver.run(
      [.view("TapTarget") { TapTarget() }],
      request: RunRequest(
        steps: [.tap("TapTarget"), .tap("TapTarget"), .tap("195,422"), .tap("10,10")]))
    let hosted = try #require(result.hosted.first)
    #expect(hosted.steps.allSatisfy { $0.error == nil })
    // The 100 × 100 square is centred in the 390 × 844 window: (195, 422) is in it, (10, 10)
    // is not.
    #expect(
      hosted.steps.map(\.lines) == [
        ["taptarget-dokunuldu: hits degisti | yeniden TapTarget yerel | atlanan yok"],
        ["taptarget-dokunuldu: hits degisti | yeniden TapTarget yerel | atlanan yok"],
        ["195-422-dokunuldu: hits degisti | yeniden TapTarget yerel | atlanan yok"],
        ["10-10-dokunuldu: - degisti | yeniden yok | atlanan TapTarget"],
      ])
  }

  @MainActor @Test func aPreviewProviderIsMadeOnTheMainActor() throws {
    let result = RunDriver.run(
      [.preview("Badge_Previews") { Badge_Previews.previews }],
      request: RunRequest(steps: [.tap("Artır")]))
    let hosted = try #require(result.hosted.first)
    #expect(hosted.name == "Badge_Previews")
    #expect(
      hosted.steps.first?.lines == [
        "artir-dokunuldu: count degisti | yeniden Badge yerel | atlanan yok"
      ])
  }
}

/// A counter shown through a preview provider, which is main-actor isolated.
struct Badge: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Button("Artır") { count += 1 }
      Text("\(count)")
    }
  }
}

struct Badge_Previews: PreviewProvider {
  static var previews: some View { Badge() }
}

/// A generic sheet that follows a finger, inside a screen with a plain text.
struct Sheet<Content: View>: View {
  let content: Content
  @GestureState private var pull: CGFloat = 0
  var body: some View {
    content
      .frame(width: 200, height: 200)
      .offset(y: pull)
      .gesture(
        DragGesture().updating($pull) { value, state, _ in state = value.translation.height })
  }
}

struct SheetHolder: View {
  var body: some View {
    VStack {
      Text("Plain")
      Sheet(content: Text("İçerik"))
    }
  }
}

/// A square with no text of its own that counts taps (its colour shows whether it was hit).
struct TapTarget: View {
  @State private var hits = 0
  var body: some View {
    Rectangle()
      .fill(hits > 0 ? Color.red : Color.blue)
      .frame(width: 100, height: 100)
      .onTapGesture { hits += 1 }
  }
}

/// A view with no title that redraws when a finger lifts in it.
final class TapPad: UIView {
  var taps = 0
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    taps += 1
    setNeedsDisplay()
  }
  override func draw(_ rect: CGRect) {}
}

/// A view that shows a banner a second after its button, through the main queue.
// One runtime runs on one thread (Docs/Semantics/RunLoop.md RL-12).
struct DelayedBanner: View, @unchecked Sendable {
  @State private var isSaved = false

  var body: some View {
    VStack {
      Button("Kaydet") {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { isSaved = true }
      }
      if isSaved { Text("Kaydedildi") }
    }
  }
}

/// A drawing view whose button asks for a redraw.
final class Meter: UIView {
  var level = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    let button = UIButton(type: .system)
    button.setTitle("Artır", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    button.addAction(
      UIAction { [unowned self] _ in
        level += 1
        setNeedsDisplay()
      }, for: .touchUpInside)
    addSubview(button)
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    UIColor.systemBlue.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 50, width: CGFloat(level) * 10, height: 10)).fill()
  }
}

/// The real compile, which takes minutes the first time: enabled by
/// `SCREENLAB_RUN_END_TO_END=1`, in the cache folder `SCREENLAB_RUN_CACHE` when set
/// (Scripts/run-examples.sh sets both, after checking the same from the shell).
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment["SCREENLAB_RUN_END_TO_END"] == "1",
    "set SCREENLAB_RUN_END_TO_END=1 to compile for real"))
@MainActor
struct RunEndToEndTests {
  @Test func theSeedsPanelScreenFilePrintsTheLessonsLine() throws {
    let expected = try #require(
      RunDriverTests.lessonLine("ortuk-ve-acik-animasyonlar/panel", "etkin-degisti"))
    let panel = repositoryRoot.appendingPathComponent("Examples/Run/PanelScreen.swift").path
    let cache = ProcessInfo.processInfo.environment["SCREENLAB_RUN_CACHE"].map { ["--cache", $0] }
    let result = runCLI(["run", panel, "--toggle", "Etkin"] + (cache ?? []))
    #expect(result.code == .success, "\(result.errors)")
    #expect(result.output.split(separator: "\n").map(String.init).contains(expected))
  }
}
