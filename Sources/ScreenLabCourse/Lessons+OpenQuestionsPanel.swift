import ScreenLab
import ScreenLabReport
import ScreenLabSeeds

// ScreenLab's own answers to seed 001's open questions (EK5–EK8): the panel's values,
// owners and frame rates, measured on the headless frameworks (not course text).
extension Lesson {

  /// The lesson's two panel changes on `host`, in the kernel's lines.
  @MainActor
  static func panelChanges<V: View>(_ host: ViewHost<V>, _ out: inout LessonOutput)
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
  static func compare(
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
  @MainActor static func ek5(_ out: inout LessonOutput) {
    withHost(SameOwnerPanel.PanelScreen(), &out) { host, _, out in
      let reports = panelChanges(host, &out)
      let differing = compare(reports, with: .panel, &out)
      let opened = reports[0].recomputes.map { "\($0.view) \($0.label(out.language))" }
        .joined(separator: ", ")
      out.print(
        out.label(
          "Ölçülen: iki değer PanelScreen'in olunca panelin açılması \(opened) yeniden "
            + "hesaplattı (bağlamayı veren ekran isExpanded'ı okumaz); \(differing) satır dersten "
            + "farklı.",
          "Measured: with both values owned by PanelScreen, expanding the panel recomputed "
            + "\(opened) (the screen that hands out the binding does not read isExpanded); "
            + "\(differing) line(s) differ from the lesson."))
    }
  }

  /// The panel's two changes (expanding it, switching `isOn`), each followed to the end of its
  /// animations, in the order asked; prints each change's line and its animation's line, then
  /// the counts.
  @MainActor
  static func panelAnimations<V: View>(
    _ host: ViewHost<V>, _ out: inout LessonOutput, enabledFirst: Bool
  ) -> (opened: AnimationMeasurement, enabled: AnimationMeasurement) {
    func open(_ out: LessonOutput) -> AnimationMeasurement {
      host.measureAnimation(out.label("panel-acildi", "panel-expanded")) {
        _ = host.tap("Ayrıntı")
      }
    }
    func enable(_ out: LessonOutput) -> AnimationMeasurement {
      host.measureAnimation(out.label("etkin-degisti", "enabled-changed")) {
        _ = host.toggle("Etkin")
      }
    }
    let first = enabledFirst ? enable(out) : open(out)
    let second = enabledFirst ? open(out) : enable(out)
    for measurement in [first, second] {
      out.lines.append(measurement.change.line(out.language))
      out.lines.append(measurement.line(out.language))
    }
    out.countCauses(first.change.recomputes + second.change.recomputes)
    return enabledFirst ? (second, first) : (first, second)
  }

  /// EK6: the implicit animation watches `isOn`, which nothing draws with.
  @MainActor static func ek6(_ out: inout LessonOutput) {
    withHost(UnreadWatchPanel.PanelScreen(), &out) { host, _, out in
      let enabled = panelAnimations(host, &out, enabledFirst: true).enabled
      out.print(
        out.label(
          "Ölçülen: isOn değişince DetailPanel gövdesi onu çizimde kullanmasa da ebeveyn "
            + "tetikle yeniden hesaplandı (değer bir girdi); izlenen değer değişti ama "
            + "canlandırılacak değer değişmediği için \(enabled.frames) kare animasyon oldu.",
          "Measured: when isOn changed DetailPanel's body recomputed as parent though it draws "
            + "nothing with it (the value is an input); the watched value changed but no "
            + "animatable value did, so \(enabled.frames) frames animated."))
    }
  }

  /// EK7: the lesson's panel, each change followed to the end of its animations.
  @MainActor static func ek7(_ out: inout LessonOutput) {
    withHost(PanelScreen(), &out) { host, _, out in
      let (opened, enabled) = panelAnimations(host, &out, enabledFirst: false)
      let extra = opened.extraEvaluations + enabled.extraEvaluations
      out.print(
        out.label(
          "Ölçülen: animasyonlar \(opened.frames) ve \(enabled.frames) kare sürdü; bu karelerde "
            + "ve bitiş karesinde \(extra) ek gövde hesaplandı, animasyon yalnız sunum değerlerini "
            + "sürdü.",
          "Measured: the animations lasted \(opened.frames) and \(enabled.frames) frames; "
            + "\(extra) extra bodies ran in those frames and in the final one, the animation only "
            + "drove presented values."))
    }
  }

  /// EK8: the `isOn` animation's duration, curve and frame rate, at 60 and 120 Hz.
  @MainActor static func ek8(_ out: inout LessonOutput) {
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
}
