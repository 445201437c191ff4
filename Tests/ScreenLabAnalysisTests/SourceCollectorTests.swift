import Foundation
import ScreenLabAnalysis
import Testing

/// Finding, reading and skipping files.
@Suite struct SourceCollectorTests {
  /// A fresh temporary directory holding `files` (path → bytes).
  func directory(_ files: [String: [UInt8]]) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenlab-analyze-\(UUID().uuidString)").path
    for (path, bytes) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return root
  }

  @Test func directoriesAreSearchedRecursivelyInPathOrder() throws {
    let root = try directory([
      "b.swift": [], "a/z.swift": [], "a/y.txt": [], "A.swift": [], ".build/x.swift": [],
      "a/.hidden.swift": [],
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (files, errors) = SourceCollector.files(under: [root, root + "/b.swift"])
    #expect(errors.isEmpty)
    #expect(files == [root + "/A.swift", root + "/a/z.swift", root + "/b.swift"])
  }

  @Test func interfaceBuilderFilesAreCollectedBesideTheSwiftFiles() throws {
    let root = try directory([
      "App/View.swift": [], "App/Base.lproj/Main.storyboard": [], "App/Cell.xib": [],
      "App/Info.plist": [], "App/Assets.xcassets/Contents.json": [],
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(
      SourceCollector.files(under: [root]).files == [
        root + "/App/Base.lproj/Main.storyboard", root + "/App/Cell.xib", root + "/App/View.swift",
      ])
  }

  @Test func dependencyFoldersAreSkippedUnlessAskedForOrNamed() throws {
    let root = try directory([
      "App/View.swift": [], "Pods/Charts/Chart.swift": [], "App/Carthage/Checkouts/K.swift": [],
      "DerivedData/SourcePackages/checkouts/P.swift": [], "PodsHelper/Pods.swift": [],
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(
      SourceCollector.files(under: [root]).files == [
        root + "/App/View.swift", root + "/PodsHelper/Pods.swift",
      ])
    #expect(
      SourceCollector.files(under: [root], includingDependencies: true).files == [
        root + "/App/Carthage/Checkouts/K.swift", root + "/App/View.swift",
        root + "/DerivedData/SourcePackages/checkouts/P.swift", root + "/Pods/Charts/Chart.swift",
        root + "/PodsHelper/Pods.swift",
      ])
    // A dependency folder named on the command line is what the user asked for.
    #expect(
      SourceCollector.files(under: [root + "/Pods"]).files == [root + "/Pods/Charts/Chart.swift"])
  }

  @Test func missingPathsAreIOErrors() {
    let (files, errors) = SourceCollector.files(under: ["/no/such/place.swift"])
    #expect(files.isEmpty)
    #expect(
      errors == [
        AnalysisError(file: "/no/such/place.swift", kind: .io, message: "no such file or directory")
      ])
  }

  @Test(.enabled(if: analyzerIsAvailable))
  func binaryAndNonUTF8FilesAreReportedAndSkipped() throws {
    let root = try directory([
      "bin.swift": [0x7F, 0x45, 0x00, 0x01], "latin.swift": [0x63, 0xE7, 0x0A],
      "good.swift": Array("func f() { draw(bounds) }\n".utf8),
      "broken.swift": Array("class { func (\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SourceAnalyzer().analyze(paths: [root])
    #expect(report.files == 1)
    #expect(report.errors.map(\.kind) == [.skipped, .skipped, .skipped])
    #expect(
      report.errors.map { ($0.file as NSString).lastPathComponent } == [
        "bin.swift", "broken.swift", "latin.swift",
      ])
    #expect(report.errors[1].message.hasPrefix("not parsable Swift (first syntax error at 1:"))
    #expect(!report.hasFatalErrors)
  }

  @Test(.enabled(if: analyzerIsAvailable))
  func progressIsReportedPerFile() throws {
    let root = try directory(["a.swift": [], "b.swift": []])
    defer { try? FileManager.default.removeItem(atPath: root) }
    var seen: [String] = []
    _ = SourceAnalyzer().analyze(paths: [root]) { done, total, path in
      seen.append("\(done)/\(total) \((path as NSString).lastPathComponent)")
    }
    #expect(seen == ["0/2 a.swift", "1/2 b.swift"])
  }
}
