#!/usr/bin/env python3
"""Chooses round 16's held-out set by the rule of Fixtures/PublicCorpus/README.md ("Round 16:
a fresh held-out set") and writes it into Fixtures/PublicCorpus/manifest.json.

Usage: Scripts/public-corpus-round16.py candidates START_LIST DEV_MANIFEST
       Scripts/public-corpus-round16.py select START_LIST DEV_MANIFEST MIRROR

START_LIST names the repository snapshots that were on the development machine when the round
began, one a line, as `owner/name` or as the snapshot store's folder name `owner+name`.
DEV_MANIFEST is the development corpus's list of files (a JSON list of objects with a
`repository`), kept outside the repository. MIRROR is the snapshot store (one folder
`owner+name` per repository, holding the snapshot's git directory). Repositories named in either
list, or in the repository's manifests (see `used_before`), are not candidates.

`candidates` prints the candidate repositories, in order, one a line (to bring with the search
tool's `fetch`), and on stderr the repositories dropped as used before.
`select` examines the candidates' snapshots in that order, chooses 36 SwiftUI and 24 UIKit files
(at most one of a kind per repository), appends them with `"round": 16, "heldOut": true` and
records the round under the manifest's `round16`. Nothing else in the manifest changes. Running
it again gives the same manifest (the round's earlier entries are replaced).

The candidates come from Fixtures/PublicCorpus/round16-search.tsv: one line per search result
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
SEARCH = os.path.join(ROOT, "Fixtures", "PublicCorpus", "round16-search.tsv")
TARGET = {"swiftui": 36, "uikit": 24}
ROUND = 16
RECORD = "round16"
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


def used_before(manifest, start_list, dev_manifest):
    """Repositories named before round 16, each with where (case-insensitive names)."""
    named = {}

    def add(repos, where):
        for repo in repos:
            named.setdefault(repo.lower(), where)

    before = {k: v for k, v in manifest.items() if k not in ("files", RECORD)}
    before["files"] = [f for f in manifest["files"] if f.get("round") != ROUND]
    found = set()
    repositories_in(before, found)
    add(sorted(found), "Fixtures/PublicCorpus/manifest.json")
    others = sorted(glob.glob(os.path.join(ROOT, "Fixtures", "AnalyzerCorpus", "**", "manifest.json"),
                              recursive=True))
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
    return select.candidate_order(SEARCH, used_before(manifest, start_list, dev_manifest))


def choose(order, mirror):
    return select.choose_held_out(order, mirror, TARGET, ROUND)


def main():
    args = sys.argv[1:]
    if not args or args[0] not in ("candidates", "select") \
            or len(args) != (3 if args[0] == "candidates" else 4):
        print(__doc__, file=sys.stderr)
        sys.exit(64)
    start_list, dev_manifest = args[1], args[2]
    manifest = json.load(open(MANIFEST))
    order, dropped = candidates(manifest, start_list, dev_manifest)
    if args[0] == "candidates":
        for item in dropped:
            print("used before: %s (%s)" % (item["repository"], item["reason"]), file=sys.stderr)
        print("\n".join(item["repository"] for item in order))
        return
    chosen, examined, skipped, none, count = choose(order, args[3])
    manifest["files"] = [f for f in manifest["files"] if f.get("round") != ROUND] + chosen
    manifest[RECORD] = {
        "rule": "Fixtures/PublicCorpus/README.md, Round 16: a fresh held-out set",
        "searchResults": "Fixtures/PublicCorpus/round16-search.tsv",
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
    print("round 16: %d files (swiftui %d, uikit %d) from %d repositories; %d candidates examined "
          "of %d (%d used before were dropped), %d without a snapshot, %d without an eligible file%s"
          % (len(chosen), count["swiftui"], count["uikit"], len(repos), len(examined), len(order),
             len(dropped), len(skipped), len(none),
             "; SHORT: %s" % short if short else ""))


if __name__ == "__main__":
    main()
