import Foundation
import HeadlessCoreGraphics
import HeadlessSwiftUI
import Measure
import Runtime
import ScreenLabReport

extension RunCandidate {
  /// A SwiftUI view made by `make` (a type's `init()`, or a preview provider's `previews`),
  /// hosted in a `ViewHost` in the default 390 × 844 window.
  @MainActor
  public static func view<V: View>(
    _ name: String, isScreen: Bool = true, synthesized: String? = nil,
    _ make: @escaping () -> V
  )
    -> RunCandidate
  {
    RunCandidate(name: name, isScreen: isScreen, synthesized: synthesized) { request, recorder in
      hostSwiftUI(name, make, request, recorder)
    }
  }

  /// Hosts the view `make` builds in a new runtime, the app's resources stood in, and runs
  /// `request` on it: the work of ``view(_:isScreen:synthesized:_:)`` and of a preview.
  @MainActor
  static func hostSwiftUI<V: View>(
    _ name: String, _ make: () -> V, _ request: RunRequest, _ recorder: ReportRecorder?
  ) -> HostedRun {
    Runtime.withNew { runtime in
      UIKitRun.standInForTheAppsResources(runtime)
      return SwiftUIRun(
        name: name, host: ViewHost(rootView: make(), runtime: runtime), request: request,
        recorder: recorder
      )
      .result()
    }
  }
}

/// One SwiftUI view hosted, and the request's steps measured on it: each step is one
/// `ViewHost.measure(_:key:_:)` (a drag: two `measureKeys(_:)`), its line the Invalidation
/// kernel's, as `screenlab lesson … --live` prints (Docs/Run.md §4). A recorder gets the
/// screen at every frame, each step with its lines, the drag's samples and the host's updates
/// (Docs/Run.md §9).
struct SwiftUIRun<Content: View> {
  let name: String
  let host: ViewHost<Content>
  let request: RunRequest
  let recorder: ReportRecorder?

  var language: Language { request.outputLanguage }

  @MainActor
  func result() -> HostedRun {
    host.settle()
    var run = HostedRun(
      name: name, kind: "swiftui", tree: host.dump().split(separator: "\n").map(String.init))
    var recomputes: [Recompute] = []
    recorder?.attach(to: host.runtime) { host.svg(background: .white) }
    for step in request.steps {
      let start = host.runtime.now
      let (result, measured) = perform(step)
      run.steps.append(result)
      recorder?.step(result.label, lines: result.lines, from: start, to: host.runtime.now)
      // The screen after the step, also when it ran no frame turn (a tap's update).
      recorder?.snapshot(host.runtime)
      recomputes += measured
    }
    if !request.steps.isEmpty { run.counts = CauseTally(recomputes).lines(language) }
    if request.svg {
      host.settle()
      host.layout(in: LayoutMetric.defaultWindow)
      run.svg = host.svg(background: .white)
    }
    run.diagnostics = RunDriver.diagnostics(host.runtime) + host.issues.map(\.description)
    recorder?.finish(host.runtime, host: host)
    return run
  }

  private func record(_ recomputes: [Recompute]) -> [RecomputeRecord] {
    recomputes.map { RecomputeRecord(view: $0.view, cause: $0.cause) }
  }

  /// The step's kernel line and, when it inserted or removed views, the line naming each
  /// (`ekle-dokunuldu: eklenen ItemRow[id: vpn] | kaldirilan yok`).
  @MainActor
  private func measuredStep(
    _ step: StepResult, observed: [String: (name: String, value: String)]?,
    _ measured: (
      report: InvalidationReport, instances: [(ViewInstance, InstanceOutcome)],
      removed: [ViewInstance]
    )
  ) -> (StepResult, [Recompute]) {
    var result = step
    let report = measured.report
    // Observation does not name the `@Observable` property that changed (`-`): the objects'
    // own stored values, read before and after the step, do (Docs/Run.md §4).
    var key = report.key
    if key == "-", let before = observed {
      let changed = host.changedObservableProperties(since: before)
      if !changed.isEmpty { key = changed.joined(separator: ",") }
    }
    result.lines = [
      ChangeReport.line(
        label: report.label, key: key, recomputes: report.recomputes, skipped: report.skipped,
        language)
    ]
    if let identity = ViewInstance.identityLine(
      label: report.label, inserted: measured.instances.filter { $0.1 == .inserted }.map(\.0),
      removed: measured.removed, language: language)
    {
      result.lines.append(identity)
    }
    result.recomputes = record(report.recomputes)
    return (result, report.recomputes)
  }

  @MainActor
  private func perform(_ step: RunStep) -> (StepResult, [Recompute]) {
    let label = RunDriver.label(for: step, language: language)
    var result = StepResult(
      option: step.option, value: RunDriver.value(of: step), label: label)
    switch step {
    case .tap(let text), .toggle(let text):
      var found = false
      // A view of the sources named `text` (an image-only control, a row) is tapped with a
      // finger at its drawn centre when no control has that text.
      let byView =
        step.option == "--tap" && !host.texts.contains(text)
        && host.userViews.contains(text)
      // `--tap X,Y`: a finger at that point of the window, when no control has that text.
      let byPoint = step.option == "--tap" ? RunDriver.windowPoint(text) : nil
      if byView || byPoint != nil {
        host.settle()
        host.layout(in: LayoutMetric.defaultWindow)
      }
      let observed = host.observableSnapshot()
      let measured = host.measureInstances(label) {
        if case .tap = step {
          found = host.tap(text)
          if !found, byView { found = (try? host.tap(on: text)) ?? false }
          if !found, let byPoint { found = (try? host.tap(at: byPoint)) != nil }
        } else {
          found = host.toggle(text)
        }
      }
      guard found else {
        let kind = step.option == "--tap" ? "button or tappable view" : "toggle"
        if host.texts.contains(text) {
          // The text is there, only not in a control: say so rather than list it as missing.
          result.error =
            "\(step.option) '\(text)': the text is on screen in \(name), but no \(kind) has "
            + "exactly that text (a control is named by all its texts, joined by spaces)"
          return (result, [])
        }
        result.error =
          "\(step.option) '\(text)': no \(kind) with that text in \(name) (texts on screen: "
          + texts() + ")"
        return (result, [])
      }
      return measuredStep(result, observed: observed, measured)
    case .advance(let seconds):
      let observed = host.observableSnapshot()
      return measuredStep(
        result, observed: observed,
        host.measureInstances(label) { host.runtime.advance(by: seconds) })
    case .refresh:
      var found = false
      let observed = host.observableSnapshot()
      let measured = host.measureInstances(label) { found = host.refresh() }
      guard found else {
        result.error =
          host.isRefreshing
          ? "--refresh: \(name) is still refreshing (its refresh action has not returned)"
          : "--refresh: no List or ScrollView with a refresh action (.refreshable) in \(name)"
        return (result, [])
      }
      return measuredStep(result, observed: observed, measured)
    case .drag(let from, let to):
      host.settle()
      host.layout(in: LayoutMetric.defaultWindow)
      guard let start = point(from, start: nil) else {
        result.error = "--drag: no view '\(RunDriver.place(from))' in \(name)"
        return (result, [])
      }
      guard let end = point(to, start: start) else {
        result.error = "--drag: no view '\(RunDriver.place(to))' in \(name)"
        return (result, [])
      }
      let runtime = host.runtime
      guard
        let script = try? TouchScript.drag(
          from: start, to: end, duration: 0.25, samplesPerSecond: 240)
      else {
        result.error = "--drag: the drag could not be set up"
        return (result, [])
      }
      let began = runtime.now
      recorder?.inputs(script, start: began)
      runtime.play(script, to: host)
      let moving = host.measureKeys { runtime.advance(to: began + script.duration - 0.001) }
      let lift = host.measureKeys {
        runtime.advance(to: began + script.duration)
        runtime.advance(frames: 1)
      }
      var all: [Recompute] = []
      for (part, reports) in [moving, lift].enumerated() {
        let partLabel = RunDriver.label(for: step, language: language, part: part)
        if reports.isEmpty {
          result.lines.append("\(partLabel): " + (language == .tr ? "degisiklik yok" : "no change"))
        }
        for report in reports {
          result.lines.append(report.labeled(partLabel).line(language))
          all += report.recomputes
        }
      }
      result.recomputes = record(all)
      return (result, all)
    }
  }

  @MainActor
  private func point(_ place: RunPlace, start: CGPoint?) -> CGPoint? {
    place.point(start: start) { view in
      if let point = host.location(of: view) { return point }
      // A generic view is named with its arguments (`Sheet<List<…>>`): its base name finds it.
      guard !view.contains("<") else { return nil }
      let named = host.dump().split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.hasPrefix(view + "<") }
      return named.flatMap { host.location(of: $0) }
    }
  }

  @MainActor
  private func texts() -> String {
    let all = host.texts
    guard !all.isEmpty else { return "none" }
    let shown = all.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
    return all.count > 8 ? shown + ", …" : shown
  }
}
