import Foundation
import Measure
import ScreenLabCourse
import Testing

@testable import ScreenLabCLI

@MainActor @Suite struct LessonCommandTests {
  nonisolated static let ids = LessonCatalog.course.map(\.id)

  @Test func catalogHasTheSevenLessonMeasurements() {
    #expect(Set(Self.ids) == Set(LessonOutputs.byID.keys))
    #expect(Self.ids.count == 7)
  }

  @Test(arguments: ids)
  @MainActor
  func lessonPrintsTheSeedOutputExactly(id: String) {
    let result = runCLI(["lesson", id])
    #expect(result.code == .success)
    #expect(result.output == LessonOutputs.byID[id])
    #expect(result.errors.isEmpty)
  }

  @Test func allPrintsEveryLessonAfterItsIdInCourseOrder() {
    let result = runCLI(["lesson", "all"])
    #expect(result.code == .success)
    let expected = Self.ids.map { "== \($0) ==\n" + (LessonOutputs.byID[$0] ?? "") }
      .joined(separator: "\n")
    #expect(result.output == expected)
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
    for lesson in LessonCatalog.course {
      #expect(lesson.run(language).count == lesson.run(.tr).count)
    }
  }

  @Test func listShowsIdsAndTitles() {
    let result = runCLI(["lesson", "list"])
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let course = LessonCatalog.course
    let scenarios = LessonCatalog.scenarios
    // The course, a blank line, the scenarios' heading, the scenarios, the final newline.
    #expect(lines.count == course.count + 2 + scenarios.count + 1)
    for (line, lesson) in zip(lines.prefix(course.count), course) {
      #expect(line.hasPrefix(lesson.id + "  "))
      #expect(line.hasSuffix(lesson.titleTR))
    }
    #expect(lines[course.count] == "")
    #expect(lines[course.count + 1] == "ScreenLab'in kendi senaryolari (ders metni degil):")
    for (line, lesson) in zip(lines.dropFirst(course.count + 2), scenarios) {
      #expect(line.hasPrefix(lesson.id + "  "))
      #expect(line.hasSuffix(lesson.titleTR))
    }
    #expect(
      runCLI(["lesson", "list", "--lang", "en"]).output.contains(
        "\nScreenLab's own scenarios (not course text):\n"))
    #expect(
      runCLI(["lesson", "list", "--lang", "en"]).output.contains(
        "Gestures: a key with no storage record"))
  }
}
