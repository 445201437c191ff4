import HeadlessSwiftUI
import Measure
import Runtime

@testable import ScreenLabReport

/// A small report typed in by hand: two turns at 1/120 s (the first with two same-time
/// turns), a touch, two updates, a tree, a curve, two pictures and two checks.
func handReport(_ language: Language = .tr) -> Report {
  var report = Report(
    title: "Deneme <1>", command: "screenlab lesson x --live", language: language,
    frameRate: .hz120)
  let frame = 1.0 / 120
  var trace = Trace()
  trace.record(.layout, "layoutSubviews <UIView>", turn: 1, time: frame)
  trace.record(.transaction, "commit (implicit): 1", turn: 1, time: frame)
  trace.record(.animation, "start A on <CALayer>", turn: 2, time: frame)
  trace.record(.diagnostic, "odd & <bad>", turn: 3, time: 2 * frame)
  trace.record(.animation, "finish A on <CALayer>", turn: 3, time: 2 * frame)
  report.events = trace.events
  report.inputs = [Report.Input(touch: 0, phase: "began", x: 10, y: 20, time: 0.004)]
  report.updates = [
    Report.Update(
      turn: 1, time: frame,
      runs: [
        Report.Run(
          view: "Card", cause: .local,
          keyCauses: [KeyCause(key: "offset", cause: .local)],
          printChanges: "Card: _offset changed.")
      ], skipped: ["Board", "Label"]),
    Report.Update(
      turn: 3, time: 2 * frame,
      runs: [
        Report.Run(
          view: "Board", cause: .local, keyCauses: [KeyCause(key: "position", cause: .local)],
          printChanges: "Board: _position changed."),
        Report.Run(
          view: "Card", cause: .parent,
          keyCauses: [KeyCause(key: "position", cause: .parent)],
          printChanges: "Card: @self changed."),
      ], skipped: ["Label"]),
  ]
  report.tree = ViewTree(
    nodes: [
      ViewNode("Board", parent: nil, reads: ["position"]),
      ViewNode("Card", parent: "Board", reads: ["position", "offset"]),
      ViewNode("Label", parent: "Board", reads: []),
    ], storage: ["position": .state(owner: "Board"), "offset": .state(owner: "Card")])
  report.steps = [Report.Step(label: "adim", lines: ["adim: offset degisti"], start: 0, end: 0.02)]
  report.curves = [
    Report.Curve(
      property: "opacity",
      points: [
        CurvePlot.Point(time: 0, value: 0, isAnimating: true),
        CurvePlot.Point(time: frame, value: 0.5, isAnimating: true),
        CurvePlot.Point(time: 2 * frame, value: 1, isAnimating: false),
      ], model: 1)
  ]
  report.frames = [
    Report.Frame(time: 0, turn: 0, svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"),
    Report.Frame(time: frame, turn: 1, svg: "<svg>ç</svg>"),
  ]
  report.checks = [
    FieldCheck(label: "ilk", screen: "Ring", key: "progress", model: "40", shown: "40"),
    FieldCheck(label: "sonra", screen: "Ring", key: "progress", model: "70", shown: "40"),
  ]
  report.lines = ["adim: offset degisti", "yerel: 1"]
  return report
}
