import Foundation

/// Turns the paths given on a command line into the Swift files to analyze, and reads them.
///
/// Directories are searched recursively for `*.swift` files, skipping hidden entries (`.git`,
/// `.build`); a file named directly is taken whatever its extension. The result is sorted by
/// path, byte by byte, and has no duplicates, so the same tree always gives the same order.
public enum SourceCollector {
  /// The files under `paths`, sorted, and an I/O error for each path that does not exist.
  public static func files(under paths: [String]) -> (files: [String], errors: [AnalysisError]) {
    var found = Set<String>()
    var errors: [AnalysisError] = []
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
      collect(directory: path, into: &found, errors: &errors, depth: 0)
    }
    return (found.sorted(by: { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }), errors)
  }

  private static func collect(
    directory: String, into found: inout Set<String>, errors: inout [AnalysisError], depth: Int
  ) {
    // Symbolic link loops end here.
    guard depth < 64 else { return }
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
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        collect(directory: path, into: &found, errors: &errors, depth: depth + 1)
      } else if entry.hasSuffix(".swift") {
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
