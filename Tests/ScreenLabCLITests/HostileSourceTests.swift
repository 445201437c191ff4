import Foundation
import ScreenLabAnalysis
import Testing

@testable import ScreenLabCLI

/// Sources and trees an attacker would hand `analyze` and `run`: nesting SwiftParser cannot
/// take, files too large to parse in reasonable time, a walk through links that never ends,
/// one file by several paths, an output that names the input (Docs/CLI.md §6, §8), and
/// typos (§5).
@MainActor @Suite(.enabled(if: SourceAnalyzer.availability == .available, "needs SwiftSyntax"))
struct HostileSourceTests {
  /// `let a: A<A<…B…>>`, `depth` levels.
  static func nestedGenerics(_ depth: Int) -> String {
    "let a: " + String(repeating: "A<", count: depth) + "B" + String(repeating: ">", count: depth)
      + " = x\n"
  }

  @Test func deepGenericArgumentsAreSkippedInsteadOfOverflowingTheStack() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/generics.swift"
    // 20000 levels ended `analyze` by SIGSEGV inside SwiftParser before the guard.
    try Self.nestedGenerics(20000).write(toFile: path, atomically: false, encoding: .utf8)
    let result = runCLI(["analyze", path])
    #expect(result.code == .success)
    #expect(
      result.errors
        == "\(path): skipped: generic angle brackets nest 20000 levels deep (more than 256); "
        + "SwiftParser's recursion on them is unbounded and would overflow the stack\n")
    let tree = runCLI(["analyze", "--tree", path])
    #expect(tree.code.rawValue == 2)
    #expect(tree.errors.contains("generic angle brackets nest 20000 levels deep"))
  }

  @Test func genericsAtTheLimitAndManyComparisonsAreStillAnalyzed() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/fine.swift"
    // 256 levels is the limit itself; 1000 comparisons in 1000 statements never add up.
    let comparisons = (0..<1000).map { "let c\($0) = a<b\n" }.joined()
    try (Self.nestedGenerics(256) + comparisons).write(
      toFile: path, atomically: false, encoding: .utf8)
    let result = runCLI(["analyze", path, "--format", "json"])
    #expect(!result.errors.contains("angle brackets"), "\(result.errors)")
    #expect(result.output.contains("\"files\": 1,"))
  }

  @Test func aSourceOverFourMebibytesIsNotRead() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/huge.swift"
    let size = 4 * 1024 * 1024 + 1
    try Data(repeating: UInt8(ascii: "\n"), count: size).write(to: URL(fileURLWithPath: path))
    let result = runCLI(["analyze", path])
    #expect(result.code == .success)
    #expect(
      result.errors
        == "\(path): skipped: \(size) bytes, more than the 4194304 (4 MiB) a source may have\n")
    let run = runCLI(["run", path])
    #expect(run.code == .failure)
    #expect(run.errors.hasPrefix("error: cannot read '\(path)': \(size) bytes, more than"))
  }

  @Test func aWalkDoesNotFollowDirectoryLinksAndReadsEachFileOnce() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let tree = directory + "/tree"
    try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
    try "let x = 1\n".write(toFile: tree + "/a.swift", atomically: false, encoding: .utf8)
    // A link to / walked the whole file system; two links to . grew exponentially.
    for (name, target) in [("root", "/"), ("self", "."), ("again", "."), ("up", "..")] {
      try FileManager.default.createSymbolicLink(
        atPath: tree + "/" + name, withDestinationPath: target)
    }
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/linked.swift", withDestinationPath: "tree/a.swift")
    let result = runCLI([
      "analyze", tree, tree + "/", tree + "/a.swift", directory + "/linked.swift", "--format",
      "json",
    ])
    #expect(result.code == .success, "\(result.errors)")
    #expect(result.output.contains("\"files\": 1,"), "\(result.output)")
    // A link named on the command line is still followed.
    let named = runCLI(["analyze", tree + "/self", "--format", "json"])
    #expect(named.output.contains("\"files\": 1,"), "\(named.output)")
  }

  @Test func runRefusesNestingBeforeParsing() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let generics = directory + "/generics.swift"
    try Self.nestedGenerics(10000).write(toFile: generics, atomically: false, encoding: .utf8)
    let brackets = directory + "/brackets.swift"
    let deep = String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40)
    try "let a = \(deep)\n".write(toFile: brackets, atomically: false, encoding: .utf8)
    let first = runCLI(["run", generics])
    #expect(first.code == .failure)
    #expect(
      first.errors.hasPrefix(
        "error: cannot run '\(generics)': generic angle brackets nest 10000 levels deep"))
    let second = runCLI(["run", brackets])
    #expect(second.code == .failure)
    #expect(
      second.errors
        == "error: cannot run '\(brackets)': square brackets nest 40 levels deep (more than 12): "
        + "SwiftParser takes exponential time on such nesting\n")
  }

  @Test(arguments: ["--svg", "--report", "--trace"])
  func runRefusesAnOutputThatNamesItsInput(option: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let input = directory + "/View.swift"
    let text = "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }\n"
    try text.write(toFile: input, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/link.swift", withDestinationPath: "View.swift")
    for output in [input, directory + "/./View.swift", directory + "/link.swift"] {
      let result = runCLI(["run", input, option, output])
      #expect(result.code == .usage)
      #expect(
        result.errors
          == "error: '\(option)' names the input '\(input)'; writing it would overwrite the "
          + "source; give another file; see 'screenlab run --help'\n")
    }
    #expect(try String(contentsOfFile: input, encoding: .utf8) == text)
  }

  @Test(arguments: [
    ("--fromm", "--from"), ("--frm", "--from"), ("--dur", "--duration"),
    ("--duraiton", "--duration"),
  ])
  func aMistypedOptionGetsTheClosestOne(typed: String, meant: String) {
    let result = runCLI(["animate", typed, "1"])
    #expect(result.code == .usage)
    #expect(result.errors.hasSuffix("(did you mean '\(meant)'?); see 'screenlab animate --help'\n"))
  }

  @Test func suggestionsAreOnlyForCloseWordsOfThreeLettersOrMore() {
    let choices = ["--from", "--to", "--lang", "-h", "--duration", "--during"]
    #expect(Suggestion.closest(to: "-x", in: choices) == nil)
    #expect(Suggestion.closest(to: "--xyzzy", in: choices) == nil)
    // Two choices start with '--dur': no guess from the prefix.
    #expect(Suggestion.closest(to: "--dur", in: choices) == nil)
    #expect(Suggestion.closest(to: "--from", in: choices) == nil)
    #expect(Suggestion.closest(to: String(repeating: "a", count: 100), in: ["aaa"]) == nil)
    #expect(Suggestion.closest(to: "lesosn", in: ["lesson", "animate"]) == "lesson")
  }

  @Test func editDistanceCountsASwapOfNeighboursAsOneEdit() {
    func distance(_ a: String, _ b: String) -> Int {
      Suggestion.distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "abc") == 0)
    #expect(distance("abc", "acb") == 1)
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("board", "bord") == 1)
  }

  @Test func aSpringFieldGivenTwiceIsRefused() {
    let result = runCLI(["animate", "--spring", "mass=1,stiffness=2,mass=3"])
    #expect(result.code == .usage)
    #expect(
      result.errors.hasPrefix(
        "error: invalid value 'mass=1,stiffness=2,mass=3' for '--spring': field 'mass' given "
          + "more than once"))
  }

  @Test(arguments: [
    (["--display-hz", "1e-300"], "'--display-hz': at least 1"),
    (["--finger-hz", "0.5"], "'--finger-hz': at least 1"),
    (["--duration", "1e-300"], "'--duration': at least 0.001 seconds"),
  ])
  func touchRatesAndDurationsBelowAMeaningfulDragAreRefused(
    arguments: [String], message: String
  ) {
    let result = runCLI(["touch"] + arguments)
    #expect(result.code == .usage)
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test func anAnimationWhoseLastFrameNumberOverflowsSaysSo() {
    let result = runCLI(["animate", "--begin", "1e308"])
    #expect(result.code == .usage)
    #expect(result.errors.hasPrefix("error: the animation ends too late to sample at 60 fps"))
    #expect(!result.errors.contains("inf"))
  }

  @Test func anEmptyAnalyzePathIsAUsageError() {
    let result = runCLI(["analyze", "a.swift", ""])
    #expect(result.code == .usage)
    #expect(result.errors.hasPrefix("error: invalid path '': empty file name"))
  }
}

/// A directory entry whose name is not UTF-8 (Docs/CLI.md §8).
@MainActor @Suite(.enabled(if: SourceAnalyzer.availability == .available, "needs SwiftSyntax"))
struct UndecodableNameTests {
  @Test func aFileNameThatIsNotUTF8InADirectoryIsReportedNotDropped() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // "caf\xE9.swift": Latin-1, not UTF-8; made with open(2), which takes bytes.
    let name: [UInt8] = Array("/caf".utf8) + [0xE9] + Array(".swift".utf8) + [0]
    let bytes = Array(directory.utf8) + name
    let descriptor = bytes.withUnsafeBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        open($0, O_WRONLY | O_CREAT, 0o644)
      }
    }
    try #require(descriptor >= 0)
    close(descriptor)
    let result = runCLI(["analyze", directory, "--format", "json"])
    #expect(result.output.contains("\"files\": 0,"))
    #expect(result.errors.hasPrefix("\(directory)/caf"))
    #expect(
      result.errors.hasSuffix(
        ".swift: skipped: the file name is not valid UTF-8, so it cannot be opened by name\n"))
  }
}
