/// UIKit's per-runtime engine: the views waiting for layout and display, the drawing in
/// progress, the animation blocks open, and the counters of each turn.
///
/// It runs in two phases of every run-loop turn (`RunLoopPhase`), before Core Animation's
/// commit, as UIKit does at the end of a run-loop iteration:
/// - **layout**: every view flagged by `setNeedsLayout()` (or a bounds change) that is in a
///   window gets `layoutSubviews()`, parents before children; views flagged during the pass
///   are laid out in the same pass, up to ``maximumLayoutRounds`` rounds;
/// - **display**: every view flagged for display that can be seen (in a visible window, not
///   hidden, non-empty bounds) gets one `draw(_:)`, whatever the number of requests, with the
///   union of the requested rects clipped to its bounds.
///
/// Get it with ``of(_:)``; a view belongs to the runtime that was current when it was made.
@MainActor
public final class DisplayCycle {
  /// The runtime this cycle runs in.
  public unowned let runtime: Runtime

  var displayQueue: [UIView] = []
  var layoutQueue: [UIView] = []
  /// The counters being collected (``CycleStorage``, this module's unchecked storage, so that
  /// the request hot path pays no dynamic exclusivity check).
  @exclusivity(unchecked) var storage = CycleStorage()
  /// The view whose `draw(_:)` the display pass is running, if any.
  var drawingView: UIView?
  /// The view the display pass is displaying and the rect it redraws, if any.
  var displaying: (view: UIView, rect: CGRect)?
  /// The context stack of `UIGraphicsGetCurrentContext()` (top last), not isolated.
  let graphics: GraphicsContextStack
  /// Open `UIView.animate` / `performWithoutAnimation` blocks, innermost last.
  var animationBlocks: [AnimationBlock] = []
  /// Completion blocks due at the next turn (blocks that animated nothing).
  var dueCompletions: [() -> Void] = []
  /// View controllers whose `viewDidAppear(_:)` runs after the next display pass.
  var pendingAppearances: [UIViewController] = []
  /// Controllers told `viewWillAppear` that wait for `viewIsAppearing` (the next layout pass).
  var pendingIsAppearing: [UIViewController] = []
  var animationsEnabled = true
  /// The visible windows, in the order they were shown: the screen owns them (as a scene
  /// owns an app's windows), so a window stays alive while it is visible.
  public internal(set) var windows: [UIWindow] = []

  /// The counters of the last turn that ran.
  public private(set) var lastTurn = DisplayCycleCounters()
  /// The counters of every turn in which something was requested or done, oldest first.
  public private(set) var activeTurns: [DisplayCycleCounters] = []
  /// The sums over every turn so far.
  public private(set) var total = DisplayCycleCounters()
  /// Whether each draw snapshots the view's stored properties (``DrawnValues``); benchmarks
  /// may turn it off. Default true.
  public var recordsDrawnValues = true
  /// How many times a view's `draw(_:)` ran outside the display pass (called directly: the
  /// base implementation counts, so an override that calls `super.draw(rect)` is counted).
  public internal(set) var directDrawCalls = 0
  /// What the running draw pass counts (objects created, text, images, `super.draw`).
  let tally = DrawPassTally()
  /// Where passes' profiles are kept when a report or `--format json` asks.
  let profileLog: DrawProfileLog
  /// How many rounds one layout pass runs before it gives up on views that keep asking for
  /// layout from `layoutSubviews()` (a diagnostic names them; they wait for the next turn).
  public var maximumLayoutRounds = 16
  /// Whether tables and collection views of this runtime make a plain cell for a reuse
  /// identifier no class is registered for, standing in for a storyboard's prototype cell,
  /// with a diagnostic; off by default (the dequeue stops with UIKit's message). `screenlab
  /// run` turns it on: it hosts code written for a storyboard without one
  /// (Docs/Semantics/UIKit.md §32.3).
  public var standsInForStoryboardPrototypes = false

  init(runtime: Runtime) {
    self.runtime = runtime
    profileLog = DrawProfileLog.of(runtime)
    graphics = GraphicsContextStack.of(runtime)
    runtime.addObserver(.layout) { [unowned self] _ in self.layoutPass() }
    runtime.addObserver(.display) { [unowned self] _ in self.displayPass() }
    runtime.addObserver(.animate) { [unowned self] _ in self.runDueCompletions() }
  }

  /// The cycle of `runtime`, created on first use.
  public static func of(_ runtime: Runtime) -> DisplayCycle {
    runtime.component(DisplayCycle.self) { DisplayCycle(runtime: $0) }
  }

  /// The cycle of the current runtime.
  static var current: DisplayCycle { of(Runtime.current) }

  /// The counters collected so far for the coming (or running) turn.
  public var pending: DisplayCycleCounters { storage.counters }

  // MARK: - Layout pass

  func enqueueForLayout(_ view: UIView) {
    guard Self.markQueued(&view.storage.isQueuedForLayout) else { return }
    layoutQueue.append(view)
    runtime.setNeedsTurn()
  }

  func layoutPass() {
    tellIsAppearing()
    var rounds = 0
    var didLayout = false
    while !layoutQueue.isEmpty {
      rounds += 1
      if rounds > maximumLayoutRounds {
        let names = layoutQueue.prefix(3).map(\.description).joined(separator: ", ")
        runtime.record(
          .diagnostic,
          "layout did not settle after \(maximumLayoutRounds) rounds: \(names) keep calling "
            + "setNeedsLayout() from layoutSubviews(); they wait for the next turn")
        break
      }
      let batch = layoutQueue.enumerated().map { ($0.element.depth, $0.offset, $0.element) }
        .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
      layoutQueue.removeAll()
      for (_, _, view) in batch {
        view.storage.isQueuedForLayout = false
        guard view.storage.needsLayoutFlag, view._window != nil else { continue }
        view.runLayout()
        didLayout = true
      }
    }
    if didLayout { storage.counters.layoutPasses += 1 }
  }

  /// Sets a view's queued flag (`isQueuedForLayout`, `isQueuedForDisplay`): true when the
  /// view was not queued yet and is to be appended, false when it already waits.
  private static func markQueued(_ flag: inout Bool) -> Bool {
    guard !flag else { return false }
    flag = true
    return true
  }

  /// `viewIsAppearing` for the controllers that appear, before the layout of their views.
  private func tellIsAppearing() {
    guard !pendingIsAppearing.isEmpty else { return }
    let appearing = pendingIsAppearing
    pendingIsAppearing.removeAll()
    for controller in appearing { controller.viewIsAppearing(false) }
  }

  // MARK: - Display pass

  func enqueueForDisplay(_ view: UIView) {
    guard Self.markQueued(&view.storage.isQueuedForDisplay) else { return }
    displayQueue.append(view)
    runtime.setNeedsTurn()
  }

  func displayPass() {
    let queue = displayQueue
    displayQueue.removeAll(keepingCapacity: true)
    for view in queue {
      view.storage.isQueuedForDisplay = false
      guard view.hasPendingDisplay else { continue }
      guard view.canDisplay else {
        storage.counters.deferredDraws += 1
        continue
      }
      let bounds = view.bounds
      let rect =
        view.storage.pendingDisplayIsFull
        ? bounds : view.storage.pendingDisplayRect.intersection(bounds)
      view.clearPendingDisplay()
      guard !rect.isNull, !rect.isEmpty else { continue }
      draw(view, in: rect)
    }
    finishTurn()
  }

  /// Displays `view` for `rect`, as the display pass does for a dirty view: the view's
  /// `display(_:)` for its layer, whose default draws (``drawContents(of:)``) (`package`: the
  /// display benchmark's no-coalescing baseline calls it).
  package func draw(_ view: UIView, in rect: CGRect) {
    storage.counters.draws += 1
    let previous = displaying
    displaying = (view, rect)
    view.display(view.layer)
    displaying = previous
  }

  /// Draws `view` into a fresh recording context clipped to the rect the pass redraws (the
  /// bounds when its layer is displayed outside the pass): `layerWillDraw(_:)`, then
  /// `draw(_:in:)` (UIView's `display(_:)` default).
  func drawContents(of view: UIView) {
    let rect = displaying.flatMap { $0.view === view ? $0.rect : nil } ?? view.bounds
    let before = recordsDrawnValues ? DrawnValues(of: view) : DrawnValues()
    let context = CGContext(recordingWithClip: rect)
    let previous = drawingView
    drawingView = view
    view.layerWillDraw(view.layer)
    let previousTally = tally.begin(rect: rect)
    view.draw(view.layer, in: context)
    let counts = tally.end(restoring: previousTally)
    drawingView = previous
    if !counts.superCalled || !context.displayList.isEmpty || counts.textRuns > 0
      || counts.images > 0
    {
      view.layer.noteDrawnContent()
    }
    if recordsDrawnValues {
      let after = DrawnValues(of: view)
      if after != before { reportMutation(of: view, before: before, after: after) }
    }
    view.storage.drawCount += 1
    view.lastDrawRecord = DrawRecord(
      rect: rect, displayList: context.displayList, values: before, turn: runtime.turnCount,
      time: runtime.now, index: view.storage.drawCount, counts: counts)
    if profileLog.isEnabled, let record = view.lastDrawRecord {
      profileLog.append(
        owner: view.description, id: ObjectIdentifier(view), turn: record.turn, time: record.time,
        profile: record.profile)
    }
    runtime.record(.draw, "draw \(view) rect=\(DrawRecord.text(rect))")
  }

  private func reportMutation(of view: UIView, before: DrawnValues, after: DrawnValues) {
    let changes = after.entries.compactMap { entry -> String? in
      let old = before[entry.name]
      return old == entry.text ? nil : "'\(entry.name)' (\(old ?? "-") -> \(entry.text))"
    }
    runtime.record(
      .diagnostic,
      "draw(_:) of \(view) changed stored propert\(changes.count == 1 ? "y" : "ies") "
        + "\(changes.joined(separator: ", ")); draw(_:) should only read state")
  }

  private func finishTurn() {
    var finished = storage.counters
    finished.turn = runtime.turnCount
    lastTurn = finished
    if finished != DisplayCycleCounters(turn: finished.turn) { activeTurns.append(finished) }
    total.displayRequests += finished.displayRequests
    total.systemDisplayRequests += finished.systemDisplayRequests
    total.mergedRequests += finished.mergedRequests
    total.draws += finished.draws
    total.deferredDraws += finished.deferredDraws
    total.layoutRequests += finished.layoutRequests
    total.layouts += finished.layouts
    total.layoutPasses += finished.layoutPasses
    total.turn = finished.turn
    storage.counters = DisplayCycleCounters()
    storage.counters.turn = runtime.turnCount + 1
    tellIsAppearing()
    let appearing = pendingAppearances
    pendingAppearances.removeAll()
    for controller in appearing {
      controller.viewDidAppear(false)
      controller._isMovingToParent = false
      controller.runAppearCompletions()
    }
  }

  // MARK: - Completions

  func scheduleCompletion(_ body: @escaping () -> Void) {
    dueCompletions.append(body)
    runtime.setNeedsTurn()
  }

  private func runDueCompletions() {
    let due = dueCompletions
    dueCompletions.removeAll()
    for body in due { body() }
  }
}
