/// Core Animation's per-runtime state: the transaction stack, the layers changed in the
/// current transaction, and the attached animations whose lifecycle runs on the clock.
///
/// It registers two run-loop observers: in the `commit` phase it commits the implicit
/// transaction (Docs/Semantics/CoreAnimation.md §h.1); in the `animate` phase it starts, finishes
/// and removes animations and delivers delegate callbacks and completion blocks (g, h.2).
final class LayerEngine {
  unowned let runtime: Runtime

  /// Set while a presentation copy or committed snapshot is created.
  @TaskLocal static var isCopying = false

  /// Open transactions, outermost first; the first may be the implicit one.
  @exclusivity(unchecked) private(set) var stack: [TransactionFrame] = []
  /// Layers changed since the last commit.
  @exclusivity(unchecked) private var dirty: [CALayer] = []
  /// Animations added since the last commit.
  @exclusivity(unchecked) private var pending: [(layer: CALayer, record: AttachedAnimation)] = []
  /// Layers with attached animations.
  @exclusivity(unchecked) private var animated: [CALayer] = []
  /// For each of `animated`, the media time of its next animation event (a start or an end),
  /// so a frame without events costs one comparison per layer.
  @exclusivity(unchecked) private var eventTimes: [Double] = []
  /// Set when a layer's timing (speed, begin time, time offset) or the tree changes: media
  /// times of events must be recomputed.
  @exclusivity(unchecked) var timingChanged = false {
    didSet {
      if timingChanged {
        isRenderStoreValid = false
        presentationGeneration &+= 1
      }
    }
  }
  /// Changes whenever a presentation may change other than by the clock moving: a commit, an
  /// animation attached or detached, a timing or tree change. Layers cache their presentation
  /// for one generation and media time (`PresentationCache`).
  @exclusivity(unchecked) var presentationGeneration: UInt64 = 1
  /// Where layers whose animations need the general path evaluate them, one at a time.
  let scratchTarget = PresentationTarget(model: nil)
  /// The timing curves of plain animations (``PlainAnimation``, the render store), kept for
  /// the engine's life so that indices stay valid; at most `CurveTable.engineLimit`.
  @exclusivity(unchecked) var curves = CurveTable()
  /// Every running animation of every animated layer, for ``PresentationRenderer``: the
  /// plain ones as slim entries, the rest through their compiled form.
  @exclusivity(unchecked) private var store = RenderStore()
  @exclusivity(unchecked) var isRenderStoreValid = false

  /// The render store, rebuilt if animations or timing changed since the last call.
  func renderStore() -> RenderStore {
    if isRenderStoreValid { return store }
    store.removeAll()
    for layer in animated {
      guard let committed = layer.committedState else { continue }
      if !layer.isRenderListValid { layer.rebuildRenderList(model: committed) }
      var identity = true
      var node: CALayer? = layer
      while let current = node {
        if current._speed != 1 || current._beginTime != 0 || current._timeOffset != 0 {
          identity = false
        }
        node = current._superlayer
      }
      for plain in layer.plainAnimations {
        store.fast.append(FastRenderEntry(plain, of: layer, identityTime: identity))
      }
      for compiled in layer.renderList {
        store.append(compiled, of: layer, identityTime: identity)
      }
    }
    isRenderStoreValid = true
    return store
  }
  /// Stops from removals, delivered in the next animate phase.
  @exclusivity(unchecked) private var queuedStops: [(CAAnimation, Bool)] = []

  init(runtime: Runtime) {
    self.runtime = runtime
    runtime.addObserver(.commit) { [unowned self] _ in self.commitImplicitTransaction() }
    runtime.addObserver(.animate) { [unowned self] _ in self.advanceAnimations() }
  }

  /// The engine of `runtime`.
  static func of(_ runtime: Runtime) -> LayerEngine {
    runtime.component(LayerEngine.self) { LayerEngine(runtime: $0) }
  }

  // MARK: - Transactions

  /// The innermost open transaction, opening the implicit one when none is open.
  var current: TransactionFrame {
    if let top = stack.last { return top }
    let implicit = TransactionFrame(isImplicit: true)
    stack.append(implicit)
    return implicit
  }

  func begin() {
    stack.append(TransactionFrame(isImplicit: false))
  }

  func commit() {
    guard let top = stack.last, !top.isImplicit else {
      runtime.record(
        .diagnostic, "CATransaction.commit() without a matching begin(); ignored")
      return
    }
    stack.removeLast()
    for group in top.completionGroups { group.seal(self) }
    if stack.isEmpty { commitChanges(explicit: true) }
  }

  /// Commits the implicit transaction now, if it is the only one open (`flush()`).
  func flush() {
    guard stack.count == 1, let top = stack.first, top.isImplicit else { return }
    commitImplicitTransaction()
  }

  private func commitImplicitTransaction() {
    guard let bottom = stack.first, bottom.isImplicit else {
      if !stack.isEmpty {
        runtime.record(
          .diagnostic,
          "run loop turn ended with \(stack.count) explicit CATransaction(s) open; "
            + "their changes wait for commit()")
      }
      return
    }
    guard stack.count == 1 else { return }
    stack.removeAll()
    for group in bottom.completionGroups { group.seal(self) }
    commitChanges(explicit: false)
  }

  /// The work of an outermost commit: snapshot the changed layers, start the new animations.
  private func commitChanges(explicit: Bool) {
    let now = runtime.now
    let layers = dirty
    dirty.removeAll()
    presentationGeneration &+= 1
    for layer in layers {
      layer.isDirty = false
      layer.committedState = layer.detachedCopy()
      layer.commitCount &+= 1
    }
    let added = pending
    pending.removeAll()
    for (layer, record) in added where !record.didStop {
      if record.timing.beginTime == 0 {
        // "0 means now": the commit time in the layer's time space (a.6).
        record.timing.beginTime = layer.convertTime(now, from: nil)
      }
      record.isCommitted = true
      layer.isRenderListValid = false
      layer.nextAnimationEvent = -.infinity
      timingChanged = true
    }
    runtime.record(
      .transaction,
      "commit (\(explicit ? "explicit" : "implicit")): \(layers.count) layer(s), "
        + "\(added.count) animation(s)")
  }

  // MARK: - Per-transaction values (h.2)

  /// The duration for implicit animations and `duration <= 0` (default 0.25 s).
  var animationDuration: Double {
    (lookUp(CATransaction.animationDurationKey) as? Double) ?? 0.25
  }

  var animationTimingFunction: CAMediaTimingFunction? {
    lookUp(CATransaction.animationTimingFunctionKey) as? CAMediaTimingFunction
  }

  var actionsDisabled: Bool { (lookUp(CATransaction.disableActionsKey) as? Bool) ?? false }

  /// A transaction value, innermost first: a nested transaction sees what the enclosing ones
  /// set unless it sets its own (ScreenLab's choice for an uncertain rule, h.1).
  func lookUp(_ key: String) -> Any? {
    for frame in stack.reversed() {
      if let value = frame.values[key] { return value }
    }
    return nil
  }

  // MARK: - Layer changes

  /// A layer changed: it joins the current transaction.
  func willMutate(_ layer: CALayer) {
    _ = current
    runtime.setNeedsTurn()
    guard !layer.isDirty, !layer.isPresentationCopy else { return }
    layer.isDirty = true
    dirty.append(layer)
  }

  func animationAdded(_ record: AttachedAnimation, to layer: CALayer) {
    willMutate(layer)
    pending.append((layer, record))
    for frame in stack {
      if let group = frame.completionGroups.last {
        group.join()
        record.completionGroups.append(group)
      }
    }
    if !layer.isRegisteredAsAnimated {
      layer.isRegisteredAsAnimated = true
      animated.append(layer)
      eventTimes.append(-.infinity)
    }
  }

  func animationRemoved(_ record: AttachedAnimation, from layer: CALayer, finished: Bool) {
    willMutate(layer)
    guard !record.didStop else { return }
    record.didStop = true
    runtime.record(
      .animation,
      "remove \(record.animation) for key \(record.key.map { "'\($0)'" } ?? "nil") from \(layer)")
    queuedStops.append((record.animation, finished))
    isRenderStoreValid = false
    for group in record.completionGroups { group.leave(self) }
  }

  // MARK: - Lifecycle on the clock

  /// Starts and finishes animations at the current time; delivers callbacks in order:
  /// stops of removed animations, then, layer by layer, starts and natural stops.
  ///
  /// A layer is only examined when its local time has reached its next event (a begin or
  /// an end time), so a frame where nothing starts or ends costs one comparison per
  /// animated layer.
  func advanceAnimations() {
    if !queuedStops.isEmpty {
      let stops = queuedStops
      queuedStops.removeAll()
      for (animation, finished) in stops {
        animation.delegate?.animationDidStop(animation, finished: finished)
      }
    }
    let now = runtime.now
    if timingChanged {
      timingChanged = false
      for index in animated.indices { eventTimes[index] = -.infinity }
    }
    var emptied = false
    for index in animated.indices where eventTimes[index] <= now {
      let layer = animated[index]
      let time = layer.localTime(forMediaTime: now)
      if time >= layer.nextAnimationEvent { processEvents(of: layer, at: time) }
      if layer.attached.isEmpty {
        layer.isRegisteredAsAnimated = false
        emptied = true
      }
      eventTimes[index] = mediaTime(ofNextEventOf: layer)
    }
    if emptied {
      var keptLayers: [CALayer] = []
      var keptTimes: [Double] = []
      for (layer, time) in zip(animated, eventTimes) where layer.isRegisteredAsAnimated {
        keptLayers.append(layer)
        keptTimes.append(time)
      }
      animated = keptLayers
      eventTimes = keptTimes
    }
  }

  /// The media time at which `layer`'s next event is due; −∞ (check every frame) when the
  /// layer's time does not run forward (speed ≤ 0 somewhere above it).
  private func mediaTime(ofNextEventOf layer: CALayer) -> Double {
    let next = layer.nextAnimationEvent
    guard next.isFinite else { return next }
    var node: CALayer? = layer
    while let current = node {
      if current._speed <= 0 { return -.infinity }
      node = current._superlayer
    }
    return layer.mediaTime(forLocalTime: next)
  }

  /// Starts the animations of `layer` whose begin time has come, finishes those whose
  /// active duration has elapsed (Docs/Semantics/CoreAnimation.md §g), and sets the layer's next
  /// event.
  private func processEvents(of layer: CALayer, at time: Double) {
    var next = Double.infinity
    var finished: [AttachedAnimation] = []
    for record in layer.attached where record.isCommitted && !record.didStop {
      if !record.didStart {
        guard time >= record.timing.beginTime else {
          next = min(next, record.timing.beginTime)
          continue
        }
        record.didStart = true
        runtime.record(.animation, "start \(record.animation) on \(layer)")
        record.animation.delegate?.animationDidStart(record.animation)
      }
      if record.timing.hasFinished(at: time) {
        finished.append(record)
      } else {
        next = min(next, record.timing.endTime)
      }
    }
    for record in finished {
      record.didStop = true
      let removed = record.animation.isRemovedOnCompletion
      if removed {
        layer.attached.removeAll { $0 === record }
        isRenderStoreValid = false
      }
      runtime.record(
        .animation,
        "finish \(record.animation) on \(layer)"
          + (removed ? "; removed" : "; kept (isRemovedOnCompletion == false)"))
      record.animation.delegate?.animationDidStop(record.animation, finished: true)
      for group in record.completionGroups { group.leave(self) }
    }
    layer.nextAnimationEvent = next
  }

  /// Layers that have animations attached (for measurement and benchmarks).
  var animatedLayers: [CALayer] { animated }
}

/// One open transaction: its values and completion blocks.
final class TransactionFrame {
  let isImplicit: Bool
  var values: [String: Any] = [:]
  /// Every completion block set in this transaction; the last one collects new animations.
  var completionGroups: [CompletionGroup] = []

  init(isImplicit: Bool) { self.isImplicit = isImplicit }
}
