import Foundation
import HeadlessQuartzCore
import Measure
import Runtime

/// One thing to draw on the timeline and to write to the trace: a span or an instant on a
/// track, placed by ``ReportTimeline``.
struct ReportItem {
  enum Kind: String {
    /// A run-loop turn (a span on the run-loop track).
    case turn
    /// A phase of a turn that did something (a span inside its turn).
    case phase
    /// A SwiftUI update (a span: the update phase of its turn).
    case update
    /// A body evaluation (a span on its view's track, inside its update).
    case body
    /// A layout or display pass of a view, a draw (a span on the view's track).
    case pass
    /// A Core Animation commit (a span on the Core Animation track).
    case commit
    /// An animation that started, finished or was removed, a completion (an instant).
    case animation
    /// A touch sample (an instant at its exact time).
    case input
    /// The keys an update found changed (an instant at the update's start).
    case write
    /// A diagnostic (an instant at its turn's start).
    case diagnostic
    /// Any other trace event (an instant).
    case other
  }

  var kind: Kind
  /// The track's name (`run loop`, `touch 0`, `view DragCard`, `layer <CALayer>`).
  var track: String
  var name: String
  var span: ReportTimeline.Span
  var isInstant: Bool
  /// Arguments, in a fixed order; values are JSON already (`"yerel"`, `3`).
  var args: [(String, String)]
  /// The update's index in ``Report/updates``, for updates and their bodies.
  var update: Int?
  /// The body's cause, for colouring (nil for an appearance).
  var cause: Cause?

  /// A JSON string literal.
  static func json(_ text: String) -> String {
    // Also escaped so that the literal can stand inside an HTML <script> element.
    text.jsonQuoted { scalar in
      scalar == "<" || scalar == ">" || scalar == "&" || scalar.value == 0x2028
        || scalar.value == 0x2029
    }
  }
}

extension Report {
  /// The track names in the order they are shown: the run loop, the inputs, the state, the
  /// views in tree order, then the others in order of first use.
  static let runLoopTrack = "run loop"
  static let stateTrack = "SwiftUI state"
  static let coreAnimationTrack = "Core Animation"
  static let diagnosticsTrack = "diagnostics"

  /// Every item of the report, placed on the timeline, in a fixed order.
  func items(_ timeline: ReportTimeline) -> [ReportItem] {
    var items: [ReportItem] = []
    func instant(at point: Int64) -> ReportTimeline.Span {
      ReportTimeline.Span(start: point, end: point)
    }
    // Which phases of which turns did something.
    var busy: [Int: Set<RunLoopPhase>] = [:]
    for event in events {
      if let phase = ReportTimeline.phase(of: event.category) {
        busy[event.turn, default: []].insert(phase)
      }
    }
    for update in updates { busy[update.turn, default: []].insert(.update) }
    let updatedTurns = Set(updates.map(\.turn))
    for (turn, time, slot) in timeline.turns {
      items.append(
        ReportItem(
          kind: .turn, track: Self.runLoopTrack, name: "turn \(turn)", span: slot,
          isInstant: false,
          args: [("turn", String(turn)), ("time", ReportItem.json(NumberText.text(time)))]))
      for phase in RunLoopPhase.allCases where busy[turn]?.contains(phase) ?? false {
        items.append(
          ReportItem(
            kind: .phase, track: Self.runLoopTrack, name: Self.phaseName(phase),
            span: timeline.phase(phase, of: turn), isInstant: false,
            args: [("turn", String(turn))]))
      }
    }
    for (index, input) in inputs.enumerated() {
      items.append(
        ReportItem(
          kind: .input, track: "touch \(input.touch)", name: "touch \(input.phase)",
          span: instant(at: ReportTimeline.nanoseconds(input.time)), isInstant: true,
          args: [
            ("sample", String(index)), ("phase", ReportItem.json(input.phase)),
            ("x", NumberText.text(input.x)), ("y", NumberText.text(input.y)),
          ]))
    }
    for (index, update) in updates.enumerated() {
      let phase = timeline.phase(.update, of: update.turn)
      let keys = update.keys
      let keyList = "[" + keys.map(ReportItem.json).joined(separator: ",") + "]"
      items.append(
        ReportItem(
          kind: .update, track: Self.runLoopTrack, name: "update", span: phase,
          isInstant: false,
          args: [
            ("turn", String(update.turn)), ("keys", keyList),
            ("line", ReportItem.json(update.line(language))),
            ("skipped", "[" + update.skipped.map(ReportItem.json).joined(separator: ",") + "]"),
          ], update: index))
      if !keys.isEmpty {
        items.append(
          ReportItem(
            kind: .write, track: Self.stateTrack, name: "changed " + keys.joined(separator: ","),
            span: instant(at: phase.start), isInstant: true,
            args: [("turn", String(update.turn)), ("keys", keyList)], update: index))
      }
      for (position, run) in update.runs.enumerated() {
        let causes =
          "{"
          + run.keyCauses.map {
            ReportItem.json($0.key) + ":" + ReportItem.json($0.cause.label(language))
          }
          .joined(separator: ",") + "}"
        items.append(
          ReportItem(
            kind: .body, track: "view " + run.view, name: run.view + " body",
            span: phase.part(position, of: update.runs.count), isInstant: false,
            args: [
              ("turn", String(update.turn)),
              ("cause", ReportItem.json(run.cause?.label(language) ?? "appeared")),
              ("keys", causes), ("printChanges", ReportItem.json(run.printChanges)),
            ], update: index, cause: run.cause))
      }
    }
    // The trace's own events, each in its phase's part of its turn, in recorded order.
    var counts: [Int: [RunLoopPhase: Int]] = [:]
    for event in events {
      guard let phase = ReportTimeline.phase(of: event.category) else { continue }
      if phase == .update, updatedTurns.contains(event.turn) { continue }
      counts[event.turn, default: [:]][phase, default: 0] += 1
    }
    var placed: [Int: [RunLoopPhase: Int]] = [:]
    // Each draw event gets its pass's profile (same turn, same view, in order).
    var profiles: [String: ArraySlice<DrawProfileLog.Entry>] = [:]
    for entry in draws { profiles["\(entry.turn) \(entry.owner)", default: []].append(entry) }
    for event in events {
      var base = [
        ("turn", String(event.turn)), ("category", ReportItem.json(event.category.rawValue)),
        ("message", ReportItem.json(ReportWords.traceMessage(event.message, language))),
      ]
      guard let phase = ReportTimeline.phase(of: event.category) else {
        items.append(
          ReportItem(
            kind: .diagnostic, track: Self.diagnosticsTrack, name: "diagnostic",
            span: instant(at: timeline.slot(event.turn).start), isInstant: true, args: base))
        continue
      }
      guard let count = counts[event.turn]?[phase] else { continue }
      let position = placed[event.turn, default: [:]][phase, default: 0]
      placed[event.turn, default: [:]][phase] = position + 1
      let span = timeline.phase(phase, of: event.turn).part(position, of: count)
      let (kind, track, name, isInstant) = Self.classify(event)
      if event.category == .draw, event.message.hasPrefix("draw "),
        let owner = event.message.dropFirst(5).components(separatedBy: " rect=").first,
        let entry = profiles["\(event.turn) \(owner)"]?.popFirst()
      {
        base.append(("profile", ReportItem.json(entry.profile.summary)))
        base += entry.profile.fields.map { ($0.name, NumberText.text($0.value)) }
        base.append(("superCalled", entry.profile.superCalled ? "true" : "false"))
      }
      items.append(
        ReportItem(
          kind: kind, track: track, name: name,
          span: isInstant ? instant(at: span.start) : span, isInstant: isInstant, args: base))
    }
    return items
  }

  static func phaseName(_ phase: RunLoopPhase) -> String {
    switch phase {
    case .input: return "input"
    case .update: return "update phase"
    case .layout: return "layout"
    case .display: return "display"
    case .commit: return "commit phase"
    case .animate: return "animate"
    case .measure: return "measure"
    }
  }

  /// The kind, track, name and shape of a trace event, from its category and message.
  static func classify(_ event: TraceEvent) -> (ReportItem.Kind, String, String, Bool) {
    let message = event.message
    func after(_ marker: String) -> String? {
      guard let range = message.range(of: marker, options: .backwards) else { return nil }
      var rest = message[range.upperBound...]
      if let semicolon = rest.firstIndex(of: ";") { rest = rest[..<semicolon] }
      return String(rest)
    }
    switch event.category {
    case .layout:
      let view = message.hasPrefix("layoutSubviews ") ? String(message.dropFirst(15)) : "layout"
      return (.pass, "view " + view, "layoutSubviews", false)
    case .display, .draw:
      var view = message
      if message.hasPrefix("draw ") {
        view = String(message.dropFirst(5))
        if let rect = view.range(of: " rect=") { view = String(view[..<rect.lowerBound]) }
        return (.pass, "view " + view, "draw", false)
      }
      return (.pass, "display", String(message.prefix(60)), false)
    case .transaction:
      if message.hasPrefix("commit") {
        return (.commit, coreAnimationTrack, "commit", false)
      }
      return (.animation, coreAnimationTrack, String(message.prefix(60)), true)
    case .animation:
      let word = message.split(separator: " ").first.map(String.init) ?? "animation"
      if message.contains("completion") {
        return (.animation, coreAnimationTrack, "completion", true)
      }
      if let layer = after(" on ") ?? after(" from ") {
        return (.animation, "layer " + layer, "animation " + word, true)
      }
      return (.animation, coreAnimationTrack, "animation " + word, true)
    case .input:
      return (.other, "gestures", String(message.prefix(60)), true)
    case .update:
      return (.other, stateTrack, String(message.prefix(60)), true)
    case .measure, .diagnostic:
      return (.other, "measure", String(message.prefix(60)), true)
    }
  }

  /// The tracks in display order: the run loop, touches, state, views (tree order), the
  /// rest in order of first use.
  static func tracks(_ items: [ReportItem], tree: ViewTree?) -> [String] {
    var seen: [String] = []
    for item in items where !seen.contains(item.track) { seen.append(item.track) }
    let treeViews = (tree?.nodes.map(\.name) ?? []).map { "view " + $0 }
    func rank(_ track: String) -> Int {
      if track == runLoopTrack { return 0 }
      if track.hasPrefix("touch ") { return 1 }
      if track == "gestures" { return 2 }
      if track == stateTrack { return 3 }
      if track.hasPrefix("view ") { return 4 }
      if track == coreAnimationTrack { return 6 }
      if track.hasPrefix("layer ") { return 7 }
      if track == diagnosticsTrack { return 9 }
      return 8
    }
    return seen.enumerated().sorted { left, right in
      let a = rank(left.element)
      let b = rank(right.element)
      if a != b { return a < b }
      let ta = treeViews.firstIndex(of: left.element) ?? Int.max
      let tb = treeViews.firstIndex(of: right.element) ?? Int.max
      if ta != tb { return ta < tb }
      return left.offset < right.offset
    }.map(\.element)
  }
}
