#!/usr/bin/env bash
# Materialises the public corpus (Fixtures/PublicCorpus/manifest.json: repository, path, commit)
# from repository snapshots into a scratch folder and measures it: compiles unmodified, hosted
# by `screenlab run FILE --view TYPE`, a tap or drag changed something, and the first failure of
# each file grouped by cause. No third-party source enters this repository: the files live in
# the scratch folder only.
#
# Usage: Scripts/public-corpus.sh [--set main|heldout|all|main247|formerheldout|round11|round16|round17|round18|dev]
#                                 [--manifest FILE] [--out DIR] [--mirror DIR]
#                                 [--screenlab BIN] [--root DIR] [--jobs N]
#                                 [--only-compiled] [--resume] STEP...
# Steps, in order:
#   materialise  write each file to DIR/files/NNN-Type.swift (NNN: its manifest index); says
#                which repositories have no snapshot in the mirror and which commits are missing
#   compile      the facade modules built once, then each file compiled on its own against
#                them (Swift 5 mode, as Scripts/compile-unmodified.sh); per file `ok` or its
#                first error
#   run          `screenlab run FILE --view TYPE --format json` with the manifest's control
#                (`--tap`/`--toggle`, else a tap at the view), a drag across it and
#                `--advance 1`, for every file that compiled, or whose first error is one
#                `screenlab run` rewrites away (`@objc`, `#selector`, `@IBOutlet`,
#                `@IBAction`, `#Preview`), builds in Swift 4 mode (a name Swift 4.2 renamed) or
#                stands in for (a member Xcode's asset symbols
#                would declare: `type 'ImageResource' has no member`, a member without a
#                contextual type) or for a name from elsewhere in its project (`cannot find
#                'X' in scope`, a member of a view); the others' first failure is their
#                compile error;
#                results in DIR/run/NNN.json. With --only-compiled, only the files that
#                compiled unmodified or failed on `@objc`/`#selector` are run (quicker; the
#                others keep their compile error as their first failure). With --resume,
#                files that already have a result are not run again
#   report       the table: counts per kind, compiles, hosted, changed, first failures grouped
# Sets: main, the files not held out (the 247 of the first main set, the 60 held out before
# round 11, since round 16 round 11's 60, since round 17 round 16's 60 and since round 18 round
# 17's 60); heldout, the files held out now; all; main247, the first main set alone (as rounds
# before 11 measured `main`); formerheldout, the 60 held out before round 11 (as rounds before 11
# measured `heldout`); round11, round 11's 60 (held out in rounds 11 to 15, `"formerlyHeldOut":
# 11`); round16, round 16's 60 (held out in round 16, `"formerlyHeldOut": 16`); round17, round
# 17's 60 (held out in round 17, `"formerlyHeldOut": 17`); round18, round 18's 60 (`"round": 18`,
# held out now); dev, every file of the development hosting set (Fixtures/DevCorpus/hosting-manifest.json,
# chosen by the same rule from the development corpus's repositories: development data, not a
# measure of coverage), its default --out /tmp/dev-hosting. --manifest FILE measures another manifest of the same shape (a file without
# `heldOut` is not held out).
# Defaults: --set main (the files not held out), --out /tmp/public-corpus, --mirror
# /work/.mirror, --screenlab .build/debug/screenlab, --root this checkout. Each file's run may
# take PC_TIMEOUT seconds (600 unless set; a cold first build on a loaded machine needs more).
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
manifest=""
set_name=main
out=""
mirror=/work/.mirror
screenlab="$proj/.build/debug/screenlab"
root="$proj"
jobs=2
only_compiled=0
resume=0
steps=()
while [ $# -gt 0 ]; do
  case "$1" in
    --set) shift; set_name="$1" ;;
    --manifest) shift; manifest="$1" ;;
    --out) shift; out="$1" ;;
    --mirror) shift; mirror="$1" ;;
    --screenlab) shift; screenlab="$1" ;;
    --root) shift; root="$1" ;;
    --jobs) shift; jobs="$1" ;;
    --only-compiled) only_compiled=1 ;;
    --resume) resume=1 ;;
    materialise|compile|run|report) steps+=("$1") ;;
    *) echo "public-corpus: unknown argument '$1'" >&2; exit 64 ;;
  esac
  shift
done
case "$set_name" in main|heldout|all|main247|formerheldout|round11|round16|round17|round18|dev) ;; *) echo "public-corpus: --set is main, heldout, all, main247, formerheldout, round11, round16, round17, round18 or dev" >&2; exit 64 ;; esac
if [ -z "$manifest" ]; then
  if [ "$set_name" = dev ]; then
    manifest="$proj/Fixtures/DevCorpus/hosting-manifest.json"
  else
    manifest="$proj/Fixtures/PublicCorpus/manifest.json"
  fi
fi
if [ -z "$out" ]; then
  if [ "$set_name" = dev ]; then out=/tmp/dev-hosting; else out=/tmp/public-corpus; fi
fi
manifest="$(cd "$(dirname "$manifest")" && pwd)/$(basename "$manifest")"
if [ "${#steps[@]}" -eq 0 ]; then
  echo "public-corpus: no step given (materialise, compile, run, report)" >&2
  exit 64
fi
if [ ! -f "$manifest" ]; then
  echo "public-corpus: no manifest at $manifest" >&2
  exit 66
fi
mkdir -p "$out"
export PC_MANIFEST="$manifest" PC_SET="$set_name" PC_OUT="$out" PC_MIRROR="$mirror"

# The files of the set, one line each: index, repository, path, commit, kind, type, control, step.
list() {
  python3 - <<'PY'
import json, os
m = json.load(open(os.environ["PC_MANIFEST"]))
want = os.environ["PC_SET"]
sets = {
    "all": lambda f: True,
    "dev": lambda f: True,
    "main": lambda f: not f.get("heldOut", False),
    "heldout": lambda f: f.get("heldOut", False),
    "main247": lambda f: not f.get("heldOut", False) and not f.get("formerlyHeldOut") and "round" not in f,
    "formerheldout": lambda f: f.get("formerlyHeldOut") is True,
    "round11": lambda f: f.get("round") == 11,
    "round16": lambda f: f.get("round") == 16,
    "round17": lambda f: f.get("round") == 17,
    "round18": lambda f: f.get("round") == 18,
}
for i, f in enumerate(m["files"]):
    if not sets[want](f):
        continue
    print("\t".join([str(i), f["repository"], f["path"], f["commit"], f["kind"], f["type"],
                     f.get("control") or "", f.get("controlStep") or ""]))
PY
}

file_name() { printf '%03d-%s.swift' "$1" "$2"; }

materialise() {
  mkdir -p "$out/files"
  local missing_repos="" missing=0 written=0
  while IFS=$'\t' read -r i repo path commit kind type control step; do
    local dir="$mirror/${repo/\//+}/repo"
    [ -f "$dir/.git/HEAD" ] && dir="$dir/.git"
    local target
    target="$out/files/$(file_name "$i" "$type")"
    if [ ! -f "$dir/HEAD" ]; then
      case " $missing_repos " in *" $repo "*) ;; *) missing_repos="$missing_repos $repo" ;; esac
      missing=$((missing + 1))
      continue
    fi
    if git --git-dir="$dir" show "$commit:$path" > "$target.part" 2>/dev/null; then
      mv "$target.part" "$target"
      written=$((written + 1))
    else
      rm -f "$target.part"
      echo "missing commit: $repo $commit:$path" >&2
      missing=$((missing + 1))
    fi
  done < <(list)
  for r in $missing_repos; do
    echo "missing snapshot: $r (bring it with the search tool's fetch: github:$r)" >&2
  done
  echo "materialise: $written written to $out/files, $missing missing"
}

compile() {
  # The facade modules are built once, by a consumer package with one target that imports
  # them all; then each file is compiled on its own with `swiftc` against those modules (Swift
  # 5 mode, as Scripts/compile-unmodified.sh), so that one failure hides nothing and a build
  # that stops at its first failing target cannot leave files unmeasured.
  local work="$out/compile"
  # Every facade module of Package.swift, so a file may import any of them.
  local facades
  facades=$(bash "$root/Scripts/facade-modules.sh" "$root") || return 1
  mkdir -p "$work/Sources/Facades" "$work/objects"
  printf 'import %s\n' $facades > "$work/Sources/Facades/Facades.swift"
  cat > "$work/Package.swift" <<PKG
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "PublicCorpus",
  dependencies: [.package(name: "ScreenLab", path: "$root")],
  targets: [.target(name: "Facades", dependencies: [$(printf '.product(name: "%s", package: "ScreenLab"), ' $facades)])])
PKG
  if ! (cd "$work" && swift build -j "$jobs" >"$work/build.log" 2>&1); then
    echo "public-corpus: the facades did not build (see $work/build.log)" >&2
    return 1
  fi
  local modules
  modules="$(cd "$work" && swift build --show-bin-path)/Modules"
  # A package that depends on ScreenLab gets the `#Preview` macro's plug-in from SwiftPM (when
  # the toolchain's host folder has SwiftSyntaxMacros, Package.swift); the same flag is given here,
  # so a file with `#Preview` compiles as it would in such a package.
  local plugin_tool
  plugin_tool="$(cd "$work" && swift build --show-bin-path)/ScreenLabMacros-tool"
  PC_PLUGIN=""
  [ -x "$plugin_tool" ] && PC_PLUGIN="$plugin_tool#ScreenLabMacros"
  # The module map of Apple's submodules (`import CoreImage.CIFilterBuiltins`), which SwiftPM
  # gives the package's own clients and `-I` alone does not (Docs/Facades.md).
  export PC_MODULEMAP="$root/Sources/Facades/AppleSubmodules/include/module.modulemap"
  export PC_MODULES="$modules" PC_WORK="$work" PC_PLUGIN
  list | while IFS=$'\t' read -r i repo path commit kind type control step; do
    local f="$out/files/$(file_name "$i" "$type")"
    [ -f "$f" ] && printf '%s\t%s\n' "$i" "$f"
  done | xargs -P "$jobs" -L 1 bash -c '
    log="$PC_WORK/objects/$0.log"
    plugin=()
    [ -n "$PC_PLUGIN" ] && plugin=(-load-plugin-executable "$PC_PLUGIN")
    if swiftc -c -parse-as-library -swift-version 5 -module-name "T$0" -I "$PC_MODULES" \
      -Xcc -fmodule-map-file="$PC_MODULEMAP" "${plugin[@]}" -o "$PC_WORK/objects/$0.o" "$1" \
      >"$log" 2>&1; then
      printf "%s\tok\t\n" "$0" > "$PC_WORK/objects/$0.result"
    else
      first=$(grep -a -m1 " error: " "$log" | sed "s/^.* error: //")
      printf "%s\tfail\t%s\n" "$0" "${first:-see $log}" > "$PC_WORK/objects/$0.result"
    fi'
  : > "$work/results.tsv"
  list | while IFS=$'\t' read -r i rest; do
    [ -f "$work/objects/$i.result" ] && cat "$work/objects/$i.result" >> "$work/results.tsv"
  done
  echo "compile: $(grep -c $'\tok\t' "$work/results.tsv") of $(wc -l < "$work/results.tsv") compile unmodified ($work/results.tsv)"
}

run() {
  mkdir -p "$out/run"
  local results="$out/compile/results.tsv"
  while IFS=$'\t' read -r i repo path commit kind type control step; do
    local f="$out/files/$(file_name "$i" "$type")"
    [ -f "$f" ] || continue
    local line
    line=$(grep -m1 "^$i"$'\t' "$results" 2>/dev/null)
    # What `screenlab run` rewrites (Docs/Run.md §2) may fail an unmodified compile and still
    # build there: `@objc`, `#selector`, Interface Builder attributes, `#Preview`.
    case "$line" in
      *$'\tok\t'*) ;;
      *[Oo]bjective-[Cc]*|*selector*|*'@objc'*|*'@IBOutlet'*|*'@IBAction'*) ;;
      *"no macro named 'Preview'"*|*"for macro 'Preview("*) [ "$only_compiled" = 1 ] && continue ;;
      # Members Xcode's asset symbols would declare, which `screenlab run` stands in for
      # (Docs/Run.md §6, "Asset symbols"); never a name ending in `Color` or `Image`, which
      # Xcode drops from a symbol (`UIColor.whiteColor` is Swift 2's spelling).
      *"has no member '"*"Color'"|*"has no member '"*"Image'") continue ;;
      *"type 'ImageResource' has no member"*|*"type 'ColorResource' has no member"*) [ "$only_compiled" = 1 ] && continue ;;
      *"type 'Color' has no member"*|*"type 'Color?' has no member"*|*"type 'ShapeStyle' has no member"*) [ "$only_compiled" = 1 ] && continue ;;
      *"type 'UIColor' has no member"*|*"type 'UIImage' has no member"*) [ "$only_compiled" = 1 ] && continue ;;
      *"cannot be resolved without a contextual type"*|*"cannot infer contextual base in reference to member"*) [ "$only_compiled" = 1 ] && continue ;;
      # Names the file expects from elsewhere in its project, which `screenlab run` stands in
      # for when they are not Apple's (Docs/Run.md §6, "Project stand-ins").
      *"cannot find type '"*"' in scope"*|*"cannot find '"*"' in scope"*) [ "$only_compiled" = 1 ] && continue ;;
      *"value of type '"*"' has no member '"*) [ "$only_compiled" = 1 ] && continue ;;
      # A call of an Apple type with labels none of its initializers takes: another file's
      # extension of it (`Color(hex:)`), which `screenlab run` stands in for (Docs/Run.md §6).
      *"extraneous argument label"*|*"extra argument '"*"' in call"*|*"extra arguments at positions"*|*"incorrect argument label"*) [ "$only_compiled" = 1 ] && continue ;;
      # A name Swift 4.2 renamed: `screenlab run` builds such sources in Swift 4 language
      # mode (Docs/Run.md §6, "Written for Swift 4").
      *"' has been renamed to '"*) [ "$only_compiled" = 1 ] && continue ;;
      *) continue ;;
    esac
    case "$line" in
      *'@IBOutlet'*|*'@IBAction'*) [ "$only_compiled" = 1 ] && continue ;;
    esac
    [ "$resume" = 1 ] && [ -f "$out/run/$i.status" ] && continue
    local args=(run "$f" --view "$type" --format json --cache "$out/cache")
    if [ -n "$control" ] && [ "$step" = toggle ]; then
      args+=(--toggle "$control")
    elif [ -n "$control" ]; then
      args+=(--tap "$control")
    else
      args+=(--tap "$type")
    fi
    args+=(--drag "$type:+80,0" --advance 1)
    SCREENLAB_ROOT="$root" timeout "${PC_TIMEOUT:-600}" "$screenlab" "${args[@]}" \
      >"$out/run/$i.json" 2>"$out/run/$i.err"
    echo $? >"$out/run/$i.status"
  done < <(list)
  echo "run: results in $out/run"
}

report() {
  python3 "$proj/Scripts/public-corpus-report.py"
}

for s in "${steps[@]}"; do
  "$s"
done
