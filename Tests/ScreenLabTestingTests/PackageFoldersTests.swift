import Foundation
import Testing

@testable import ScreenLabTesting

/// Where snapshots and failure reports go in a user's package (Docs/Testing.md §7.1, §10).
@MainActor @Suite struct PackageFoldersTests {
  /// A package folder with a manifest and a test file's folder, removed afterwards.
  func package(_ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenlab-folders-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    try Data("// swift-tools-version:6.0\n".utf8).write(
      to: root.appendingPathComponent("Package.swift"))
    defer { try? FileManager.default.removeItem(at: root) }
    try body(root.standardizedFileURL)
  }

  @Test func snapshotsGoBesideTheTargetsFolderUnlessTheOldFolderExists() throws {
    try package { root in
      let file = root.appendingPathComponent("Tests/AppTests/RowTests.swift")
      #expect(
        PackageFolders.snapshotDirectory(for: file).path
          == root.appendingPathComponent("Tests/__Snapshots__/AppTests/RowTests").path)
      let legacy = root.appendingPathComponent("Tests/AppTests/__Snapshots__")
      try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
      #expect(
        PackageFolders.snapshotDirectory(for: file).path
          == legacy.appendingPathComponent("RowTests").path)
    }
  }

  @Test func reportsGoUnderTheBuildFolder() throws {
    try package { root in
      let file = root.appendingPathComponent("Tests/AppTests/RowTests.swift")
      #expect(
        PackageFolders.reportFolder(for: file).path
          == root.appendingPathComponent(".build/screenlab-reports").path)
    }
    // Outside a package: beside the file, as before.
    let loose = URL(fileURLWithPath: "/nonexistent-screenlab/Loose.swift")
    #expect(PackageFolders.reportFolder(for: loose).path == "/nonexistent-screenlab/__Reports__")
  }
}
