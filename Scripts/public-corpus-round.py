#!/usr/bin/env python3
"""Chooses a held-out round's set (rounds 16, 17 and 18) by the rule of
Fixtures/PublicCorpus/README.md ("Round 16: a fresh held-out set", "Round 17: a fresh held-out
set", "Round 18: a fresh held-out set") and writes it into Fixtures/PublicCorpus/manifest.json.

Usage: Scripts/public-corpus-round.py ROUND candidates START_LIST DEV_MANIFEST
       Scripts/public-corpus-round.py ROUND select START_LIST DEV_MANIFEST MIRROR

ROUND is 16, 17 or 18. START_LIST names the repository snapshots that were on the development
machine when that round began, one a line, as `owner/name` or as the snapshot store's folder
name `owner+name`. DEV_MANIFEST is the development corpus's list of files (a JSON list of objects
with a `repository`). MIRROR is the snapshot store (one folder `owner+name` per repository,
holding the snapshot's git directory). Repositories named in either list, or in the repository's
manifests as they stood before the round (see `used_before`), are not candidates.

`candidates` prints the candidate repositories, in order, one a line (to bring with the search
tool's `fetch`), and on stderr the repositories dropped as used before.
`select` examines the candidates' snapshots in that order, chooses 36 SwiftUI and 24 UIKit files
(at most one of a kind per repository), writes them with `"round": ROUND` and records the round
under the manifest's `roundROUND`. The newest round's files are `"heldOut": true`; an earlier
round's files (and, when the newest round is selected, the files of every earlier round this
script knows) are `"heldOut": false, "formerlyHeldOut": ROUND`. Running it again gives the same
manifest (the round's earlier entries are replaced, in place).

The candidates come from Fixtures/PublicCorpus/roundROUND-search.tsv: one line per search result
that named a repository (query number, rank, repository, path), in query order; a line whose
query is `name:WORD` stands for a repository of the name list of WORD. Only results whose path
ends in `.swift` (or name-list lines) are candidates. Eligibility, the type to host and the
control to tap are those of Scripts/public-corpus-select.py, imported unchanged. Nothing is
written but the manifest; no source is copied.
"""

import glob
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MANIFEST = os.path.join(ROOT, "Fixtures", "PublicCorpus", "manifest.json")
TARGET = {"swiftui": 36, "uikit": 24}
# The analyzer corpus's manifests each round excluded: those that existed when the round began
# (a blind set gathered later does not change an earlier round's candidates).
ANALYZER_BEFORE_16 = ["", "blind2", "blind3", "blind4s", "blind4u", "blind5s", "blind5u",
                      "blind6s", "blind6u", "blind7s", "blind7u", "blind8s", "blind8u"]
ANALYZER_SETS = {16: ANALYZER_BEFORE_16,
                 17: ANALYZER_BEFORE_16 + ["blind9s", "blind9u", "blind10"],
                 18: ANALYZER_BEFORE_16 + ["blind9s", "blind9u", "blind10", "blind11"]}
ROUNDS = sorted(ANALYZER_SETS)
ROUND = None  # set by main
LIST_KEYS = {"candidates", "noEligibleFile", "skipped"}

spec = importlib.util.spec_from_file_location("pc_select", os.path.join(HERE, "public-corpus-select.py"))
select = importlib.util.module_from_spec(spec)
spec.loader.exec_module(select)


def looks_like_repository(text):
    parts = text.split("/")
    return len(parts) == 2 and all(parts)


def repositories_in(value, out, key=None):
    """Every `repository` string anywhere in a manifest, and every `owner/name` string of a list
    of candidates, skipped or excluded repositories."""
    if isinstance(value, dict):
        for k, item in value.items():
            if k == "repository" and isinstance(item, str):
                out.add(item)
            else:
                repositories_in(item, out, k)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, str):
                if key in LIST_KEYS and looks_like_repository(item):
                    out.add(item)
            else:
                repositories_in(item, out, key)


def record_key(round_number):
    return "round%d" % round_number


def search_file(round_number):
    return os.path.join(ROOT, "Fixtures", "PublicCorpus", "round%d-search.tsv" % round_number)


def used_before(manifest, start_list, dev_manifest):
    """Repositories named before round ROUND, each with where (case-insensitive names): the
    manifest without the files and records of this round and later ones."""
    named = {}

    def add(repos, where):
        for repo in repos:
            named.setdefault(repo.lower(), where)

    later = {record_key(r) for r in ROUNDS if r >= ROUND}
    before = {k: v for k, v in manifest.items() if k != "files" and k not in later}
    before["files"] = [f for f in manifest["files"]
                       if not (f.get("round") in ROUNDS and f["round"] >= ROUND)]
    found = set()
    repositories_in(before, found)
    add(sorted(found), "Fixtures/PublicCorpus/manifest.json")
    others = [os.path.join(ROOT, "Fixtures", "AnalyzerCorpus", d, "manifest.json")
              for d in ANALYZER_SETS[ROUND]]
    others += sorted(glob.glob(os.path.join(ROOT, "Fixtures", "DevCorpus", "*.json")))
    for path in others:
        found = set()
        repositories_in(json.load(open(path)), found)
        add(sorted(found), os.path.relpath(path, ROOT))
    found = set()
    repositories_in(json.load(open(dev_manifest)), found)
    add(sorted(found), "the development corpus's list of files")
    snapshots = []
    for line in open(start_list):
        name = line.strip()
        if not name or name.startswith("#"):
            continue
        if "/" not in name and "+" in name:
            name = name.replace("+", "/", 1)
        snapshots.append(name)
    add(sorted(snapshots), "snapshots at the round's start")
    return named


def candidates(manifest, start_list, dev_manifest):
    return select.candidate_order(search_file(ROUND), used_before(manifest, start_list, dev_manifest))


def choose(order, mirror):
    return select.choose_held_out(order, mirror, TARGET, ROUND)


def mark_rounds(files, newest):
    """The newest round's files are held out; those of every earlier round are not."""
    for f in files:
        r = f.get("round")
        if r in ROUNDS and r <= newest:
            f["heldOut"] = r == newest
            if r < newest:
                f["formerlyHeldOut"] = r
            else:
                f.pop("formerlyHeldOut", None)


def main():
    global ROUND
    args = sys.argv[1:]
    if len(args) < 2 or not args[0].isdigit() or int(args[0]) not in ANALYZER_SETS \
            or args[1] not in ("candidates", "select") \
            or len(args) != (4 if args[1] == "candidates" else 5):
        print(__doc__, file=sys.stderr)
        sys.exit(64)
    ROUND = int(args[0])
    args = args[1:]
    start_list, dev_manifest = args[1], args[2]
    manifest = json.load(open(MANIFEST))
    order, dropped = candidates(manifest, start_list, dev_manifest)
    if args[0] == "candidates":
        for item in dropped:
            print("used before: %s (%s)" % (item["repository"], item["reason"]), file=sys.stderr)
        print("\n".join(item["repository"] for item in order))
        return
    chosen, examined, skipped, none, count = choose(order, args[3])
    # The round's files replace its earlier entries in place (or follow every file).
    files, placed = [], False
    for f in manifest["files"]:
        if f.get("round") == ROUND:
            if not placed:
                files += chosen
                placed = True
        else:
            files.append(f)
    if not placed:
        files += chosen
    newest = max(r for r in ROUNDS if any(f.get("round") == r for f in files))
    mark_rounds(files, newest)
    manifest["files"] = files
    manifest[record_key(ROUND)] = {
        "rule": "Fixtures/PublicCorpus/README.md, Round %d: a fresh held-out set" % ROUND,
        "searchResults": "Fixtures/PublicCorpus/round%d-search.tsv" % ROUND,
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
    print("round %d: %d files (swiftui %d, uikit %d) from %d repositories; %d candidates examined "
          "of %d (%d used before were dropped), %d without a snapshot, %d without an eligible file%s"
          % (ROUND, len(chosen), count["swiftui"], count["uikit"], len(repos), len(examined),
             len(order), len(dropped), len(skipped), len(none),
             "; SHORT: %s" % short if short else ""))


if __name__ == "__main__":
    main()
