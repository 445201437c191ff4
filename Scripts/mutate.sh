#!/usr/bin/env bash
# Mutation check: plants small bugs from Scripts/mutations.txt, one at a time, in a copy of the
# tree, and runs the tests that should catch each. A mutant the tests catch is "killed"; one
# they miss "survived" (a hole in the tests). The repository itself is never modified, unless
# --in-place asks for it.
#
# Usage: Scripts/mutate.sh [--budget SECONDS] [--sample N] [--seed S] [--only ID] [--list]
#                         [--in-place]
#   --budget SECONDS  start no new mutant once SECONDS have passed (the first build of the
#                     copy included: a fresh copy builds everything once, later runs reuse it)
#   --in-place        plant each mutant in this checkout itself, reusing its .build (for a
#                     throwaway clone whose tests were just built, as in CI: no copy to build
#                     from scratch); each mutated file is written back from a saved copy of
#                     its content after its mutant, and on exit or interruption
#   --sample N        run N mutants chosen from the list by the seed (default: all)
#   --seed S          the seed of the sample (default: today's date, UTC, so CI rotates daily)
#   --only ID         run only the mutant on line ID of the list (repeatable)
#   --list            check every entry and print the list; run nothing
# Environment: MUTATE_WORKDIR (default .build/mutate-tree: kept between runs, so later builds
# are incremental), MUTATE_TEST_TIMEOUT (seconds per test run, default 120: a mutant that
# makes a test hang counts as killed when the time is up).
#
# mutations.txt: one mutant per line, four fields separated by " ||| ":
#   file ||| exact original text ||| replacement ||| swift test --filter expression
# The original text must occur exactly once in the file; otherwise the script stops before
# running anything, so the list cannot silently rot. Lines starting with # are comments.
#
# Exit status: 0 when every mutant run was killed, 1 when one survived or did not build,
# 2 for bad usage or a list entry that no longer matches its file.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
list="$repo/Scripts/mutations.txt"
budget=0
sample=0
seed="$(date -u +%Y%m%d)"
only=()
list_only=0
in_place=0
while [ $# -gt 0 ]; do
  case "$1" in
    --budget) budget="${2:?--budget needs a number of seconds}"; shift 2 ;;
    --sample) sample="${2:?--sample needs a count}"; shift 2 ;;
    --seed) seed="${2:?--seed needs a value}"; shift 2 ;;
    --only) only+=("${2:?--only needs a line number}"); shift 2 ;;
    --list) list_only=1; shift ;;
    --in-place) in_place=1; shift ;;
    -h | --help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "mutate.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
for number in "$budget" "$sample"; do
  [[ "$number" =~ ^[0-9]+$ ]] || { echo "mutate.sh: '$number' is not a whole number" >&2; exit 2; }
done

# --- Read and check the list -------------------------------------------------------------
ids=()
files=()
originals=()
replacements=()
filters=()
line_number=0
bad=0
while IFS= read -r line || [ -n "$line" ]; do
  line_number=$((line_number + 1))
  [[ -z "${line// /}" || "$line" == \#* ]] && continue
  rest="$line"
  fields=()
  while [[ "$rest" == *" ||| "* ]]; do
    fields+=("${rest%% ||| *}")
    rest="${rest#* ||| }"
  done
  fields+=("$rest")
  if [ "${#fields[@]}" -ne 4 ]; then
    echo "mutations.txt:$line_number: expected 4 fields separated by ' ||| ', got ${#fields[@]}" >&2
    bad=1
    continue
  fi
  file="${fields[0]}"
  if [ ! -f "$repo/$file" ]; then
    echo "mutations.txt:$line_number: no file '$file'" >&2
    bad=1
    continue
  fi
  count="$(ORIGINAL="${fields[1]}" perl -0777 -ne 'my $o = $ENV{ORIGINAL}; $o =~ s/\\n/\n/g; my $n = () = /\Q$o\E/g; print $n' "$repo/$file")"
  if [ "$count" != 1 ]; then
    echo "mutations.txt:$line_number: the original text occurs $count times in $file (must be once): ${fields[1]}" >&2
    bad=1
    continue
  fi
  ids+=("$line_number")
  files+=("$file")
  originals+=("${fields[1]}")
  replacements+=("${fields[2]}")
  filters+=("${fields[3]}")
done <"$list"
if [ "$bad" -ne 0 ]; then
  echo "mutate.sh: fix Scripts/mutations.txt: an entry no longer matches its file" >&2
  exit 2
fi
echo "mutate.sh: ${#ids[@]} mutants listed, every original text found once"
if [ "$list_only" -eq 1 ]; then
  for i in "${!ids[@]}"; do echo "${ids[$i]}: ${files[$i]}: ${originals[$i]} -> ${replacements[$i]}"; done
  exit 0
fi

# --- Choose the mutants to run -----------------------------------------------------------
order=()
if [ "${#only[@]}" -gt 0 ]; then
  for wanted in "${only[@]}"; do
    found=0
    for i in "${!ids[@]}"; do
      if [ "${ids[$i]}" = "$wanted" ]; then order+=("$i"); found=1; fi
    done
    [ "$found" -eq 1 ] || { echo "mutate.sh: no mutant on line $wanted" >&2; exit 2; }
  done
elif [ "$sample" -gt 0 ]; then
  # Deterministic given the seed: sort by a checksum of "seed:line".
  while read -r _ i; do order+=("$i"); done < <(
    for i in "${!ids[@]}"; do
      printf '%s %s\n' "$(printf '%s:%s' "$seed" "${ids[$i]}" | cksum | cut -d' ' -f1)" "$i"
    done | sort -n | head -n "$sample")
  chosen=""
  for i in "${order[@]}"; do chosen+=" ${ids[$i]}"; done
  echo "mutate.sh: sample of ${#order[@]} chosen by seed $seed: lines$chosen"
else
  order=("${!ids[@]}")
fi

# --- The copy ----------------------------------------------------------------------------
work="${MUTATE_WORKDIR:-$repo/.build/mutate-tree}"
[ "$in_place" -eq 1 ] && work="$repo"
test_timeout="${MUTATE_TEST_TIMEOUT:-120}"
mkdir -p "$work"
# The unmutated content of the file being mutated: the repository's file for a copy, a saved
# copy of it in place.
saved="$(mktemp "${TMPDIR:-/tmp}/mutate-saved.XXXXXX")"
pristine() {
  if [ "$in_place" -eq 1 ]; then echo "$saved"; else echo "$repo/$1"; fi
}
start=$SECONDS
current=""
child=""
# The ids of `$1` and of all its descendants, parents first.
tree() {
  echo "$1"
  local next
  for next in $(pgrep -P "$1" || true); do tree "$next"; done
}
# Stops `$1` and every process it started, by id. SIGKILL: a test runner stuck in a loop a
# mutant planted does not act on SIGTERM. The ids are collected first, so that no descendant
# escapes by being re-parented when its parent dies.
kill_tree() {
  local ids
  ids="$(tree "$1")"
  # shellcheck disable=SC2086
  kill -KILL $ids 2>/dev/null || true
}
restore() {
  # Puts back the file being mutated (in the copy) and stops a running build or test.
  if [ -n "$child" ]; then kill_tree "$child"; child=""; fi
  # In place, the content is written back (not the saved copy's time stamp), so the next
  # build sees the file changed and does not keep the mutant's objects.
  if [ -n "$current" ]; then
    if [ "$in_place" -eq 1 ]; then cat "$saved" >"$work/$current"; else cp -p "$repo/$current" "$work/$current"; fi
    current=""
  fi
}
trap 'restore; rm -f "$saved"' EXIT
trap 'restore; echo "mutate.sh: interrupted" >&2; exit 130' INT TERM

# Copies the tracked and untracked-but-not-ignored files, rewriting only those that differ
# (unchanged files keep their timestamps, so the copy's builds stay incremental), and removes
# files the repository no longer has.
if [ "$in_place" -eq 0 ]; then
  (cd "$repo" && git ls-files -co --exclude-standard) | grep -v '^\.build/' >"$work/.mutate-files"
  while IFS= read -r path; do
    [ -f "$repo/$path" ] || continue
    if ! cmp -s "$repo/$path" "$work/$path"; then
      mkdir -p "$work/$(dirname "$path")"
      cp -p "$repo/$path" "$work/$path"
    fi
  done <"$work/.mutate-files"
  for directory in Sources Tests Scripts; do
    [ -d "$work/$directory" ] || continue
    (cd "$work" && find "$directory" -type f) | while IFS= read -r path; do
      grep -qxF "$path" "$work/.mutate-files" || rm -f "$work/$path"
    done
  done
fi

# Runs a command in the background and waits for it; with `--deadline SECONDS` first, stops
# it and everything it started when the time is up (status 124). Ctrl-C stops it too.
run() {
  local deadline=0
  if [ "$1" = "--deadline" ]; then deadline="$2"; shift 2; fi
  "$@" &
  child=$!
  local waited=0
  while [ "$deadline" -gt 0 ] && kill -0 "$child" 2>/dev/null; do
    if [ "$waited" -ge "$deadline" ]; then
      kill_tree "$child"
      wait "$child" 2>/dev/null || true
      child=""
      return 124
    fi
    sleep 1
    waited=$((waited + 1))
  done
  local status=0
  wait "$child" || status=$?
  child=""
  return "$status"
}

logs="$work"
[ "$in_place" -eq 1 ] && logs="$repo/.build"
mkdir -p "$logs"
echo "mutate.sh: building the unmutated tree in $work"
if ! run bash -c "cd '$work' && swift build --build-tests >'$logs/.mutate-build.log' 2>&1"; then
  echo "mutate.sh: the unmutated tree does not build; see $logs/.mutate-build.log" >&2
  exit 1
fi

killed=0
survived=0
stillborn=0
skipped=0
survivors=()
for i in "${order[@]}"; do
  if [ "$budget" -gt 0 ] && [ $((SECONDS - start)) -ge "$budget" ]; then
    skipped=$((skipped + 1))
    continue
  fi
  id="${ids[$i]}"
  file="${files[$i]}"
  cp "$work/$file" "$saved"
  current="$file"
  ORIGINAL="${originals[$i]}" REPLACEMENT="${replacements[$i]}" \
    perl -0777 -pi -e 'my ($o, $r) = ($ENV{ORIGINAL}, $ENV{REPLACEMENT}); s/\\n/\n/g for $o, $r; s/\Q$o\E/$r/' "$work/$file"
  if cmp -s "$(pristine "$file")" "$work/$file"; then
    echo "mutate.sh: line $id changed nothing in $file" >&2
    exit 2
  fi
  label="line $id: $file: ${originals[$i]} -> ${replacements[$i]}"
  began=$SECONDS
  if ! run bash -c "cd '$work' && swift build --build-tests >'$logs/.mutate-build.log' 2>&1"; then
    stillborn=$((stillborn + 1))
    survivors+=("$label (does not build)")
    echo "  did not build  $label ($((SECONDS - began)) s)"
  elif run --deadline "$test_timeout" bash -c \
    "cd '$work' && swift test --skip-build --filter '${filters[$i]}' >'$logs/.mutate-test.log' 2>&1"; then
    survived=$((survived + 1))
    survivors+=("$label (filter ${filters[$i]})")
    echo "  SURVIVED       $label ($((SECONDS - began)) s)"
  else
    killed=$((killed + 1))
    echo "  killed         $label ($((SECONDS - began)) s)"
  fi
  restore
done
if [ "$skipped" -gt 0 ]; then
  echo "mutate.sh: $skipped mutants not run: the budget of $budget s was spent"
fi
if [ "${#survivors[@]}" -gt 0 ]; then
  echo "survivors:"
  for survivor in "${survivors[@]}"; do echo "  $survivor"; done
fi
echo "mutants: $killed killed, $((survived + stillborn)) survived"
[ "$survived" -eq 0 ] && [ "$stillborn" -eq 0 ]
