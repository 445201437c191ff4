import Foundation

// Text that shows a range of dates or a timer over one (Docs/Semantics/SwiftUI.md §15.5). As
// `Text(_:style:)`, the text is fixed (UTC, the POSIX locale), so it is the same on every
// machine.

extension Text {
  /// The range `dates` as its two ends, `yyyy-MM-dd HH:mm – yyyy-MM-dd HH:mm` (SwiftUI formats
  /// the range in the user's locale, leaving out what both ends share).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ dates: ClosedRange<Date>) {
    self.init(verbatim: Self.rangeString(dates.lowerBound, dates.upperBound))
  }

  /// The interval `interval` as its two ends, as ``init(_:)-(ClosedRange<Date>)``.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ interval: DateInterval) {
    self.init(verbatim: Self.rangeString(interval.start, interval.end))
  }

  /// A timer over `timerInterval`. SwiftUI updates it live from the device clock; here it
  /// shows the timer at the interval's start (or at `pauseTime`, when given): counting down,
  /// the time left; counting up, the time gone. Hours are shown as `h:mm:ss` when
  /// `showsHours` and the time reaches an hour, else minutes grow past 59 (`mm:ss`).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let now = min(
      max(pauseTime ?? timerInterval.lowerBound, timerInterval.lowerBound),
      timerInterval.upperBound)
    let seconds = Int(
      countsDown
        ? timerInterval.upperBound.timeIntervalSince(now)
        : now.timeIntervalSince(timerInterval.lowerBound))
    self.init(verbatim: Self.timerString(seconds, showsHours: showsHours))
  }

  static func rangeString(_ start: Date, _ end: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return "\(formatter.string(from: start)) – \(formatter.string(from: end))"
  }

  static func timerString(_ seconds: Int, showsHours: Bool) -> String {
    let hours = seconds / 3600
    let seconds2 = String(format: "%02d", seconds % 60)
    if showsHours && hours > 0 {
      return "\(hours):\(String(format: "%02d", seconds / 60 % 60)):\(seconds2)"
    }
    return "\(seconds / 60):\(seconds2)"
  }
}
