import ScreenLab
import ScreenLabReport
import ScreenLabSeeds

// Live replays: the lesson's scenario run on the headless frameworks, the screen read from
// what was drawn or presented, never typed. Each prints exactly the lesson's lines.
extension Lesson {
  /// Starts recording the window for a report (``LessonOutput/recorder``), and samples the
  /// presented opacity of `views` at every frame.
  @MainActor
  fileprivate static func record(
    _ window: UIWindow, in runtime: Runtime, out: LessonOutput,
    opacities views: [(String, UIView)] = []
  ) {
    guard let recorder = out.recorder else { return }
    recorder.attach(to: runtime) { SVGRenderer.render(window) }
    for (name, view) in views {
      recorder.sample(
        name, presentation: { Double(view.layer.presentation()?.opacity ?? view.layer.opacity) },
        model: { Double(view.layer.opacity) }, at: runtime)
    }
  }

  /// The ring of seed 000 drawn at 40; the model goes to 70 without a request, then with one.
  static let liveRedraw: @MainActor (inout LessonOutput) -> Void = { out in
    Runtime.withNew { runtime in
      let ring = ProgressRingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
      ring.progress = 40
      let window = window(showing: [ring], in: runtime, recorder: nil)
      record(window, in: runtime, out: out)
      let screen = Screen("ProgressRing")
      @MainActor
      func measure(_ turkish: String, _ english: String) -> [Verdict] {
        out.checkDrawnProgress(of: ring, on: screen, turkish, english)
      }
      let drawn = measure("ilk-cizim", "first-draw")
      ring.progress = 70
      runtime.advance(frames: 1)
      let stale = measure("model-degisti", "model-changed")
      ring.update(to: 70)
      runtime.advance(frames: 1)
      let redrawn = measure("yeniden-cizim-istendi", "redraw-requested")
      out.countVerdicts(drawn + stale + redrawn)
      out.recorder?.finish(runtime)
      withExtendedLifetime(window) {}
    }
  }

  /// A hidden ring faded in by the seed's `fadeIn` (model never written), then by
  /// `fadeInAndCommit`; the screen is the layer's presentation after each animation.
  static let liveModelLayer: @MainActor (inout LessonOutput) -> Void = { out in
    Runtime.withNew { runtime in
      let ring = hiddenRings(CGRect(x: 20, y: 20, width: 100, height: 100))[0]
      let window = window(showing: [ring], in: runtime, recorder: nil)
      record(window, in: runtime, out: out, opacities: [("ringOpacity", ring)])
      let model = ["ringOpacity": "1"]
      let screen = Screen("RingLayer")

      /// Fades the ring in with `fade`, and checks its presentation half a second later.
      @MainActor
      func measure(
        _ fade: @MainActor (UIView) -> Void, _ turkish: String, _ english: String
      ) -> [Verdict] {
        fade(ring)
        runtime.advance(by: 0.5)
        screen.set("ringOpacity", presentationOf: ring.layer, keyPath: "opacity")
        return out.check(
          out.label(turkish, english), model: model, screen: screen, keys: ["ringOpacity"])
      }
      let added = measure({ fadeIn($0) }, "animasyon-eklendi", "animation-added")
      let committed = measure(
        { fadeInAndCommit($0) }, "model-katmani-yazildi", "model-layer-written")

      out.countVerdicts(added + committed)
      out.recorder?.finish(runtime)
      withExtendedLifetime(window) {}
    }
  }

  /// The duration-limit lesson's checks: each ring's presented opacity against the model (1),
  /// the short one's first, then the counts.
  @MainActor
  static func checkDurationRings(fast: UIView, slow: UIView, _ out: inout LessonOutput) {
    let model = ["ringOpacity": "1"]
    let fastScreen = Screen("FastRing")
    let slowScreen = Screen("SlowRing")
    fastScreen.set("ringOpacity", presentationOf: fast.layer, keyPath: "opacity")
    slowScreen.set("ringOpacity", presentationOf: slow.layer, keyPath: "opacity")
    let fastResult = out.check(
      out.label("kisa-sure", "short-duration"), model: model, screen: fastScreen,
      keys: ["ringOpacity"])
    let slowResult = out.check(
      out.label("uzun-sure", "long-duration"), model: model, screen: slowScreen,
      keys: ["ringOpacity"])
    out.countVerdicts(fastResult + slowResult)
  }

  /// Two hidden rings faded in and committed with a short and a long duration; both screens
  /// are read once both animations have ended.
  static let liveDurationLimit: @MainActor (inout LessonOutput) -> Void = { out in
    Runtime.withNew { runtime in
      let rings = durationRings()
      let (fastRing, slowRing) = (rings[0], rings[1])
      let window = window(showing: rings, in: runtime, recorder: nil)
      record(
        window, in: runtime, out: out,
        opacities: [("FastRing.ringOpacity", fastRing), ("SlowRing.ringOpacity", slowRing)])
      fadeInAndCommit(fastRing, duration: 0.2)
      fadeInAndCommit(slowRing, duration: 1.2)
      runtime.advance(by: 1.5)
      checkDurationRings(fast: fastRing, slow: slowRing, &out)
      out.recorder?.finish(runtime)
      withExtendedLifetime(window) {}
    }
  }
}

extension LessonOutput {
  /// Reads the progress `ring` last drew into `screen` and checks it against the ring's model,
  /// under the step label `turkish` (`english` with `--lang en`).
  @MainActor
  mutating func checkDrawnProgress(
    of ring: ProgressRingView, on screen: Screen, _ turkish: String, _ english: String
  ) -> [Verdict] {
    screen.set("progress", drawnBy: ring)
    return check(
      label(turkish, english), model: ring.modelValues(["progress"]), screen: screen,
      keys: ["progress"])
  }
}
