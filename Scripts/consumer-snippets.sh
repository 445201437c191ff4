#!/usr/bin/env bash
# Compiles the course's 13 Swift snippets byte for byte as the course wrote them — their own
# `import UIKit` / `import SwiftUI` / `import QuartzCore` lines included — in a consumer package
# that depends on this one by path and uses its facade products (Docs/Facades.md).
# Run from the project root:  bash Scripts/consumer-snippets.sh
# Prints one line per snippet (ok / FAIL) and a closing 'snippets: N passed, N failed'.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
fixtures="$proj/Fixtures/SeedSnippets"
work="${TMPDIR:-/tmp}/screenlab-consumer-$(echo "$proj" | md5sum | cut -c1-8)"
rm -rf "$work/Sources"
mkdir -p "$work/Sources"
targets=""
for f in "$fixtures"/*.swift; do
  name="S$(basename "$f" .swift | tr -d '-')"
  mkdir -p "$work/Sources/$name"
  cp "$f" "$work/Sources/$name/main.swift"   # unmodified
  products=""
  for framework in SwiftUI UIKit QuartzCore CoreGraphics; do
    if grep -qE "^import $framework\$" "$f"; then
      products="$products .product(name: \"$framework\", package: \"ScreenLab\"),"
    fi
  done
  targets="$targets .executableTarget(name: \"$name\", dependencies: [$products]),"
done
# Swift 5 language mode, as the snippets were written (and as most app targets still build):
# under Swift 6 their top-level globals are main-actor isolated, on Apple's platforms too.
cat > "$work/Package.swift" <<PKG
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Consumer",
  dependencies: [.package(name: "ScreenLab", path: "$proj")],
  targets: [$targets])
PKG
pass=0; fail=0
# The facades once, then each snippet on its own so that one failure does not hide the rest.
(cd "$work" && swift build --target SwiftUI >/dev/null 2>&1 && swift build --target UIKit \
  >/dev/null 2>&1) || true
for f in "$fixtures"/*.swift; do
  name="S$(basename "$f" .swift | tr -d '-')"
  if (cd "$work" && swift build --target "$name" > "$work/$name.log" 2>&1); then
    echo "ok    $(basename "$f")"; pass=$((pass+1))
  else
    echo "FAIL  $(basename "$f"): $(grep -m2 'error:' "$work/$name.log" | sed 's/.*error: //' \
      | tr '\n' ';' | cut -c1-200)"
    fail=$((fail+1))
  fi
done
echo "snippets: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
