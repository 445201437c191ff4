#!/usr/bin/env bash
# End-to-end check of `screenlab run` (Docs/Run.md): compiles the files in Examples/Run for real
# in one scratch package (one cache folder, so ScreenLab is built once), and checks what they
# print against the lessons, the rewrite (@objc, #selector), the virtual clock, the compiler
# messages and the cache. Prints the first and the second run's times.
#
# Usage: Scripts/run-examples.sh [path/to/screenlab]   (builds the debug binary when none given)
# Ends with 'run-examples: N passed, N failed'; exits 1 when a check failed.
set -u
proj="$(cd "$(dirname "$0")/.." && pwd)"
cd "$proj"
bin="${1:-}"
if [ -z "$bin" ]; then
  swift build --product screenlab >/dev/null 2>&1 || { echo "run-examples: build failed" >&2; exit 1; }
  bin="$proj/.build/debug/screenlab"
fi
cache="${TMPDIR:-/tmp}/screenlab-run-examples-$(echo "$proj" | md5sum | cut -c1-8)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
pass=0
fail=0
check() { # name, condition result (0 = ok)
  if [ "$2" -eq 0 ]; then echo "ok    $1"; pass=$((pass + 1)); else echo "FAIL  $1"; fail=$((fail + 1)); fi
}
seconds() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

panel=Examples/Run/PanelScreen.swift
before="$(md5sum Examples/Run/*.swift)"

# 1. The seed's panel screen, unmodified, prints the lesson's line for the toggle.
start=$(seconds)
timeout 1800 "$bin" run "$panel" --toggle Etkin --cache "$cache" >"$scratch/panel.out" 2>"$scratch/panel.err"
status=$?
first=$(elapsed "$start" "$(seconds)")
lesson_line="$("$bin" lesson ortuk-ve-acik-animasyonlar/panel --live | grep '^etkin-degisti:')"
[ "$status" -eq 0 ] && [ -n "$lesson_line" ] && grep -qxF "$lesson_line" "$scratch/panel.out"
check "panel --toggle Etkin prints the lesson's line ($lesson_line)" $?
echo "      first run: ${first} s"

# 2. The same file again: the build is reused.
start=$(seconds)
"$bin" run "$panel" --tap Ayrıntı --toggle Etkin --lang en --cache "$cache" >"$scratch/panel2.out" 2>&1
status=$?
second=$(elapsed "$start" "$(seconds)")
[ "$status" -eq 0 ] && grep -q '^ayrinti-tapped: isExpanded changed | recomputed DetailPanel local' "$scratch/panel2.out"
check "second run (English, two steps)" $?
echo "      second run of the same file: ${second} s"

# 3. A changed file recompiles only the user target.
sed 's/"Hazır"/"Hazır!"/' "$panel" >"$scratch/PanelScreen.swift"
start=$(seconds)
"$bin" run "$scratch/PanelScreen.swift" --cache "$cache" >"$scratch/changed.out" 2>&1
status=$?
changed=$(elapsed "$start" "$(seconds)")
[ "$status" -eq 0 ] && grep -q 'Text "Hazır!"' "$scratch/changed.out"
check "a changed file is recompiled" $?
echo "      run of a changed file: ${changed} s"

# 4. UIKit with @objc, #selector target-action, a selector timer, a deferred block, draw(_:).
"$bin" run Examples/Run/CounterView.swift --tap Artır --advance 1 --tap '1!' --tap '1!' \
  --svg "$scratch/counter.svg" --cache "$cache" >"$scratch/counter.out" 2>"$scratch/counter.err"
status=$?
[ "$status" -eq 0 ] \
  && grep -q '^artir-dokunuldu: cizildi CounterView 1' "$scratch/counter.out" \
  && grep -q '^1-dokunuldu: cizildi CounterView 1' "$scratch/counter.out" \
  && grep -q '^cizim CounterView: 3$' "$scratch/counter.out" \
  && head -c 4 "$scratch/counter.svg" | grep -q '<svg'
check "UIKit: #selector actions, a double tap, draws counted, SVG written" $?

# 5. The main queue on the virtual clock: the block runs when --advance reaches it.
"$bin" run Examples/Run/SavedBanner.swift --tap Kaydet --advance 0.5 --advance 0.5 --cache "$cache" \
  >"$scratch/banner.out" 2>&1
status=$?
[ "$status" -eq 0 ] && [ "$(grep '^ilerle-0.5s:' "$scratch/banner.out" | tail -1)" = \
  "ilerle-0.5s: isSaved degisti | yeniden SavedBanner yerel | atlanan Footer" ]
check "asyncAfter runs at its virtual time and its write is measured" $?

# 6. A #Preview, hosted under its title.
"$bin" run Examples/Run/CounterPreview.swift --tap "Adet: 0" --tap "Adet: 1" --cache "$cache" \
  >"$scratch/preview.out" 2>&1
status=$?
[ "$status" -eq 0 ] && grep -qx '== Sayaç ==' "$scratch/preview.out" \
  && grep -qx 'adet-1-dokunuldu: count degisti | yeniden Counter yerel | atlanan Caption' "$scratch/preview.out"
check "#Preview hosted, its counter measured" $?

# 6b. Entry points the file does not write itself (Docs/Run.md §3): a view whose init needs a
# title and a binding (synthesized, the binding a live @State, so the toggle shows), an
# @EnvironmentObject injected, an App's WindowGroup root with a NavigationLink that pushes.
"$bin" run Examples/Run/FavoriteRow.swift --toggle title --cache "$cache" >"$scratch/favorite.out" 2>&1
status=$?
[ "$status" -eq 0 ] \
  && grep -qxF 'sentezlendi: FavoriteRow(title: "title", isFavorite: $isFavorite), @State isFavorite = false' "$scratch/favorite.out" \
  && grep -qxF 'title-degisti: isFavorite degisti | yeniden FavoriteRow ebeveyn | atlanan ScreenLabHost_FavoriteRow' "$scratch/favorite.out"
check "synthesized arguments: a live binding toggled" $?
"$bin" run Examples/Run/ScoreViewController.swift --tap Ekle --cache "$cache" >"$scratch/score.out" 2>&1
status=$?
[ "$status" -eq 0 ] \
  && grep -qxF 'sentezlendi: ScoreViewController(), @IBOutlet scoreLabel = UILabel(frame: .zero), @IBOutlet addButton = UIButton(frame: .zero), @IBOutlet heightConstraint = NSLayoutConstraint(item: UIView(frame: .zero), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0), awakeFromNib()' "$scratch/score.out" \
  && grep -qF 'UILabel#1 "Skor: 0"' "$scratch/score.out" \
  && grep -q '^ekle-dokunuldu: cizildi UILabel#1 1' "$scratch/score.out"
check "Interface Builder outlets made and connected before viewDidLoad, the @IBAction tapped" $?
"$bin" run Examples/Run/SessionBadge.swift --tap Giriş --tap Çıkış --cache "$cache" >"$scratch/session.out" 2>&1
status=$?
[ "$status" -eq 0 ] \
  && grep -qxF 'sentezlendi: SessionBadge().environmentObject(Session())' "$scratch/session.out" \
  && grep -q '^giris-dokunuldu: isSignedIn degisti | yeniden SessionBadge gozlem' "$scratch/session.out" \
  && grep -q '^cikis-dokunuldu: isSignedIn degisti | yeniden SessionBadge gozlem' "$scratch/session.out"
check "an @EnvironmentObject injected and observed" $?
"$bin" run Examples/Run/NotesApp.swift --tap Alışveriş --toggle Bitti --cache "$cache" >"$scratch/notes.out" 2>&1
status=$?
[ "$status" -eq 0 ] && grep -qx '== NotesApp ==' "$scratch/notes.out" \
  && grep -qx 'NotesList' "$scratch/notes.out" \
  && grep -q '^bitti-degisti: isDone degisti | yeniden NoteDetail yerel' "$scratch/notes.out"
check "App: the WindowGroup's root hosted; a NavigationLink pushes its destination" $?

# 7. A real-style UIKit component that fails to compile unmodified only on @objc/#selector.
stepper="$(find Fixtures/RealComponents/UIKit -name TargetActionStepper.swift | head -1)"
if [ -n "$stepper" ]; then
  "$bin" run "$stepper" --tap + --cache "$cache" >"$scratch/stepper.out" 2>&1
  status=$?
  [ "$status" -eq 0 ] && grep -q '^x-dokunuldu: cizildi UILabel#2 1' "$scratch/stepper.out"
  check "TargetActionStepper: #selector target-action runs" $?
fi

# 7b. Real-code corpus (Docs/Run.md, "Run on the real-code corpus"): a PreviewProvider (main-actor
# isolated) compiles and is hosted; a UIKit control with no title is tapped by its class name and
# its drag is measured in two parts.
"$bin" run Fixtures/RealComponents/SwiftUI/ProgressRing.swift --tap "Add 10%" --cache "$cache" \
  >"$scratch/ring.out" 2>&1
status=$?
[ "$status" -eq 0 ] && grep -qx '== ProgressRing_Previews ==' "$scratch/ring.out" \
  && grep -qx 'add-10-dokunuldu: progress degisti | yeniden ProgressRingDemo yerel, ProgressRing ebeveyn | atlanan yok' "$scratch/ring.out"
check "PreviewProvider previews compile and are measured" $?
"$bin" run Fixtures/RealComponents/UIKit/StarRatingControl.swift --tap StarRatingControl \
  --drag 20,20:+300,0 --cache "$cache" >"$scratch/stars.out" 2>&1
status=$?
[ "$status" -eq 0 ] && grep -q '^starratingcontrol-dokunuldu: cizildi StarRatingControl 1' "$scratch/stars.out" \
  && grep -q '^surukleme-suruyor: cizildi StarRatingControl' "$scratch/stars.out" \
  && grep -q '^surukleme-bitti: ' "$scratch/stars.out"
check "UIKit: --tap by class name, --drag in two parts" $?

# 8. JSON output.
"$bin" run "$panel" --toggle Etkin --format json --cache "$cache" >"$scratch/panel.json" 2>/dev/null
grep -q '"label" : "etkin-degisti"' "$scratch/panel.json"
check "--format json" $?

# 8b. The report and the trace, written by the CLI from what the program recorded (Run.md §9):
# the page names the command and holds the lesson's line and the screen; the trace is JSON.
"$bin" run "$panel" --toggle Etkin --report "$scratch/panel.html" --trace "$scratch/panel.trace.json" \
  --cache "$cache" >/dev/null 2>&1
status=$?
[ "$status" -eq 0 ] && grep -qF "etkin-degisti: isOn degisti" "$scratch/panel.html" \
  && grep -qF 'id="filmstrip"' "$scratch/panel.html" \
  && python3 -c 'import json,sys; assert json.load(open(sys.argv[1]))["traceEvents"]' "$scratch/panel.trace.json"
check "--report and --trace write the page and the trace" $?

# 9. A compile error: the user's path and line, the missing symbol named, status 1.
cat >"$scratch/Broken.swift" <<'SWIFT'
import SwiftUI

struct Broken: View {
    var body: some View {
        KeyframeAnimator(initialValue: 0.0) { _ in Text("x") } keyframes: { _ in }
    }
}
SWIFT
"$bin" run "$scratch/Broken.swift" --cache "$cache" >"$scratch/broken.out" 2>"$scratch/broken.err"
status=$?
[ "$status" -eq 1 ] \
  && grep -q "^$scratch/Broken.swift:5:9: error: cannot find 'KeyframeAnimator' in scope" "$scratch/broken.err" \
  && grep -qF 'error: `KeyframeAnimator` is Apple API that ScreenLab lacks' "$scratch/broken.err" \
  && [ ! -s "$scratch/broken.out" ]
check "compile errors name the user's file:line and the missing symbol" $?

# 9a. Names the file expects from elsewhere in its project stand in, typed at each use, and
# the output says what stood in (Docs/Run.md §6, "Project stand-ins").
cat >"$scratch/Shelf.swift" <<'SWIFT'
import SwiftUI
import CoreData

final class Courier: ShelfDelegate {}

struct Shelf: View {
    @State private var count = 0
    let planner = TripPlanner(title: "x")
    var entry: BookEntity? = nil
    var body: some View {
        VStack {
            Text(planner.name ?? "none")
            Text("\(count + planner.stops)")
            Button("More") { count += 1; chime(volume: 2) }
        }
        .glow(radius: 3)
    }
}

struct Shelf_Previews: PreviewProvider {
    static var previews: some View {
        let request: NSFetchRequest<BookEntity> = BookEntity.fetchRequest()
        _ = request
        return Shelf()
    }
}
SWIFT
"$bin" run "$scratch/Shelf.swift" --view Shelf --tap More --lang en --cache "$cache" >"$scratch/shelf.out" 2>"$scratch/shelf.err"
status=$?
[ "$status" -eq 0 ] \
  && grep -qx 'stood in for TripPlanner (a type the file expects from elsewhere)' "$scratch/shelf.out" \
  && grep -qx 'stood in for BookEntity (a Core Data entity class the file expects from elsewhere)' "$scratch/shelf.out" \
  && grep -qx 'stood in for ShelfDelegate (a protocol the file expects from elsewhere)' "$scratch/shelf.out" \
  && grep -qx 'stood in for chime(…) (a function the file expects from elsewhere)' "$scratch/shelf.out" \
  && grep -qx 'stood in for .glow(…) (a view modifier the file expects from elsewhere)' "$scratch/shelf.out" \
  && grep -q 'Text "none"' "$scratch/shelf.out" && grep -q '^more-tapped: count changed' "$scratch/shelf.out"
check "project stand-ins: a type, an entity, a protocol, a function and a modifier from elsewhere" $?

# 9b. When the stand-ins do not make the file compile, they are taken back: the file's own
# messages and the missing-symbol line, as without them.
cat >"$scratch/Ledger.swift" <<'SWIFT'
import SwiftUI

struct Ledger: View {
    let book = Account()
    let pages: Int = "many"
    var body: some View {
        Text("x").font(Theme.title)
    }
}
SWIFT
"$bin" run "$scratch/Ledger.swift" --cache "$cache" --lang en >"$scratch/ledger.out" 2>"$scratch/ledger.err"
status=$?
[ "$status" -eq 1 ] && grep -q "Ledger.swift:4:16: error: cannot find 'Account' in scope" "$scratch/ledger.err" \
  && grep -qF 'error: `Account` is not Apple API: a type the file expects from elsewhere' "$scratch/ledger.err" \
  && grep -q "^note: stand-ins for Account, Theme (names the file expects from elsewhere) were tried and taken back; with them the build still failed: .*Ledger.swift:5:" "$scratch/ledger.err"
check "stand-ins that do not suffice are taken back: the file's own messages" $?

# 10. Hosted code that traps: its message, then one error line, status 1.
cat >"$scratch/Trap.swift" <<'SWIFT'
import SwiftUI

struct Trap: View {
    let values = [1, 2]
    var body: some View {
        Text("\(values[5])")
    }
}
SWIFT
"$bin" run "$scratch/Trap.swift" --cache "$cache" >"$scratch/trap.out" 2>"$scratch/trap.err"
status=$?
[ "$status" -eq 1 ] && grep -q 'Index out of range' "$scratch/trap.err" \
  && tail -1 "$scratch/trap.err" | grep -qE "^error: the hosted program of '[^']*Trap\.swift' was ended by signal [0-9]+ before reporting" \
  && ! grep -q 'Current stack trace' "$scratch/trap.err"
check "a trap in hosted code is reported, status 1" $?

# 10a. An implicitly unwrapped nil (a property no nib connects) ends the same way.
cat >"$scratch/Unwrap.swift" <<'SWIFT'
import UIKit

final class Unwrap: UIViewController {
    var label: UILabel!
    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "x"
    }
}
SWIFT
"$bin" run "$scratch/Unwrap.swift" --cache "$cache" >/dev/null 2>"$scratch/unwrap.err"
status=$?
[ "$status" -eq 1 ] && grep -q 'Unexpectedly found nil while implicitly unwrapping' "$scratch/unwrap.err" \
  && tail -1 "$scratch/unwrap.err" | grep -qE "^error: the hosted program of '[^']*Unwrap\.swift' was ended by signal [0-9]+ before reporting"
check "an implicitly unwrapped nil in hosted code is one error line naming the file, status 1" $?

# 10b. A fatalError in hosted code names the user's file and line, not the scratch copy's.
cat >"$scratch/Boom.swift" <<'SWIFT'
import SwiftUI

struct Boom: View {
    var body: some View {
        fatalError("boom")
    }
}
SWIFT
"$bin" run "$scratch/Boom.swift" --cache "$cache" >/dev/null 2>"$scratch/boom.err"
status=$?
[ "$status" -eq 1 ] && grep -qE "Boom\.swift:5: Fatal error: boom" "$scratch/boom.err" \
  && ! grep -q 'F0_Boom' "$scratch/boom.err"
check "a fatalError names the user's file and line" $?

# 10c. Xcode's asset symbols, which only the app's build has, stand in for the catalog and the
# output says which (Docs/Run.md §6, "Asset symbols").
cat >"$scratch/Welcome.swift" <<'SWIFT'
import SwiftUI

struct Welcome: View {
    var body: some View {
        VStack {
            Image(.heroShot)
                .resizable()
            Text("Hello")
                .foregroundStyle(.headline)
            Capsule().fill(Color(.Brand.accentFill))
            Text("x").background(Color.sunrise)
        }
    }
}
SWIFT
"$bin" run "$scratch/Welcome.swift" --cache "$cache" --lang en >"$scratch/welcome.out" 2>"$scratch/welcome.err"
status=$?
[ "$status" -eq 0 ] && grep -qxF "asset symbols stood in for the app's catalog: image heroShot, colour Brand.accentFill, colour headline, colour sunrise" "$scratch/welcome.out"
check "asset symbols stand in for the app's catalog and are named" $?

# 11. The user's files were not touched.
[ "$before" = "$(md5sum Examples/Run/*.swift)" ]
check "Examples/Run unchanged" $?

# 12. The same from swift test (the gated end-to-end test, on the same cache).
if [ -d .build/debug ] && ls .build/debug/*PackageTests* >/dev/null 2>&1; then
  SCREENLAB_RUN_END_TO_END=1 SCREENLAB_RUN_CACHE="$cache" \
    swift test --skip-build --filter RunEndToEndTests >"$scratch/test.out" 2>&1
  check "RunEndToEndTests" $?
fi

echo "run-examples: $pass passed, $fail failed (first run ${first} s, second ${second} s)"
[ "$fail" -eq 0 ]
