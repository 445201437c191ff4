import Foundation

#if SCREENLAB_SWIFTSYNTAX
  @_implementationOnly import SwiftParser
  @_implementationOnly import SwiftSyntax

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

    /// Parses the sources; files with syntax errors are reported unless `keepBroken`.
    static func parse(_ sources: [SourceFile], keepBroken: Bool)
      -> (files: [SourceFile], trees: [SourceFileSyntax], errors: [AnalysisError])
    {
      var files: [SourceFile] = []
      var trees: [SourceFileSyntax] = []
      var errors: [AnalysisError] = []
      for source in sources {
        if let error = NestingGuard.check(source) {
          errors.append(error)
          continue
        }
        let tree = Parser.parse(source: source.text)
        if tree.hasError {
          let converter = SourceLocationConverter(fileName: source.path, tree: tree)
          let position = firstError(in: tree)
          let location = converter.location(for: position)
          errors.append(
            AnalysisError(
              file: source.path, kind: .skipped,
              message:
                "not parsable Swift (first syntax error at \(location.line):\(location.column))"
                + (keepBroken ? "; analyzed anyway" : "; skipped")))
          if !keepBroken { continue }
        }
        files.append(source)
        trees.append(tree)
      }
      return (files, trees, errors)
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
      let (files, trees, errors) = parse(sources, keepBroken: options.analyzesFilesWithSyntaxErrors)
      let project = Project(files: files, trees: trees)
      var findings: [Finding] = []
      var draw = DrawRules(project: project)
      findings += draw.staleWrites()
      findings += draw.directDrawCalls()
      findings += draw.drawBodies()
      findings += AnimationRules(project: project).findings()
      findings = Array(Set(findings.filter { options.rules.contains($0.rule) })).sorted()
      return AnalysisReport(files: files.count, findings: findings, errors: errors)
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
