/// The report as a Chrome trace (the JSON that Perfetto and `chrome://tracing` open).
///
/// The JSON object form: `traceEvents` holds, for process 1 (the run), `M` events naming the
/// process and each track (`thread_name`, `thread_sort_index`), then every item of the
/// timeline: `X` events (`ts`, `dur`) for turns, their busy phases, updates, body
/// evaluations, layout and display passes and commits; `i` events (`s: "t"`) for touch
/// samples, changed keys, animation starts, ends and completions, diagnostics. One track
/// (`tid`) per view, layer and touch. `ts` and `dur` are microseconds of virtual time
/// (Docs/Report.md §2); `args` carry the turn, causes, keys and `_printChanges` lines.
extension Report {
  /// The Chrome trace JSON, ending with a newline.
  public func chromeTrace() -> String {
    let timeline = ReportTimeline(self)
    let items = items(timeline)
    let tracks = Self.tracks(items, tree: tree)
    var tid: [String: Int] = [:]
    for (index, track) in tracks.enumerated() { tid[track] = index + 1 }
    var lines: [String] = []
    lines.append(
      "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":"
        + ReportItem.json("screenlab: " + title) + "}}")
    for (index, track) in tracks.enumerated() {
      lines.append(
        "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":\(index + 1),\"args\":{\"name\":"
          + ReportItem.json(track) + "}}")
      lines.append(
        "{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":1,\"tid\":\(index + 1),"
          + "\"args\":{\"sort_index\":\(index + 1)}}")
    }
    for item in items {
      let args =
        "{" + item.args.map { ReportItem.json($0.0) + ":" + $0.1 }.joined(separator: ",")
        + "}"
      var fields = [
        "\"name\":" + ReportItem.json(item.name), "\"cat\":" + ReportItem.json(item.kind.rawValue),
        "\"ph\":\"" + (item.isInstant ? "i" : "X") + "\"",
        "\"ts\":" + ReportTimeline.microseconds(item.span.start),
      ]
      if item.isInstant {
        fields.append("\"s\":\"t\"")
      } else {
        fields.append("\"dur\":" + ReportTimeline.microseconds(item.span.duration))
      }
      fields += ["\"pid\":1", "\"tid\":\(tid[item.track] ?? 0)", "\"args\":" + args]
      lines.append("{" + fields.joined(separator: ",") + "}")
    }
    return "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"command\":" + ReportItem.json(command)
      + ",\"clock\":\"virtual\",\"frameRate\":" + NumberText.text(frameRate.hertz)
      + "},\"traceEvents\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
  }
}
