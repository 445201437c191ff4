import Foundation
import ScreenLab
import ScreenLabRun

extension RunCommand {
  /// The project stand-ins of a run and the static members their uses asked for.
  struct ProjectStandIns {
    var standIns: [RunStandIns.StandIn] = []
    var members: [String: Set<String>] = [:]
    /// When stand-ins were tried and taken back: one line naming them and the first error of
    /// the build with them.
    var takenBack: String? = nil
  }

  /// After a failed build: when its errors name what the file expects from elsewhere in its
  /// project (not Apple's, not declared by the sources), the least stand-ins are declared in a
  /// generated file and the package built again, up to ``RunStandIns/rounds`` times while new
  /// ones turn up (Docs/Run.md §6, "Project stand-ins"). The build to go on with, and what
  /// stood in (none: `build` as it was, and no file). An asset symbol that a build with
  /// stand-ins reveals (the compiler reaches expressions it did not before) stands in too.
  static func standingInForProjectNames(
    _ build: (ok: Bool, output: String), _ prepared: inout Prepared, package: RunPackage,
    swift: String, known: RunAppleNames.Known, assetSymbols: inout [RunAssetSymbols.Symbol]
  ) throws(RunFailure) -> (build: (ok: Bool, output: String), standIns: ProjectStandIns) {
    var current = build
    var found = ProjectStandIns()
    let assetsBefore = assetSymbols
    let uses = RunStandIns.uses(
      prepared.sources.map(\.text), paths: prepared.sources.map(\.path))
    for _ in 0..<RunStandIns.rounds where !current.ok {
      let diagnostics = RunDiagnostics.map(current.output, paths: prepared.paths)
      let types = Set(
        found.standIns.filter { [.type, .managedObject].contains($0.kind) }.map(\.name))
      let misses = RunStandIns.misses(
        diagnostics, declared: prepared.declared, known: known, standIns: types, uses: uses)
      var changed = false
      for standIn in RunStandIns.standIns(for: misses, uses: uses)
      where !found.standIns.contains(where: { $0.name == standIn.name && $0.owner == standIn.owner }
      ) {
        found.standIns.append(standIn)
        changed = true
      }
      for miss in misses {
        guard case .staticMember(let type) = miss.form,
          found.members[type, default: []].insert(miss.name).inserted
        else { continue }
        changed = true
      }
      if !found.standIns.isEmpty {
        let symbols = Self.assetSymbols(in: diagnostics, prepared).filter {
          !assetSymbols.contains($0)
        }
        if !symbols.isEmpty {
          assetSymbols += symbols
          withAssetSymbols(assetSymbols, &prepared, directory: package.sourcesDirectory)
          changed = true
        }
      }
      guard changed else { break }
      withProjectStandIns(found, &prepared, uses: uses, directory: package.sourcesDirectory)
      try package.write(sources: prepared.files)
      current = package.build(swift: swift)
    }
    if !current.ok, !found.standIns.isEmpty {
      // What did not help is taken back: the messages are the file's own again.
      withProjectStandIns(
        ProjectStandIns(), &prepared, uses: uses, directory: package.sourcesDirectory)
      assetSymbols = assetsBefore
      withAssetSymbols(assetSymbols, &prepared, directory: package.sourcesDirectory)
      try package.write(sources: prepared.files)
      let first = RunDiagnostics.map(current.output, paths: prepared.paths).first {
        $0.contains("error: ")
      }
      var back = ProjectStandIns()
      back.takenBack =
        "note: stand-ins for "
        + found.standIns.map(\.name).joined(separator: ", ")
        + " (names the file expects from elsewhere) were tried and taken back; with them the "
        + "build still failed" + (first.map { ": " + $0 } ?? "")
      return (build, back)
    }
    return (current, found)
  }

  /// `prepared` with the stand-in file for `found` among its files (none: without it).
  static func withProjectStandIns(
    _ found: ProjectStandIns, _ prepared: inout Prepared, uses: RunStandIns.Uses,
    directory: String
  ) {
    let scratch = directory + "/" + RunStandIns.fileName
    guard !found.standIns.isEmpty else {
      prepared.files[RunStandIns.fileName] = nil
      return
    }
    prepared.files[RunStandIns.fileName] = RunStandIns.file(
      found.standIns, members: found.members, uses: uses)
    prepared.paths[scratch] = RunStandIns.shownName
    prepared.paths = withResolvedPaths(prepared.paths, directory: directory)
  }

  /// `result` with one line per project stand-in under each hosted view's name.
  static func noting(
    _ found: ProjectStandIns, in result: RunResult, language: Language
  ) -> RunResult {
    guard !found.standIns.isEmpty else { return result }
    var noted = result
    let lines = RunStandIns.lines(found.standIns, language: language)
    for index in noted.hosted.indices { noted.hosted[index].projectStandIns = lines }
    return noted
  }
}
