#!/usr/bin/env bash
# Builds and tests Examples/CounterApp, a user's package that depends on this one by path and
# tests its views with ScreenLabTesting (Docs/Testing.md §8), then plants its three bugs and
# checks that its tests fail with the documented messages.
#
# The example builds in the folder the consumer packages share (Scripts/consumer-scratch.sh),
# outside the checkout, so the frameworks are built once for all of them and a second run only
# rebuilds what changed. Planting the bugs recompiles only the example's two targets. Its logs
# and reports are kept beside it, under ${TMPDIR:-/tmp}/screenlab-counterapp-<hash>.
#
# Usage: Scripts/example-counterapp.sh
# Prints `counterapp: ok` or the failing step; exits 1 on failure.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
example="$proj/Examples/CounterApp"
work="${TMPDIR:-/tmp}/screenlab-counterapp-$(echo "$proj" | md5sum | cut -c1-8)"
scratch="$(bash "$proj/Scripts/consumer-scratch.sh")"
log="$work.log"
mkdir -p "$scratch"
cd "$example" || exit 1

fail() {
  echo "counterapp: $1 (log: $log)"
  exit 1
}

# 1. As written: every test passes, under CI=true (a missing snapshot reference fails).
if ! CI=true COUNTERAPP_BUGS= swift test --scratch-path "$scratch" >"$log" 2>&1; then
  grep -E "error|✘|failed" "$log" | head -20
  fail "the example's tests failed"
fi
echo "counterapp: the example's tests pass"

# 2. With the bugs planted: the tests fail, each with its documented message.
bugs_log="$work.bugs.log"
# The failures' HTML reports (Docs/Testing.md §10) go to a folder outside the checkout.
reports="$work.reports"
rm -rf "$reports"
if CI=true COUNTERAPP_BUGS=all SCREENLAB_REPORT_DIR="$reports" swift test --scratch-path "$scratch" \
  >"$bugs_log" 2>&1; then
  fail "the tests passed with the bugs planted"
fi
# The new frames a failing snapshot writes beside its reference are for a person to look at.
find "$example/Tests" -name '*.new.svg' -delete -o -name '*.new.txt' -delete
missing=0
if ! grep -qE "report: $reports/CounterAppTests/[A-Za-z0-9_-]+-L[0-9]+\.html" "$bugs_log" \
  || [ -z "$(find "$reports" -name '*.html' 2>/dev/null | head -1)" ]; then
  echo "counterapp: a failed assertion wrote no report under $reports"
  missing=1
fi
for message in \
  "expectRecomputes: the views that re-ran differ from the expected ones" \
  "senkron | CounterScreen.count: model=Count: 1 ekran=Count: 0 -> bayat" \
  "senkron | BadgeView.count: model=3 ekran=0 -> bayat" \
  "expectNoSnapBack: strokeEnd of ProgressRing jumps when its animation ends"; do
  if ! grep -qF -- "$message" "$bugs_log"; then
    echo "counterapp: with the bugs planted, no failure said: $message"
    missing=1
  fi
done
# Each framework recorded its failure at the caller's line: XCTest with XCTFail, Swift Testing
# with an issue (the first `expectRecomputes(` of each test file).
tests="$example/Tests/CounterAppTests"
xc_line=$(grep -n "expectRecomputes(" "$tests/CounterAppXCTests.swift" | head -1 | cut -d: -f1)
st_line=$(grep -n "expectRecomputes(" "$tests/CounterAppTests.swift" | head -1 | cut -d: -f1)
if ! grep -qE "CounterAppXCTests\.swift:$xc_line: error: CounterAppXCTests\.testIncrementUnderXCTest : failed - expectRecomputes: " "$bugs_log"; then
  echo "counterapp: XCTest did not record the expectRecomputes failure at CounterAppXCTests.swift:$xc_line"
  missing=1
fi
if ! grep -qE "recorded an issue at CounterAppTests\.swift:$st_line:" "$bugs_log"; then
  echo "counterapp: Swift Testing did not record an issue at CounterAppTests.swift:$st_line"
  missing=1
fi
[ "$missing" -eq 0 ] || fail "a planted bug was not reported as documented (log: $bugs_log)"
echo "counterapp: the three planted bugs fail with their documented messages, under both frameworks"
echo "counterapp: ok"
