import Runtime
import TouchInput

/// Touches on a hosted view (Docs/Semantics/Gestures.md): the host is a window for the runtime's
/// touch stream. Play a ``TouchScript`` to it (``play(_:)``, or `runtime.play(_:to:)` /
/// `runtime.perform(_:on:)`), use the helpers users reach for (``tap(at:count:)``,
/// ``longPress(at:duration:)``, ``drag(from:to:duration:samplesPerSecond:)``), or move a
/// finger by hand with ``startDrag(_:at:)``.
///
/// Samples arrive in the input phase of the first turn at or after their time, so a finger
/// sampled faster than the display delivers several per frame; the state writes of their
/// gesture callbacks coalesce into that turn's one update (EK2). ``touchStatistics`` counts
/// what came in.
extension ViewHost: TouchInputReceiver, GestureRouterHost {
  /// Routes `samples` through the host's gesture router, as the runtime's touch queue does
  /// (``touchInputTarget``).
  public func receiveTouches(_ samples: [TouchSample], at time: Double) {
    router.receiveTouches(samples, at: time)
  }

  /// The host's gesture router: the runtime's touch queue hands the host's samples to it
  /// without the host between (it lives as long as the host).
  public var touchInputTarget: any TouchInputReceiver { router }

  /// Nothing to do: the host ticks its gestures once per turn itself, before the turn's
  /// samples (``receiveTouches(_:at:)`` and the host's input observer).
  public func advanceTouchTime(to time: Double) {}

  /// What the touches did so far (samples, routed, ignored, recognitions).
  public var touchStatistics: TouchStatistics { router.statistics }

  /// Plays `script` (its time 0 is now) and advances the clock until its last sample was
  /// delivered and one more frame ran; then settles.
  public func play(_ script: TouchScript) {
    runtime.perform(script, on: self)
    settle()
  }

  /// Taps `count` times at `point` (window coordinates): presses of 0.05 s, 0.1 s apart.
  public func tap(at point: CGPoint, count: Int = 1) throws(TouchScriptError) {
    guard count >= 1 else { throw .invalidNumber(name: "count", value: Double(count)) }
    var script = try TouchScript.tap(at: point, hold: 0.05, touch: 0)
    for index in 1..<count {
      script = try script.merged(
        with: .tap(at: point, time: 0.15 * Double(index), hold: 0.05, touch: index))
    }
    play(script)
  }

  /// Taps `count` times on the drawn centre of the first user view named `view`.
  ///
  /// - Returns: false when there is no such view.
  @discardableResult
  public func tap(on view: String, count: Int = 1) throws(TouchScriptError) -> Bool {
    guard let point = location(of: view) else { return false }
    try tap(at: point, count: count)
    return true
  }

  /// Holds a finger still at `point` for `duration` seconds.
  public func longPress(at point: CGPoint, duration: Double) throws(TouchScriptError) {
    play(try .longPress(at: point, duration: duration))
  }

  /// Moves a finger in a straight line from `start` to `end` over `duration` seconds, sampled
  /// `samplesPerSecond` times a second.
  public func drag(
    from start: CGPoint, to end: CGPoint, duration: Double, samplesPerSecond: Double = 120
  ) throws(TouchScriptError) {
    play(
      try .drag(from: start, to: end, duration: duration, samplesPerSecond: samplesPerSecond))
  }

  /// The centre of the drawn frame of the first user view named `view` (offsets applied):
  /// where a finger lands to touch it, or nil when there is no such view.
  public func location(of view: String) -> CGPoint? {
    guard let owner = userNodes().first(where: { $0.name == view }),
      let frame = currentLayout()?.frames[ObjectIdentifier(drawnNode(under: owner))]
    else { return nil }
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  /// The first node under `owner` that is not a user view's own box: where its content is
  /// drawn (offsets applied inside its body move it).
  private func drawnNode(under owner: GraphNode) -> GraphNode {
    var node = owner
    while node.children.count == 1, let child = node.children.first, !child.isUser {
      if child.cast(ModifierCarrier.self) == nil { break }
      node = child
    }
    return node
  }
}

/// A finger moved by hand: each call is a touch sample at the current time, as an event of
/// the current turn (its callbacks' writes apply at the next update).
@MainActor
public final class DragSession {
  private let send: (TouchPhase, CGPoint) -> Void
  private let start: CGPoint
  private var last: CGPoint
  /// True once ``end()`` or ``cancel()`` ran.
  public private(set) var isFinished = false

  init(start: CGPoint, send: @escaping (TouchPhase, CGPoint) -> Void) {
    self.start = start
    self.last = start
    self.send = send
    send(.began, start)
  }

  /// Moves the finger to `translation` from where it went down.
  public func move(to translation: CGSize) {
    guard !isFinished else { return }
    last = CGPoint(x: start.x + translation.width, y: start.y + translation.height)
    send(.moved, last)
  }

  /// Lifts the finger where it is.
  public func end() {
    guard !isFinished else { return }
    isFinished = true
    send(.ended, last)
  }

  /// Cancels the touch (the system took it): gestures fail, gesture states reset, `onEnded`
  /// does not run.
  public func cancel() {
    guard !isFinished else { return }
    isFinished = true
    send(.cancelled, last)
  }
}

extension ViewHost {
  /// Puts a finger down at `start` (window coordinates), or, when nil, on the drawn centre
  /// of the first view with a drag gesture under the user view `view` (anywhere, when nil).
  ///
  /// - Returns: nil when no drag gesture is found.
  public func startDrag(_ view: String? = nil, at start: CGPoint? = nil) -> DragSession? {
    guard let location = start ?? dragGestureLocation(under: view) else { return nil }
    manualTouches += 1
    let touch = 1_000_000 + manualTouches
    return DragSession(start: location) { [weak self] phase, point in
      guard let self else { return }
      let sample = TouchSample(touch: touch, phase: phase, location: point, time: self.runtime.now)
      self.trackButtonPress(sample)
      self.router.receive(sample)
      self.runtime.setNeedsTurn()
    }
  }

  /// Drags the first drag gesture (under the user view `view`, when given) by `translation`
  /// in `steps` moves, one per frame, then lifts and settles. The drag's rules apply: the
  /// first move must reach its minimum distance (10 points by default) to start it.
  ///
  /// - Returns: false when no drag gesture exists.
  @discardableResult
  public func drag(_ view: String? = nil, translation: CGSize, steps: Int = 1) -> Bool {
    guard let session = startDrag(view) else { return false }
    let count = max(steps, 1)
    for step in 1...count {
      let fraction = Double(step) / Double(count)
      session.move(
        to: CGSize(
          width: Double(translation.width) * fraction,
          height: Double(translation.height) * fraction))
      runtime.advance(frames: 1)
    }
    session.end()
    settle()
    return true
  }

  private func dragGestureLocation(under view: String?) -> CGPoint? {
    var nodes = allNodes()
    if let view {
      guard let owner = nodes.first(where: { $0.isUser && $0.name == view }) else { return nil }
      nodes = nodes.filter { $0 === owner || $0.hasAncestor(owner) }
    }
    guard
      let carrier = nodes.first(where: {
        guard let carrier = $0.effect?.gestureCarrier else { return false }
        return gestureContainsDrag(carrier.gestureType)
      }),
      let frame = currentLayout()?.frames[ObjectIdentifier(carrier)]
    else { return nil }
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  // MARK: - Targets

  /// The recognizer tree for a finger at `point`: the gestures of the hit view and its
  /// ancestors, innermost first, combined by their modifiers (Docs/Semantics/SwiftUI.md §2.4):
  /// `.gesture` gives the inner gestures precedence, `.highPriorityGesture` its own,
  /// `.simultaneousGesture` neither; a mask leaves out the attached gesture or the inner
  /// ones; a disabled view's (``View/disabled(_:)``) attached gesture does not take part.
  /// `Button` and `Toggle` take part as taps.
  func gestureTarget(at point: CGPoint) -> GestureRouter.Target? {
    guard let engine = currentLayout(), let leaf = hitLeaf(point, in: engine) else { return nil }
    var carriers: [GraphNode] = []
    var parts: [(node: GraphNode, recognizer: AnyGestureNode)] = []
    var combined: GestureNode<Void>?
    // Each view's recognizer by its phases node: a lone one is fed as it is.
    var lone: [ObjectIdentifier: AnyGestureNode] = [:]
    var node: GraphNode? = leaf
    while let current = node {
      node = current.parent
      guard let carrier = gestureCarrier(of: current) else { continue }
      carriers.append(current)
      var setup = GestureSetup()
      setup.spaces = spaces(of: current, in: engine)
      let own =
        carrier.gestureMask.contains(.gesture) && current.environment.isEnabled
        ? carrier.makeGestureNode(setup) : nil
      if let own {
        parts.append((current, own.node))
        lone[ObjectIdentifier(own.phases)] = own.node
      }
      let inner = carrier.gestureMask.contains(.subviews) ? combined : nil
      combined = combine(inner, own?.phases, carrier.gesturePriority)
    }
    guard let combined else { return nil }
    // Before each input, the recognizers take the callbacks of the views' current gesture
    // values (SwiftUI rebinds them as views update).
    return GestureRouter.Target(
      carriers: carriers, root: lone[ObjectIdentifier(combined)] ?? combined, parts: parts)
  }

  /// A gesture modifier's value rebinds its recognizer to callbacks made from that value
  /// alone, so a recognizer already rebound from the same value (its node's
  /// ``GraphNode/viewRevision`` unchanged) would get the same callbacks again: it is skipped
  /// (the finger is sampled faster than the views update: two samples and a tick a frame at
  /// 240 Hz on a 120 Hz display). A button or toggle, whose tap depends on the environment's
  /// style too, is rebound every time.
  func rebindGestures(
    _ parts: [(node: GraphNode, recognizer: AnyGestureNode)], revisions: inout [Int]
  ) {
    for (index, (node, recognizer)) in parts.enumerated() {
      let revision = node.viewRevision
      if revisions[index] == revision { continue }
      // A gesture modifier rebinds from the view where it is (callgrind: the three boxed copies
      // `effect` and `gestureCarrier` made and freed cost about 2,600 instructions a rebind).
      if node.rebindGestureInPlace(recognizer) {
        revisions[index] = revision
      } else if let carrier = node.effect?.gestureCarrier {
        revisions[index] = revision
        carrier.rebindGestureNode(recognizer)
      } else {
        gestureCarrier(of: node)?.rebindGestureNode(recognizer)
      }
    }
  }

  func runGestureActions(_ actions: [() -> Void]) {
    guard !actions.isEmpty else { return }
    perform { for action in actions { action() } }
  }

  private func gestureCarrier(of node: GraphNode) -> GestureCarrier? {
    if let carrier = node.effect?.gestureCarrier { return carrier }
    // A custom style's body decides how a styled control is triggered (Views/ButtonStyle.swift).
    if let styled = node.cast(StyledControl.self), styled.isStyled(in: node) { return nil }
    if let control = node.cast(TappableControl.self) {
      return ControlGesture { control.performTap() }
    }
    if let toggle = node.cast(FlippableControl.self) { return ControlGesture { toggle.flip() } }
    return nil
  }

  private func combine(
    _ inner: GestureNode<Void>?, _ own: GestureNode<Void>?, _ priority: GesturePriority
  ) -> GestureNode<Void>? {
    guard let inner else { return own }
    guard let own else { return inner }
    switch priority {
    case .normal: return ExclusiveNode(inner, own, wrapFirst: { $0 }, wrapSecond: { $0 })
    case .high: return ExclusiveNode(own, inner, wrapFirst: { $0 }, wrapSecond: { $0 })
    case .simultaneous:
      return SimultaneousNode(inner, own) { _, _ in () }
    }
  }

  /// The local frame origin of `node` and the origins of the named spaces above it.
  private func spaces(of node: GraphNode, in engine: LayoutEngine) -> GestureSpaces {
    var spaces = GestureSpaces()
    let frame = engine.frames[ObjectIdentifier(node)] ?? .zero
    spaces.local = frame.origin
    spaces.localSize = frame.size
    var current: GraphNode? = node
    while let ancestor = current {
      if let named = ancestor.effect as? _CoordinateSpaceModifier, spaces.named[named.name] == nil,
        let frame = engine.frames[ObjectIdentifier(ancestor)]
      {
        spaces.named[named.name] = frame.origin
      }
      current = ancestor.parent
    }
    return spaces
  }
}

/// A button or toggle recognized as a tap (its action on the lift).
private struct ControlGesture: TapGestureCarrier {
  let action: () -> Void
  var tap: _EndedGesture<TapGesture> {
    let action = self.action
    return TapGesture().onEnded { action() }
  }
}
