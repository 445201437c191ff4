#!/usr/bin/env bash
# Compiles the course's 13 Swift snippets byte for byte as the course wrote them — their own
# `import UIKit` / `import SwiftUI` / `import QuartzCore` lines included — in a consumer package
# that depends on this one by path and uses its facade products (Docs/Facades.md).
# Under the Swift 5 language mode, as the snippets were written (and as most app targets still
# build): under Swift 6 their top-level globals are main-actor isolated, on Apple's platforms too.
# Run from the project root:  bash Scripts/consumer-snippets.sh
# Prints one line per snippet (ok / FAIL) and a closing 'snippets: N passed, N failed'.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
exec bash "$proj/Scripts/compile-unmodified.sh" --main --name consumer "$proj"/Fixtures/SeedSnippets/*.swift
