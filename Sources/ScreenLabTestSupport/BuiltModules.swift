import Foundation

/// The modules this checkout's build wrote, for tests that compile a snippet against the
/// facades as an app would (`swiftc -typecheck -I <Modules>`): a name Apple renamed or removed
/// must fail there with Apple's message.
package enum BuiltModules {
  /// The folder of built modules that holds `module` (the test bundle's own build folder,
  /// else `.build/debug`), or nil when it was not built.
  package static func folder(holding module: String) -> URL? {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("Modules"),
      RepositoryFolder.root.appendingPathComponent(".build/debug/Modules"),
    ]
    return candidates.first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("\(module).swiftmodule").path)
    }
  }

  /// Type-checks `source` with `swiftc` in language `mode` against the modules in `folder`:
  /// the exit status and what the compiler wrote to standard error.
  package static func typecheck(_ source: String, against folder: URL, mode: String = "5")
    throws -> (status: Int32, errors: String)
  {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(mode)-\(UInt(bitPattern: source.hashValue)).swift"
      )
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", mode, "-I", folder.path, file.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
