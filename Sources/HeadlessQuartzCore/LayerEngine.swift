/// Core Animation's per-runtime state: the transaction stack, the layers changed in the
/// current transaction, and the attached animations whose lifecycle runs on the clock.
///
/// It registers two run-loop observers: in the `commit` phase it commits the implicit
/// transaction (core-animation.md h.1); in the `animate` phase it starts, finishes and
/// removes animations and delivers delegate callbacks and completion blocks (g, h.2).
final class LayerEngine {
  unowned let runtime: Runtime

  /// Set while a presentation copy or committed snapshot is created.
  @TaskLocal static var isCopying = false

  /// Open transactions, outermost first; the first may be the implicit one.
  private(set) var stack: [TransactionFrame] = []
  /// Layers changed since the last commit.
  private var dirty: [CALayer] = []
  /// Animations added since the last commit.
  private var pending: [(layer: CALayer, record: AttachedAnimation)] = []
  /// Layers with attached animations.
  private var animated: [CALayer] = []
  /// Stops from removals, delivered in the next animate phase.
  private var queuedStops: [(CAAnimation, Bool)] = []

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
    for layer in layers {
      layer.isDirty = false
      layer.committedState = layer.detachedCopy()
    }
    let added = pending
    pending.removeAll()
    for (layer, record) in added where !record.didStop {
      if record.timing.beginTime == 0 {
        // "0 means now": the commit time in the layer's time space (a.6).
        record.timing.beginTime = layer.convertTime(now, from: nil)
      }
      record.isCommitted = true
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
    for group in record.completionGroups { group.leave(self) }
  }

  // MARK: - Lifecycle on the clock

  /// Starts and finishes animations at the current time; delivers callbacks in order:
  /// stops of removed animations, then starts, then natural stops.
  func advanceAnimations() {
    let stops = queuedStops
    queuedStops.removeAll()
    for (animation, finished) in stops {
      animation.delegate?.animationDidStop(animation, finished: finished)
    }
    let now = runtime.now
    var still: [CALayer] = []
    for layer in animated {
      let time = layer.localTime(forMediaTime: now)
      var finishedRecords: [AttachedAnimation] = []
      for record in layer.attached where record.isCommitted && !record.didStop {
        if !record.didStart,
          record.timing.localTime(at: time) != nil || time >= record.timing.beginTime
        {
          record.didStart = true
          runtime.record(.animation, "start \(record.animation) on \(layer)")
          record.animation.delegate?.animationDidStart(record.animation)
        }
        if record.timing.hasFinished(at: time) { finishedRecords.append(record) }
      }
      for record in finishedRecords {
        record.didStop = true
        if record.animation.isRemovedOnCompletion {
          layer.attached.removeAll { $0 === record }
        }
        runtime.record(
          .animation,
          "finish \(record.animation) on \(layer)"
            + (record.animation.isRemovedOnCompletion
              ? "; removed" : "; kept (isRemovedOnCompletion == false)"))
        record.animation.delegate?.animationDidStop(record.animation, finished: true)
        for group in record.completionGroups { group.leave(self) }
      }
      if layer.attached.isEmpty {
        layer.isRegisteredAsAnimated = false
      } else {
        still.append(layer)
      }
    }
    animated = still
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
