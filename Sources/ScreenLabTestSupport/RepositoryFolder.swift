import Foundation

/// Where the repository is, for tests that read its files (Package.swift, Docs, sources):
/// found from this file's own path, `Sources/ScreenLabTestSupport/RepositoryFolder.swift`.
package enum RepositoryFolder {
  /// The repository's root folder.
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
