import Testing

@testable import ScreenLabCLI

@MainActor @Suite struct UsageTests {
  nonisolated struct BadLine: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    let testDescription: String
  }

  nonisolated static let badLines: [BadLine] = [
    BadLine(
      arguments: [],
      message: "error: missing command; valid commands: lesson, animate, draw, touch, analyze, run",
      testDescription: "no command"),
    BadLine(
      arguments: ["lessons"],
      message:
        "error: unknown command 'lessons'; valid commands: lesson, animate, draw, touch, analyze, run",
      testDescription: "unknown command"),
    BadLine(
      arguments: ["lesson", "nope"],
      message:
        "error: unknown lesson 'nope'; valid lessons: list, all, cizim-ve-katman-animasyonu/redraw",
      testDescription: "unknown lesson id"),
    BadLine(
      arguments: ["lesson"], message: "error: missing lesson; valid choices: list, all, ",
      testDescription: "missing lesson"),
    BadLine(
      arguments: ["--verbose", "lesson", "all"],
      message: "error: unknown option '--verbose'; valid options: --lang, --help, -h",
      testDescription: "unknown option"),
    BadLine(
      arguments: ["lesson", "all", "-x"],
      message:
        "error: unknown option '-x'; valid options: --live, --report, --trace, --lang, --help, -h",
      testDescription: "unknown short option"),
    BadLine(
      arguments: ["--lang", "fr", "lesson", "all"],
      message: "error: unknown language 'fr'; valid languages: tr, en",
      testDescription: "unknown language"),
    BadLine(
      arguments: ["lesson", "all", "--lang"],
      message: "error: missing value for '--lang'; valid languages: tr, en",
      testDescription: "missing language"),
    BadLine(
      arguments: ["lesson", "all", "extra"],
      message: "error: unexpected argument 'extra'", testDescription: "extra argument"),
    BadLine(
      arguments: ["--help=yes"], message: "error: option '--help' takes no value",
      testDescription: "help with a value"),
  ]

  @Test(arguments: badLines)
  func badCommandLinesFailWithAMessageQuotingTheWord(_ line: BadLine) {
    let result = runCLI(line.arguments)
    #expect(result.code == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(line.message), "\(result.errors)")
    #expect(result.errors.contains("--help'"))
  }

  @Test(arguments: [
    (["--help"], "USAGE: screenlab [--lang tr|en] <command>"),
    (["-h"], "USAGE: screenlab [--lang tr|en] <command>"),
    (["help"], "USAGE: screenlab [--lang tr|en] <command>"),
    (["lesson", "--help"], "USAGE: screenlab lesson list"),
    (["lesson", "list", "--help"], "USAGE: screenlab lesson list [--lang tr|en]"),
    (["lesson", "all", "-h"], "USAGE: screenlab lesson all [--live] [--lang tr|en]"),
    (["--help", "lesson", "hareketler/drag"], "USAGE: screenlab lesson hareketler/drag"),
  ])
  func helpAtEveryLevel(arguments: [String], usage: String) {
    let result = runCLI(arguments)
    #expect(result.code == .success)
    #expect(result.output.contains(usage))
    #expect(result.errors.isEmpty)
  }

  @Test func helpForAnUnknownLessonIsStillAnError() {
    let result = runCLI(["lesson", "nope", "--help"])
    #expect(result.code == .usage)
    #expect(result.errors.contains("'nope'"))
  }

  @Test func doubleDashEndsOptions() {
    let result = runCLI(["lesson", "--", "--lang"])
    #expect(result.code == .usage)
    #expect(result.errors.hasPrefix("error: unknown lesson '--lang'"))
  }
}
