import Foundation
import ScreenLabCourse
import Testing

@testable import ScreenLabCLI

/// `SCREENLAB_LANG=en` gives English for every command's output (Docs/CLI.md §1): each command
/// is run by the built binary with it set, and nothing it prints, nor the HTML report it
/// writes (the HTML report, the Chrome trace), holds a word of the kernels' Turkish vocabulary. Lesson ids (`cizim-ve-…`) are
/// names, not text, and are left out of the check.
@MainActor @Suite struct EnglishEverywhereTests {
  /// The kernels' Turkish words (Measure's vocabulary, the four causes, the verdicts, the
  /// identity, draw and step words, and the notes `run` and the CLI print).
  static let turkishWords = [
    "degisti", "yeniden", "atlanan", "yok", "ekran", "yerel", "ebeveyn", "gozlem", "ortam",
    "uyumlu", "bayat", "eksik", "artik", "eklenen", "kaldirilan", "cizildi", "cizilmedi",
    "cizim", "dokunuldu", "surukleme", "ilerle", "yenile", "etkilesim", "senkron",
    "sentezlendi", "agac", "yazildi", "adimlardan", "oynatilamiyor",
  ]

  /// The Turkish words in `text`, each once; a word is delimited by anything but a letter.
  static func turkish(in text: String) -> [String] {
    var found: Set<String> = []
    var scrubbed = text
    // Lesson ids are identifiers: drop them before looking.
    for id in LessonCatalog.all.map(\.id).sorted(by: { $0.count > $1.count }) {
      scrubbed = scrubbed.replacingOccurrences(of: id, with: " ")
    }
    let words = scrubbed.lowercased().split { !$0.isLetter }.map(String.init)
    for word in words where turkishWords.contains(word) { found.insert(word) }
    return found.sorted()
  }

  func run(_ arguments: [String], language: String? = "en") throws -> (Int32, String, String) {
    let binary: URL = try #require(ExecutableTests.binary, "the screenlab binary was not built")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SCREENLAB_LANG"] = language
    process.environment = environment
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

  @Test func everyCommandPrintsEnglishUnderTheEnvironmentVariable() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenlab-english-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("panel.html").path
    let trace = folder.appendingPathComponent("panel.json").path
    let svg = folder.appendingPathComponent("ring.svg").path
    let source = repositoryRoot.appendingPathComponent("Examples/Stale/StaleRing.swift").path
    let commands: [[String]] = [
      ["lesson", "all"], ["lesson", "all", "--live"], ["lesson", "list"],
      [
        "lesson", "ortuk-ve-acik-animasyonlar/panel", "--live", "--report", report, "--trace",
        trace,
      ],
      ["animate", "--from", "0", "--to", "1", "--duration", "0.5", "--fps", "4"],
      ["touch"], ["draw", "ring", "--out", svg], ["draw", "panel"],
      ["analyze", source], ["analyze", "--tree", source], ["--help"], ["run", "--help"],
      ["run", folder.appendingPathComponent("missing.swift").path],
    ]
    for command in commands {
      let (_, output, errors) = try run(command)
      #expect(Self.turkish(in: output) == [], "\(command.joined(separator: " ")): output")
      #expect(Self.turkish(in: errors) == [], "\(command.joined(separator: " ")): errors")
    }
    let page = try String(contentsOfFile: report, encoding: .utf8)
    #expect(Self.turkish(in: page) == [], "the HTML report")
    let events = try String(contentsOfFile: trace, encoding: .utf8)
    #expect(events.contains("\"traceEvents\""), "the Chrome trace")
    #expect(Self.turkish(in: events) == [], "the Chrome trace")
    // A written file is named once, in English.
    let (_, _, errors) = try run(["draw", "ring", "--out", svg])
    #expect(errors == "wrote: \(svg)\n")
  }

  @Test func turkishStaysTheDefaultAndTheOptionWins() throws {
    let (_, turkish, _) = try run(["lesson", "ortuk-ve-acik-animasyonlar/panel"], language: nil)
    #expect(Self.turkish(in: turkish).contains("degisti"))
    let (_, english, _) = try run(["lesson", "ortuk-ve-acik-animasyonlar/panel", "--lang", "tr"])
    #expect(Self.turkish(in: english).contains("degisti"))
  }

  @Test func aBadValueIsAUsageError() throws {
    let (status, output, errors) = try run(["lesson", "list"], language: "de")
    #expect(status == 64)
    #expect(output.isEmpty)
    #expect(
      errors.hasPrefix(
        "error: invalid value 'de' for SCREENLAB_LANG; valid languages: tr, en"))
  }

  @Test func theNoteInsideTurkishOutputIsTurkish() throws {
    let (_, _, turkish) = try run(["lesson", "all", "--live"], language: nil)
    #expect(turkish.hasPrefix("not: 'hareketler/unknown-storage' canli oynatilamiyor"))
    let (_, _, english) = try run(["lesson", "all", "--live"])
    #expect(english.hasPrefix("note: 'hareketler/unknown-storage' has no live replay"))
  }
}
