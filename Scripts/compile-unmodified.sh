#!/usr/bin/env bash
# Compiles Swift files unmodified against ScreenLab's facade modules (`import SwiftUI`,
# `import UIKit`, `import QuartzCore`, `import CoreGraphics`, `import Combine`, and the other
# frameworks of Docs/Semantics/OtherFrameworks.md; Docs/Facades.md),
# each file as its own target of a consumer package that depends on this one by path, so that one
# failure hides nothing. Swift 5 language mode, as most app targets still build.
#
# Usage: Scripts/compile-unmodified.sh [--main] [--name NAME] FILE...
#   --main       compile each file as a target's main.swift (snippets with top-level code)
#   --name NAME  the consumer package's scratch folder name (default: unmodified)
# Prints one line per file, `ok` or `FAIL` with the compiler's first errors, then a closing
# `NAME: N passed, N failed`; exits 1 when a file failed.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
main=0
name=unmodified
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --main) main=1 ;;
    --name) shift; name="$1" ;;
    *) files+=("$1") ;;
  esac
  shift
done
if [ "${#files[@]}" -eq 0 ]; then
  echo "compile-unmodified: no files given" >&2
  exit 64
fi
facade_modules=$(bash "$proj/Scripts/facade-modules.sh" "$proj") || exit 70
work="${TMPDIR:-/tmp}/screenlab-$name-$(echo "$proj" | md5sum | cut -c1-8)"
# The build folder the consumer packages share (ScreenLab built once for all of them).
scratch="$(bash "$proj/Scripts/consumer-scratch.sh")"
rm -rf "$work/Sources"
mkdir -p "$work/Sources"
targets=""
declare -A target_of
index=0
for f in "${files[@]}"; do
  if [ ! -f "$f" ]; then
    echo "compile-unmodified: '$f' is not a file" >&2
    exit 66
  fi
  index=$((index + 1))
  base="$(basename "$f" .swift)"
  target="T$(printf '%03d' "$index")_$(echo "$base" | tr -c 'A-Za-z0-9\n' '_')"
  target_of["$f"]="$target"
  mkdir -p "$work/Sources/$target"
  if [ "$main" = 1 ]; then
    cp "$f" "$work/Sources/$target/main.swift"
  else
    cp "$f" "$work/Sources/$target/$base.swift"
  fi
  products=""
  for framework in $facade_modules; do
    if grep -qE "^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+$framework([[:space:].]|$)" "$f"; then
      products="$products .product(name: \"$framework\", package: \"ScreenLab\"),"
    fi
  done
  kind=target
  [ "$main" = 1 ] && kind=executableTarget
  targets="$targets .$kind(name: \"$target\", dependencies: [$products]),"
done
cat > "$work/Package.swift" <<PKG
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Consumer",
  dependencies: [.package(name: "ScreenLab", path: "$proj")],
  targets: [$targets])
PKG
pass=0
fail=0
# The facades once. Then, for library targets, every file in one build: when it succeeds, every
# file compiled (each is its own module, as alone), and no file needs a build of its own. When
# it fails, or for --main (executables would each be linked), each file on its own, so that
# one failure hides nothing.
(cd "$work" && swift build --scratch-path "$scratch" --product SwiftUI >/dev/null 2>&1) || true
if [ "$main" = 0 ] && (cd "$work" && swift build --scratch-path "$scratch" >"$work/all.log" 2>&1); then
  for f in "${files[@]}"; do echo "ok    $f"; done
  echo "$name: ${#files[@]} passed, 0 failed (one build)"
  exit 0
fi
for f in "${files[@]}"; do
  target="${target_of[$f]}"
  if (cd "$work" && swift build --scratch-path "$scratch" --target "$target" >"$work/$target.log" 2>&1); then
    echo "ok    $f"
    pass=$((pass + 1))
  else
    first=$(grep -m3 'error:' "$work/$target.log" | sed 's/^.*error: //' | tr '\n' ';' | cut -c1-240)
    echo "FAIL  $f: ${first:-see $work/$target.log}"
    fail=$((fail + 1))
  fi
done
echo "$name: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
