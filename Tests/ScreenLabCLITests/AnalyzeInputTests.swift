import Foundation
import ScreenLabAnalysis
import Testing

@testable import ScreenLabCLI

/// What `analyze` says about paths it cannot read, and what it refuses to read
/// (Docs/CLI.md §8).
@MainActor @Suite(.enabled(if: SourceAnalyzer.availability == .available, "needs SwiftSyntax"))
struct AnalyzeInputTests {
  @Test func ioErrorsSayWhyInTheSystemsWords() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "let x = 1\n".write(toFile: directory + "/a.swift", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/loop-a", withDestinationPath: "loop-b")
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/loop-b", withDestinationPath: "loop-a")
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/dangling.swift", withDestinationPath: "gone.swift")
    let cases: [(String, String)] = [
      (directory + "/loop-a", "too many levels of symbolic links"),
      (directory + "/a.swift/b.swift", "not a directory"),
      (directory + "/dangling.swift", "a symbolic link to a file that does not exist"),
      (directory + "/none.swift", "no such file or directory"),
    ]
    for (path, reason) in cases {
      let result = runCLI(["analyze", path])
      #expect(result.code.rawValue == 2)
      // Diagnostics about inputs go to standard error in every format, never into the report.
      #expect(result.output == "")
      #expect(result.errors == "\(path): error: \(reason)\n")
      let tree = runCLI(["analyze", "--tree", path])
      #expect(tree.code.rawValue == 2)
      #expect(tree.errors == "\(path): error: \(reason)\n")
    }
  }

  @Test func aFIFONamedIsAnErrorAndOneInADirectoryIsSkippedNeverRead() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "let x = 1\n".write(toFile: directory + "/a.swift", atomically: false, encoding: .utf8)
    // Nobody writes to it: reading it would block for ever.
    try #require(mkfifo(directory + "/b.swift", 0o600) == 0)
    let named = runCLI(["analyze", directory + "/b.swift"])
    #expect(named.code.rawValue == 2)
    #expect(
      named.errors == "\(directory)/b.swift: error: not a regular file or directory (a FIFO)\n")
    let walked = runCLI(["analyze", directory])
    #expect(walked.code == .success)
    #expect(walked.errors == "\(directory)/b.swift: skipped: not a regular file (a FIFO)\n")
  }

  @Test func aSkippedFileDoesNotSaySkippedTwice() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let deep = "let a = " + String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
    try deep.write(toFile: directory + "/deep.swift", atomically: false, encoding: .utf8)
    try "class { func (\n".write(
      toFile: directory + "/broken.swift", atomically: false, encoding: .utf8)
    for arguments in [["analyze", directory], ["analyze", "--format", "json", directory]] {
      let result = runCLI(arguments)
      let report = result.output + result.errors
      #expect(result.errors.contains("deep.swift"))
      #expect(report.contains("deep.swift"))
      #expect(report.contains("broken.swift"))
      #expect(!report.contains("; skipped"), "\(report)")
    }
    let tree = runCLI(["analyze", "--tree", directory])
    #expect(tree.errors.split(separator: "\n").count == 2)
    #expect(!tree.errors.contains("; skipped"), "\(tree.errors)")
    #expect(AnalyzeInput.unrepeated("x (at 1:2); skipped") == "x (at 1:2)")
    #expect(AnalyzeInput.unrepeated("deep; skipped because slow") == "deep; slow")
  }

  @Test func anUnknownLabelKeyIsAUsageErrorListingTheKeys() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let source = """
      struct Screen: View {
          @State private var isOn = false
          var body: some View { Toggle("x", isOn: $isOn) }
      }

      """
    try source.write(toFile: directory + "/S.swift", atomically: false, encoding: .utf8)
    let result = runCLI(["analyze", "--tree", directory, "--label", "isOff=x"])
    #expect(result.code == .usage)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "error: unknown key 'isOff' in '--label isOff=x'; keys of this view tree: isOn; "
        + "see 'screenlab analyze --help'\n")
    let twice = runCLI(["analyze", "--tree", directory, "--label", "isOn=a", "--label", "isOn=b"])
    #expect(twice.code == .usage)
    #expect(twice.errors.hasPrefix("error: '--label' gives key 'isOn' more than one label"))
    let fine = runCLI(["analyze", "--tree", directory, "--label", "isOn=etkin"])
    #expect(fine.code == .success)
    #expect(fine.output.contains("\netkin: isOn degisti"))
  }
}

/// `screenlab-bench` is not beside the test bundle nor in `.build/debug`.
private struct BenchNotBuilt: Error, CustomStringConvertible {
  var description: String { "screenlab-bench was not built" }
}

/// `screenlab-bench`'s options, handled like `screenlab`'s (Docs/CLI.md §9).
@MainActor @Suite struct BenchArgumentTests {
  static var binary: URL? {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("screenlab-bench"),
      repositoryRoot.appendingPathComponent(".build/debug/screenlab-bench"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  func run(_ arguments: [String]) throws -> (Int32, String, String) {
    let process = Process()
    guard let binary = Self.binary else { throw BenchNotBuilt() }
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  @Test(arguments: [["--help"], ["-h"], ["invalidation", "--help"]])
  func helpPrintsTheUsageAndExitsZero(arguments: [String]) throws {
    let (status, output, errors) = try run(arguments)
    #expect(status == 0)
    #expect(output.contains("USAGE: screenlab-bench"))
    #expect(errors.isEmpty)
  }

  @Test(arguments: [
    (["--bogus"], "error: unknown option '--bogus'"),
    (["bogus"], "error: unknown suite 'bogus'"),
    (["--sizes"], "error: missing value for '--sizes'"),
    (["--sizes", "1,x"], "error: invalid value '1,x' for '--sizes'"),
    (["--sizes=0"], "error: invalid value '0' for '--sizes'"),
    (["--repetitions", "1e3"], "error: invalid value '1e3' for '--repetitions'"),
    (["--repetitions", "2", "--repetitions=3"], "error: option '--repetitions' given more"),
    (["--help=yes"], "error: option '--help' takes no value"),
  ])
  func aBadArgumentIsOneLineAndExitSixtyFour(arguments: [String], message: String) throws {
    let (status, output, errors) = try run(arguments)
    #expect(status == 64)
    #expect(output.isEmpty)
    #expect(errors.hasPrefix(message), "\(errors)")
    #expect(errors.hasSuffix("; see 'screenlab-bench --help'\n"))
    #expect(errors.filter { $0 == "\n" }.count == 1)
  }
}
