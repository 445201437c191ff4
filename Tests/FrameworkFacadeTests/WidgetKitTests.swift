import Foundation
import HeadlessSwiftUI
import Runtime
import Testing
import WidgetKit

// WidgetKit as an app's own view files use it (Docs/Semantics/OtherFrameworks.md §10).

private struct FamilyReader: View {
  @Environment(\.widgetFamily) var family
  var body: some View {
    Text("\(family)").widgetURL(URL(string: "app://open"))
  }
}

private struct DayEntry: TimelineEntry {
  let date: Date
}

private struct RankedEntry: TimelineEntry {
  let date: Date
  let relevance: TimelineEntryRelevance?
}

@MainActor
struct WidgetKitTests {
  @Test func noWidgetIsInstalledHeadless() async throws {
    WidgetCenter.shared.reloadAllTimelines()
    WidgetCenter.shared.reloadTimelines(ofKind: "Weather")
    let result = await withCheckedContinuation { continuation in
      WidgetCenter.shared.getCurrentConfigurations { continuation.resume(returning: $0) }
    }
    let infos = try result.get()
    #expect(infos.isEmpty)
    #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
  }

  @Test func anAppsViewsReadTheSmallFamilyAndRecordTheirURL() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FamilyReader(), runtime: runtime)
      #expect(host.texts == ["systemSmall"])
      let recorded = Dictionary(
        host.recordedModifiers().map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
      #expect(recorded["widgetURL"] == "app://open")
    }
  }

  @Test func timelinesKeepTheirEntriesAndPolicy() {
    let start = Date(timeIntervalSince1970: 0)
    let timeline = Timeline(
      entries: [DayEntry(date: start), DayEntry(date: start.addingTimeInterval(3600))],
      policy: .after(start.addingTimeInterval(7200)))
    #expect(timeline.entries.map(\.date) == [start, start.addingTimeInterval(3600)])
    #expect(timeline.policy == .after(start.addingTimeInterval(7200)))
    #expect(timeline.policy != .atEnd)
    #expect(TimelineReloadPolicy.never != .atEnd)
    // An entry's relevance is nil unless the entry gives one.
    #expect(DayEntry(date: start).relevance == nil)
    let ranked = RankedEntry(date: start, relevance: TimelineEntryRelevance(score: 2))
    #expect(ranked.relevance?.duration == 0)
    #expect(WidgetFamily.accessoryRectangular.description == "accessoryRectangular")
    #expect(WidgetFamily(rawValue: WidgetFamily.systemLarge.rawValue) == .systemLarge)
  }
}
