#!/usr/bin/env bash
# Recall and precision of `screenlab analyze` on the reviewer-marked public corpus
# (Fixtures/AnalyzerCorpus, Docs/Analyzer.md "Measured on public files"). Materialises the
# files with Scripts/analyzer-corpus.sh, analyzes each file alone (each comes from another
# repository) and compares the findings with the reviewer's marks in labels.json.
#
# Usage: Scripts/analyzer-corpus-measure.sh [--held-out | --dev] [--set NAME] [--partial]
#                                           [--verbose] [path/to/screenlab]
#   --dev       the files not held out (the default)
#   --held-out  the held-out files (measure them once, at the end)
#   --set NAME  another reviewer-marked set of the same shape in Fixtures/AnalyzerCorpus/NAME
#               (its manifest.json and labels.json), such as blind2; every file of it is held out
#   --partial   score the files whose snapshots are on this machine when some are not (a
#               machine's snapshot budget can run out): the first line then says how many
#               files were scored, and figures are comparable only with runs on the same files
#   --verbose   list every miss and every unmatched finding
#
# Matching: a finding matches a mark when it is in the same file within 3 lines of the mark's
# line (a rule reports a write or a declaration where a reviewer may mark the other end of the
# same statement).
#   recall              = stale-screen marks matched by any finding / stale-screen marks
#   headline precision  = warnings matching any mark (stale-screen or other) / warnings
#   strict precision    = findings of every severity (notes included) matching a
#                         stale-screen mark / findings
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
split="--dev"
verbose=0
bin=""
corpus="$proj/Fixtures/AnalyzerCorpus"
set_name=""
partial=0
while [ $# -gt 0 ]; do
  case "$1" in
    --dev|--held-out) split="$1" ;;
    --verbose) verbose=1 ;;
    --partial) partial=1 ;;
    --set)
      [ $# -ge 2 ] || { echo "analyzer-corpus-measure: --set needs a name" >&2; exit 64; }
      shift; set_name="$1"
      case "$set_name" in ''|*/*|.*) echo "analyzer-corpus-measure: --set '$set_name' is not a folder name in Fixtures/AnalyzerCorpus" >&2; exit 64 ;; esac
      [ -f "$corpus/$set_name/manifest.json" ] && [ -f "$corpus/$set_name/labels.json" ] \
        || { echo "analyzer-corpus-measure: --set '$set_name': Fixtures/AnalyzerCorpus/$set_name has no manifest.json and labels.json" >&2; exit 64; }
      corpus="$corpus/$set_name"; split="--held-out" ;;
    -*) echo "analyzer-corpus-measure: unknown option '$1'" >&2; exit 64 ;;
    *) bin="$1" ;;
  esac
  shift
done
if [ -z "$bin" ]; then
  (cd "$proj" && swift build --product screenlab >/dev/null 2>&1) \
    || { echo "analyzer-corpus-measure: build failed" >&2; exit 1; }
  bin="$proj/.build/debug/screenlab"
fi
dest="${TMPDIR:-/tmp}/analyzer-corpus-measure${set_name:+-$set_name}${split#-}"
rm -rf "$dest"
# The copy script exits 1 when a snapshot is missing or a file does not verify; with --partial
# only a missing snapshot is tolerated (a file that does not verify always stops the run).
copy_log="$(mktemp)"
bash "$proj/Scripts/analyzer-corpus.sh" --manifest "$corpus/manifest.json" "$split" --dest "$dest" \
  >/dev/null 2>"$copy_log"
copied=$?
if [ "$copied" -ne 0 ]; then
  if [ "$partial" -eq 0 ] || ! grep -q ' 0 files not verified' "$copy_log"; then
    cat "$copy_log" >&2; rm -f "$copy_log"; exit 1
  fi
fi
rm -f "$copy_log"
results="$(mktemp)"
trap 'rm -f "$results"' EXIT
while IFS= read -r -d '' file; do
  relative="${file#"$dest"/}"
  "$bin" analyze --format json "$file" 2>/dev/null | python3 -c '
import json, sys
document = json.load(sys.stdin)
for finding in document.get("findings", []):
    print(json.dumps({"file": sys.argv[1], "line": finding["line"], "rule": finding["rule"],
                      "severity": finding["severity"], "message": finding["message"]}))
' "$relative" >>"$results"
done < <(find "$dest" -name '*.swift' -type f -print0 | sort -z)
python3 - "$corpus/labels.json" "$results" "$split" "$verbose" "$dest" <<'PY'
import json, os, sys
labels = json.load(open(sys.argv[1]))["files"]
held = sys.argv[3] == "--held-out"
verbose = sys.argv[4] == "1"
findings = [json.loads(line) for line in open(sys.argv[2]) if line.strip()]
def key(entry):
    owner, name = entry["repository"].split("/")
    return "%s/%s__%s/%s" % (entry["kind"], owner, name, entry["path"].split("/")[-1])
marks = {}
for entry in labels:
    if entry["heldOut"] != held:
        continue
    marks[key(entry)] = entry["bugs"]
total = len(marks)
# Only the files that were written are scored (all of them unless --partial let some be missing).
marks = {path: bugs for path, bugs in marks.items() if os.path.isfile(os.path.join(sys.argv[5], path))}
near = lambda finding, bug: abs(finding["line"] - bug["line"]) <= 3
missing = [f for f in findings if f["file"] not in marks]
if missing:
    sys.exit("analyzer-corpus-measure: findings in files without labels: %s" % missing[:3])
stale = [(path, bug) for path, bugs in marks.items() for bug in bugs if bug["scope"] == "stale-screen"]
found = [(p, b) for p, b in stale if any(f["file"] == p and near(f, b) for f in findings)]
warnings = [f for f in findings if f["severity"] == "warning"]
true_warnings = [f for f in warnings if any(near(f, b) for b in marks[f["file"]])]
true_strict = [f for f in findings if any(near(f, b) for b in marks[f["file"]] if b["scope"] == "stale-screen")]
def ratio(a, b):
    return "%d/%d (%s)" % (a, b, ("%.0f %%" % (100.0 * a / b)) if b else "n/a")
scored = "files %d" % len(marks) if len(marks) == total else "files %d of %d (snapshots missing)" % (len(marks), total)
print("%s, stale-screen marks %d, findings %d (warnings %d)" % (scored, len(stale), len(findings), len(warnings)))
print("recall              %s" % ratio(len(found), len(stale)))
print("headline precision  %s" % ratio(len(true_warnings), len(warnings)))
print("strict precision    %s" % ratio(len(true_strict), len(findings)))
if verbose:
    for path, bug in stale:
        if (path, bug) not in found:
            print("MISS  %s:%d %s: %s" % (path, bug["line"], bug["class"], bug["reason"]))
    for f in findings:
        if f not in true_strict:
            print("EXTRA %s:%d %s %s: %s" % (f["file"], f["line"], f["rule"], f["severity"], f["message"]))
PY
