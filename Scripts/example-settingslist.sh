#!/usr/bin/env bash
# Builds and tests Examples/SettingsList, a list screen (an @Observable store, a header, a
# ForEach of rows with a Toggle each) tested with ScreenLabTesting's per-row assertions
# (Docs/Testing.md §3.1, §8), then plants its three bugs and checks that its tests fail with
# the documented messages. Its sources hold two #Preview macros, so the build also checks that
# #Preview compiles in a user's package (§0.2), and the build log must hold no warning.
#
# The example builds in the folder the consumer packages share (Scripts/consumer-scratch.sh),
# outside the checkout: the frameworks are built once for all of them, and a run recompiles the
# example's two targets. Its logs and reports are kept beside it, under
# ${TMPDIR:-/tmp}/screenlab-settingslist-<hash>.
#
# Usage: Scripts/example-settingslist.sh
# Prints `settingslist: ok` or the failing step; exits 1 on failure.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
example="$proj/Examples/SettingsList"
work="${TMPDIR:-/tmp}/screenlab-settingslist-$(echo "$proj" | md5sum | cut -c1-8)"
scratch="$(bash "$proj/Scripts/consumer-scratch.sh")"
log="$work.log"
mkdir -p "$scratch"
cd "$example" || exit 1

fail() {
  echo "settingslist: $1 (log: $log)"
  exit 1
}

# 1. As written: every test passes, under CI=true, and the build prints no warning.
if ! CI=true SETTINGSLIST_BUGS= swift test --scratch-path "$scratch" >"$log" 2>&1; then
  grep -E "error|✘|failed" "$log" | head -20
  fail "the example's tests failed"
fi
if grep -E "warning:" "$log" | grep -v "^warning: 'screenlab'" | grep -q .; then
  grep -E "warning:" "$log" | head -5
  fail "the example's build printed a warning"
fi
echo "settingslist: the example's tests pass, with no warning"

# 2. With the bugs planted: the tests fail, each with its documented message. `local-copy`
# hides `every-row` (a switch that never reaches the store re-runs no other row), so the
# bugs are planted in two builds.
missing=0
plant() { # plant BUGS LOG MESSAGE...
  local bugs="$1" out="$2"
  shift 2
  if CI=true SETTINGSLIST_BUGS="$bugs" SCREENLAB_REPORT_DIR="$work.reports" \
    swift test --scratch-path "$scratch" >"$out" 2>&1; then
    fail "the tests passed with $bugs planted"
  fi
  for message in "$@"; do
    if ! grep -qF -- "$message" "$out"; then
      echo "settingslist: with $bugs planted, no failure said: $message (log: $out)"
      missing=1
    fi
  done
}
rm -rf "$work.reports"
plant every-row,stale-header "$work.bugs1.log" \
  "expectRecomputes: the views that re-ran differ from the expected ones" \
  "+ SettingRow[id: bluetooth] gozlem" \
  "identity: etkilesim: eklenen SettingRow[id: vpn] | kaldirilan yok" \
  "senkron | SettingsScreen.header: model=2 of 4 on ekran=1 of 4 on -> bayat" \
  "+ SettingRow[id: bluetooth] observed"
# The same failures with SCREENLAB_LANG=en (the same build; only the tests run again): English
# words, and none of the kernels' Turkish ones in the failures.
english="$work.bugs1.en.log"
if CI=true SETTINGSLIST_BUGS=every-row,stale-header SCREENLAB_LANG=en \
  SCREENLAB_REPORT_DIR="$work.reports" swift test --scratch-path "$scratch" >"$english" 2>&1; then
  fail "the tests passed with the bugs planted, in English"
fi
for message in \
  "sync | SettingsScreen.header: model=2 of 4 on screen=1 of 4 on -> stale" \
  "identity: interaction: inserted SettingRow[id: vpn] | removed none" \
  "+ SettingRow[id: bluetooth] observed"; do
  if ! grep -qF -- "$message" "$english"; then
    echo "settingslist: with SCREENLAB_LANG=en, no failure said: $message (log: $english)"
    missing=1
  fi
done
if grep -E "^ *(measured|expected|identity|[-+] |senkron|sync)" "$english" \
  | grep -qwE "degisti|yeniden|atlanan|yok|ekran|yerel|ebeveyn|gozlem|bayat|eklenen|kaldirilan|etkilesim|senkron"; then
  echo "settingslist: with SCREENLAB_LANG=en, a failure still has a Turkish word (log: $english)"
  missing=1
fi
plant local-copy "$work.bugs2.log" \
  "- SettingRow[id: wifi] gozlem" \
  "+ SettingRow[id: wifi] yerel" \
  "+ SettingRow[id: wifi] local"
[ "$missing" -eq 0 ] || fail "a planted bug was not reported as documented"
echo "settingslist: the three planted bugs fail with their documented messages"
echo "settingslist: ok"
