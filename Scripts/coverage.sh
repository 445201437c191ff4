#!/usr/bin/env bash
# Generates Docs/Coverage.md: which of Apple's types and members ScreenLab has, per framework,
# read from the public symbol graphs of the modules (Scripts/symbol-graphs.sh).
#
# Usage: Scripts/coverage.sh           regenerate Docs/Coverage.md
#        Scripts/coverage.sh --check   fail (status 1, with a diff) when it is out of date
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-write}"
case "$mode" in
  write | --check) ;;
  *)
    echo "usage: Scripts/coverage.sh [--check]" >&2
    exit 2
    ;;
esac

graphs="$(bash Scripts/symbol-graphs.sh .build/symbol-graphs | tail -1)"
generated="$(mktemp)"
trap 'rm -f "$generated"' EXIT

python3 - "$graphs" >"$generated" <<'PYTHON'
import collections
import glob
import json
import os
import sys

graphs = sys.argv[1]

# Each framework module, the Apple framework it stands in for, and the prefixes Apple's names
# carry there ("" for SwiftUI, whose names have none).
FRAMEWORKS = [
    # `ColorResource`, `ImageResource`: DeveloperToolsSupport's asset references, which SwiftUI
    # and UIKit both take, declared in the module below both.
    ("Core Graphics", "HeadlessCoreGraphics",
     ("CG", "CA", "CF", "NS", "ColorResource", "ImageResource")),
    ("Core Animation (QuartzCore)", "HeadlessQuartzCore", ("CA", "CG", "CF", "NS", "kCA")),
    # `Selector`: the Objective-C overlay's type, which UIKit's target-action takes; `objc_`:
    # the Objective-C runtime's associated-object functions, which UIKit code calls.
    ("UIKit", "HeadlessUIKit", ("UI", "NS", "Selector", "objc_")),
    ("SwiftUI", "HeadlessSwiftUI", ()),
    ("Combine", "HeadlessCombine", ()),
    ("SwiftUI and UIKit together (bridging)", "HeadlessBridging", ()),
]
# ScreenLab's own public types inside the framework modules: the headless pieces Apple's API
# has no counterpart for (a host, a clock hook, a record of what was drawn, benchmarks).
# A new public type in Core Graphics, Core Animation or UIKit without Apple's prefix must be
# added here, or this script fails; SwiftUI's names have no prefix, so keep its list honest.
ADDITIONS = {
    "HeadlessCoreGraphics": {
        "DisplayList", "DrawCommand", "DrawProfile", "PathElement", "SVGWriter",
    },
    "HeadlessQuartzCore": {
        "CGColorConvertible", "DrawProfileLog", "LayerTreeWeight", "PresentationEvaluator",
        "PresentationKeyPath", "PresentationRenderer", "PresentationSample", "ScreenValue",
    },
    "HeadlessUIKit": {
        "AssetStandIns", "DisplayCycle", "DisplayCycleCounters", "DrawRecord", "DrawnValues",
        "HeadlessViewState", "SVGRenderer", "SelectorTable", "SelectorPerforming",
        "EmptyArchiveCoder",
    },
    "HeadlessSwiftUI": {
        "AnimationMeasurement", "BodyEvaluation", "DragSession", "GesturePriority", "IDView",
        "IdentityEvent", "InvalidationReport", "KeyCause", "LayoutMetric", "LeavingView",
        "ObjectBindings",
        "PlatformLeafContext", "PlatformViewLeaf", "PresentedSample", "RuntimeIssue", "TextMetric",
        "TouchStatistics", "ViewHost",
    },
    "HeadlessCombine": {"ObjectWillChangeSubscription"},
    "HeadlessBridging": set(),
}
# ScreenLab's own modules: every public declaration is ScreenLab API.
OWN = [
    ("Measure", "the lessons' kernels"),
    ("Runtime", "the virtual clock, run loop and trace"),
    ("TimingCurves", "the timing maths Core Animation and SwiftUI share"),
    ("TouchInput", "scripted touches, played in the run loop's input phase"),
    ("ScreenLabAnalysis", "the source analyzer"),
    ("ScreenLabTesting", "the testing library"),
    ("ScreenLabReport", "the HTML report and the Chrome trace of a run"),
    ("ScreenLabRun", "the driver of the programs `screenlab run` compiles"),
]
KINDS = {
    "swift.class": "class", "swift.struct": "struct", "swift.enum": "enum",
    "swift.protocol": "protocol", "swift.typealias": "typealias", "swift.func": "function",
    "swift.func.op": "operator", "swift.var": "variable",
}


def load(module):
    """(top-level symbols by name, members by owner path, extended types by module)."""
    tops = {}
    members = collections.defaultdict(collections.Counter)
    extended = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
    for path in sorted(glob.glob(os.path.join(graphs, module + "*.symbols.json"))):
        name = os.path.basename(path)[: -len(".symbols.json")]
        if name != module and not name.startswith(module + "@"):
            continue
        other = name.split("@", 1)[1] if "@" in name else None
        with open(path, encoding="utf-8") as handle:
            symbols = json.load(handle)["symbols"]
        for symbol in symbols:
            components = symbol["pathComponents"]
            if any(c.startswith("_") for c in components):
                continue
            kind = symbol["kind"]["identifier"]
            title = symbol["names"]["title"]
            if other:
                extended[other][components[0]][".".join(components[1:]) or title] += 1
            elif len(components) == 1:
                entry = tops.setdefault(title, {"kind": KINDS.get(kind, kind), "count": 0})
                entry["count"] += 1
            else:
                members[".".join(components[:-1])][title] += 1
    return tops, members, extended


def member_list(counter):
    names = []
    for title in sorted(counter, key=lambda t: (t.lower(), t)):
        count = counter[title]
        names.append(f"`{title}`" + (f" ×{count}" if count > 1 else ""))
    return ", ".join(names) if names else "—"


def type_rows(names, tops, members):
    rows = []
    for name in names:
        entry = tops[name]
        owned = {path: c for path, c in members.items() if path == name or path.startswith(name + ".")}
        total = sum(sum(c.values()) for c in owned.values())
        kind = entry["kind"] + (f" ×{entry['count']}" if entry["count"] > 1 else "")
        listing = member_list(owned.get(name, collections.Counter()))
        nested = sorted(p for p in owned if p != name)
        for path in nested:
            listing += f"; `{path}`: " + member_list(owned[path])
        rows.append(f"| `{name}` | {kind} | {total} | {listing} |")
    return rows


def table(rows):
    return ["| name | kind | members | members by name |", "|---|---|---:|---|"] + rows


out = []
out.append("# API coverage")
out.append("")
out.append(
    "Generated by `Scripts/coverage.sh` from the public symbol graphs of ScreenLab's modules; do "
    "not edit by hand. CI runs `Scripts/coverage.sh --check`, which fails when this file no "
    "longer matches the code.")
out.append("")
out.append(
    "For each Apple framework: the types and free functions ScreenLab has under Apple's names, "
    "with every public member they have (`×N`: N overloads; helpers ScreenLab adds to an Apple "
    "type are listed with its members), then ScreenLab's own additions in that "
    "module, then what the module adds to types of other modules. A name listed here exists; "
    "whether it behaves as Apple's is the business of `Docs/Semantics/`. Members with a leading "
    "underscore are not API and are left out.")
out.append("")

summary = ["| framework | module | Apple's names | their members | ScreenLab additions |",
           "|---|---|---:|---:|---:|"]
sections = []
unclassified = []
for framework, module, prefixes in FRAMEWORKS:
    tops, members, extended = load(module)
    additions = ADDITIONS[module]
    apple = [n for n in sorted(tops) if n.split("(")[0] not in additions]
    own = [n for n in sorted(tops) if n.split("(")[0] in additions]
    if prefixes:
        unclassified += [f"{module}.{n}" for n in apple if not n.startswith(prefixes)]
    apple_members = sum(
        sum(c.values()) for path, c in members.items() if path.split(".")[0] in apple)
    summary.append(
        f"| {framework} | `{module}` | {len(apple)} | {apple_members} | {len(own)} |")
    section = [f"## {framework}: `{module}`", "", "### Apple's names", ""]
    section += table(type_rows(apple, tops, members))
    if own:
        section += ["", "### ScreenLab additions", ""]
        section += table(type_rows(own, tops, members))
    for other in sorted(extended):
        section += ["", f"### Added to `{other}`", "", "| type | members |", "|---|---|"]
        for name in sorted(extended[other]):
            section.append(f"| `{name}` | {member_list(extended[other][name])} |")
    sections.append(section)

own_sections = []
for module, role in OWN:
    tops, members, extended = load(module)
    count = sum(sum(c.values()) for c in members.values())
    summary.append(f"| ScreenLab: {role} | `{module}` | — | — | {len(tops)} ({count} members) |")
    section = [f"## ScreenLab: `{module}`", "", f"{role[0].upper()}{role[1:]}.", ""]
    section += table(type_rows(sorted(tops), tops, members))
    for other in sorted(extended):
        section += ["", f"### Added to `{other}`", "", "| type | members |", "|---|---|"]
        for name in sorted(extended[other]):
            section.append(f"| `{name}` | {member_list(extended[other][name])} |")
    own_sections.append(section)

if unclassified:
    print("coverage: public types without Apple's prefix and not listed in ADDITIONS: "
          + ", ".join(unclassified), file=sys.stderr)
    sys.exit(1)

out += ["## Summary", ""] + summary + [""]
for section in sections + own_sections:
    out += section + [""]
sys.stdout.write("\n".join(out).rstrip("\n") + "\n")
PYTHON

if [ "$mode" = --check ]; then
  if ! diff -u Docs/Coverage.md "$generated"; then
    echo "coverage: Docs/Coverage.md is out of date; run Scripts/coverage.sh and commit it" >&2
    exit 1
  fi
  echo "coverage: Docs/Coverage.md is up to date"
else
  cp "$generated" Docs/Coverage.md
  echo "coverage: wrote Docs/Coverage.md"
fi
