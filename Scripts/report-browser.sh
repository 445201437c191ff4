#!/usr/bin/env bash
# Opens `screenlab` reports in headless Chromium and checks them in a real browser
# (Docs/Report.md §4):
#
#   - the drag lesson's report (Turkish) and a touch report (English) load with no console
#     message and no network request: Chromium's console log on standard error must be
#     empty of page messages, and its network log must name no URL but the report's own
#     file:// address (background traffic switched off, every host name unresolvable);
#   - the page's own self-test (`#selftest`, `#selftest-last`) finds the timeline's turns and
#     body runs, every filmstrip picture decoded, clicks an update and sees its
#     `_printChanges` lines shown and the readers of its keys highlighted, zooms the timeline,
#     and records no script error or Content-Security-Policy violation; the dumped DOM must
#     say PASS, and for the drag, the lift's lines;
#   - the drag's Chrome trace has the trace event format's required fields and its complete
#     events nest on every track;
#   - a screenshot is not blank: many colours, the cause colour of the card's body runs, and
#     the filmstrip's pictures;
#   - a draw-cost scenario's report (draw profiles per pass on the timeline and in their
#     table, the layer tree's weight) loads clean, passes its self-test, and its DOM holds
#     a profile for every draw pass and the weight's rows;
#   - controls: a page that loads an image from the network is seen in the network log, and
#     the report's policy blocks the same image (the checks can fail).
#
# Chromium's own background requests (component updates, clock, accounts) are not the
# page's: a request counts when a document initiated it.
#
# Usage: Scripts/report-browser.sh [path/to/screenlab]. Needs `chromium` (Debian's package;
# .ci/run installs it) and python3. Each browser run is bounded by `timeout`; the whole
# script takes well under two minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ge 1 ]; then
  BIN=$1
else
  swift build --product screenlab >/dev/null
  BIN=$(pwd)/.build/debug/screenlab
fi
BROWSER=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$BROWSER" ]; then
  echo "report-browser: chromium is not installed (apt-get install -y chromium)" >&2
  exit 1
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/screenlab-report-browser.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
LIMIT=45

"$BIN" lesson hareketler/drag --live --report "$WORK/drag.html" --trace "$WORK/drag.json" \
  >"$WORK/drag.txt"
"$BIN" lesson cizim-ve-katman-animasyonu/draw-rect --live --report "$WORK/drawcost.html" \
  >/dev/null
"$BIN" touch --duration 0.2 --lang en --report "$WORK/touch.html" >/dev/null

# browser LOG NETLOG ARGS...: one headless run, its standard error in LOG.
browser() {
  local log=$1 netlog=$2
  shift 2
  timeout "$LIMIT" "$BROWSER" --headless --no-sandbox --disable-gpu --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --disable-default-apps --disable-extensions --disable-domain-reliability \
    --host-resolver-rules='MAP * ~NOTFOUND' --user-data-dir="$WORK/profile" \
    --enable-logging=stderr --v=0 --log-net-log="$netlog" "$@" 2>"$log"
}

# A control page: an image from the network without a policy, and the same under the
# report's policy.
cat >"$WORK/control-open.html" <<'HTML'
<!DOCTYPE html><html><body><img src="http://screenlab-control.invalid/x.png"></body></html>
HTML
policy=$(grep -o '<meta http-equiv="Content-Security-Policy"[^>]*>' "$WORK/drag.html")
printf '<!DOCTYPE html><html><head>%s</head><body><img src="http://screenlab-control.invalid/y.png"></body></html>\n' \
  "$policy" >"$WORK/control-policy.html"

for page in drag touch drawcost control-open control-policy; do
  fragment=""
  case $page in drag | touch | drawcost) fragment="#selftest" ;; esac
  browser "$WORK/$page.log" "$WORK/$page.net.json" --virtual-time-budget=5000 \
    --dump-dom "file://$WORK/$page.html$fragment" >"$WORK/$page.dom"
done
browser "$WORK/drag-last.log" "$WORK/drag-last.net.json" --virtual-time-budget=5000 \
  --dump-dom "file://$WORK/drag.html#selftest-last" >"$WORK/drag-last.dom"
browser "$WORK/shot.log" "$WORK/shot.net.json" --virtual-time-budget=5000 \
  --window-size=1280,3200 --hide-scrollbars --screenshot="$WORK/drag.png" "file://$WORK/drag.html" \
  >/dev/null

python3 - "$WORK" <<'PY'
import json, struct, sys, zlib

work = sys.argv[1]
failures = []

def check(condition, message):
    if not condition:
        failures.append(message)

def urls(name):
    """The URLs the page asked for: requests started on behalf of a document, whose
    initiator is an origin (`null` for a file:// page); Chromium's own background requests
    (updates, time, accounts) have none, "not an origin"."""
    with open(f"{work}/{name}.net.json") as f:
        log = json.load(f)
    start = log["constants"]["logEventTypes"]["URL_REQUEST_START_JOB"]
    found = set()
    for event in log.get("events", []):
        params = event.get("params", {})
        if event.get("type") == start and params.get("initiator", "not an origin") != "not an origin":
            found.add(params.get("url", "?"))
    return found

def console(name):
    with open(f"{work}/{name}.log", errors="replace") as f:
        return [line for line in f if ":CONSOLE" in line]

def dom(name):
    with open(f"{work}/{name}.dom", errors="replace") as f:
        return f.read()

def selftest(name):
    text = dom(name)
    start = text.find('<pre id="selftest">')
    end = text.find("</pre>", start)
    check(start >= 0 and end > start, f"{name}: no #selftest element in the DOM")
    body = text[start + len('<pre id="selftest">'):end]
    check(body.startswith("selftest PASS "), f"{name}: self-test says {body[:300]!r}")
    try:
        return json.loads(body.split(" ", 2)[2].replace("&amp;", "&").replace("&lt;", "<")
                          .replace("&gt;", ">").replace("&quot;", '"'))
    except (IndexError, ValueError):
        failures.append(f"{name}: self-test result is not JSON: {body[:200]!r}")
        return {}

# Controls: the network log sees an image load, and the policy blocks the same one.
check(any("screenlab-control.invalid/x.png" in u for u in urls("control-open")),
      "control: the network log did not record the page's image request")
check(not any("screenlab-control.invalid" in u for u in urls("control-policy")),
      "control: the report's policy let an image request through")
check(any("Content Security Policy" in line for line in console("control-policy")),
      "control: the policy's violation was not reported on the console")

for page in ["drag", "drag-last", "touch", "drawcost", "shot"]:
    base = "drag" if page in ("drag-last", "shot") else page
    requested = {u for u in urls(page) if not u.startswith(f"file://{work}/{base}.html")}
    check(not requested, f"{page}: network requests {sorted(requested)[:5]}")
    check(not console(page), f"{page}: console messages {console(page)[:3]}")

first = selftest("drag")
last = selftest("drag-last")
english = selftest("touch")
check(first.get("turns", 0) >= 30, f"drag: {first.get('turns')} turns on the timeline")
check(first.get("bodies", 0) >= 20, f"drag: {first.get('bodies')} body runs on the timeline")
check(first.get("filmstrip") == 8 and first.get("filmstripLoaded") == 8,
      f"drag: filmstrip {first.get('filmstrip')} pictures, {first.get('filmstripLoaded')} decoded")
check(first.get("printChanges") == "DragCard: _dragOffset changed.",
      f"drag: the first update shows {first.get('printChanges')!r}")
check(first.get("readers") == ["DragCard"], f"drag: readers {first.get('readers')}")
check(first.get("zoomed") is True, "drag: zooming did not widen the body runs")
check("DragCard: _dragOffset, _position changed." in last.get("printChanges", ""),
      f"drag: the lift's update shows {last.get('printChanges')!r}")
check(last.get("readers") == ["BoardScreen", "DragCard", "PositionLabel"],
      f"drag: lift readers {last.get('readers')}")
check(english.get("opened") is True, "touch: clicking an update did not open it")
with open(f"{work}/drag.txt") as f:
    lesson = [line.rstrip("\n") for line in f][:3]
page = dom("drag")
for line in lesson:
    check(line in page, f"drag: the lesson's line {line!r} is not in the page")
check("<h2>Timeline</h2>" in dom("touch"), "touch: English labels missing")

# The draw-cost report: a profile on every draw of the timeline, the passes' table, the
# layer weight's rows, as the browser built the page.
selftest("drawcost")
costs = dom("drawcost")
draw_titles = [t for t in costs.split("<title>")[1:] if t.startswith("draw ·")]
check(len(draw_titles) == 2 and all("profile=" in t for t in draw_titles),
      f"drawcost: {len(draw_titles)} draws on the timeline, with profiles: "
      f"{[('profile=' in t) for t in draw_titles]}")
pass_rows = costs.count('class="draw-pass"')
check(pass_rows == 2, f"drawcost: {pass_rows} pass rows")
check("areaOutside=77616" in costs, "drawcost: the partial pass's area outside the rect is not shown")
check(costs.count('class="layer-sample"') >= 1, "drawcost: no layer weight rows")
check('id="draw-cost"' in costs and 'id="layer-weight"' in costs, "drawcost: sections missing")

# The drag's Chrome trace: the format's required fields, and complete events that nest on
# each track (one that starts inside another ends inside it).
with open(f"{work}/drag.json") as f:
    trace = json.load(f)
events = trace.get("traceEvents", [])
check(len(events) > 100, f"trace: {len(events)} events")
spans = {}
for index, event in enumerate(events):
    missing = [k for k in ("name", "ph", "pid", "tid") if k not in event]
    check(not missing, f"trace: event {index} lacks {missing}")
    phase = event.get("ph")
    if phase == "X":
        check(isinstance(event.get("ts"), (int, float)) and event.get("dur", -1) >= 0,
              f"trace: X event {index} lacks ts or dur")
        spans.setdefault(event["tid"], []).append((event["ts"], event["ts"] + event["dur"]))
    elif phase in ("i", "I"):
        check(isinstance(event.get("ts"), (int, float)) and event.get("s") in ("t", "p", "g"),
              f"trace: instant {index} lacks ts or s")
    else:
        check(phase == "M" and "args" in event, f"trace: event {index} has phase {phase!r}")
for tid, track in spans.items():
    stack = []
    for start, end in sorted(track, key=lambda span: (span[0], -span[1])):
        while stack and stack[-1] <= start:
            stack.pop()
        check(not stack or end <= stack[-1] + 1e-6, f"trace: spans cross on track {tid} at {start}")
        stack.append(end)

# The screenshot: decode the PNG (8-bit RGB or RGBA, no interlace) and look at the pixels.
def pixels(path):
    with open(path, "rb") as f:
        data = f.read()
    check(data[:8] == b"\x89PNG\r\n\x1a\n", "screenshot: not a PNG")
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    check(depth == 8 and colour in (2, 6) and interlace == 0, f"screenshot: PNG kind {header}")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    for row in range(height):
        start = row * (stride + 1)
        kind = raw[start]
        line = bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows

width, height, channels, rows = pixels(f"{work}/drag.png")
counts = {}
for row in rows[::2]:
    for x in range(0, width * channels, channels * 2):
        key = row[x:x + 3]
        counts[key] = counts.get(key, 0) + 1
check(len(counts) >= 50, f"screenshot: only {len(counts)} colours")
check(counts.get(bytes([0x2e, 0x7d, 0x32]), 0) >= 20,
      "screenshot: the card's body runs (yerel green) are not drawn")
check(counts.get(bytes([0, 0, 0]), 0) >= 2000,
      "screenshot: the filmstrip's pictures (the seed's black card) are not drawn")

if failures:
    for failure in failures:
        print("FAIL " + failure)
    sys.exit(1)
print(f"report-browser: drag, touch, the draw-cost report and the controls passed ({len(counts)} colours sampled)")
PY
