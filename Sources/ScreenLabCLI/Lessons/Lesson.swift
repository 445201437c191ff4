import ScreenLab

/// One measurement of one lesson of the course, re-run with the kernels.
struct Lesson: Sendable {
  /// `course-slug/measurement`, e.g. `cizim-ve-katman-animasyonu/redraw`.
  let id: String
  /// The lesson's title and the measurement's subject, in Turkish.
  let titleTR: String
  /// The same in English.
  let titleEN: String
  /// The seed document the measurement comes from.
  let seed: String
  /// The measurement: the lesson's `main.swift`, written against ``LessonOutput``.
  let measure: @Sendable (inout LessonOutput) -> Void

  func title(_ language: Language) -> String { language == .tr ? titleTR : titleEN }

  /// Runs the measurement and returns its output, one string per printed line.
  func run(_ language: Language) -> [String] {
    var output = LessonOutput(language: language)
    measure(&output)
    return output.lines
  }
}
