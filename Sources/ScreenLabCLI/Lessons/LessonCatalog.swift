/// Every lesson measurement the CLI can run, in course order.
enum LessonCatalog {
  static let all: [Lesson] = [
    .redraw.withLive(Lesson.liveRedraw), .modelLayer.withLive(Lesson.liveModelLayer),
    .durationLimit.withLive(Lesson.liveDurationLimit),
    .panel.withLive(Lesson.livePanel),
    .animatedVersusPlain.withLive(Lesson.liveAnimatedVersusPlain),
    .drag.withLive(Lesson.liveDrag),
    .unknownStorage.withoutLive(
      "its key 'velocity' has no storage record, so there is no state to change and no "
        + "scenario to run"),
    .delegateIntact, .delegateNeverAssigned, .delegateDeallocated, .delegateRowNotReloaded,
    .bridgeRing, .bridgeNotForwarded, .bridgeNoDidSet, .bridgeCoordinator, .bridgeRootView,
  ]

  /// The lesson with `id`, if any.
  static func lesson(_ id: String) -> Lesson? { all.first { $0.id == id } }
}

extension Lesson {
  /// The lesson with a live replay.
  func withLive(_ replay: @escaping @Sendable (inout LessonOutput) -> Void) -> Lesson {
    var copy = self
    copy.live = replay
    return copy
  }

  /// The lesson, with the reason it has no live replay.
  func withoutLive(_ reason: String) -> Lesson {
    var copy = self
    copy.noLiveReason = reason
    return copy
  }
}
