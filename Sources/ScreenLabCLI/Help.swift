import ScreenLabCourse
import ScreenLabReport

/// Help texts, one per command level.
enum Help {
  /// `text` in lines of at most `width` characters, the lines after the first indented.
  static func wrap(_ text: String, width: Int, indent: Int) -> String {
    let lines = TextWrap.lines(text, width: width - indent)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }

  /// The root help's list of commands, one line each, from ``ScreenLabCommand/declarations``.
  private static var commandLines: String {
    ScreenLabCommand.declarations.map { declaration in
      "  " + declaration.name
        + String(repeating: " ", count: max(1, 14 - declaration.name.count))
        + declaration.summary
    }.joined(separator: "\n")
  }

  static let root = """
    OVERVIEW: Measure what Apple's UI frameworks put on screen, headless and deterministic.

    USAGE: screenlab [--lang tr|en] <command> ...

    COMMANDS:
    \(commandLines)

    OPTIONS:
      --lang tr|en  Output language (default: tr, the lessons' own words, or
                    SCREENLAB_LANG when it is set to tr or en).
      -h, --help    Show help for a command: screenlab <command> --help.
      --version     Print the version.

    Options may be written '--name value' or '--name=value', each at most once (only
    analyze's --label and run's steps repeat); '--' ends the options.

    EXIT STATUS:
      0   Done.
      1   The command ran and failed: a file could not be written, standard output could
          not be written (analyze: 1 means findings; its failures are 2).
      2   analyze only: a source could not be read, or no SwiftSyntax in this build.
      64  Usage error: an unknown command, option, value or id (EX_USAGE).
    Every error is one line on standard error, starting with 'error:'.

    """

  static let lesson = """
    OVERVIEW: Re-run the course's lesson measurements with the ScreenLab kernels.

    USAGE: screenlab lesson list
           screenlab lesson all [--live]
           screenlab lesson <id> [--live [--report <file>] [--trace <file>]]

    ARGUMENTS:
      list          List the lesson ids and titles, then ScreenLab's own scenarios (the
                    transitions and the lessons' DZ/EK limits, measured; not course text).
      all           Print every course lesson's measurement, each after a '== <id> ==' line.
      <id>          Print one lesson's measurement, exactly as the lesson prints it, or one
                    scenario's.

    OPTIONS:
      --live        Derive the measurement by running the lesson's scenario on the headless
                    frameworks (the screen read from what was drawn or presented), instead
                    of the lesson's hand-written model; the lines are the same when the
                    lesson's model is right. Every lesson has one but
                    hareketler/unknown-storage: a key with no storage has nothing to run.
      --report <file> With --live: write the run as one self-contained HTML page
                    (timeline, updates and their causes, view tree, animations,
                    filmstrip, Sync verdicts; Docs/Report.md).
      --trace <file>  With --live: write the same events as a Chrome trace (JSON for
                    Perfetto and chrome://tracing), in microseconds of virtual time.
      --lang tr|en  Output language (default: tr).
      -h, --help    Show this help.

    """

  static let lessonList = """
    OVERVIEW: List the lesson ids and titles, then ScreenLab's own scenarios.

    USAGE: screenlab lesson list [--lang tr|en]

    """

  static let lessonAll = """
    OVERVIEW: Print every course lesson's measurement, each after a '== <id> ==' line.

    USAGE: screenlab lesson all [--live] [--lang tr|en]

    OPTIONS:
      --live        Only the lessons with a live replay, each replayed; standard error
                    names the lessons left out and why.

    """

  static func lesson(_ lesson: Lesson) -> String {
    let live =
      lesson.live != nil
      ? """
        --live        Derive the measurement by running the lesson's scenario on the
                      headless frameworks instead of the lesson's hand-written model.
        --report <file> With --live: the run as a self-contained HTML page.
        --trace <file>  With --live: the run as a Chrome trace (JSON).
      """
      : "  --live        "
        + wrap(
          "Not available for this lesson: \(lesson.noLiveReason ?? "no replay").", width: 74,
          indent: 16)
    let usage =
      lesson.live != nil
      ? "screenlab lesson \(lesson.id) [--live [--report <file>] [--trace <file>]]\n"
        + String(repeating: " ", count: 24) + "[--lang tr|en]"
      : "screenlab lesson \(lesson.id) [--live] [--lang tr|en]"
    return """
      OVERVIEW: \(lesson.titleEN)
        (\(lesson.titleTR); seed \(lesson.seed))

      USAGE: \(usage)

      OPTIONS:
      \(live)
        --lang tr|en  Output language (default: tr).
        -h, --help    Show this help.

      """
  }

  static let touch = """
    OVERVIEW: Drag seed 004's card with a sampled finger; count samples, updates, bodies.

    A finger drags the card of the seed's BoardScreen in a straight line, sampled
    --finger-hz times a second on a display refreshing --display-hz times a second, on the
    virtual clock. The report answers lesson 004's open questions: how many samples the
    finger produced and how many updates and body evaluations they became (EK2: samples
    faster than the display coalesce into one update per frame), and what the lift changed
    in how many updates, in the order written (EK4: the gesture state's reset, then
    onEnded's position, in one update).

    USAGE: screenlab touch [--finger-hz <n>] [--display-hz <n>] [--duration <s>]
                           [--dx <points>] [--dy <points>] [--report <file>]
                           [--trace <file>] [--lang tr|en]

    OPTIONS:
      --finger-hz <n>     Touch samples per second (default 240).
      --display-hz <n>    Display refresh rate (default 120).
      --duration <s>      How long the finger moves (default 0.5).
      --dx, --dy <points> How far it moves (default 60 and 30).
      --report <file>     Also write the drag as a self-contained HTML page: the frames,
                          the samples, the card's body runs, the lift (Docs/Report.md).
      --trace <file>      Also write it as a Chrome trace (JSON, virtual microseconds).
      --lang tr|en        Output language (default: tr).
      -h, --help          Show this help.

    """

  static let draw = """
    OVERVIEW: Render one of the seeds' views to SVG (UIKit demos, SwiftUI screens).

    A UIKit demo is built in a headless UIWindow, its model is set to --progress with an
    animation where the seed animates, the runtime advances to --at seconds (by default to
    the end of the animations the demo starts), and the window is rendered (layers'
    presentation values and the display lists of draw(_:)).
    A SwiftUI screen is hosted as it first appears, laid out in a 390 x 844 window, and
    painted from the layout pass (shapes, colours, text under the fixed 8 x 17 metric).
    Every picture is captioned: a <title>, a <desc> and a line of text below the drawing
    name the view, the progress and the time (in the --lang language).

    With --format json it prints what the drawing cost instead of the picture: each
    draw(_:) pass's profile (operations, path elements, area inside and outside the dirty
    rect, objects created, super.draw) and the layer tree's weight (Docs/CLI.md, section 7).

    USAGE: screenlab draw <demo> [--progress <p>] [--at <t>] [--out <file>]
                          [--format svg|json]

    ARGUMENTS:
      <demo>            UIKit demos: ring (ProgressRingView), triangle (TriangleView),
                        star (StarView), circular-progress (CircularProgressView).
                        SwiftUI screens: panel (PanelScreen), board (BoardScreen),
                        card-row (CardRow).

    OPTIONS:
      --progress <p>    UIKit demos: the progress to show, 0 to 100 (default: 70).
      --at <t>          UIKit demos: the virtual time in seconds, 0 to 3600 (default: when
                        the demo's animations end, so the picture shows the end state).
      --out <file>      Write the SVG to this file instead of standard output: a regular
                        file is replaced atomically, a symbolic link written through, a
                        FIFO or device written to (Docs/CLI.md, section 6).
      --format svg|json The captioned SVG (default), or the draw profiles and the layer
                        weight as JSON.
      --lang tr|en      Caption language (default: tr).
      -h, --help        Show this help.

    """
}
