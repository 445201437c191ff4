import Foundation
import Measure
import Testing

@testable import ScreenLabReport

@MainActor @Suite struct ReportHTMLTests {
  @Test func thePageIsSelfContainedWithAStrictPolicy() {
    let html = handReport().html()
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"tr\">"))
    #expect(html.contains("content=\"default-src 'none'; img-src data:;"))
    // No fetchable reference: only the SVG namespace URI, which is never loaded.
    let urls =
      html.components(separatedBy: "http").count - 1
      - (html.components(separatedBy: "http-equiv").count - 1)
    let namespaces = html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1
    #expect(urls == namespaces)
    for marker in ["<link", "@import", "url(", "src=\"http", "<iframe", "fetch(", "XMLHttp"] {
      #expect(!html.contains(marker), "\(marker)")
    }
  }

  @Test func everyUpdateListsItsRunsSkippedViewsAndPrintChangesLines() throws {
    let report = handReport()
    let html = report.html()
    let second = try #require(section(html, from: "id=\"update-1\"", to: "</details>"))
    #expect(second.contains("data-keys=\"position\""))
    #expect(second.contains("<li class=\"run cause-local\"><b>Board</b> yerel (position: yerel)"))
    #expect(second.contains("<li class=\"run cause-parent\"><b>Card</b> ebeveyn"))
    #expect(second.contains("<li class=\"run skipped\"><b>Label</b> atlanan</li>"))
    #expect(second.contains("Board: _position changed.\nCard: @self changed."))
    #expect(
      second.contains(
        "tur 3: position degisti | yeniden Board yerel, Card ebeveyn | atlanan Label"))
    // The timeline's body marks link to their update, coloured by cause.
    #expect(html.contains("data-update=\"1\" class=\"body cause-parent\""))
  }

  @Test func theTreeMarksReadsAndTheChangedOnes() throws {
    let html = handReport().html()
    let card = try #require(section(html, from: "data-view=\"Card\"", to: "</tr>"))
    #expect(card.contains("data-reads=\"offset position\""))
    #expect(card.contains("<td>offset, position</td>"))
    let label = try #require(section(html, from: "data-view=\"Label\"", to: "</tr>"))
    #expect(label.contains("data-reads=\"\""))
  }

  @Test func staleVerdictsAreMarkedAndEscapingHolds() {
    let html = handReport().html()
    #expect(html.contains("<tr class=\"verdict verdict-matches\"><td>ilk</td>"))
    #expect(html.contains("<tr class=\"verdict verdict-stale\"><td>sonra</td>"))
    #expect(html.contains(".verdict-stale td { color: #c62828"))
    #expect(html.contains("<h1>Deneme &lt;1&gt;</h1>"))
    #expect(html.contains("odd &amp; &lt;bad&gt;"))
    #expect(!html.contains("odd & <bad>"))
  }

  @Test func theFilmstripEmbedsEachPictureAsBase64() throws {
    let report = handReport()
    let html = report.html()
    let prefix = "src=\"data:image/svg+xml;base64,"
    let encoded = html.components(separatedBy: prefix).dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(encoded.count == 2)
    let decoded = try encoded.map { text -> String in
      let data = try #require(Data(base64Encoded: text))
      return String(decoding: data, as: UTF8.self)
    }
    #expect(decoded == report.frames.map(\.svg))
  }

  @Test func theFilmstripKeepsTheEndsAndSpreadsTheRest() {
    var report = handReport()
    report.frames = (0..<20).map { Report.Frame(time: Double($0), turn: $0, svg: "") }
    let chosen = report.filmstrip(limit: 5).map(\.turn)
    #expect(chosen.first == 0)
    #expect(chosen.last == 19)
    #expect(chosen.count == 5)
    #expect(chosen == chosen.sorted())
    // Evenly: gaps differ by at most one frame.
    let gaps = zip(chosen.dropFirst(), chosen).map { $0 - $1 }
    #expect((gaps.max() ?? 0) - (gaps.min() ?? 0) <= 1)
    report.frames = Array(report.frames.prefix(3))
    #expect(report.filmstrip(limit: 5).count == 3)
  }

  @Test func theSameReportGivesTheSameBytes() {
    #expect(handReport().html() == handReport().html())
    #expect(handReport().chromeTrace() == handReport().chromeTrace())
  }

  @Test func labelsFollowTheLanguage() {
    let turkish = handReport(.tr).html()
    let english = handReport(.en).html()
    #expect(turkish.contains("<h2>Zaman çizelgesi</h2>"))
    #expect(turkish.contains("<h2>Eşitleme kararları</h2>"))
    #expect(english.contains("<html lang=\"en\">"))
    #expect(english.contains("<h2>Timeline</h2>"))
    #expect(english.contains("<h2>Sync verdicts</h2>"))
    #expect(english.contains("turn 3: position changed | recomputed Board local, Card parent"))
    #expect(!english.contains("Zaman çizelgesi"))
  }

  @Test func theFirstUpdatePrintsItsInsertions() {
    let update = Report.Update(
      turn: 0, time: 0,
      runs: [Report.Run(view: "A", cause: nil, keyCauses: [], printChanges: "A: @self changed.")],
      skipped: [], inserted: ["A"])
    #expect(update.line(.tr) == "tur 0: eklenen A | kaldirilan yok")
    #expect(update.line(.en) == "turn 0: inserted A | removed none")
  }

  @Test func aLongRunsTimelineShowsItsBeginningAndSaysSo() {
    var report = handReport()
    let count = Report.maximumTimelineItems + 5_000
    report.inputs = (0..<count).map {
      Report.Input(touch: 0, phase: "moved", x: 0, y: 0, time: Double($0) / 10_000)
    }
    let html = report.html()
    let drawn = html.components(separatedBy: "<circle class=\"input\"").count - 1
    #expect(drawn < count)
    #expect(drawn > Report.maximumTimelineItems / 2)
    #expect(html.contains("<p class=\"note limited\">"))
    // The trace keeps every sample.
    let instants = report.chromeTrace().components(separatedBy: "\"name\":\"touch moved\"")
    #expect(instants.count - 1 == count)
  }

  @Test func anEmptyReportStillRenders() {
    let empty = Report(title: "x", command: "c", language: .en, frameRate: .hz60)
    let html = empty.html()
    #expect(html.contains("id=\"timeline-svg\""))
    #expect(!html.contains("id=\"filmstrip\""))
    #expect(empty.chromeTrace().contains("\"traceEvents\":["))
  }

  /// The text of `html` from the first `start` to the next `end`.
  private func section(_ html: String, from start: String, to end: String) -> String? {
    guard let lower = html.range(of: start),
      let upper = html.range(of: end, range: lower.upperBound..<html.endIndex)
    else { return nil }
    return String(html[lower.lowerBound..<upper.upperBound])
  }
}

@MainActor @Suite struct CurvePlotTests {
  @Test func aModelThatChangesIsDrawnAsASteppedDashedLine() {
    var plot = CurvePlot(
      points: [
        CurvePlot.Point(time: 0, value: 0, isAnimating: true),
        CurvePlot.Point(time: 1, value: 1, isAnimating: false),
      ], model: 1, title: "t", valueLabel: "v", language: .en)
    let single = plot.svg
    #expect(single.contains("<line class=\"model\""))
    plot.modelPoints = [
      CurvePlot.Point(time: 0, value: 0, isAnimating: false),
      CurvePlot.Point(time: 0.5, value: 0, isAnimating: false),
      CurvePlot.Point(time: 0.5, value: 1, isAnimating: false),
      CurvePlot.Point(time: 1, value: 1, isAnimating: false),
    ]
    let stepped = plot.svg
    #expect(!stepped.contains("<line class=\"model\""))
    let line = stepped.split(separator: "\n").first { $0.contains("<polyline class=\"model\"") }
    // Four corners: (0,0), (0.5,0), (0.5,1) and (1,1); the repeated point at the step adds
    // one more vertex at the same place.
    let points = line.map { $0.components(separatedBy: "points=\"")[1].split(separator: " ") }
    #expect(points?.count == 5)
    #expect(points?.first != points?.last)
  }
}
