/// Help texts, one per command level.
enum Help {
  static let root = """
    OVERVIEW: Measure what Apple's UI frameworks put on screen, headless and deterministic.

    USAGE: screenlab [--lang tr|en] <command> ...

    COMMANDS:
      lesson        Re-run the course's lesson measurements with the ScreenLab kernels.
      animate       Print one animation's presentation value over time (text, JSON, SVG).
      analyze       Find stale-screen bugs in Swift sources; print SwiftUI view trees.

    OPTIONS:
      --lang tr|en  Output language (default: tr, the lessons' own words).
      -h, --help    Show help for a command: screenlab <command> --help.

    """

  static let lesson = """
    OVERVIEW: Re-run the course's lesson measurements with the ScreenLab kernels.

    USAGE: screenlab lesson list
           screenlab lesson all
           screenlab lesson <id>

    ARGUMENTS:
      list          List the lesson ids and titles.
      all           Print every lesson's measurement, each after a '== <id> ==' line.
      <id>          Print one lesson's measurement, exactly as the lesson prints it.

    OPTIONS:
      --lang tr|en  Output language (default: tr).
      -h, --help    Show this help.

    """

  static let lessonList = """
    OVERVIEW: List the lesson ids and titles.

    USAGE: screenlab lesson list [--lang tr|en]

    """

  static let lessonAll = """
    OVERVIEW: Print every lesson's measurement, each after a '== <id> ==' line.

    USAGE: screenlab lesson all [--lang tr|en]

    """

  static func lesson(_ lesson: Lesson) -> String {
    """
    OVERVIEW: \(lesson.titleEN)
      (\(lesson.titleTR); seed \(lesson.seed))

    USAGE: screenlab lesson \(lesson.id) [--lang tr|en]

    """
  }
}
