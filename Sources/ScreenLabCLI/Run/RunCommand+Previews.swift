import Foundation
import ScreenLab

extension RunCommand {
  /// When every error of the first build lies inside previews (a `PreviewProvider`'s
  /// `previews`, a `#Preview`'s body) that the hosted view does not need (a helper the
  /// author's project declares elsewhere, `prepare()`, an asset), the sources again with those
  /// bodies left out, and one note per preview naming it and its first error; nil when an
  /// error lies elsewhere, the hosted view is one of them, or nothing would be left to host
  /// (Docs/Run.md §6).
  static func leavingOutFailingPreviews(
    _ diagnostics: [String], _ prepared: Prepared, view: String?, in directory: String,
    language: Language = .default, known: RunAppleNames.Known = .init()
  ) throws(RunFailure) -> (prepared: Prepared, notes: [String])? {
    #if canImport(SwiftParser)
      let failing = RunRewriter.failingPreviews(diagnostics, prepared.sources)
      guard !failing.isEmpty else { return nil }
      let names = failing.flatMap { index, types in
        prepared.hostables.filter { $0.file == index && types.contains(previewType($0)) }
          .map(\.name)
      }
      if let view, names.contains(view) { return nil }
      let retry = try prepare(
        prepared.sources.map(\.path), in: directory, emptying: failing)
      guard
        view.map({ view in retry.hostables.contains { $0.name == view } })
          ?? !retry.hostables.isEmpty
      else { return nil }
      let first = diagnostics.first { $0.contains(": error: ") } ?? ""
      let origin =
        RunDiagnostics.firstMissing(diagnostics, declared: prepared.declared).map {
          " ("
            + RunDiagnostics.missingLine($0, known: known).replacingOccurrences(
              of: "error: ", with: "")
            + ")"
        } ?? ""
      let notes = names.map {
        language == .tr
          ? "not: '\($0)' onizlemesi ScreenLab'in cepheleriyle derlenmiyor, disarida "
            + "birakildi; gerisi onsuz barindiriliyor: \(first)\(origin)"
          : "note: the preview '\($0)' does not compile against ScreenLab's facades and is "
            + "left out; the rest is hosted without it: \(first)\(origin)"
      }
      return (retry, notes)
    #else
      return nil
    #endif
  }

  /// The type a preview candidate is made from (`Card_Previews`, `__ScreenLabPreview…_1`).
  static func previewType(_ hostable: RunHostable) -> String {
    hostable.make.hasSuffix(".previews")
      ? String(hostable.make.dropLast(".previews".count)) : hostable.name
  }

  /// `paths` with each scratch path under `directory` also under the directory's real path,
  /// when a symbolic link leads to it (a cache under `/tmp` on a system where `/tmp` is a
  /// link): the compiler names files by their real path, which must map to the user's too
  /// (Docs/Run.md §6). `directory` must exist.
  static func withResolvedPaths(_ paths: [String: String], directory: String) -> [String: String] {
    let resolved = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
    guard resolved != directory else { return paths }
    var result = paths
    for (scratch, user) in paths where scratch.hasPrefix(directory + "/") {
      result[resolved + scratch.dropFirst(directory.count)] = user
    }
    return result
  }
}
