import Foundation
import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabSeeds
import Testing

@testable import ScreenLabReport

/// The Chrome trace event format's JSON object form, checked field by field: every event has
/// `name`, `ph`, `pid`, `tid`; `X` events `ts` and a non-negative `dur`; `i` events `ts` and a
/// scope `s`; `M` events `args.name` or `args.sort_index`. On each track, complete events
/// nest: one that starts inside another ends inside it.
struct TraceCheck {
  let events: [[String: Any]]
  var problems: [String] = []

  init(_ json: String) throws {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let top = try #require(object as? [String: Any])
    events = try #require(top["traceEvents"] as? [[String: Any]])
    for (index, event) in events.enumerated() {
      for field in ["name", "ph", "pid", "tid"] where event[field] == nil {
        problems.append("event \(index) has no \(field)")
      }
      switch event["ph"] as? String {
      case "X":
        if !(event["ts"] is NSNumber) { problems.append("X \(index) has no ts") }
        if ((event["dur"] as? NSNumber)?.doubleValue ?? -1) < 0 {
          problems.append("X \(index) has no non-negative dur")
        }
      case "i", "I":
        if !(event["ts"] is NSNumber) { problems.append("i \(index) has no ts") }
        if !["t", "p", "g"].contains(event["s"] as? String ?? "") {
          problems.append("i \(index) has no scope")
        }
      case "M":
        let args = event["args"] as? [String: Any]
        if args?["name"] == nil && args?["sort_index"] == nil {
          problems.append("M \(index) has no args")
        }
      default:
        problems.append("event \(index) has phase \(event["ph"] ?? "nil")")
      }
    }
  }

  /// Complete events as (track, start, end, name, args), in microseconds.
  var complete: [(tid: Int, start: Double, end: Double, name: String, args: [String: Any])] {
    events.compactMap { event in
      guard event["ph"] as? String == "X", let tid = event["tid"] as? Int,
        let ts = (event["ts"] as? NSNumber)?.doubleValue,
        let dur = (event["dur"] as? NSNumber)?.doubleValue
      else { return nil }
      return (
        tid, ts, ts + dur, event["name"] as? String ?? "", event["args"] as? [String: Any] ?? [:]
      )
    }
  }

  /// The pairs of complete events on one track that overlap without one containing the other.
  var crossings: [String] {
    var found: [String] = []
    let byTrack = Dictionary(grouping: complete, by: \.tid)
    for (tid, spans) in byTrack {
      let sorted = spans.sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
      var stack: [(start: Double, end: Double, name: String)] = []
      for span in sorted {
        while let top = stack.last, top.end <= span.start { stack.removeLast() }
        if let top = stack.last, span.end > top.end + 1e-9 {
          found.append("track \(tid): \(span.name) crosses \(top.name)")
        }
        stack.append((span.start, span.end, span.name))
      }
    }
    return found
  }

  var threadNames: [Int: String] {
    var names: [Int: String] = [:]
    for event in events where event["name"] as? String == "thread_name" {
      if let tid = event["tid"] as? Int, let args = event["args"] as? [String: Any] {
        names[tid] = args["name"] as? String
      }
    }
    return names
  }
}

@MainActor @Suite struct ChromeTraceTests {
  @Test func theHandReportIsAValidTraceWhoseSpansNest() throws {
    let check = try TraceCheck(handReport().chromeTrace())
    #expect(check.problems == [])
    #expect(check.crossings == [])
    let names = Set(check.threadNames.values)
    #expect(
      names.isSuperset(of: ["run loop", "touch 0", "view Card", "view Board", "layer <CALayer>"]))
  }

  @Test func turnsSitAtTheirVirtualTimeAndSameTimeTurnsShareAFrame() throws {
    let check = try TraceCheck(handReport().chromeTrace())
    let turns = check.complete.filter { $0.name.hasPrefix("turn ") }
      .sorted { $0.start < $1.start }
    // Turn 0 (the first picture, before any turn ran), then the three turns of the trace.
    #expect(turns.map(\.name) == ["turn 0", "turn 1", "turn 2", "turn 3"])
    let frame = 1e6 / 120
    #expect(turns[0].start == 0)
    // Turns 1 and 2 both ran at one frame: they split it in order.
    #expect(abs(turns[1].start - frame) <= 0.0011)
    #expect(abs(turns[2].start - 1.5 * frame) <= 0.0011)
    #expect(abs(turns[2].end - 2 * frame) <= 0.0011)
    #expect(abs(turns[3].start - 2 * frame) <= 0.0011)
    #expect(turns.allSatisfy { $0.end - $0.start <= frame + 0.001 })
    // The touch sample is at its exact time.
    let input = try #require(check.events.first { $0["name"] as? String == "touch began" })
    #expect((input["ts"] as? NSNumber)?.doubleValue == 4000)
  }

  @Test func bodiesLieInsideTheirTurnsUpdateWithCausesAndKeys() throws {
    let check = try TraceCheck(handReport().chromeTrace())
    let updates = check.complete.filter { $0.name == "update" }
    let bodies = check.complete.filter { $0.name.hasSuffix(" body") }
    #expect(updates.count == 2)
    #expect(bodies.count == 3)
    for body in bodies {
      let turn = body.args["turn"] as? Int
      let update = try #require(updates.first { $0.args["turn"] as? Int == turn })
      #expect(body.start >= update.start - 1e-6 && body.end <= update.end + 1e-6)
    }
    let card = try #require(bodies.first { $0.name == "Card body" && $0.args["turn"] as? Int == 3 })
    #expect(card.args["cause"] as? String == "ebeveyn")
    #expect((card.args["keys"] as? [String: String]) == ["position": "ebeveyn"])
    #expect(card.args["printChanges"] as? String == "Card: @self changed.")
  }

  /// A real drag on the seed's board, recorded: every body run the host kept is one complete
  /// event on its view's track, and the trace is valid and nested.
  @Test func aRecordedDragMatchesTheHostsOwnRecords() throws {
    let (report, cardRuns, samples) = Runtime.withNew(frameRate: .hz120) {
      runtime -> (Report, Int, Int) in
      let recorder = ReportRecorder(
        Report(title: "drag", command: "test", language: .en, frameRate: .hz120))
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      recorder.attach(to: runtime) { host.svg() }
      guard let start = host.location(of: "DragCard"),
        let script = try? TouchScript.drag(
          from: start, to: CGPoint(x: start.x + 30, y: start.y + 10), duration: 0.25,
          samplesPerSecond: 240)
      else { return (recorder.report, -1, -1) }
      recorder.inputs(script, start: runtime.now)
      runtime.perform(script, on: host)
      recorder.finish(runtime, host: host)
      return (
        recorder.report, host.evaluations.filter { $0.view == "DragCard" }.count,
        script.samples.count
      )
    }
    #expect(cardRuns > 20)
    let check = try TraceCheck(report.chromeTrace())
    #expect(check.problems == [])
    #expect(check.crossings == [])
    let card = check.threadNames.first { $0.value == "view DragCard" }?.key
    #expect(check.complete.filter { $0.tid == card }.count == cardRuns)
    // Every sample of the script is an instant on the touch track.
    let touch = check.threadNames.first { $0.value == "touch 0" }?.key
    #expect(samples >= 61)
    #expect(
      check.events.filter { $0["tid"] as? Int == touch && $0["ph"] as? String == "i" }.count
        == samples)
    // A picture at the start and at every frame: 0.25 s at 120 Hz and the one frame after.
    #expect(report.frames.count == 1 + 30 + 1)
    #expect(report.frames.map(\.time) == report.frames.map(\.time).sorted())
  }
}
