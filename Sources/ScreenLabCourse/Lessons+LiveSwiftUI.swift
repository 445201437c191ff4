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
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      let recorder = out.recorder
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      recorder?.tree(panelTree)
      let start = runtime.now
      let opened = host.measure(out.label("panel-acildi", "panel-expanded")) {
        _ = host.tap("Ayrıntı")
      }
      recorder?.snapshot(runtime)
      let middle = runtime.now
      let enabled = host.measure(out.label("etkin-degisti", "enabled-changed")) {
        _ = host.toggle("Etkin")
      }
      out.lines.append(opened.line(out.language))
      out.lines.append(enabled.line(out.language))
      out.countCauses(opened.recomputes + enabled.recomputes)
      recorder?.step(opened.label, lines: [opened.line(out.language)], from: start, to: middle)
      recorder?.snapshot(runtime)
      recorder?.step(
        enabled.label, lines: [enabled.line(out.language)], from: middle, to: runtime.now)
      recorder?.finish(runtime, host: host)
    }
  }

  /// Lesson 001's limit: the same change with and without an animation. The root is a plain
  /// stack, so the user views are the lesson's two roots.
  static let liveAnimatedVersusPlain: @MainActor (inout LessonOutput) -> Void = { out in
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          DetailPanel(isOn: true)
          StatusText()
        }, runtime: runtime)
      let recorder = out.recorder
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      recorder?.tree(animatedVersusPlainTree)
      let start = runtime.now
      let animated = host.measure(out.label("animasyonlu", "animated")) {
        _ = host.tap("Ayrıntı")
      }
      recorder?.snapshot(runtime)
      let middle = runtime.now
      let plain = host.measure(out.label("animasyonsuz", "plain")) {
        _ = host.write("isExpanded", false, in: "DetailPanel")
      }
      recorder?.snapshot(runtime)
      defer { recorder?.finish(runtime, host: host) }
      recorder?.step(animated.label, lines: [animated.line(out.language)], from: start, to: middle)
      recorder?.step(plain.label, lines: [plain.line(out.language)], from: middle, to: runtime.now)
      out.lines.append(animated.line(out.language))
      out.lines.append(plain.line(out.language))
      out.print(animated.recomputes.map(\.view) == plain.recomputes.map(\.view))
      out.print(animated.recomputes.map(\.cause) == plain.recomputes.map(\.cause))
    }
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
      @MainActor
      func report(_ reports: [InvalidationReport], _ key: String, _ tr: String, _ en: String)
        -> InvalidationReport?
      {
        reports.first { $0.key == key }?.labeled(out.label(tr, en))
      }
      let lines = [
        report(moving, "dragOffset", "surukleme-suruyor", "drag-ongoing"),
        report(lift, "position", "surukleme-bitti-konum", "drag-ended-position"),
        report(lift, "dragOffset", "surukleme-bitti-ofset", "drag-ended-offset"),
      ].compactMap { $0 }
      for report in lines { out.lines.append(report.line(out.language)) }
      out.countCauses(lines.flatMap(\.recomputes))
      if let recorder {
        let text = lines.map { $0.line(out.language) }
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
