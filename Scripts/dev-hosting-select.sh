#!/usr/bin/env bash
# Chooses the development hosting set (Fixtures/DevCorpus/README.md, "The hosting set"): the
# public corpus's selection rule, applied unchanged by Scripts/public-corpus-select.py, to the
# development corpus's repositories in the order its manifest first names them. Writes
# Fixtures/DevCorpus/hosting-manifest.json and checks that no repository the public corpus's
# manifest names is in it. With --blind, writes the widened set instead (README, "The widened
# hosting set"): the candidates are the measured blind analyzer sets' repositories that have a
# snapshot in the mirror, less the hosting set's own candidates and the public corpus's
# repositories; the manifest is Fixtures/DevCorpus/hosting-manifest-blind.json.
#
# Usage: Scripts/dev-hosting-select.sh [--blind] [--mirror DIR]
set -eu
proj="$(cd "$(dirname "$0")/.." && pwd)"
mirror=/work/.mirror
blind=0
while [ $# -gt 0 ]; do
  case "$1" in
    --blind) blind=1 ;;
    --mirror) shift; mirror="$1" ;;
    *) echo "dev-hosting-select: unknown argument '$1'" >&2; exit 64 ;;
  esac
  shift
done
candidates="$(mktemp)"
names_py="$(mktemp)"
trap 'rm -f "$candidates" "$names_py"' EXIT
# The public corpus's repositories: its files (main and held out), candidates, skipped and
# without an eligible file, and round 11's candidates, not examined, skipped and without an
# eligible file (its `notExamined` is a count, not a list); compared without regard to case.
# (Round 11's `usedBefore` and `searchResults` name repositories the search returned but the
# public corpus did not take: not its own.)
cat > "$names_py" <<'PY'
import json
def repos(record):
    names = set()
    for key in ("candidates", "skipped", "noEligibleFile", "notExamined", "files"):
        items = record.get(key, [])
        for item in items if isinstance(items, list) else []:
            name = item if isinstance(item, str) else item.get("repository")
            if name:
                names.add(name.lower())
    return names
def public_repos(path):
    public = json.load(open(path))
    return repos(public) | repos(public.get("round11", {}))
PY
if [ "$blind" = 1 ]; then
  out="$proj/Fixtures/DevCorpus/hosting-manifest-blind.json"
  python3 - "$proj" "$mirror" "$names_py" > "$candidates" <<'PY'
import json, os, sys
proj, mirror = sys.argv[1], sys.argv[2]
exec(open(sys.argv[3]).read())
sets = ("blind4s blind4u blind5s blind5u blind6s blind6u blind7s blind7u blind8s blind8u "
        "blind9s blind9u blind10 blind11").split()
left_out = public_repos(os.path.join(proj, "Fixtures/PublicCorpus/manifest.json"))
hosting = json.load(open(os.path.join(proj, "Fixtures/DevCorpus/hosting-manifest.json")))
left_out |= {c.lower() for c in hosting["candidates"]}
def snapshot(repo):
    base = os.path.join(mirror, repo.replace("/", "+"), "repo")
    return any(os.path.isfile(os.path.join(c, "HEAD")) for c in (os.path.join(base, ".git"), base))
seen = []
for name in sets:
    for f in json.load(open(os.path.join(proj, "Fixtures/AnalyzerCorpus", name, "manifest.json")))["files"]:
        repo = f["repository"]
        if repo.lower() not in left_out and snapshot(repo):
            left_out.add(repo.lower())
            seen.append(repo)
print("\n".join(seen))
PY
else
  out="$proj/Fixtures/DevCorpus/hosting-manifest.json"
  python3 - "$proj/Fixtures/DevCorpus/manifest.json" > "$candidates" <<'PY'
import json, sys
seen = []
for f in json.load(open(sys.argv[1]))["files"]:
    if f["repository"] not in seen:
        seen.append(f["repository"])
print("\n".join(seen))
PY
fi
PC_SELECT_CACHE="${PC_SELECT_CACHE:-}" python3 "$proj/Scripts/public-corpus-select.py" --held-out 0 \
  --rule "Fixtures/DevCorpus/README.md" "$candidates" "$out" "$mirror"
# No repository of the public corpus.
python3 - "$proj/Fixtures/PublicCorpus/manifest.json" "$out" "$names_py" <<'PY'
import json, sys
exec(open(sys.argv[3]).read())
names = public_repos(sys.argv[1])
dev = json.load(open(sys.argv[2]))
mine = {f["repository"].lower() for f in dev["files"]} | {c.lower() for c in dev["candidates"]}
shared = sorted(mine & names)
if shared:
    sys.exit("dev-hosting-select: public corpus repositories in the set: %s" % ", ".join(shared))
print("check: none of the %d candidates is among the %d repositories the public corpus names"
      % (len(dev["candidates"]), len(names)))
PY
