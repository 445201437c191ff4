import Foundation
import Runtime

/// A view that re-builds its content at the dates of a schedule (SwiftUI's `TimelineView`;
/// Docs/Semantics/SwiftUICompatibility.md C.10).
///
/// The content is built with the current date of the virtual clock
/// (`Date(timeIntervalSinceReferenceDate: runtime.now)`, the clock's time 0 being the reference
/// date), then again at each later entry of the schedule, as the clock reaches it: a task of
/// the view's lifetime (`.task`, RunLoop.md RL-13, RL-14) sleeps until the next entry and
/// writes it. Entries already past are skipped; a schedule that runs out leaves the last date.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// What the content is built with.
  public struct Context {
    /// How often the view updates: `live` in the normal mode, which is the only one headless.
    public enum Cadence: Comparable, Sendable {
      case live
      case seconds
      case minutes
    }

    /// The date of this update.
    public let date: Date
    /// The cadence of the updates.
    public let cadence: Cadence
  }

  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  /// A view that builds `content` at the dates of `schedule`.
  public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }
}

/// The context every timeline's content is built with (as SwiftUI declares it, a context type
/// that does not depend on the content, so that the content's type can be inferred).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView: View where Content: View {
  public var body: some View {
    // The entry point of Apple's API that reads the runtime; the content is handed it.
    _TimelineContent(runtime: Runtime.current, schedule: schedule, content: content)
  }
}

/// The body of a ``TimelineView``: the date of the last update as state, written by the
/// view's task at each entry of the schedule.
public struct _TimelineContent<Schedule: TimelineSchedule, Content: View>: View {
  let runtime: Runtime
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
  @State private var date: Date?

  public var body: some View {
    let shown = date ?? Date(timeIntervalSinceReferenceDate: runtime.now)
    content(.init(date: shown, cadence: .live))
      .task { await follow() }
  }

  /// Sleeps until each entry of the schedule after the start and shows it.
  @MainActor
  private func follow() async {
    let start = Date(timeIntervalSinceReferenceDate: runtime.now)
    for entry in schedule.entries(from: start, mode: .normal) {
      let wait = entry.timeIntervalSinceReferenceDate - runtime.now
      if wait <= 0 { continue }
      do {
        try await Task.sleep(nanoseconds: UInt64((wait * 1e9).rounded(.up)))
      } catch {
        return
      }
      date = entry
    }
  }
}
