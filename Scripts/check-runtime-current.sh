#!/usr/bin/env bash
# Checks the house rule on the task-local runtime (Docs/Architecture.md, "What is public, and
# what is plumbing"): `Runtime.current` is read only where Apple's API has no runtime to pass,
# and everything inside is handed the runtime explicitly. Every read in Sources (outside
# comments and string literals) must sit in one of the declarations listed below, named by
# file, enclosing type and declaration; a read anywhere else fails (status 1, one line per
# read, naming the file, the line and the declaration it is in).
#
# ENTRY_POINTS are Apple-named API (or the headless piece standing in for one, such as
# `DisplayCycle.current`, which UIKit's drawing functions reach). HELPERS are reads inside
# plumbing that still fetch the runtime instead of being passed it: the list only shrinks (a
# helper is removed from it once its callers pass the runtime).
#
# Usage: Scripts/check-runtime-current.sh [ROOT]   (ROOT defaults to the repository)
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
exec python3 - "$root" <<'PYTHON'
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
    ("Sources/HeadlessUIKit/Views/UIView+AppearanceProxy.swift", "UIView", "func appearance"),
    ("Sources/Facades/AVFoundation/Playback.swift", "AVPlayer", "init"),
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
STRING = re.compile(r'"[^"]*Runtime\.current[^"]*"')

problems = []
for folder, _, files in os.walk(os.path.join(root, "Sources")):
    for name in sorted(files):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(folder, name)
        relative = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        for index, line in enumerate(lines):
            code = line.split("//")[0]
            if "Runtime.current" not in STRING.sub("", code):
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
            if (relative, owner, declaration) not in ALLOWED:
                shown = f"{owner}.{declaration}" if owner else declaration
                problems.append(
                    f"{relative}:{index + 1}: Runtime.current read in {shown}, which is not an "
                    "entry point of Apple's API; pass the runtime in (or, for an Apple-named "
                    "entry point, list it in Scripts/check-runtime-current.sh)")

for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print(f"check-runtime-current: Runtime.current is read only in the {len(ALLOWED)} listed places")
PYTHON
