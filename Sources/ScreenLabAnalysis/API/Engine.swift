import Foundation

#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftParser
  internal import SwiftSyntax

  /// The analysis itself, over SwiftSyntax.
  enum Engine {
    static let availability = Availability.available

    static func parseOnly(_ sources: [SourceFile]) -> Int {
      var bytes = 0
      for source in sources where NestingGuard.check(source) == nil {
        bytes += Parser.parse(source: source.text).totalLength.utf8Length
      }
      return bytes
    }

    static func parseKeepingTrees(_ sources: [SourceFile]) -> Int {
      parse(sources, keepBroken: false).trees.count
    }

    /// Parses the sources; files with syntax errors are reported unless `keepBroken`.
    static func parse(_ sources: [SourceFile], keepBroken: Bool)
      -> (files: [SourceFile], trees: [SourceFileSyntax], errors: [AnalysisError])
    {
      var files: [SourceFile] = []
      var trees: [SourceFileSyntax] = []
      var errors: [AnalysisError] = []
      let parsed = parseEach(sources)
      for (source, result) in zip(sources, parsed) {
        let tree: SourceFileSyntax
        switch result {
        case .failure(let error):
          errors.append(error)
          continue
        case .success(let parsedTree):
          tree = parsedTree
        }
        if tree.hasError {
          let converter = SourceLocationConverter(fileName: source.path, tree: tree)
          let position = firstError(in: tree)
          let location = converter.location(for: position)
          let recovered = keepBroken || hasCleanDeclarations(tree)
          errors.append(
            AnalysisError(
              file: source.path, kind: recovered ? .partial : .skipped,
              message: recovered
                ? "syntax error at \(location.line):\(location.column); analyzed what parsed (partial)"
                : "not parsable Swift (first syntax error at \(location.line):\(location.column)); "
                  + "skipped"))
          if !recovered { continue }
        }
        files.append(source)
        trees.append(tree)
      }
      return (files, trees, errors)
    }

    /// Each source's tree, or the nesting guard's error, in the sources' order.
    ///
    /// Files are independent, so two threads parse them: this one takes the even positions,
    /// a second thread with the same large stack (``LargeStack``) the odd ones. Each writes
    /// only its own positions of the result.
    static func parseEach(_ sources: [SourceFile]) -> [Result<SourceFileSyntax, AnalysisError>] {
      func parse(_ source: SourceFile) -> Result<SourceFileSyntax, AnalysisError> {
        if let error = NestingGuard.check(source) { return .failure(error) }
        return .success(Parser.parse(source: source.text))
      }
      guard sources.count > 1 else { return sources.map(parse) }
      let results = ParseResults(count: sources.count)
      let second = LargeStack.start {
        for position in stride(from: 1, to: sources.count, by: 2) {
          results.store(parse(sources[position]), at: position)
        }
      }
      for position in stride(from: 0, to: sources.count, by: 2) {
        results.store(parse(sources[position]), at: position)
      }
      second.wait()
      return results.values()
    }

    /// Whether SwiftParser recovered at least one declaration or statement without an error,
    /// counting the members of types: a file that is all garbage has none.
    static func hasCleanDeclarations(_ tree: SourceFileSyntax) -> Bool {
      var pending: [Syntax] = tree.statements.map { Syntax($0.item) }
      var steps = 0
      while let node = pending.popLast(), steps < 100_000 {
        steps += 1
        if !node.hasError {
          if let decl = node.as(DeclSyntax.self), decl.is(MissingDeclSyntax.self) { continue }
          return true
        }
        for case let group? in [
          node.as(ClassDeclSyntax.self)?.memberBlock, node.as(StructDeclSyntax.self)?.memberBlock,
          node.as(EnumDeclSyntax.self)?.memberBlock, node.as(ExtensionDeclSyntax.self)?.memberBlock,
          node.as(ActorDeclSyntax.self)?.memberBlock,
        ] {
          pending += group.members.map { Syntax($0.decl) }
        }
      }
      return false
    }

    private static func firstError(in tree: SourceFileSyntax) -> AbsolutePosition {
      for token in tree.tokens(viewMode: .all) {
        if token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
          return token.positionAfterSkippingLeadingTrivia
        }
      }
      return tree.endPosition
    }

    static func analyze(_ sources: [SourceFile], options: SourceAnalyzer.Options) -> AnalysisReport
    {
      // Storyboards and nibs are read for the sizes they fix, not parsed as Swift.
      let interface = InterfaceSizes(sources)
      let swiftSources = sources.filter { !InterfaceSizes.isInterfaceFile($0.path) }
      let (files, trees, errors) = parse(
        swiftSources, keepBroken: options.analyzesFilesWithSyntaxErrors)
      let suppressions = Suppressions(files: files)
      let width = options.runsConcurrently ? RuleFamilies.width : 1
      // Each module alone (``ModulePartition``): two types of one name in two apps of one
      // repository are two types.
      var findings: [Finding] = []
      for module in ModulePartition.modules(paths: files.map(\.path), trees: trees) {
        // Private types of one name in two files of the module stay two types.
        let names = FilePrivateNames(module.map { trees[$0] })
        findings += RuleFamilies.findings(
          files: module.map { files[$0] }, trees: names.trees,
          suppressions: suppressions, width: width, interface: interface
        ).map(names.restoring)
      }
      findings = Array(
        Set(findings.filter { options.rules.contains($0.rule) && !suppressions.ignores($0) })
      ).sorted()
      return AnalysisReport(files: files.count, findings: findings, errors: errors)
    }
  }
  /// The parse results of ``Engine/parseEach(_:)``: each position written by one thread, read
  /// after both are done.
  private final class ParseResults: @unchecked Sendable {
    private var slots: [Result<SourceFileSyntax, AnalysisError>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result<SourceFileSyntax, AnalysisError>, at position: Int) {
      lock.lock()
      slots[position] = result
      lock.unlock()
    }

    func values() -> [Result<SourceFileSyntax, AnalysisError>] {
      lock.lock()
      defer { lock.unlock() }
      return slots.map { slot in
        guard let slot else { preconditionFailure("a source was not parsed") }
        return slot
      }
    }
  }
#else
  /// The stand-in compiled when Package.swift found no SwiftSyntax.
  enum Engine {
    static var availability: Availability {
      .unavailable(
        "SwiftSyntax not found in \(HostLibraries.expectedFolder ?? "the toolchain (no 'swift' on PATH)"); "
          + "screenlab analyze needs the Swift toolchain's host libraries: rebuild with the "
          + "toolchain's 'swift' on PATH or set SCREENLAB_SWIFT_HOST to its lib/swift/host folder")
    }

    static func parseOnly(_ sources: [SourceFile]) -> Int { 0 }

    static func parseKeepingTrees(_ sources: [SourceFile]) -> Int { 0 }

    static func analyze(_ sources: [SourceFile], options: SourceAnalyzer.Options) -> AnalysisReport
    {
      AnalysisReport(errors: [
        AnalysisError(file: "", kind: .unavailable, message: "\(availability)")
      ])
    }
  }
#endif

/// Where the toolchain's host libraries are expected, found the way Package.swift finds them.
enum HostLibraries {
  static var expectedFolder: String? {
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["SCREENLAB_SWIFT_HOST"], !folder.isEmpty { return folder }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
      return candidate.resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("lib/swift/host").standardizedFileURL
        .path
    }
    return nil
  }
}
