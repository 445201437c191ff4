import Foundation
import ScreenLab
import ScreenLabAnalysis
import ScreenLabReport
import ScreenLabRun

/// `screenlab run FILE.swift…`: compiles unmodified view files against the facades, hosts
/// their views and measures the given steps (Docs/Run.md).
struct RunCommand: Hashable {
  enum Format: String, CaseIterable { case text, json }

  let files: [String]
  let view: String?
  let steps: [RunStep]
  let svg: String?
  let format: Format
  let cache: String?
  /// `--report` and `--trace`: the one hosted view's run as an HTML page and a Chrome trace,
  /// made by the compiled program and written here (Docs/Run.md §9).
  let report: ReportOptions

  static let declarations: [OptionDeclaration] =
    [
      .value("--view"), .repeatableValue("--tap"), .repeatableValue("--toggle"),
      .repeatableValue("--drag"), .repeatableValue("--advance"),
      OptionDeclaration(name: "--refresh", takesValue: false, repeatable: true), .value("--svg"),
      .value("--format"), .value("--cache"),
    ] + ReportOptions.declarations

  /// Reads and checks the command line after `run`; the files are checked when it runs.
  init(words: [String], options: [ParsedOption], report: ReportOptions = .none)
    throws(UsageError)
  {
    self.report = report
    let reader = OptionReader(options: options, command: ["run"])
    guard !words.isEmpty else {
      throw UsageError(
        message: "missing FILE.swift; give one or more Swift files", command: ["run"])
    }
    for word in words where !word.hasSuffix(".swift") {
      throw UsageError(
        message: "'\(Quote.inline(word))' is not a .swift file; run takes Swift source files",
        command: ["run"])
    }
    var seen = Set<String>()
    for word in words {
      let path = URL(fileURLWithPath: word).standardizedFileURL.path
      guard seen.insert(path).inserted else {
        throw UsageError(
          message: "file '\(Quote.inline(word))' given more than once; give each file once",
          command: ["run"])
      }
    }
    files = words
    if let view = reader.value("--view") {
      guard !view.isEmpty else { throw reader.invalid("--view", "expected a view's type name") }
      self.view = view
    } else {
      view = nil
    }
    var steps: [RunStep] = []
    for option in options {
      guard ["--tap", "--toggle", "--drag", "--advance", "--refresh"].contains(option.name) else {
        continue
      }
      do {
        steps.append(try RunStep.parse(option: option.name, value: option.value ?? ""))
      } catch {
        throw UsageError(
          message: "invalid value '\(Quote.inline(error.value))' for '\(error.option)': "
            + error.reason,
          command: ["run"])
      }
    }
    self.steps = steps
    format = try reader.choice("--format", "format") ?? .text
    if let svg = reader.value("--svg") {
      guard !svg.isEmpty else { throw reader.invalid("--svg", "expected a file name") }
      self.svg = svg
      for (name, path) in [("--report", report.report), ("--trace", report.trace)]
      where path == svg {
        throw UsageError(
          message: "'--svg' and '\(name)' both name '\(Quote.inline(svg))'; give two files",
          command: ["run"])
      }
    } else {
      svg = nil
    }
    try OutputFile.rejectInputs(
      [("--svg", svg), ("--report", report.report), ("--trace", report.trace)], inputs: words,
      command: ["run"])
    if let cache = reader.value("--cache") {
      guard !cache.isEmpty else { throw reader.invalid("--cache", "expected a folder") }
      self.cache = URL(fileURLWithPath: cache).standardizedFileURL.path
    } else {
      cache = nil
    }
  }

  /// Reads every file: a regular, readable, UTF-8 file, or a one-line error naming it.
  static func read(_ path: String) throws(RunFailure) -> String {
    let shown = Quote.inline(path)
    switch FileKind.of(path) {
    case .failure(let error):
      throw RunFailure(message: "cannot read '\(shown)': \(error)", code: .failure)
    case .success(let (kind, info)):
      guard kind == .regular else {
        throw RunFailure(
          message: "cannot read '\(shown)': \(kind.phrase), not a Swift source file",
          code: .failure)
      }
      if let problem = SourceLimit.problem(size: Int64(info.st_size)) {
        throw RunFailure(message: "cannot read '\(shown)': \(problem)", code: .failure)
      }
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = access(path, R_OK) != 0 ? SystemError.current.description : "unreadable"
      throw RunFailure(message: "cannot read '\(shown)': \(reason)", code: .failure)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw RunFailure(message: "cannot read '\(shown)': not UTF-8 text", code: .failure)
    }
    return text
  }

  /// The rewritten sources and the generated files, ready for the scratch package.
  struct Prepared {
    var sources: [RunSource]
    var hostables: [RunHostable]
    /// File name in the scratch target → text.
    var files: [String: String]
    /// Scratch path → the user's path, for the compiler's messages.
    var paths: [String: String]
    /// The names the sources declare.
    var declared: Set<String>
  }

  /// Reads, rewrites and generates (Docs/Run.md §2, §3); `directory` is the scratch target's.
  ///
  /// `emptying` names, per file index, the previews whose bodies are left out (Docs/Run.md
  /// §6).
  static func prepare(
    _ files: [String], in directory: String, emptying: [Int: Set<String>] = [:]
  ) throws(RunFailure) -> Prepared {
    guard RunRewriter.isAvailable else {
      throw RunFailure(
        message: "this build of screenlab has no SwiftSyntax (the toolchain's host libraries); "
          + "see Docs/Building.md", code: .failure)
    }
    var sources: [RunSource] = []
    var texts: [String] = []
    for (index, path) in files.enumerated() {
      let text = try read(path)
      texts.append(text)
      // Nesting SwiftParser would take hours on or overflow the stack with (Docs/CLI.md §8);
      // the parse itself on the analyzer's large stack, as `analyze` parses.
      if let problem = NestingGuard.check(SourceFile(path: path, text: text)) {
        throw RunFailure(
          message: "cannot run '\(Quote.inline(path))': "
            + problem.message.replacingOccurrences(of: "; skipped because ", with: ": "),
          code: .failure)
      }
      #if canImport(SwiftParser)
        let left = emptying[index] ?? []
        sources.append(
          LargeStack.run { RunRewriter.rewrite(path: path, text: text, emptying: left) })
      #else
        sources.append(RunSource(path: path, text: text))
      #endif
    }
    #if canImport(SwiftParser)
      // A `#Preview` that makes a UIKit view controller or view is known once every file is.
      sources = RunRewriter.hostingUIKitPreviews(sources, texts: texts, emptying: emptying)
    #endif
    let hostables = RunRewriter.collectionViewsWithALayout(
      RunRewriter.hostables(sources), sources)
    let selectors = Set(sources.flatMap(\.selectors))
    var prepared = Prepared(
      sources: sources, hostables: hostables, files: [:], paths: [:], declared: [])
    for (index, source) in sources.enumerated() {
      let base = URL(fileURLWithPath: source.path).deletingPathExtension().lastPathComponent
      let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
      let name = "F\(index)_\(safe).swift"
      let tail = RunRewriter.generatedTail(
        for: source, file: index, hostables: hostables, selectors: selectors)
      let text =
        source.text.hasSuffix("\n") || source.text.isEmpty ? source.text : source.text + "\n"
      prepared.files[name] = text + tail
      prepared.paths[directory + "/" + name] = source.path
      for type in source.types {
        prepared.declared.insert(String(type.name.split(separator: ".").last ?? ""))
        for method in type.methods { prepared.declared.insert(method.base) }
      }
      prepared.declared.formUnion(source.localTypes)
    }
    prepared.files["main.swift"] = RunRewriter.mainFile(fileCount: sources.count)
    return prepared
  }

  func run(
    language: Language, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    do {
      let result = try execute(language: language, errors: &errors)
      return finish(result, language: language, output: &output, errors: &errors)
    } catch {
      for line in error.details { errors.write(line + "\n") }
      errors.write("error: \(Quote.oneLine(error.message))\n")
      return error.code
    }
  }

  /// The title of the first preview whose body names `view` (`#Preview { Row(item: .sample) }`
  /// makes `Row`), or nil.
  static func preview(making view: String, _ prepared: Prepared) -> String? {
    for hostable in prepared.hostables where hostable.kind == .preview {
      guard prepared.sources.indices.contains(hostable.file) else { continue }
      let types = prepared.sources[hostable.file].types
      let type = types.first { $0.previewName == hostable.name || $0.name == hostable.name }
      if type?.identifiers.contains(view) == true { return hostable.name }
    }
    return nil
  }

  /// The preview hosted for `--view view`: the first preview whose body makes `view`, when
  /// `view` is not a candidate or is made with synthesized arguments (the preview's are the
  /// author's); nil when `view` is made by its own code or no preview makes it.
  static func previewInstead(of view: String, _ prepared: Prepared) -> String? {
    guard !prepared.hostables.contains(where: { $0.name == view && $0.synthesized == nil })
    else { return nil }
    return preview(making: view, prepared)
  }

  /// The candidate `--view view` names: `view` itself, or, when no candidate has that name,
  /// the one nested type whose last name component it is (`BubbleView` for
  /// `Common.BubbleView`).
  static func qualified(_ view: String, _ prepared: Prepared) -> String {
    guard !prepared.hostables.contains(where: { $0.name == view }) else { return view }
    let nested = Set(prepared.hostables.map(\.name).filter { $0.hasSuffix("." + view) })
    return nested.count == 1 ? nested.first ?? view : view
  }

  /// Prepares, builds and runs; the driver's result.
  func execute(language: Language, errors: inout some TextOutputStream) throws(RunFailure)
    -> RunResult
  {
    let environment = ProcessInfo.processInfo.environment
    let root = try RunPackage.root(environment: environment).get()
    let package = RunPackage(
      directory: RunPackage.directory(cache: cache, root: root, environment: environment),
      root: root)
    var prepared = try Self.prepare(files, in: package.sourcesDirectory)
    if prepared.hostables.isEmpty {
      let reasons = RunRewriter.unhostableReasons(
        prepared.sources, hostables: prepared.hostables)
      throw RunFailure(
        message: "nothing to host in "
          + files.map { "'\(Quote.inline($0))'" }.joined(separator: ", ")
          + ": no View with init(), PreviewProvider, or UIView/UIViewController subclass with "
          + "init(frame:) or init()"
          + (reasons.isEmpty
            ? Self.noTypesReason(prepared.sources)
            : " (" + reasons.joined(separator: "; ") + "; add a #Preview that makes one)")
          + " (Docs/Run.md §3)", code: .failure)
    }
    // `--view X` of a view only a preview makes, or that only synthesized arguments make: the
    // preview, with the author's own values, is hosted (Docs/Run.md §3).
    var hostedView = view.map { Self.qualified($0, prepared) }
    if let view = hostedView, let preview = Self.previewInstead(of: view, prepared) {
      errors.write(
        (language == .tr
          ? "not: '\(Quote.inline(view))' onizleme '\(preview)' icinde yapiliyor; onizleme "
            + "barindiriliyor\n"
          : "note: '\(Quote.inline(view))' is made by the preview '\(preview)'; hosting the "
            + "preview\n"))
      hostedView = preview
    }
    for line in Self.accessNotes(hostedView, prepared, language: language) {
      errors.write(line + "\n")
    }
    if let view = hostedView, !prepared.hostables.contains(where: { $0.name == view }) {
      // A view of the sources that cannot be made: say why (its environment object, …).
      if let reason = RunRewriter.unhostableReasons(
        prepared.sources, hostables: prepared.hostables
      ).first(where: { $0.hasPrefix(view + " ") || $0.hasPrefix(view + "'s ") }) {
        throw RunFailure(
          message: "cannot host '\(Quote.inline(view))': \(reason) (Docs/Run.md §3)",
          code: .failure)
      }
      throw RunFailure(
        message: "unknown view '\(Quote.inline(view))'; views that can be hosted: "
          + prepared.hostables.map(\.name).joined(separator: ", ") + "; see 'screenlab run --help'",
        code: .usage)
    }
    guard let swift = RunPackage.swiftExecutable(environment: environment) else {
      throw RunFailure(
        message: "cannot find 'swift' on PATH (set SCREENLAB_SWIFT to the toolchain's swift)",
        code: .failure)
    }
    let resultPath = package.directory + "/result-\(getpid()).json"
    let request = RunRequest(
      view: hostedView, steps: steps, language: language, svg: svg != nil, resultPath: resultPath,
      reportCommand: report.isRequested ? report.commandLine : nil)
    // The virtual time the steps ask for: each advance, 0.25 s per drag.
    let virtualSeconds = steps.reduce(0.0) { total, step in
      switch step {
      case .advance(let seconds): return total + seconds
      case .drag: return total + 0.25
      default: return total
      }
    }
    let firstBuild = !FileManager.default.fileExists(atPath: package.directory + "/.build")
    if firstBuild {
      errors.write(
        "note: first run in '\(package.directory)': building ScreenLab once (minutes); later "
          + "runs recompile only the given files\n")
    }
    var assetSymbols: [RunAssetSymbols.Symbol] = []
    var standIns = ProjectStandIns()
    var resources: [RunResources.Resource] = []
    let programOutput: String = try package.locked { () throws(RunFailure) -> String in
      var package = package
      try package.write(sources: prepared.files)
      prepared.paths = Self.withResolvedPaths(prepared.paths, directory: package.sourcesDirectory)
      // Members an app's asset catalog would generate stand in, and the rest is built.
      var build = package.build(swift: swift)
      let swift4 = try Self.inSwift4ModeWhenWrittenForIt(
        build, &package, swift: swift, files: prepared.files, language: language)
      build = swift4.build
      if let note = swift4.note { errors.write(note + "\n") }
      (build, assetSymbols) = try Self.standingInForAssetSymbols(
        build, &prepared, package: package, swift: swift)
      // Then what the file expects from elsewhere in its project (Docs/Run.md §6).
      (build, standIns) = try Self.standingInForProjectNames(
        build, &prepared, package: package, swift: swift, known: RunAppleNames.known(root: root),
        assetSymbols: &assetSymbols)
      let firstOutput = build.output
      // Errors only inside previews the hosted view does not need: those previews are left
      // out and the rest built again (Docs/Run.md §6).
      if !build.ok,
        let retry = try Self.leavingOutFailingPreviews(
          RunDiagnostics.map(build.output, paths: prepared.paths), prepared, view: hostedView,
          in: package.sourcesDirectory, language: language,
          known: RunAppleNames.known(root: root))
      {
        var retried = retry.prepared
        Self.withAssetSymbols(assetSymbols, &retried, directory: package.sourcesDirectory)
        Self.withProjectStandIns(
          standIns, &retried,
          uses: RunStandIns.uses(
            retried.sources.map(\.text), paths: retried.sources.map(\.path)),
          directory: package.sourcesDirectory)
        try package.write(sources: retried.files)
        let second = package.build(swift: swift)
        if second.ok {
          build = second
          prepared = retried
          prepared.paths = Self.withResolvedPaths(
            prepared.paths, directory: package.sourcesDirectory)
          for line in retry.notes { errors.write(line + "\n") }
        }
      }
      guard build.ok else {
        let diagnostics = RunDiagnostics.map(firstOutput, paths: prepared.paths)
        var failure = RunFailure(
          message: "\(files.count == 1 ? "the file does" : "the files do") not compile against "
            + "ScreenLab's facades (\(diagnostics.filter { $0.contains("error: ") }.count) "
            + "errors)", code: .failure)
        failure.details =
          diagnostics + RunDiagnostics.previewableNotes(diagnostics, prepared.sources)
          + [
            RunAssetSymbols.note(assetSymbols, language: language).map {
              (language == .tr ? "not: " : "note: ") + $0
            }
          ]
          .compactMap { $0 } + [standIns.takenBack].compactMap { $0 }
        if let missing = RunDiagnostics.firstMissing(diagnostics, declared: prepared.declared) {
          failure.details.append(
            RunDiagnostics.missingLine(missing, known: RunAppleNames.known(root: root)))
        }
        throw failure
      }
      guard let json = try? JSONEncoder().encode(request) else {
        throw RunFailure(message: "cannot encode the run request", code: .failure)
      }
      unlink(resultPath)
      let program: String
      (program, resources) = Self.programWithResources(prepared, package: package)
      let run = RunPackage.execute(
        program, [String(decoding: json, as: UTF8.self)], timeout: 300)
      if run.timedOut {
        throw RunFailure(
          message: "the hosted program did not finish within 300 s of real time and was "
            + "stopped (its steps asked for \(NumberText.text(virtualSeconds)) s of virtual "
            + "time)",
          code: .failure)
      }
      guard run.status == 0 else {
        let how =
          run.signal ? "was ended by signal \(run.status)" : "exited with status \(run.status)"
        // The one line names the user's files: a trap's own message may name only the
        // standard library (`Swift/IntegerTypes.swift: Fatal error: Division by zero`).
        let named = files.map { "'\(Quote.inline($0))'" }.joined(separator: ", ")
        var failure = RunFailure(
          message: "the hosted program of \(named) \(how) before reporting (its last output is "
            + "above)",
          code: .failure)
        // The program's output up to the runtime's stack trace, which names only scratch code.
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        let end = lines.firstIndex { $0.hasPrefix("Current stack trace:") } ?? lines.endIndex
        // A trap's message names the scratch copy (`Module/F0_Card.swift:12: Fatal error`);
        // its lines are the user's, so the user's path is put back.
        failure.details = lines[..<end].suffix(20).filter { !$0.isEmpty }.map {
          RunDiagnostics.userPaths(in: String($0), paths: prepared.paths)
        }
        throw failure
      }
      return run.output
    }
    // What the hosted code printed goes to standard error, so standard output stays the
    // measurement.
    if !programOutput.isEmpty {
      errors.write(programOutput.hasSuffix("\n") ? programOutput : programOutput + "\n")
    }
    defer { unlink(resultPath) }
    guard let data = FileManager.default.contents(atPath: resultPath),
      let result = try? JSONDecoder().decode(RunResult.self, from: data)
    else {
      throw RunFailure(message: "the hosted program wrote no readable result", code: .failure)
    }
    return Self.noting(
      standIns,
      in: Self.noting(
        resources, in: Self.noting(assetSymbols, in: result, language: language),
        language: language), language: language)
  }

  /// Prints `result` and writes the report, the trace and the SVG; the exit status.
  func finish(
    _ result: RunResult, language: Language = .default, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    if let error = result.error {
      errors.write("error: \(Quote.oneLine(error))\n")
      return .failure
    }
    switch format {
    case .text:
      for line in result.textLines(language) { output.write(line + "\n") }
    case .json:
      var shown = result
      for index in shown.hosted.indices { shown.hosted[index].svg = nil }
      shown.report = nil
      shown.trace = nil
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      if let data = try? encoder.encode(shown) {
        output.write(String(decoding: data, as: UTF8.self) + "\n")
      }
    }
    for run in result.hosted {
      for diagnostic in run.diagnostics {
        errors.write("warning: \(run.name): \(Quote.oneLine(diagnostic))\n")
      }
    }
    var code = ExitCode.success
    for error in result.stepErrors {
      errors.write("error: \(Quote.oneLine(error))\n")
      code = .failure
    }
    if report.isRequested {
      guard result.hosted.count == 1, let html = result.report, let trace = result.trace else {
        errors.write(
          "error: '--report' and '--trace' record one screen and \(result.hosted.count) were "
            + "hosted (" + result.hosted.map(\.name).joined(separator: ", ")
            + "); pick one with --view\n")
        return .failure
      }
      if report.write(html: { html }, trace: { trace }, language: language, errors: &errors)
        != .success
      {
        code = .failure
      }
    }
    if let svg {
      guard result.hosted.count == 1, let picture = result.hosted[0].svg else {
        errors.write(
          "error: '--svg' paints one screen and \(result.hosted.count) were hosted ("
            + result.hosted.map(\.name).joined(separator: ", ") + "); pick one with --view\n")
        return .failure
      }
      guard OutputFile.write(picture, to: svg, language: language, errors: &errors) else {
        return .failure
      }
    }
    return code
  }
}
