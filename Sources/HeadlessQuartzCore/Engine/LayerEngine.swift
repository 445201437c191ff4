import Measure

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

  /// The transaction stack, the frame's work lists and the render store (``EngineStorage``,
  /// this module's unchecked storage).
  @exclusivity(unchecked) var storage = EngineStorage()
  /// Where layers whose animations need the general path evaluate them, one at a time.
  let scratchTarget = PresentationTarget(model: nil)

  /// The render store, rebuilt if animations or timing changed since the last call.
  func renderStore() -> RenderStore {
    if storage.isRenderStoreValid { return storage.store }
    storage.store.removeAll()
    // The lists first, so that the store is allocated once at its size.
    var fastCount = 0
    for layer in storage.animated {
      guard let committed = layer.committed else { continue }
      if !layer.storage.isRenderListValid { layer.rebuildRenderList(model: committed) }
      fastCount += layer.storage.plainAnimations.count
      for compiled in layer.storage.renderList where compiled.plain != nil { fastCount += 1 }
    }
    storage.store.fast.reserveCapacity(fastCount)
    for layer in storage.animated {
      guard layer.isCommitted else { continue }
      var identity = true
      var node: CALayer? = layer
      while let current = node {
        if current.storage._speed != 1 || current.storage._beginTime != 0
          || current.storage._timeOffset != 0
        {
          identity = false
        }
        node = current.storage._superlayer
      }
      for plain in layer.storage.plainAnimations {
        storage.store.fast.append(FastRenderEntry(plain, of: layer, identityTime: identity))
      }
      for compiled in layer.storage.renderList {
        storage.store.append(compiled, of: layer, identityTime: identity)
      }
    }
    storage.isRenderStoreValid = true
    return storage.store
  }

  init(runtime: Runtime) {
    self.runtime = runtime
    runtime.addObserver(
      .commit, nonisolated: { [unowned self] _ in self.commitImplicitTransaction() })
    runtime.addObserver(.animate, nonisolated: { [unowned self] _ in self.advanceAnimations() })
  }

  /// The engine of `runtime`.
  static func of(_ runtime: Runtime) -> LayerEngine {
    runtime.component(LayerEngine.self) { LayerEngine(runtime: $0) }
  }

  // MARK: - Transactions

  /// The innermost open transaction, opening the implicit one when none is open.
  var current: TransactionFrame {
    if let top = storage.stack.last { return top }
    let implicit = TransactionFrame(isImplicit: true)
    storage.stack.append(implicit)
    return implicit
  }

  func begin() {
    storage.stack.append(TransactionFrame(isImplicit: false))
  }

  func commit() {
    guard let top = storage.stack.last, !top.isImplicit else {
      runtime.record(
        .diagnostic, "CATransaction.commit() without a matching begin(); ignored")
      return
    }
    storage.stack.removeLast()
    for group in top.completionGroups { group.seal(self) }
    if storage.stack.isEmpty { commitChanges(explicit: true) }
  }

  /// Commits the implicit transaction now, if it is the only one open (`flush()`).
  func flush() {
    guard storage.stack.count == 1, let top = storage.stack.first, top.isImplicit else { return }
    commitImplicitTransaction()
  }

  private func commitImplicitTransaction() {
    guard let bottom = storage.stack.first, bottom.isImplicit else {
      if !storage.stack.isEmpty {
        runtime.record(
          .diagnostic,
          "run loop turn ended with \(storage.stack.count) explicit CATransaction(s) open; "
            + "their changes wait for commit()")
      }
      return
    }
    guard storage.stack.count == 1 else { return }
    storage.stack.removeAll()
    for group in bottom.completionGroups { group.seal(self) }
    commitChanges(explicit: false)
  }

  /// The work of an outermost commit: snapshot the changed layers, start the new animations.
  private func commitChanges(explicit: Bool) {
    callPathHop("LayerEngine.commitChanges(explicit:)")
    let now = runtime.now
    let layers = storage.dirty
    storage.dirty.removeAll()
    storage.presentationGeneration &+= 1
    storage.lastCommitTurn = runtime.turnCount
    storage.commits &+= 1
    for layer in layers {
      layer.storage.isDirty = false
      // The model just committed: for a plain `CALayer` the model itself (any earlier
      // snapshot let go, `keepCommittedState()` makes the next one before a write), else a
      // snapshot of it.
      if layer.sharesCommittedState {
        layer.storage.committedState = nil
        layer.storage.committedIsModel = true
      } else {
        layer.storage.committedState = layer.detachedCopy()
      }
      layer.storage.lastCommit = storage.commits
    }
    let added = storage.pending
    storage.pending.removeAll()
    for layer in added {
      // The records added since the last commit are the end of the layer's list (`add`
      // appends, a removal takes its record out, only a commit commits): walked from the end
      // to the first committed one, so a layer listed again finds nothing left to do.
      var index = layer.storage.attached.endIndex
      while index > layer.storage.attached.startIndex {
        index -= 1
        let record = layer.storage.attached[index]
        if record.attachment.isCommitted { break }
        if record.attachment.beginTime == 0 {
          // "0 means now": the commit time in the layer's time space (a.6).
          record.attachment.beginTime = layer.convertTime(now, from: nil)
        }
        record.attachment.isCommitted = true
        layer.storage.isRenderListValid = false
        layer.storage.nextAnimationEvent = -.infinity
        storage.timingChanged = true
      }
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
    for frame in storage.stack.reversed() {
      if let value = frame.values[key] { return value }
    }
    return nil
  }

  // MARK: - Layer changes

  /// A layer changed: it joins the current transaction.
  func willMutate(_ layer: CALayer) {
    _ = current
    runtime.setNeedsTurn()
    guard !layer.storage.isDirty, !layer.storage.isPresentationCopy else { return }
    // Recorded where the layer joins: a second call finds it joined and does nothing.
    callPathHop("LayerEngine.willMutate(_:)")
    layer.storage.isDirty = true
    storage.dirty.append(layer)
  }

  func animationAdded(_ record: CAAnimation, to layer: CALayer) {
    callPathHop("LayerEngine.animationAdded(_:to:)")
    // The layer joins the transaction as a changed layer does; one that a change has joined
    // already (it is in the transaction's list, so a transaction is open) only asks for the
    // turn that commits it.
    if layer.storage.isDirty { runtime.setNeedsTurn() } else { willMutate(layer) }
    // The layer only: the commit finds the record at the end of the layer's attached list.
    storage.pending.append(layer)
    for frame in storage.stack {
      if let group = frame.completionGroups.last {
        group.join()
        storage.completionWaits[ObjectIdentifier(record), default: (record, [])].groups.append(
          group)
      }
    }
    if !layer.storage.isRegisteredAsAnimated {
      layer.storage.isRegisteredAsAnimated = true
      storage.animated.append(layer)
      storage.eventTimes.append(-.infinity)
    }
  }

  func animationRemoved(_ record: CAAnimation, from layer: CALayer, finished: Bool) {
    willMutate(layer)
    guard !record.attachment.didStop else { return }
    record.attachment.didStop = true
    runtime.record(
      .animation,
      "remove \(record) for key \(record.attachment.key.map { "'\($0)'" } ?? "nil") from \(layer)")
    storage.queuedStops.append((record, finished))
    storage.isRenderStoreValid = false
    leaveCompletionGroups(of: record)
  }

  /// `record`'s animation stopped: the completion blocks it waited for are told, once.
  private func leaveCompletionGroups(of record: CAAnimation) {
    guard !storage.completionWaits.isEmpty,
      let waits = storage.completionWaits.removeValue(forKey: ObjectIdentifier(record))
    else { return }
    for group in waits.groups { group.leave(self) }
  }

  // MARK: - Lifecycle on the clock

  /// Starts and finishes animations at the current time; delivers callbacks in order:
  /// stops of removed animations, then, layer by layer, starts and natural stops.
  ///
  /// A layer is only examined when its local time has reached its next event (a begin or
  /// an end time), so a frame where nothing starts or ends costs one comparison per
  /// animated layer. An examined layer's animations are started and finished in the loop
  /// (Docs/Semantics/CoreAnimation.md §g), and its next event set, in the layer's time and
  /// in media time.
  func advanceAnimations() {
    if !storage.queuedStops.isEmpty {
      let stops = storage.queuedStops
      storage.queuedStops.removeAll()
      for (animation, finished) in stops {
        animation.delegate?.animationDidStop(animation, finished: finished)
      }
    }
    let now = runtime.now
    if storage.timingChanged {
      storage.timingChanged = false
      for index in storage.animated.indices { storage.eventTimes[index] = -.infinity }
    }
    var emptied = false
    for index in storage.animated.indices where storage.eventTimes[index] <= now {
      let layer = storage.animated[index]
      let time = layer.localTime(forMediaTime: now)
      if time >= layer.storage.nextAnimationEvent {
        // Recorded where a layer's events are taken: most frames examine none.
        callPathHop("LayerEngine.advanceAnimations()")
        var nextEvent = Double.infinity
        var finished: [CAAnimation] = []
        for record in layer.storage.attached
        where record.attachment.isCommitted && !record.attachment.didStop {
          if !record.attachment.didStart {
            guard time >= record.attachment.beginTime else {
              nextEvent = min(nextEvent, record.attachment.beginTime)
              continue
            }
            record.attachment.didStart = true
            runtime.record(.animation, "start \(record) on \(layer)")
            record.delegate?.animationDidStart(record)
          }
          // The end of the committed record's active duration (`MediaTiming.endTime` of its
          // resolved timing), never reached when infinite (speed 0, infinite repetition). At
          // speed 1, played once: the begin time plus the duration when it is positive (the
          // active duration; divided by the speed 1, the same bits).
          let end: Double
          if record.storage.rare == nil {
            let sum =
              record.attachment.beginTime
              + (record.storage.duration > 0 ? record.storage.duration : 0)
            end = sum.isNaN ? .infinity : sum
          } else {
            end = record.attachedTiming.endTime
          }
          if end.isFinite, time >= end {
            finished.append(record)
          } else {
            nextEvent = min(nextEvent, end)
          }
        }
        for record in finished {
          record.attachment.didStop = true
          let removed = record.isRemovedOnCompletion
          if removed {
            // Taken out by identity: a record is listed once.
            var position = layer.storage.attached.startIndex
            while position < layer.storage.attached.endIndex,
              layer.storage.attached[position] !== record
            {
              position += 1
            }
            if position < layer.storage.attached.endIndex {
              layer.storage.attached.remove(at: position)
            }
            storage.isRenderStoreValid = false
          }
          runtime.record(
            .animation,
            "finish \(record) on \(layer)"
              + (removed ? "; removed" : "; kept (isRemovedOnCompletion == false)"))
          record.delegate?.animationDidStop(record, finished: true)
          leaveCompletionGroups(of: record)
        }
        layer.storage.nextAnimationEvent = nextEvent
      }
      if layer.storage.attached.isEmpty {
        layer.storage.isRegisteredAsAnimated = false
        emptied = true
      }
      // The next event in media time: as it is when every layer up the tree keeps its time
      // (each mapping `(t − 0) / 1 + 0` is exactly `t`), −∞ (check every frame) when the
      // layer's time does not run forward (speed ≤ 0 somewhere above it).
      var next = layer.storage.nextAnimationEvent
      var converts = false
      var node: CALayer? = next.isFinite ? layer : nil
      while let current = node {
        if current.storage._speed <= 0 {
          next = -.infinity
          converts = false
          break
        }
        if current.storage._speed != 1 || current.storage._beginTime != 0
          || current.storage._timeOffset != 0
        {
          converts = true
        }
        node = current.storage._superlayer
      }
      storage.eventTimes[index] = converts ? layer.mediaTime(forLocalTime: next) : next
    }
    if emptied {
      var keptLayers: [CALayer] = []
      var keptTimes: [Double] = []
      for (layer, time) in zip(storage.animated, storage.eventTimes)
      where layer.storage.isRegisteredAsAnimated {
        keptLayers.append(layer)
        keptTimes.append(time)
      }
      storage.animated = keptLayers
      storage.eventTimes = keptTimes
    }
  }

  /// Drops the model value kept for the write to `layer` that just ran
  /// (``EngineStorage/valuesBeforeChange``); a check of an empty table when none was kept.
  @inline(__always)
  func forgetValueBeforeChange(of layer: CALayer) {
    guard !storage.valuesBeforeChange.isEmpty else { return }
    storage.valuesBeforeChange[ObjectIdentifier(layer)] = nil
  }

  /// Layers that have animations attached (for measurement and benchmarks).
  var animatedLayers: [CALayer] { storage.animated }
}

/// One open transaction: its values and completion blocks.
final class TransactionFrame {
  let isImplicit: Bool
  var values: [String: Any] = [:]
  /// Every completion block set in this transaction; the last one collects new animations.
  var completionGroups: [CompletionGroup] = []

  init(isImplicit: Bool) { self.isImplicit = isImplicit }
}
