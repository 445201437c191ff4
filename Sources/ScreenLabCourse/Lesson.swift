import ScreenLab
import ScreenLabReport

/// One measurement of one lesson of the course, re-run with the kernels.
package struct Lesson: Sendable {
  /// `course-slug/measurement`, e.g. `cizim-ve-katman-animasyonu/redraw`.
  package let id: String
  /// The lesson's title and the measurement's subject, in Turkish.
  package let titleTR: String
  /// The same in English.
  package let titleEN: String
  /// The seed document the measurement comes from.
  package let seed: String
  /// The measurement: the lesson's `main.swift`, written against ``LessonOutput``.
  package let measure: @MainActor (inout LessonOutput) -> Void
  /// The same measurement derived from execution on the headless frameworks, when ScreenLab
  /// can replay the lesson's scenario (nil otherwise).
  package var live: (@MainActor (inout LessonOutput) -> Void)? = nil
  /// Why the lesson has no live replay, when it has none (for `--help` and `--live`).
  package var noLiveReason: String? = nil
  /// The same reason in Turkish, for notes printed inside Turkish output.
  package var noLiveReasonTR: String? = nil
  /// True for ScreenLab's own scenarios (not course text): listed apart by `lesson list`,
  /// left out of `lesson all`; their measurement is already live.
  package var isScenario = false

  package func title(_ language: Language) -> String { language == .tr ? titleTR : titleEN }

  /// Runs the measurement and returns its output, one string per printed line.
  @MainActor
  package func run(_ language: Language) -> [String] {
    var output = LessonOutput(language: language)
    measure(&output)
    return output.lines
  }

  /// Runs the live replay (see ``live``); nil when the lesson has none. A `recorder` is
  /// filled in with what the replay recorded (Docs/Report.md §1).
  @MainActor
  package func runLive(_ language: Language, recorder: ReportRecorder? = nil) -> [String]? {
    guard let live else { return nil }
    var output = LessonOutput(language: language)
    output.recorder = recorder
    live(&output)
    return output.lines
  }

  /// Runs the live replay and writes its lines to `stream`, each with its newline: the lines
  /// go from the lesson's output to the stream here, not back to the caller first. False when
  /// the lesson has none. A `recorder` is filled in with what the replay recorded, its lines
  /// included.
  @MainActor
  package func writeLive(
    _ language: Language, recorder: ReportRecorder? = nil, to stream: inout some TextOutputStream
  ) -> Bool {
    guard let live else { return false }
    var output = LessonOutput(language: language)
    output.recorder = recorder
    live(&output)
    for line in output.lines { stream.write(line + "\n") }
    recorder?.lines(output.lines)
    return true
  }
}
