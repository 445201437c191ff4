import Foundation
import Testing

/// The argument errors of the fix-commit corpus scripts (Scripts/fix-corpus.sh,
/// Scripts/fix-corpus-measure.sh and Scripts/fix-corpus-select.py): each refuses a bad argument
/// with exit status 64 and names it, before it reads a snapshot or builds anything.
@MainActor @Suite struct FixCorpusScriptTests {
  func run(_ interpreter: String, _ script: String, _ arguments: [String]) throws -> (Int32, String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [interpreter, repositoryRoot.appendingPathComponent(script).path] + arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    _ = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
  }

  @Test func copyRefusesAnUnknownSide() throws {
    let (status, errors) = try run("bash", "Scripts/fix-corpus.sh", ["--side", "middle"])
    #expect(status == 64)
    #expect(errors.contains("--side 'middle' is not before or after"))
  }

  @Test func copyRefusesAFolderInsideTheRepository() throws {
    let inside = repositoryRoot.appendingPathComponent("Fixtures").path
    let (status, errors) = try run("bash", "Scripts/fix-corpus.sh", ["--dest", inside])
    #expect(status == 64)
    #expect(errors.contains("refusing to write into '\(inside)'"))
  }

  @Test func copyRefusesAManifestThatIsNotOne() throws {
    let readme = repositoryRoot.appendingPathComponent("Fixtures/FixCorpus/README.md").path
    let (status, errors) = try run("bash", "Scripts/fix-corpus.sh", ["--manifest", readme])
    #expect(status == 64)
    #expect(errors.contains("is not a manifest"))
  }

  @Test func copyRefusesAnUnknownArgumentAndAMissingValue() throws {
    let (unknown, unknownErrors) = try run("bash", "Scripts/fix-corpus.sh", ["--kind", "uikit"])
    #expect(unknown == 64)
    #expect(unknownErrors.contains("unknown argument '--kind'"))
    let (missing, missingErrors) = try run("bash", "Scripts/fix-corpus.sh", ["--mirror"])
    #expect(missing == 64)
    #expect(missingErrors.contains("--mirror needs a folder"))
  }

  @Test func measureRefusesAnUnknownOptionAndANonExecutable() throws {
    let (option, optionErrors) = try run("bash", "Scripts/fix-corpus-measure.sh", ["--held-out"])
    #expect(option == 64)
    #expect(optionErrors.contains("unknown option '--held-out'"))
    let readme = repositoryRoot.appendingPathComponent("Fixtures/FixCorpus/README.md").path
    let (binary, binaryErrors) = try run("bash", "Scripts/fix-corpus-measure.sh", [readme])
    #expect(binary == 64)
    #expect(binaryErrors.contains("is not an executable"))
  }

  @Test func selectRefusesABadCapAndAMissingMirror() throws {
    let (cap, capErrors) = try run("python3", "Scripts/fix-corpus-select.py", ["--cap", "many"])
    #expect(cap == 64)
    #expect(capErrors.contains("--cap 'many' is not a number"))
    let (mirror, mirrorErrors) = try run(
      "python3", "Scripts/fix-corpus-select.py", ["--mirror", "/nonexistent-mirror"])
    #expect(mirror == 64)
    #expect(mirrorErrors.contains("--mirror '/nonexistent-mirror' is not a folder"))
  }
}
