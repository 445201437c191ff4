#!/usr/bin/env bash
# Runs OpenSwiftUI's compatibility tests (Tests/OpenSwiftUICompatibilityTests of
# OpenSwiftUIProject/OpenSwiftUI, the suite its CI runs against Apple's SwiftUI) unmodified
# against ScreenLab's `SwiftUI`, `Combine` and `UIKit` facades, and counts per file: compiled,
# tests passed, failed, not applicable (Docs/Conformance.md).
#
# The files are materialised from a repository snapshot into a scratch package outside this
# repository; no third-party source enters it. What stands in for the project's own test
# support (`OpenSwiftUITestsSupport`) and for swift-numerics (`Numerics`) is written here:
#   - `PlatformHostingController` and the other platform aliases are UIKit's (as on iOS);
#   - `triggerLayout()` puts the controller in a 100 × 100 window, lays it out and runs the
#     turns that layout caused, at the same virtual time;
#   - `triggerLayoutWithWindow` does that on a fresh runtime bound to the test (its main queue,
#     `asyncAfter` and tasks run on the virtual clock; Docs/Semantics/RunLoop.md RL-1, RL-13),
#     then advances the clock frame by frame until the test's continuation is resumed; a
#     watchdog records an issue when it is not resumed within 30 s of virtual time;
#   - at their end, the project's helpers let the window go; on iOS a released window's views
#     leave it (a hosting controller's views disappear: `onDisappear` runs). ScreenLab's screen
#     keeps a visible window alive, so the stand-in does what the release does — hides the
#     window and takes the controller's view out of it — and runs the turn that caused;
#   - `isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)`: |a − b| within the larger
#     of the absolute tolerance and the relative one times the larger magnitude (default
#     relative tolerance √ε), equal values (infinities included) always.
# Build settings follow the project's manifest for this target: Swift 5 mode, its upcoming
# features, its availability macros, `OPENSWIFTUI_COMPATIBILITY_TEST` set and `OPENSWIFTUI` not.
#
# Usage: Scripts/openswiftui-compat.sh [--mirror GITDIR] [--out DIR] [--commit SHA] [--root DIR]
# Defaults: --mirror /work/.mirror/OpenSwiftUIProject+OpenSwiftUI/repo (a bare snapshot, from
# the search tool's `fetch github:OpenSwiftUIProject/OpenSwiftUI`), --out
# /tmp/screenlab-openswiftui, --commit 069dd80bce30bb9117b783e963c0ed7f741c7587, --root this
# checkout (the ScreenLab package the scratch package depends on).
# Prints one line per test file — compiled or its first error, tests passed / failed / not
# applicable — and the totals; details in OUT/logs. Exits 1 when a step of its own fails (no
# snapshot, the facades do not build), 0 otherwise: the counts are the result.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
mirror=/work/.mirror/OpenSwiftUIProject+OpenSwiftUI/repo
out=/tmp/screenlab-openswiftui
commit=069dd80bce30bb9117b783e963c0ed7f741c7587
root="$proj"
while [ $# -gt 0 ]; do
  case "$1" in
    --mirror) shift; mirror="${1:-}" ;;
    --out) shift; out="${1:-}" ;;
    --commit) shift; commit="${1:-}" ;;
    --root) shift; root="${1:-}" ;;
    *) echo "openswiftui-compat: unknown argument '$1' (use --mirror, --out, --commit, --root)" >&2; exit 64 ;;
  esac
  shift
done
folder=Tests/OpenSwiftUICompatibilityTests
if [ ! -f "$root/Package.swift" ]; then
  echo "openswiftui-compat: --root '$root' holds no Package.swift" >&2
  exit 66
fi
if ! git --git-dir="$mirror" cat-file -e "$commit:$folder" 2>/dev/null; then
  echo "openswiftui-compat: '$mirror' has no $folder at commit $commit (fetch the snapshot first)" >&2
  exit 66
fi
case "$out" in
  "$proj"|"$proj"/*) echo "openswiftui-compat: --out '$out' is inside this repository; use a scratch folder" >&2; exit 64 ;;
esac
rm -rf "$out/logs" "$out/Tests" "$out/Sources" "$out/excluded"
mkdir -p "$out/logs"
mkdir -p "$out/Sources/OpenSwiftUITestsSupport" "$out/Sources/Numerics" "$out/excluded"
git --git-dir="$mirror" archive "$commit" "$folder" | tar -x -C "$out"
rm -f "$out/$folder/README.md"

cat > "$out/Package.swift" <<PKG
// swift-tools-version:6.0
import PackageDescription
let macros = [
  "OpenSwiftUI_v1_0:iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0",
  "OpenSwiftUI_v1_4:iOS 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2",
  "OpenSwiftUI_v2_0:iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0",
  "OpenSwiftUI_v3_0:iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0",
  "OpenSwiftUI_v4_0:iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0",
  "OpenSwiftUI_v5_0:iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0",
  "OpenSwiftUI_v6_0:iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0",
]
let settings: [SwiftSetting] = [
  .enableUpcomingFeature("BareSlashRegexLiterals"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("InferSendableFromCaptures"),
  .swiftLanguageMode(.v5),
  .define("OPENSWIFTUI_COMPATIBILITY_TEST"),
] + macros.map { .enableExperimentalFeature("AvailabilityMacro=" + \$0) }
let package = Package(
  name: "OpenSwiftUICompatibility",
  dependencies: [.package(name: "ScreenLab", path: "$root")],
  targets: [
    .target(name: "Numerics", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "OpenSwiftUITestsSupport",
      dependencies: [
        .product(name: "SwiftUI", package: "ScreenLab"),
        .product(name: "UIKit", package: "ScreenLab"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "OpenSwiftUICompatibilityTests",
      dependencies: [
        "OpenSwiftUITestsSupport", "Numerics",
        .product(name: "SwiftUI", package: "ScreenLab"),
        .product(name: "Combine", package: "ScreenLab"),
        .product(name: "UIKit", package: "ScreenLab"),
      ],
      swiftSettings: settings),
  ])
PKG

cat > "$out/Sources/Numerics/Numerics.swift" <<'SWIFT'
// ScreenLab's stand-in for swift-numerics' approximate equality (see the script's header).
extension FloatingPoint {
  public func isApproximatelyEqual(
    to other: Self, absoluteTolerance: Self = 0,
    relativeTolerance: Self = Self.ulpOfOne.squareRoot()
  ) -> Bool {
    if self == other { return true }
    guard isFinite, other.isFinite else { return false }
    let scale = Swift.max(magnitude, other.magnitude)
    return (self - other).magnitude <= Swift.max(absoluteTolerance, relativeTolerance * scale)
  }
}
SWIFT

cat > "$out/Sources/OpenSwiftUITestsSupport/Support.swift" <<'SWIFT'
// ScreenLab's stand-in for OpenSwiftUI's test support on Linux (see the script's header).
package import SwiftUI
package import Testing
package import UIKit

package typealias PlatformWindow = UIWindow
package typealias PlatformViewController = UIViewController
package typealias PlatformView = UIView
package typealias PlatformViewRepresentable = UIViewRepresentable
package typealias PlatformHostingController = UIHostingController
package typealias PlatformColor = UIColor

extension Color {
  package init(platformColor: PlatformColor) {
    self.init(uiColor: platformColor)
  }
}

/// How long the clock may run before a continuation that was never resumed fails the test.
private let watchdogSeconds = 30

extension PlatformViewController {
  /// A 100 × 100 key window, laid out, and the turns its layout caused at the same time.
  package func triggerLayout() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.rootViewController = self
    window.makeKeyAndVisible()
    view.layoutIfNeeded()
    Runtime.current.advance(by: 0)
  }
}

/// The window a helper made and the runtime it runs on, until the helper lets it go.
@MainActor
private final class Run {
  let runtime = Runtime()
  var resumed = false
  var window: PlatformWindow?

  /// What releasing the window does on iOS: the window leaves the screen and its views leave
  /// it (see the script's header); the turn that caused runs at the same time.
  func release() {
    guard let window else { return }
    runtime.withCurrent { runtime in
      window.isHidden = true
      window.rootViewController = nil
      runtime.advance(by: 0)
    }
    self.window = nil
  }
}

/// Makes the controller on a fresh bound runtime, lays it out, and runs the clock until the
/// continuation handed to `body` is resumed (or the watchdog fires).
@MainActor
private func drive(
  _ body: @escaping @MainActor (UnsafeContinuation<Void, Never>) -> PlatformViewController
) -> Run {
  let run = Run()
  run.runtime.withCurrent { runtime in
    Task { @MainActor in
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
        let controller = body(continuation)
        controller.triggerLayout()
        run.window = controller.view.window
      }
      run.resumed = true
    }
    runtime.advance(by: 0)
    var frames = 0
    while !run.resumed && frames < watchdogSeconds * 60 {
      runtime.advance(frames: 1)
      frames += 1
    }
  }
  if !run.resumed {
    Issue.record(
      "watchdog: the test's continuation was not resumed within \(watchdogSeconds) s of virtual time")
  }
  return run
}

/// Makes the controller on a fresh bound runtime and lays it out.
@MainActor
private func layOut(_ body: @MainActor () -> PlatformViewController) -> Run {
  let run = Run()
  run.runtime.withCurrent { runtime in
    let controller = body()
    controller.triggerLayout()
    run.window = controller.view.window
    runtime.advance(by: 0)
  }
  return run
}

// As the project's helpers, each lets the window go after the confirmation's scope.

@MainActor
package func triggerLayoutWithWindow(
  expectedCount: Int = 1,
  _ body: @escaping @MainActor (Confirmation) -> PlatformViewController
) async throws {
  let run = await confirmation(expectedCount: expectedCount) { confirmation in
    layOut { body(confirmation) }
  }
  run.release()
}

@MainActor
package func triggerLayoutWithWindow(
  _ body: @escaping @MainActor (UnsafeContinuation<Void, Never>) -> PlatformViewController
) async throws {
  drive(body).release()
}

@MainActor
package func triggerLayoutWithWindow(
  expectedCount: Int = 1,
  _ body: @escaping @MainActor (Confirmation, UnsafeContinuation<Void, Never>) ->
    PlatformViewController
) async throws {
  let run = await confirmation(expectedCount: expectedCount) { @MainActor confirmation in
    drive { continuation in body(confirmation, continuation) }
  }
  run.release()
}

@MainActor
package func triggerLayoutWithWindow(
  expectedCount: some RangeExpression<Int> & Sendable & Sequence<Int>,
  _ body: @escaping @MainActor (Confirmation, UnsafeContinuation<Void, Never>) ->
    PlatformViewController
) async throws {
  let run = await confirmation(expectedCount: expectedCount) { @MainActor confirmation in
    drive { continuation in body(confirmation, continuation) }
  }
  run.release()
}
SWIFT

cd "$out" || exit 70
# The facades once; a failure here is the script's, not the suite's.
if ! swift build --product SwiftUI >"$out/logs/facades.log" 2>&1 \
  || ! swift build --target OpenSwiftUITestsSupport >"$out/logs/support.log" 2>&1; then
  echo "openswiftui-compat: the facades or the support module do not build; see $out/logs" >&2
  exit 70
fi

# Compile: build the test target; every file with an error is set aside with its first error,
# then the rest is built again, until it builds.
declare -A first_error
round=0
while :; do
  round=$((round + 1))
  if swift build --build-tests >"$out/logs/build-$round.log" 2>&1; then break; fi
  failed=$(grep -oE "^$out/$folder/[^:]+\.swift:[0-9]+:[0-9]+: error: .*" "$out/logs/build-$round.log" \
    | sed -E "s|^$out/$folder/||" | sort -t: -k1,1 -u)
  if [ -z "$failed" ] || [ "$round" -gt 40 ]; then
    echo "openswiftui-compat: the test target does not build for a reason outside its files; see $out/logs/build-$round.log" >&2
    exit 70
  fi
  while IFS= read -r line; do
    file="${line%%:*}"
    first_error["$file"]="$(echo "$line" | sed -E 's/^[^:]+:[0-9]+:[0-9]+: error: //')"
    mkdir -p "$out/excluded/$(dirname "$file")"
    mv "$out/$folder/$file" "$out/excluded/$file"
  done <<<"$failed"
done

# Tests that do not apply here, by file: what they need that Linux cannot give. They are
# counted as not applicable whether or not they compile (one compiles with an empty body).
declare -A not_applicable=(
  ["View/Debug/ChangedBodyPropertyCompatibilityTests.swift"]="3|reads Apple's unified log (OSLogStore, module OSLog)"
  ["Render/DisplayListUtilCompatibilityTests.swift"]="1|renders through SwiftUI's private SPI (ViewGraph, DisplayList: the support module imports SwiftUI_SPI)"
  ["View/IdentifiedView/IdentifiedViewProxyCompatibilityTests.swift"]="1|its body is compiled only for iOS and visionOS (empty here)"
  ["View/EquatableViewCompatibilityTests.swift"]="1|equatableProxy is compiled only for OpenSwiftUI (not run against Apple's SwiftUI)"
)

# Run: each file's suites in their own process, so that a trap in one hides nothing; tests
# one at a time (--no-parallel): some suites share static counters between their tests,
# which parallel tests interleave at their suspension points.
printf '%-78s %-8s %6s %6s %6s\n' file compiled passed failed n/a
total_files=0; compiled_files=0; total_pass=0; total_fail=0; total_na=0; total_uncompiled=0
while IFS= read -r file; do
  path="$out/$folder/$file"
  [ -f "$out/excluded/$file" ] && path="$out/excluded/$file"
  base=$(basename "$file" .swift)
  case "$base" in Export|StringHelper) continue ;; esac
  total_files=$((total_files + 1))
  declared=$(grep -cE '^[[:space:]]*@Test\b' "$path")
  na=0; reason=""
  if [ -n "${not_applicable[$file]+set}" ]; then
    na="${not_applicable[$file]%%|*}"; reason="${not_applicable[$file]#*|}"
  fi
  total_na=$((total_na + na))
  if [ -n "${first_error[$file]+set}" ]; then
    total_uncompiled=$((total_uncompiled + declared - na))
    printf '%-78s %-8s %6s %6s %6s  %s\n' "$file" no - - "$na" "${reason:-${first_error[$file]}}"
    continue
  fi
  compiled_files=$((compiled_files + 1))
  suites=$(grep -oE '^[[:space:]]*(@MainActor[[:space:]]+)?(@Suite[^)]*\)[[:space:]]+)?(final[[:space:]]+)?(struct|class)[[:space:]]+[A-Za-z_]+CompatibilityTests|^[[:space:]]*struct[[:space:]]+[A-Za-z_]+Tests' "$path" \
    | grep -oE '[A-Za-z_]+Tests$' | sort -u)
  pass=0; fail=0; failing=""
  for suite in $suites; do
    log="$out/logs/$suite.log"
    timeout 600 swift test --skip-build --no-parallel \
      --filter "OpenSwiftUICompatibilityTests.$suite/" >"$log" 2>&1
    p=$(grep -E '^. Test .*passed after' "$log" | grep -cv '^. Test run with')
    f=$(grep -E '^. Test .*failed after' "$log" | grep -cv '^. Test run with')
    pass=$((pass + p)); fail=$((fail + f))
    failing="$failing$(grep -oE '^. Test .* failed after' "$log" | grep -v '^. Test run with' \
      | sed -E 's/^. Test (.*) failed after/\1/' | tr '\n' ' ')"
  done
  # A test that does not apply but ran (an empty body) is not counted as passing.
  if [ "$na" -gt 0 ] && [ $((pass + fail)) -ge "$declared" ]; then pass=$((pass - na)); fi
  total_pass=$((total_pass + pass)); total_fail=$((total_fail + fail))
  printf '%-78s %-8s %6s %6s %6s  %s\n' "$file" yes "$pass" "$fail" "$na" "$reason${failing:+failing: $failing}"
done < <(git -c core.quotePath=false --git-dir="$mirror" ls-tree -r --name-only "$commit" "$folder" | grep '\.swift$' \
  | sed "s|^$folder/||")
applicable=$((total_pass + total_fail + total_uncompiled))
echo "files: $total_files, compiled: $compiled_files; tests passed: $total_pass, failed: $total_fail," \
  "do not compile: $total_uncompiled, not applicable on Linux: $total_na"
echo "applicable tests: $applicable; passing: $total_pass ($((total_pass * 100 / (applicable > 0 ? applicable : 1)))%)"
