import ScreenLab
import ScreenLabReport
import ScreenLabSeeds

/// Built-in scenes made of the seeds' own views, rendered to SVG at a chosen virtual time
/// (for `screenlab draw <name> --progress P --at T`).
///
/// Each scene is a visible 240×240 window with a white background, built at time 0 in a
/// fresh runtime; at time 0 the scene's change starts, then the clock advances to `time`:
/// - `ring`: seed 000's `ProgressRingView`, `update(to: progress)`, faded in with the
///   seed's `fadeInAndCommit` (opacity 0 → 1 over 0.4 s, linear);
/// - `triangle`: seed 002's `TriangleView` (progress and time change nothing);
/// - `star`: seed 002's star, yellow (progress and time change nothing);
/// - `circular-progress`: seed 003's `CircularProgressView`, `setProgress(progress / 100)`
///   animated over 0.6 s ease-out.
enum DrawDemo {
  /// The demo names, in the order the CLI lists them.
  static let names = ["ring", "triangle", "star", "circular-progress"]

  /// The seed view each demo draws.
  static let views = [
    "ring": "ProgressRingView", "triangle": "TriangleView", "star": "StarView",
    "circular-progress": "CircularProgressView",
  ]

  /// The SVG of demo `name` with `progress` (0…100) at virtual time `time` (seconds).
  ///
  /// - Throws: ``DrawDemoError`` for an unknown name, a progress outside 0…100 or a time
  ///   that is negative or not finite.
  @MainActor
  static func render(name: String, progress: Double, at time: Double) throws(DrawDemoError)
    -> String
  {
    try picture(name: name, progress: progress, at: time).svg
  }

  /// One rendering of a demo: the SVG, the time it shows and when the demo's animations end.
  struct Picture: Hashable {
    let svg: String
    /// The virtual time drawn, in seconds.
    let time: Double
    /// When the last animation the demo started ends (0 when it starts none).
    let end: Double
    /// Every draw pass up to ``time``, with its profile (`--format json`).
    var draws: [DrawProfileLog.Entry] = []
    /// What the window's layer tree weighs at ``time``.
    var weight = LayerTreeWeight()
  }

  /// Demo `name` with `progress` at virtual time `time`, or, when `time` is nil, at the end
  /// of the animations it starts (the end state: a ring faded in, a stroke drawn to its
  /// progress), so that the first picture shows the demo (Docs/CLI.md §7).
  @MainActor
  static func picture(name: String, progress: Double, at time: Double?) throws(DrawDemoError)
    -> Picture
  {
    guard names.contains(name) else { throw .unknownDemo(name) }
    guard progress.isFinite, (0...100).contains(progress) else {
      throw .invalidProgress(progress)
    }
    if let time { guard time.isFinite, time >= 0 else { throw .invalidTime(time) } }
    return Runtime.withNew { runtime in
      let log = DrawProfileLog.of(runtime)
      log.isEnabled = true
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
      window.backgroundColor = .white
      window.makeKeyAndVisible()
      let start: () -> Void
      switch name {
      case "ring":
        let ring = ProgressRingView(frame: CGRect(x: 40, y: 40, width: 160, height: 160))
        ring.alpha = 0
        window.addSubview(ring)
        start = {
          ring.update(to: Int(progress.rounded()))
          fadeInAndCommit(ring)
        }
      case "triangle":
        window.addSubview(TriangleView(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        start = {}
      case "star":
        window.addSubview(StarView(frame: CGRect(x: 70, y: 70, width: 100, height: 100)))
        start = {}
      default:
        let circle = CircularProgressView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        window.addSubview(circle)
        start = { circle.setProgress(CGFloat(progress / 100)) }
      }
      runtime.runTurn()
      start()
      let end = animationsEnd(in: window.layer, now: runtime.now)
      let shown = time ?? end
      runtime.advance(to: shown)
      return Picture(
        svg: SVGRenderer.render(window), time: shown, end: end, draws: log.entries,
        weight: LayerTreeWeight(root: window.layer))
    }
  }

  /// When the last animation attached in `layer`'s tree ends, in seconds of the clock (the
  /// layers' own timing is the clock's in these demos); `now` when none is attached. An
  /// animation's `beginTime` of 0 means the commit, which is `now`.
  static func animationsEnd(in layer: CALayer, now: Double) -> Double {
    var end = now
    var pending = [layer]
    while let current = pending.popLast() {
      pending += current.sublayers ?? []
      for key in current.animationKeys() ?? [] {
        guard let animation = current.animation(forKey: key) else { continue }
        let timing = MediaTiming(
          beginTime: animation.beginTime == 0 ? now : animation.beginTime,
          duration: animation.duration, speed: Double(animation.speed),
          timeOffset: animation.timeOffset, repeatCount: Double(animation.repeatCount),
          repeatDuration: animation.repeatDuration, autoreverses: animation.autoreverses)
        // A demo animation that never ends would leave nothing to pick; keep the start.
        if timing.endTime.isFinite { end = max(end, timing.endTime) }
      }
    }
    return end
  }
}

/// Why a demo could not be rendered; messages quote the bad input.
enum DrawDemoError: Error, Equatable, CustomStringConvertible {
  case unknownDemo(String)
  case invalidProgress(Double)
  case invalidTime(Double)

  var description: String {
    switch self {
    case .unknownDemo(let name):
      return "unknown demo '\(name)' (\(DrawDemo.names.joined(separator: ", ")))"
    case .invalidProgress(let value):
      return "progress '\(NumberText.text(value))' must be between 0 and 100"
    case .invalidTime(let value):
      return "time '\(NumberText.text(value))' must be finite and not negative"
    }
  }
}
