#!/usr/bin/env bash
# Materialises the analyzer corpus (Fixtures/AnalyzerCorpus/manifest.json, or another manifest of
# the same shape given with --manifest, such as Fixtures/AnalyzerCorpus/blind2/manifest.json) into a scratch folder
# from local repository snapshots, checking that each file is the one the manifest pins: the
# commit must exist and the blob at COMMIT:PATH must have the manifest's blob id. The third-party
# files are never copied into this repository; they only land in the scratch folder.
#
# Usage: Scripts/analyzer-corpus.sh [--manifest FILE] [--dest DIR] [--mirror DIR]
#                                   [--kind uikit|swiftui] [--held-out | --dev] [--list]
#   --manifest F  the manifest to materialise (default Fixtures/AnalyzerCorpus/manifest.json)
#   --dest DIR    scratch folder (default /tmp/analyzer-corpus); refilled when it is empty or was
#                 made by this script (it carries a .analyzer-corpus marker), refused otherwise
#   --mirror DIR  folder of snapshots, one per repository as OWNER+NAME/repo (a bare git
#                 directory or a work tree with .git; default /work/.mirror)
#   --kind K      only files of that kind
#   --held-out    only the held-out files; --dev only the others
#   --list        print the selected manifest rows (kind, heldOut, repository, path) and stop
# Layout: DEST/KIND/OWNER__NAME/FILE. Prints one line per missing snapshot (`fetch github:O/N`)
# and per mismatch, then `analyzer-corpus: N files in DEST` and exits 0 only when every selected
# file was written and verified; exits 1 when a snapshot is missing or a file does not verify,
# 64 on bad arguments.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
manifest="$proj/Fixtures/AnalyzerCorpus/manifest.json"
dest=/tmp/analyzer-corpus
mirror=/work/.mirror
kind=""
split=""
list=0
while [ $# -gt 0 ]; do
  case "$1" in
    --manifest)
      [ $# -ge 2 ] || { echo "analyzer-corpus: --manifest needs a file" >&2; exit 64; }
      [ -f "$2" ] || { echo "analyzer-corpus: --manifest '$2' is not a file" >&2; exit 64; }
      manifest="$2"; shift ;;
    --dest) [ $# -ge 2 ] || { echo "analyzer-corpus: --dest needs a folder" >&2; exit 64; }; dest="$2"; shift ;;
    --mirror) [ $# -ge 2 ] || { echo "analyzer-corpus: --mirror needs a folder" >&2; exit 64; }; mirror="$2"; shift ;;
    --kind)
      [ $# -ge 2 ] || { echo "analyzer-corpus: --kind needs uikit or swiftui" >&2; exit 64; }
      case "$2" in uikit|swiftui) kind="$2" ;; *) echo "analyzer-corpus: --kind '$2' is not uikit or swiftui" >&2; exit 64 ;; esac
      shift ;;
    --held-out) split=true ;;
    --dev) split=false ;;
    --list) list=1 ;;
    *) echo "analyzer-corpus: unknown argument '$1'" >&2; exit 64 ;;
  esac
  shift
done
command -v jq >/dev/null || { echo "analyzer-corpus: jq is required (apt-get install jq)" >&2; exit 1; }
[ -f "$manifest" ] || { echo "analyzer-corpus: no manifest at $manifest" >&2; exit 1; }
jq -e '.files | type == "array"' "$manifest" >/dev/null 2>&1 \
  || { echo "analyzer-corpus: '$manifest' is not a manifest (JSON with a files array)" >&2; exit 64; }
case "$dest" in
  ""|/|"$proj"|"$proj"/*) echo "analyzer-corpus: refusing to write into '$dest' (use a scratch folder outside the repository)" >&2; exit 64 ;;
esac

rows="$(jq -r --arg kind "$kind" --arg split "$split" '
  .files[]
  | select($kind == "" or .kind == $kind)
  | select($split == "" or (.heldOut | tostring) == $split)
  | [.kind, (.heldOut | tostring), .repository, .path, .commit, .blob] | @tsv' "$manifest")"
if [ "$list" -eq 1 ]; then
  printf '%s\n' "$rows" | cut -f1-4
  exit 0
fi

# gitdir and prepare_dest.
. "$proj/Scripts/corpus-snapshots.sh"

missing=0
bad=0
n=0
prepare_dest analyzer-corpus
while IFS=$'\t' read -r k held repo path commit blob; do
  [ -n "$repo" ] || continue
  g="$(gitdir "$repo")"
  if [ -z "$g" ]; then
    echo "fetch github:$repo"
    missing=$((missing + 1))
    continue
  fi
  if ! git --git-dir="$g" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "analyzer-corpus: $repo: commit $commit is not in the snapshot (fetch github:$repo again)"
    bad=$((bad + 1))
    continue
  fi
  got="$(git --git-dir="$g" rev-parse "$commit:$path" 2>/dev/null || true)"
  if [ "$got" != "$blob" ]; then
    echo "analyzer-corpus: $repo: $path at $commit is blob '${got:-missing}', manifest says $blob"
    bad=$((bad + 1))
    continue
  fi
  out="$dest/$k/${repo/\//__}"
  mkdir -p "$out"
  git --git-dir="$g" cat-file blob "$blob" >"$out/$(basename "$path")"
  n=$((n + 1))
done <<<"$rows"
echo "analyzer-corpus: $n files in $dest"
if [ "$missing" -gt 0 ] || [ "$bad" -gt 0 ]; then
  echo "analyzer-corpus: $missing snapshots missing, $bad files not verified" >&2
  exit 1
fi
