#!/usr/bin/env bash
# Whether `screenlab analyze --tree` gives the change lines the runtime measures, on public
# SwiftUI files (Docs/Analyzer.md, "--tree on public files"). The runtime's lines come from
# Scripts/public-corpus.sh's run step (`screenlab run FILE --view TYPE`, a tap, a drag,
# `--advance 1`); the static lines from `screenlab analyze --tree` on the same file. No
# third-party source enters this repository: the files live in the scratch folder only.
#
# Usage: Scripts/tree-agreement-public.sh [--out DIR] [--screenlab BIN] [--verbose]
#   --out DIR        the folder public-corpus.sh wrote (default /tmp/pc-analyzer), after
#                    `bash Scripts/public-corpus.sh --set main --out DIR materialise compile run`
#   --screenlab BIN  the binary whose --tree is measured (default .build/debug/screenlab)
#   --verbose        print every compared line, agreeing or not
#
# A runtime line `label: a,b degisti | yeniden V1 yerel, V2 ebeveyn | atlanan …` is compared
# with the static lines of keys a and b: the views re-run and the cause of each must be the
# same. When several keys change in one step, a view's cause is the strongest of its static
# causes (yerel, then gozlem, then ebeveyn), as the runtime reports one cause per view.
# Views the runner synthesises to host a view (`ScreenLabHost_…`) are not in the file and are
# left out of both sides; a key only such a host owns is not compared (the file has no
# owner for it). Only the hosted subtree is on screen: a static view that is neither in the
# runtime's tree nor among the views it re-ran (another root of the file) is left out.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
out=/tmp/pc-analyzer
bin="$proj/.build/debug/screenlab"
verbose=0
while [ $# -gt 0 ]; do
  case "$1" in
    --out) shift; out="${1:-}" ;;
    --screenlab) shift; bin="${1:-}" ;;
    --verbose) verbose=1 ;;
    *) echo "tree-agreement-public: unknown argument '$1'" >&2; exit 64 ;;
  esac
  shift
done
if [ ! -d "$out/run" ] || [ ! -d "$out/files" ]; then
  echo "tree-agreement-public: '$out' has no run/ and files/ (run public-corpus.sh materialise compile run first)" >&2
  exit 64
fi
if [ ! -x "$bin" ]; then
  echo "tree-agreement-public: '$bin' is not an executable screenlab" >&2
  exit 64
fi
trees="$(mktemp -d)"
trap 'rm -rf "$trees"' EXIT
for result in "$out"/run/*.json; do
  [ -e "$result" ] || continue
  index="$(basename "$result" .json)"
  file="$(ls "$out"/files/"$(printf '%03d' "$index")"-*.swift 2>/dev/null | head -1)"
  [ -n "$file" ] || continue
  "$bin" analyze --tree "$file" >"$trees/$index.tree" 2>/dev/null || true
done
python3 - "$out" "$trees" "$verbose" <<'PY'
import glob, json, os, re, sys
out, trees, verbose = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
line_pattern = re.compile(r"^[^:]+: (.+?) degisti \| yeniden (.+?) \| atlanan (.+)$")
strength = {"yerel": 3, "gozlem": 2, "ortam": 2, "ebeveyn": 1}

def parse(line):
    match = line_pattern.match(line)
    if not match:
        return None
    keys = match.group(1).split(",")
    recomputed = {}
    if match.group(2) != "yok":
        for part in match.group(2).split(", "):
            name, _, cause = part.rpartition(" ")
            recomputed[name] = cause
    return keys, recomputed

def hostless(views):
    return {name: cause for name, cause in views.items() if not name.startswith("ScreenLabHost_")}

agree = total = skipped = files = 0
for result in sorted(glob.glob(os.path.join(out, "run", "*.json")), key=lambda p: int(os.path.basename(p)[:-5])):
    index = os.path.basename(result)[:-5]
    tree_path = os.path.join(trees, index + ".tree")
    try:
        document = json.load(open(result))
    except (OSError, ValueError):
        continue
    static = {}
    if os.path.exists(tree_path):
        for line in open(tree_path):
            parsed = parse(line.rstrip("\n"))
            if parsed and len(parsed[0]) == 1:
                static[parsed[0][0]] = hostless(parsed[1])
    counted = False
    for hosted in document.get("hosted", []):
        if hosted.get("kind") != "swiftui":
            continue
        seen = set()
        # The views of the hosted subtree: other roots of the file are not on screen.
        shown = {line.strip().split(" ")[0] for line in hosted.get("tree", [])}
        for step in hosted.get("steps", []):
            for line in step.get("lines", []):
                parsed = parse(line)
                if not parsed or parsed[0] == ["-"]:
                    continue
                keys, runtime = parsed
                runtime = hostless(runtime)
                keys = [key for key in keys if key != "-"]
                signature = (tuple(keys), tuple(sorted(runtime.items())))
                if signature in seen:
                    continue
                seen.add(signature)
                # The runner's host declares a `@State` for each binding it synthesised
                # (its note lists them); a key the file does not own is the host's.
                host_owned = set(re.findall(r"@State (\w+) =", hosted.get("note", "")))
                if all(key not in static for key in keys) and (
                        not runtime or all(key in host_owned for key in keys)):
                    skipped += 1
                    continue
                expected = {}
                for key in keys:
                    for name, cause in static.get(key, {}).items():
                        if name not in shown and name not in runtime:
                            continue
                        if strength.get(cause, 0) > strength.get(expected.get(name), 0):
                            expected[name] = cause
                total += 1
                counted = True
                same = expected == runtime
                agree += same
                if verbose or not same:
                    mark = "agree   " if same else "DIFFER  "
                    print("%s%s %s\n          runtime: %s\n          static:  %s" % (
                        mark, os.path.basename(glob.glob(os.path.join(out, "files", "%03d-*.swift" % int(index)))[0]),
                        ",".join(keys), runtime or "none", expected or "none"))
    files += counted
print("files with a change line %d, change lines compared %d, agreeing %d (%s), not compared (key owned by the runner's host only) %d" % (
    files, total, agree, ("%.0f %%" % (100.0 * agree / total)) if total else "n/a", skipped))
PY
