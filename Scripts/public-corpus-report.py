#!/usr/bin/env python3
"""Prints the public corpus table from the results of Scripts/public-corpus.sh.

Reads PC_MANIFEST, PC_SET and PC_OUT (set by the script): DIR/compile/results.tsv and
DIR/run/NNN.{json,err,status}. A file is "hosted" when `screenlab run` listed a hosted view;
"changed" when its tap or drag step recomputed a SwiftUI body or drew a UIKit view. Its first
failure is the first compiler error (unmodified compile), else the first thing `screenlab run`
reported (a compile error after its rewrite, a view it cannot host, a trap), else a step that
found nothing to act on.
"""

import json
import os
import re
from collections import Counter, defaultdict

manifest = json.load(open(os.environ["PC_MANIFEST"]))
want = os.environ["PC_SET"]
out = os.environ["PC_OUT"]

# The sets of Scripts/public-corpus.sh (the same filters).
sets = {
    "all": lambda f: True,
    "dev": lambda f: True,
    "main": lambda f: not f.get("heldOut", False),
    "heldout": lambda f: f.get("heldOut", False),
    "main247": lambda f: not f.get("heldOut", False) and not f.get("formerlyHeldOut") and "round" not in f,
    "formerheldout": lambda f: f.get("formerlyHeldOut") is True,
    "round11": lambda f: f.get("round") == 11,
    "round16": lambda f: f.get("round") == 16,
    "round17": lambda f: f.get("round") == 17,
    "round18": lambda f: f.get("round") == 18,
}
files = [(i, f) for i, f in enumerate(manifest["files"]) if sets[want](f)]
compiled = {}
path = os.path.join(out, "compile", "results.tsv")
if os.path.exists(path):
    for line in open(path):
        parts = line.rstrip("\n").split("\t")
        if len(parts) >= 2:
            compiled[int(parts[0])] = (parts[1] == "ok", parts[2] if len(parts) > 2 else "")


def cause(message):
    """A failure message reduced to its cause, the symbol kept."""
    m = message.strip()
    rules = [
        (r"no such module '([^']+)'", "module not in ScreenLab: {0}"),
        (r"cannot find type '([^']+)' in scope", "missing type: {0}"),
        (r"cannot find '([^']+)' in scope", "missing symbol: {0}"),
        (r"value of type '([^']+)' has no member '([^']+)'", "missing member: {1} (on {0})"),
        (r"type '([^']+)' has no member '([^']+)'", "missing member: {1} (on {0})"),
        (r"has no member '([^']+)'", "missing member: {0}"),
        (r"Objective-C interoperability is disabled", "@objc (no Objective-C runtime)"),
        (r"no macro named 'Preview'", "#Preview (a macro: no plug-in without swift-syntax)"),
        (r"'@IBOutlet' property cannot have", "@IBOutlet (needs Objective-C classes)"),
        (r"'#selector' can only be used", "#selector (no Objective-C runtime)"),
        (r"does not override any method from its superclass", "override of a method ScreenLab lacks"),
        (r"main actor-isolated", "main-actor isolation"),
        (r"extra argument '([^']+)' in call", "initializer/method signature: extra argument '{0}'"),
        (r"missing argument", "initializer/method signature: missing argument"),
        (r"no exact matches in call to (.*)", "no matching overload: {0}"),
        (r"does not conform to protocol '([^']+)'", "protocol requirement missing: {0}"),
        (r"`([^`]+)` is not available", "missing symbol: {0}"),
        (r"nothing to host|cannot host", "not hostable (arguments/type)"),
        (r"signal", "trap while hosting"),
    ]
    for pattern, text in rules:
        found = re.search(pattern, m)
        if found:
            # A view's long modified type says nothing more than "a view".
            groups = ["a view" if "<" in g or g.startswith("some ") else g
                      for g in found.groups()]
            return text.format(*groups)
    m = re.sub(r"'[^']*'", "'…'", m)
    return m[:90]


def apple_names():
    """The name lists of Sources/ScreenLabCLI/Run/RunAppleNames.swift, read from the source so
    that the report and `screenlab run` tell origins the same way."""
    here = os.path.dirname(os.path.abspath(__file__))
    text = open(os.path.join(here, "..", "Sources", "ScreenLabCLI", "Run",
                             "RunAppleNames.swift")).read()
    sets = {}
    for name in ("frameworks", "types", "members", "functions", "prefixes"):
        m = re.search(r"static let %s[^=]*= \[(.*?)\n  \]" % name, text, re.S)
        sets[name] = set(re.findall(r'"([^"]+)"', m.group(1))) if m else set()
    return sets


def coverage_names():
    """Apple's names ScreenLab has, read from Docs/Coverage.md as `screenlab run` reads them
    (RunAppleNames+Coverage.swift): the types and functions under each "Apple's names" table
    and every member listed with them."""
    here = os.path.dirname(os.path.abspath(__file__))
    types, members = set(), set()
    in_apple = False
    for line in open(os.path.join(here, "..", "Docs", "Coverage.md")):
        line = line.rstrip("\n")
        if line.startswith("#"):
            in_apple = line == "### Apple's names"
            continue
        if not in_apple or not line.startswith("| `"):
            continue
        cells = line.split("|")
        if len(cells) < 5:
            continue
        for name in cells[1].split("`")[1::2]:
            types.add(name.split("(")[0])
        for name in cells[4].split("`")[1::2]:
            short = name.split("(")[0]
            if "." in name and "(" not in name:
                types.add(name.split(".")[-1])
            elif short not in ("init", "subscript", ""):
                members.add(short)
    return types, members


NAMES = apple_names()
_coverage_types, _coverage_members = coverage_names()
NAMES["types"] |= _coverage_types
NAMES["members"] |= _coverage_members

# Files written for a Swift older than the toolchain: Apple's current SDK rejects them too, so
# they are their own origin, whatever else fails. The rule is fixed (Docs/RealCode.md, "The
# public corpus"): the unmodified compile's full log has an error naming syntax Swift 3 removed,
# or one of these names, which Swift 3 (Swift 2 spellings) or Swift 4.2 (UIKit's flat
# enumeration names, now nested) renamed, and which no current SDK declares.
OLD_SWIFT_SYNTAX = [
    r"removed in Swift 3", r"C-style for statement", r"operator '\+\+'", r"operator '--'",
    r"'\+\+' is unavailable", r"'--' is unavailable",
]
OLD_SWIFT_NAMES = {
    # Swift 2 spellings renamed by Swift 3's API guidelines (SE-0005, SE-0006).
    "addLineToPoint", "moveToPoint", "addCurveToPoint", "addQuadCurveToPoint",
    "addArcWithCenter", "closePath", "drawRect", "animateWithDuration", "CGRectMake",
    "CGPointMake", "CGSizeMake", "CGVectorMake", "CGRectZero", "CGPointZero", "CGSizeZero",
    "CGAffineTransformMakeTranslation", "CGAffineTransformMakeScale",
    "CGAffineTransformMakeRotation", "CGAffineTransformIdentity", "CGAffineTransformConcat",
    "CGContextFillRect", "CGContextAddPath", "CGContextSetFillColorWithColor",
    "isKindOfClass", "respondsToSelector", "performSelector", "whiteColor", "blackColor",
    "redColor", "greenColor", "blueColor", "clearColor", "grayColor", "darkGrayColor",
    "lightGrayColor", "yellowColor", "orangeColor", "purpleColor", "brownColor", "cyanColor",
    "magentaColor", "translationInView", "locationInView", "velocityInView",
    "beginTrackingWithTouch", "continueTrackingWithTouch", "endTrackingWithTouch",
    "mainScreen", "sharedApplication", "defaultCenter", "mainBundle", "dispatch_async",
    "dispatch_after", "dispatch_get_main_queue", "dispatch_time", "boldSystemFontOfSize",
    "systemFontOfSize", "UIEdgeInsetsMake",
    "UIEdgeInsetsZero", "NSFontAttributeName", "NSForegroundColorAttributeName",
    # UIKit's flat enumeration names, nested by Swift 4.2 (UIControl.State, …).
    "UIViewAnimationOptions", "UIViewAnimationCurve", "UIViewContentMode", "UIControlState",
    "UIControlEvents", "UITableViewCellStyle", "UITableViewStyle",
    "UITableViewCellSelectionStyle", "UITableViewCellAccessoryType", "UITableViewRowAnimation",
    "UITableViewScrollPosition", "UIPageViewControllerNavigationDirection",
    "UIPageViewControllerTransitionStyle", "UIPageViewControllerNavigationOrientation",
    "UIButtonType", "UIActivityIndicatorViewStyle", "UIAlertControllerStyle",
    "UIAlertActionStyle", "UIBarButtonSystemItem", "UIBarButtonItemStyle",
    "UIGestureRecognizerState", "UILayoutConstraintAxis", "UIStackViewAlignment",
    "UIStackViewDistribution", "UIBlurEffectStyle", "UIImagePickerControllerSourceType",
    "UITextFieldViewMode", "UITextBorderStyle", "UIViewAutoresizing",
    # Not listed: UIKeyboardType, UIReturnKeyType, UIModalPresentationStyle,
    # UIModalTransitionStyle and UIRectCorner stayed top-level names in Swift 4.2 and later.
}


def old_swift(index):
    """The first error of file `index`'s unmodified compile that marks it as written for an
    older Swift (OLD_SWIFT_SYNTAX, OLD_SWIFT_NAMES), or None."""
    log = os.path.join(out, "compile", "objects", "%d.log" % index)
    if not os.path.exists(log):
        return None
    for line in open(log, errors="replace"):
        if " error: " not in line:
            continue
        message = line.split(" error: ", 1)[1].strip()
        if any(re.search(p, message) for p in OLD_SWIFT_SYNTAX):
            return message
        for name in re.findall(r"'([^']+)'", message):
            if name in OLD_SWIFT_NAMES:
                return message
    return None


def origin(failure):
    """Where the first failure's missing name comes from, as `screenlab run` says it: Apple
    API that ScreenLab lacks, something the file expects from elsewhere, the Objective-C
    runtime, or another compile or hosting failure."""
    m = re.search(r"(module not in ScreenLab|missing type|missing symbol|missing member): "
                  r"([\w.]+)", failure)
    if ("Objective-C" in failure or "#selector" in failure or "@objc" in failure
            or "@IBOutlet" in failure):
        return "needs the Objective-C runtime"
    if "#Preview" in failure:
        return "a macro (#Preview) an unmodified compile cannot expand"
    if "trap while hosting" in failure:
        return "a trap in the hosted program"
    if "not hostable" in failure or "unknown view" in failure:
        return "not hostable (initializer arguments, type)"
    if "override of a method" in failure:
        return "Apple API ScreenLab lacks"
    if ("signature" in failure or "cannot convert" in failure or "no matching overload" in failure
            or "extra arguments" in failure or "extra trailing closure" in failure
            or "incorrect argument labels" in failure):
        return "Apple API with another signature here"
    if not m:
        return "other"
    what, name = m.group(1), m.group(2).split(".")[-1]
    if what == "module not in ScreenLab":
        apple = m.group(2).split(".")[0] in NAMES["frameworks"]
    elif what == "missing member":
        apple = name in NAMES["members"]
    else:
        apple = name in NAMES["types"] or name in NAMES["functions"] or any(
            name.startswith(p) and (len(name) == len(p) or name[len(p)].isupper())
            for p in NAMES["prefixes"])
    return "Apple API ScreenLab lacks" if apple else "expected from elsewhere"


rows = []
for i, f in files:
    ok, first_error = compiled.get(i, (False, "not compiled (missing file)"))
    run_json = os.path.join(out, "run", "%d.json" % i)
    hosted = changed = False
    stood_in = []
    failure = None if ok else "compile: " + cause(first_error)
    run_error = None
    if os.path.exists(run_json):
        text = open(run_json).read().strip()
        err = open(os.path.join(out, "run", "%d.err" % i)).read()
        result = None
        try:
            result = json.loads(text) if text else None
        except ValueError:
            result = None
        if result and result.get("hosted"):
            hosted = True
            # What stood in for names the file expects from elsewhere in its project
            # (Docs/Run.md §6, "Project stand-ins"): hosted, and counted apart.
            stood_in = sorted({line for run in result["hosted"]
                               for line in (run.get("projectStandIns") or [])})
            for run in result["hosted"]:
                for step in run["steps"]:
                    if step["option"] not in ("--tap", "--toggle", "--drag"):
                        continue
                    if step.get("recomputes"):
                        changed = True
                    for line in step.get("lines", []):
                        d = re.search(r"(?:cizildi|drawn) (.*?)( \||$)", line)
                        if d and d.group(1).strip() not in ("yok", "none", ""):
                            changed = True
            if not changed:
                errs = [s["error"] for r in result["hosted"] for s in r["steps"] if s.get("error")]
                if errs:
                    run_error = "step: " + cause(errs[0])
        elif re.search(r"ended by signal", err):
            # A trap (its own message may name only the standard library) is one cause.
            run_error = "run: trap while hosting"
        else:
            lines = [l for l in err.splitlines() if "error:" in l]
            message = lines[0].split("error:", 1)[1] if lines else (
                (result or {}).get("error") or "no result")
            run_error = "run: " + cause(message)
    # A program that trapped was not hosted, whatever it printed before.
    if hosted and os.path.exists(os.path.join(out, "run", "%d.err" % i)) and re.search(
            r"ended by signal|Fatal error:", open(os.path.join(out, "run", "%d.err" % i)).read()):
        hosted = changed = False
        run_error = "run: trap while hosting"
    ran = os.path.exists(run_json)
    if hosted:
        first = None
    elif ran:
        first = run_error
    else:
        first = failure
    older = None if ok or hosted else old_swift(i)
    rows.append(dict(index=i, kind=f["kind"], repository=f["repository"], ok=ok, hosted=hosted,
                     changed=changed, failure=first, step=run_error if hosted else None,
                     project_stand_ins=stood_in if hosted else [],
                     origin=("written for a Swift older than the toolchain" if older
                             else origin(first) if first else None),
                     older_swift=older))


def pct(a, b):
    return "%d of %d (%.0f%%)" % (a, b, 100.0 * a / b) if b else "0 of 0"


print("set: %s — %d files from %d repositories" % (
    want, len(rows), len({r["repository"] for r in rows})))
print()
print("| kind | files | compile unmodified | hosted by `screenlab run` | tap/drag changed something |")
print("|---|---|---|---|---|")
for kind in ("swiftui", "uikit", None):
    sel = [r for r in rows if kind is None or r["kind"] == kind]
    print("| %s | %d | %s | %s | %s |" % (
        kind or "all", len(sel), pct(sum(r["ok"] for r in sel), len(sel)),
        pct(sum(r["hosted"] for r in sel), len(sel)), pct(sum(r["changed"] for r in sel), len(sel))))
print()
stood = [r for r in rows if r["hosted"] and r["project_stand_ins"]]
print("Hosted with stand-ins for names the file expects from elsewhere in its project: %s%s" % (
    pct(len(stood), sum(r["hosted"] for r in rows)) + " hosted files",
    "".join("\n- %d: %s" % (r["index"], "; ".join(r["project_stand_ins"])) for r in stood)))
print()
groups = Counter(r["failure"] for r in rows if r["failure"])
by_kind = defaultdict(Counter)
for r in rows:
    if r["failure"]:
        by_kind[r["failure"]][r["kind"]] += 1
print("First failure of the files not hosted, grouped (%d files):" % sum(groups.values()))
print()
print("| first failure | files | swiftui | uikit |")
print("|---|---|---|---|")
for g, n in groups.most_common():
    print("| %s | %d | %d | %d |" % (g.replace("|", "\\|"), n, by_kind[g]["swiftui"], by_kind[g]["uikit"]))
origins = Counter(r["origin"] for r in rows if r["failure"])
print()
print("By origin of the first failure: " + "; ".join(
    "%s %d" % (o, n) for o, n in origins.most_common()))
steps = Counter(r["step"] for r in rows if r["hosted"] and not r["changed"] and r["step"])
if steps:
    print()
    print("Hosted, but the tap/drag changed nothing and a step reported (%d files):" % sum(steps.values()))
    print()
    for g, n in steps.most_common(12):
        print("- %s: %d" % (g, n))
json.dump(rows, open(os.path.join(out, "report-%s.json" % want), "w"), indent=1)
