#!/usr/bin/env bash
# Prints the build folder that the packages depending on this checkout by path share: the
# consumer package of compile-unmodified.sh (and so consumer-snippets.sh), the plug-in check's
# user package and the two examples (example-counterapp.sh, example-settingslist.sh). Each is
# its own root package, but ScreenLab's modules are built with the same commands in each, so
# with one folder (`swift build --scratch-path`) they are built once, and each later package
# compiles only its own targets. One folder per clone, outside it (keyed by the clone's path);
# SCREENLAB_CONSUMER_SCRATCH names another.
#
# Usage: Scripts/consumer-scratch.sh
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
echo "${SCREENLAB_CONSUMER_SCRATCH:-${TMPDIR:-/tmp}/screenlab-consumers-$(echo "$proj" | md5sum | cut -c1-8)}"
