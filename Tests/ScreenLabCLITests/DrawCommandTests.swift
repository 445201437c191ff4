import Foundation
import Testing

@testable import ScreenLabCLI

@MainActor @Suite struct DrawCommandTests {
  @Test(arguments: ["ring", "triangle", "star", "circular-progress"])
  func everyDemoRendersDeterministicSVG(demo: String) {
    let first = runCLI(["draw", demo, "--progress", "40", "--at", "0.2"])
    let second = runCLI(["draw", demo, "--progress", "40", "--at", "0.2"])
    #expect(first.code == .success)
    #expect(first.output.hasPrefix("<svg"))
    #expect(first.output.contains("</svg>"))
    #expect(first.output == second.output)
  }

  @Test func progressChangesThePicture() {
    let low = runCLI(["draw", "ring", "--progress", "10"]).output
    let high = runCLI(["draw", "ring", "--progress", "90"]).output
    #expect(low != high)
  }

  @Test func outWritesTheFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenlab-draw-\(UUID().uuidString).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = runCLI(["draw", "star", "--out", path])
    #expect(result.code == .success)
    #expect(result.output.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == runCLI(["draw", "star"]).output)
  }

  @Test func unwritableOutIsARuntimeFailureNamingThePath() {
    let result = runCLI(["draw", "ring", "--out", "/nonexistent-dir/ring.svg"])
    #expect(result.code == .failure)
    #expect(result.errors.hasPrefix("error: cannot write '/nonexistent-dir/ring.svg'"))
  }

  @Test(arguments: [
    (["draw"], "error: missing demo; valid demos: ring, triangle, star, circular-progress"),
    (["draw", "moon"], "error: unknown demo 'moon'; valid demos: ring, triangle, star"),
    (["draw", "ring", "--progress", "150"], "error: invalid value '150' for '--progress'"),
    (["draw", "ring", "--progress", "nan"], "error: invalid value 'nan' for '--progress'"),
    (["draw", "ring", "--at", "-1"], "error: invalid value '-1' for '--at'"),
    (["draw", "ring", "--speed", "2"], "error: unknown option '--speed'"),
  ])
  func badDrawLinesAreUsageErrors(arguments: [String], message: String) {
    let result = runCLI(arguments)
    #expect(result.code == .usage)
    #expect(result.errors.hasPrefix(message), "\(result.errors)")
  }

  @Test func drawHasHelp() {
    #expect(runCLI(["draw", "--help"]).output.contains("USAGE: screenlab draw <demo>"))
  }
}
