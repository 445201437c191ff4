import HeadlessQuartzCore
import HeadlessSwiftUI
import Measure
import Runtime
import TouchInput

/// One run on the virtual clock, gathered to be looked at: a self-contained HTML page
/// (``html()``) and the same events as a Chrome trace (``chromeTrace()``).
///
/// A report holds only what the run recorded: the runtime's trace events, the input samples,
/// the SwiftUI updates (which bodies re-ran, why, and which stayed), the lesson's steps with
/// the kernel's lines, the lesson's view tree, the animated values, pictures of the screen
/// and the Sync verdicts. Every field is plain data, so a command, a test helper or a later
/// tool can fill one in directly, or through ``ReportRecorder`` while the run goes on.
/// Nothing in it depends on the wall clock: the same run gives the same bytes
/// (Docs/Report.md §1).
public struct Report: Sendable {
  /// One touch sample delivered to the screen.
  public struct Input: Hashable, Sendable {
    public var touch: Int
    /// `began`, `moved`, `ended` or `cancelled`.
    public var phase: String
    public var x: Double
    public var y: Double
    /// The virtual time in seconds.
    public var time: Double

    public init(touch: Int, phase: String, x: Double, y: Double, time: Double) {
      self.touch = touch
      self.phase = phase
      self.x = x
      self.y = y
      self.time = time
    }

    /// The sample as the touch script delivered it.
    public init(_ sample: TouchSample) {
      self.init(
        touch: sample.touch, phase: sample.phase.rawValue, x: Double(sample.location.x),
        y: Double(sample.location.y), time: sample.time)
    }
  }

  /// One body evaluation within an update.
  public struct Run: Hashable, Sendable {
    /// The user view's type name.
    public var view: String
    /// The cause (the first changed key's); nil for a view that appeared.
    public var cause: Cause?
    /// Each changed key the body re-ran for, with its cause for this view.
    public var keyCauses: [KeyCause]
    /// The line `Self._printChanges()` prints for this evaluation.
    public var printChanges: String

    public init(view: String, cause: Cause?, keyCauses: [KeyCause], printChanges: String) {
      self.view = view
      self.cause = cause
      self.keyCauses = keyCauses
      self.printChanges = printChanges
    }

    /// The run a recorded evaluation stands for.
    public init(_ evaluation: BodyEvaluation) {
      self.init(
        view: evaluation.view, cause: evaluation.cause, keyCauses: evaluation.keyCauses,
        printChanges: evaluation.printChangesLine)
    }
  }

  /// One SwiftUI update: the bodies one turn's update phase re-ran.
  public struct Update: Hashable, Sendable {
    /// The run-loop turn (0: the first evaluation, before any turn).
    public var turn: Int
    /// The virtual time in seconds.
    public var time: Double
    /// The bodies that ran, in the order they ran.
    public var runs: [Run]
    /// The user views that stayed and did not re-run, in tree order.
    public var skipped: [String]
    /// The user views the update inserted and removed.
    public var inserted: [String]
    public var removed: [String]

    public init(
      turn: Int, time: Double, runs: [Run], skipped: [String], inserted: [String] = [],
      removed: [String] = []
    ) {
      self.turn = turn
      self.time = time
      self.runs = runs
      self.skipped = skipped
      self.inserted = inserted
      self.removed = removed
    }

    /// The changed keys, in the order the runs name them.
    public var keys: [String] {
      var keys: [String] = []
      for run in runs {
        for keyCause in run.keyCauses where !keys.contains(keyCause.key) {
          keys.append(keyCause.key)
        }
      }
      return keys
    }

    /// The update's label: `tur 12` (`turn 12`).
    public func label(_ language: Language) -> String {
      (language == .tr ? "tur " : "turn ") + String(turn)
    }

    /// The Invalidation kernel's line for this update alone (the recomputes, not the
    /// appearances): `tur 12: dragOffset degisti | yeniden DragCard yerel | atlanan …`. An
    /// update that only inserted or removed views (the first one) prints its identity
    /// changes instead: `tur 0: eklenen A,B | kaldirilan yok` (`inserted`, `removed`).
    public func line(_ language: Language) -> String {
      let recomputes = runs.compactMap { run in
        run.cause.map { Recompute(view: run.view, cause: $0) }
      }
      if recomputes.isEmpty, !runs.isEmpty || !removed.isEmpty {
        return ChangeReport.identityLine(
          label: label(language), inserted: inserted.isEmpty ? runs.map(\.view) : inserted,
          removed: removed, language)
      }
      let key = keys.isEmpty ? "-" : keys.joined(separator: ",")
      return ChangeReport(
        label: label(language), key: key, recomputes: recomputes, skipped: skipped
      ).line(language)
    }
  }

  /// A step of the scenario the command measured, with the kernel's lines for it.
  public struct Step: Hashable, Sendable {
    /// The step label (`surukleme-suruyor`).
    public var label: String
    /// What the kernel printed for the step.
    public var lines: [String]
    /// The virtual times the step ran between (both inclusive).
    public var start: Double
    public var end: Double

    public init(label: String, lines: [String], start: Double, end: Double) {
      self.label = label
      self.lines = lines
      self.start = start
      self.end = end
    }
  }

  /// One animated property: its presentation value over time and its model value.
  public struct Curve: Hashable, Sendable {
    /// `DetailPanel.opacity`, `opacity`, `position.x`, …
    public var property: String
    public var points: [CurvePlot.Point]
    /// The model value (the last one, when it changed).
    public var model: Double?
    /// The model value at each sample, when it was read over time (empty otherwise).
    public var modelPoints: [CurvePlot.Point]

    public init(
      property: String, points: [CurvePlot.Point], model: Double?,
      modelPoints: [CurvePlot.Point] = []
    ) {
      self.property = property
      self.points = points
      self.model = model
      self.modelPoints = modelPoints
    }
  }

  /// A picture of the screen at one virtual time.
  public struct Frame: Hashable, Sendable {
    public var time: Double
    public var turn: Int
    /// An SVG document (the headless renderers' output).
    public var svg: String

    public init(time: Double, turn: Int, svg: String) {
      self.time = time
      self.turn = turn
      self.svg = svg
    }
  }

  /// The page's title (the lesson's, or the command's).
  public var title: String
  /// The command line that made the run.
  public var command: String
  /// The labels' language.
  public var language: Language
  /// The display's refresh rate (the frame grid).
  public var frameRate: FrameRate
  /// The runtime's trace, oldest first.
  public var events: [TraceEvent] = []
  /// The touch samples delivered.
  public var inputs: [Input] = []
  /// The SwiftUI updates, in order.
  public var updates: [Update] = []
  /// The measured steps.
  public var steps: [Step] = []
  /// The lesson's view tree, with each view's reads.
  public var tree: ViewTree?
  /// The animated properties.
  public var curves: [Curve] = []
  /// Pictures of the screen, in time order.
  public var frames: [Frame] = []
  /// Every draw pass of the run with its profile, oldest first (Docs/Report.md §5).
  public var draws: [DrawProfileLog.Entry] = []
  /// What the layer trees on screen weighed, at each frame where it changed.
  public var layerWeights: [LayerWeightSample] = []

  /// The weight of the layer trees on screen at one frame.
  public struct LayerWeightSample: Hashable, Sendable {
    public var time: Double
    public var turn: Int
    public var weight: LayerTreeWeight

    public init(time: Double, turn: Int, weight: LayerTreeWeight) {
      self.time = time
      self.turn = turn
      self.weight = weight
    }
  }
  /// The Sync kernel's checks.
  public var checks: [FieldCheck] = []
  /// What the command printed.
  public var lines: [String] = []

  public init(title: String, command: String, language: Language, frameRate: FrameRate) {
    self.title = title
    self.command = command
    self.language = language
    self.frameRate = frameRate
  }

  /// The updates that `evaluations` describe: one per turn that evaluated a body, in order.
  ///
  /// A view that ran in a turn is a run of that turn's update; a user view of `userViews`
  /// that did not run, and was not inserted by it, is skipped.
  public static func updates(
    from evaluations: [BodyEvaluation], identityEvents: [IdentityEvent] = [],
    userViews: [String]
  ) -> [Update] {
    var updates: [Update] = []
    for evaluation in evaluations {
      if let last = updates.last, last.turn == evaluation.turn {
        updates[updates.count - 1].runs.append(Run(evaluation))
      } else {
        updates.append(
          Update(
            turn: evaluation.turn, time: evaluation.time, runs: [Run(evaluation)], skipped: []))
      }
    }
    for index in updates.indices {
      let turn = updates[index].turn
      let events = identityEvents.filter { $0.turn == turn }
      updates[index].inserted = events.filter { $0.kind == .inserted }.map(\.view)
      updates[index].removed = events.filter { $0.kind == .removed }.map(\.view)
      let ran = Set(updates[index].runs.map(\.view))
      updates[index].skipped = userViews.filter {
        !ran.contains($0) && !updates[index].inserted.contains($0)
      }
    }
    return updates
  }

  /// The frames to show in the filmstrip: at most `limit`, evenly spread over ``frames``,
  /// the first and the last always among them.
  public func filmstrip(limit: Int = 8) -> [Frame] {
    guard frames.count > limit, limit > 1 else { return frames }
    let last = frames.count - 1
    var chosen: [Int] = []
    for position in 0..<limit {
      let index = (position * last + (limit - 1) / 2) / (limit - 1)
      if chosen.last != index { chosen.append(index) }
    }
    return chosen.map { frames[$0] }
  }
}
