import Testing

@testable import Measure

@Suite struct VerdictTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let model: String?
    let shown: String?
    let word: String
    var testDescription: String { "model \(model ?? "nil"), shown \(shown ?? "nil") is \(word)" }
  }

  static let truthTable: [Row] = [
    Row(model: nil, shown: nil, word: "olcum-disi"),
    Row(model: nil, shown: "0", word: "artik"),
    Row(model: nil, shown: "", word: "artik"),
    Row(model: "1", shown: nil, word: "eksik"),
    Row(model: "", shown: nil, word: "eksik"),
    Row(model: "1", shown: "1", word: "uyumlu"),
    Row(model: "", shown: "", word: "uyumlu"),
    Row(model: "1", shown: "0", word: "bayat"),
    Row(model: "1", shown: "1.0", word: "bayat"),
    Row(model: "a", shown: "A", word: "bayat"),
  ]

  @Test(arguments: truthTable)
  func verdictFollowsTheTruthTable(_ row: Row) {
    #expect(verdict(model: row.model, shown: row.shown) == row.word)
    #expect(Verdict(model: row.model, shown: row.shown).rawValue == row.word)
  }

  @Test func rawValuesAreTheLessonsWords() {
    #expect(
      Verdict.allCases.map(\.rawValue) == ["uyumlu", "bayat", "eksik", "artik", "olcum-disi"])
    #expect(Verdict.counted == [.matches, .stale, .missing, .leftover])
  }

  @Test func englishLabelsAreDistinctAndDifferFromTurkish() {
    let english = Verdict.allCases.map { $0.label(.en) }
    #expect(english == ["matches", "stale", "missing", "leftover", "not-measured"])
    #expect(Verdict.allCases.map { $0.label(.tr) } == Verdict.allCases.map(\.rawValue))
  }

  @Test func checkLinesUseDashForAbsentValues() {
    let screen = Screen("Card")
    screen.set("title", "Merhaba")
    screen.set("extra", "x")
    let fields = checkFields(
      "adim", model: ["title": "Merhaba", "count": "3"], screen: screen,
      keys: ["title", "count", "extra", "none"])
    #expect(
      fields.map { $0.line() } == [
        "adim | Card.title: model=Merhaba ekran=Merhaba -> uyumlu",
        "adim | Card.count: model=3 ekran=- -> eksik",
        "adim | Card.extra: model=- ekran=x -> artik",
        "adim | Card.none: model=- ekran=- -> olcum-disi",
      ])
    #expect(
      fields[1].line(.en) == "adim | Card.count: model=3 screen=- -> missing")
  }

  /// The Sync line's writer reads each verdict's word from the language's table itself:
  /// every verdict's line ends with the word `Verdict.label(_:)` gives, in both languages.
  @Test(arguments: Language.allCases)
  func eachLineEndsWithItsVerdictsLabel(_ language: Language) {
    let screen = Screen("S")
    screen.set("same", "1")
    screen.set("other", "2")
    screen.set("extra", "x")
    let fields = checkFields(
      "l", model: ["same": "1", "other": "1", "gone": "3"], screen: screen,
      keys: ["same", "other", "gone", "extra", "none"])
    #expect(Set(fields.map(\.verdict)) == Set(Verdict.allCases))
    for field in fields {
      #expect(field.line(language).hasSuffix(" -> " + field.verdict.label(language)))
    }
  }

  @Test func clearRemovesAShownValue() {
    let screen = Screen("S")
    screen.set("k", "1")
    screen.clear("k")
    #expect(screen.shown["k"] == nil)
    #expect(checkFields("l", model: ["k": "1"], screen: screen, keys: ["k"])[0].verdict == .missing)
  }

  @Test func tallyCountsOnlyTheFourLessonVerdicts() {
    let words = ["uyumlu", "bayat", "olcum-disi", "uyumlu", "nonsense", "artik"]
    #expect(VerdictTally(words: words).lines() == Reference.countVerdicts(words))
    #expect(
      VerdictTally(words: words).lines() == ["uyumlu: 2", "bayat: 1", "eksik: 0", "artik: 1"])
    #expect(
      VerdictTally(words: words).lines(.en) == [
        "matches: 2", "stale: 1", "missing: 0", "leftover: 1",
      ])
    #expect(VerdictTally(words: []).lines() == ["uyumlu: 0", "bayat: 0", "eksik: 0", "artik: 0"])
  }
}
