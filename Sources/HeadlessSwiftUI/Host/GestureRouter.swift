import Runtime
import TouchInput

/// What touches did on a host: the sample, routing and recognition counts a touch run reports.
public struct TouchStatistics: Hashable, Sendable {
  /// Touch samples received.
  public var samples = 0
  /// Samples that reached a recognition in progress.
  public var routed = 0
  /// Fingers that went down where no view has a gesture (a documented no-op).
  public var unrouted = 0
  /// Samples about a finger that is not down (a move or lift without a touch-down, or after
  /// its recognition finished): ignored.
  public var ignored = 0
  /// Recognitions started (a finger down on views with gestures).
  public var recognitions = 0
  /// Recognitions that ended with success, and that failed or were cancelled.
  public var succeeded = 0
  public var failed = 0
}

/// What a ``GestureRouter`` asks of the host it routes for.
@MainActor
protocol GestureRouterHost: AnyObject {
  /// The recognizer tree for a finger going down at `point`; nil when no view under it has a
  /// gesture.
  func gestureTarget(at point: CGPoint) -> GestureRouter.Target?
  /// Gives the recognizers of `parts` the callbacks of their views' current gesture values.
  /// `revisions` holds, per part, the ``GraphNode/viewRevision`` its recognizer was last
  /// rebound from (-1: never); a part whose view value did not change since is skipped.
  func rebindGestures(
    _ parts: [(node: GraphNode, recognizer: AnyGestureNode)], revisions: inout [Int])
  /// Runs the callbacks one input produced, in order, as an event handler of the turn.
  func runGestureActions(_ actions: [() -> Void])
  /// Presses or releases the styled button under a finger going down or lifting
  /// (`ViewHost.trackButtonPress(_:)`).
  func trackButtonPress(_ sample: TouchSample)
}

/// Routes a host's touches to the gestures under them (Docs/Semantics/SwiftUI.md §2.4).
///
/// A finger going down is hit-tested; the gestures of the view under it and of its ancestors
/// are combined into one recognizer tree (``target``), which every later sample of that finger
/// feeds, along with the clock each turn. A finger that goes down while a recognition of the
/// same views is in progress joins it (the second tap of a double tap). When the tree's phase
/// is over, every gesture still undecided fails (gesture states reset) and the recognition is
/// dropped; the deferred callbacks of each input run right after it, in order (semantics
/// §2.3). A recognition whose view left the graph is cancelled. A recognition that stays
/// undecided with no finger down for ``idleLimit`` seconds is cancelled: a guard of
/// ScreenLab's, since the built-in gestures all decide sooner.
@MainActor
final class GestureRouter: TouchInputReceiver {
  /// The recognizer tree for a finger, and the views whose gestures it combines.
  struct Target {
    let carriers: [GraphNode]
    /// The recognizer fed every input: a lone view's own, else its combination with the
    /// others' (their phases only, ``PhaseNode``).
    let root: AnyGestureNode
    /// The views' own recognizers, rebound to their current gesture values before each input.
    var parts: [(node: GraphNode, recognizer: AnyGestureNode)] = []
  }

  final class Recognition {
    let carriers: [GraphNode]
    let chain: [ObjectIdentifier]
    let root: AnyGestureNode
    let parts: [(node: GraphNode, recognizer: AnyGestureNode)]
    /// The members below, without dynamic exclusivity checks (``RecognitionStorage``).
    @exclusivity(unchecked) var storage: RecognitionStorage
    /// The view revision each part was last rebound from (``GestureRouterHost``).
    var reboundRevisions: [Int] {
      get { storage.reboundRevisions }
      _modify { yield &storage.reboundRevisions }
    }
    var fingers: Set<Int> {
      get { storage.fingers }
      _modify { yield &storage.fingers }
    }
    /// The context every input of this recognition is fed with (a new one an input allocated
    /// it and copied ``GestureContext/touchDowns`` into it: three a frame in the drag lesson).
    let context: GestureContext
    var lastFingerTime: Double {
      get { storage.lastFingerTime }
      set { storage.lastFingerTime = newValue }
    }

    init(_ target: Target, time: Double) {
      carriers = target.carriers
      chain = target.carriers.map(ObjectIdentifier.init)
      root = target.root
      parts = target.parts
      storage = RecognitionStorage(
        reboundRevisions: [Int](repeating: -1, count: target.parts.count),
        lastFingerTime: time)
      context = GestureContext(time: time)
    }
  }

  static let idleLimit = 1.0

  private unowned let host: any GestureRouterHost
  /// The members below, without dynamic exclusivity checks (``GestureRouterStorage``).
  @exclusivity(unchecked) private var storage = GestureRouterStorage()
  private var recognitions: [Recognition] {
    get { storage.recognitions }
    _modify { yield &storage.recognitions }
  }
  private var owners: [Int: Recognition] {
    get { storage.owners }
    _modify { yield &storage.owners }
  }
  private var lastTick: Double {
    get { storage.lastTick }
    set { storage.lastTick = newValue }
  }
  private(set) var statistics: TouchStatistics {
    get { storage.statistics }
    _modify { yield &storage.statistics }
  }

  /// The host's runtime, for the diagnostic of a rejected sample.
  private let runtime: Runtime

  init(host: any GestureRouterHost, runtime: Runtime) {
    self.host = host
    self.runtime = runtime
  }

  /// Whether a recognition is in progress.
  var isRecognizing: Bool { !recognitions.isEmpty }

  /// The host's samples as the runtime's touch queue delivers them (the host's
  /// ``TouchInputReceiver/touchInputTarget``), or as the host is handed them: the turn's one
  /// ``tick(at:)`` first, then each sample checked (``TouchStreamCheck``; one rejected is
  /// reported and dropped) and routed. A move of a finger that is down, a drag's every sample
  /// but two, is fed to its recognition here, as ``receive(_:)`` does, without its switch over
  /// the phase; any other sample is handed to the button it presses or releases, then to
  /// ``receive(_:)``.
  func receiveTouches(_ samples: [TouchSample], at time: Double) {
    callPathHop("GestureRouter.receiveTouches(_:at:)")
    // The turn's one tick comes before its samples, whichever input observer runs first.
    tick(at: time)
    for sample in samples {
      if let problem = storage.touchCheck.check(sample) {
        runtime.record(.diagnostic, "ViewHost.receiveTouches: \(problem); ignored")
        continue
      }
      if sample.phase == .moved || sample.phase == .stationary {
        if let recognition = owners[sample.touch] {
          statistics.samples += 1
          feed(recognition, .sample(sample), sample.time)
          continue
        }
      } else {
        host.trackButtonPress(sample)
      }
      receive(sample)
    }
  }

  /// Nothing to do: the host ticks its gestures once per turn itself, before the turn's
  /// samples (``receiveTouches(_:at:)`` and the host's input observer).
  func advanceTouchTime(to time: Double) {}

  /// Routes one sample to its finger's recognition (a finger going down starts or joins one).
  func receive(_ sample: TouchSample) {
    callPathHop("GestureRouter.receive(_:)")
    statistics.samples += 1
    switch sample.phase {
    case .began:
      guard owners[sample.touch] == nil else {
        statistics.ignored += 1
        return
      }
      guard let found = host.gestureTarget(at: sample.location) else {
        statistics.unrouted += 1
        return
      }
      let chain = found.carriers.map(ObjectIdentifier.init)
      let recognition: Recognition
      if let live = recognitions.first(where: { $0.chain == chain }) {
        recognition = live
      } else {
        recognition = Recognition(found, time: sample.time)
        recognitions.append(recognition)
        statistics.recognitions += 1
      }
      recognition.fingers.insert(sample.touch)
      recognition.context.touchDowns[sample.touch] = sample
      owners[sample.touch] = recognition
      feed(recognition, .sample(sample), sample.time)
    case .moved, .stationary:
      guard let recognition = owners[sample.touch] else {
        statistics.ignored += 1
        return
      }
      feed(recognition, .sample(sample), sample.time)
    case .ended, .cancelled:
      guard let recognition = owners.removeValue(forKey: sample.touch) else {
        statistics.ignored += 1
        return
      }
      recognition.fingers.remove(sample.touch)
      recognition.lastFingerTime = sample.time
      feed(recognition, .sample(sample), sample.time)
      recognition.context.touchDowns[sample.touch] = nil
    }
  }

  /// Lets time-based rules run (a long press ends while the finger is still down): once per
  /// turn, at the turn's time, before the turn's touch samples (a second call at the same time
  /// does nothing).
  func tick(at time: Double) {
    guard time > lastTick, !recognitions.isEmpty else { return }
    lastTick = time
    // The tick carries the clock, not a sample: no walk's datum (Docs/Architecture.md).
    suspendCallPath()
    defer { resumeCallPath() }
    for recognition in recognitions {
      if recognition.fingers.isEmpty && time - recognition.lastFingerTime >= Self.idleLimit {
        finish(recognition, time: time)
      } else {
        feed(recognition, .time, time)
      }
    }
  }

  /// Cancels every recognition in progress: every gesture fails, gesture states reset.
  func cancelAll(at time: Double) {
    for recognition in recognitions { finish(recognition, time: time) }
  }

  @inline(__always)
  private func feed(_ recognition: Recognition, _ input: GestureInput, _ time: Double) {
    callPathHop("GestureRouter.feed(_:_:_:)")
    // Loops, not closures handed to `contains(where:)`: a closure formed on the main actor
    // checks on each call that it runs there (SE-0423, about 220 instructions a feed each).
    var isKnown = false
    for candidate in recognitions where candidate === recognition {
      isKnown = true
      break
    }
    guard isKnown else { return }
    // A view still leaving under its removal transition keeps its gestures and its button
    // actions (Docs/Semantics/SwiftUI.md §11.4); one that left the tree cancels them.
    for carrier in recognition.carriers where carrier.isTornDown {
      finish(recognition, time: time)
      return
    }
    // A sample, not the clock: matched here, without reading its finger (`GestureInput.touch`).
    if case .sample = input { statistics.routed += 1 }
    // The host is asked (each ask a strong load of the `unowned` reference, two atomic
    // operations) only when a part's view changed since its recognizer was last rebound, the
    // host's own test (``GestureRouterHost/rebindGestures(_:revisions:)``), and only when an
    // input deferred an action: a frame's two samples ask for neither.
    var needsRebind = false
    let parts = recognition.parts
    for index in parts.indices
    where parts[index].node.viewRevision != recognition.storage.reboundRevisions[index] {
      needsRebind = true
      break
    }
    if needsRebind {
      host.rebindGestures(recognition.parts, revisions: &recognition.reboundRevisions)
    }
    let context = recognition.context
    context.time = time
    let phase = recognition.root.updatePhase(input, .free, context)
    if phase.isTerminal {
      if case .ended = phase { statistics.succeeded += 1 } else { statistics.failed += 1 }
      recognition.root.cancel(context)
      drop(recognition)
    }
    let actions = context.takeActions()
    if !actions.isEmpty { host.runGestureActions(actions) }
  }

  private func finish(_ recognition: Recognition, time: Double) {
    let context = GestureContext(time: time)
    recognition.root.cancel(context)
    statistics.failed += 1
    drop(recognition)
    if !context.actions.isEmpty { host.runGestureActions(context.actions) }
  }

  private func drop(_ recognition: Recognition) {
    recognitions.removeAll { $0 === recognition }
    for (touch, owner) in owners where owner === recognition { owners[touch] = nil }
  }
}
