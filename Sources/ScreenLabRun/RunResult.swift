import Foundation
import Measure

/// What a run measured, for every hosted view (Docs/Run.md §4): the JSON the compiled
/// program writes, and what `screenlab run --format json` prints.
public struct RunResult: Codable, Hashable, Sendable {
  /// Every hostable candidate found in the sources, in source order.
  public var candidates: [String]
  /// The hosted views, in the order hosted.
  public var hosted: [HostedRun]
  /// A problem that stopped the run before anything was hosted (an unknown `--view`).
  public var error: String?
  /// The run as a self-contained HTML page, when the request asked for a report and one view
  /// was hosted (Docs/Run.md §9). The CLI writes it; `--format json` leaves it out.
  public var report: String?
  /// The same run as a Chrome trace (JSON), beside ``report``.
  public var trace: String?

  public init(
    candidates: [String], hosted: [HostedRun] = [], error: String? = nil, report: String? = nil,
    trace: String? = nil
  ) {
    self.candidates = candidates
    self.hosted = hosted
    self.error = error
    self.report = report
    self.trace = trace
  }

  /// The text `screenlab run` prints: per hosted view a `== NAME ==` line, the view tree
  /// (headed `agac, adimlardan once:` / `tree before the steps:` when steps follow, since it
  /// is the tree as first shown), then each step's lines and, after steps, the kernel's
  /// counts.
  public func textLines(_ language: Language = .default) -> [String] {
    var lines: [String] = []
    for (index, run) in hosted.enumerated() {
      if index > 0 { lines.append("") }
      lines.append("== \(run.name) ==")
      if let note = run.note { lines.append(note) }
      if let standIns = run.standIns { lines.append(standIns) }
      if let resources = run.resources { lines.append(resources) }
      lines += run.projectStandIns ?? []
      if !run.steps.isEmpty {
        lines.append(language == .tr ? "agac, adimlardan once:" : "tree before the steps:")
      }
      lines += run.tree
      if !run.steps.isEmpty { lines.append("") }
      for step in run.steps { lines += step.lines }
      lines += run.counts
      lines += run.drawProfiles ?? []
      if let layers = run.layers { lines.append(layers) }
    }
    return lines
  }

  /// The step errors, as `NAME: message`.
  public var stepErrors: [String] {
    hosted.flatMap { run in run.steps.compactMap { $0.error.map { "\(run.name): \($0)" } } }
  }
}

/// One hosted view and what each step did to it.
public struct HostedRun: Codable, Hashable, Sendable {
  /// The candidate's name (`PanelScreen`, `Card_Previews`).
  public var name: String
  /// `swiftui`, `uiview` or `uiviewcontroller`.
  public var kind: String
  /// The tree as first shown, one line per node, indented by nesting.
  public var tree: [String]
  /// The steps' results, in order.
  public var steps: [StepResult]
  /// After the steps: the Invalidation kernel's cause counts (SwiftUI) or the draw counts
  /// per view (UIKit).
  public var counts: [String]
  /// Every draw pass of a UIKit run, one line each (`profil Meter #2 t=0.016667: rect=… ops=…`,
  /// `DrawProfile/summary`); nil for SwiftUI (Docs/Run.md §4).
  public var drawProfiles: [String]?
  /// What the window's layer tree weighs after the steps (`katmanlar: layers=… bytes=…`,
  /// `LayerTreeWeight/summary`, with the 1000-layer warning); nil for SwiftUI.
  public var layers: String?
  /// The screen after the steps, painted (with `--svg`).
  public var svg: String?
  /// The runtime's diagnostics (misuse reports, unrecognized selectors).
  public var diagnostics: [String]
  /// What was synthesized to make the view (`sentezlendi: LikeButton(isLiked: $isLiked), …`),
  /// printed under its name; nil when the sources' own code made it (Docs/Run.md §3).
  public var note: String?
  /// What stood in for the app's build, printed under ``note``: the asset symbols Xcode would
  /// generate from the app's catalog (`asset symbols stood in for the app's catalog: image
  /// onboarding1, colour appYellow`); nil when nothing did (Docs/Run.md §6).
  public var standIns: String?
  /// The files of the app's bundle that stood in, printed under ``standIns``: the resources
  /// the sources look up by a literal name (`resources stood in for the app's bundle:
  /// Correct.mp3 (empty), logo.png (a 20 × 20 PNG)`); nil when none did (Docs/Run.md §3).
  public var resources: String?
  /// What stood in for the names the file expects from elsewhere in its project, one line
  /// each, printed under ``resources`` (`stood in for PasswordEntity (a type the file expects
  /// from elsewhere)`); nil when nothing did (Docs/Run.md §6, "Project stand-ins").
  public var projectStandIns: [String]?

  public init(
    name: String, kind: String, tree: [String], steps: [StepResult] = [], counts: [String] = [],
    svg: String? = nil, diagnostics: [String] = []
  ) {
    self.name = name
    self.kind = kind
    self.tree = tree
    self.steps = steps
    self.counts = counts
    self.svg = svg
    self.diagnostics = diagnostics
  }
}

/// What one step did.
public struct StepResult: Codable, Hashable, Sendable {
  /// The option and value that gave the step (`--toggle`, `Etkin`).
  public var option: String
  public var value: String
  /// The step's label (`etkin-degisti`).
  public var label: String
  /// The kernel's lines (SwiftUI: one per step, or per changed key for a drag; UIKit: the
  /// draws).
  public var lines: [String]
  /// Why the step could not run (no such control), or nil.
  public var error: String?
  /// The user views that re-ran, with their causes (SwiftUI).
  public var recomputes: [RecomputeRecord]

  public init(
    option: String, value: String, label: String, lines: [String] = [], error: String? = nil,
    recomputes: [RecomputeRecord] = []
  ) {
    self.option = option
    self.value = value
    self.label = label
    self.lines = lines
    self.error = error
    self.recomputes = recomputes
  }
}

/// A body that re-ran and why (the kernel's cause, `yerel`, `ebeveyn`, `gozlem`, `ortam`).
public struct RecomputeRecord: Codable, Hashable, Sendable {
  public var view: String
  public var cause: String

  public init(view: String, cause: String) {
    self.view = view
    self.cause = cause
  }
}
