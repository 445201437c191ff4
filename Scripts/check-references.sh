#!/usr/bin/env bash
# Checks that every reference in the README, CONTRIBUTING.md, the Docs and the comments in
# Sources resolves inside this repository. Fails (status 1, one line per problem) on:
#
# - a path that does not exist: a `Docs/…`, `Sources/…`, `Tests/…`, `Scripts/…`,
#   `Examples/…` or `.ci/…` path, a `./` or `../` path, or a Markdown link target;
# - a section that does not exist in the file named: `Docs/Semantics/SwiftUI.md §2.6`,
#   `Docs/Semantics/UIKit.md §12`, `Docs/Semantics/CoreAnimation.md §c.1` (or `(c.1)`);
# - a test that does not exist: `HeadlessUIKitTests/DisplayCycleTests.drawOnlyRunsInTheDisplayPass`
#   (test target, suite, function) written in code voice in a Markdown file;
# - a reference outside the repository: `../shared`, `shared/design`, `design/semantics`, or
#   the design folder's `ARCHITECTURE.md`;
# - tracker jargon that means nothing to a reader of the repository: "issue item", "issue N".
#
# In Sources/ and Tests/, code too is checked for references outside the repository (a path
# to `../shared` in a string is one); in Tests/, only the comments' tracker jargon besides.
# .ci/run, which runs the course's acceptance kit beside the clone when it is present, is not
# checked.
# Paths of other repositories that the Docs cite as sources (OpenSwiftUI's `Sources/…`, …)
# are recognised by the module names in EXTERNAL_MODULES below, and only those.
#
# Usage: Scripts/check-references.sh [ROOT]   (ROOT defaults to the repository)
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
exec python3 - "$root" <<'PYTHON'
import os
import re
import sys

root = os.path.abspath(sys.argv[1])

# Top-level folders of cited repositories whose `Sources/X/…` or `Tests/X/…` paths appear in
# the Docs as sources. Anything else under Sources/ or Tests/ must exist here.
EXTERNAL_MODULES = {
    "OpenSwiftUI", "OpenSwiftUICore", "OpenSwiftUICompatibilityTests", "OpenAttributeGraphCxx",
    "OpenAttributeGraph", "ComputeCxx", "TokamakCore", "TokamakStaticHTMLTests", "WebCore",
}

problems = []


def report(path, line, message):
    problem = f"{os.path.relpath(path, root)}:{line}: {message}"
    if problem not in problems:
        problems.append(problem)


def files():
    """(path, kind) of every file whose references are checked."""
    for top in ("README.md", "CONTRIBUTING.md"):
        path = os.path.join(root, top)
        if os.path.exists(path):
            yield path, "markdown"
    for folder, kind, suffix in (
        ("Docs", "markdown", ".md"), ("Sources", "swift", ".swift"), ("Tests", "tests", ".swift")):
        for base, dirs, names in os.walk(os.path.join(root, folder)):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(names):
                if name.endswith(suffix):
                    yield os.path.join(base, name), kind
            if folder == "Sources":
                for name in sorted(names):
                    if name.endswith(".md"):
                        yield os.path.join(base, name), "markdown"


def comment_text(line):
    """The comment part of a Swift line ('' when there is none); string literals skipped."""
    stripped = line.strip()
    if stripped.startswith("//") or stripped.startswith("*") or stripped.startswith("/*"):
        return stripped
    in_string = False
    i = 0
    while i < len(line) - 1:
        c = line[i]
        if c == "\\" and in_string:
            i += 2
            continue
        if c == '"':
            in_string = not in_string
        elif not in_string and line[i : i + 2] == "//":
            return line[i:]
        i += 1
    return ""


FORBIDDEN = [
    (re.compile(r"\.\./shared\b"), "points outside the repository ('../shared')"),
    (re.compile(r"\bshared/design\b"), "points outside the repository ('shared/design')"),
    (re.compile(r"\bdesign/semantics\b"), "points outside the repository ('design/semantics')"),
    (re.compile(r"\bARCHITECTURE\.md\b"), "names the design folder's ARCHITECTURE.md; "
     "the project's map is Docs/Architecture.md"),
    (re.compile(r"(?i)\bissue items?\b"), "tracker jargon 'issue item'; say what the rule is"),
    (re.compile(r"(?i)\bissues? [0-9]+"), "tracker jargon 'issue N'; say what the rule is"),
    (re.compile(r"\bsemantics §"), "old citation 'semantics §…'; cite Docs/Semantics/<File>.md §…"),
    (re.compile(r"(?<![/\w])(core-animation|swiftui)\.md\b"),
     "old citation of a research note; cite Docs/Semantics/<File>.md"),
]

PATH = re.compile(
    r"(?<![\w./-])((?:\.\.?/|Docs/|Sources/|Tests/|Scripts/|Examples/|\.ci/)"
    r"[\w.+*-]+(?:/[\w.+*-]+)*/?)")
LINK = re.compile(r"\]\(([^)\s]+)\)")
SECTION_REF = re.compile(
    r"(Docs/[\w/+-]+\.md)`?((?:\s*(?:,|and|or)?\s*§\s?(?:[0-9]+|[a-z]\b)(?:\.[0-9]+)*)+"
    r"|\s*\((?:[a-z](?:\.[0-9]+)?)(?:\s*,\s*[a-z](?:\.[0-9]+)?)*\))?")

TEST_REF = re.compile(r"`(\w+Tests)/(\w+)(?:\.(\w+))?`")
# A top-level declaration (column 0): the suite that the functions below it belong to.
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|final|package)\s+)*"
    r"(?:struct|class|enum|extension|actor)\s+(\w+)")
tests_cache = {}


def test_index(target):
    """{suite: {function}} of test target `target`, or None when there is no such target."""
    if target not in tests_cache:
        folder = os.path.join(root, "Tests", target)
        if not os.path.isdir(folder):
            tests_cache[target] = None
        else:
            index = {}
            for base, _, names in os.walk(folder):
                for name in names:
                    if not name.endswith(".swift"):
                        continue
                    suite = None
                    with open(os.path.join(base, name), encoding="utf-8") as handle:
                        for line in handle:
                            declared = DECLARATION.match(line)
                            if declared:
                                suite = declared.group(1)
                                index.setdefault(suite, set())
                            function = re.search(r"\bfunc\s+(\w+)\s*[(<]", line)
                            if function and suite:
                                index[suite].add(function.group(1))
            tests_cache[target] = index
    return tests_cache[target]


def check_tests(path, line_number, text):
    """`HeadlessUIKitTests/DisplayCycleTests.hundredRequestsInOneTurnGiveOneDraw`: the test
    target has that suite, and the suite that test."""
    for match in TEST_REF.finditer(text):
        target, suite, function = match.groups()
        index = test_index(target)
        if index is None:
            report(path, line_number, f"test target 'Tests/{target}' does not exist")
        elif suite not in index:
            report(path, line_number, f"'Tests/{target}' has no suite {suite}")
        elif function and function not in index[suite]:
            report(path, line_number, f"suite {suite} of 'Tests/{target}' has no test {function}")


headings_cache = {}


def headings(path):
    if path not in headings_cache:
        with open(path, encoding="utf-8") as handle:
            headings_cache[path] = [
                l.lstrip("#").strip() for l in handle.read().splitlines() if l.startswith("#")]
    return headings_cache[path]


def has_section(path, section):
    """Whether the Markdown file at `path` has a heading for `section` ('2.6', 'c.1', 'c')."""
    for heading in headings(path):
        if re.match(r"^§?" + re.escape(section) + r"(\.|\s|$)", heading):
            return True
        if re.match(r"^\(" + re.escape(section) + r"\)(\s|$)", heading):
            return True
    return False


def check_path(path, line_number, target, relative_to):
    target = target.rstrip(".,;:")
    if target.startswith(("http:", "https:", "mailto:", "#")):
        return
    target = target.split("#", 1)[0]
    if not target:
        return
    parts = target.split("/")
    if parts[0] in ("Sources", "Tests") and len(parts) > 1 and parts[1] in EXTERNAL_MODULES:
        return
    base = relative_to if target.startswith(("./", "../")) else root
    resolved = os.path.normpath(os.path.join(base, target))
    if not resolved.startswith(root):
        report(path, line_number, f"'{target}' points outside the repository")
        return
    if "*" in target:
        import glob

        if not glob.glob(resolved):
            report(path, line_number, f"'{target}' matches no file")
        return
    if not os.path.exists(resolved):
        report(path, line_number, f"'{target}' does not exist")


def check_sections(path, line_number, text):
    for match in SECTION_REF.finditer(text):
        doc, tail = match.group(1), match.group(2)
        resolved = os.path.join(root, doc)
        if not tail or not os.path.isfile(resolved):
            continue
        sections = re.findall(r"§\s?((?:[0-9]+|[a-z]\b)(?:\.[0-9]+)*)", tail)
        if not sections:
            sections = re.findall(r"[a-z](?:\.[0-9]+)?", tail)
        for section in sections:
            if not has_section(resolved, section):
                report(path, line_number, f"'{doc}' has no section {section}")


for path, kind in files():
    directory = os.path.dirname(path)
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    in_fence = False
    for number, line in enumerate(lines, start=1):
        text = comment_text(line) if kind in ("swift", "tests") else line
        if kind == "markdown" and line.lstrip().startswith("```"):
            in_fence = not in_fence
        if kind in ("swift", "tests") and text != line:
            for pattern, message in FORBIDDEN[:3]:
                if pattern.search(line) and not pattern.search(text):
                    report(path, number, message + " in code")
        if not text:
            continue
        for pattern, message in FORBIDDEN:
            if pattern.search(text):
                report(path, number, message)
        if kind == "tests":
            check_sections(path, number, text)
            continue
        for match in PATH.finditer(text):
            check_path(path, number, match.group(1), directory)
        if kind == "markdown" and not in_fence:
            for match in LINK.finditer(text):
                check_path(path, number, match.group(1), directory)
        check_sections(path, number, text)
        if kind == "markdown":
            check_tests(path, number, text)

for problem in problems:
    print(problem)
if problems:
    print(f"check-references: {len(problems)} broken or outside reference(s)", file=sys.stderr)
    sys.exit(1)
print("check-references: every reference resolves inside the repository")
PYTHON
