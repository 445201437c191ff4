import ScreenLab
import ScreenLabCourse

/// `screenlab lesson list|all|<id> [--live] [--report FILE] [--trace FILE]`: chooses from the
/// course (`LessonCatalog`) and prints the lines its lessons return.
struct LessonCommand: RunnableCommand {
  enum Selection: Hashable {
    case help(String)
    case list
    case all(live: Bool)
    case lesson(String, live: Bool, report: ReportOptions)
  }

  let selection: Selection

  /// Reads the lesson's words (`list`, `all` or an id) and options; `--help` gives the help
  /// of the level named.
  @MainActor
  init(_ parsed: ParsedArguments, words: inout ArraySlice<String>) throws(UsageError) {
    let help = parsed.options.help
    let live = parsed.commandOptions.contains { $0.name == "--live" }
    let report = try ReportOptions(parsed, command: ["lesson"])
    var selection = try Self.select(&words, help: help, live: live)
    if report.isRequested, !help {
      guard case .lesson(let id, true, _) = selection else {
        throw UsageError(
          message: "'--report' and '--trace' apply to one lesson replayed live "
            + "('lesson <id> --live')",
          command: ["lesson"])
      }
      selection = .lesson(id, live: true, report: report)
    }
    self.selection = selection
  }

  @MainActor
  private static func select(
    _ words: inout ArraySlice<String>, help: Bool, live: Bool
  ) throws(UsageError) -> Selection {
    let ids = LessonCatalog.all.map(\.id)
    guard let selector = words.popFirst() else {
      if help { return .help(Help.lesson) }
      throw UsageError(
        message: "missing lesson; valid choices: list, all, " + ids.joined(separator: ", "),
        command: ["lesson"])
    }
    switch selector {
    case "list":
      if help { return .help(Help.lessonList) }
      guard !live else {
        throw UsageError(
          message: "'--live' does not apply to 'lesson list'; it applies to 'lesson all' and "
            + "'lesson <id>'",
          command: ["lesson"])
      }
      return .list
    case "all": return help ? .help(Help.lessonAll) : .all(live: live)
    default:
      guard let lesson = LessonCatalog.lesson(selector) else {
        throw .unknown("lesson", selector, choices: ["list", "all"] + ids, in: ["lesson"])
      }
      if live, lesson.live == nil, !help {
        let replayable = LessonCatalog.all.filter { $0.live != nil }.map(\.id)
        let reason = lesson.noLiveReason ?? "none written"
        throw UsageError(
          message: "lesson '\(selector)' has no live replay (\(reason)); lessons with one: "
            + replayable.joined(separator: ", "),
          command: ["lesson"])
      }
      return help ? .help(Help.lesson(lesson)) : .lesson(lesson.id, live: live, report: .none)
    }
  }

  @MainActor
  func run(
    language: Language, output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> ExitCode {
    switch selection {
    case .help(let text):
      output.write(text)
    case .list:
      let width = LessonCatalog.all.map(\.id.count).max() ?? 0
      @MainActor
      func write(_ lessons: [Lesson]) {
        for lesson in lessons {
          let padding = String(repeating: " ", count: width - lesson.id.count + 2)
          output.write("\(lesson.id)\(padding)\(lesson.title(language))\n")
        }
      }
      write(LessonCatalog.course)
      let scenarios = LessonCatalog.scenarios
      if !scenarios.isEmpty {
        output.write(
          language == .tr
            ? "\nScreenLab'in kendi senaryolari (ders metni degil):\n"
            : "\nScreenLab's own scenarios (not course text):\n")
        write(scenarios)
      }
    case .all(let live):
      let lessons = LessonCatalog.course.filter { !live || $0.live != nil }
      if live {
        // Standard error, so that the measurement on standard output stays the lessons' own.
        for lesson in LessonCatalog.course where lesson.live == nil {
          // A note inside Turkish output is Turkish too.
          errors.write(
            language == .tr
              ? "not: '\(lesson.id)' canli oynatilamiyor ve atlandi: "
                + "\(lesson.noLiveReasonTR ?? lesson.noLiveReason ?? "gerekce yazilmamis")\n"
              : "note: '\(lesson.id)' has no live replay and is left out: "
                + "\(lesson.noLiveReason ?? "none written")\n")
        }
      }
      for (position, lesson) in lessons.enumerated() {
        if position > 0 { output.write("\n") }
        output.write("== \(lesson.id) ==\n")
        if live {
          _ = lesson.writeLive(language, to: &output)
        } else {
          for line in lesson.run(language) { output.write(line + "\n") }
        }
      }
    case .lesson(let id, let live, let report):
      guard let lesson = LessonCatalog.lesson(id) else { return .usage }
      let recorder = report.recorder(title: lesson.title(language), language: language)
      // A live replay writes its lines itself (``Lesson/writeLive(_:recorder:to:)``).
      if live {
        _ = lesson.writeLive(language, recorder: recorder, to: &output)
      } else {
        let lines = lesson.run(language)
        for line in lines { output.write(line + "\n") }
        recorder?.lines(lines)
      }
      return report.write(recorder, language: language, errors: &errors)
    }
    return .success
  }
}
