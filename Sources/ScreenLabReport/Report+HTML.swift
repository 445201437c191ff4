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
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
