import ScreenLab
import ScreenLabReport
import ScreenLabSeeds

// ScreenLab's own answers to the limits each lesson lists at the end of its measurements
// (seed 000: DZ1–DZ3; seed 001: EK5–EK8; seed 004: EK1–EK4), measured on the headless
// frameworks (not course text). Each prints the kernels' lines and one measured sentence.
extension Lesson {
  static let openQuestionScenarios: [Lesson] = [
    .scenario(
      "cizim-ve-katman-animasyonu/dz1",
      "DZ1 (ScreenLab senaryosu): aynı turda iki yeniden çizim isteği, sonraki turda tek çizim",
      "DZ1 (ScreenLab scenario): two redraw requests in one turn, one draw in the next turn",
      seed: "000", run: { dz1(&$0) }),
    .scenario(
      "cizim-ve-katman-animasyonu/dz2",
      "DZ2 (ScreenLab senaryosu): sunum katmanının ara değerleri, tamamlanma ve iptal",
      "DZ2 (ScreenLab scenario): presentation values mid-animation, completion and cancellation",
      seed: "000", run: { dz2(&$0) }),
    .scenario(
      "cizim-ve-katman-animasyonu/dz3",
      "DZ3 (ScreenLab senaryosu): kare süresi ve animasyon eğrisi, kare kare",
      "DZ3 (ScreenLab scenario): frame duration and the animation curve, frame by frame",
      seed: "000", run: { dz3(&$0) }),
    .scenario(
      "ortuk-ve-acik-animasyonlar/ek5",
      "EK5 (ScreenLab senaryosu): isExpanded ve isOn aynı sahipte",
      "EK5 (ScreenLab scenario): isExpanded and isOn owned by the same view",
      seed: "001", run: { ek5(&$0) }),
    .scenario(
      "ortuk-ve-acik-animasyonlar/ek6",
      "EK6 (ScreenLab senaryosu): değiştiricinin izlediği değer gövdede okunmuyor",
      "EK6 (ScreenLab scenario): a modifier's watched value the body does not read",
      seed: "001", run: { ek6(&$0) }),
    .scenario(
      "ortuk-ve-acik-animasyonlar/ek7",
      "EK7 (ScreenLab senaryosu): animasyon bitişinde ek hesaplama",
      "EK7 (ScreenLab scenario): extra body runs at the animation's end",
      seed: "001", run: { ek7(&$0) }),
    .scenario(
      "ortuk-ve-acik-animasyonlar/ek8",
      "EK8 (ScreenLab senaryosu): süre, eğri ve kare sıklığı",
      "EK8 (ScreenLab scenario): duration, curve and frame rate",
      seed: "001", run: { ek8(&$0) }),
    .scenario(
      "hareketler/ek1",
      "EK1 (ScreenLab senaryosu): dragOffset BoardScreen'e taşındı",
      "EK1 (ScreenLab scenario): dragOffset lifted into BoardScreen",
      seed: "004", run: { ek1(&$0) }),
    .scenario(
      "hareketler/ek2",
      "EK2 (ScreenLab senaryosu): parmağın saniyedeki örnekleri ve kare başına güncelleme",
      "EK2 (ScreenLab scenario): finger samples per second and updates per frame",
      seed: "004", run: { ek2(&$0) }),
    .scenario(
      "hareketler/ek3",
      "EK3 (ScreenLab senaryosu): okuyanlar bir kat daha derinde",
      "EK3 (ScreenLab scenario): the readers one level deeper",
      seed: "004", run: { ek3(&$0) }),
    .scenario(
      "hareketler/ek4",
      "EK4 (ScreenLab senaryosu): bitiş geri çağrısı ve @GestureState sıfırlaması",
      "EK4 (ScreenLab scenario): the end callback and the @GestureState reset",
      seed: "004", run: { ek4(&$0) }),
  ]
}

extension Lesson {
  fileprivate static func number(_ value: Double) -> String { NumberText.text(value) }

  /// A recompute's cause word in `language`.
  fileprivate static func word(_ cause: String, _ language: Language) -> String {
    Cause(rawValue: cause)?.label(language) ?? cause
  }

  fileprivate static func numbers(_ values: [Double]) -> String {
    values.map(number).joined(separator: ", ")
  }

  fileprivate static func rect(_ rect: CGRect) -> String {
    [rect.origin.x, rect.origin.y, rect.width, rect.height].map { number(Double($0)) }
      .joined(separator: ",")
  }

  // MARK: - Seed 000

  /// DZ1: the ring at 40; `update(to: 55)` and `update(to: 70)` in one turn.
  @MainActor fileprivate static func dz1(_ out: inout LessonOutput) {
    Runtime.withNew { runtime in
      let recorder = out.recorderForRun()
      let ring = ProgressRingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
      ring.progress = 40
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      recorder?.attach(to: runtime) { SVGRenderer.render(window) }
      window.makeKeyAndVisible()
      window.addSubview(ring)
      runtime.runTurn()
      let cycle = DisplayCycle.of(runtime)
      let drawsBefore = ring.headless.drawCount
      let screen = Screen("ProgressRing")
      @MainActor
      func measure(_ turkish: String, _ english: String) -> [Verdict] {
        screen.set("progress", drawnBy: ring)
        return out.check(
          out.label(turkish, english), model: ring.modelValues(["progress"]), screen: screen,
          keys: ["progress"])
      }
      ring.update(to: 55)
      let first = measure("istek-1", "request-1")
      ring.update(to: 70)
      let second = measure("istek-2", "request-2")
      let pending = ring.headless.pendingDisplayRect ?? .zero
      let turn = cycle.pending
      let drawsBeforeTurn = ring.headless.drawCount - drawsBefore
      runtime.advance(frames: 1)
      let next = measure("sonraki-tur", "next-turn")
      out.countVerdicts(first + second + next)
      let draws = ring.headless.drawCount - drawsBefore
      let drawn = ring.headless.lastDraw?.rect ?? .zero
      let drawTurn = ring.headless.lastDraw?.turn ?? 0
      out.print(
        out.label(
          "istek \(turn.displayRequests) | birlesen \(turn.mergedRequests) | bekleyen rect "
            + "\(rect(pending)) | istek turunda cizim \(drawsBeforeTurn) | tur \(drawTurn): cizim "
            + "\(draws), rect \(rect(drawn))",
          "requests \(turn.displayRequests) | merged \(turn.mergedRequests) | pending rect "
            + "\(rect(pending)) | draws in the requests' turn \(drawsBeforeTurn) | turn \(drawTurn): "
            + "draws \(draws), rect \(rect(drawn))"))
      out.print(
        out.label(
          "Ölçülen: aynı turdaki \(turn.displayRequests) istek birleşti; draw(_:) hemen değil "
            + "sonraki turda \(draws) kez koştu, rect \(rect(drawn)) (görünümün sınırları) ve "
            + "son değeri (70) çizdi.",
          "Measured: the \(turn.displayRequests) requests of one turn merged; draw(_:) ran not "
            + "at once but in the next turn, \(draws) time(s), rect \(rect(drawn)) (the view's "
            + "bounds), drawing the last value (70)."))
      withExtendedLifetime(window) {}
      recorder?.finish(runtime)
    }
  }

  /// DZ2: the seed's committed fade (0.4 s) sampled mid-animation and at its end; a second
  /// fade removed at 0.2 s.
  @MainActor fileprivate static func dz2(_ out: inout LessonOutput) {
    Runtime.withNew { runtime in
      let recorder = out.recorderForRun()
      let ring = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
      let cancelled = UIView(frame: CGRect(x: 140, y: 20, width: 100, height: 100))
      ring.alpha = 0
      cancelled.alpha = 0
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      recorder?.attach(to: runtime) { SVGRenderer.render(window) }
      window.makeKeyAndVisible()
      window.addSubview(ring)
      window.addSubview(cancelled)
      runtime.runTurn()
      let delegate = FadeDelegate(runtime: runtime)
      let cancelDelegate = FadeDelegate(runtime: runtime)
      @MainActor
      func fade(_ view: UIView, _ delegate: FadeDelegate) {
        view.layer.opacity = 1
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 0.4
        animation.delegate = delegate
        view.layer.add(animation, forKey: "fade")
      }
      let start = runtime.now
      fade(ring, delegate)
      fade(cancelled, cancelDelegate)
      let model = ["ringOpacity": "1"]
      let screen = Screen("RingLayer")
      let other = Screen("CancelledRing")
      var verdicts: [Verdict] = []
      for step in 1...3 {
        runtime.advance(to: start + 0.1 * Double(step))
        screen.set("ringOpacity", presentationOf: ring.layer, keyPath: "opacity")
        let time = number(runtime.now - start)
        verdicts += out.check(
          out.label("ara-deger-t=\(time)", "mid-value-t=\(time)"), model: model, screen: screen,
          keys: ["ringOpacity"])
        if step == 2 {
          cancelled.layer.removeAnimation(forKey: "fade")
          runtime.advance(frames: 1)
          other.set("ringOpacity", presentationOf: cancelled.layer, keyPath: "opacity")
          verdicts += out.check(
            out.label("iptal", "cancelled"), model: model, screen: other, keys: ["ringOpacity"])
        }
      }
      while delegate.stops.isEmpty && runtime.now - start < 2 { runtime.advance(frames: 1) }
      screen.set("ringOpacity", presentationOf: ring.layer, keyPath: "opacity")
      verdicts += out.check(
        out.label("tamamlandi", "completed"), model: model, screen: screen, keys: ["ringOpacity"])
      out.countVerdicts(verdicts)
      for (name, log) in [("RingLayer", delegate), ("CancelledRing", cancelDelegate)] {
        for stop in log.stops {
          out.print(
            "\(name) animationDidStop finished=\(stop.finished) t=\(number(stop.time - start))")
        }
      }
      let end = delegate.stops.first.map { number($0.time - start) } ?? "-"
      let cut = cancelDelegate.stops.first.map { number($0.time - start) } ?? "-"
      out.print(
        out.label(
          "Ölçülen: doğrusal eğride sunum değeri 0.1 s adımlarla 0.25, 0.5, 0.75 oldu (model "
            + "hep 1); animasyon t=\(end) karesinde finished=true ile bitti; t=0.2'de kaldırılan "
            + "animasyon finished=false ile t=\(cut) karesinde durdu ve ekran model değerine (1) "
            + "atladı.",
          "Measured: on the linear curve the presentation value was 0.25, 0.5, 0.75 at 0.1 s "
            + "steps (the model stays 1); the animation ended with finished=true in the frame at "
            + "t=\(end); the one removed at t=0.2 stopped with finished=false in the frame at "
            + "t=\(cut) and the screen jumped to the model value (1)."))
      withExtendedLifetime(window) {}
      recorder?.finish(runtime)
    }
  }

  /// DZ3: the duration-limit fades (0.2 s and 1.2 s) sampled at every 60 Hz frame.
  @MainActor fileprivate static func dz3(_ out: inout LessonOutput) {
    Runtime.withNew { runtime in
      let recorder = out.recorderForRun()
      let fastRing = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let slowRing = UIView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
      fastRing.alpha = 0
      slowRing.alpha = 0
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      recorder?.attach(to: runtime) { SVGRenderer.render(window) }
      window.makeKeyAndVisible()
      window.addSubview(fastRing)
      window.addSubview(slowRing)
      runtime.runTurn()
      fadeInAndCommit(fastRing, duration: 0.2)
      fadeInAndCommit(slowRing, duration: 1.2)
      // One sample per frame, up to and with the first frame where the animation is over.
      var fast: [Double] = []
      var slow: [Double] = []
      var fastDone = false
      var slowDone = false
      var frames = 0
      while !(fastDone && slowDone) && frames < 200 {
        runtime.advance(frames: 1)
        frames += 1
        for (layer, done) in [(fastRing.layer, fastDone), (slowRing.layer, slowDone)] where !done {
          let sample = layer.presentationSample(forKeyPath: "opacity")
          if layer === fastRing.layer {
            fast.append(sample.value ?? .nan)
            fastDone = !sample.isAnimating
          } else {
            slow.append(sample.value ?? .nan)
            slowDone = !sample.isAnimating
          }
        }
      }
      let model = ["ringOpacity": "1"]
      let fastScreen = Screen("FastRing")
      let slowScreen = Screen("SlowRing")
      fastScreen.set("ringOpacity", presentationOf: fastRing.layer, keyPath: "opacity")
      slowScreen.set("ringOpacity", presentationOf: slowRing.layer, keyPath: "opacity")
      let fastResult = out.check(
        out.label("kisa-sure", "short-duration"), model: model, screen: fastScreen,
        keys: ["ringOpacity"])
      let slowResult = out.check(
        out.label("uzun-sure", "long-duration"), model: model, screen: slowScreen,
        keys: ["ringOpacity"])
      out.countVerdicts(fastResult + slowResult)
      let frame = 1 / runtime.frameRate.hertz
      out.print(
        out.label(
          "kare: \(number(frame)) s (\(number(runtime.frameRate.hertz)) Hz)",
          "frame: \(number(frame)) s (\(number(runtime.frameRate.hertz)) Hz)"))
      out.print(
        out.label("FastRing 0.2 s, \(fast.count) kare: ", "FastRing 0.2 s, \(fast.count) frames: ")
          + numbers(fast))
      out.print(
        out.label("SlowRing 1.2 s, \(slow.count) kare: ", "SlowRing 1.2 s, \(slow.count) frames: ")
          + numbers(slow))
      let fastStep = fast.count > 1 ? fast[1] - fast[0] : 0
      let slowStep = slow.count > 1 ? slow[1] - slow[0] : 0
      out.print(
        out.label(
          "Ölçülen: kare \(number(frame)) s; kısa animasyon \(fast.count), uzun \(slow.count) "
            + "karede bitti; eğri doğrusal, her kare eşit adım (\(number(fastStep)) ve "
            + "\(number(slowStep))); iki ekran da sonunda uyumlu.",
          "Measured: a frame is \(number(frame)) s; the short animation ended in \(fast.count) "
            + "frames, the long one in \(slow.count); the curve is linear, an equal step per "
            + "frame (\(number(fastStep)) and \(number(slowStep))); both screens match at the end."
        ))
      withExtendedLifetime(window) {}
      recorder?.finish(runtime)
    }
  }

  // MARK: - Seed 001

  /// The lesson's two panel changes on `host`, in the kernel's lines.
  @MainActor
  fileprivate static func panelChanges<V: View>(_ host: ViewHost<V>, _ out: inout LessonOutput)
    -> [InvalidationReport]
  {
    let opened = host.measure(out.label("panel-acildi", "panel-expanded")) {
      _ = host.tap("Ayrıntı")
    }
    let enabled = host.measure(out.label("etkin-degisti", "enabled-changed")) {
      _ = host.toggle("Etkin")
    }
    return [opened, enabled]
  }

  /// Prints the measured lines, the counts, and for each line that differs from the lesson's
  /// hand-written one, the lesson's line after it.
  @MainActor
  fileprivate static func compare(
    _ reports: [InvalidationReport], with lesson: Lesson, _ out: inout LessonOutput
  ) -> Int {
    let taught = lesson.run(out.language)
    var differing = 0
    for (index, report) in reports.enumerated() {
      let line = report.line(out.language)
      out.lines.append(line)
      if index < taught.count, taught[index] != line {
        differing += 1
        out.lines.append(out.label("  ders: ", "  lesson: ") + taught[index])
      }
    }
    out.countCauses(reports.flatMap(\.recomputes))
    return differing
  }

  /// EK5: both values owned by the screen; the panel gets `isExpanded` as a binding.
  @MainActor fileprivate static func ek5(_ out: inout LessonOutput) {
    Runtime.withNew { runtime in
      let recorder = out.recorderForRun()
      let host = ViewHost(rootView: SameOwnerPanel.PanelScreen(), runtime: runtime)
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      let reports = panelChanges(host, &out)
      let differing = compare(reports, with: .panel, &out)
      let opened = reports[0].recomputes.map { "\($0.view) \(word($0.cause, out.language))" }
        .joined(separator: ", ")
      out.print(
        out.label(
          "Ölçülen: iki değer PanelScreen'in olunca panelin açılması \(opened) yeniden "
            + "hesaplattı (bağlamayı veren ekran isExpanded'ı okumaz); \(differing) satır dersten "
            + "farklı.",
          "Measured: with both values owned by PanelScreen, expanding the panel recomputed "
            + "\(opened) (the screen that hands out the binding does not read isExpanded); "
            + "\(differing) line(s) differ from the lesson."))
      recorder?.finish(runtime, host: host)
    }
  }

  /// EK6: the implicit animation watches `isOn`, which nothing draws with.
  @MainActor fileprivate static func ek6(_ out: inout LessonOutput) {
    Runtime.withNew { runtime in
      let recorder = out.recorderForRun()
      let host = ViewHost(rootView: UnreadWatchPanel.PanelScreen(), runtime: runtime)
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      let enabled = host.measureAnimation(out.label("etkin-degisti", "enabled-changed")) {
        _ = host.toggle("Etkin")
      }
      let opened = host.measureAnimation(out.label("panel-acildi", "panel-expanded")) {
        _ = host.tap("Ayrıntı")
      }
      for measurement in [enabled, opened] {
        out.lines.append(measurement.change.line(out.language))
        out.lines.append(measurement.line(out.language))
      }
      out.countCauses(enabled.change.recomputes + opened.change.recomputes)
      out.print(
        out.label(
          "Ölçülen: isOn değişince DetailPanel gövdesi onu çizimde kullanmasa da ebeveyn "
            + "tetikle yeniden hesaplandı (değer bir girdi); izlenen değer değişti ama "
            + "canlandırılacak değer değişmediği için \(enabled.frames) kare animasyon oldu.",
          "Measured: when isOn changed DetailPanel's body recomputed as parent though it draws "
            + "nothing with it (the value is an input); the watched value changed but no "
            + "animatable value did, so \(enabled.frames) frames animated."))
      recorder?.finish(runtime, host: host)
    }
  }

  /// EK7: the lesson's panel, each change followed to the end of its animations.
  @MainActor fileprivate static func ek7(_ out: inout LessonOutput) {
    Runtime.withNew { runtime in
      let recorder = out.recorderForRun()
      let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      let opened = host.measureAnimation(out.label("panel-acildi", "panel-expanded")) {
        _ = host.tap("Ayrıntı")
      }
      let enabled = host.measureAnimation(out.label("etkin-degisti", "enabled-changed")) {
        _ = host.toggle("Etkin")
      }
      for measurement in [opened, enabled] {
        out.lines.append(measurement.change.line(out.language))
        out.lines.append(measurement.line(out.language))
      }
      out.countCauses(opened.change.recomputes + enabled.change.recomputes)
      let extra = opened.extraEvaluations + enabled.extraEvaluations
      out.print(
        out.label(
          "Ölçülen: animasyonlar \(opened.frames) ve \(enabled.frames) kare sürdü; bu karelerde "
            + "ve bitiş karesinde \(extra) ek gövde hesaplandı, animasyon yalnız sunum değerlerini "
            + "sürdü.",
          "Measured: the animations lasted \(opened.frames) and \(enabled.frames) frames; "
            + "\(extra) extra bodies ran in those frames and in the final one, the animation only "
            + "drove presented values."))
      recorder?.finish(runtime, host: host)
    }
  }

  /// EK8: the `isOn` animation's duration, curve and frame rate, at 60 and 120 Hz.
  @MainActor fileprivate static func ek8(_ out: inout LessonOutput) {
    var measured: [(hertz: Double, frames: Int, duration: Double, values: [Double])] = []
    for rate in [FrameRate.hz60, .hz120] {
      Runtime.withNew(frameRate: rate) { runtime in
        let recorder = out.recorderForRun()
        let host = ViewHost(rootView: PanelScreen(), runtime: runtime)
        recorder?.attach(to: runtime) { host.svg(background: .white) }
        let enabled = host.measureAnimation(out.label("etkin-degisti", "enabled-changed")) {
          _ = host.toggle("Etkin")
        }
        if measured.isEmpty {
          out.lines.append(enabled.change.line(out.language))
          out.countCauses(enabled.change.recomputes)
        }
        let values = enabled.samples.filter { $0.property == "DetailPanel.opacity" }
          .map { $0.value[0] }
        measured.append((rate.hertz, enabled.frames, enabled.duration, values))
        recorder?.finish(runtime, host: host)
      }
    }
    let animation = Animation.default
    out.print(
      out.label("animasyon: ", "animation: ") + "\(animation.traceDescription) | "
        + out.label("toplam sure ", "total duration ")
        + "\(number(animation.totalDuration)) s")
    for run in measured {
      out.print(
        out.label(
          "\(number(run.hertz)) Hz: kare \(number(1 / run.hertz)) s | \(run.frames) kare | "
            + "\(number(run.duration)) s",
          "\(number(run.hertz)) Hz: frame \(number(1 / run.hertz)) s | \(run.frames) frames | "
            + "\(number(run.duration)) s"))
    }
    if let first = measured.first {
      out.print(
        out.label("egri (60 Hz, DetailPanel.opacity): ", "curve (60 Hz, DetailPanel.opacity): ")
          + numbers(first.values))
    }
    let sixty = measured.first.map { "\($0.frames)" } ?? "-"
    let oneTwenty = measured.last.map { "\($0.frames)" } ?? "-"
    let seconds = measured.first.map { number($0.duration) } ?? "-"
    out.print(
      out.label(
        "Ölçülen: .default bir yay; saydamlık 0.4'ten 1'e \(seconds) s'de vardı: 60 Hz'de "
          + "\(sixty), 120 Hz'de \(oneTwenty) kare; süre kare sıklığından bağımsız, kare sayısı "
          + "değil.",
        "Measured: .default is a spring; the opacity went from 0.4 to 1 in \(seconds) s: "
          + "\(sixty) frames at 60 Hz, \(oneTwenty) at 120 Hz; the duration does not depend on "
          + "the frame rate, the frame count does."))
  }

  // MARK: - Seed 004

  /// One drag of the card: 30 × 10 points in 0.25 s, 240 samples per second.
  fileprivate struct DragRun {
    var moving: [InvalidationReport] = []
    var lift: [InvalidationReport] = []
    var samples = 0
    var frames = 0
    var updates = 0
    var movingUpdates = 0
    var bodies: [(view: String, count: Int)] = []
  }

  @MainActor
  fileprivate static func drag<V: View>(
    _ host: ViewHost<V>, _ runtime: Runtime, fingerHertz: Double = 240
  ) -> DragRun {
    var run = DragRun()
    guard let start = host.location(of: "DragCard"),
      let script = try? TouchScript.drag(
        from: start, to: CGPoint(x: start.x + 30, y: start.y + 10), duration: 0.25,
        samplesPerSecond: fingerHertz)
    else { return run }
    let evaluationStart = host.evaluations.count
    let updateStart = host.updateCount
    let turnStart = runtime.turnCount
    runtime.play(script, to: host)
    run.moving = host.measureKeys { runtime.advance(to: script.duration - 0.001) }
    run.movingUpdates = host.updateCount - updateStart
    run.lift = host.measureKeys {
      runtime.advance(to: script.duration)
      runtime.advance(frames: 1)
    }
    run.samples = host.touchStatistics.samples
    run.updates = host.updateCount - updateStart
    run.frames = runtime.turnCount - turnStart
    let runs = host.evaluations[evaluationStart...]
    run.bodies = host.userViews.map { view in (view, runs.filter { $0.view == view }.count) }
    return run
  }

  /// The lesson's three drag lines from a run, in the lesson's order.
  fileprivate static func dragLines(_ run: DragRun, _ out: LessonOutput) -> [InvalidationReport] {
    func report(_ reports: [InvalidationReport], _ key: String, _ tr: String, _ en: String)
      -> InvalidationReport?
    {
      reports.first { $0.key == key }?.labeled(out.label(tr, en))
    }
    return [
      report(run.moving, "dragOffset", "surukleme-suruyor", "drag-ongoing"),
      report(run.lift, "position", "surukleme-bitti-konum", "drag-ended-position"),
      report(run.lift, "dragOffset", "surukleme-bitti-ofset", "drag-ended-offset"),
    ].compactMap { $0 }
  }

  /// EK1: `dragOffset` owned by `BoardScreen`.
  @MainActor fileprivate static func ek1(_ out: inout LessonOutput) {
    Runtime.withNew(frameRate: .hz120) { runtime in
      let recorder = out.recorderForRun()
      let host = ViewHost(rootView: LiftedBoard.BoardScreen(), runtime: runtime)
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      let run = drag(host, runtime)
      let lines = dragLines(run, out)
      let differing = compare(lines, with: .drag, &out)
      let moving =
        lines.first?.recomputes.map { "\($0.view) \(word($0.cause, out.language))" }
        .joined(separator: ", ") ?? "-"
      out.print(
        out.label(
          "Ölçülen: dragOffset BoardScreen'e taşınınca parmak kıpırdadıkça \(moving) yeniden "
            + "hesaplandı (dersteki ağaçta yalnız DragCard); \(differing) satır dersten farklı, "
            + "dersin dediği gibi sayılar değişti.",
          "Measured: with dragOffset in BoardScreen, every finger move recomputed \(moving) (in "
            + "the lesson's tree only DragCard); \(differing) line(s) differ from the lesson, as "
            + "the lesson says the counts would."))
      recorder?.finish(runtime, host: host)
    }
  }

  /// EK2: the same drag with the finger at 240 samples per second, on 120 and 60 Hz displays.
  @MainActor fileprivate static func ek2(_ out: inout LessonOutput) {
    var sentences: [String] = []
    for rate in [FrameRate.hz120, .hz60] {
      Runtime.withNew(frameRate: rate) { runtime in
        let recorder = out.recorderForRun()
        let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
        recorder?.attach(to: runtime) { host.svg(background: .white) }
        let run = drag(host, runtime)
        let hertz = number(rate.hertz)
        let cardRuns = run.bodies.first { $0.view == "DragCard" }?.count ?? 0
        out.print(
          out.label(
            "parmak 240 Hz, ekran \(hertz) Hz, 0.25 s | ornek \(run.samples) | kare \(run.frames) "
              + "| guncelleme \(run.updates) | govde DragCard \(cardRuns)",
            "finger 240 Hz, display \(hertz) Hz, 0.25 s | samples \(run.samples) | frames "
              + "\(run.frames) | updates \(run.updates) | body DragCard \(cardRuns)"))
        if let moving = dragLines(run, out).first { out.lines.append(moving.line(out.language)) }
        let perUpdate = run.movingUpdates > 0 ? Double(run.samples) / Double(run.updates) : 0
        sentences.append("\(hertz) Hz: \(run.samples)/\(run.updates) ≈ \(number(perUpdate))")
        recorder?.finish(runtime, host: host)
      }
    }
    out.print(
      out.label(
        "Ölçülen: parmak saniyede 240 ara değer üretti; çerçeve aynı karedeki örnekleri tek "
          + "güncellemede birleştirdi, kare başına en çok bir güncelleme (örnek/güncelleme "
          + sentences.joined(separator: ", ") + ").",
        "Measured: the finger produced 240 values per second; the framework merged the samples "
          + "of one frame into one update, at most one update per frame (samples/updates "
          + sentences.joined(separator: ", ") + ")."))
  }

  /// EK3: the readers one level deeper, under `CardArea` and `InfoArea`.
  @MainActor fileprivate static func ek3(_ out: inout LessonOutput) {
    Runtime.withNew(frameRate: .hz120) { runtime in
      let recorder = out.recorderForRun()
      let host = ViewHost(rootView: DeeperBoard.BoardScreen(), runtime: runtime)
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      let run = drag(host, runtime)
      let lines = dragLines(run, out)
      let differing = compare(lines, with: .drag, &out)
      let positionRuns = lines.count > 1 ? lines[1].recomputes.map(\.view) : []
      let between = ["CardArea", "InfoArea"]
      let rerun = between.filter(positionRuns.contains).joined(separator: ",")
      let kept = between.filter { !positionRuns.contains($0) }.joined(separator: ",")
      out.print(
        out.label(
          "Ölçülen: okuyanlar bir kat derinde iken konum değişikliği \(positionRuns.count) "
            + "görünümü yeniden hesaplattı; aradakilerden değeri parametre alan \(rerun) ebeveyn "
            + "tetikle yeniden hesaplandı, bağlama alan \(kept) atlandı (aynı bağlama); sürükleme "
            + "yine yalnız DragCard'ı; \(differing) satır dersten farklı.",
          "Measured: with the readers one level deeper, the position change recomputed "
            + "\(positionRuns.count) views; of those in between, \(rerun), which takes the value, "
            + "recomputed as parent, \(kept), which takes a binding, was skipped (the same "
            + "binding); the drag still only DragCard; \(differing) line(s) differ from the "
            + "lesson."))
      recorder?.finish(runtime, host: host)
    }
  }

  /// EK4: when `onEnded` runs, and the update that resets the gesture state.
  @MainActor fileprivate static func ek4(_ out: inout LessonOutput) {
    Runtime.withNew(frameRate: .hz120) { runtime in
      let recorder = out.recorderForRun()
      let log = CallbackLog()
      let host = ViewHost(
        rootView: TimedBoard.BoardScreen(log: log, runtime: runtime), runtime: runtime)
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      let evaluationStart = host.evaluations.count
      let run = drag(host, runtime)
      let lines = dragLines(run, out)
      for line in lines { out.lines.append(line.line(out.language)) }
      out.countCauses(lines.flatMap(\.recomputes))
      let ended = log.ended.first
      let reset = host.evaluations[evaluationStart...].last {
        $0.view == "DragCard" && $0.keyCauses.contains { $0.key == "dragOffset" }
      }
      let order = run.lift.map(\.key).joined(separator: ", ")
      let endedAt = ended.map { "t=\(number($0.time)) tur \($0.turn)" } ?? "-"
      let endedAtEN = ended.map { "t=\(number($0.time)) turn \($0.turn)" } ?? "-"
      let resetAt = reset.map { "t=\(number($0.time)) tur \($0.turn)" } ?? "-"
      let resetAtEN = reset.map { "t=\(number($0.time)) turn \($0.turn)" } ?? "-"
      let keys =
        reset?.keyCauses.map { "\($0.key) \($0.cause.label(out.language))" }
        .joined(separator: ", ") ?? "-"
      out.print(
        out.label(
          "onEnded: \(endedAt) (giris evresi) | @GestureState sifirlama: \(resetAt) "
            + "(guncelleme evresi) | yazim sirasi: \(order) | DragCard bir kez: \(keys)",
          "onEnded: \(endedAtEN) (input phase) | @GestureState reset: \(resetAtEN) "
            + "(update phase) | write order: \(order) | DragCard once: \(keys)"))
      out.print(
        out.label(
          "Ölçülen: parmak kalktığı turun giriş evresinde, çalışma döngüsünün iş parçacığında "
            + "(SwiftUI'de ana iş parçacığı) önce @GestureState sıfırlaması kuyruğa girdi, sonra "
            + "onEnded position'ı yazdı; ikisi aynı turun tek güncellemesinde uygulandı.",
          "Measured: in the input phase of the turn the finger lifted, on the run loop's thread "
            + "(the main thread in SwiftUI), the @GestureState reset was queued first, then "
            + "onEnded wrote position; both applied in that turn's one update."))
      out.print(
        out.label(
          "Dersten farklı: ders önce konumu, sonra ofseti yazar; ölçülen yazım sırası "
            + "\(order).",
          "Differs from the lesson: the lesson lists the position first, then the offset; the "
            + "measured write order is \(order)."))
      recorder?.finish(runtime, host: host)
    }
  }
}
