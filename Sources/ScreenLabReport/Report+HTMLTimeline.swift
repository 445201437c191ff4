import Foundation
import HeadlessQuartzCore
import Measure
import Runtime

// The report's timeline: every turn, frame, update and event on the virtual clock, as SVG
// marks that zoom and link to the updates (Docs/Report.md).

extension Report {
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

  func timelineSection(
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

  static func legend(_ words: ReportWords) -> String {
    let causes: [Cause?] = Cause.allCases.map { $0 } + [nil]
    return causes.map { cause in
      "<span class=\"chip \(ReportWords.causeClass(cause))\">\(escape(words.cause(cause)))</span>"
    }.joined(separator: " ") + " <span class=\"chip skipped\">\(escape(words.skipped))</span>"
  }
}
