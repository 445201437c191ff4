import Foundation
import ScreenLabAnalysis
import Testing

/// Whether this build has SwiftSyntax; the rule suites run only when it does.
let analyzerIsAvailable = SourceAnalyzer.availability == .available

/// What the analyzer says when the build has no SwiftSyntax, and that CI builds have it.
@Suite struct AvailabilityTests {
  /// The host folder of the `swift` on PATH, found the way Package.swift finds it.
  static var hostFolderOnPath: String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
      let host = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
      return FileManager.default.fileExists(atPath: host + "/SwiftParser.swiftmodule") ? host : nil
    }
    return nil
  }

  @Test(
    .enabled(
      if: hostFolderOnPath != nil
        && ProcessInfo.processInfo.environment["SCREENLAB_SWIFT_HOST"] == nil))
  func toolchainWithHostLibrariesGivesAWorkingAnalyzer() {
    // Package.swift finds the host libraries from the `swift` on PATH, as this test does.
    #expect(SourceAnalyzer.availability == .available)
  }

  @Test(.enabled(if: !analyzerIsAvailable))
  func unavailableAnalyzerReportsWhatIsMissing() {
    guard case .unavailable(let reason) = SourceAnalyzer.availability else { return }
    #expect(reason.hasPrefix("SwiftSyntax not found in "))
    #expect(reason.contains("screenlab analyze needs the Swift toolchain's host libraries"))
    let report = SourceAnalyzer().analyze([SourceFile(path: "a.swift", text: "")])
    #expect(report.hasFatalErrors)
  }
}
