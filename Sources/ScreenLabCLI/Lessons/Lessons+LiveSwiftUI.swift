import ScreenLab
import ScreenLabSeeds

// Live replays of the SwiftUI lessons: the seeds' own sources run on the headless SwiftUI
// host, the interactions the lessons describe, and the kernel's line derived from which
// bodies actually re-ran.
extension Lesson {
  /// Lesson 001: tap "Ayrıntı" (withAnimation around a local state), flip "Etkin" (a
  /// parent's state read by the panel).
  static let livePanel: @Sendable (inout LessonOutput) -> Void = { out in
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      let opened = host.measure(out.label("panel-acildi", "panel-expanded")) {
        _ = host.tap("Ayrıntı")
      }
      let enabled = host.measure(out.label("etkin-degisti", "enabled-changed")) {
        _ = host.toggle("Etkin")
      }
      out.lines.append(opened.line(out.language))
      out.lines.append(enabled.line(out.language))
      out.countCauses(opened.recomputes + enabled.recomputes)
    }
  }

  /// Lesson 001's limit: the same change with and without an animation. The root is a plain
  /// stack, so the user views are the lesson's two roots.
  static let liveAnimatedVersusPlain: @Sendable (inout LessonOutput) -> Void = { out in
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          DetailPanel(isOn: true)
          StatusText()
        }, runtime: runtime)
      let animated = host.measure(out.label("animasyonlu", "animated")) {
        _ = host.tap("Ayrıntı")
      }
      let plain = host.measure(out.label("animasyonsuz", "plain")) {
        _ = host.write("isExpanded", false, in: "DetailPanel")
      }
      out.lines.append(animated.line(out.language))
      out.lines.append(plain.line(out.language))
      out.print(animated.recomputes.map(\.view) == plain.recomputes.map(\.view))
      out.print(animated.recomputes.map(\.cause) == plain.recomputes.map(\.cause))
    }
  }

  /// Lesson 004: the three changes the lesson writes — the card's gesture state while
  /// dragging, the position at the end, the gesture state's reset.
  static let liveDrag: @Sendable (inout LessonOutput) -> Void = { out in
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      let dragging = host.measure(out.label("surukleme-suruyor", "drag-ongoing")) {
        _ = host.write("dragOffset", CGSize(width: 30, height: 10), in: "DragCard")
      }
      let moved = host.measure(out.label("surukleme-bitti-konum", "drag-ended-position")) {
        _ = host.write("position", CGSize(width: 30, height: 10))
      }
      let reset = host.measure(out.label("surukleme-bitti-ofset", "drag-ended-offset")) {
        _ = host.write("dragOffset", CGSize.zero, in: "DragCard")
      }
      for report in [dragging, moved, reset] { out.lines.append(report.line(out.language)) }
      out.countCauses(dragging.recomputes + moved.recomputes + reset.recomputes)
    }
  }
}
