import ScreenLabCourse
import Testing

@testable import ScreenLabCLI

/// A live replay runs the lesson's scenario on the headless frameworks; when the lesson's
/// hand-written model is right, the derived lines are the lesson's lines, byte for byte.
@MainActor @Suite struct LiveLessonTests {
  nonisolated static let liveIDs = LessonCatalog.course.filter { $0.live != nil }.map(\.id)

  @Test func everyLessonButTheUnmeasuredKeyHasALiveReplay() {
    #expect(
      Self.liveIDs == [
        "cizim-ve-katman-animasyonu/redraw", "cizim-ve-katman-animasyonu/model-layer",
        "cizim-ve-katman-animasyonu/duration-limit", "ortuk-ve-acik-animasyonlar/panel",
        "ortuk-ve-acik-animasyonlar/animated-vs-plain", "hareketler/drag",
      ])
  }

  @Test(arguments: liveIDs)
  func liveReplayPrintsTheLessonsLines(id: String) {
    let live = runCLI(["lesson", id, "--live"])
    #expect(live.code == .success)
    #expect(live.output == LessonOutputs.byID[id])
    #expect(
      runCLI(["lesson", id, "--live", "--lang", "en"]).output
        == runCLI(["lesson", id, "--lang", "en"]).output)
  }

  @Test func allLiveListsOnlyReplayableLessons() {
    let output = runCLI(["lesson", "all", "--live"]).output
    let headers = output.split(separator: "\n").filter { $0.hasPrefix("== ") }
    #expect(headers.map(String.init) == Self.liveIDs.map { "== \($0) ==" })
  }

  @Test func aLessonWithoutReplayIsAUsageError() {
    let result = runCLI(["lesson", "hareketler/unknown-storage", "--live"])
    #expect(result.code == .usage)
    #expect(
      result.errors.hasPrefix("error: lesson 'hareketler/unknown-storage' has no live replay"))
  }

  @Test func liveIsNotAnOptionOfOtherCommands() {
    #expect(runCLI(["draw", "ring", "--live"]).code == .usage)
  }
}
