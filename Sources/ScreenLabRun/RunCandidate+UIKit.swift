import Foundation
import HeadlessCoreGraphics
import HeadlessUIKit
import Measure
import Runtime
import ScreenLabReport

extension RunCandidate {
  /// A UIKit view made by `make`, hosted in a 390 × 844 key window; a view made with a zero
  /// frame is given the window's bounds.
  @MainActor
  public static func uiView<V: UIView>(
    _ name: String, isScreen: Bool = true, synthesized: String? = nil,
    _ make: @escaping () -> V
  ) -> RunCandidate {
    uiKit(name, kind: "uiview", isScreen: isScreen, synthesized: synthesized) { window in
      let view = make()
      if view.frame == .zero { view.frame = window.bounds }
      window.addSubview(view)
      return nil
    }
  }

  /// A UIKit view controller made by `make`, the root view controller of a 390 × 844 key
  /// window.
  @MainActor
  public static func viewController<C: UIViewController>(
    _ name: String, isScreen: Bool = true, synthesized: String? = nil,
    _ make: @escaping () -> C
  ) -> RunCandidate {
    uiKit(name, kind: "uiviewcontroller", isScreen: isScreen, synthesized: synthesized) {
      window in
      let controller = make()
      window.rootViewController = controller
      return controller
    }
  }

  /// A UIKit run of what `install` puts in a fresh 390 × 844 key window, with the app's
  /// resources stood in for; what `install` returns (a root view controller) is kept alive
  /// until the run's result is made.
  @MainActor
  private static func uiKit(
    _ name: String, kind: String, isScreen: Bool, synthesized: String?,
    _ install: @escaping (UIWindow) -> AnyObject?
  ) -> RunCandidate {
    RunCandidate(name: name, isScreen: isScreen, synthesized: synthesized) { request, recorder in
      Runtime.withNew { runtime in
        UIKitRun.standInForTheAppsResources(runtime)
        let window = UIKitRun.window()
        let installed = install(window)
        return withExtendedLifetime(installed) {
          UIKitRun(
            name: name, kind: kind, window: window, runtime: runtime, request: request,
            recorder: recorder
          )
          .result()
        }
      }
    }
  }
}

/// One UIKit screen hosted: turns run, each step's `draw(_:)` calls counted per view, the
/// window painted (Docs/Run.md §4).
///
/// A drawing view is one whose `draw(_:)` has run at least once; the step line lists the
/// drawing views drawn during the step, with how many times, and those that were not:
/// `yenile-dokunuldu: cizildi RingView 1 | cizilmedi yok` (`drawn`, `not drawn`, `none`).
/// A recorder gets the window at every frame, each step with its line, and the touch samples
/// (Docs/Run.md §9).
struct UIKitRun {
  let name: String
  let kind: String
  let window: UIWindow
  let runtime: Runtime
  let request: RunRequest
  let recorder: ReportRecorder?

  var language: Language { request.outputLanguage }

  /// What a device has and a hosted file's code cannot bring: the storyboard's prototype
  /// cells and the asset catalog's images (Docs/Run.md §3, "Interface Builder").
  @MainActor
  static func standInForTheAppsResources(_ runtime: Runtime) {
    DisplayCycle.of(runtime).standsInForStoryboardPrototypes = true
    AssetStandIns.of(runtime).isOn = true
  }

  @MainActor
  static func window() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    return window
  }

  /// Every view in the window, depth first, parent before children.
  @MainActor
  private func views() -> [UIView] {
    var result: [UIView] = []
    func visit(_ view: UIView) {
      result.append(view)
      for child in view.subviews { visit(child) }
    }
    for child in window.subviews { visit(child) }
    return result
  }

  private static func typeName(_ view: UIView) -> String {
    String(describing: type(of: view))
  }

  /// Each view's name in the lines: its class, and `#n` (its place among the views of that
  /// class, in tree order) when the window holds more than one.
  @MainActor
  private func names() -> [ObjectIdentifier: String] {
    let all = views()
    var total: [String: Int] = [:]
    for view in all { total[Self.typeName(view), default: 0] += 1 }
    var seen: [String: Int] = [:]
    var names: [ObjectIdentifier: String] = [:]
    for view in all {
      let type = Self.typeName(view)
      seen[type, default: 0] += 1
      names[ObjectIdentifier(view)] = (total[type] ?? 0) > 1 ? "\(type)#\(seen[type] ?? 0)" : type
    }
    return names
  }

  @MainActor
  private func tree() -> [String] {
    var lines: [String] = []
    let names = names()
    func visit(_ view: UIView, _ level: Int) {
      var line =
        String(repeating: "  ", count: level)
        + (names[ObjectIdentifier(view)] ?? Self.typeName(view))
      if let button = view as? UIButton, let title = button.currentTitle {
        line += " \"\(title)\""
      } else if let label = view as? UILabel, let text = label.text {
        line += " \"\(text)\""
      }
      let frame = view.frame
      line +=
        " (\(RunDriver.number(frame.minX)), \(RunDriver.number(frame.minY)), "
        + "\(RunDriver.number(frame.width)), \(RunDriver.number(frame.height)))"
      lines.append(line)
      for child in view.subviews { visit(child, level + 1) }
    }
    for child in window.subviews { visit(child, 0) }
    return lines
  }

  @MainActor
  func result() -> HostedRun {
    let log = DrawProfileLog.of(runtime)
    log.isEnabled = true
    runtime.runTurn()
    runtime.advance(frames: 1)
    var run = HostedRun(name: name, kind: kind, tree: tree())
    recorder?.attach(to: runtime) { SVGRenderer.render(window, background: .white) }
    for step in request.steps {
      let start = runtime.now
      var before = drawCounts()
      var result = StepResult(
        option: step.option, value: RunDriver.value(of: step),
        label: RunDriver.label(for: step, language: language))
      var lines: [String] = []
      // A drag is measured in its two parts, as SwiftUI's is: the finger moving, then the lift.
      let error = perform(step) {
        lines.append(drawLine(RunDriver.label(for: step, language: language), since: before))
        before = drawCounts()
      }
      if let error {
        result.error = error
        run.steps.append(result)
        recorder?.step(result.label, lines: [], from: start, to: runtime.now)
        continue
      }
      runtime.advance(frames: 1)
      lines.append(
        drawLine(
          RunDriver.label(for: step, language: language, part: lines.isEmpty ? 0 : 1),
          since: before))
      result.lines = lines
      run.steps.append(result)
      recorder?.step(result.label, lines: result.lines, from: start, to: runtime.now)
      recorder?.snapshot(runtime)
    }
    let drawWord = language == .tr ? "cizim" : "draws"
    let names = names()
    run.counts = views().filter { $0.headless.drawCount > 0 }.map {
      "\(drawWord) \(names[ObjectIdentifier($0)] ?? Self.typeName($0)): \($0.headless.drawCount)"
    }
    let profileWord = language == .tr ? "profil" : "profile"
    var passes: [ObjectIdentifier: Int] = [:]
    run.drawProfiles = log.entries.map { entry in
      let name = entry.ownerID.flatMap { names[$0] } ?? entry.owner
      let index = entry.ownerID.map { id -> Int in
        passes[id, default: 0] += 1
        return passes[id] ?? 0
      }
      return "\(profileWord) \(name)\(index.map { " #\($0)" } ?? "") "
        + "t=\(RunDriver.number(entry.time)): \(entry.profile.summary)"
    }
    let weight = LayerTreeWeight(root: window.layer)
    run.layers =
      (language == .tr ? "katmanlar: " : "layers: ") + weight.summary
      + (weight.warning(language).map { " | " + $0 } ?? "")
    if request.svg { run.svg = SVGRenderer.render(window, background: .white) }
    run.diagnostics = RunDriver.diagnostics(runtime)
    recorder?.finish(runtime)
    return run
  }

  @MainActor
  private func drawCounts() -> [ObjectIdentifier: Int] {
    Dictionary(
      views().map { (ObjectIdentifier($0), $0.headless.drawCount) },
      uniquingKeysWith: { a, _ in a })
  }

  /// `label: cizildi A 1, B 2 | cizilmedi C`: the drawing views drawn since `before`, with how
  /// many times, and those not drawn.
  @MainActor
  private func drawLine(_ label: String, since before: [ObjectIdentifier: Int]) -> String {
    var drawn: [String] = []
    var notDrawn: [String] = []
    let names = names()
    for view in views() where view.headless.drawCount > 0 {
      let id = ObjectIdentifier(view)
      let count = view.headless.drawCount - (before[id] ?? 0)
      let name = names[id] ?? Self.typeName(view)
      if count > 0 {
        drawn.append("\(name) \(count)")
      } else {
        notDrawn.append(name)
      }
    }
    let words =
      language == .tr ? ("cizildi", "cizilmedi", "yok") : ("drawn", "not drawn", "none")
    return "\(label): \(words.0) \(drawn.isEmpty ? words.2 : drawn.joined(separator: ", "))"
      + " | \(words.1) \(notDrawn.isEmpty ? words.2 : notDrawn.joined(separator: ","))"
  }

  /// Runs `step` through the window's touch delivery or the clock; the reason it cannot run,
  /// or nil. A drag calls `midway` when the finger has moved and not yet lifted.
  @MainActor
  private func perform(_ step: RunStep, midway: () -> Void) -> String? {
    switch step {
    case .tap(let text):
      if view(titled: text) == nil, let point = RunDriver.windowPoint(text) {
        // `--tap X,Y`: a finger at that point of the window.
        guard let script = try? TouchScript.tap(at: point) else {
          return "--tap '\(text)': the tap could not be set up"
        }
        runtime.perform(script, on: window)
        return nil
      }
      guard let target = view(titled: text) else {
        let titles = views().compactMap { title(of: $0) }.map { "'\($0)'" }
        return "--tap '\(text)': no button or label with that text, nor view of that class, in "
          + "\(name) (texts on screen: "
          + (titles.isEmpty ? "none" : titles.prefix(8).joined(separator: ", ")) + ")"
      }
      let center = target.convert(
        CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: window)
      guard let script = try? TouchScript.tap(at: center) else {
        return "--tap '\(text)': the tap could not be set up"
      }
      recorder?.inputs(script, start: runtime.now)
      runtime.perform(script, on: window)
      return nil
    case .toggle(let text):
      return "--toggle '\(text)': toggles are SwiftUI's; \(name) is a UIKit view (use --tap)"
    case .advance(let seconds):
      runtime.advance(by: seconds)
      return nil
    case .refresh:
      return "--refresh: pull to refresh is SwiftUI's (refreshable(action:)); \(name) is a "
        + "UIKit view"
    case .drag(let from, let to):
      guard let start = point(from, start: nil), let end = point(to, start: point(from, start: nil))
      else {
        return "--drag: no view '\(RunDriver.place(from))' or '\(RunDriver.place(to))' in \(name)"
      }
      guard
        let script = try? TouchScript.drag(
          from: start, to: end, duration: 0.25, samplesPerSecond: 240)
      else { return "--drag: the drag could not be set up" }
      recorder?.inputs(script, start: runtime.now)
      let began = runtime.now
      runtime.play(script, to: window)
      runtime.advance(to: began + script.duration - 0.001)
      midway()
      runtime.advance(to: began + script.duration)
      runtime.advance(frames: 1)
      return nil
    }
  }

  @MainActor
  private func title(of view: UIView) -> String? {
    if let button = view as? UIButton { return button.currentTitle }
    if let label = view as? UILabel { return label.text }
    return nil
  }

  /// The first view whose button title or label text is `text`, else the first of class
  /// `text`: a control that draws its own content (a rating control) has no title to tap;
  /// else the root view of the window's view controller of class `text` (the hosted
  /// controller is named by its class, and has no view of that class).
  @MainActor
  private func view(titled text: String) -> UIView? {
    views().first { title(of: $0) == text } ?? views().first { Self.typeName($0) == text }
      ?? controllerView(named: text)
  }

  /// The root view of the first view controller of class `name` in the window (its root view
  /// controller, then their children and presented controllers, breadth first), when that
  /// view is loaded and in the window.
  @MainActor
  private func controllerView(named name: String) -> UIView? {
    var queue: [UIViewController] = window.rootViewController.map { [$0] } ?? []
    var index = 0
    while index < queue.count {
      let controller = queue[index]
      index += 1
      if String(describing: type(of: controller)) == name, controller.isViewLoaded,
        let view = controller.view, view.window === window
      {
        return view
      }
      queue += controller.children
      if let presented = controller.presentedViewController,
        !queue.contains(where: { $0 === presented })
      {
        queue.append(presented)
      }
    }
    return nil
  }

  @MainActor
  private func point(_ place: RunPlace, start: CGPoint?) -> CGPoint? {
    place.point(start: start) { name in
      guard
        let view = views().first(where: { Self.typeName($0) == name || title(of: $0) == name })
          ?? controllerView(named: name)
      else { return nil }
      return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }
  }
}
