import Foundation
import PackagePlugin

/// `swift package screenlab-analyze [--format text|json|sarif] [--rules …] [TARGET…]`: runs
/// `screenlab analyze` on the Swift sources of the package's targets (Docs/Analyzer.md,
/// "Running it as a package plugin").
///
/// Targets are named as positional words or with `--target NAME` (repeatable); without any,
/// every Swift source target of the package is analyzed. `--format`, `--rules`, `--tree` and
/// `--label` are passed to `screenlab analyze` unchanged. The report goes to standard output,
/// so `swift package screenlab-analyze --format sarif > screenlab.sarif` writes a SARIF file
/// without any write permission for the plugin. The command fails when the analysis reports
/// findings (exit status 1) or cannot run (2, 64), like the linters run the same way.
@main
struct ScreenLabAnalyzePlugin: CommandPlugin {
  /// Options of `screenlab analyze` that take a value: their value is not a target name.
  static let valueOptions: Set<String> = ["--format", "--rules", "--label"]
  /// Options of `screenlab analyze` that take none.
  static let flagOptions: Set<String> = ["--tree"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var passed: [String] = []
    var targetNames: [String] = []
    var position = 0
    while position < arguments.count {
      let word = arguments[position]
      position += 1
      if word == "--target" {
        guard position < arguments.count else {
          throw PluginFailure("'--target' needs a target name")
        }
        targetNames.append(arguments[position])
        position += 1
      } else if let equals = word.firstIndex(of: "="), word.hasPrefix("--"),
        Self.valueOptions.contains(String(word[..<equals])) || word.hasPrefix("--target=")
      {
        if word.hasPrefix("--target=") {
          targetNames.append(String(word.dropFirst("--target=".count)))
        } else {
          passed.append(word)
        }
      } else if Self.valueOptions.contains(word) {
        guard position < arguments.count else { throw PluginFailure("'\(word)' needs a value") }
        passed += [word, arguments[position]]
        position += 1
      } else if Self.flagOptions.contains(word) {
        passed.append(word)
      } else if word.hasPrefix("-") {
        throw PluginFailure(
          "unknown option '\(word)'; expected --format, --rules, --tree, --label or --target")
      } else {
        targetNames.append(word)
      }
    }

    let targets: [Target]
    if targetNames.isEmpty {
      targets = context.package.targets
    } else {
      var found: [Target] = []
      for name in targetNames {
        guard let target = context.package.targets.first(where: { $0.name == name }) else {
          let known = context.package.targets.map(\.name).sorted().joined(separator: ", ")
          throw PluginFailure(
            "no target named '\(name)' in package '\(context.package.displayName)' "
              + "(targets: \(known))")
        }
        found.append(target)
      }
      targets = found
    }
    var paths: [String] = []
    var interfaceFiles: [String] = []
    for target in targets {
      guard let module = target as? SourceModuleTarget else { continue }
      for file in module.sourceFiles(withSuffix: "swift") where !paths.contains(file.url.path) {
        paths.append(file.url.path)
      }
      // Storyboards and nibs among the target's files: the analyzer reads the outlet sizes
      // they fix.
      for suffix in ["storyboard", "xib"] {
        for file in module.sourceFiles(withSuffix: suffix)
        where !interfaceFiles.contains(file.url.path) {
          interfaceFiles.append(file.url.path)
        }
      }
    }
    guard !paths.isEmpty else {
      throw PluginFailure("no Swift sources in the targets chosen")
    }
    paths += interfaceFiles

    let tool = try context.tool(named: "screenlab")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["analyze"] + passed + ["--"] + paths
    // Relative paths in the report (SARIF's %SRCROOT%) are relative to the package.
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 1: throw PluginFailure("screenlab analyze reported findings")
    case let status: throw PluginFailure("screenlab analyze failed (exit status \(status))")
    }
  }
}

/// A failure the plugin reports in one line.
struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
