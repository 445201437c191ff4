/// Every lesson measurement the CLI can run, in course order.
enum LessonCatalog {
  static let all: [Lesson] = [
    .redraw, .modelLayer, .durationLimit,
    .panel, .animatedVersusPlain,
    .drag, .unknownStorage,
  ]

  /// The lesson with `id`, if any.
  static func lesson(_ id: String) -> Lesson? { all.first { $0.id == id } }
}
