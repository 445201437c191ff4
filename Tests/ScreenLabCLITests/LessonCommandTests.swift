import Foundation
import Measure
import Testing

@testable import ScreenLabCLI

@Suite struct LessonCommandTests {
  /// The course's lessons (ScreenLab's own scenarios are pinned in their own suites).
  static let ids = LessonCatalog.all.filter { !$0.isScreenLabScenario }.map(\.id)

  @Test func catalogHasTheSevenLessonMeasurements() {
    #expect(Set(Self.ids) == Set(LessonOutputs.byID.keys))
    #expect(Self.ids.count == 7)
  }

  @Test(arguments: ids)
  func lessonPrintsTheSeedOutputExactly(id: String) {
    let result = runCLI(["lesson", id])
    #expect(result.code == .success)
    #expect(result.output == LessonOutputs.byID[id])
    #expect(result.errors.isEmpty)
  }

  /// The acceptance kit's lesson outputs, beside the repository when it is there.
  static let acceptanceLessons = repositoryRoot.appendingPathComponent(
    "../shared/acceptance/lessons")
  static let hasAcceptanceKit = FileManager.default.fileExists(atPath: acceptanceLessons.path)

  /// Skipped, not passed, when the kit is absent.
  @Test(
    .enabled(if: hasAcceptanceKit, "needs the lesson acceptance kit beside the repository"),
    arguments: ids)
  func lessonMatchesTheAcceptanceKit(id: String) throws {
    let name = try #require(LessonOutputs.acceptanceFile[id])
    let file = Self.acceptanceLessons.appendingPathComponent("\(name).out")
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(runCLI(["lesson", id]).output == expected)
  }

  @Test func allPrintsEveryLessonAfterItsIdInCourseOrder() {
    let result = runCLI(["lesson", "all"])
    #expect(result.code == .success)
    let expected = Self.ids.map { "== \($0) ==\n" + (LessonOutputs.byID[$0] ?? "") }
      .joined(separator: "\n")
    // The course's lessons first, in course order; ScreenLab's scenarios follow.
    #expect(result.output.hasPrefix(expected + "\n== "))
  }

  @Test func englishTranslatesWordsAndLabelsButNotNames() {
    let result = runCLI(["--lang", "en", "lesson", "ortuk-ve-acik-animasyonlar/panel"])
    #expect(
      result.output == """
        panel-expanded: isExpanded changed | recomputed DetailPanel local | skipped PanelScreen,StatusText
        enabled-changed: isOn changed | recomputed PanelScreen local, DetailPanel parent | skipped StatusText
        local: 2
        parent: 1
        observed: 0
        environment: 0

        """)
    let sync = runCLI(["lesson", "cizim-ve-katman-animasyonu/redraw", "--lang=en"])
    #expect(
      sync.output.hasPrefix("first-draw | ProgressRing.progress: model=40 screen=40 -> matches\n"))
    #expect(sync.output.hasSuffix("matches: 2\nstale: 1\nmissing: 0\nleftover: 0\n"))
  }

  @Test(arguments: [Language.tr, .en])
  func everyLessonHasTheSameShapeInBothLanguages(language: Language) {
    for lesson in LessonCatalog.all {
      #expect(lesson.run(language).count == lesson.run(.tr).count)
    }
  }

  @Test func listShowsIdsAndTitles() {
    let result = runCLI(["lesson", "list"])
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == LessonCatalog.all.count)
    for (line, lesson) in zip(lines, LessonCatalog.all) {
      #expect(line.hasPrefix(lesson.id + "  "))
      #expect(line.hasSuffix(lesson.titleTR))
    }
    #expect(
      runCLI(["lesson", "list", "--lang", "en"]).output.contains(
        "Gestures: a key with no storage record"))
  }
}
