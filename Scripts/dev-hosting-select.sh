#!/usr/bin/env bash
# Chooses the development hosting set (Fixtures/DevCorpus/README.md, "The hosting set"): the
# public corpus's selection rule, applied unchanged by Scripts/public-corpus-select.py, to the
# development corpus's repositories in the order its manifest first names them. Writes
# Fixtures/DevCorpus/hosting-manifest.json and checks that no repository the public corpus's
# manifest names is in it.
#
# Usage: Scripts/dev-hosting-select.sh [--mirror DIR]
set -eu
proj="$(cd "$(dirname "$0")/.." && pwd)"
mirror=/work/.mirror
[ "${1:-}" = "--mirror" ] && mirror="$2"
candidates="$(mktemp)"
trap 'rm -f "$candidates"' EXIT
python3 - "$proj/Fixtures/DevCorpus/manifest.json" > "$candidates" <<'PY'
import json, sys
seen = []
for f in json.load(open(sys.argv[1]))["files"]:
    if f["repository"] not in seen:
        seen.append(f["repository"])
print("\n".join(seen))
PY
out="$proj/Fixtures/DevCorpus/hosting-manifest.json"
PC_SELECT_CACHE="${PC_SELECT_CACHE:-}" python3 "$proj/Scripts/public-corpus-select.py" --held-out 0 \
  --rule "Fixtures/DevCorpus/README.md" "$candidates" "$out" "$mirror"
# No repository of the public corpus: its files (main and held out), candidates, skipped and
# without an eligible file, and round 11's candidates, not examined, skipped and without an
# eligible file (its `notExamined` is a count, not a list); compared without regard to case. (Round 11's `usedBefore` and `searchResults`
# name repositories the search returned but the public corpus did not take: not its own.)
python3 - "$proj/Fixtures/PublicCorpus/manifest.json" "$out" <<'PY'
import json, sys
public = json.load(open(sys.argv[1]))
def repos(record):
    names = set()
    for key in ("candidates", "skipped", "noEligibleFile", "notExamined", "files"):
        items = record.get(key, [])
        for item in items if isinstance(items, list) else []:
            name = item if isinstance(item, str) else item.get("repository")
            if name:
                names.add(name.lower())
    return names
names = repos(public) | repos(public.get("round11", {}))
dev = json.load(open(sys.argv[2]))
mine = {f["repository"].lower() for f in dev["files"]} | {c.lower() for c in dev["candidates"]}
shared = sorted(mine & names)
if shared:
    sys.exit("dev-hosting-select: public corpus repositories in the set: %s" % ", ".join(shared))
print("check: none of the %d candidates is among the %d repositories the public corpus names"
      % (len(dev["candidates"]), len(names)))
PY
