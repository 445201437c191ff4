#!/usr/bin/env python3
"""The development corpus (Fixtures/DevCorpus): materialises its files from repository
snapshots into a scratch folder, typechecks each view file on its own against the facade
modules of a ScreenLab checkout, and counts the missing symbols that the file's own repository
does not declare (most are Apple API ScreenLab lacks; the count is by files, not by errors).

  python3 Scripts/dev-corpus.py --out DIR [--root CHECKOUT] [--mirror DIR]
      [--kind swiftui|uikit|all] [--per-repo N] [--jobs N] [--build]

Writes DIR/results.json (per file: typechecks, its errors) and DIR/tally.txt (symbols by the
number of files that miss them). The files are read for development only and never enter the
repository; Fixtures/DevCorpus/README.md has the rule that chose them."""
import argparse, json, os, re, subprocess, collections, concurrent.futures as cf
ap = argparse.ArgumentParser()
ap.add_argument('--root', default=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))); ap.add_argument('--out', required=True)
ap.add_argument('--kind', default='all'); ap.add_argument('--per-repo', type=int, default=6)
ap.add_argument('--jobs', type=int, default=2); ap.add_argument('--build', action='store_true')
ap.add_argument('--mirror', default='/work/.mirror')
a = ap.parse_args()
man = json.load(open(os.path.join(a.root, 'Fixtures/DevCorpus/manifest.json')))['files']
here = a.out
APPLE = set('''SwiftUI UIKit Foundation Combine CoreGraphics QuartzCore AVFoundation AVKit CoreLocation
MapKit CoreImage LinkPresentation Charts Observation os OSLog Dispatch CoreData SpriteKit SceneKit
ARKit RealityKit CoreML Vision PhotosUI Photos StoreKit WebKit SafariServices MessageUI UserNotifications
CoreMotion CoreHaptics GameKit HealthKit CloudKit Contacts ContactsUI EventKit EventKitUI AuthenticationServices
LocalAuthentication CryptoKit Network NaturalLanguage Speech WidgetKit ActivityKit AppIntents Intents IntentsUI
SwiftData TipKit MetalKit Metal GLKit CoreText ImageIO MobileCoreServices UniformTypeIdentifiers PencilKit
QuickLook CoreBluetooth MultipeerConnectivity AudioToolbox MediaPlayer CoreSpotlight CoreTelephony
AdSupport AppTrackingTransparency Accelerate simd GameplayKit ReplayKit VisionKit PDFKit Darwin CoreFoundation
CoreVideo CoreMedia SystemConfiguration Security UIKit.UIGestureRecognizerSubclass CoreImage.CIFilterBuiltins
BackgroundTasks NotificationCenter CoreNFC DeviceCheck GameController'''.split())
os.makedirs(a.out + '/files', exist_ok=True)
def git_dir(repo):
    return os.path.join(a.mirror, repo.replace('/', '+'), 'repo')
def materialise(i, e):
    e = dict(e, file=f"{i:04d}_{e['repository'].replace('/', '+')}_{os.path.basename(e['path'])}")
    target = os.path.join(a.out, 'files', e['file'])
    if not os.path.exists(target):
        r = subprocess.run(['git', '--git-dir', git_dir(e['repository']), 'show', f"{e['commit']}:{e['path']}"],
                           capture_output=True)
        if r.returncode:
            return None
        open(target, 'wb').write(r.stdout)
    return e
missing = 0
per = collections.Counter(); chosen = []
for i, e in enumerate(man):
    if a.kind != 'all' and e['kind'] != a.kind: continue
    if per[e['repository']] >= a.per_repo: continue
    e = materialise(i, e)
    if e is None:
        missing += 1
        continue
    src = open(os.path.join(here, 'files', e['file']), errors='replace').read()
    imps = set(re.findall(r'^\s*(?:@\w+\s+)*import\s+(?:class\s+|struct\s+|enum\s+|func\s+)?([\w.]+)', src, re.M))
    if not imps <= APPLE: continue
    if not re.search(r'struct\s+\w+\s*:\s*(?:[\w, ]*\b)?View\b|class\s+\w+\s*:\s*UI\w*(?:View|Control|Controller|Cell|Button|Label|Slider)\b', src): continue
    per[e['repository']] += 1; chosen.append(e)
# Declared names per repository (to tell project symbols from Apple's).
decl = {}
def repo_names(repo, commit):
    if repo in decl: return decl[repo]
    g = git_dir(repo)
    names = set()
    # -z: without it git quotes a path holding non-ASCII characters, and such a file is missed.
    ls = subprocess.run(['git', '--git-dir', g, 'ls-tree', '-r', '--name-only', '-z', commit], capture_output=True, text=True).stdout.split('\0')
    for p in ls:
        if not p.endswith('.swift'): continue
        t = subprocess.run(['git', '--git-dir', g, 'show', f'{commit}:{p}'], capture_output=True, text=True, errors='replace').stdout
        names.update(re.findall(r'\b(?:class|struct|enum|protocol|typealias|func|var|let|case|actor)\s+`?(\w+)', t))
        names.update(re.findall(r'\bcase\s+(?:\w+\s*,\s*)*(\w+)', t))
    decl[repo] = names; return names
work = a.out + '/pkg'
# Every facade module of the checkout (Scripts/facade-modules.sh), so a file may import any of them.
facades = subprocess.run(['bash', os.path.join(a.root, 'Scripts/facade-modules.sh'), a.root],
                         capture_output=True, text=True, check=True).stdout.split()
if a.build or not os.path.exists(work + '/modules.txt'):
    os.makedirs(work + '/Sources/Facades', exist_ok=True)
    open(work + '/Sources/Facades/F.swift', 'w').write(''.join(f'import {f}\n' for f in facades))
    deps = ', '.join(f'.product(name: "{f}", package: "ScreenLab")' for f in facades)
    open(work + '/Package.swift', 'w').write(f'''// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Dev", dependencies: [.package(name: "ScreenLab", path: "{a.root}")],
  targets: [.target(name: "Facades", dependencies: [{deps}])])
''')
    r = subprocess.run(['swift', 'build', '-j', str(a.jobs)], cwd=work, capture_output=True, text=True)
    if r.returncode: print(r.stdout[-3000:], r.stderr[-3000:]); raise SystemExit('facades did not build')
    bp = subprocess.run(['swift', 'build', '--show-bin-path'], cwd=work, capture_output=True, text=True).stdout.strip()
    open(work + '/modules.txt', 'w').write(bp)
bp = open(work + '/modules.txt').read().strip()
plugin = bp + '/ScreenLabMacros-tool'
def check(e):
    f = os.path.join(here, 'files', e['file'])
    # Apple's submodules (`import CoreImage.CIFilterBuiltins`) come from the facades' module map.
    modulemap = os.path.join(a.root, 'Sources/Facades/AppleSubmodules/include/module.modulemap')
    cmd = ['swiftc', '-typecheck', '-parse-as-library', '-swift-version', '5', '-I', bp + '/Modules',
           '-Xcc', '-fmodule-map-file=' + modulemap, f]
    if os.path.exists(plugin): cmd[1:1] = ['-load-plugin-executable', plugin + '#ScreenLabMacros']
    r = subprocess.run(cmd, capture_output=True, text=True, errors='replace')
    errs = [l.split(' error: ', 1)[1] for l in r.stderr.split('\n') if ' error: ' in l]
    return dict(e, ok=r.returncode == 0, errors=errs[:40])
res = list(cf.ThreadPoolExecutor(a.jobs).map(check, chosen))
json.dump(res, open(a.out + '/results.json', 'w'), indent=1)
pat = [(re.compile(r"cannot find (?:type )?'(\w+)' in scope"), '{}'),
       (re.compile(r"value of type '([\w.<>\[\]?, ]+)' has no member '(\w+)'"), '{}.{}'),
       (re.compile(r"type '([\w.<>\[\]?, ]+)' has no member '(\w+)'"), '{}.{}'),
       (re.compile(r"no such module '([\w.]+)'"), 'module {}'),
       (re.compile(r"has no member '(\w+)'"), '?.{}'),
       (re.compile(r"method does not override any method from its superclass"), 'override-missing'),
       (re.compile(r"(extra argument '?\w*'? in call|missing argument|incorrect argument label|no exact matches|ambiguous)"), 'shape: {}')]
tally = collections.defaultdict(set); okc = 0
for r in res:
    if r['ok']: okc += 1; continue
    names = repo_names(r['repository'], r['commit'])
    for err in r['errors']:
        for p, fmt in pat:
            m = p.search(err)
            if not m: continue
            g = m.groups()
            last = g[-1] if g else ''
            if g and last in names and not fmt.startswith('module'): break
            key = fmt.format(*[x.split('<')[0] for x in g]) if g else fmt
            tally[key].add(r['file']); break
lines = sorted(tally.items(), key=lambda kv: -len(kv[1]))
with open(a.out + '/tally.txt', 'w') as o:
    o.write(f'{okc} of {len(res)} typecheck ok\n')
    for k, v in lines: o.write(f'{len(v):4d}  {k}   e.g. {sorted(v)[0]}\n')
if missing:
    print(f'{missing} files missing from the mirror (fetch their repositories: github:OWNER/NAME)')
print(f'{okc} of {len(res)} typecheck ok; tally in {a.out}/tally.txt')
