extension Help {
  static let run = """
    OVERVIEW: Compile Swift view files unmodified against ScreenLab and run their views.

    USAGE: screenlab run FILE.swift... [--view NAME] [--tap LABEL] [--toggle LABEL]
                         [--drag FROM:TO] [--advance SECONDS] [--refresh] [--svg OUT]
                         [--report <file>] [--trace <file>] [--format text|json]
                         [--cache DIR] [--lang tr|en]

    The files keep their own imports (import SwiftUI, import UIKit, ...): they are compiled
    against ScreenLab's facade modules in a scratch package in the cache folder. A copy is
    rewritten first, on the same lines (@objc, @objcMembers, @nonobjc and dynamic removed;
    #selector(...) turned into a ScreenLab Selector that target-action resolves through a
    table generated from the same files); the files themselves are never changed. Compiler
    errors are printed with the files' own paths and lines, and the first missing ScreenLab
    symbol is named.

    The first run builds ScreenLab in the cache (minutes); every later run of the same or
    other files reuses that build and recompiles only the given files (seconds).

    Hosted: every PreviewProvider's previews and every View with init() that no other view
    uses (a screen); UIView subclasses with init(frame:) or init() and UIViewController
    subclasses with init(), in a 390 x 844 window. Printed: the view tree, then one line per
    step, in the order given: the Invalidation kernel's line for SwiftUI (the words of
    'screenlab lesson ... --live'), the draw(_:) calls for UIKit; then the counts.

    ARGUMENTS:
      FILE.swift          One or more Swift source files.

    OPTIONS:
      --view NAME         Host only the view (or preview provider, UIView, controller) NAME.
      --tap LABEL         Tap the button or tappable view whose text is LABEL.
      --toggle LABEL      Flip the toggle whose label is LABEL (SwiftUI).
      --drag FROM:TO      Drag a finger for 0.25 s; FROM and TO are points X,Y or view
                          names, TO may be an offset +DX,DY.
      --advance SECONDS   Advance the virtual clock: main-queue blocks, asyncAfter, timers
                          and display links due in that time run, their writes measured.
      --refresh           Pull to refresh the first List or ScrollView under .refreshable
                          (SwiftUI); the action runs on the clock, from the next turn.
      --svg OUT           Write the screen after the steps as SVG to OUT (one hosted view).
      --report <file>     Also write the run as one self-contained HTML page: the steps and
                          their lines, the updates (SwiftUI), the screen at every frame, the
                          printed text (one hosted view).
      --trace <file>      Also write the run's events as a Chrome trace (JSON), for
                          Perfetto or chrome://tracing (one hosted view).
      --format text|json  Output format (default: text).
      --cache DIR         The cache folder (default: $XDG_CACHE_HOME/screenlab/run, else
                          ~/.cache/screenlab/run).
      --lang tr|en        Output language (default: tr, or SCREENLAB_LANG).
      -h, --help          Show this help.
    --tap, --toggle, --drag, --advance and --refresh repeat; steps run in the order given.

    TIME BUDGET:
      Virtual time: each --advance moves the clock at most 3600 s; a drag takes 0.25 s; a
      tap or a toggle takes none (its update runs in the same turn). Real time: the hosted
      program is stopped after 300 s of wall-clock time (a guard, not a measurement).

    ENVIRONMENT:
      SCREENLAB_LANG      tr or en: the output language when --lang is not given.
      SCREENLAB_ROOT      The ScreenLab checkout to compile against (default: this one).
      SCREENLAB_SWIFT     The swift to build with (default: the first swift on PATH).

    EXIT STATUS:
      0   Done.
      1   A file could not be read, did not compile, or a step found no control; the hosted
          program failed; the SVG, the report or the trace could not be written, or more
          than one view was hosted for them.
      64  Usage error (no file, not a .swift file, a bad step value, an unknown --view, an
          empty or repeated file name for --svg, --report, --trace).

    """
}
