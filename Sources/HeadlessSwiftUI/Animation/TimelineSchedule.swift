import Foundation

/// How often a timeline is to update (SwiftUI's `TimelineScheduleMode`): ``normal``, or
/// ``lowFrequency`` when the system asks for fewer updates (an always-on display).
public enum TimelineScheduleMode: Sendable, Hashable {
  case normal
  case lowFrequency
}

/// The dates at which a ``TimelineView`` updates (SwiftUI's `TimelineSchedule`;
/// Docs/Semantics/SwiftUICompatibility.md C.1).
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The dates from `startDate` on, in increasing order.
  func entries(from startDate: Date, mode: Mode) -> Entries
}

/// Updates every `interval` seconds from a start date (SwiftUI's `PeriodicTimelineSchedule`).
///
/// The first entry is the latest `start + k × interval` at or before the date asked for, or the
/// start itself when the date asked for is earlier (C.1).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval

  /// Every `interval` seconds from `startDate`; an interval that is not positive is one second.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.start = startDate
    self.interval = interval > 0 && interval.isFinite ? interval : 1
  }

  public func entries(from startDate: Date, mode: Mode) -> Entries {
    let elapsed = startDate.timeIntervalSince(start)
    let first: Date
    if elapsed <= 0 {
      first = start
    } else {
      first = start.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
    }
    return Entries(upcoming: first, interval: interval)
  }

  /// The periodic dates, without end.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval

    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }
}

/// Updates at the start of every minute (SwiftUI's `EveryMinuteTimelineSchedule`): the first
/// entry is the start of the minute holding the date asked for, then one every 60 seconds.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}

  public func entries(from startDate: Date, mode: Mode) -> Entries {
    let seconds = startDate.timeIntervalSinceReferenceDate
    // Minutes start on whole minutes of the reference date (which starts a minute in every time
    // zone of whole-minute offsets, so the calendar's second is 0 there).
    let minute = (seconds / 60).rounded(.down) * 60
    return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute))
  }

  /// The minute starts, without end.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date

    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(60) }
      return upcoming
    }
  }
}

/// Updates at the dates given, in their order (SwiftUI's `ExplicitTimelineSchedule`).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  /// The schedule of `dates`.
  public init(_ dates: Entries) { self.dates = dates }

  /// The dates given, whatever the start date and mode.
  public func entries(from startDate: Date, mode: Mode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

/// Updates as often as an animation would (SwiftUI's `AnimationTimelineSchedule`): every
/// `minimumInterval` seconds from the start date (every frame of 60 Hz when nil); no entry at all
/// when paused or in low-frequency mode (C.1).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  /// An animation schedule; `minimumInterval`, when given, spaces the entries.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: Mode) -> Entries {
    let step = minimumInterval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 1.0 / 60
    return Entries(upcoming: paused || mode == .lowFrequency ? nil : startDate, interval: step)
  }

  /// The animation's dates; none when paused or in low-frequency mode.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval

    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      upcoming = date.addingTimeInterval(interval)
      return date
    }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> Self {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: Self { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  /// At the dates given.
  public static func explicit<S: Sequence>(_ dates: S) -> Self
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame.
  public static var animation: Self { AnimationTimelineSchedule() }

  /// Every `minimumInterval` seconds, or never while paused.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
