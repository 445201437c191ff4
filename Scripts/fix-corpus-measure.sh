#!/usr/bin/env bash
# What `screenlab analyze` says about bugs their own authors fixed (Fixtures/FixCorpus,
# Docs/Analyzer.md "Measured on fixes their authors made"). Materialises the pre-fix and the
# post-fix files with Scripts/fix-corpus.sh, analyzes the files of each commit together (one
# run for each side), and compares the findings with the judgments in labels.json.
#
# Usage: Scripts/fix-corpus-measure.sh [--verbose] [--corpus DIR] [path/to/screenlab]
#   --verbose   list every miss, every found fix and every warning left near a changed line
#   --corpus D  the corpus folder with manifest.json and labels.json (default
#               Fixtures/FixCorpus; the second round is Fixtures/FixCorpus2)
#
# Matching: a finding matches a marked line when it is in the same pre-fix file within 3 lines
# of it. Changed lines are computed from the two versions (difflib): the post-fix lines that
# the commit added or replaced, and the pre-fix lines it removed or replaced.
#   recall       = stale-screen fixes with a warning matching one of their marked lines /
#                  stale-screen fixes (and the same counted by marked bug)
#   fixed        = found fixes whose matching warnings are all gone from the post-fix files
#                  (no warning of the same rule and message left in the post-fix file)
#   left near    = warnings of the post-fix files of stale-screen fixes within 3 lines of a
#                  line the commit added or replaced
#   elsewhere    = warnings of the pre-fix files of the other and none commits within 3 lines
#                  of a line their commit removed or replaced (background rate)
# Exits 1 when the build or the materialisation fails, 64 on bad arguments.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
verbose=0
bin=""
corpus="$proj/Fixtures/FixCorpus"
while [ $# -gt 0 ]; do
  case "$1" in
    --verbose) verbose=1 ;;
    --corpus)
      [ $# -ge 2 ] || { echo "fix-corpus-measure: --corpus needs a folder" >&2; exit 64; }
      [ -f "$2/manifest.json" ] && [ -f "$2/labels.json" ] \
        || { echo "fix-corpus-measure: --corpus '$2' has no manifest.json and labels.json" >&2; exit 64; }
      corpus="$(cd "$2" && pwd)"; shift ;;
    -*) echo "fix-corpus-measure: unknown option '$1'" >&2; exit 64 ;;
    *)
      [ -z "$bin" ] || { echo "fix-corpus-measure: more than one analyzer given ('$bin', '$1')" >&2; exit 64; }
      [ -x "$1" ] || { echo "fix-corpus-measure: '$1' is not an executable" >&2; exit 64; }
      bin="$1" ;;
  esac
  shift
done
if [ -z "$bin" ]; then
  (cd "$proj" && swift build --product screenlab >/dev/null 2>&1) \
    || { echo "fix-corpus-measure: build failed" >&2; exit 1; }
  bin="$proj/.build/debug/screenlab"
fi
dest="${TMPDIR:-/tmp}/fix-corpus-measure"
rm -rf "$dest"
bash "$proj/Scripts/fix-corpus.sh" --manifest "$corpus/manifest.json" --dest "$dest" >/dev/null \
  || { echo "fix-corpus-measure: the corpus did not materialise (run Scripts/fix-corpus.sh)" >&2; exit 1; }
results="$(mktemp)"
trap 'rm -f "$results"' EXIT
for side in before after; do
  for folder in "$dest/$side"/*/; do
    "$bin" analyze --format json "$folder" 2>/dev/null | python3 -c '
import json, sys
root = sys.argv[1]
document = json.load(sys.stdin)
for error in document.get("errors", []):
    print(json.dumps({"error": error.get("kind", "error"), "file": error.get("file", "")[len(root):].lstrip("/")}))
for finding in document.get("findings", []):
    side, rest = finding["file"][len(root):].lstrip("/").split("/", 1)
    print(json.dumps({"side": side, "file": rest, "line": finding["line"], "rule": finding["rule"],
                      "severity": finding["severity"], "message": finding["message"]}))
' "$dest" >>"$results"
  done
done
python3 - "$corpus/manifest.json" "$corpus/labels.json" "$results" "$dest" "$verbose" <<'PY'
import collections, difflib, json, os, sys
manifest = json.load(open(sys.argv[1]))["files"]
labels = json.load(open(sys.argv[2]))["commits"]
records = [json.loads(line) for line in open(sys.argv[3]) if line.strip()]
findings = [r for r in records if "error" not in r]
errors = [r for r in records if "error" in r]
dest, verbose = sys.argv[4], sys.argv[5] == "1"
def local(row):
    return "%s/%s" % (row["repository"].replace("/", "__", 1), row["path"])
def text(side, row):
    return open(os.path.join(dest, side, local(row)), errors="replace").read().split("\n")
def changed(row):
    """(pre-fix lines removed or replaced, post-fix lines added or replaced), 1-based."""
    old, new = set(), set()
    matcher = difflib.SequenceMatcher(None, text("before", row), text("after", row), autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        old.update(range(i1 + 1, i2 + 1) or [i1 + 1])
        new.update(range(j1 + 1, j2 + 1) or [j1 + 1])
    return old, new
by_side = collections.defaultdict(list)
for f in findings:
    by_side[(f["side"], f["file"])].append(f)
def warnings(side, row):
    return [f for f in by_side[(side, local(row))] if f["severity"] == "warning"]
near = lambda line, lines: any(abs(line - n) <= 3 for n in lines)
rows = collections.defaultdict(list)
for row in manifest:
    rows[row["commit"]].append(row)
stale = [c for c in labels if c["scope"] == "stale-screen"]
found, fixed, misses, left, elsewhere = [], [], [], [], []
marks_total = marks_found = 0
for commit in labels:
    files = {row["path"]: row for row in rows[commit["commit"]]}
    if commit["scope"] != "stale-screen":
        for row in files.values():
            old, _ = changed(row)
            elsewhere += [(commit, row, w) for w in warnings("before", row) if near(w["line"], old)]
        continue
    matched = []
    for bug in commit["bugs"]:
        marks_total += 1
        hits = [w for w in warnings("before", files[bug["path"]]) if near(w["line"], bug["lines"])]
        marks_found += bool(hits)
        matched += [(files[bug["path"]], w) for w in hits]
        if not hits:
            misses.append((commit, bug))
    if matched:
        found.append(commit)
        gone = all(not any(a["rule"] == w["rule"] and a["message"] == w["message"] for a in warnings("after", row))
                   for row, w in matched)
        if gone:
            fixed.append(commit)
        if verbose:
            for row, w in matched:
                print("FOUND %s %s:%d %s: %s" % (commit["repository"], row["path"], w["line"], w["rule"], w["message"]))
    for row in files.values():
        _, new = changed(row)
        left += [(commit, row, w) for w in warnings("after", row) if near(w["line"], new)]
def ratio(a, b):
    return "%d/%d (%s)" % (a, b, ("%.0f %%" % (100.0 * a / b)) if b else "n/a")
scopes = collections.Counter(c["scope"] for c in labels)
print("commits %d (stale-screen %d, other %d, none %d), files %d, findings %d (warnings %d)" % (
    len(labels), scopes["stale-screen"], scopes["other"], scopes["none"], len(manifest), len(findings),
    sum(f["severity"] == "warning" for f in findings)))
print("not fully parsed    %d files (%s)" % (len(errors), ", ".join(sorted("%s %s" % (e["error"], "/".join(e["file"].split("/")[:2])) for e in errors)) or "none"))
print("recall (fixes)      %s" % ratio(len(found), len(stale)))
print("recall (marks)      %s" % ratio(marks_found, marks_total))
print("fixed               %s" % ratio(len(fixed), len(found)))
print("left near a change  %d warnings on the post-fix files of stale-screen fixes" % len(left))
print("other/none changes  %d pre-fix warnings near lines the other and none commits changed" % len(elsewhere))
misses_by_class = collections.Counter(bug["class"] for _, bug in misses)
print("misses by class     %s" % ", ".join("%s %d" % item for item in sorted(misses_by_class.items())))
if verbose:
    for commit, bug in misses:
        print("MISS  %s %s:%s %s: %s" % (commit["repository"], bug["path"], bug["lines"], bug["class"], bug["reason"]))
    for commit, row, w in left:
        print("LEFT  %s %s:%d %s: %s" % (commit["repository"], row["path"], w["line"], w["rule"], w["message"]))
    for commit, row, w in elsewhere:
        print("NEAR  %s (%s) %s:%d %s: %s" % (commit["repository"], commit["scope"], row["path"], w["line"], w["rule"], w["message"]))
PY
