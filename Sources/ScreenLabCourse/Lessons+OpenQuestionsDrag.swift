import ScreenLab
import ScreenLabReport
import ScreenLabSeeds

// ScreenLab's own answers to seed 004's open questions (EK1–EK4): the drag's owners,
// sample rates and readers, measured on the headless frameworks (not course text).
extension Lesson {

  /// One drag of the card: 30 × 10 points in 0.25 s, 240 samples per second.
  struct DragRun {
    var moving: [InvalidationReport] = []
    var lift: [InvalidationReport] = []
    var samples = 0
    var frames = 0
    var updates = 0
    var movingUpdates = 0
    var bodies: [(view: String, count: Int)] = []
  }

  @MainActor
  static func drag<V: View>(
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
  static func dragLines(_ run: DragRun, _ out: LessonOutput) -> [InvalidationReport] {
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
  @MainActor static func ek1(_ out: inout LessonOutput) {
    withHost(LiftedBoard.BoardScreen(), frameRate: .hz120, &out) { host, runtime, out in
      let run = drag(host, runtime)
      let lines = dragLines(run, out)
      let differing = compare(lines, with: .drag, &out)
      let moving =
        lines.first?.recomputes.map { "\($0.view) \($0.label(out.language))" }
        .joined(separator: ", ") ?? "-"
      out.print(
        out.label(
          "Ölçülen: dragOffset BoardScreen'e taşınınca parmak kıpırdadıkça \(moving) yeniden "
            + "hesaplandı (dersteki ağaçta yalnız DragCard); \(differing) satır dersten farklı, "
            + "dersin dediği gibi sayılar değişti.",
          "Measured: with dragOffset in BoardScreen, every finger move recomputed \(moving) (in "
            + "the lesson's tree only DragCard); \(differing) line(s) differ from the lesson, as "
            + "the lesson says the counts would."))
    }
  }

  /// EK2: the same drag with the finger at 240 samples per second, on 120 and 60 Hz displays.
  @MainActor static func ek2(_ out: inout LessonOutput) {
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
  @MainActor static func ek3(_ out: inout LessonOutput) {
    withHost(DeeperBoard.BoardScreen(), frameRate: .hz120, &out) { host, runtime, out in
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
    }
  }

  /// EK4: when `onEnded` runs, and the update that resets the gesture state.
  @MainActor static func ek4(_ out: inout LessonOutput) {
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
