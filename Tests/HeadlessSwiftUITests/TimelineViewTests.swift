import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// `TimelineView` on the virtual clock (Docs/Semantics/SwiftUICompatibility.md C.10).

private final class DateLog: @unchecked Sendable {
  var seconds: [Double] = []
}

private struct Ticker<Schedule: TimelineSchedule>: View {
  let schedule: Schedule
  let log: DateLog
  var body: some View {
    TimelineView(schedule) { context in Stamp(date: context.date, log: log) }
  }
}

private struct Stamp: View {
  let date: Date
  let log: DateLog
  var body: some View {
    let _ = log.seconds.append(date.timeIntervalSinceReferenceDate)
    Text("\(date.timeIntervalSinceReferenceDate)")
  }
}

@MainActor
@Suite struct TimelineViewTests {
  @Test func aPeriodicTimelineRebuildsItsContentAtEachPeriod() {
    let log = DateLog()
    Runtime.withNew { runtime in
      let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)
      let host = ViewHost(rootView: Ticker(schedule: schedule, log: log), runtime: runtime)
      runtime.advance(by: 3.5)
      withExtendedLifetime(host) {}
    }
    #expect(log.seconds == [0, 1, 2, 3])
  }

  @Test func anExplicitTimelineStopsAfterItsLastDateAndAPausedOneNeverUpdates() {
    let explicit = DateLog()
    let paused = DateLog()
    Runtime.withNew { runtime in
      let dates = [0.5, 2].map { Date(timeIntervalSinceReferenceDate: $0) }
      let first = ViewHost(
        rootView: Ticker(schedule: ExplicitTimelineSchedule(dates), log: explicit), runtime: runtime
      )
      let second = ViewHost(
        rootView: Ticker(schedule: AnimationTimelineSchedule(paused: true), log: paused),
        runtime: runtime)
      runtime.advance(by: 5)
      withExtendedLifetime((first, second)) {}
    }
    #expect(explicit.seconds == [0, 0.5, 2])
    #expect(paused.seconds == [0])
  }
}
