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
  static func number(_ value: Double) -> String { NumberText.text(value) }

  /// Runs `body` on a new runtime hosting `rootView`; a report, when one is written, records
  /// the host's pictures as it runs and its updates at the end.
  @MainActor
  static func withHost<V: View>(
    _ rootView: @autoclosure () -> V, frameRate: FrameRate = .hz60, _ out: inout LessonOutput,
    _ body: (ViewHost<V>, Runtime, inout LessonOutput) -> Void
  ) {
    Runtime.withNew(frameRate: frameRate) { runtime in
      let recorder = out.recorderForRun()
      let host = ViewHost(rootView: rootView(), runtime: runtime)
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      body(host, runtime, &out)
      recorder?.finish(runtime, host: host)
    }
  }

  static func numbers(_ values: [Double]) -> String {
    values.map(number).joined(separator: ", ")
  }

  static func rect(_ rect: CGRect) -> String {
    [rect.origin.x, rect.origin.y, rect.width, rect.height].map { number(Double($0)) }
      .joined(separator: ",")
  }

  /// A 320 × 480 key window showing `views`, after one turn; a report, when one is written,
  /// records its pictures.
  @MainActor
  static func window(showing views: [UIView], in runtime: Runtime, recorder: ReportRecorder?)
    -> UIWindow
  {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    recorder?.attach(to: runtime) { SVGRenderer.render(window) }
    window.makeKeyAndVisible()
    for view in views { window.addSubview(view) }
    runtime.runTurn()
    return window
  }

  /// Runs `body` on a new runtime with the views `makeViews` creates shown in a window (a
  /// report, when one is written, records its pictures): the UIKit form of `withHost`.
  @MainActor
  static func withWindow<V: UIView>(
    _ out: inout LessonOutput, showing makeViews: () -> [V],
    _ body: ([V], Runtime, inout LessonOutput) -> Void
  ) {
    Runtime.withNew { runtime in
      let recorder = out.recorderForRun()
      let views = makeViews()
      let window = window(showing: views, in: runtime, recorder: recorder)
      body(views, runtime, &out)
      withExtendedLifetime(window) {}
      recorder?.finish(runtime)
    }
  }

  /// DZ1's ring, drawn at 40.
  @MainActor
  static func dz1Ring() -> [ProgressRingView] {
    let ring = ProgressRingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    ring.progress = 40
    return [ring]
  }

  /// DZ2's two hidden rings: the committed fade's and the one removed at 0.2 s.
  @MainActor
  static func dz2Rings() -> [UIView] {
    hiddenRings(
      CGRect(x: 20, y: 20, width: 100, height: 100),
      CGRect(x: 140, y: 20, width: 100, height: 100))
  }

  /// Views at `frames`, hidden (alpha 0) as the rings of seed 000's fades start.
  @MainActor
  static func hiddenRings(_ frames: CGRect...) -> [UIView] {
    let rings = frames.map { UIView(frame: $0) }
    for ring in rings { ring.alpha = 0 }
    return rings
  }

  /// The duration limit's two hidden rings, the fast one's and the slow one's.
  @MainActor
  static func durationRings() -> [UIView] {
    hiddenRings(
      CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 60, y: 0, width: 50, height: 50))
  }

  // MARK: - Seed 000

  /// DZ1: the ring at 40; `update(to: 55)` and `update(to: 70)` in one turn.
  @MainActor static func dz1(_ out: inout LessonOutput) {
    withWindow(&out, showing: dz1Ring) { views, runtime, out in
      let ring = views[0]
      let cycle = DisplayCycle.of(runtime)
      let drawsBefore = ring.headless.drawCount
      let screen = Screen("ProgressRing")
      @MainActor
      func measure(_ turkish: String, _ english: String) -> [Verdict] {
        out.checkDrawnProgress(of: ring, on: screen, turkish, english)
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
    }
  }

  /// DZ2: the seed's committed fade (0.4 s) sampled mid-animation and at its end; a second
  /// fade removed at 0.2 s.
  @MainActor static func dz2(_ out: inout LessonOutput) {
    withWindow(&out, showing: dz2Rings) { rings, runtime, out in
      let (ring, cancelled) = (rings[0], rings[1])
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
    }
  }

  /// DZ3: the duration-limit fades (0.2 s and 1.2 s) sampled at every 60 Hz frame.
  @MainActor static func dz3(_ out: inout LessonOutput) {
    withWindow(&out, showing: durationRings) { rings, runtime, out in
      let (fastRing, slowRing) = (rings[0], rings[1])
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
      checkDurationRings(fast: fastRing, slow: slowRing, &out)
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
    }
  }
}
