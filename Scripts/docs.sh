#!/usr/bin/env bash
# Builds the DocC documentation of ScreenLab's public modules with the toolchain's `docc`, from
# the catalogs in Sources/<Module>/<Module>.docc and the modules' symbol graphs
# (Scripts/symbol-graphs.sh). Fails when a symbol link (``Name`` in a doc comment or a
# catalog) does not resolve, is ambiguous, or names a symbol of another module: DocC builds one
# module at a time, so a link into another module is broken there. Other DocC warnings
# (undocumented parameters, …) are printed, not fatal.
#
# Output: .build/docs/<Module>.doccarchive
#
# Usage: Scripts/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v docc >/dev/null; then
  echo "docs: docc is not on PATH (it ships with the Swift toolchain); skipped" >&2
  exit 0
fi

modules=(Measure Runtime TimingCurves TouchInput HeadlessCoreGraphics HeadlessQuartzCore HeadlessUIKit
  HeadlessCombine HeadlessSwiftUI
  HeadlessBridging ScreenLab ScreenLabTesting ScreenLabReport ScreenLabRun)
graphs="$(bash Scripts/symbol-graphs.sh .build/symbol-graphs | tail -1)"
out=.build/docs
rm -rf "$out"
mkdir -p "$out"
failed=0
for module in "${modules[@]}"; do
  catalog="Sources/$module/$module.docc"
  if [ ! -d "$catalog" ]; then
    echo "docs: $catalog is missing" >&2
    failed=1
    continue
  fi
  own="$out/graphs/$module"
  mkdir -p "$own"
  cp "$graphs/$module.symbols.json" "$own/"
  for extension in "$graphs/$module@"*.symbols.json; do
    if [ -e "$extension" ]; then cp "$extension" "$own/"; fi
  done
  log="$out/$module.log"
  if ! docc convert "$catalog" --additional-symbol-graph-dir "$own" \
    --fallback-display-name "$module" --fallback-bundle-identifier "screenlab.$module" \
    --output-path "$out/$module.doccarchive" >"$log" 2>&1; then
    cat "$log" >&2
    echo "docs: docc failed for $module" >&2
    failed=1
    continue
  fi
  # Link-resolution problems, with the line DocC points at.
  if grep -E -A3 "^(warning|error): .*(doesn't exist at|is ambiguous|No symbol|Topic reference|unresolved|not found)" "$log" >"$out/$module.links"; then
    echo "docs: broken symbol links in $module:" >&2
    cat "$out/$module.links" >&2
    failed=1
  fi
  other=$(grep -c "^warning" "$log" || true)
  echo "docs: $module built ($other DocC warning(s); see $log)"
done
if [ "$failed" != 0 ]; then
  echo "docs: fix the links above (write names of other modules or of non-public symbols in" \
    "code voice, \`Name\`, instead of \`\`Name\`\`)" >&2
  exit 1
fi
echo "docs: every catalog built with every symbol link resolved ($out)"
