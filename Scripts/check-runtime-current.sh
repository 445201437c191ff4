#!/usr/bin/env bash
# Checks the house rule on the task-local runtime (Docs/Architecture.md, "What is public, and
# what is plumbing"): `Runtime.current` is read only where Apple's API has no runtime to pass,
# and everything inside is handed the runtime explicitly. Every read in Sources (outside
# comments and string literals) must sit in one of the declarations listed below, named by
# file, enclosing type and declaration; a read anywhere else fails (status 1, one line per
# read, naming the file, the line and the declaration it is in).
#
# A read is any spelling of the current runtime, found by a text heuristic (no SwiftSyntax):
#   - `Runtime.current` (also split over two lines, `Runtime` then `.current`);
#   - inside `Runtime` itself, `Self.current` or a bare `current`;
#   - the implicit member `.current` (a dot after a space, `(`, `,`, `:`, `=`, `{` or `??`) when
#     the text before it names the type `Runtime` (`runtime: Runtime = .current`,
#     `-> Runtime { .current`), or a label or variable whose name contains "runtime"
#     (`runtime: .current`, `self.runtime = .current`, `runtime ?? .current`), or, when it
#     names neither a type nor such a name, when the file mentions `Runtime` at all (spell the
#     type out, `SystemError.current`, to pass).
# Not a read: `.current` after another type named before it (`calendar: Calendar = .current`)
# and a member of another type or value (`Calendar.current`, `Locale.current`,
# `Thread.current`, `RunLoop.current`, `DisplayCycle.current`, `self.current`). Not seen:
# `.current` in a multi-line string, a block comment, a context on neither its line nor the
# one before, or an unlabeled argument in a file that never names `Runtime`.
#
# ENTRY_POINTS are Apple-named API (or the headless piece standing in for one, such as
# `DisplayCycle.current`, which UIKit's drawing functions reach). HELPERS are reads inside
# plumbing that still fetch the runtime instead of being passed it: the list only shrinks (a
# helper is removed from it once its callers pass the runtime).
#
# Usage: Scripts/check-runtime-current.sh [ROOT]   (ROOT defaults to the repository)
#        Scripts/check-runtime-current.sh --self-test   (runs the check over a sample with each
#        spelling above and the non-reads; fails unless it reports exactly the reads; CI runs it)
set -euo pipefail
mode=""
if [ "${1:-}" = "--self-test" ]; then
  mode="--self-test"
  shift
fi
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
exec python3 - "$root" $mode <<'PYTHON'
import os
import re
import sys

root = os.path.abspath(sys.argv[1])

# (file, enclosing type or "", declaration)
ENTRY_POINTS = {
    ("Sources/HeadlessQuartzCore/Layers/CALayer.swift", "CALayer", "init"),
    ("Sources/HeadlessQuartzCore/Layers/CALayer.swift", "CALayer", "init?"),
    ("Sources/HeadlessQuartzCore/Animations/CATransaction.swift", "CATransaction", "var engine"),
    ("Sources/HeadlessQuartzCore/MediaTime.swift", "", "func CACurrentMediaTime"),
    ("Sources/HeadlessSwiftUI/Animation/WithAnimation.swift", "", "func withAnimation"),
    ("Sources/HeadlessSwiftUI/Animation/WithAnimation.swift", "", "func withTransaction"),
    ("Sources/HeadlessSwiftUI/Animation/WithAnimation.swift", "", "var transaction"),
    ("Sources/HeadlessSwiftUI/Views/TimelineView.swift", "TimelineView", "var body"),
    ("Sources/HeadlessCombine/Timer+Publish.swift", "TimerPublisher", "func connect"),
    ("Sources/HeadlessUIKit/Controls/Selector.swift", "Timer", "func scheduledTimer"),
    ("Sources/HeadlessUIKit/Controls/UIMenuController.swift", "UIMenuController", "var shared"),
    ("Sources/HeadlessUIKit/Views/UIApplication.swift", "UIApplication", "var shared"),
    ("Sources/HeadlessUIKit/Input/UIFeedbackGenerator.swift", "UIPasteboard", "var general"),
    ("Sources/HeadlessUIKit/Display/DisplayCycle.swift", "DisplayCycle", "var current"),
    ("Sources/HeadlessUIKit/Drawing/UIGraphics.swift", "", "func UIGraphicsGetCurrentContext"),
    ("Sources/HeadlessUIKit/Drawing/UIGraphics.swift", "GraphicsContextStack", "var current"),
    ("Sources/HeadlessUIKit/Drawing/NSString+Drawing.swift", "NSString", "func draw"),
    ("Sources/HeadlessUIKit/Drawing/UIBezierPath.swift", "UIBezierPath", "func paint"),
    ("Sources/HeadlessUIKit/Drawing/UIColor.swift", "UIColor", "func currentContext"),
    ("Sources/HeadlessUIKit/UIGraphicsImageRenderer.swift", "UIImage", "func draw"),
    ("Sources/HeadlessUIKit/Drawing/UIImage.swift", "UIImage", "init?"),
    ("Sources/HeadlessUIKit/Drawing/UIImage.swift", "UIImage", "init"),
    ("Sources/HeadlessUIKit/Views/UIView+AppearanceProxy.swift", "UIView", "func appearance"),
    ("Sources/Facades/AVFoundation/Playback.swift", "AVPlayer", "init"),
    ("Sources/Facades/CoreLocation/Geocoding.swift", "CLGeocoder", "init"),
    ("Sources/Facades/CoreBluetooth/Managers.swift", "CBManager", "init"),
    ("Sources/Facades/HeadlessFoundation/NetService.swift", "NetService", "init"),
    ("Sources/Facades/HeadlessFoundation/NetService.swift", "NetServiceBrowser", "init"),
    ("Sources/Facades/GameplayKit/Random.swift", "GKRandomSource", "func sharedRandom"),
    ("Sources/Facades/HeadlessFoundation/URLSession.swift", "URLSession", "var shared"),
    ("Sources/Facades/HeadlessFoundation/URLSession.swift", "URLSession", "init"),
    ("Sources/Runtime/CADisplayLink.swift", "CADisplayLink", "init"),
    ("Sources/HeadlessBridging/UIHostingController.swift", "UIHostingController", "init"),
    # The default argument of ScreenLab's hosts, which stand in for the app's window and the
    # render server (Docs/Architecture.md): `ViewHost(rootView:)` on the test's runtime.
    ("Sources/HeadlessSwiftUI/Host/ViewHost.swift", "ViewHost", "init"),
    ("Sources/HeadlessQuartzCore/Engine/PresentationRenderer.swift", "PresentationRenderer",
     "init"),
}
HELPERS = {
    # A binding's setter: the write has no runtime of its own.
    ("Sources/HeadlessSwiftUI/Data/ObservedObject.swift", "ObjectLocation", "func set"),
    ("Sources/HeadlessSwiftUI/Data/AppStorage.swift", "StoredValueLink", "func set"),
    # The view graph merges the task's transaction with its own (Docs/Architecture.md).
    ("Sources/HeadlessSwiftUI/Graph/ViewGraph.swift", "ViewGraph", "func currentTransaction"),
    # The representables' leaves, called by the graph, which could pass its runtime.
    ("Sources/HeadlessBridging/UIViewRepresentable.swift", "UIViewRepresentable",
     "func makePlatformLeaf"),
    ("Sources/HeadlessBridging/UIViewRepresentable.swift", "UIViewRepresentable",
     "func updatePlatformLeaf"),
    ("Sources/HeadlessBridging/UIViewRepresentable.swift", "UIViewRepresentable",
     "func dismantlePlatformLeaf"),
    ("Sources/HeadlessBridging/UIViewRepresentable.swift", "UIViewControllerRepresentable",
     "func makePlatformLeaf"),
    ("Sources/HeadlessBridging/UIViewRepresentable.swift", "UIViewControllerRepresentable",
     "func updatePlatformLeaf"),
    ("Sources/HeadlessBridging/UIViewRepresentable.swift", "UIViewControllerRepresentable",
     "func dismantlePlatformLeaf"),
    # Target-action and the first responder, reached from UIKit calls without a runtime.
    ("Sources/HeadlessUIKit/Controls/Selector.swift", "SelectorTable", "func send"),
    ("Sources/HeadlessUIKit/Controls/Selector.swift", "SelectorPerforming", "func perform"),
    ("Sources/HeadlessUIKit/Views/UIResponder.swift", "FirstResponder", "var current"),
    ("Sources/HeadlessUIKit/Input/UIFeedbackGenerator.swift", "UIFeedbackGenerator",
     "func record"),
}
ALLOWED = ENTRY_POINTS | HELPERS

MODIFIERS = (r"(?:(?:public|open|package|internal|private|fileprivate|static|class|final|"
             r"override|nonisolated|mutating|convenience|required|@MainActor|"
             r"@discardableResult|@inlinable|@usableFromInline)\s+)*")
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*" + MODIFIERS
                         + r"(func\s+[^\s(<]+|init[?!]?|var\s+\w+|subscript|deinit)")
TYPE = re.compile(r"^\s*" + MODIFIERS + r"(?:class|struct|enum|extension|actor|protocol)\s+([\w.]+)")
EXPLICIT_TYPES = ("Runtime",)
STRING = re.compile(r'"(?:\\.|[^"\\])*"')
CURRENT = re.compile(r"\.\s*current\b")
# An implicit member `.current` whose type the same line (or the line it continues) names:
# the text before it ends in one of these.
TYPED = re.compile(r":\s*([\w.]+)\s*[?!]?\s*=\s*$")  # `name: Type = .current`
RETURNS = re.compile(r"(?::|->)\s*([\w.]+)\s*[?!]?\s*\{\s*(?:return\s+)?$")  # `-> Type { .current`
LABEL = re.compile(r"(\w+)\s*:\s*$")  # `runtime: .current` (an argument label)
# `runtime = .current`, `runtime ?? .current`
ASSIGNED = re.compile(r"([\w.]+)\s*(?:=|\?\?|==|!=|===|!==)\s*(?:return\s+)?$")
RUNTIME_WORD = re.compile(r"\bRuntime\b")


def code_of(line):
    """The line without string literals and its trailing comment."""
    return STRING.sub('""', line).split("//")[0]


def classify(before, owner, file_names_runtime):
    """Why the `.current` after `before` reads the current runtime, or None if it does not.

    `before` is the code before the dot (with the previous line prepended when the line starts
    with the dot)."""
    stripped = before.rstrip()
    if stripped and (stripped[-1].isalnum() or stripped[-1] in "_)]}?!>`"):
        if stripped[-1] in "?!" and before != stripped:
            pass  # `?? .current`, `! .current` with a space: an operator, not optional chaining
        else:
            receiver = re.search(r"([\w`]+)\s*$", stripped)
            name = receiver.group(1).strip("`") if receiver else ""
            if name in EXPLICIT_TYPES:
                return "Runtime.current"
            if name == "Self" and owner == "Runtime":
                return "Self.current in Runtime"
            return None  # a member of another value or type (`Calendar.current`, `x.current`)
    for pattern in (TYPED, RETURNS):
        found = pattern.search(stripped)
        if found:
            return ".current typed Runtime" if found.group(1).split(".")[-1] == "Runtime" else None
    for pattern, what in ((LABEL, "argument"), (ASSIGNED, "assigned")):
        found = pattern.search(stripped)
        if found:
            name = found.group(1).split(".")[-1].lower()
            if "runtime" in name:
                return f".current as a runtime ({what} `{found.group(1)}`)"
    # No type says what `.current` is, and no label or name says runtime: in a file that names
    # `Runtime` it may be the runtime (spell the type out, `SystemError.current`, to be clear).
    return ".current of an unnamed type in a file that uses Runtime" if file_names_runtime else None


def check(root, allowed):
    problems = []
    for folder, _, files in sorted(os.walk(os.path.join(root, "Sources"))):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, root)
            with open(path, encoding="utf-8") as handle:
                lines = handle.read().split("\n")
            codes = [code_of(line) for line in lines]
            file_names_runtime = any(RUNTIME_WORD.search(code) for code in codes)
            for index, line in enumerate(lines):
                code = codes[index]
                reads = []
                for match in CURRENT.finditer(code):
                    before = code[: match.start()]
                    if not before.strip() and index > 0:
                        before = codes[index - 1].rstrip() + " "  # a chain continued on this line
                    reads.append(before)
                bare = re.search(r"(?<![.\w$])current\b", code)
                if not reads and not bare:
                    continue
                declaration, owner = "(top level)", ""
                # The owner is the nearest type declared less indented than the declaration (a
                # nested type declared above it, already closed, is a sibling, not the owner).
                depth = len(line) - len(line.lstrip())
                for above in range(index, -1, -1):
                    text = lines[above]
                    indent = len(text) - len(text.lstrip())
                    found = DECLARATION.match(text)
                    if found and declaration == "(top level)":
                        declaration = re.sub(r"\s+", " ", found.group(1))
                        depth = indent
                    kind = TYPE.match(text)
                    if kind and (indent < depth or declaration == "(top level)"):
                        owner = kind.group(1)
                        break
                kinds = [classify(before, owner, file_names_runtime) for before in reads]
                # Inside Runtime itself, a bare `current` (not its declaration) is a read too.
                declares = re.search(r"\b(?:var|let)\s+current\b", code)
                if bare and owner == "Runtime" and not declares:
                    kinds.append("current in Runtime")
                kinds = [kind for kind in kinds if kind]
                if kinds and (relative, owner, declaration) not in allowed:
                    shown = f"{owner}.{declaration}" if owner else declaration
                    problems.append(
                        f"{relative}:{index + 1}: the current runtime is read ({kinds[0]}) in "
                        f"{shown}, which is not an entry point of Apple's API; pass the runtime "
                        "in (or, for an Apple-named entry point, list it in "
                        "Scripts/check-runtime-current.sh)")
    return problems


# The spellings the check must catch (line numbers of SAMPLE marked `# read`) and those it must
# let pass; `--self-test` runs the check over SAMPLE in a temporary tree (CI calls it).
SAMPLE = """\
import Foundation
struct Sample {
  var runtime: Runtime
  init(runtime: Runtime = .current) {  # read
    self.runtime = .current  # read
  }
  func make() -> Runtime { .current }  # read
  func fetch() -> Runtime { Runtime.current }  # read
  func chained() -> Runtime {
    Runtime
      .current  # read
  }
  func pass() { use(runtime: .current) }  # read
  func fallback(_ given: Runtime?) -> Runtime { given ?? .current }  # read
  func local() { let clock: Runtime = .current; _ = clock }  # read
  func unnamed() { use(.current) }  # read
  func others() {
    let calendar: Calendar = .current
    _ = (Calendar.current, Locale.current, Thread.current, RunLoop.current, TimeZone.current)
    _ = (calendar, "Runtime.current", self.current, engine.current)  // Runtime.current
  }
}
extension Runtime {
  static var twice: Runtime { Self.current }  # read
  static var again: Runtime { current }  # read
}
"""
SAMPLE_QUIET = """\
import Foundation
func fail() -> SystemError { .current }
func other() { failure = .current; _ = (offset, .current) }
"""


def self_test():
    import tempfile
    expected = {index + 1 for index, line in enumerate(SAMPLE.split("\n")) if "# read" in line}
    with tempfile.TemporaryDirectory() as temporary:
        os.makedirs(os.path.join(temporary, "Sources", "Sample"))
        for name, text in (("Sample.swift", SAMPLE), ("Quiet.swift", SAMPLE_QUIET)):
            with open(os.path.join(temporary, "Sources", "Sample", name), "w") as handle:
                handle.write(text.replace("  # read", ""))
        problems = check(temporary, set())
    found = {int(problem.split(":")[1]) for problem in problems if "Sample.swift" in problem}
    quiet = [problem for problem in problems if "Quiet.swift" in problem]
    if found != expected or quiet:
        print(f"check-runtime-current --self-test: expected reads on lines {sorted(expected)} "
              f"of the sample, found {sorted(found)}; false positives: {quiet}")
        sys.exit(1)
    print(f"check-runtime-current --self-test: all {len(expected)} spellings caught, "
          "no false positive")


if len(sys.argv) > 2 and sys.argv[2] == "--self-test":
    self_test()
    sys.exit(0)
problems = check(root, ALLOWED)
for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print(f"check-runtime-current: the current runtime is read only in the {len(ALLOWED)} listed "
      "places")
PYTHON
