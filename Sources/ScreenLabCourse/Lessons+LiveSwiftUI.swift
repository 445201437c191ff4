import ScreenLab
import ScreenLabReport
import ScreenLabSeeds

// Live replays of the SwiftUI lessons: the seeds' own sources run on the headless SwiftUI
// host, the interactions the lessons describe, and the kernel's line derived from which
// bodies actually re-ran.
extension Lesson {
  /// Lesson 001: tap "Ayrıntı" (withAnimation around a local state), flip "Etkin" (a
  /// parent's state read by the panel).
  static let livePanel: @MainActor (inout LessonOutput) -> Void = { out in
    Runtime.withNew { runtime in
      let host = liveHost(PanelScreen(), runtime, tree: panelTree, out)
      let reports = measureSteps(
        host, runtime, out,
        [
          (out.label("panel-acildi", "panel-expanded"), { _ = host.tap("Ayrıntı") }),
          (out.label("etkin-degisti", "enabled-changed"), { _ = host.toggle("Etkin") }),
        ])
      out.lines += reports.map { $0.line(out.language) }
      out.countCauses(reports.flatMap(\.recomputes))
      out.recorder?.finish(runtime, host: host)
    }
  }

  /// Lesson 001's limit: the same change with and without an animation. The root is a plain
  /// stack, so the user views are the lesson's two roots.
  static let liveAnimatedVersusPlain: @MainActor (inout LessonOutput) -> Void = { out in
    Runtime.withNew { runtime in
      let root = VStack {
        DetailPanel(isOn: true)
        StatusText()
      }
      let host = liveHost(root, runtime, tree: animatedVersusPlainTree, out)
      let reports = measureSteps(
        host, runtime, out,
        [
          (out.label("animasyonlu", "animated"), { _ = host.tap("Ayrıntı") }),
          (
            out.label("animasyonsuz", "plain"),
            { _ = host.write("isExpanded", false, in: "DetailPanel") }
          ),
        ])
      out.recorder?.finish(runtime, host: host)
      let (animated, plain) = (reports[0], reports[1])
      out.lines.append(animated.line(out.language))
      out.lines.append(plain.line(out.language))
      out.print(animated.recomputes.map(\.view) == plain.recomputes.map(\.view))
      out.print(animated.recomputes.map(\.cause) == plain.recomputes.map(\.cause))
    }
  }

  /// Hosts `rootView` on `runtime`; a report, when one is written, records the host's pictures
  /// as it runs and `tree` as the lesson's view tree.
  @MainActor
  static func liveHost<V: View>(
    _ rootView: V, _ runtime: Runtime, tree: ViewTree, _ out: LessonOutput
  ) -> ViewHost<V> {
    let host = ViewHost(rootView: rootView, runtime: runtime)
    out.recorder?.attach(to: runtime) { host.svg(background: .white) }
    out.recorder?.tree(tree)
    return host
  }

  /// Measures each of `steps` on `host` in turn, with a picture after each, and records them
  /// as the report's steps (each from where the one before ended to where it ended).
  @MainActor
  static func measureSteps<V: View>(
    _ host: ViewHost<V>, _ runtime: Runtime, _ out: LessonOutput,
    _ steps: [(label: String, interaction: () -> Void)]
  ) -> [InvalidationReport] {
    var times = [runtime.now]
    let reports = steps.map { step in
      let report = host.measure(step.label, step.interaction)
      out.recorder?.snapshot(runtime)
      times.append(runtime.now)
      return report
    }
    for (index, report) in reports.enumerated() {
      out.recorder?.step(
        report.label, lines: [report.line(out.language)], from: times[index],
        to: times[index + 1])
    }
    return reports
  }

  /// Lesson 004 from one real drag: the seed's `BoardScreen`, a finger dragging the card
  /// 30 × 10 points in 0.25 s, sampled at 240 Hz on a 120 Hz display.
  ///
  /// Mapping to the lesson's three lines (one change each): the drag is measured in two
  /// parts, the finger moving (every sample before the lift) and the lift, and each part is
  /// reported per changed key (``ViewHost/measureKeys(_:)``): a view re-run many times for
  /// a key while the finger moves counts once. The moving part changes `dragOffset` alone
  /// ("surukleme-suruyor"); the lift changes `position` and `dragOffset` in one update,
  /// printed as the lesson's two lines in its order. Measured order in that update: the
  /// gesture state's reset is enqueued, and runs, before `onEnded` writes `position`
  /// (Docs/Semantics/SwiftUI.md §2.3); the lesson lists the position first.
  static let liveDrag: @MainActor (inout LessonOutput) -> Void = { out in
    Runtime.withNew(frameRate: .hz120) { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      guard let start = host.location(of: "DragCard"),
        let script = try? TouchScript.drag(
          from: start, to: CGPoint(x: start.x + 30, y: start.y + 10), duration: 0.25,
          samplesPerSecond: 240)
      else { return }
      let recorder = out.recorder
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      recorder?.tree(dragTree)
      recorder?.inputs(script, start: runtime.now)
      runtime.play(script, to: host)
      let dragStart = runtime.now
      let moving = host.measureKeys { runtime.advance(to: script.duration - 0.001) }
      let liftStart = runtime.now
      let lift = host.measureKeys {
        runtime.advance(to: script.duration)
        runtime.advance(frames: 1)
      }
      // The lesson's three lines: each the report of its key, printed under the lesson's label.
      let wanted: [(lift: Bool, key: String, label: String)] = [
        (false, "dragOffset", out.label("surukleme-suruyor", "drag-ongoing")),
        (true, "position", out.label("surukleme-bitti-konum", "drag-ended-position")),
        (true, "dragOffset", out.label("surukleme-bitti-ofset", "drag-ended-offset")),
      ]
      var text: [String] = []
      var recomputes: [Recompute] = []
      for line in wanted {
        for report in (line.lift ? lift : moving) where report.key == line.key {
          text.append(report.line(out.language, label: line.label))
          recomputes += report.recomputes
          break
        }
      }
      out.lines += text
      out.countCauses(recomputes)
      if let recorder {
        recorder.step(
          out.label("surukleme-suruyor", "drag-ongoing"), lines: Array(text.prefix(1)),
          from: dragStart, to: liftStart)
        recorder.step(
          out.label("surukleme-bitti", "drag-ended"), lines: Array(text.dropFirst()),
          from: liftStart, to: runtime.now)
        recorder.finish(runtime, host: host)
      }
    }
  }
}
