#!/usr/bin/env bash
# Feeds the built `screenlab` (and `screenlab-bench`) hostile input and checks how each run
# ends (Docs/CLI.md §10):
#
#   - never by a signal or a hang (status below 128, and every run bounded by `timeout`);
#   - a bad input: a non-zero status and exactly one line on standard error, 'error: …'
#     ('path: error: …' for analyze --tree, as a compiler writes it);
#   - no file touched but the output named: the scratch directory's listing (names, kinds,
#     link targets, modes) and the checksums of its regular files are compared before and
#     after every run.
#
# Prints one line per failure and a closing 'robustness: N passed, N failed'; exits
# non-zero when any case failed. Usage: Scripts/robustness.sh [path/to/screenlab]
set -uo pipefail
cd "$(dirname "$0")/.."

if [ $# -ge 1 ]; then
  # Absolute, since the cases run in the scratch directory.
  BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
  BENCH=$(dirname "$BIN")/screenlab-bench
else
  swift build --product screenlab >/dev/null || exit 1
  swift build --product screenlab-bench >/dev/null || exit 1
  BIN=$(pwd)/.build/debug/screenlab
  BENCH=$(pwd)/.build/debug/screenlab-bench
fi
[ -x "$BIN" ] || { echo "robustness: no screenlab binary at $BIN"; exit 1; }

SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/screenlab-robustness.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT
AREA=$SCRATCH/area # the directory the commands run in and may not change
OUT=$SCRATCH/stdout
ERR=$SCRATCH/stderr
mkdir -p "$AREA"
LIMIT=30 # seconds any one run may take

# The fixtures.
cd "$AREA" || exit 1
printf 'keep me\n' >old.svg
printf 'target\n' >real.svg
ln -s real.svg link.svg
ln -s loop-b loop-a
ln -s loop-a loop-b
ln -s missing-target.svg dangling.svg
ln -s gone.swift dangling.swift
mkdir folder
mkfifo fifo
printf 'let x = 1\n' >clean.swift
printf 'let \xff\xfe = 1\n' >latin1.swift
printf '' >empty.swift
printf 'let a = %s%s\n' "$(printf '[%.0s' $(seq 40))" "$(printf ']%.0s' $(seq 40))" >deep.swift
mkdir sources
printf 'let y = 2\n' >sources/a.swift
mkfifo sources/b.swift # in a directory walk: skipped, never opened
# Device nodes to write to. A CLI that replaces its output by renaming a temporary file
# over it would, as root, replace /dev/null itself; as root the cases use copies made here
# (same device numbers), so a regression breaks only the scratch area. Without root the
# real nodes are safe: /dev is not writable.
if mknod null-device c 1 3 2>/dev/null && mknod full-device c 1 7 2>/dev/null; then
  NULL_DEVICE=null-device
  FULL_DEVICE=full-device
else
  rm -f null-device
  NULL_DEVICE=/dev/null
  FULL_DEVICE=/dev/full
fi
ln -s /proc/self/fd/1 stdout-link
# Nesting SwiftParser overflows its stack on (generic arguments are not bounded by its
# nesting limit) or takes exponential time on (square brackets), a file over the 4 MiB a
# source may have, and a walk whose links lead to / and back to itself.
printf 'let a: %sB%s = x\n' "$(head -c 20000 /dev/zero | tr '\0' '<' | sed 's/</A</g')" \
  "$(head -c 20000 /dev/zero | tr '\0' '>')" >generics.swift
printf 'struct V {}\n' >view.swift
head -c 5000000 /dev/zero | tr '\0' '\n' >huge.swift
mkdir walk
printf 'let z = 3\n' >walk/c.swift
ln -s / walk/root
ln -s . walk/self
ln -s .. walk/up
ln -s /dev/zero walk/zero.swift
ln clean.swift hard-link.swift
mkdir odd-names
printf 'let w = 4\n' >"odd-names/$(printf 'caf\xe9.swift')"
LONG=$(head -c 100000 /dev/zero | tr '\0' 7)
NOT_UTF8=$'\xff\xfe'
cd - >/dev/null || exit 1

passed=0
failed=0
fail() {
  failed=$((failed + 1))
  echo "FAIL $1: $2"
}

# Everything in the scratch area but `$1` (the output the case may write): kinds, modes,
# link targets, and the checksum of each regular file (FIFOs are never opened).
snapshot() {
  (
    cd "$AREA" || exit 1
    local skip=${1:-/nothing-is-excluded}
    find . -mindepth 1 ! -path "./$skip" -printf '%y %m %p -> %l\n' | LC_ALL=C sort
    find . -type f ! -path "./$skip" -exec cksum {} + | LC_ALL=C sort
  )
}

# run NAME ALLOWED FUNCTION: runs FUNCTION in the scratch area with standard output and
# error captured; sets `status`. Reports a signal, a hang or a touched file.
run() {
  local name=$1 allowed=$2 function=$3 before after
  before=$(snapshot "$allowed")
  (cd "$AREA" && "$function") >"$OUT" 2>"$ERR" </dev/null
  status=$?
  after=$(snapshot "$allowed")
  if [ "$status" -eq 124 ]; then
    fail "$name" "did not end within ${LIMIT}s"
    return 1
  fi
  if [ "$status" -ge 128 ]; then
    fail "$name" "ended by signal $((status - 128))"
    return 1
  fi
  if [ "$before" != "$after" ]; then
    fail "$name" "touched a file it was not told to write: $(diff <(echo "$before") <(echo "$after") | head -3 | tr '\n' ' ')"
    return 1
  fi
  return 0
}

# expect_error NAME STATUS PATTERN FUNCTION: a non-zero STATUS (or any non-zero when
# STATUS is '-'), one 'error:' line on standard error matching the grep PATTERN.
expect_error() {
  local name=$1 want=$2 pattern=$3
  run "$name" "" "$4" || return
  local lines
  lines=$(wc -l <"$ERR")
  if [ "$status" -eq 0 ]; then
    fail "$name" "exit status 0 for bad input"
  elif [ "$want" != - ] && [ "$status" -ne "$want" ]; then
    fail "$name" "exit status $status, expected $want ($(head -c 200 "$ERR"))"
  elif [ "$lines" -ne 1 ] || [ -n "$(tail -c 1 "$ERR")" ]; then
    fail "$name" "$lines lines on standard error, expected one: $(head -c 300 "$ERR" | tr '\n' '|')"
  elif ! head -c 5000 "$ERR" | grep -qE '^(error: |[^ ]+: error: )'; then
    fail "$name" "standard error does not start with 'error: ' (or 'path: error: '): $(head -c 200 "$ERR")"
  elif ! head -c 5000 "$ERR" | grep -q -- "$pattern"; then
    fail "$name" "standard error does not say '$pattern': $(head -c 300 "$ERR")"
  else
    passed=$((passed + 1))
  fi
}

# expect_ok NAME ALLOWED FUNCTION CHECK: status 0, then CHECK (a function) must succeed.
expect_ok() {
  local name=$1
  run "$name" "$2" "$3" || return
  if [ "$status" -ne 0 ]; then
    fail "$name" "exit status $status: $(head -c 300 "$ERR")"
  elif ! "$4"; then
    fail "$name" "unexpected output: $(head -c 300 "$OUT" | tr '\n' '|') / $(head -c 200 "$ERR")"
  else
    passed=$((passed + 1))
  fi
}

sl() { timeout "$LIMIT" "$BIN" "$@"; }

# --- Numbers a Float cannot hold, numbers that are not numbers.
c_timing_float() { sl animate --timing 0.1,1e39,0.3,1; }
expect_error "animate --timing with a 1e39 control point" 64 "too large for a control point" c_timing_float
c_model_float() { sl animate --model 1e39; }
expect_error "animate --model 1e39 (opacity is a Float)" 64 "too large for 'opacity'" c_model_float
c_keyframes_float() { sl animate --keyframes 0,-1e39; }
expect_error "animate --keyframes with -1e39" 64 "Float" c_keyframes_float
c_speed_tiny() { sl animate --speed 1e-300; }
expect_error "animate --speed 1e-300 blames the speed" 64 "for '--speed': too small" c_speed_tiny
c_repeat_float() { sl animate --repeat 1e39; }
expect_error "animate --repeat 1e39" 64 "repeatCount" c_repeat_float
c_end_overflow() { sl animate --duration 1e300 --speed 1e-30; }
expect_error "animate whose end overflows" 64 "ends too late" c_end_overflow
for value in nan NaN inf -inf 1e400 '' ' 1' 0x10 1,2 "$LONG" "$NOT_UTF8"; do
  eval "c_from_value() { sl animate --from \"\$value\"; }"
  expect_error "animate --from '${value:0:12}'" 64 "" c_from_value
done
c_at_empty_item() { sl animate --at 0,,1; }
expect_error "animate --at with an empty item" 64 "empty item" c_at_empty_item
c_fps_huge() { sl animate --fps 1e308; }
expect_error "animate --fps 1e308" 64 "at most 1000" c_fps_huge
c_until_huge() { sl animate --until 1e300; }
expect_error "animate --until 1e300" 64 "too many samples" c_until_huge
c_draw_at_nan() { sl draw ring --at nan; }
expect_error "draw --at nan" 64 "not a finite number" c_draw_at_nan
c_draw_progress() { sl draw ring --progress 1e39; }
expect_error "draw --progress 1e39" 64 "at most 100" c_draw_progress
c_touch_dx() { sl touch --dx -1e400; }
expect_error "touch --dx -1e400" 64 "not a finite number" c_touch_dx

# --- Words that are not what they should be.
c_newline_key() { sl animate --key $'opacity\nerror: forged second line'; }
expect_error "a newline inside a value stays one line" 64 'opacity\\n' c_newline_key
c_escape_word() { sl lesson $'\e[2J\e[31mred'; }
expect_error "terminal escapes in a word are escaped" 64 'u{1B}' c_escape_word
c_long_word() { sl draw "$LONG"; }
expect_error "a 100000-character demo name" 64 "(100000 characters)" c_long_word
c_not_utf8() { sl lesson "$NOT_UTF8"; }
expect_error "an argument that is not UTF-8" 64 "not valid UTF-8" c_not_utf8
c_empty_command() { sl ''; }
expect_error "an empty command" 64 "unknown command ''" c_empty_command
c_no_command() { sl; }
expect_error "no command" 64 "missing command" c_no_command

# --- Consistency of the command line.
c_lang_twice() { sl --lang en lesson all --lang tr; }
expect_error "--lang given twice" 64 "'--lang' given more than once" c_lang_twice
c_from_twice() { sl animate --from 0 --from=1; }
expect_error "--from given twice" 64 "'--from' given more than once" c_from_twice
c_list_live() { sl lesson list --live; }
expect_error "lesson list --live" 64 "does not apply to 'lesson list'" c_list_live
c_analyze_usage() { sl analyze --format xml clean.swift; }
expect_error "analyze usage error exits 64 like the others" 64 "unknown format" c_analyze_usage
c_analyze_no_path() { sl analyze; }
expect_error "analyze without a path" 64 "missing path" c_analyze_no_path
c_label_unknown() { sl analyze --tree clean.swift --label nokey=x; }
expect_error "analyze --label for a key not in the tree" 64 "unknown key 'nokey'" c_label_unknown
c_version() { sl --version; }
check_version() { grep -q '^screenlab [0-9]' "$OUT" && [ ! -s "$ERR" ]; }
expect_ok "screenlab --version" "" c_version check_version
c_all_live() { sl lesson all --live; }
check_all_live() { grep -q '^== ' "$OUT" && grep -q "^not: 'hareketler/unknown-storage' canli oynatilamiyor" "$ERR"; }
expect_ok "lesson all --live names the lesson left out" "" c_all_live check_all_live

# --- Standard output that cannot be written.
c_closed_stdout() { sl lesson all >&-; }
expect_error "lesson all with standard output closed" 1 "cannot write to standard output: bad file descriptor" c_closed_stdout
c_full_stdout() { sl lesson all >/dev/full; }
expect_error "lesson all into /dev/full" 1 "no space left on device" c_full_stdout
c_full_draw() { sl draw circular-progress >/dev/full; }
expect_error "draw into /dev/full" 1 "no space left on device" c_full_draw
c_full_analyze() { sl analyze clean.swift --format json >/dev/full; }
expect_error "analyze into /dev/full exits 2" 2 "cannot write to standard output" c_full_analyze
c_closed_version() { sl --version >&-; }
expect_error "--version with standard output closed" 1 "bad file descriptor" c_closed_version
c_closed_stderr() {
  sl bogus 2>&-
  [ $? -eq 64 ]
}
check_nothing() { [ ! -s "$OUT" ]; }
expect_ok "a usage error with standard error closed still exits 64" "" c_closed_stderr check_nothing
c_long_key() { sl animate --key "$LONG"; }
expect_error "a 100000-character key" 64 "(100000 characters)" c_long_key
# More than a pipe's buffer (64 KiB), so the writer meets the closed pipe whatever the timing.
c_broken_pipe() {
  trap '' PIPE
  sl animate --key position.x --from 0 --to 1 --duration 90 --fps 1000 | true
  return "${PIPESTATUS[0]}"
}
expect_error "animate into a closed pipe, SIGPIPE ignored" 1 "broken pipe" c_broken_pipe

# --- --out: links written through, FIFOs and devices streamed to, nothing lost on failure.
c_out_link() { sl draw star --out link.svg; }
check_out_link() {
  [ "$(readlink "$AREA/link.svg")" = real.svg ] && cmp -s "$AREA/real.svg" <("$BIN" draw star)
}
expect_ok "--out through a symbolic link keeps the link" real.svg c_out_link check_out_link
c_out_dangling() { sl draw triangle --out dangling.svg; }
check_out_dangling() {
  [ "$(readlink "$AREA/dangling.svg")" = missing-target.svg ] && grep -q '^<svg' "$AREA/missing-target.svg"
}
expect_ok "--out through a dangling link creates its target" missing-target.svg c_out_dangling check_out_dangling
c_out_fifo() {
  timeout "$LIMIT" cat fifo >"$SCRATCH/fifo-read" &
  local reader=$!
  sl draw ring --out fifo
  local written=$?
  wait "$reader"
  return "$written"
}
check_out_fifo() { [ -p "$AREA/fifo" ] && cmp -s "$SCRATCH/fifo-read" <("$BIN" draw ring); }
expect_ok "--out to a FIFO with a reader streams to it" "" c_out_fifo check_out_fifo
c_out_null() { sl draw ring --out "$NULL_DEVICE"; }
check_out_null() { [ -c "$AREA/$NULL_DEVICE" ] || [ -c "$NULL_DEVICE" ] && [ ! -s "$OUT" ]; }
expect_ok "--out a character device streams to it, never replaces it" "" c_out_null check_out_null
c_out_stdout() { sl draw ring --out /dev/fd/1; }
check_out_stdout() { cmp -s "$OUT" <("$BIN" draw ring); }
expect_ok "--out /dev/fd/1 writes to standard output" "" c_out_stdout check_out_stdout
c_out_stdout_pipe() { sl draw ring --out stdout-link | cat; }
check_out_stdout_pipe() { [ -L "$AREA/stdout-link" ] && cmp -s "$OUT" <("$BIN" draw ring); }
expect_ok "--out a link to standard output, a pipe" "" c_out_stdout_pipe check_out_stdout_pipe
c_out_new() { sl draw board --out new.svg; }
check_out_new() { grep -q '<title>board (BoardScreen)</title>' "$AREA/new.svg"; }
expect_ok "--out to a new file" new.svg c_out_new check_out_new
rm -f "$AREA/new.svg"
c_out_full() { sl draw ring --out "$FULL_DEVICE"; }
expect_error "--out a full device" 1 "no space left on device" c_out_full
c_out_folder() { sl draw ring --out folder; }
expect_error "--out a directory" 1 "is a directory" c_out_folder
c_out_loop() { sl draw ring --out loop-a; }
expect_error "--out a symbolic link loop" 1 "too many levels of symbolic links" c_out_loop
c_out_missing_dir() { sl draw ring --out missing/x.svg; }
expect_error "--out in a directory that does not exist" 1 "no such file or directory" c_out_missing_dir
c_out_file_as_dir() { sl draw ring --out old.svg/x.svg; }
expect_error "--out under a regular file" 1 "not a directory" c_out_file_as_dir
c_out_empty() { sl draw ring --out ''; }
expect_error "--out ''" 64 "empty file name" c_out_empty
c_out_long() { sl draw ring --out "$LONG"; }
expect_error "--out with a 100000-character name" 1 "cannot write" c_out_long
if [ "$(id -u)" -ne 0 ]; then
  chmod 000 "$AREA/old.svg"
  c_out_unwritable() { sl draw ring --out old.svg; }
  expect_error "--out a file without write permission" 1 "permission denied" c_out_unwritable
  chmod 644 "$AREA/old.svg"
else
  # As root, permission bits do not stop reads or writes: the directory-as-file cases above
  # stand in for an unreadable or unwritable path.
  echo "note: running as root; permission cases replaced by directory-as-file cases"
fi

# --- --report and --trace: the same writer as --out, after the run's own output.
c_rep_link() { sl touch --duration 0.05 --report link.svg; }
check_rep_link() {
  [ "$(readlink "$AREA/link.svg")" = real.svg ] && grep -q '^<!DOCTYPE html>' "$AREA/real.svg"
}
expect_ok "--report through a symbolic link keeps the link" real.svg c_rep_link check_rep_link
c_rep_fifo() {
  timeout "$LIMIT" cat fifo >"$SCRATCH/fifo-read" &
  local reader=$!
  sl lesson hareketler/drag --live --trace fifo
  local written=$?
  wait "$reader"
  return "$written"
}
check_rep_fifo() { [ -p "$AREA/fifo" ] && grep -q '"traceEvents":\[' "$SCRATCH/fifo-read"; }
expect_ok "--trace to a FIFO with a reader streams to it" "" c_rep_fifo check_rep_fifo
c_rep_stdout() { sl touch --duration 0.05 --report /dev/fd/1; }
check_rep_stdout() { grep -q '^ornek: ' "$OUT" && grep -q '^<!DOCTYPE html>' "$OUT"; }
expect_ok "--report /dev/fd/1 follows the measurement on standard output" "" c_rep_stdout check_rep_stdout
c_rep_pipe() {
  trap '' PIPE
  sl lesson hareketler/drag --live --report /dev/stdout | head -c 1 >/dev/null
  return "${PIPESTATUS[0]}"
}
expect_error "--report into a closed pipe, SIGPIPE ignored" 1 "broken pipe" c_rep_pipe
c_rep_full() { sl touch --duration 0.05 --trace "$FULL_DEVICE"; }
expect_error "--trace a full device" 1 "no space left on device" c_rep_full
c_rep_folder() { sl animate --to 1 --report folder; }
expect_error "--report a directory" 1 "is a directory" c_rep_folder
c_rep_loop() { sl lesson hareketler/drag --live --trace loop-a; }
expect_error "--trace a symbolic link loop" 1 "too many levels of symbolic links" c_rep_loop
c_rep_missing_dir() { sl touch --duration 0.05 --report missing/x.html; }
expect_error "--report in a directory that does not exist" 1 "no such file or directory" c_rep_missing_dir
c_rep_file_as_dir() { sl animate --to 1 --trace old.svg/x.json; }
expect_error "--trace under a regular file" 1 "not a directory" c_rep_file_as_dir
c_rep_empty() { sl touch --report ''; }
expect_error "--report ''" 64 "empty file name" c_rep_empty
c_rep_same() { sl touch --report old.svg --trace old.svg; }
expect_error "--report and --trace the same file" 64 "both name 'old.svg'" c_rep_same
c_rep_not_live() { sl lesson hareketler/drag --report old.svg; }
expect_error "--report on a lesson not replayed live" 64 "apply to one lesson replayed live" c_rep_not_live
c_rep_long() { sl touch --duration 0.05 --trace "$LONG"; }
expect_error "--trace with a 100000-character name" 1 "cannot write" c_rep_long

# --- analyze: I/O errors say why; FIFOs are never read; bad bytes are skipped.
c_an_loop() { sl analyze loop-a; }
expect_error "analyze a symbolic link loop" 2 "too many levels of symbolic links" c_an_loop
c_an_dangling() { sl analyze dangling.swift; }
expect_error "analyze a dangling link" 2 "does not exist" c_an_dangling
c_an_fifo() { sl analyze fifo; }
expect_error "analyze a FIFO (never opened)" 2 "not a regular file or directory (a FIFO)" c_an_fifo
c_an_file_as_dir() { sl analyze clean.swift/x.swift; }
expect_error "analyze a path under a regular file" 2 "not a directory" c_an_file_as_dir
c_an_tree_loop() { sl analyze --tree loop-a; }
expect_error "analyze --tree a symbolic link loop" 2 "too many levels" c_an_tree_loop
c_an_walk() { sl analyze sources latin1.swift empty.swift deep.swift; }
# Diagnostics about inputs go to standard error, in every format.
check_an_walk() {
  grep -q 'sources/b.swift: skipped: not a regular file (a FIFO)' "$ERR" \
    && grep -q 'latin1.swift: skipped: not valid UTF-8' "$ERR" \
    && grep -q 'deep.swift: skipped: square brackets' "$ERR" && ! grep -q '; skipped' "$ERR"
}
expect_ok "analyze skips a FIFO in a directory, bad UTF-8 and deep nesting" "" c_an_walk check_an_walk

# --- Sources SwiftParser cannot take, too large, or reached twice; a walk that would not end.
c_an_generics() { sl analyze generics.swift; }
check_an_generics() { grep -q '^generics.swift: skipped: generic angle brackets nest 20000 levels' "$ERR"; }
expect_ok "analyze 20000 nested generic arguments (a stack overflow before)" "" c_an_generics check_an_generics
c_an_tree_generics() {
  sl analyze --tree generics.swift
  [ $? -eq 2 ]
}
check_an_tree_generics() { [ "$(grep -c 'generics.swift: skipped: generic angle brackets nest' "$ERR")" -eq 1 ]; }
expect_ok "analyze --tree 20000 nested generic arguments exits 2" "" c_an_tree_generics check_an_tree_generics
c_run_generics() { sl run generics.swift; }
expect_error "run 20000 nested generic arguments (a stack overflow before)" 1 "cannot run 'generics.swift': generic angle brackets" c_run_generics
c_run_deep() { sl run deep.swift; }
expect_error "run 40 nested square brackets (hours before)" 1 "square brackets nest 40 levels" c_run_deep
c_an_huge() { sl analyze huge.swift; }
check_an_huge() { grep -q '^huge.swift: skipped: 5000000 bytes, more than the 4194304' "$ERR"; }
expect_ok "analyze a 5 MB source is skipped, not parsed for minutes" "" c_an_huge check_an_huge
c_run_huge() { sl run huge.swift; }
expect_error "run a 5 MB source" 1 "5000000 bytes, more than" c_run_huge
c_an_walk_links() { sl analyze walk --format json; }
check_an_walk_links() {
  grep -q '"files": 1,' "$OUT" && grep -q 'walk/zero.swift: skipped: not a regular file (a character device)' "$ERR"
}
expect_ok "analyze a directory whose links lead to / and to itself" "" c_an_walk_links check_an_walk_links
c_an_twice() { sl analyze clean.swift ./clean.swift hard-link.swift --format json; }
check_an_twice() { grep -q '"files": 1,' "$OUT"; }
expect_ok "analyze the same file by three paths reads it once" "" c_an_twice check_an_twice
c_an_odd_name() { sl analyze odd-names; }
check_an_odd_name() { grep -q '^odd-names/caf.*\.swift: skipped: the file name is not valid UTF-8' "$ERR"; }
expect_ok "analyze a directory holding a file whose name is not UTF-8 says so" "" c_an_odd_name check_an_odd_name
c_an_empty_path() { sl analyze ''; }
expect_error "analyze ''" 64 "invalid path '': empty file name" c_an_empty_path
c_run_fifo() { sl run fifo.swift; }
mkfifo "$AREA/fifo.swift"
expect_error "run a FIFO (never opened)" 1 "a FIFO, not a Swift source file" c_run_fifo
c_run_device() { sl run walk/zero.swift; }
expect_error "run a link to /dev/zero" 1 "a character device, not a Swift source file" c_run_device
c_run_latin1() { sl run latin1.swift; }
expect_error "run a file that is not UTF-8" 1 "not UTF-8 text" c_run_latin1
c_run_dir() { sl run folder.swift; }
mkdir "$AREA/folder.swift"
expect_error "run a directory named .swift" 1 "a directory, not a Swift source file" c_run_dir
c_run_loop() { sl run loop-a.swift; }
ln -s loop-b.swift "$AREA/loop-a.swift"
ln -s loop-a.swift "$AREA/loop-b.swift"
expect_error "run a symbolic link loop" 1 "too many levels of symbolic links" c_run_loop

# --- An output that names an input would overwrite the source.
c_run_svg_input() { sl run view.swift --svg view.swift; }
expect_error "run --svg naming its input" 64 "'--svg' names the input 'view.swift'" c_run_svg_input
c_run_report_link() { sl run clean.swift --report hard-link.swift; }
expect_error "run --report naming a hard link to its input" 64 "names the input 'clean.swift'" c_run_report_link
c_run_trace_dot() { sl run ./view.swift --trace view.swift; }
expect_error "run --trace naming its input by another path" 64 "'--trace' names the input" c_run_trace_dot

# --- Typos get a suggestion; values inside a value are checked like options.
c_typo_option() { sl animate --fromm 1; }
expect_error "animate --fromm suggests --from" 64 "(did you mean '--from'?)" c_typo_option
c_typo_command() { sl lessons; }
expect_error "screenlab lessons suggests lesson" 64 "(did you mean 'lesson'?)" c_typo_command
c_typo_format() { sl analyze --format jsn clean.swift; }
expect_error "analyze --format jsn suggests json" 64 "(did you mean 'json'?)" c_typo_format
c_spring_twice() { sl animate --spring mass=1,mass=2; }
expect_error "animate --spring with a field given twice" 64 "field 'mass' given more than once" c_spring_twice
c_begin_huge() { sl animate --begin 1e308; }
expect_error "animate whose last frame number overflows" 64 "ends too late to sample" c_begin_huge
c_touch_slow_display() { sl touch --display-hz 1e-300; }
expect_error "touch --display-hz 1e-300" 64 "at least 1" c_touch_slow_display
c_touch_short() { sl touch --duration 1e-300; }
expect_error "touch --duration 1e-300" 64 "at least 0.001 seconds" c_touch_short

# --- Output that must show something and stay valid.
c_ring_default() { sl draw ring; }
check_ring_default() { ! grep -q 'opacity="0"' "$OUT" && grep -q '<desc>' "$OUT"; }
expect_ok "draw ring shows the ring by default" "" c_ring_default check_ring_default
c_huge_json() { sl animate --key position.x --from 1.8e302 --to 1.7e308 --format json --fps 4; }
check_huge_json() { ! grep -qE 'inf|nan' "$OUT" && grep -q '"value": 1.8e+302' "$OUT"; }
expect_ok "animate JSON near the largest Double" "" c_huge_json check_huge_json
c_overflow_json() { sl animate --key position.x --from -1.7e308 --to 1.7e308 --format json; }
check_overflow_json() { ! grep -qE 'inf|nan' "$OUT" && grep -q '"value": null' "$OUT" && grep -q '^warning: ' "$ERR"; }
expect_ok "animate JSON whose values overflow writes null and warns" "" c_overflow_json check_overflow_json
c_negative_zero() { sl animate --from -0 --to 1 --at -0 --lang en; }
check_negative_zero() { [ "$(cat "$OUT")" = "t=0 value=0 animating" ]; }
expect_ok "animate with -0" "" c_negative_zero check_negative_zero

# --- screenlab-bench: the same option handling.
if [ -x "$BENCH" ]; then
  bench() { timeout "$LIMIT" "$BENCH" "$@"; }
  c_bench_help() { bench --help; }
  check_bench_help() { grep -q 'USAGE: screenlab-bench' "$OUT" && [ ! -s "$ERR" ]; }
  expect_ok "screenlab-bench --help" "" c_bench_help check_bench_help
  c_bench_unknown() { bench --bogus; }
  expect_error "screenlab-bench --bogus" 64 "unknown option '--bogus'" c_bench_unknown
  c_bench_sizes() { bench --sizes 1,1e99; }
  expect_error "screenlab-bench --sizes 1,1e99" 64 "invalid value" c_bench_sizes
  c_bench_missing() { bench --repetitions; }
  expect_error "screenlab-bench --repetitions without a value" 64 "missing value" c_bench_missing
else
  fail "screenlab-bench" "no binary at $BENCH"
fi

echo "robustness: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
