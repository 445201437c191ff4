#!/usr/bin/env bash
# Writes the public symbol graphs of ScreenLab's API modules into DIR (default
# .build/symbol-graphs), for Scripts/coverage.sh and Scripts/docs.sh.
#
# Builds the package first (incremental; set SCREENLAB_SKIP_BUILD=1 when it is built), then
# runs the toolchain's swift-symbolgraph-extract on each module in .build/debug/Modules, so no
# second build with other compiler flags is needed.
#
# Usage: Scripts/symbol-graphs.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."

# The modules whose public declarations are ScreenLab's API (see Docs/Building.md).
modules=(Measure Runtime TimingCurves TouchInput HeadlessCoreGraphics HeadlessQuartzCore HeadlessUIKit
  HeadlessCombine HeadlessSwiftUI
  HeadlessBridging ScreenLab ScreenLabAnalysis ScreenLabTesting ScreenLabReport ScreenLabRun)

out="${1:-.build/symbol-graphs}"
if [ "${SCREENLAB_SKIP_BUILD:-0}" != 1 ]; then
  swift build >&2
fi
bin="$(swift build --show-bin-path)"
triple="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
# The toolchain's host libraries (SwiftSyntax): ScreenLabAnalysis imports them internally, and a
# module built without library evolution makes its readers load them (Docs/Building.md).
host="${SCREENLAB_SWIFT_HOST:-$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/host}"
host_flags=()
if [ -e "$host/SwiftParser.swiftmodule" ]; then host_flags=(-I "$host"); fi
rm -rf "$out"
mkdir -p "$out"
for module in "${modules[@]}"; do
  if [ ! -e "$bin/Modules/$module.swiftmodule" ]; then
    echo "symbol-graphs: $bin/Modules/$module.swiftmodule is missing; build the package first" >&2
    exit 1
  fi
  swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" "${host_flags[@]}" \
    -target "$triple" \
    -output-dir "$out" -minimum-access-level public -skip-synthesized-members
done
echo "$out"
