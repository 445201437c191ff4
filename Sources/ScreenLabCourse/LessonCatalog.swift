/// Every lesson measurement the CLI can run, in course order.
package enum LessonCatalog {
  package static let all: [Lesson] =
    [
      .redraw.withLive(Lesson.liveRedraw), .modelLayer.withLive(Lesson.liveModelLayer),
      .durationLimit.withLive(Lesson.liveDurationLimit),
      .panel.withLive(Lesson.livePanel),
      .animatedVersusPlain.withLive(Lesson.liveAnimatedVersusPlain),
      .drag.withLive(Lesson.liveDrag),
      .unknownStorage.withoutLive(
        "its key 'velocity' has no storage record, so there is no state to change and no "
          + "scenario to run",
        turkish: "'velocity' anahtarinin depolama kaydi yok; degisecek durum ve "
          + "oynatilacak senaryo yok"),
    ] + Lesson.openQuestionScenarios + Lesson.transitionScenarios + Lesson.delegateScenarios
    + Lesson.bridgingScenarios + Lesson.drawCostScenarios

  /// The lesson with `id`, if any.
  package static func lesson(_ id: String) -> Lesson? { all.first { $0.id == id } }

  /// The course's own measurements, in course order (what `lesson all` prints).
  package static var course: [Lesson] { all.filter { !$0.isScenario } }

  /// ScreenLab's own scenarios, listed after the course under their own heading.
  package static var scenarios: [Lesson] { all.filter(\.isScenario) }
}

extension Lesson {
  /// The lesson with a live replay.
  func withLive(_ replay: @escaping @MainActor (inout LessonOutput) -> Void) -> Lesson {
    var copy = self
    copy.live = replay
    return copy
  }

  /// ScreenLab's own scenario: measured on the headless frameworks, so its measurement is its
  /// live replay.
  static func scenario(
    _ id: String, _ titleTR: String, _ titleEN: String, seed: String,
    run: @escaping @MainActor (inout LessonOutput) -> Void
  ) -> Lesson {
    var lesson = Lesson(id: id, titleTR: titleTR, titleEN: titleEN, seed: seed, measure: run)
    lesson.live = run
    lesson.isScenario = true
    return lesson
  }

  /// The lesson, with the reason it has no live replay.
  func withoutLive(_ reason: String, turkish: String) -> Lesson {
    var copy = self
    copy.noLiveReason = reason
    copy.noLiveReasonTR = turkish
    return copy
  }
}
