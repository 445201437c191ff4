// Where the files a test writes go, relative to the user's package (Docs/Testing.md §7.1, §10):
// outside every target's folder, so that SwiftPM has no file it does not handle to warn about
// and no `exclude:` to name a folder that does not exist yet.
import Foundation

enum PackageFolders {
  /// The nearest folder at or above `file`'s folder that holds a `Package.swift`.
  static func packageRoot(of file: URL) -> URL? {
    var folder = file.deletingLastPathComponent().standardizedFileURL
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// The folder the `__Snapshots__/<TestFile>` folders of `file` go in, with the name of the
  /// folder under it for this file's target:
  ///
  /// - a `__Snapshots__` folder beside the test file, when there is one (the earlier layout,
  ///   which needs `exclude: ["__Snapshots__"]`);
  /// - else, in a package `<root>/Tests/<Target>/File.swift`, the folder holding the target's
  ///   folder: `<root>/Tests/__Snapshots__/<Target>/<File>/…`;
  /// - else the test file's folder.
  static func snapshotDirectory(for file: URL) -> URL {
    let beside = file.deletingLastPathComponent()
    let name = file.deletingPathExtension().lastPathComponent
    let legacy = beside.appendingPathComponent("__Snapshots__")
    if FileManager.default.fileExists(atPath: legacy.path) {
      return legacy.appendingPathComponent(name)
    }
    guard let root = packageRoot(of: file) else { return legacy.appendingPathComponent(name) }
    let inside = Array(
      file.standardizedFileURL.pathComponents.dropFirst(root.pathComponents.count))
    // `Tests/<Target>/…/File.swift`: at least a container, a target and the file.
    guard inside.count >= 3 else { return legacy.appendingPathComponent(name) }
    return root.appendingPathComponent(inside[0]).appendingPathComponent("__Snapshots__")
      .appendingPathComponent(inside[1]).appendingPathComponent(name)
  }

  /// The folder failure reports go in when neither the options nor the environment name one:
  /// `<root>/.build/screenlab-reports` of the test file's package (the build folder SwiftPM
  /// already ignores and `swift package clean` empties), else `__Reports__` beside the file.
  static func reportFolder(for file: URL) -> URL {
    guard let root = packageRoot(of: file) else {
      return file.deletingLastPathComponent().appendingPathComponent("__Reports__")
    }
    return root.appendingPathComponent(".build").appendingPathComponent("screenlab-reports")
  }
}
