#!/usr/bin/env python3
"""Chooses round 11's held-out set by the rule of Fixtures/PublicCorpus/README.md ("Round 11:
a fresh held-out set") and writes it into Fixtures/PublicCorpus/manifest.json.

Usage: Scripts/public-corpus-round11.py candidates [START_LIST]
       Scripts/public-corpus-round11.py select [START_LIST] [MIRROR]

`candidates` prints the candidate repositories, in order, one a line (to bring with the
search tool's `fetch`), and on stderr the repositories dropped as used before.
`select` examines the candidates' snapshots in MIRROR (default /work/.mirror) in that order,
chooses 36 SwiftUI and 24 UIKit files (at most one of a kind per repository), marks the former
held-out files `"heldOut": false, "formerlyHeldOut": true`, appends the new files with
`"round": 11, "heldOut": true` and records the round under the manifest's `round11`. Running
it again gives the same manifest (the round's earlier entries are replaced).

The candidates come from Fixtures/PublicCorpus/round11-search.tsv: one line per search result
that named a repository (query number, rank, repository, path), in query order; a line whose
query is `name:WORD` stands for a repository of the name list of WORD. Only results whose path
ends in `.swift` (or name-list lines) are candidates. START_LIST (default
/work/wt/mirror-repos-at-start.txt) names the snapshots that were on the development machine
when the round began; they are not candidates. Eligibility, the type to host and the control to
tap are those of Scripts/public-corpus-select.py, imported unchanged. Nothing is written but the
manifest; no source is copied.
"""

import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MANIFEST = os.path.join(ROOT, "Fixtures", "PublicCorpus", "manifest.json")
SEARCH = os.path.join(ROOT, "Fixtures", "PublicCorpus", "round11-search.tsv")
USED_BEFORE = [
    os.path.join(ROOT, "Fixtures", "AnalyzerCorpus", "manifest.json"),
    os.path.join(ROOT, "Fixtures", "AnalyzerCorpus", "blind2", "manifest.json"),
    os.path.join(ROOT, "Fixtures", "AnalyzerCorpus", "blind3", "manifest.json"),
]
TARGET = {"swiftui": 36, "uikit": 24}
ROUND = 11

spec = importlib.util.spec_from_file_location("pc_select", os.path.join(HERE, "public-corpus-select.py"))
select = importlib.util.module_from_spec(spec)
spec.loader.exec_module(select)


def repositories_in(value, out):
    """Every `repository` string anywhere in a manifest."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "repository" and isinstance(item, str):
                out.add(item)
            else:
                repositories_in(item, out)
    elif isinstance(value, list):
        for item in value:
            repositories_in(item, out)


def used_before(manifest, start_list):
    """Repositories named before round 11, each with where (case-insensitive names)."""
    named = {}

    def add(repos, where):
        for repo in repos:
            named.setdefault(repo.lower(), where)

    before = {
        "candidates": manifest["candidates"],
        "skipped": manifest["skipped"],
        "noEligibleFile": manifest["noEligibleFile"],
        "files": [f for f in manifest["files"] if f.get("round") != ROUND],
    }
    found = set(before["candidates"]) | set(before["noEligibleFile"])
    repositories_in(before, found)
    add(sorted(found), "Fixtures/PublicCorpus/manifest.json")
    for path in USED_BEFORE:
        found = set()
        repositories_in(json.load(open(path)), found)
        add(sorted(found), os.path.relpath(path, ROOT))
    if os.path.exists(start_list):
        add(sorted(l.strip() for l in open(start_list) if "/" in l), "snapshots at the round's start")
    else:
        print("public-corpus-round11: no list of the snapshots at the start (%s)" % start_list,
              file=sys.stderr)
    return named


def candidates(manifest, start_list):
    return select.candidate_order(SEARCH, used_before(manifest, start_list))


def choose(order, mirror):
    return select.choose_held_out(order, mirror, TARGET, ROUND)


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("candidates", "select"):
        print(__doc__, file=sys.stderr)
        sys.exit(64)
    start_list = sys.argv[2] if len(sys.argv) > 2 else "/work/wt/mirror-repos-at-start.txt"
    mirror = sys.argv[3] if len(sys.argv) > 3 else "/work/.mirror"
    manifest = json.load(open(MANIFEST))
    order, dropped = candidates(manifest, start_list)
    if sys.argv[1] == "candidates":
        for item in dropped:
            print("used before: %s (%s)" % (item["repository"], item["reason"]), file=sys.stderr)
        print("\n".join(item["repository"] for item in order))
        return
    chosen, examined, skipped, none, count = choose(order, mirror)
    files = [f for f in manifest["files"] if f.get("round") != ROUND]
    for f in files:
        if f.get("heldOut") or f.get("formerlyHeldOut"):
            f["heldOut"] = False
            f["formerlyHeldOut"] = True
    manifest["files"] = files + chosen
    manifest["round11"] = {
        "rule": "Fixtures/PublicCorpus/README.md, Round 11",
        "searchResults": "Fixtures/PublicCorpus/round11-search.tsv",
        "usedBefore": dropped,
        "candidates": examined,
        "notExamined": len(order) - len(examined),
        "skipped": skipped,
        "noEligibleFile": none,
    }
    with open(MANIFEST, "w") as fh:
        json.dump(manifest, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    repos = {f["repository"] for f in chosen}
    short = {k: TARGET[k] - count[k] for k in TARGET if count[k] < TARGET[k]}
    print("round 11: %d files (swiftui %d, uikit %d) from %d repositories; %d candidates examined "
          "of %d (%d used before were dropped), %d without a snapshot, %d without an eligible file%s"
          % (len(chosen), count["swiftui"], count["uikit"], len(repos), len(examined), len(order),
             len(dropped), len(skipped), len(none),
             "; SHORT: %s" % short if short else ""))


if __name__ == "__main__":
    main()
