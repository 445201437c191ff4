import Foundation
import ScreenLabCourse
import Testing

@testable import ScreenLabCLI

/// The draw-cost scenarios (one per mistake of the course's draw(_:) reference) and
/// `screenlab draw --format json`.
@MainActor @Suite struct DrawCostScenarioTests {
  static let ids = ["draw-direct", "draw-heavy", "draw-objects", "draw-rect", "draw-super"].map {
    "cizim-ve-katman-animasyonu/" + $0
  }

  /// The `hatali:`/`duzeltilmis:` lines of a scenario as numbers by word, in order of
  /// appearance (a scenario with two parts gives two pairs).
  static func pairs(_ output: String) -> [(mistake: [String: String], fixed: [String: String])] {
    func fields(_ line: Substring) -> [String: String] {
      var result: [String: String] = [:]
      for part in line.split(separator: ":", maxSplits: 1).last?.split(separator: "|") ?? [] {
        let words = part.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
        if words.count == 2 { result[String(words[0])] = String(words[1]) }
      }
      return result
    }
    let lines = output.split(separator: "\n")
    let mistakes = lines.filter { $0.hasPrefix("hatali:") }.map(fields)
    let fixes = lines.filter { $0.hasPrefix("duzeltilmis:") }.map(fields)
    return Array(zip(mistakes, fixes))
  }

  @Test func everyMistakeCostsMoreThanItsFix() throws {
    var outputs: [String: String] = [:]
    for id in Self.ids {
      let result = runCLI(["lesson", id])
      #expect(result.code == .success, "\(id)")
      outputs[id] = result.output
      let pairs = Self.pairs(result.output)
      #expect(!pairs.isEmpty, "\(id)")
      for pair in pairs {
        #expect(pair.mistake != pair.fixed, "\(id): the mistake measures the same as its fix")
      }
      #expect(result.output.contains("fark: "), "\(id)")
      #expect(!result.output.contains("fark: yok"), "\(id)")
    }
    let direct = try #require(Self.pairs(outputs[Self.ids[0]] ?? "").first)
    #expect(direct.mistake["dogrudan-cagri"] == "3" && direct.mistake["cizim"] == "0")
    #expect(direct.mistake["ekran"] == "40" && direct.fixed["ekran"] == "85")
    let heavy = try #require(Self.pairs(outputs[Self.ids[1]] ?? "").first)
    // Four passes of a 200-point line: 200 elements built per pass in draw(_:).
    #expect(heavy.mistake["kurulan-oge"] == "800" && heavy.fixed["kurulan-oge"] == "0")
    #expect(heavy.mistake["yol-ogesi"] == heavy.fixed["yol-ogesi"])
    let objects = try #require(Self.pairs(outputs[Self.ids[2]] ?? "").first)
    for word in ["renk", "yazitipi", "cizici"] {
      #expect(objects.mistake[word] == "3" && objects.fixed[word] == "0", "\(word)")
    }
    let rect = try #require(Self.pairs(outputs[Self.ids[3]] ?? "").first)
    // 100 cells of 28 × 28 drawn for a 30 × 30 rect: one inside, 99 × 784 outside.
    #expect(rect.mistake["dolgu"] == "100" && rect.fixed["dolgu"] == "1")
    #expect(rect.mistake["alan-dis"] == "77616" && rect.fixed["alan-dis"] == "0")
    let superPairs = Self.pairs(outputs[Self.ids[4]] ?? "")
    #expect(superPairs.count == 2)
    #expect(superPairs.first?.mistake["metin"] == "0" && superPairs.first?.fixed["metin"] == "1")
    #expect(superPairs.last?.mistake["islem"] == superPairs.last?.fixed["islem"])
  }

  @Test func theScenariosAreByteIdenticalAndSpeakBothLanguages() {
    for id in Self.ids {
      let turkish = runCLI(["lesson", id]).output
      #expect(runCLI(["lesson", id]).output == turkish, "\(id)")
      #expect(runCLI(["lesson", id, "--live"]).output == turkish, "\(id)")
      let english = runCLI(["lesson", id, "--lang", "en"]).output
      #expect(english.contains("mistake: ") && english.contains("difference: "), "\(id)")
      #expect(!english.contains("hatali"), "\(id)")
      #expect(LessonCatalog.lesson(id)?.isScenario == true)
    }
    // Not course text: `lesson all` does not print them.
    #expect(!runCLI(["lesson", "all"]).output.contains("hatali:"))
  }

  @Test func drawJSONHasEveryPassAndTheTreesWeight() throws {
    let result = runCLI(["draw", "ring", "--format", "json"])
    #expect(result.code == .success)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["subject"] as? String == "ProgressRingView")
    let draws = try #require(object["draws"] as? [[String: Any]])
    // The first display at progress 0, then the redraw at 70.
    #expect(draws.count == 2)
    #expect(draws.allSatisfy { ($0["rect"] as? [Double]) == [0, 0, 160, 160] })
    #expect(draws.last?["strokes"] as? Int == 1)
    #expect(draws.last?["pathsCreated"] as? Int == 1)
    let layers = try #require(object["layers"] as? [String: Any])
    #expect(layers["layers"] as? Int == 2)
    #expect(layers["bytes"] as? Int == 160 * 160 * 4 + 200)
    #expect(layers["warning"] is NSNull)
    #expect(runCLI(["draw", "ring", "--format", "json"]).output == result.output)
    let screen = runCLI(["draw", DrawScreen.names[0], "--format", "json"])
    #expect(screen.code == .success && screen.output.contains("\"draws\": []"))
  }

  @Test func anUnknownFormatIsAUsageError() {
    let result = runCLI(["draw", "ring", "--format", "png"])
    #expect(result.code == .usage)
    #expect(result.errors.contains("unknown format 'png'"))
    #expect(result.output.isEmpty)
  }
}
