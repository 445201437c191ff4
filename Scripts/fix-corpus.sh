#!/usr/bin/env bash
# Materialises the fix-commit corpus (Fixtures/FixCorpus/manifest.json, or another manifest of
# the same shape given with --manifest) into a scratch folder from local repository snapshots:
# for each file row, the pre-fix version (at the parent) and the post-fix version (at the
# commit), checking that the parent is the commit's parent and that each side is the blob the
# manifest pins. The third-party files are never copied into this repository; they only land in
# the scratch folder.
#
# Usage: Scripts/fix-corpus.sh [--manifest FILE] [--dest DIR] [--mirror DIR]
#                              [--side before|after] [--list]
#   --manifest F  the manifest to materialise (default Fixtures/FixCorpus/manifest.json)
#   --dest DIR    scratch folder (default /tmp/fix-corpus); refilled when it is empty or was
#                 made by this script (it carries a .fix-corpus marker), refused otherwise
#   --mirror DIR  folder of snapshots, one per repository as OWNER+NAME/repo (a bare git
#                 directory or a work tree with .git; default /work/.mirror)
#   --side S      only the pre-fix (before) or the post-fix (after) versions; both by default
#   --list        print the manifest rows (repository, commit, path) and stop
# Layout: DEST/SIDE/OWNER__NAME/PATH (the path inside the repository kept, so two files of one
# commit never collide). Prints one line per missing snapshot (`fetch github:O/N`) and per
# mismatch, then `fix-corpus: N files in DEST` and exits 0 only when every selected file was
# written and verified; exits 1 when a snapshot is missing or a file does not verify, 64 on bad
# arguments.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
manifest="$proj/Fixtures/FixCorpus/manifest.json"
dest=/tmp/fix-corpus
mirror=/work/.mirror
sides="before after"
list=0
while [ $# -gt 0 ]; do
  case "$1" in
    --manifest)
      [ $# -ge 2 ] || { echo "fix-corpus: --manifest needs a file" >&2; exit 64; }
      [ -f "$2" ] || { echo "fix-corpus: --manifest '$2' is not a file" >&2; exit 64; }
      manifest="$2"; shift ;;
    --dest) [ $# -ge 2 ] || { echo "fix-corpus: --dest needs a folder" >&2; exit 64; }; dest="$2"; shift ;;
    --mirror) [ $# -ge 2 ] || { echo "fix-corpus: --mirror needs a folder" >&2; exit 64; }; mirror="$2"; shift ;;
    --side)
      [ $# -ge 2 ] || { echo "fix-corpus: --side needs before or after" >&2; exit 64; }
      case "$2" in before|after) sides="$2" ;; *) echo "fix-corpus: --side '$2' is not before or after" >&2; exit 64 ;; esac
      shift ;;
    --list) list=1 ;;
    *) echo "fix-corpus: unknown argument '$1'" >&2; exit 64 ;;
  esac
  shift
done
command -v jq >/dev/null || { echo "fix-corpus: jq is required (apt-get install jq)" >&2; exit 1; }
[ -f "$manifest" ] || { echo "fix-corpus: no manifest at $manifest" >&2; exit 1; }
jq -e '.files | type == "array"' "$manifest" >/dev/null 2>&1 \
  || { echo "fix-corpus: '$manifest' is not a manifest (JSON with a files array)" >&2; exit 64; }
case "$dest" in
  ""|/|"$proj"|"$proj"/*) echo "fix-corpus: refusing to write into '$dest' (use a scratch folder outside the repository)" >&2; exit 64 ;;
esac

rows="$(jq -r '.files[] | [.repository, .commit, .parent, .path, .blobBefore, .blobAfter] | @tsv' "$manifest")"
if [ "$list" -eq 1 ]; then
  printf '%s\n' "$rows" | cut -f1,2,4
  exit 0
fi

# gitdir and prepare_dest.
. "$proj/Scripts/corpus-snapshots.sh"

missing=0
bad=0
n=0
prepare_dest fix-corpus
while IFS=$'\t' read -r repo commit parent path before after; do
  [ -n "$repo" ] || continue
  g="$(gitdir "$repo")"
  if [ -z "$g" ]; then
    echo "fetch github:$repo"
    missing=$((missing + 1))
    continue
  fi
  if ! git --git-dir="$g" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "fix-corpus: $repo: commit $commit is not in the snapshot (fetch github:$repo again)"
    bad=$((bad + 1))
    continue
  fi
  got_parent="$(git --git-dir="$g" rev-parse "$commit^1" 2>/dev/null || true)"
  if [ "$got_parent" != "$parent" ]; then
    echo "fix-corpus: $repo: the parent of $commit is '${got_parent:-missing}', manifest says $parent"
    bad=$((bad + 1))
    continue
  fi
  for side in $sides; do
    if [ "$side" = before ]; then at="$parent"; blob="$before"; else at="$commit"; blob="$after"; fi
    got="$(git --git-dir="$g" rev-parse "$at:$path" 2>/dev/null || true)"
    if [ "$got" != "$blob" ]; then
      echo "fix-corpus: $repo: $path at $at is blob '${got:-missing}', manifest says $blob"
      bad=$((bad + 1))
      continue
    fi
    out="$dest/$side/${repo/\//__}/$path"
    mkdir -p "$(dirname "$out")"
    git --git-dir="$g" cat-file blob "$blob" >"$out"
    n=$((n + 1))
  done
done <<<"$rows"
echo "fix-corpus: $n files in $dest"
if [ "$missing" -gt 0 ] || [ "$bad" -gt 0 ]; then
  echo "fix-corpus: $missing snapshots missing, $bad files not verified" >&2
  exit 1
fi
