#!/usr/bin/env python3
"""Chooses the public corpus by the rule of Fixtures/PublicCorpus/README.md.

Usage: Scripts/public-corpus-select.py [--held-out N] [--rule TEXT] CANDIDATES.txt OUT.json [MIRROR]

CANDIDATES.txt lists owner/name, one a line, in candidate order. Each repository's snapshot
is read from MIRROR (default /work/.mirror) as a bare git directory (owner+name/repo or
owner+name/repo/.git); a repository without one is listed under "skipped". Only the git
objects are read; nothing is written but OUT.json, which holds the manifest (no source).

--held-out N holds out the N files whose SHA-1 of `repository:path` is smallest (default 60, as
the public corpus); the development hosting set (Fixtures/DevCorpus/README.md) gives 0, as
development data holds nothing out. --rule names the rule's document in the manifest.
"""

import hashlib
import json
import os
import re
import subprocess
import sys

APPLE = set("""SwiftUI UIKit Foundation Combine CoreGraphics QuartzCore Observation os Dispatch
CoreFoundation CoreImage CoreText AVFoundation AVKit MapKit Charts PhotosUI Photos CoreLocation
CoreData SwiftData StoreKit WebKit SafariServices UserNotifications CoreHaptics CoreMotion
GameplayKit SpriteKit SceneKit ARKit RealityKit Vision VisionKit PencilKit Metal MetalKit
CryptoKit AuthenticationServices LocalAuthentication Contacts ContactsUI EventKit EventKitUI
HealthKit HomeKit MessageUI MultipeerConnectivity NaturalLanguage Network PDFKit QuickLook
ReplayKit Speech TipKit WidgetKit ActivityKit AppIntents Accelerate AudioToolbox CoreBluetooth
CoreML CoreMedia CoreVideo ImageIO LinkPresentation MediaPlayer UniformTypeIdentifiers GameKit
CloudKit Intents IntentsUI CallKit Swift _Concurrency simd OSLog Darwin""".split())

EXCLUDED_DIRS = {"Tests", "UITests", "Pods", "Carthage", ".build", "checkouts", "DerivedData",
                 "Packages"}
TARGET = {"swiftui": 200, "uikit": 110}
CAP = 3
HELD_OUT = 60
UIKIT_SUPER = re.compile(
    r"^(UI\w*View|UI\w*Control|UI\w*Controller|UIButton|UILabel|UI\w*Field|UISlider|UISwitch"
    r"|UI\w*Bar|UI\w*Cell)$")
KEYWORDS = {"func", "var", "let", "class", "struct", "enum", "protocol", "extension", "where",
            "in", "case", "static", "private", "public", "open", "internal", "fileprivate",
            "final", "override", "mutating", "init", "self", "Self", "some", "any"}


def git(gitdir, *args, data=None):
    return subprocess.run(["git", "--git-dir", gitdir, *args], input=data,
                          capture_output=True, check=True).stdout


def gitdir_of(mirror, repo):
    base = os.path.join(mirror, repo.replace("/", "+"), "repo")
    for candidate in (os.path.join(base, ".git"), base):
        if os.path.isfile(os.path.join(candidate, "HEAD")):
            return candidate
    return None


def strip(text):
    """Removes comments and string literals (kept as empty quotes), so braces and words
    inside them do not count."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            out.append('""')
            i = n if j < 0 else j + 3
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def block_end(code, open_index):
    depth = 0
    for k in range(open_index, len(code)):
        if code[k] == "{":
            depth += 1
        elif code[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return len(code)


def depth_zero_spans(code):
    """Yields (start, end) of the text at brace depth 0."""
    depth, start = 0, 0
    for k, c in enumerate(code):
        if c == "{":
            if depth == 0:
                yield start, k
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                start = k + 1
    yield start, len(code)


TYPE_DECL = re.compile(r"\b(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)")
EXT_DECL = re.compile(r"\bextension\s+([A-Za-z_][\w.]*)[^{]*\{")
MEMBER_DECL = re.compile(r"\b(?:func|var|let|case)\s+([A-Za-z_]\w*)")


def declarations(code):
    types = {m.group(1) for m in TYPE_DECL.finditer(code)} - KEYWORDS
    members = {m.group(1) for m in MEMBER_DECL.finditer(code)}
    ext_members = {}
    for m in EXT_DECL.finditer(code):
        body_open = m.end() - 1
        body = code[body_open + 1:block_end(code, body_open)]
        names = set()
        for s, e in depth_zero_spans(body):
            names |= {x.group(1) for x in MEMBER_DECL.finditer(body[s:e])}
        ext_members.setdefault(m.group(1).split(".")[0], set()).update(names)
    top = set()
    for s, e in depth_zero_spans(code):
        top |= {x.group(1) for x in re.finditer(r"\b(?:func|var|let)\s+([A-Za-z_]\w*)", code[s:e])}
    return types, members, ext_members, top


IMPORT = re.compile(
    r"^[ \t]*(?:@\w+[ \t]+)*import[ \t]+(?:(?:class|struct|enum|func|var|let|protocol|typealias)[ \t]+)?([\w.]+)",
    re.M)
VIEW_STRUCT = re.compile(r"\bstruct\s+([A-Za-z_]\w*)\s*(?:<[^{]*?>)?\s*:\s*([^{]*)\{")
CLASS_DECL = re.compile(r"\bclass\s+([A-Za-z_]\w*)\s*(?:<[^{]*?>)?\s*:\s*([A-Za-z_][\w.]*)")


def kind_and_types(code, imports):
    views = []
    if "SwiftUI" in imports:
        for m in VIEW_STRUCT.finditer(code):
            if re.search(r"(?<![\w.])View\b(?!\w)", m.group(2).split("where")[0]):
                views.append((m.group(1), m.end() - 1))
    if views:
        return "swiftui", views
    if "UIKit" in imports:
        classes = [(m.group(1), m.group(2).split(".")[-1], m.end()) for m in CLASS_DECL.finditer(code)]
        known, found = set(), []
        changed = True
        while changed:
            changed = False
            for name, sup, pos in classes:
                if name not in known and (UIKIT_SUPER.match(sup) or sup in known):
                    known.add(name)
                    changed = True
        for name, sup, pos in classes:
            if name in known:
                brace = code.find("{", pos)
                found.append((name, brace if brace >= 0 else pos))
        if found:
            return "uikit", found
    return None, []


def host_type(code, items):
    bodies = {}
    for name, brace in items:
        bodies[name] = code[brace:block_end(code, brace) + 1]
    for name, _ in items:
        named = any(re.search(r"\b%s\b" % re.escape(name), body)
                    for other, body in bodies.items() if other != name)
        if not named:
            return name
    return items[0][0]


CONTROL = [
    (re.compile(r'\bButton\s*\(\s*"([^"\\\n]*)"'), "tap"),
    (re.compile(r'\bToggle\s*\(\s*"([^"\\\n]*)"'), "toggle"),
    (re.compile(r'\bButton\s*\(\s*action\s*:[^{]*\{[^{}]*\}\s*\)?\s*\{\s*Text\s*\(\s*"([^"\\\n]*)"'), "tap"),
    (re.compile(r'\bsetTitle\s*\(\s*"([^"\\\n]*)"'), "tap"),
]


def control_of(text, kind):
    best = None
    for pattern, step in CONTROL:
        if kind == "uikit" and step == "toggle":
            continue
        m = pattern.search(text)
        if m and m.group(1).strip() and (best is None or m.start() < best[0]):
            best = (m.start(), m.group(1), step)
    return (best[1], best[2]) if best else (None, None)


def excluded(path):
    parts = path.split("/")
    if parts[-1] == "Package.swift":
        return True
    return any(p in EXCLUDED_DIRS or p.endswith("Tests") for p in parts[:-1])


def eligible_files(gitdir):
    commit = git(gitdir, "rev-parse", "HEAD").decode().strip()
    names = [p for p in git(gitdir, "ls-tree", "-r", "--name-only", "-z", "HEAD").decode(
        "utf-8", "replace").split("\0") if p.endswith(".swift") and not excluded(p)]
    names.sort(key=lambda p: p.encode())
    if not names:
        return commit, []
    # Read every Swift file of the commit once.
    batch = "".join("HEAD:%s\n" % p for p in names).encode()
    raw = git(gitdir, "cat-file", "--batch", data=batch)
    texts, pos = {}, 0
    for p in names:
        header_end = raw.index(b"\n", pos)
        header = raw[pos:header_end].split()
        if len(header) < 3 or header[1] != b"blob":
            pos = header_end + 1
            continue
        size = int(header[2])
        texts[p] = raw[header_end + 1:header_end + 1 + size].decode("utf-8", "replace")
        pos = header_end + 1 + size + 1
    stripped = {p: strip(t) for p, t in texts.items()}
    decls = {p: declarations(c) for p, c in stripped.items()}
    repo_types = set()
    for types, _, _, _ in decls.values():
        repo_types |= types
    # What the files declare, each name with the number of files that declare it.
    all_types, all_ext, all_top = {}, {}, {}
    for types, _, ext_members, top in decls.values():
        for name in types:
            all_types[name] = all_types.get(name, 0) + 1
        for extended, names_ in ext_members.items():
            if extended in repo_types:
                continue
            for name in names_ - KEYWORDS - {"body"}:
                all_ext[name] = all_ext.get(name, 0) + 1
        for name in top - KEYWORDS:
            all_top[name] = all_top.get(name, 0) + 1
    out = []
    for p in names:
        if p not in texts:
            continue
        text, code = texts[p], stripped[p]
        lines = text.count("\n") + (0 if text.endswith("\n") else 1)
        if lines < 40 or lines > 600:
            continue
        imports = {m.group(1).split(".")[0] for m in IMPORT.finditer(code)}
        if not imports or not imports <= APPLE:
            continue
        kind, items = kind_and_types(code, imports)
        if kind is None:
            continue
        own_types, own_members, own_ext, own_top = decls[p]
        own_ext_names = set()
        for extended, names_ in own_ext.items():
            if extended not in repo_types:
                own_ext_names |= names_
        words = set(re.findall(r"(?<![\w.])([A-Za-z_]\w*)", code))
        dotted = set(re.findall(r"\.([A-Za-z_]\w*)", code))
        # A name declared in another file: declared by more files than this one.
        def elsewhere(table, name, here):
            return table.get(name, 0) > (1 if here else 0)
        foreign = any(elsewhere(all_types, w, w in own_types) for w in words - own_types) \
            or any(elsewhere(all_ext, d, d in own_ext_names) for d in dotted - own_members) \
            or any(elsewhere(all_top, w, w in own_top) for w in words - own_members - own_top)
        if foreign:
            continue
        control, step = control_of(text, kind)
        out.append({"path": p, "kind": kind, "type": host_type(code, items),
                    "control": control, "controlStep": step, "lines": lines})
    return commit, out


def candidate_order(search, named):
    """A held-out round's candidate repositories: those of the search results in `search` (a
    TSV of query, rank, repository, path; `#` comments), in order, each once, a result counting
    when its query is a name query or its path a Swift file; those in `named` (repository in
    lower case → where it was used before) are dropped with the reason."""
    order, dropped, seen = [], [], set()
    for line in open(search):
        if not line.strip() or line.startswith("#"):
            continue
        query, _rank, repo, path = line.rstrip("\n").split("\t")
        if not (query.startswith("name:") or path.endswith(".swift")):
            continue
        if repo.lower() in seen:
            continue
        seen.add(repo.lower())
        if repo.lower() in named:
            dropped.append({"repository": repo, "reason": "named in " + named[repo.lower()]})
        else:
            order.append({"repository": repo, "query": query})
    return order, dropped


def choose_held_out(order, mirror, target, round_number):
    """A held-out round's choice (round 11's rule, kept by round 16): for each candidate in
    order, until every kind has its target, the first eligible file of each kind of the
    repository's snapshot. Returns the chosen files, the candidates examined, those skipped
    (no or an unreadable snapshot), those without an eligible file, and the count per kind."""
    chosen, examined, skipped, none = [], [], [], []
    count = {"swiftui": 0, "uikit": 0}
    for item in order:
        if all(count[k] >= target[k] for k in target):
            break
        repo = item["repository"]
        examined.append(item)
        gitdir = gitdir_of(mirror, repo)
        if gitdir is None:
            skipped.append({"repository": repo, "reason": "no snapshot"})
            continue
        try:
            commit, files = eligible_files(gitdir)
        except subprocess.CalledProcessError as error:
            skipped.append({"repository": repo, "reason": "unreadable snapshot: %s" % error})
            continue
        if not files:
            none.append(repo)
        for kind in ("swiftui", "uikit"):
            of_kind = [f for f in files if f["kind"] == kind]
            if of_kind and count[kind] < target[kind]:
                f = of_kind[0]
                chosen.append({"repository": repo, "commit": commit, "path": f["path"],
                               "kind": kind, "type": f["type"], "control": f["control"],
                               "controlStep": f["controlStep"], "lines": f["lines"],
                               "heldOut": True, "round": round_number})
                count[kind] += 1
    return chosen, examined, skipped, none, count


def main():
    args, held_out, rule = sys.argv[1:], HELD_OUT, "Fixtures/PublicCorpus/README.md"
    while args and args[0].startswith("--"):
        if args[0] == "--held-out":
            held_out, args = int(args[1]), args[2:]
        elif args[0] == "--rule":
            rule, args = args[1], args[2:]
        else:
            sys.exit("public-corpus-select: unknown option %s" % args[0])
    candidates_file, out_file = args[0], args[1]
    mirror = args[2] if len(args) > 2 else "/work/.mirror"
    candidates = [l.strip() for l in open(candidates_file) if l.strip() and not l.startswith("#")]
    per_repo, skipped = [], []
    # Results per snapshot are kept between runs (the choice depends on the snapshot only).
    cache_file = os.environ.get("PC_SELECT_CACHE")
    cache = json.load(open(cache_file)) if cache_file and os.path.exists(cache_file) else {}
    for repo in candidates:
        gitdir = gitdir_of(mirror, repo)
        if gitdir is None:
            skipped.append({"repository": repo, "reason": "no snapshot"})
            continue
        try:
            key = gitdir + "@" + git(gitdir, "rev-parse", "HEAD").decode().strip()
            if key in cache:
                commit, files = cache[key]
            else:
                commit, files = eligible_files(gitdir)
                cache[key] = (commit, files)
        except subprocess.CalledProcessError as error:
            skipped.append({"repository": repo, "reason": "unreadable snapshot: %s" % error})
            continue
        per_repo.append((repo, commit, files))
    if cache_file:
        json.dump(cache, open(cache_file, "w"))
    chosen, count = [], {"swiftui": 0, "uikit": 0}
    taken = {}
    for round_index in range(CAP):
        for kind in ("swiftui", "uikit"):
            for repo, commit, files in per_repo:
                if round_index > 0 and count[kind] >= TARGET[kind]:
                    break
                of_kind = [f for f in files if f["kind"] == kind]
                if len(of_kind) > round_index:
                    f = of_kind[round_index]
                    chosen.append(dict(repository=repo, commit=commit, **f))
                    count[kind] += 1
                    taken[repo] = taken.get(repo, 0) + 1
    order = sorted(chosen, key=lambda f: hashlib.sha1(
        ("%s:%s" % (f["repository"], f["path"])).encode()).hexdigest())
    held = {(f["repository"], f["path"]) for f in order[:held_out]}
    for f in chosen:
        f["heldOut"] = (f["repository"], f["path"]) in held
    manifest = {
        "rule": rule,
        "candidates": candidates,
        "skipped": skipped,
        "noEligibleFile": [r for r, _, fs in per_repo if not fs],
        "files": chosen,
    }
    with open(out_file, "w") as fh:
        json.dump(manifest, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    repos = {f["repository"] for f in chosen}
    print("files %d (swiftui %d, uikit %d) from %d repositories; %d candidates, %d skipped, "
          "%d without an eligible file" % (len(chosen), count["swiftui"], count["uikit"],
                                           len(repos), len(candidates), len(skipped),
                                           len(manifest["noEligibleFile"])))


if __name__ == "__main__":
    main()
