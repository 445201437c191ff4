import Runtime

/// Where each turn, phase and event of a report goes on the virtual time axis.
///
/// Virtual time does not pass inside a turn: every step of a turn happens at the turn's time.
/// To show the steps apart, each turn gets a slot from its time to the next turn's time (at
/// most one frame), turns at the same time share it in order, and a turn's slot is divided
/// into its run-loop phases in the order they run (input, update, layout, display, commit,
/// animate, measure), each phase among its events in the order they were recorded
/// (Docs/Report.md §2). Positions are whole nanoseconds, so children always lie inside their
/// parents, and the same report always gives the same positions.
struct ReportTimeline {
  /// A half-open span of nanoseconds.
  struct Span: Hashable {
    var start: Int64
    var end: Int64
    var duration: Int64 { end - start }

    /// The `index`-th of `count` equal parts.
    func part(_ index: Int, of count: Int) -> Span {
      let total = end - start
      let n = Int64(max(1, count))
      let i = Int64(index)
      return Span(start: start + total * i / n, end: start + total * (i + 1) / n)
    }
  }

  /// The turns in order, each with its time and slot.
  private(set) var turns: [(turn: Int, time: Double, slot: Span)] = []
  private var slotByTurn: [Int: Span] = [:]
  /// The end of the last slot, input and frame, in nanoseconds.
  let end: Int64

  static func nanoseconds(_ seconds: Double) -> Int64 {
    guard seconds.isFinite else { return 0 }
    return Int64((seconds * 1e9).rounded())
  }

  init(_ report: Report) {
    var times: [Int: Double] = [:]
    for event in report.events where times[event.turn] == nil { times[event.turn] = event.time }
    for update in report.updates where times[update.turn] == nil {
      times[update.turn] = update.time
    }
    for frame in report.frames where times[frame.turn] == nil { times[frame.turn] = frame.time }
    let sorted = times.map { (turn: $0.key, time: $0.value) }.sorted {
      ($0.time, $0.turn) < ($1.time, $1.turn)
    }
    let frame = Self.nanoseconds(report.frameRate.frameDuration)
    var index = 0
    var last: Int64 = 0
    while index < sorted.count {
      let time = sorted[index].time
      var group = index
      while group < sorted.count, sorted[group].time == time { group += 1 }
      let start = Self.nanoseconds(time)
      let next = group < sorted.count ? Self.nanoseconds(sorted[group].time) : start + frame
      let slot = Span(start: start, end: start + max(1, min(frame, next - start)))
      for position in index..<group {
        let part = slot.part(position - index, of: group - index)
        turns.append((sorted[position].turn, sorted[position].time, part))
        slotByTurn[sorted[position].turn] = part
      }
      last = max(last, slot.end)
      index = group
    }
    for input in report.inputs { last = max(last, Self.nanoseconds(input.time)) }
    for curve in report.curves {
      for point in curve.points { last = max(last, Self.nanoseconds(point.time)) }
    }
    end = max(last, frame)
  }

  /// The turn's slot (an empty span at 0 for a turn never seen).
  func slot(_ turn: Int) -> Span {
    slotByTurn[turn] ?? Span(start: 0, end: 0)
  }

  /// The part of the turn's slot where `phase` runs.
  func phase(_ phase: RunLoopPhase, of turn: Int) -> Span {
    slot(turn).part(phase.rawValue, of: RunLoopPhase.allCases.count)
  }

  /// The phase a trace event's category happens in; nil for diagnostics, which may come
  /// from any phase.
  static func phase(of category: TraceEvent.Category) -> RunLoopPhase? {
    switch category {
    case .input: return .input
    case .update: return .update
    case .layout: return .layout
    case .display, .draw: return .display
    case .transaction: return .commit
    case .animation: return .animate
    case .measure: return .measure
    case .diagnostic: return nil
    }
  }

  /// A nanosecond count as microseconds with three decimals (`8333.333`).
  static func microseconds(_ nanoseconds: Int64) -> String {
    let sign = nanoseconds < 0 ? "-" : ""
    let magnitude = nanoseconds.magnitude
    let fraction = String(magnitude % 1000)
    return sign + String(magnitude / 1000) + "."
      + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
