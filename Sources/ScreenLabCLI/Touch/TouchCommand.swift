import ScreenLab
import ScreenLabCourse
import ScreenLabReport
import ScreenLabSeeds

/// `screenlab touch`: lesson 004's open questions EK2 and EK4, measured. A finger drags the
/// card of the seed's `BoardScreen` at a touch sample rate on a display refresh rate; the
/// report says how many samples came in, how many updates and bodies they became, and what
/// the lift did.
struct TouchCommand: Hashable {
  let fingerHertz: Double
  let displayHertz: Double
  let duration: Double
  let dx: Double
  let dy: Double

  static let declarations: [OptionDeclaration] =
    [
      .value("--finger-hz"), .value("--display-hz"), .value("--duration"), .value("--dx"),
      .value("--dy"),
    ] + ReportOptions.declarations

  init(_ options: [ParsedOption]) throws(UsageError) {
    let reader = OptionReader(options: options, command: ["touch"])
    fingerHertz = try reader.number("--finger-hz", positive: true) ?? 240
    displayHertz = try reader.number("--display-hz", positive: true) ?? 120
    duration = try reader.number("--duration", positive: true) ?? 0.5
    dx = try reader.number("--dx") ?? 60
    dy = try reader.number("--dy") ?? 30
    // A rate below 1 Hz or a drag shorter than a millisecond is not a drag: `--display-hz
    // 1e-300` counted frames that cannot fit in the drag (Docs/CLI.md §3).
    guard fingerHertz >= 1 else { throw reader.invalid("--finger-hz", "at least 1") }
    guard displayHertz >= 1 else { throw reader.invalid("--display-hz", "at least 1") }
    guard duration >= 0.001 else {
      throw reader.invalid("--duration", "at least 0.001 seconds")
    }
    guard fingerHertz <= 10_000 else { throw reader.invalid("--finger-hz", "at most 10000") }
    guard displayHertz <= 1_000 else { throw reader.invalid("--display-hz", "at most 1000") }
    guard duration <= 60 else { throw reader.invalid("--duration", "at most 60 seconds") }
    guard abs(dx) <= 10_000 else { throw reader.invalid("--dx", "at most 10000 points") }
    guard abs(dy) <= 10_000 else { throw reader.invalid("--dy", "at most 10000 points") }
  }

  /// What one drag did.
  struct Measurement {
    var samples = 0
    var updates = 0
    var frames = 0
    /// Body evaluations per user view, in tree order.
    var bodies: [(view: String, count: Int)] = []
    /// The keys the lift changed, in the order written, and the updates it took.
    var liftKeys: [String] = []
    var liftUpdates = 0
    var position = CGSize.zero
  }

  /// Runs the drag; a `recorder` gets the screen at every frame, the samples, the updates
  /// and the lesson's view tree (Docs/Report.md §1).
  @MainActor
  func measure(recorder: ReportRecorder? = nil) -> Measurement? {
    Runtime.withNew(frameRate: FrameRate(hertz: displayHertz)) { runtime in
      let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
      host.keepsRecords = true
      guard let start = host.location(of: "DragCard"),
        let script = try? TouchScript.drag(
          from: start, to: CGPoint(x: start.x + dx, y: start.y + dy), duration: duration,
          samplesPerSecond: fingerHertz)
      else { return nil }
      recorder?.attach(to: runtime) { host.svg(background: .white) }
      recorder?.tree(Lesson.dragTree)
      recorder?.inputs(script, start: runtime.now)
      let dragStart = runtime.now
      var result = Measurement()
      let evaluationStart = host.evaluations.count
      let updateStart = host.updateCount
      let turnStart = runtime.turnCount
      runtime.play(script, to: host)
      let lastMove = script.samples.dropLast().last?.time ?? 0
      runtime.advance(to: max(runtime.now, lastMove - 1e-6))
      let liftUpdatesStart = host.updateCount
      let liftStart = runtime.now
      let lift = host.measureKeys {
        runtime.advance(to: script.duration)
        runtime.advance(frames: 1)
      }
      result.liftKeys = lift.map(\.key)
      result.liftUpdates = host.updateCount - liftUpdatesStart
      result.samples = host.touchStatistics.samples
      result.updates = host.updateCount - updateStart
      result.frames = runtime.turnCount - turnStart
      let runs = host.evaluations[evaluationStart...]
      result.bodies = host.userViews.map { view in (view, runs.filter { $0.view == view }.count) }
      result.position = host.read("position", as: CGSize.self) ?? .zero
      if let recorder {
        recorder.step(
          recorder.report.language == .tr ? "surukleme" : "drag", lines: [],
          from: dragStart, to: liftStart)
        recorder.step(
          recorder.report.language == .tr ? "bitis" : "lift",
          lines: [Self.lift(result, language: recorder.report.language)], from: liftStart,
          to: runtime.now)
        recorder.finish(runtime, host: host)
      }
      return result
    }
  }

  /// What the lift changed: the keys in the order written and the updates they took
  /// (`dragOffset,position in 1 update`), or that it changed nothing.
  static func lift(_ result: Measurement, language: Language) -> String {
    let tr = language == .tr
    guard !result.liftKeys.isEmpty else {
      return tr ? "degisiklik yok" : "no change"
    }
    let keys = result.liftKeys.joined(separator: ",")
    let count = result.liftUpdates
    return tr
      ? "\(keys) \(count) guncellemede" : "\(keys) in \(count) update\(count == 1 ? "" : "s")"
  }

  @MainActor
  func run(
    language: Language, report: ReportOptions = .none, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    let recorder = report.recorder(
      title: language == .tr
        ? "screenlab touch: kartı sürükleme" : "screenlab touch: dragging the card",
      language: language, frameRate: FrameRate(hertz: displayHertz))
    guard let result = measure(recorder: recorder) else {
      errors.write(
        "error: the drag could not be set up (no 'DragCard' on the screen, or the touch "
          + "script refused these options)\n")
      return .failure
    }
    write(result, language: language, to: &output)
    guard let recorder else { return .success }
    var text = ""
    write(result, language: language, to: &text)
    recorder.lines(text.split(separator: "\n").map(String.init))
    return report.write(recorder, language: language, errors: &errors)
  }

  /// The measurement's lines.
  func write(_ result: Measurement, language: Language, to output: inout some TextOutputStream) {
    let tr = language == .tr
    func number(_ value: Double) -> String {
      value == value.rounded() ? String(Int(value)) : String(value)
    }
    output.write(
      (tr ? "parmak" : "finger") + " \(number(fingerHertz)) Hz, "
        + (tr ? "ekran" : "display") + " \(number(displayHertz)) Hz, "
        + "\(number(duration)) s, \(number(dx))x\(number(dy))\n")
    output.write((tr ? "ornek: " : "samples: ") + "\(result.samples)\n")
    output.write((tr ? "kare: " : "frames: ") + "\(result.frames)\n")
    output.write((tr ? "guncelleme: " : "updates: ") + "\(result.updates)\n")
    for (view, count) in result.bodies {
      output.write((tr ? "govde " : "body ") + "\(view): \(count)\n")
    }
    output.write((tr ? "bitis: " : "lift: ") + Self.lift(result, language: language) + "\n")
    output.write(
      (tr ? "konum: " : "position: ")
        + "\(Int(result.position.width.rounded())), \(Int(result.position.height.rounded()))\n")
  }
}
