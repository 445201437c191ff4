import HeadlessQuartzCore
import HeadlessSwiftUI
import Measure
import Runtime
import TouchInput

/// Fills in a ``Report`` while a run goes on: pictures of the screen at every frame, the
/// scenario's steps, and, at the end, what the runtime and the SwiftUI host recorded.
///
/// Attach it to the runtime before the run (``attach(to:painter:)``), mark the steps as they
/// are measured (``step(_:lines:from:to:)``), then call ``finish(_:)`` or
/// ``finish(_:host:)`` while the runtime is still alive. Recording reads the screen only in
/// the measure phase of frame turns, after everything else of the turn ran (Docs/Report.md
/// §1), so it changes nothing the run measures.
public final class ReportRecorder {
  /// The report so far.
  public private(set) var report: Report
  /// The most pictures kept; frames after that are not painted.
  public var frameLimit = 600
  private var token: ObserverToken?
  private var painter: (() -> String)?
  /// The properties sampled at every frame: name, presentation, model, and the curve's index.
  private var samplers: [(presentation: () -> Double?, model: () -> Double?, curve: Int)] = []

  public init(_ report: Report) {
    self.report = report
  }

  /// Paints the screen now, and at the end of every frame turn of `runtime` from now on.
  ///
  /// - Parameters:
  ///   - runtime: the runtime whose frame turns are painted.
  ///   - painter: the screen as an SVG document (`ViewHost.svg()`,
  ///     `SVGRenderer.render(_:)`); nil records no pictures.
  public func attach(to runtime: Runtime, painter: (() -> String)?) {
    self.painter = painter
    report.frameRate = runtime.frameRate
    DrawProfileLog.of(runtime).isEnabled = true
    snapshot(runtime)
    token = runtime.addObserver(.measure) { [weak self] runtime in
      guard runtime.isFrameTurn, let self else { return }
      self.snapshot(runtime)
      self.weigh(runtime)
      self.sample(runtime)
    }
  }

  /// Samples a property now and at the end of every frame turn from now on (after
  /// ``attach(to:painter:)``): its presentation value as a curve, and its model value as the
  /// curve's model line, a step wherever the model changed.
  public func sample(
    _ property: String, presentation: @escaping () -> Double?, model: @escaping () -> Double?,
    at runtime: Runtime
  ) {
    report.curves.append(Report.Curve(property: property, points: [], model: nil))
    samplers.append((presentation, model, report.curves.count - 1))
    sample(runtime, from: samplers.count - 1)
  }

  private func sample(_ runtime: Runtime, from first: Int = 0) {
    for sampler in samplers[first...] {
      let value = sampler.presentation()
      let model = sampler.model()
      report.curves[sampler.curve].points.append(
        CurvePlot.Point(
          time: runtime.now, value: value, isAnimating: value != nil && value != model))
      report.curves[sampler.curve].model = model
      report.curves[sampler.curve].modelPoints.append(
        CurvePlot.Point(time: runtime.now, value: model, isAnimating: false))
    }
  }

  /// Paints the screen at the runtime's current time (once per turn).
  public func snapshot(_ runtime: Runtime) {
    guard let painter, report.frames.count < frameLimit,
      report.frames.last.map({ $0.turn != runtime.turnCount || $0.time != runtime.now }) ?? true
    else { return }
    report.frames.append(Report.Frame(time: runtime.now, turn: runtime.turnCount, svg: painter()))
  }

  /// Adds the weight of the layer trees on screen now, when it differs from the last one kept
  /// (a run with no layer tree on screen keeps none).
  public func weigh(_ runtime: Runtime) {
    let log = DrawProfileLog.of(runtime)
    guard !log.screenRoots.isEmpty else { return }
    let weight = log.screenWeight()
    guard report.layerWeights.last?.weight != weight else { return }
    report.layerWeights.append(
      Report.LayerWeightSample(time: runtime.now, turn: runtime.turnCount, weight: weight))
  }

  /// Adds a measured step and the kernel's lines for it.
  public func step(_ label: String, lines: [String], from start: Double, to end: Double) {
    report.steps.append(Report.Step(label: label, lines: lines, start: start, end: end))
  }

  /// Adds the touch samples of `script` (its times as delivered, from `start`).
  public func inputs(_ script: TouchScript, start: Double = 0) {
    report.inputs += script.samples.map {
      var input = Report.Input($0)
      input.time += start
      return input
    }
  }

  /// Adds the Sync kernel's checks.
  public func checks(_ checks: [FieldCheck]) {
    report.checks += checks
  }

  /// Adds an animated property's samples.
  public func curve(_ curve: Report.Curve) {
    report.curves.append(curve)
  }

  /// Adds a picture of the screen taken elsewhere.
  public func frame(_ frame: Report.Frame) {
    report.frames.append(frame)
  }

  /// Sets the trace events (for a run whose runtime is gone).
  public func events(_ events: [TraceEvent]) {
    report.events = events
  }

  /// Sets the lesson's view tree.
  public func tree(_ tree: ViewTree?) {
    report.tree = tree
  }

  /// Sets what the command printed.
  public func lines(_ lines: [String]) {
    report.lines = lines
  }

  /// Stops painting and copies the runtime's trace.
  public func finish(_ runtime: Runtime) {
    if let token { runtime.removeObserver(token) }
    token = nil
    painter = nil
    samplers = []
    report.events = runtime.trace.events
    weigh(runtime)
    report.draws = DrawProfileLog.of(runtime).entries
  }

  /// Stops painting and copies the runtime's trace, the host's updates and the presented
  /// values of its animations (one curve per property and component).
  @MainActor
  public func finish<Content: View>(_ runtime: Runtime, host: ViewHost<Content>) {
    finish(runtime)
    report.updates = Report.updates(
      from: host.evaluations, identityEvents: host.identityEvents, userViews: host.userViews)
    var order: [String] = []
    var points: [String: [CurvePlot.Point]] = [:]
    for sample in host.presentedSamples {
      for (component, value) in sample.value.enumerated() {
        let name = sample.value.count == 1 ? sample.property : "\(sample.property)[\(component)]"
        if points[name] == nil { order.append(name) }
        points[name, default: []].append(
          CurvePlot.Point(time: sample.time, value: value, isAnimating: true))
      }
    }
    report.curves += order.map { name in
      let series = points[name] ?? []
      // SwiftUI's model value is the animation's target: the last presented value.
      return Report.Curve(property: name, points: series, model: series.last?.value)
    }
  }
}
