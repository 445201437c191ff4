import ScreenLab
import ScreenLabReport

/// Where a lesson writes its measurement: the lessons' printing calls, in one language.
///
/// Each method mirrors a kernel function of the lessons (`check`, `countVerdicts`, `change`,
/// `countCauses`, `print`) but collects lines instead of printing, so the CLI decides where
/// they go and tests can compare them.
package struct LessonOutput {
  let language: Language
  var lines: [String] = []
  /// Set when the command writes a report (`--report`, `--trace`): the live replays fill it
  /// in as they run; the lines stay the same either way.
  var recorder: ReportRecorder?
  /// Whether a scenario run has already claimed ``recorder`` (``recorderForRun()``).
  private var recorderClaimed = false

  init(language: Language) { self.language = language }

  /// The recorder for a scenario's runtime: the first runtime of a replay that runs several
  /// (one per frame rate, say) is the one recorded; later calls return nil.
  mutating func recorderForRun() -> ReportRecorder? {
    guard !recorderClaimed else { return nil }
    recorderClaimed = true
    return recorder
  }

  /// A step label in the output language: the lesson's Turkish word, or its English one.
  func label(_ turkish: String, _ english: String) -> String {
    language == .tr ? turkish : english
  }

  mutating func check(_ label: String, model: [String: String], screen: Screen, keys: [String])
    -> [Verdict]
  {
    callPathHop("LessonOutput.check(_:model:screen:keys:)")
    // Each key's verdict taken and its line written in one pass (the verdicts of
    // `checkFields(_:model:screen:keys:)`, in the order of `keys`); the checks themselves
    // are made for a recorder only.
    var verdicts: [Verdict] = []
    verdicts.reserveCapacity(keys.count)
    for key in keys {
      let wanted = model[key]
      let shown = screen.shown[key]
      let verdict = Verdict(model: wanted, shown: shown)
      lines.append(
        FieldCheck.line(
          label: label, screen: screen.name, key: key, model: wanted, shown: shown,
          verdict: verdict, language))
      verdicts.append(verdict)
    }
    if let recorder {
      recorder.checks(
        keys.map {
          FieldCheck(
            label: label, screen: screen.name, key: $0, model: model[$0], shown: screen.shown[$0])
        })
    }
    return verdicts
  }

  mutating func countVerdicts(_ verdicts: [Verdict]) {
    lines += VerdictTally(verdicts).lines(language)
  }

  mutating func change(_ tree: ViewTree, _ label: String, key: String) -> [Recompute] {
    let report = tree.report(label, key: key)
    lines.append(report.line(language))
    return report.recomputes
  }

  mutating func countCauses(_ recomputes: [Recompute]) {
    lines += CauseTally(recomputes).lines(language)
  }

  mutating func print(_ value: some CustomStringConvertible) {
    lines.append(value.description)
  }
}
