#!/usr/bin/env bash
# The SwiftPM command plugin from a user's side (Docs/Analyzer.md, "Running it as a package
# plugin"): writes a fresh package in a scratch folder that depends on this checkout by path,
# with one drawing view that has a stale-screen bug and one clean target, and runs
# `swift package screenlab-analyze` on it: text, SARIF, a target chosen by name, an unknown
# target. It builds in the folder the consumer packages share (Scripts/consumer-scratch.sh),
# outside the scratch package, so ScreenLab is built once for all of them; later runs take
# seconds.
#
# Usage: Scripts/plugin-check.sh
# Ends with 'plugin-check: N passed, N failed'; exits 1 when a check failed.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
cache="$(bash "$proj/Scripts/consumer-scratch.sh")"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
pass=0
fail=0
check() { # name, condition result (0 = ok)
  if [ "$2" -eq 0 ]; then echo "ok    $1"; pass=$((pass + 1)); else echo "FAIL  $1"; fail=$((fail + 1)); fi
}

pkg="$scratch/UserApp"
mkdir -p "$pkg/Sources/Gauges" "$pkg/Sources/Clean"
cat >"$pkg/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "UserApp",
  dependencies: [.package(name: "ScreenLab", path: "$proj")],
  targets: [
    .target(name: "Gauges", path: "Sources/Gauges"),
    .target(name: "Clean", path: "Sources/Clean"),
  ]
)
SWIFT
cat >"$pkg/Sources/Gauges/LevelView.swift" <<'SWIFT'
#if canImport(UIKit)
  import UIKit
#endif

final class LevelView: UIView {
  var level: CGFloat = 0

  override func draw(_ rect: CGRect) {
    UIRectFill(CGRect(x: 0, y: 0, width: rect.width * level, height: rect.height))
  }

  func show(_ value: CGFloat) {
    level = value
  }
}
SWIFT
cat >"$pkg/Sources/Clean/Total.swift" <<'SWIFT'
public func total(_ values: [Int]) -> Int { values.reduce(0, +) }
SWIFT

run() { # output file, arguments…
  local out="$1"
  shift
  (cd "$pkg" && timeout 1800 swift package --scratch-path "$cache" screenlab-analyze "$@") \
    >"$out" 2>"$out.err"
}

# 1. Text findings for the whole package; the command fails because there are findings.
run "$scratch/text.out"
status=$?
[ "$status" -ne 0 ] && grep -q "LevelView.swift:13:5: warning: .*\[SL101\]" "$scratch/text.out"
check "text: the stale write is reported and the command fails" $?
if [ "$status" -eq 0 ] || ! grep -q SL101 "$scratch/text.out"; then
  tail -20 "$scratch/text.out.err"
fi

# 2. SARIF on standard output: a JSON document with the result, paths relative to the package.
run "$scratch/out.sarif" --format sarif
python3 - "$scratch/out.sarif" <<'PY'
import json, sys
document = json.load(open(sys.argv[1]))
assert document["version"] == "2.1.0", document["version"]
results = document["runs"][0]["results"]
assert any(r["ruleId"] == "SL101" for r in results), results
uri = results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
assert uri == "Sources/Gauges/LevelView.swift", uri
PY
check "sarif: a SARIF 2.1.0 document, paths relative to the package" $?

# 3. A clean target chosen by name: no findings, success.
run "$scratch/clean.out" Clean
status=$?
[ "$status" -eq 0 ] && ! grep -q SL101 "$scratch/clean.out"
check "a clean target chosen by name passes" $?

# 4. An unknown target is a one-line error naming it.
run "$scratch/unknown.out" --target Nope
status=$?
[ "$status" -ne 0 ] && grep -q "no target named 'Nope'" "$scratch/unknown.out.err"
check "an unknown target is refused by name" $?

echo "plugin-check: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
