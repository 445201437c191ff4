import Foundation
import ScreenLab
import ScreenLabCourse
import ScreenLabReport
import Testing

@testable import ScreenLabCLI

@MainActor @Suite struct ReportCommandTests {
  /// A fresh path in the temporary directory.
  private func temporary(_ suffix: String) -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("screenlab-report-\(UUID().uuidString)\(suffix)").path
  }

  private func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func theDragLessonsReportShowsItsFramesBodiesAndLiftLines() throws {
    let html = temporary(".html")
    let trace = temporary(".json")
    defer {
      try? FileManager.default.removeItem(atPath: html)
      try? FileManager.default.removeItem(atPath: trace)
    }
    let plain = runCLI(["lesson", "hareketler/drag", "--live"])
    let result = runCLI([
      "lesson", "hareketler/drag", "--live", "--report", html, "--trace", trace,
    ])
    #expect(result.code == .success)
    #expect(result.errors == "yazildi: \(html)\nyazildi: \(trace)\n")
    // The measurement printed is the lesson's own, report or not.
    #expect(result.output == plain.output)
    let page = try read(html)
    // The lift's two lines, as the lesson prints them, in the steps table.
    for line in plain.output.split(separator: "\n").prefix(3) {
      #expect(page.contains(CurvePlot.escape(String(line))), "\(line)")
    }
    #expect(page.contains("<code id=\"command\">screenlab lesson hareketler/drag --live</code>"))
    // The card's body runs once per frame once the finger has moved DragGesture's 10 points:
    // 31.6 points in 0.25 s pass 10 at 0.079 s, so from the frame at 10/120 s to the lift at
    // 30/120 s, 21 frames, each an update listing DragCard as yerel; and one timeline mark
    // per run on the card's track.
    let cardRuns =
      page.components(separatedBy: "class=\"run cause-local\"><b>DragCard</b>")
      .count - 1
    #expect(cardRuns >= 21)
    let marks = page.components(separatedBy: "class=\"body cause-local\"").count - 1
    #expect(marks >= cardRuns)
    #expect(page.contains("DragCard: _dragOffset changed."))
    #expect(page.contains("DragCard: _dragOffset, _position changed."))
    #expect(page.contains("id=\"filmstrip\""))
    let json = try read(trace)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect((object?["traceEvents"] as? [Any])?.isEmpty == false)
  }

  @Test func theSameRunGivesTheSameBytesWhereverItIsWritten() throws {
    let first = temporary(".html")
    let second = temporary("-other.html")
    defer {
      try? FileManager.default.removeItem(atPath: first)
      try? FileManager.default.removeItem(atPath: second)
    }
    _ = runCLI(["lesson", "ortuk-ve-acik-animasyonlar/panel", "--live", "--report", first])
    _ = runCLI(["lesson", "ortuk-ve-acik-animasyonlar/panel", "--live", "--report", second])
    #expect(try read(first) == read(second))
  }

  /// Recording reads the screen and the layers at every frame; what the lessons print must
  /// not change because of it.
  @Test(arguments: LessonCatalog.all.filter { $0.live != nil }.map(\.id))
  func recordingChangesNoLessonLine(id: String) throws {
    let lesson = try #require(LessonCatalog.lesson(id))
    for language in [Language.tr, .en] {
      let recorder = ReportRecorder(
        Report(title: "", command: "", language: language, frameRate: .hz60))
      #expect(lesson.runLive(language, recorder: recorder) == lesson.runLive(language))
      #expect(!recorder.report.events.isEmpty)
    }
  }

  @Test func theUIKitLessonsReportTheirVerdictsAndCurves() throws {
    let html = temporary(".html")
    defer { try? FileManager.default.removeItem(atPath: html) }
    let result = runCLI([
      "lesson", "cizim-ve-katman-animasyonu/model-layer", "--live", "--report", html,
    ])
    #expect(result.code == .success, "\(result.errors)")
    let page = try read(html)
    #expect(page.contains("<tr class=\"verdict verdict-stale\"><td>animasyon-eklendi</td>"))
    #expect(page.contains("<tr class=\"verdict verdict-matches\"><td>model-katmani-yazildi</td>"))
    #expect(page.contains("class=\"presentation\""))
  }

  @Test func touchAndAnimateWriteReportsInEnglishToo() throws {
    let html = temporary(".html")
    let other = temporary(".html")
    defer {
      try? FileManager.default.removeItem(atPath: html)
      try? FileManager.default.removeItem(atPath: other)
    }
    let touch = runCLI(["touch", "--duration", "0.1", "--report", html, "--lang", "en"])
    #expect(touch.code == .success, "\(touch.errors)")
    #expect(try read(html).contains("<h2>Timeline</h2>"))
    #expect(
      try read(html).contains(
        "<code id=\"command\">screenlab touch --duration 0.1 --lang en</code>"))
    let svg = runCLI(["animate", "--to", "0.5", "--format", "svg"])
    let animate = runCLI(["animate", "--to", "0.5", "--format", "svg", "--report", other])
    #expect(animate.code == .success, "\(animate.errors)")
    // The plot on standard output is the same with a report (its title names no file).
    #expect(animate.output == svg.output)
    let page = try read(other)
    #expect(page.contains("class=\"presentation\""))
    #expect(page.components(separatedBy: "data:image/svg+xml;base64,").count - 1 == 8)
  }

  @Test(arguments: [
    (
      ["lesson", "hareketler/drag", "--live", "--report", ""],
      "error: invalid value '' for '--report': empty file name"
    ),
    (
      ["lesson", "hareketler/drag", "--live", "--report", "a", "--trace", "a"],
      "error: '--report' and '--trace' both name 'a'"
    ),
    (
      ["lesson", "hareketler/drag", "--report", "a.html"],
      "error: '--report' and '--trace' apply to one lesson replayed live"
    ),
    (
      ["lesson", "all", "--live", "--trace", "a.json"],
      "error: '--report' and '--trace' apply to one lesson replayed live"
    ),
    (["touch", "--trace="], "error: invalid value '' for '--trace': empty file name"),
    (
      ["animate", "--to", "1", "--report", "a", "--report", "b"],
      "error: option '--report' given more than once"
    ),
  ])
  func badReportOptionsAreUsageErrors(arguments: [String], message: String) {
    let result = runCLI(arguments)
    #expect(result.code == .usage)
    #expect(result.errors.hasPrefix(message), "\(result.errors)")
    #expect(result.output.isEmpty)
  }

  @Test func anUnwritableReportIsOneLineAndAFailureAndLeavesOthersWhole() throws {
    let trace = temporary(".json")
    try "old".write(toFile: trace, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: trace) }
    let result = runCLI([
      "touch", "--duration", "0.1", "--report", "/nonexistent-dir/r.html", "--trace",
      "/nonexistent-dir/t.json",
    ])
    #expect(result.code == .failure)
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("error: cannot write '/nonexistent-dir/r.html'") == true)
    // A directory as the target: refused, nothing replaced.
    let directory = FileManager.default.temporaryDirectory.path
    let refused = runCLI(["touch", "--duration", "0.1", "--trace", directory])
    #expect(refused.code == .failure)
    #expect(refused.errors == "error: cannot write '\(directory)': is a directory\n")
    #expect(try read(trace) == "old")
  }
}
