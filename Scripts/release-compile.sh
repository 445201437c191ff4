#!/usr/bin/env bash
# Compiles modules with the optimizer on (`-O`, whole module, no `-enable-testing`, no `DEBUG`),
# against the debug build's module files, to catch what only a release build reports: Swift's
# data-race checks run after the optimizer's mandatory passes and have rejected code under `-O`
# that `-Onone` accepted (a closure sent into a main-actor closure, Docs/Building.md "Release
# builds"). A full `swift build -c release` takes about 15 minutes on 2 cores; this compiles one
# module at a time with the exact flags of its debug command (read from .build/debug.yaml) and
# writes nothing into .build but the module cache.
#
# Usage: Scripts/release-compile.sh [--budget SECONDS] [--list] [MODULE...]
#   MODULE...         the modules to compile (default: every library and executable module of
#                     the package that is not a test target, a facade or a macro plug-in)
#   --budget SECONDS  compile no module that would end after this many seconds, by an
#                     estimate from its source size (the rest are named as skipped; the first
#                     module is always compiled); the modules are taken in a rotation chosen by
#                     the date, so that successive days cover every module
#   --list            print the modules in the order they would be compiled, and stop
# Needs a debug build (`swift build` or `swift test`) of the same sources. Exits 1 when a module
# fails to compile (its diagnostics are printed), 64 on bad arguments.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
budget=0
list=0
modules=()
while [ $# -gt 0 ]; do
  case "$1" in
    --budget)
      [ $# -ge 2 ] || { echo "release-compile: --budget needs a number of seconds" >&2; exit 64; }
      case "$2" in ''|*[!0-9]*) echo "release-compile: --budget '$2' is not a whole number of seconds" >&2; exit 64 ;; esac
      budget="$2"; shift ;;
    --list) list=1 ;;
    -*) echo "release-compile: unknown option '$1'" >&2; exit 64 ;;
    *) modules+=("$1") ;;
  esac
  shift
done
yaml="$proj/.build/debug.yaml"
[ -f "$yaml" ] || { echo "release-compile: $yaml is missing: run 'swift build' first" >&2; exit 64; }

# The debug command of each module: one line `NAME<TAB>arg arg …` per module.
commands="$(awk '
  /^  "C\..*-debug\.module":$/ {
    name = $1; sub(/^"C\./, "", name); sub(/-[a-z0-9_]+-unknown-linux-gnu-debug\.module":$/, "", name)
    want = 1; next }
  want && /^    args: \[/ {
    line = $0; sub(/^    args: \[/, "", line); sub(/\]$/, "", line)
    gsub(/","/, "\037", line); gsub(/^"|"$/, "", line)
    print name "\t" line; want = 0 }
' "$yaml")"
[ -n "$commands" ] || { echo "release-compile: no module commands found in $yaml" >&2; exit 64; }

if [ ${#modules[@]} -eq 0 ]; then
  # Libraries and executables of Sources/ that are not facades (a facade is a folder of
  # re-exports only, Docs/Facades.md) and not the macro plug-in (a host tool).
  while IFS= read -r name; do
    [ -d "$proj/Sources/$name" ] || continue
    case "$name" in ScreenLabMacros) continue ;; esac
    if grep -q '^@_exported import' "$proj"/Sources/"$name"/*.swift 2>/dev/null \
      && ! grep -qv -e '^@_exported import' -e '^//' -e '^$' -e '^import ' "$proj"/Sources/"$name"/*.swift 2>/dev/null; then
      continue
    fi
    modules+=("$name")
  done < <(printf '%s\n' "$commands" | cut -f1 | sort)
  # Rotate by the day of the year, so a bounded run starts somewhere else each day.
  n=${#modules[@]}
  if [ "$n" -gt 0 ]; then
    start=$(( 10#$(date -u +%j) % n ))
    modules=("${modules[@]:start}" "${modules[@]:0:start}")
  fi
fi
if [ "$list" -eq 1 ]; then
  printf '%s\n' "${modules[@]}"
  exit 0
fi

scratch="$(mktemp -d "${TMPDIR:-/tmp}/release-compile.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
began=$(date +%s)
failed=0
compiled=0
skipped=()
# A module's -O time, estimated from its sources as measured on 2 cores: about 0.12 s a
# kilobyte for a module that imports SwiftSyntax (its visitors are slow to optimise), 0.06 s
# for the others (HeadlessSwiftUI, 1.1 MB, 57 s; ScreenLabAnalysis, 1.4 MB, 168 s).
estimate() {
  local bytes rate=6
  bytes=$(find "$proj/Sources/$1" -name '*.swift' -exec cat {} + 2>/dev/null | wc -c)
  if grep -rqsE '^[[:space:]]*(internal |@preconcurrency )?import SwiftSyntax$' "$proj/Sources/$1"; then rate=12; fi
  echo $(( 2 + bytes * rate / 100000 ))
}
for name in "${modules[@]}"; do
  if [ "$budget" -gt 0 ] && [ $((compiled + failed)) -gt 0 ] \
    && [ $(( $(date +%s) - began + $(estimate "$name") )) -gt "$budget" ]; then
    skipped+=("$name"); continue
  fi
  line="$(printf '%s\n' "$commands" | awk -F'\t' -v n="$name" '$1 == n { print $2; exit }')"
  [ -n "$line" ] || { echo "release-compile: '$name' is not a module of this package's debug build" >&2; exit 64; }
  IFS=$'\037' read -r -a args <<<"$line"
  out=()
  i=0
  while [ $i -lt ${#args[@]} ]; do
    a="${args[$i]}"
    case "$a" in
      -emit-module-path|-output-file-map|-index-store-path|-emit-objc-header-path)
        i=$((i + 2)); continue ;;
      -emit-dependencies|-emit-module|-incremental|-enable-batch-mode|-serialize-diagnostics \
        |-enable-testing|-DDEBUG|-parseable-output|-emit-objc-header|-g)
        i=$((i + 1)); continue ;;
      -Onone) out+=("-O") ;;
      -Xcc)
        if [ "${args[$((i + 1))]:-}" = "-g" ]; then i=$((i + 2)); continue; fi
        out+=("$a") ;;
      *) out+=("$a") ;;
    esac
    i=$((i + 1))
  done
  t0=$(date +%s)
  if "${out[@]}" -wmo -o "$scratch/$name.o" >"$scratch/log" 2>&1; then
    compiled=$((compiled + 1))
    echo "release-compile: $name ($(( $(date +%s) - t0 )) s)"
  else
    failed=$((failed + 1))
    cat "$scratch/log" >&2
    echo "release-compile: $name does not compile with -O" >&2
  fi
  rm -f "$scratch/$name.o"
done
[ ${#skipped[@]} -eq 0 ] || echo "release-compile: skipped for the budget: ${skipped[*]}"
echo "release-compile: $compiled compiled with -O, $failed failed, ${#skipped[@]} skipped"
[ "$failed" -eq 0 ]
