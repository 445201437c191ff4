#!/usr/bin/env python3
"""Lists the candidates of the fix-commit corpus (Fixtures/FixCorpus/README.md, "Selection
rule") from local repository snapshots, without reading any diff: commit messages, file names,
line counts, import lines and per-file changed-line counts only.

Usage: Scripts/fix-corpus-select.py [--mirror DIR] [--cap N] [--held-out-manifest FILE]
                                    [--exclude-manifest FILE]... [--repositories-file FILE]
                                    [--require-app] [--min-commits N]
  --held-out-manifest F  a manifest whose `repository` values are skipped (default: blind20)
  --exclude-manifest F   further JSON files whose `repository` and `repo` values are skipped
                         (repeatable; the second round's rule, Fixtures/FixCorpus2/README.md)
  --repositories-file F  only the repositories listed in F (one OWNER/NAME a line, `#` starts
                         a comment), still in byte order of their folder name
  --require-app          skip a repository whose HEAD has no Swift file with `@main`,
                         `@UIApplicationMain` or `UIApplicationMain` (an app's entry point)
  --min-commits N        skip a repository with fewer than N commits reachable from HEAD
Without the four later options the output is round 1's (Fixtures/FixCorpus/README.md).
Prints one JSON object per candidate commit (repository, commit, parent, subject, files with
path, blobs and line counts), in the rule's order, up to the cap; exits 64 on bad arguments.
"""
import json
import os
import re
import subprocess
import sys

proj = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
mirror = "/work/.mirror"
cap = 50
held_out = os.path.join(proj, "Fixtures/AnalyzerCorpus/blind20/manifest.json")
exclude_manifests = []
repositories_file = None
require_app = False
min_commits = 0


def usage(message):
    print("fix-corpus-select: " + message, file=sys.stderr)
    sys.exit(64)


args = sys.argv[1:]
while args:
    flag = args.pop(0)
    if flag in ("--mirror", "--cap", "--held-out-manifest", "--exclude-manifest", "--repositories-file",
                "--min-commits") and not args:
        usage("%s needs a value" % flag)
    if flag == "--mirror":
        mirror = args.pop(0)
    elif flag == "--cap":
        value = args.pop(0)
        if not value.isdigit():
            usage("--cap '%s' is not a number" % value)
        cap = int(value)
    elif flag == "--held-out-manifest":
        held_out = args.pop(0)
    elif flag == "--exclude-manifest":
        exclude_manifests.append(args.pop(0))
    elif flag == "--repositories-file":
        repositories_file = args.pop(0)
    elif flag == "--require-app":
        require_app = True
    elif flag == "--min-commits":
        value = args.pop(0)
        if not value.isdigit():
            usage("--min-commits '%s' is not a number" % value)
        min_commits = int(value)
    else:
        usage("unknown argument '%s'" % flag)

# A message qualifies when it names a fix and a screen concern (case-insensitive).
FIX = re.compile(r"\b(fix\w*|bug\w*|glitch\w*|broken|wrong|incorrect\w*)\b", re.I)
SCREEN = re.compile(
    r"(label|updat|refresh|reload|redraw|display|layout|main thread|main queue|animat|cell|"
    r"reuse|not show|stale|frame|constraint|hidden|state)", re.I)
IMPORT = re.compile(r"^\s*(@\w+\s+)*import\s+(UIKit|QuartzCore|SwiftUI)\b", re.M)


def repositories(value, keys=("repository",)):
    """Every value of one of `keys` anywhere in a JSON document."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in keys and isinstance(item, str):
                yield item.lower()
            else:
                yield from repositories(item, keys)
    elif isinstance(value, list):
        for item in value:
            yield from repositories(item, keys)


def git(gitdir, *arguments):
    return subprocess.run(["git", "--git-dir=" + gitdir, *arguments], capture_output=True,
                          text=True, errors="replace").stdout


if not os.path.isdir(mirror):
    usage("--mirror '%s' is not a folder" % mirror)
if not os.path.isfile(held_out):
    usage("--held-out-manifest '%s' is not a file" % held_out)
excluded = set(repositories(json.load(open(held_out))))
for path in exclude_manifests:
    if not os.path.isfile(path):
        usage("--exclude-manifest '%s' is not a file" % path)
    excluded |= set(repositories(json.load(open(path)), ("repository", "repo")))
listed = None
if repositories_file is not None:
    if not os.path.isfile(repositories_file):
        usage("--repositories-file '%s' is not a file" % repositories_file)
    listed = {line.split("#", 1)[0].strip().lower() for line in open(repositories_file)} - {""}
count = 0
for folder in sorted(os.listdir(mirror)):
    if count >= cap:
        break
    if "+" not in folder:
        continue
    repository = folder.replace("+", "/", 1)
    if repository.lower() in excluded or (listed is not None and repository.lower() not in listed):
        continue
    gitdir = os.path.join(mirror, folder, "repo")
    if os.path.isdir(os.path.join(gitdir, ".git")):
        gitdir = os.path.join(gitdir, ".git")
    if subprocess.run(["git", "--git-dir=" + gitdir, "rev-parse", "-q", "--verify", "HEAD^{commit}"],
                      capture_output=True).returncode != 0:
        continue
    if min_commits and int(git(gitdir, "rev-list", "--count", "HEAD").strip() or 0) < min_commits:
        continue
    if require_app and not git(gitdir, "grep", "-l", "-E", r"@main\b|@UIApplicationMain|UIApplicationMain\(",
                               "HEAD", "--", "*.swift").strip():
        continue
    log = git(gitdir, "log", "--no-merges", "--format=%H%x1f%P%x1f%B%x1e", "HEAD")
    for record in log.split("\x1e"):
        parts = record.strip("\n").split("\x1f")
        if len(parts) != 3:
            continue
        commit, parents, message = parts
        if len(parents.split()) != 1 or not FIX.search(message) or not SCREEN.search(message):
            continue
        parent = parents.strip()
        status = [line.split("\t") for line in
                  git(gitdir, "diff-tree", "-r", "--no-renames", "--name-status", parent, commit).splitlines()]
        swift = [row for row in status if len(row) == 2 and row[1].endswith(".swift")]
        if not 1 <= len(swift) <= 5:
            continue
        numstat = {}
        for line in git(gitdir, "diff-tree", "-r", "--no-renames", "--numstat", parent, commit).splitlines():
            added, deleted, path = line.split("\t", 2)
            if added.isdigit() and deleted.isdigit():
                numstat[path] = int(added) + int(deleted)
        files = []
        for kind, path in swift:
            if kind != "M" or not 1 <= numstat.get(path, 0) <= 80:
                continue
            before = git(gitdir, "show", "%s:%s" % (parent, path))
            after = git(gitdir, "show", "%s:%s" % (commit, path))
            lines = (before.count("\n"), after.count("\n"))
            if not all(25 <= n <= 600 for n in lines) or not IMPORT.search(before):
                continue
            files.append({"path": path,
                          "blobBefore": git(gitdir, "rev-parse", "%s:%s" % (parent, path)).strip(),
                          "blobAfter": git(gitdir, "rev-parse", "%s:%s" % (commit, path)).strip(),
                          "linesBefore": lines[0], "linesAfter": lines[1], "changedLines": numstat[path]})
        if files:
            print(json.dumps({"repository": repository, "commit": commit, "parent": parent,
                              "subject": message.strip().splitlines()[0][:200], "files": files}))
            sys.stdout.flush()
            count += 1
            break
