import Foundation
import ScreenLabCourse
import ScreenLabReport
import Testing

@testable import ScreenLabCLI

/// Command lines a user could type to break the CLI: numbers a `Float` cannot hold, numbers
/// that overflow, control characters, very long words, options given twice. Each must end
/// in one line on standard error naming the input, and EX_USAGE (Docs/CLI.md §1–§3).
@MainActor @Suite struct HostileInputTests {
  /// Checks a usage error: status 64, nothing on standard output, exactly one line on
  /// standard error that starts with `prefix` and contains `fragments`.
  func expectUsageError(
    _ arguments: [String], startsWith prefix: String, contains fragments: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let result = runCLI(arguments)
    #expect(result.code == .usage, "\(result.errors)", sourceLocation: sourceLocation)
    #expect(result.output.isEmpty, sourceLocation: sourceLocation)
    #expect(
      result.errors.filter { $0 == "\n" }.count == 1 && result.errors.hasSuffix("\n"),
      "not one line: \(result.errors)", sourceLocation: sourceLocation)
    #expect(result.errors.hasPrefix(prefix), "\(result.errors)", sourceLocation: sourceLocation)
    for fragment in fragments {
      #expect(result.errors.contains(fragment), "\(result.errors)", sourceLocation: sourceLocation)
    }
  }

  // MARK: Float-stored values

  @Test func aControlPointAFloatCannotHoldIsRejectedInsteadOfTrapping() {
    expectUsageError(
      ["animate", "--timing", "0.1,1e39,0.3,1"],
      startsWith: "error: invalid value '0.1,1e39,0.3,1' for '--timing': '1e39' is too large",
      contains: ["Float", "3.4028235e+38"])
  }

  @Test(arguments: ["--model", "--from", "--to", "--by"])
  func opacityValuesMustFitAFloat(option: String) {
    // opacity is a Float in Core Animation; 1e39 would become inf.
    expectUsageError(
      ["animate", option, "1e39"],
      startsWith: "error: invalid value '1e39' for '\(option)': too large for 'opacity'")
    expectUsageError(
      ["animate", "--key", "shadowOpacity", option, "-1e39"],
      startsWith: "error: invalid value '-1e39' for '\(option)': too large for 'shadowOpacity'")
  }

  @Test func aDoubleKeyTakesValuesBeyondFloatAndPrintsThemRoundTrip() throws {
    let result = runCLI([
      "animate", "--key", "position.x", "--model", "1e39", "--from", "1e39", "--to", "1e39",
      "--at", "0",
    ])
    #expect(result.code == .success)
    let value = try #require(
      result.output.split(separator: " ").first { $0.hasPrefix("deger=") }?.dropFirst(6))
    #expect(Double(value) == 1e39)
  }

  @Test func keyframesForAFloatKeyMustFitAFloat() {
    expectUsageError(
      ["animate", "--keyframes", "0,1e39"],
      startsWith: "error: invalid value '0,1e39' for '--keyframes': '1e39' is too large",
      contains: ["Float"])
  }

  @Test func aSpeedThatBecomesZeroAsAFloatIsBlamedOnTheSpeed() {
    // Float(1e-300) is 0: the animation would never end, and the message blamed '--repeat'.
    expectUsageError(
      ["animate", "--speed", "1e-300"],
      startsWith: "error: invalid value '1e-300' for '--speed': too small for speed")
    let result = runCLI(["animate", "--speed", "1e-300"])
    #expect(!result.errors.contains("--repeat"))
  }

  @Test(arguments: ["1e39", "1e-50"])
  func repeatCountsMustFitAFloat(count: String) {
    expectUsageError(
      ["animate", "--repeat", count],
      startsWith: "error: invalid value '\(count)' for '--repeat': too",
      contains: ["repeatCount", "Float"])
  }

  @Test func anEndThatOverflowsIsNotBlamedOnRepeatOrSpeed() {
    expectUsageError(
      ["animate", "--duration", "1e300", "--speed", "1e-30"],
      startsWith: "error: the animation ends too late to sample")
    expectUsageError(
      ["animate", "--speed", "0"], startsWith: "error: the animation never ends ('--speed 0')")
  }

  // MARK: Numbers written

  @Test func hugeValuesPrintInShortestRoundTripFormAndJSONStaysValid() throws {
    let result = runCLI([
      "animate", "--key", "position.x", "--from", "1.8e302", "--to", "1.7976931348623157e308",
      "--duration", "1", "--fps", "2", "--format", "json",
    ])
    #expect(result.code == .success)
    #expect(!result.output.contains("inf") && !result.output.contains("nan"))
    let samples = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    let values = samples.compactMap { $0["value"] as? Double }
    #expect(values.first == 1.8e302)
    // 1.8e302 with six decimals would be a 303-digit number.
    #expect(result.output.split(separator: "\n").allSatisfy { $0.count < 120 })
  }

  @Test func overflowingValuesAreNullInJSONWithAWarning() throws {
    let result = runCLI([
      "animate", "--key", "position.x", "--from", "-1.7e308", "--to", "1.7e308", "--fps", "20",
      "--format", "json",
    ])
    #expect(result.code == .success)
    let samples = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    // to - from overflows: every value after the first is not a number JSON could write.
    #expect(samples.contains { $0["value"] is NSNull })
    #expect(result.errors.hasPrefix("warning: "))
    #expect(result.errors.contains("not finite"))
  }

  @Test(arguments: [
    0.0, 1, -1, 0.5, 0.1, 1.0 / 3, -2.0 / 3, 123_456.789_012_3, 1e-7, 5e-7, 99_999_999_999_999,
    1e14 + 0.5, -0.0,
  ])
  func ordinaryNumbersKeepTheLessonsSixDecimals(value: Double) {
    // Independently: round to six decimals, print without trailing zeros.
    var expected = String(format: "%.6f", (value * 1e6).rounded() / 1e6)
    while expected.hasSuffix("0") { expected.removeLast() }
    if expected.hasSuffix(".") { expected.removeLast() }
    if expected == "-0" { expected = "0" }
    #expect(NumberText.text(value) == expected)
  }

  @Test(arguments: [1e15, -3e20, 1.8e302, 1.7976931348623157e308, 123_456_789_012_345_680])
  func hugeNumbersReadBackExactly(value: Double) {
    let text = NumberText.text(value)
    #expect(Double(text) == value)
    #expect(text.count <= 24)
    #expect(NumberText.json(value) == text)
  }

  @Test func nonFiniteNumbersAreWordsInTextAndNullInJSON() {
    #expect(NumberText.text(.infinity) == "inf")
    #expect(NumberText.text(-.infinity) == "-inf")
    #expect(NumberText.text(.nan) == "nan")
    #expect(NumberText.json(.infinity) == "null")
    #expect(NumberText.json(nil) == "null")
  }

  // MARK: Words that break lines or screens

  @Test func aNewlineInAValueIsEscapedSoTheErrorStaysOneLine() {
    expectUsageError(
      ["animate", "--from", "1\nerror: forged"],
      startsWith: "error: invalid value '1\\nerror: forged' for '--from'")
    expectUsageError(
      ["lesson", "a\u{1B}[31mred"], startsWith: "error: unknown lesson 'a\\u{1B}[31mred'")
  }

  @Test func aHundredThousandCharacterWordIsCutInTheMessage() {
    let word = String(repeating: "x", count: 100_000)
    let result = runCLI(["draw", word])
    #expect(result.code == .usage)
    #expect(result.errors.count < 1_000)
    #expect(result.errors.contains("(100000 characters)"))
    expectUsageError(["animate", "--fps", word], startsWith: "error: invalid value 'xxx")
    let key = runCLI(["animate", "--key", word])
    #expect(key.code == .usage)
    #expect(key.errors.count < 1_000)
  }

  @Test func aLongPathIsQuotedWholeAndACutOneKeepsItsFileName() {
    let deep = "/tmp/" + String(repeating: "nested-folder/", count: 14) + "Screen.swift"
    #expect(deep.count > 200 && deep.count <= Quote.limit)
    #expect(Quote.inline(deep) == deep)
    let deeper = "/tmp/" + String(repeating: "nested-folder/", count: 40) + "Screen.swift"
    let quoted = Quote.inline(deeper)
    #expect(quoted.hasPrefix("/tmp/nested-folder/"))
    #expect(quoted.contains("\u{2026}"))
    #expect(quoted.hasSuffix("/Screen.swift (\(deeper.count) characters)"))
    #expect(quoted.count < 2 * Quote.kept + 30)
    #expect(
      Quote.inline("a\nb" + String(repeating: "y", count: 300) + "\t").hasSuffix(
        "y\\t (304 characters)"))
  }

  @Test(arguments: [
    ["animate", "--from", "nan"], ["animate", "--to", "inf"], ["animate", "--by", "-inf"],
    ["animate", "--at", ""], ["animate", "--at", "1,,2"], ["draw", "ring", "--at", "NaN"],
    ["touch", "--dx", "1e400"], ["animate", "--fps", "0x10"], ["animate", "--duration", " 1"],
  ])
  func numbersThatAreNotFiniteOrNotDecimalAreUsageErrors(arguments: [String]) {
    expectUsageError(arguments, startsWith: "error: invalid value '")
  }

  @Test func negativeZeroIsZero() {
    let result = runCLI(["animate", "--from", "-0", "--to", "1", "--at", "-0", "--lang", "en"])
    #expect(result.code == .success)
    #expect(result.output == "t=0 value=0 animating\n")
  }

  // MARK: Options given twice, unknown keys

  @Test(arguments: [
    (["--lang", "en", "lesson", "all", "--lang", "tr"], "--lang"),
    (["animate", "--keep", "--keep"], "--keep"),
    (["draw", "ring", "--out", "a.svg", "--out=b.svg"], "--out"),
    (["touch", "--dx", "1", "--dx", "2"], "--dx"),
    (["analyze", "--format", "json", "--format", "text", "x.swift"], "--format"),
  ])
  func anOptionGivenTwiceIsAnErrorNamingIt(arguments: [String], option: String) {
    expectUsageError(
      arguments, startsWith: "error: option '\(option)' given more than once; give it once")
  }

  @Test func versionPrintsTheVersion() {
    let result = runCLI(["--version"])
    #expect(result.code == .success)
    #expect(result.output == "screenlab \(ScreenLabCommand.version)\n")
    #expect(runCLI(["lesson", "--version"]).output == result.output)
    #expect(runCLI(["--help"]).output.contains("--version"))
  }

  @Test func usageErrorsShareOneStatusAcrossCommands() {
    let lines = [
      ["bogus"], ["lesson", "bogus"], ["animate", "--bogus"], ["draw", "bogus"],
      ["touch", "--bogus"], ["analyze", "--bogus", "x.swift"], ["analyze"],
    ]
    for arguments in lines {
      #expect(runCLI(arguments).code.rawValue == 64, "\(arguments)")
    }
    #expect(runCLI(["--help"]).output.contains("64  Usage error"))
  }

  // MARK: Lessons and --live

  @Test func liveDoesNotApplyToTheList() {
    expectUsageError(
      ["lesson", "list", "--live"],
      startsWith: "error: '--live' does not apply to 'lesson list'")
  }

  @Test func allLiveSaysWhichLessonsAreLeftOutAndWhy() {
    let result = runCLI(["lesson", "all", "--live"])
    #expect(result.code == .success)
    let missing = LessonCatalog.course.filter { $0.live == nil }
    #expect(!missing.isEmpty)
    let notes = result.errors.split(separator: "\n")
    #expect(notes.count == missing.count)
    for (note, lesson) in zip(notes, missing) {
      // A note inside Turkish output is Turkish.
      #expect(note.hasPrefix("not: '\(lesson.id)' canli oynatilamiyor ve atlandi: "))
      #expect(note.hasSuffix(lesson.noLiveReasonTR ?? "?"))
    }
    // Standard output is only the replays.
    #expect(!result.output.contains("note:"))
  }

  @Test(arguments: LessonCatalog.all.map(\.id))
  func lessonHelpShowsLive(id: String) {
    let help = runCLI(["lesson", id, "--help"]).output
    let live = LessonCatalog.lesson(id)?.live != nil
    // A lesson with a live replay offers the report's files with it; one without does not.
    let usage =
      live
      ? "USAGE: screenlab lesson \(id) [--live [--report <file>] [--trace <file>]]"
      : "USAGE: screenlab lesson \(id) [--live] [--lang tr|en]"
    #expect(help.contains(usage))
    #expect(help.contains("  --live "))
    #expect(help.contains("--report <file>") == live)
    if !live { #expect(help.contains("Not available")) }
  }

  // MARK: touch wording

  @Test func aLiftThatChangesNothingSaysSo() {
    let result = runCLI(["touch", "--dx", "0", "--dy", "0", "--lang", "en"])
    #expect(result.code == .success)
    #expect(result.output.contains("\nlift: no change\n"))
    #expect(
      runCLI(["touch", "--dx", "0", "--dy", "0"]).output.contains("\nbitis: degisiklik yok\n"))
    var twice = TouchCommand.Measurement()
    twice.liftKeys = ["a", "b"]
    twice.liftUpdates = 2
    #expect(TouchCommand.lift(twice, language: .en) == "a,b in 2 updates")
    twice.liftUpdates = 1
    #expect(TouchCommand.lift(twice, language: .en) == "a,b in 1 update")
  }
}
