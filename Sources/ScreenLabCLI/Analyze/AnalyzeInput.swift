import Foundation
import ScreenLabAnalysis

/// The sources `analyze` reads, collected by ``SourceCollector`` and checked by the CLI
/// before anything is read (Docs/CLI.md §8):
///
/// - an I/O error says why, in `strerror(3)`'s words (`too many levels of symbolic links`,
///   `permission denied`, `not a directory`), not only that the path was not found;
/// - only regular files are read: a FIFO, socket or device named on the command line is an
///   I/O error, one met inside a directory is skipped, so reading never blocks on a FIFO
///   with no writer or runs for ever on `/dev/zero`;
/// - a message does not repeat its label (`skipped: …; skipped`).
struct AnalyzeInput {
  /// The sources read, in path order.
  var sources: [SourceFile] = []
  /// The paths that could not be read or were skipped, with why.
  var errors: [AnalysisError] = []

  /// Collects and reads the Swift files under `paths`; `progress` is called before each file
  /// is read with the number done, the total and the path.
  static func read(
    _ paths: [String], includingDependencies: Bool = false,
    progress: (_ done: Int, _ total: Int, _ path: String) -> Void = { _, _, _ in }
  ) -> AnalyzeInput {
    var input = AnalyzeInput()
    let (files, collectionErrors) = SourceCollector.files(
      under: paths, includingDependencies: includingDependencies)
    input.errors = collectionErrors.map(refine)
    let named = Set(paths)
    // The same file reached by two paths (one name with and without a leading dot-slash, a
    // link, a hard link) is read once, under its first path: its declarations counted twice
    // would change the findings.
    var seen = Set<[UInt64]>()
    for (position, path) in files.enumerated() {
      progress(position, files.count, path)
      switch FileKind.of(path) {
      case .failure(let error):
        input.errors.append(AnalysisError(file: path, kind: .io, message: error.description))
        continue
      case .success((.regular, let info)):
        guard seen.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { continue }
        if let problem = SourceLimit.problem(size: Int64(info.st_size)) {
          input.errors.append(AnalysisError(file: path, kind: .skipped, message: problem))
          continue
        }
      case .success((let kind, _)):
        input.errors.append(
          named.contains(path)
            ? AnalysisError(
              file: path, kind: .io, message: "not a regular file or directory (\(kind.phrase))")
            : AnalysisError(
              file: path, kind: .skipped, message: "not a regular file (\(kind.phrase))"))
        continue
      }
      switch SourceCollector.read(path) {
      case .success(let source): input.sources.append(source)
      case .failure(let error): input.errors.append(refine(error))
      }
    }
    return input
  }

  /// `error` with a precise reason for an I/O error and without a repeated label.
  static func refine(_ error: AnalysisError) -> AnalysisError {
    switch error.kind {
    case .io:
      guard let reason = reason(error.file) else { return error }
      return AnalysisError(file: error.file, kind: .io, message: reason)
    case .skipped, .partial:
      return AnalysisError(file: error.file, kind: error.kind, message: unrepeated(error.message))
    case .unavailable:
      return error
    }
  }

  /// The message without a trailing "; skipped" (the label says it), and "; skipped
  /// because X" as "; X".
  static func unrepeated(_ message: String) -> String {
    var text = message
    if text.hasSuffix("; skipped") { text.removeLast("; skipped".count) }
    return text.replacingOccurrences(of: "; skipped because ", with: "; ")
  }

  /// Why `path` cannot be read, from the system: nil when it can be opened after all.
  static func reason(_ path: String) -> String? {
    switch FileKind.of(path) {
    case .failure(let error):
      if error.number == ENOENT, case .success((.symbolicLink, _)) = FileKind.ofLink(path) {
        return "a symbolic link to a file that does not exist"
      }
      return error.description
    case .success((.directory, _)):
      guard let directory = opendir(path) else { return SystemError.current.description }
      closedir(directory)
      return nil
    case .success((.regular, _)):
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return SystemError.current.description }
      close(descriptor)
      return nil
    case .success((let kind, _)):
      return "not a regular file or directory (\(kind.phrase))"
    }
  }

  /// The errors after the analysis's own, in path order as ``SourceAnalyzer`` sorts them.
  static func merged(_ first: [AnalysisError], _ second: [AnalysisError]) -> [AnalysisError] {
    (first + second.map(refine)).sorted {
      Array($0.file.utf8).lexicographicallyPrecedes($1.file.utf8)
    }
  }
}
