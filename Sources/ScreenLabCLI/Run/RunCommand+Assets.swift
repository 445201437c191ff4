import Foundation
import ScreenLab
import ScreenLabRun

extension RunCommand {
  /// How many builds with stand-ins there may be: the compiler reports one failing expression
  /// of a view builder at a time, so each build can reveal the next symbol.
  static let assetRounds = 10

  /// After a failed build: when its errors name members that would be Xcode's asset symbols,
  /// those are declared in a generated file and the package built again, up to
  /// ``assetRounds`` times while new ones turn up (Docs/Run.md §6, "Asset symbols"). The
  /// build to go on with, and every symbol that stood in (none: `build` as it was).
  static func standingInForAssetSymbols(
    _ build: (ok: Bool, output: String), _ prepared: inout Prepared, package: RunPackage,
    swift: String
  ) throws(RunFailure) -> (build: (ok: Bool, output: String), symbols: [RunAssetSymbols.Symbol]) {
    var current = build
    var symbols: [RunAssetSymbols.Symbol] = []
    for _ in 0..<assetRounds where !current.ok {
      let found = assetSymbols(
        in: RunDiagnostics.map(current.output, paths: prepared.paths), prepared)
      let new = found.filter { !symbols.contains($0) }
      guard !new.isEmpty else { break }
      symbols += new
      withAssetSymbols(symbols, &prepared, directory: package.sourcesDirectory)
      try package.write(sources: prepared.files)
      current = package.build(swift: swift)
    }
    return (current, symbols)
  }

  /// The asset symbols `diagnostics` (on the user's paths) ask for, read at their use sites
  /// in the compiled copies.
  static func assetSymbols(in diagnostics: [String], _ prepared: Prepared)
    -> [RunAssetSymbols.Symbol]
  {
    // A namespace the sources declare themselves (`extension Color { enum Theme … }`) is
    // theirs, not a folder of the catalog.
    RunAssetSymbols.symbols(
      for: RunAssetSymbols.misses(diagnostics).filter {
        $0.namespaces.allSatisfy { !prepared.declared.contains($0) }
      },
      in: prepared.sources.map { (path: $0.path, text: $0.text) })
  }

  /// `prepared` with the stand-in file for `symbols` among its files (none: without it), its
  /// messages named as the generated file.
  static func withAssetSymbols(
    _ symbols: [RunAssetSymbols.Symbol], _ prepared: inout Prepared, directory: String
  ) {
    let scratch = directory + "/" + RunAssetSymbols.fileName
    guard !symbols.isEmpty else {
      prepared.files[RunAssetSymbols.fileName] = nil
      return
    }
    let declared = RunAssetSymbols.declaredMembers(
      in: prepared.sources.map { (path: $0.path, text: $0.text) })
    prepared.files[RunAssetSymbols.fileName] = RunAssetSymbols.file(symbols, skipping: declared)
    prepared.paths[scratch] = RunAssetSymbols.shownName
    prepared.paths = withResolvedPaths(prepared.paths, directory: directory)
  }

  /// `result` with the asset symbols that stood in said under each hosted view's name.
  static func noting(
    _ symbols: [RunAssetSymbols.Symbol], in result: RunResult, language: Language
  ) -> RunResult {
    noting(RunAssetSymbols.note(symbols, language: language), at: \.standIns, in: result)
  }

  /// `result` with `note` (what stood in for the app's build) written at `field` of each
  /// hosted view; `result` itself when there is no note.
  static func noting(
    _ note: String?, at field: WritableKeyPath<HostedRun, String?>, in result: RunResult
  ) -> RunResult {
    guard let note else { return result }
    var noted = result
    for index in noted.hosted.indices { noted.hosted[index][keyPath: field] = note }
    return noted
  }

  /// The program to run and the resources that stand in for the app's bundle: when the
  /// sources look up resources by literal name, the built executable's link in a folder with
  /// their placeholders, else the executable itself (Docs/Run.md §3, "Bundle resources").
  static func programWithResources(_ prepared: Prepared, package: RunPackage) -> (
    String, [RunResources.Resource]
  ) {
    let resources = RunResources.resources(in: prepared.sources.map(\.text))
    guard !resources.isEmpty,
      let program = RunResources.prepare(
        resources, executable: package.executable,
        in: package.directory + "/" + RunResources.folderName)
    else { return (package.executable, []) }
    return (program, resources)
  }

  /// `result` with the resources that stood in said under each hosted view's name.
  static func noting(
    _ resources: [RunResources.Resource], in result: RunResult, language: Language
  ) -> RunResult {
    noting(RunResources.note(resources, language: language), at: \.resources, in: result)
  }
}
