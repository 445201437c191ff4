import Foundation

/// Turns the paths given on a command line into the Swift files to analyze, and reads them.
///
/// Directories are searched recursively for `*.swift` files, and for the Interface Builder
/// files beside them (`*.storyboard`, `*.xib`, read for the sizes they fix, never parsed as
/// Swift: `InterfaceSizes`), skipping hidden entries (`.git`,
/// `.build`) and, unless asked for, the folders where dependency managers keep code the project
/// did not write (``dependencyFolders``: `Pods`, `Carthage`, …); a file or directory named
/// directly is taken whatever its name or extension. A symbolic link to a
/// directory is followed when it is named, not when it is met inside a directory (as `grep -r`
/// and `find` walk), and each directory is searched once: a link to `/` or two links to `..`
/// would otherwise walk the whole file system or grow exponentially (Docs/CLI.md §8). The result is sorted by
/// path, byte by byte, and has no duplicates, so the same tree always gives the same order.
public enum SourceCollector {
  /// Folders met inside a directory that hold other people's code, fetched by a dependency
  /// manager or built by Xcode: CocoaPods' `Pods`, Carthage's `Carthage`, Xcode's
  /// `DerivedData` and its Swift package checkouts, `SourcePackages`. Their findings are not
  /// the project's to fix (a project with pods would get hundreds), so they are passed over
  /// unless `includingDependencies` is set; a folder named on the command line is searched.
  public static let dependencyFolders: Set<String> = [
    "Pods", "Carthage", "DerivedData", "SourcePackages",
  ]

  /// The files under `paths`, sorted, and an I/O error for each path that does not exist.
  ///
  /// - Parameter includingDependencies: search ``dependencyFolders`` met inside a directory
  ///   too.
  public static func files(under paths: [String], includingDependencies: Bool = false) -> (
    files: [String], errors: [AnalysisError]
  ) {
    var found = Set<String>()
    var errors: [AnalysisError] = []
    var visited = Set<DirectoryIdentity>()
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errors.append(AnalysisError(file: path, kind: .io, message: "no such file or directory"))
        continue
      }
      guard isDirectory.boolValue else {
        found.insert(path)
        continue
      }
      collect(
        directory: path, dependencies: includingDependencies, into: &found, errors: &errors,
        visited: &visited)
    }
    return (found.sorted(by: { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }), errors)
  }

  /// A directory's device and inode: the same directory reached by two paths.
  private struct DirectoryIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  private static func collect(
    directory: String, dependencies: Bool, into found: inout Set<String>,
    errors: inout [AnalysisError], visited: inout Set<DirectoryIdentity>
  ) {
    var info = stat()
    if stat(directory, &info) == 0 {
      let identity = DirectoryIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
      // A loop through a bind mount, or a directory named twice: searched once.
      guard visited.insert(identity).inserted else { return }
    }
    let manager = FileManager.default
    let entries: [String]
    do {
      entries = try manager.contentsOfDirectory(atPath: directory)
    } catch {
      errors.append(AnalysisError(file: directory, kind: .io, message: "cannot list directory"))
      return
    }
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    for entry in entries where !entry.hasPrefix(".") {
      let path = base + entry
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        // A name that is not UTF-8 comes back with replacement characters and names no file:
        // said, not silently dropped (Docs/CLI.md §8). A broken link is passed over.
        if entry.unicodeScalars.contains("\u{FFFD}") {
          errors.append(
            AnalysisError(
              file: path, kind: .skipped,
              message: "the file name is not valid UTF-8, so it cannot be opened by name"))
        }
        continue
      }
      if isDirectory.boolValue {
        if !dependencies, dependencyFolders.contains(entry) { continue }
        var link = stat()
        if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK { continue }
        collect(
          directory: path, dependencies: dependencies, into: &found, errors: &errors,
          visited: &visited)
      } else if entry.hasSuffix(".swift") || InterfaceSizes.isInterfaceFile(entry) {
        found.insert(path)
      }
    }
  }

  /// Reads `path` as Swift source.
  ///
  /// - Returns: the source, or an error: ``AnalysisError/Kind/io`` when the file cannot be
  ///   read, ``AnalysisError/Kind/skipped`` when it is binary (holds a NUL byte) or not UTF-8.
  public static func read(_ path: String) -> Result<SourceFile, AnalysisError> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(AnalysisError(file: path, kind: .io, message: "cannot read file"))
    }
    if data.contains(0) {
      return .failure(
        AnalysisError(file: path, kind: .skipped, message: "binary file (contains NUL bytes)"))
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      return .failure(AnalysisError(file: path, kind: .skipped, message: "not valid UTF-8"))
    }
    return .success(SourceFile(path: path, text: text))
  }
}
