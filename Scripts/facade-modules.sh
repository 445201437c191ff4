#!/usr/bin/env bash
# Prints the facade modules a view file may import, one per line: the folders of
# Sources/Facades (each a library product of Package.swift, named after Apple's framework),
# without the Clang support module and the Foundation supplement Apple has no framework of.
# The corpus and compile scripts read their list here, so a new facade reaches them all.
# Usage: Scripts/facade-modules.sh [CHECKOUT]   (default: this script's checkout)
set -eu
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
if [ ! -d "$root/Sources/Facades" ]; then
  echo "facade-modules: no Sources/Facades under '$root'" >&2
  exit 1
fi
for dir in "$root"/Sources/Facades/*/; do
  name=$(basename "$dir")
  case "$name" in
    AppleSubmodules | HeadlessFoundation) ;;
    *) echo "$name" ;;
  esac
done
