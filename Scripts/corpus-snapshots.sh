# Sourced by Scripts/analyzer-corpus.sh and Scripts/fix-corpus.sh: where a repository's
# snapshot is, and the scratch folder's guard. Expects `mirror` and `dest` to be set.

# The git directory of OWNER/NAME's snapshot under $mirror (a bare directory or a work tree
# with .git), or nothing when there is none.
gitdir() {
  local d="$mirror/${1/\//+}/repo"
  if [ -d "$d/.git" ]; then echo "$d/.git"; elif [ -d "$d" ]; then echo "$d"; fi
}

# Empties $dest and marks it as made by the script NAME; refuses (status 64) a folder that is
# not empty and carries no such mark.
prepare_dest() {
  local name="$1"
  if [ -d "$dest" ] && [ -n "$(ls -A "$dest")" ] && [ ! -f "$dest/.$name" ]; then
    echo "$name: '$dest' is not empty and was not made by this script; choose another --dest" >&2
    exit 64
  fi
  rm -rf "$dest"
  mkdir -p "$dest"
  : >"$dest/.$name"
}
