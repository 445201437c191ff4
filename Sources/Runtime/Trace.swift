/// What the runtime did, in order: one event per notable step of a turn.
///
/// Frameworks append events (a draw, a commit, an animation that started or stopped, a
/// misuse diagnostic); tests and reports read them back. Events carry the turn number and
/// the virtual time, so the same program always produces the same trace.
public struct Trace: Sendable {
  /// Every event so far, oldest first.
  public private(set) var events: [TraceEvent] = []
  /// When false, the frameworks' events are not kept (for benchmarks).
  public var isEnabled = true

  public init() {}

  /// Appends an event.
  package mutating func record(
    _ category: TraceEvent.Category, _ message: String, turn: Int, time: Double
  ) {
    guard isEnabled else { return }
    events.append(TraceEvent(turn: turn, time: time, category: category, message: message))
  }

  /// The events of one category.
  public func events(_ category: TraceEvent.Category) -> [TraceEvent] {
    events.filter { $0.category == category }
  }

  /// Forgets every event.
  public mutating func removeAll() { events.removeAll() }
}

/// One thing the runtime did or noticed.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
  /// What kind of step this is.
  public enum Category: String, Hashable, Sendable, CaseIterable {
    case layout, display, draw, transaction, animation, update, input, measure
    /// Misuse that the real framework tolerates silently (drawing without a context,
    /// a redraw requested from `draw(_:)`, a write to a presentation layer, …).
    case diagnostic
  }

  /// The run-loop turn it happened in (0 before the first turn).
  public let turn: Int
  /// The virtual time in seconds.
  public let time: Double
  public let category: Category
  public let message: String

  public var description: String { "turn \(turn) t=\(time) [\(category.rawValue)] \(message)" }
}

extension Runtime {
  /// Appends an event at the current turn and time.
  package func record(_ category: TraceEvent.Category, _ message: @autoclosure () -> String) {
    guard trace.isEnabled else { return }
    trace.record(category, message(), turn: turnCount, time: now)
  }
}
