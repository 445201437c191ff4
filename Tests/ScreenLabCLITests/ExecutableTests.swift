import Foundation
import Testing

/// Runs the built `screenlab` binary, as a user would.
@MainActor @Suite struct ExecutableTests {
  static var binary: URL? {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("screenlab"),
      repositoryRoot.appendingPathComponent(".build/debug/screenlab"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  func run(_ arguments: [String]) throws -> (Int32, String, String) {
    let binary: URL = try #require(Self.binary, "the screenlab binary was not built")
    let process = Process()
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

  @Test func binaryPrintsALessonAndExitsZero() throws {
    let (status, output, errors) = try run(["lesson", "hareketler/unknown-storage"])
    #expect(status == 0)
    #expect(output == LessonOutputs.byID["hareketler/unknown-storage"])
    #expect(errors.isEmpty)
  }

  @Test func binaryExitsWithUsageCodeOnABadWord() throws {
    let (status, output, errors) = try run(["lesson", "bogus"])
    #expect(status == 64)
    #expect(output.isEmpty)
    #expect(errors.hasPrefix("error: unknown lesson 'bogus'"))
  }

  @Test func binaryPrintsAnAnimationCurve() throws {
    let (status, output, errors) = try run([
      "animate", "--from", "0", "--to", "1", "--duration", "0.5", "--fps", "4", "--lang", "en",
    ])
    #expect(status == 0)
    #expect(
      output == "t=0 value=0 animating\nt=0.25 value=0.5 animating\nt=0.5 value=1 model\n"
        + "t=0.75 value=1 model\n")
    #expect(errors.isEmpty)
  }
}
