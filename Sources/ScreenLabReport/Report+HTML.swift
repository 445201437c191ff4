import Foundation
import HeadlessQuartzCore
import Measure
import Runtime

/// The report as one self-contained HTML page (Docs/Report.md §1).
///
/// Everything is inline: CSS, SVG, a short script, and the screen pictures as `data:` images;
/// a Content-Security-Policy allows nothing else, so the page makes no network request. The
/// essentials read without the script: the tables, the timeline, the plots, the filmstrip and
/// every line as text. The script adds zooming the timeline, toggling the frame grids, and
/// selecting an update (it opens the update's lines and highlights, in the view tree, the
/// readers of its changed keys). Opened with the fragment `#selftest`, the page clicks its
/// first update with recomputes itself (`#selftest-last`: its last one) and writes what it
/// saw into `#selftest`, for the browser test.
extension Report {
  /// The HTML page, ending with a newline.
  public func html() -> String {
    let words = ReportWords(language: language)
    let timeline = ReportTimeline(self)
    let items = items(timeline)
    var page: [String] = []
    page.append("<!DOCTYPE html>")
    page.append("<html lang=\"\(language.rawValue)\">")
    page.append("<head>")
    page.append("<meta charset=\"utf-8\">")
    page.append(
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
        + "img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'\">")
    page.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    page.append("<title>\(Self.escape("screenlab: " + title))</title>")
    page.append("<style>\n\(Self.css)</style>")
    page.append("</head>")
    page.append("<body>")
    page.append("<header>")
    page.append("<h1>\(Self.escape(title))</h1>")
    page.append("<p><code id=\"command\">\(Self.escape(command))</code></p>")
    let turnCount = timeline.turns.count
    let bodyCount = updates.reduce(0) { $0 + $1.runs.count }
    page.append(
      "<p id=\"summary\">\(turnCount) \(words.turns) · \(frames.count) \(words.frames) · "
        + "\(words.frameRate) \(NumberText.text(frameRate.hertz)) Hz · \(updates.count) "
        + "\(words.updateWord) · \(bodyCount) \(words.bodyRuns) · \(inputs.count) "
        + "\(words.samples)</p>")
    page.append("<nav>")
    var links = [("output", words.output), ("timeline", words.timeline)]
    if !steps.isEmpty { links.append(("steps", words.steps)) }
    if !updates.isEmpty { links.append(("updates", words.updates)) }
    if tree != nil { links.append(("tree", words.tree)) }
    if !curves.isEmpty { links.append(("animations", words.animations)) }
    if !frames.isEmpty { links.append(("filmstrip", words.filmstrip)) }
    if !checks.isEmpty { links.append(("sync", words.sync)) }
    if !draws.isEmpty { links.append(("draw-cost", words.drawCost)) }
    if !layerWeights.isEmpty { links.append(("layer-weight", words.layerWeight)) }
    links.append(("events", words.events))
    page.append(
      links.map { "<a href=\"#\($0.0)\">\(Self.escape($0.1))</a>" }.joined(separator: " · "))
    page.append("</nav>")
    page.append("</header>")
    page.append("<main>")
    page.append("<section id=\"output\"><h2>\(words.output)</h2>")
    page.append("<pre class=\"lines\">\(Self.escape(lines.joined(separator: "\n")))</pre>")
    page.append("</section>")
    page += timelineSection(timeline, items, words)
    if !steps.isEmpty { page += stepsSection(words) }
    if !updates.isEmpty { page += updatesSection(words) }
    if let tree { page += treeSection(tree, words) }
    if !curves.isEmpty { page += curvesSection(words) }
    if !frames.isEmpty { page += filmstripSection(words) }
    if !checks.isEmpty { page += syncSection(words) }
    if !draws.isEmpty { page += drawCostSection(words) }
    if !layerWeights.isEmpty { page += layerWeightSection(words) }
    page += eventsSection(words)
    page.append("<section id=\"page-check\"><h2>\(words.pageCheck)</h2>")
    page.append("<ul id=\"page-errors\"></ul>")
    page.append("<pre id=\"selftest\"></pre>")
    page.append("</section>")
    page.append("</main>")
    page.append("<script>\n\(Self.script)</script>")
    page.append("</body>")
    page.append("</html>")
    return page.joined(separator: "\n") + "\n"
  }

  // MARK: - Sections

  /// The plot's left margin (track names) and the width of the time axis at zoom 1.
  static let labelWidth = 170.0
  static let plotWidth = 1000.0
  static let laneHeight = 20.0
  static let axisHeight = 24.0

  /// The most marks the timeline draws; a longer run shows its beginning (the trace keeps
  /// everything).
  static let maximumTimelineItems = 40_000
  /// The most updates listed.
  static let maximumListedUpdates = 2_000

  private func timelineSection(
    _ timeline: ReportTimeline, _ allItems: [ReportItem], _ words: ReportWords
  ) -> [String] {
    var out: [String] = []
    out.append("<section id=\"timeline\"><h2>\(words.timeline)</h2>")
    out.append("<p class=\"note\">\(Self.escape(words.timelineNote))</p>")
    var items = allItems
    if items.count > Self.maximumTimelineItems {
      let starts = items.map(\.span.start).sorted()
      let cutoff = starts[Self.maximumTimelineItems]
      items = items.filter { $0.span.start < cutoff }
      out.append(
        "<p class=\"note limited\">\(items.count)/\(allItems.count) · t &lt; "
          + "\(NumberText.text(Double(cutoff) / 1e9)) s</p>")
    }
    out.append(
      "<div class=\"controls\" hidden><button type=\"button\" data-zoom=\"2\">"
        + "\(words.zoomIn)</button> <button type=\"button\" data-zoom=\"0.5\">\(words.zoomOut)"
        + "</button> <button type=\"button\" data-zoom=\"0\">\(words.zoomReset)</button> "
        + "<label><input type=\"checkbox\" data-grid=\"grid120\" checked> \(words.grid120)"
        + "</label> <label><input type=\"checkbox\" data-grid=\"grid60\" checked> "
        + "\(words.grid60)</label></div>")
    let tracks = Self.tracks(items, tree: tree)
    let filmTrack = frames.isEmpty ? 0 : 1
    let laneCount = tracks.count + filmTrack
    let height = Self.axisHeight + Double(laneCount) * Self.laneHeight + 4
    let width = Self.labelWidth + Self.plotWidth + 10
    let end = Double(max(1, timeline.end))
    func x(_ nanoseconds: Int64) -> String {
      CurvePlot.coordinate(Self.labelWidth + Double(nanoseconds) / end * Self.plotWidth)
    }
    func w(_ span: ReportTimeline.Span) -> String {
      CurvePlot.coordinate(max(0.5, Double(span.duration) / end * Self.plotWidth))
    }
    func lane(_ index: Int) -> Double { Self.axisHeight + Double(index) * Self.laneHeight }
    out.append("<div class=\"scroll\">")
    out.append(
      "<svg id=\"timeline-svg\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" "
        + "height=\"\(Int(height))\" data-end=\"\(timeline.end)\" "
        + "data-label=\"\(Int(Self.labelWidth))\" data-plot=\"\(Int(Self.plotWidth))\" "
        + "font-family=\"sans-serif\" font-size=\"11\">")
    // Lanes and their names.
    for (index, track) in tracks.enumerated() {
      let top = lane(index + filmTrack)
      out.append(
        "<rect class=\"lane\" x=\"0\" y=\"\(CurvePlot.coordinate(top))\" width=\"\(Int(width))\" "
          + "height=\"\(Int(Self.laneHeight))\"/>")
      out.append(
        "<text class=\"track\" x=\"4\" y=\"\(CurvePlot.coordinate(top + 14))\">"
          + "\(Self.escape(Self.shortTrack(track)))<title>\(Self.escape(track))</title></text>")
    }
    if filmTrack == 1 {
      out.append(
        "<text class=\"track\" x=\"4\" y=\"\(CurvePlot.coordinate(lane(0) + 14))\">"
          + "\(Self.escape(words.filmstrip))</text>")
    }
    // Frame grids: 120 Hz (thin) and 60 Hz (thick), and the time axis in milliseconds.
    let bottom = CurvePlot.coordinate(height)
    let top = CurvePlot.coordinate(Self.axisHeight - 4)
    for (hertz, name) in [(120.0, "grid120"), (60.0, "grid60")] {
      let step = 1e9 / hertz
      let count = Int(Double(timeline.end) / step)
      guard count <= 5000 else { continue }
      out.append("<g class=\"\(name)\">")
      for index in 0...count {
        let at = Int64((Double(index) * step).rounded())
        out.append(
          "<line data-s=\"\(at)\" x1=\"\(x(at))\" y1=\"\(top)\" x2=\"\(x(at))\" y2=\"\(bottom)\"/>"
        )
      }
      out.append("</g>")
    }
    let axis = PlotAxis(from: 0, to: Double(timeline.end) / 1e6)
    out.append("<g class=\"axis\">")
    for tick in axis.ticks where tick * 1e6 <= Double(timeline.end) + 1 {
      let at = Int64((tick * 1e6).rounded())
      out.append(
        "<text data-s=\"\(at)\" x=\"\(x(at))\" y=\"14\" text-anchor=\"middle\">"
          + "\(NumberText.text(tick)) ms</text>")
    }
    out.append("</g>")
    // Filmstrip marks.
    if filmTrack == 1 {
      for (index, frame) in filmstrip().enumerated() {
        let at = ReportTimeline.nanoseconds(frame.time)
        out.append(
          "<a href=\"#frame-\(index)\"><circle class=\"frame-mark\" data-s=\"\(at)\" "
            + "cx=\"\(x(at))\" cy=\"\(CurvePlot.coordinate(lane(0) + 10))\" r=\"4\">"
            + "<title>t=\(NumberText.text(frame.time)) s</title></circle></a>")
      }
    }
    // Items, back to front: turns, phases, then the rest.
    let order: [ReportItem.Kind] = [.turn, .phase, .update]
    let sorted =
      items.filter { order.contains($0.kind) }
      .sorted { (order.firstIndex(of: $0.kind) ?? 0) < (order.firstIndex(of: $1.kind) ?? 0) }
      + items.filter { !order.contains($0.kind) }
    for item in sorted {
      guard let index = tracks.firstIndex(of: item.track) else { continue }
      let top = lane(index + filmTrack)
      let title = Self.escape(item.name + " · " + Self.argText(item.args))
      let data = "data-s=\"\(item.span.start)\" data-e=\"\(item.span.end)\""
      if item.isInstant {
        let cy = CurvePlot.coordinate(top + 10)
        let shape =
          item.kind == .input
          ? "<circle class=\"input\" \(data) cx=\"\(x(item.span.start))\" cy=\"\(cy)\" r=\"3\">"
          : "<circle class=\"instant \(item.kind.rawValue)\" \(data) cx=\"\(x(item.span.start))\" "
            + "cy=\"\(cy)\" r=\"2.5\">"
        out.append(shape + "<title>\(title)</title></circle>")
        continue
      }
      var inset = 2.0
      var classes = item.kind.rawValue
      switch item.kind {
      case .turn: inset = 1
      case .phase: inset = 5
      case .update: inset = 3
      case .body: classes += " " + ReportWords.causeClass(item.cause)
      default: break
      }
      let rect =
        "<rect class=\"\(classes)\" \(data) x=\"\(x(item.span.start))\" "
        + "y=\"\(CurvePlot.coordinate(top + inset))\" width=\"\(w(item.span))\" "
        + "height=\"\(CurvePlot.coordinate(Self.laneHeight - 2 * inset))\""
      if let update = item.update, item.kind == .update || item.kind == .body {
        let recompute = updates[update].runs.contains { $0.cause != nil }
        out.append(
          "<a href=\"#update-\(update)\">"
            + rect.replacingFirst("class=\"", with: "data-update=\"\(update)\" class=\"")
            + (recompute && item.kind == .update ? " data-recompute=\"1\"" : "")
            + "><title>\(title)</title></rect></a>")
      } else {
        out.append(rect + "><title>\(title)</title></rect>")
      }
    }
    out.append("</svg>")
    out.append("</div>")
    out.append("<p class=\"legend\">\(words.legend): " + Self.legend(words) + "</p>")
    out.append("</section>")
    return out
  }

  private static func legend(_ words: ReportWords) -> String {
    let causes: [Cause?] = Cause.allCases.map { $0 } + [nil]
    return causes.map { cause in
      "<span class=\"chip \(ReportWords.causeClass(cause))\">\(escape(words.cause(cause)))</span>"
    }.joined(separator: " ") + " <span class=\"chip skipped\">\(escape(words.skipped))</span>"
  }

  private func stepsSection(_ words: ReportWords) -> [String] {
    var out = ["<section id=\"steps\"><h2>\(words.steps)</h2>", "<table>"]
    out.append(
      "<thead><tr><th>\(words.step)</th><th>\(words.from)</th><th>\(words.to)</th>"
        + "<th>\(words.kernelLines)</th></tr></thead><tbody>")
    for step in steps {
      out.append(
        "<tr class=\"step\"><td>\(Self.escape(step.label))</td><td>"
          + "\(NumberText.text(step.start)) s</td><td>\(NumberText.text(step.end)) s</td>"
          + "<td><pre class=\"kernel\">\(Self.escape(step.lines.joined(separator: "\n")))</pre>"
          + "</td></tr>")
    }
    out.append("</tbody></table></section>")
    return out
  }

  private func updatesSection(_ words: ReportWords) -> [String] {
    var out = ["<section id=\"updates\"><h2>\(words.updates)</h2>"]
    out.append("<p class=\"note\">\(Self.escape(words.updatesNote))</p>")
    if updates.count > Self.maximumListedUpdates {
      out.append(
        "<p class=\"note limited\">\(Self.maximumListedUpdates)/\(updates.count) "
          + "\(words.limited)</p>")
    }
    for (index, update) in updates.prefix(Self.maximumListedUpdates).enumerated() {
      let keys = update.keys
      out.append(
        "<details class=\"update\" id=\"update-\(index)\" data-keys=\""
          + Self.escape(keys.joined(separator: " ")) + "\">")
      out.append(
        "<summary><span class=\"when\">\(Self.escape(update.label(language))) · "
          + "t=\(NumberText.text(update.time)) s</span> <span class=\"kernel\">"
          + "\(Self.escape(update.line(language)))</span></summary>")
      out.append("<ul class=\"runs\">")
      for run in update.runs {
        let causes = run.keyCauses.map {
          "\($0.key): \(words.cause($0.cause))"
        }.joined(separator: ", ")
        out.append(
          "<li class=\"run \(ReportWords.causeClass(run.cause))\"><b>\(Self.escape(run.view))</b> "
            + "\(Self.escape(words.cause(run.cause)))"
            + (causes.isEmpty ? "" : " (\(Self.escape(causes)))") + "</li>")
      }
      for view in update.skipped {
        out.append(
          "<li class=\"run skipped\"><b>\(Self.escape(view))</b> \(words.skipped)</li>")
      }
      for view in update.inserted {
        out.append("<li class=\"run inserted\"><b>\(Self.escape(view))</b> \(words.inserted)</li>")
      }
      for view in update.removed {
        out.append("<li class=\"run removed\"><b>\(Self.escape(view))</b> \(words.removed)</li>")
      }
      out.append("</ul>")
      out.append(
        "<pre class=\"print-changes\">"
          + Self.escape(update.runs.map(\.printChanges).joined(separator: "\n")) + "</pre>")
      out.append("</details>")
    }
    out.append("</section>")
    return out
  }

  private func treeSection(_ tree: ViewTree, _ words: ReportWords) -> [String] {
    var out = ["<section id=\"tree\"><h2>\(words.tree)</h2>"]
    out.append("<p class=\"note\">\(Self.escape(words.treeNote))</p>")
    out.append(
      "<table><thead><tr><th>\(words.view)</th><th>\(words.parent)</th><th>\(words.reads)</th>"
        + "<th>\(words.changedReads)</th></tr></thead><tbody>")
    let changed = Set(updates.flatMap(\.keys))
    for node in tree.nodes {
      let depth = tree.ancestors(of: node.name).count
      let reads = node.reads.sorted()
      let readText = reads.map { key -> String in
        let owner: String
        switch tree.storage[key] {
        case .state(let name)?: owner = "@State " + name
        case .model?: owner = "model"
        case .environment?: owner = "environment"
        case nil: owner = "?"
        }
        return "<span class=\"read\" data-key=\"\(Self.escape(key))\">\(Self.escape(key))"
          + "<small> (\(Self.escape(owner)))</small></span>"
      }.joined(separator: " ")
      let changedReads = reads.filter(changed.contains).joined(separator: ", ")
      out.append(
        "<tr class=\"node\" data-view=\"\(Self.escape(node.name))\" data-reads=\""
          + Self.escape(reads.joined(separator: " ")) + "\"><td style=\"padding-left:"
          + "\(4 + 16 * depth)px\">\(Self.escape(node.name))</td><td>"
          + "\(Self.escape(node.parent ?? "-"))</td><td>\(readText)</td><td>"
          + "\(Self.escape(changedReads))</td></tr>")
    }
    out.append("</tbody></table></section>")
    return out
  }

  private func curvesSection(_ words: ReportWords) -> [String] {
    var out = ["<section id=\"animations\"><h2>\(words.animations)</h2>"]
    for curve in curves {
      var plot = CurvePlot(
        points: curve.points, model: curve.model, title: curve.property,
        valueLabel: curve.property, language: language)
      plot.modelPoints = curve.modelPoints
      out.append("<figure class=\"curve\">")
      out.append(plot.svg.replacingFirst("<svg ", with: "<svg class=\"plot\" "))
      let values = curve.points.map {
        "t=\(NumberText.text($0.time)) \($0.value.map(NumberText.text) ?? "-")"
      }
      out.append(
        "<figcaption>\(Self.escape(curve.property)) · \(words.model) "
          + "\(curve.model.map(NumberText.text) ?? "-")<details><summary>\(curve.points.count)"
          + "</summary><pre>\(Self.escape(values.joined(separator: "\n")))</pre></details>"
          + "</figcaption>")
      out.append("</figure>")
    }
    out.append("</section>")
    return out
  }

  private func filmstripSection(_ words: ReportWords) -> [String] {
    var out = ["<section id=\"filmstrip\"><h2>\(words.filmstrip)</h2><div class=\"film\">"]
    for (index, frame) in filmstrip().enumerated() {
      out.append(
        "<figure id=\"frame-\(index)\"><img alt=\"t=\(NumberText.text(frame.time)) s\" "
          + "src=\"data:image/svg+xml;base64,\(Self.base64(frame.svg))\">"
          + "<figcaption>t=\(NumberText.text(frame.time)) s · \(words.turn) \(frame.turn)"
          + "</figcaption></figure>")
    }
    out.append("</div></section>")
    return out
  }

  private func syncSection(_ words: ReportWords) -> [String] {
    var out = ["<section id=\"sync\"><h2>\(words.sync)</h2><table>"]
    out.append(
      "<thead><tr><th>\(words.label)</th><th>\(words.screen)</th><th>\(words.field)</th>"
        + "<th>\(words.model)</th><th>\(words.shown)</th><th>\(words.verdict)</th></tr>"
        + "</thead><tbody>")
    for check in checks {
      out.append(
        "<tr class=\"verdict verdict-\(Self.verdictClass(check.verdict))\"><td>"
          + "\(Self.escape(check.label))</td><td>\(Self.escape(check.screen))</td><td>"
          + "\(Self.escape(check.key))</td><td>\(Self.escape(check.model ?? "-"))</td><td>"
          + "\(Self.escape(check.shown ?? "-"))</td><td>"
          + "\(Self.escape(check.verdict.label(language)))</td></tr>")
    }
    out.append("</tbody></table></section>")
    return out
  }

  /// The most draw passes listed.
  static let maximumListedDraws = 2_000

  private func drawCostSection(_ words: ReportWords) -> [String] {
    var out = [
      "<section id=\"draw-cost\"><h2>\(words.drawCost)</h2>",
      "<p class=\"note\">\(Self.escape(words.drawCostNote))</p>", "<table>",
    ]
    let columns =
      [words.time, words.turn, words.view, "rect", "super.draw"]
      + DrawProfile(rect: .null).fields.map(\.name)
    out.append(
      "<thead><tr>" + columns.map { "<th>\(Self.escape($0))</th>" }.joined() + "</tr></thead>"
        + "<tbody>")
    for entry in draws.prefix(Self.maximumListedDraws) {
      let profile = entry.profile
      let rect = [profile.rect.minX, profile.rect.minY, profile.rect.width, profile.rect.height]
        .map { NumberText.text(Double($0)) }.joined(separator: " ")
      let cells =
        [
          NumberText.text(entry.time), String(entry.turn), entry.owner, rect,
          profile.superCalled ? "yes" : "no",
        ] + profile.fields.map { NumberText.text($0.value) }
      out.append(
        "<tr class=\"draw-pass\">" + cells.map { "<td>\(Self.escape($0))</td>" }.joined()
          + "</tr>")
    }
    out.append("</tbody></table></section>")
    return out
  }

  private func layerWeightSection(_ words: ReportWords) -> [String] {
    var out = [
      "<section id=\"layer-weight\"><h2>\(words.layerWeight)</h2>",
      "<p class=\"note\">\(Self.escape(words.layerWeightNote))</p>",
    ]
    for sample in layerWeights {
      if let warning = sample.weight.warning(language) {
        out.append(
          "<p class=\"layer-warning\">\(NumberText.text(sample.time)) s: "
            + "\(Self.escape(warning))</p>")
      }
    }
    out.append("<table>")
    let columns = [words.time, words.turn] + LayerTreeWeight().fields.map(\.name)
    out.append(
      "<thead><tr>" + columns.map { "<th>\(Self.escape($0))</th>" }.joined() + "</tr></thead>"
        + "<tbody>")
    for sample in layerWeights {
      let cells =
        [NumberText.text(sample.time), String(sample.turn)]
        + sample.weight.fields.map { String($0.value) }
      out.append(
        "<tr class=\"layer-sample\">" + cells.map { "<td>\(Self.escape($0))</td>" }.joined()
          + "</tr>")
    }
    out.append("</tbody></table></section>")
    return out
  }

  /// The most trace events listed as text.
  static let maximumListedEvents = 5000

  private func eventsSection(_ words: ReportWords) -> [String] {
    var out = ["<section id=\"events\"><h2>\(words.events)</h2>"]
    let shown = events.prefix(Self.maximumListedEvents)
    let note = shown.count < events.count ? " (\(shown.count) \(words.limited))" : ""
    out.append(
      "<details><summary>\(events.count) \(words.eventCount)\(note)</summary><table>")
    out.append(
      "<thead><tr><th>\(words.turn)</th><th>t (s)</th><th>\(words.category)</th>"
        + "<th>\(words.message)</th></tr></thead><tbody>")
    for event in shown {
      out.append(
        "<tr><td>\(event.turn)</td><td>\(NumberText.text(event.time))</td><td>"
          + "\(event.category.rawValue)</td><td>\(Self.escape(ReportWords.traceMessage(event.message, language)))</td></tr>"
      )
    }
    out.append("</tbody></table></details></section>")
    return out
  }

  // MARK: - Helpers

  static func verdictClass(_ verdict: Verdict) -> String {
    switch verdict {
    case .matches: return "matches"
    case .stale: return "stale"
    case .missing: return "missing"
    case .leftover: return "leftover"
    case .notMeasured: return "notmeasured"
    }
  }

  /// A track's name as shown in the timeline's margin (at most 26 characters).
  static func shortTrack(_ track: String) -> String {
    track.count <= 26 ? track : String(track.prefix(25)) + "…"
  }

  /// The arguments as `name=value` text, for tooltips.
  static func argText(_ args: [(String, String)]) -> String {
    args.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
  }

  static func escape(_ text: String) -> String { CurvePlot.escape(text) }

  /// Standard base64 of the UTF-8 bytes of `text`.
  static func base64(_ text: String) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    let bytes = Array(text.utf8)
    var out = ""
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let b0 = UInt32(bytes[index])
      let b1 = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
      let b2 = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
      let triple = b0 << 16 | b1 << 8 | b2
      out.append(alphabet[Int(triple >> 18 & 63)])
      out.append(alphabet[Int(triple >> 12 & 63)])
      out.append(index + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : "=")
      out.append(index + 2 < bytes.count ? alphabet[Int(triple & 63)] : "=")
      index += 3
    }
    return out
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
