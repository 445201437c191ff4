/// An animation attached to a layer: the copy that was added, its resolved timing and its
/// lifecycle (committed, started, stopped).
///
/// 69 bytes (80 with malloc's header and rounding): the completion blocks an animation waits
/// for are the engine's (``EngineStorage/completionWaits``), the timing is kept compact
/// (``AttachmentStorage``), the base key fits after the lifecycle's flags, and no mask of the
/// keys written is kept (the rare reader that needs it, ``touches(_:)``, makes it again).
final class AttachedAnimation {
  let key: String?
  /// The copy made by `add(_:forKey:)`; the caller's object is never read again.
  let animation: CAAnimation
  /// The resolved timing and the lifecycle (``AttachmentStorage``, this module's unchecked
  /// storage).
  @exclusivity(unchecked) var storage: AttachmentStorage

  /// The base key the animation writes, when it writes exactly one.
  let base: LayerKey?

  /// The record of `animation` under `key`, with the timing `attachmentTiming(defaultDuration:)`
  /// read from it.
  init(key: String?, animation: CAAnimation, timing: MediaTiming) {
    self.key = key
    self.animation = animation
    self.storage = AttachmentStorage(timing: timing)
    if let property = animation as? CAPropertyAnimation {
      // Its one key path's base, from the parse made when the key path was written (the one
      // the evaluation reads; `animatedKeyPaths` would wrap the string in an array).
      base = property.propertyStorage.parsedKeyPath.base
    } else {
      let keys = animation.animatedKeyPaths.compactMap { KeyPathRef($0)?.base }
      base = keys.count == 1 ? keys[0] : nil
    }
  }

  /// Whether the animation writes `key`: its one base key, else any of the keys its key paths
  /// name (the copy is the record's own, so they are those it was added with).
  func touches(_ key: LayerKey) -> Bool {
    if let base { return base == key }
    let bases = animation.animatedKeyPaths.reduce(UInt64(0)) {
      $0 | (KeyPathRef($1)?.base.bit ?? 0)
    }
    return bases & key.bit != 0
  }
}

/// The values of an attachment's timing that most animations leave at their defaults
/// (``AttachmentStorage/rareTiming``), as the record resolved them.
final class RareAttachmentTiming {
  let speed: Double
  let timeOffset: Double
  let repeatCount: Double
  let repeatDuration: Double
  let autoreverses: Bool

  init(_ timing: MediaTiming) {
    speed = timing.speed
    timeOffset = timing.timeOffset
    repeatCount = timing.repeatCount
    repeatDuration = timing.repeatDuration
    autoreverses = timing.autoreverses
  }
}

extension AttachmentStorage {
  /// A new attachment's state from its animation's timing.
  init(timing: MediaTiming) {
    beginTime = timing.beginTime
    duration = timing.duration
    fillMode = timing.fillMode
    // Compared bit for bit, as the layer's boxed properties are: −0.0 and NaN are kept.
    let isDefault =
      timing.speed.bitPattern == Double(1).bitPattern && timing.timeOffset.bitPattern == 0
      && timing.repeatCount.bitPattern == 0 && timing.repeatDuration.bitPattern == 0
      && !timing.autoreverses
    rareTiming = isDefault ? nil : RareAttachmentTiming(timing)
  }

  /// The resolved timing: the duration resolved, and after the commit the begin time.
  var timing: MediaTiming {
    guard let rare = rareTiming else {
      return MediaTiming(beginTime: beginTime, duration: duration, fillMode: fillMode)
    }
    return MediaTiming(
      beginTime: beginTime, duration: duration, speed: rare.speed, timeOffset: rare.timeOffset,
      repeatCount: rare.repeatCount, repeatDuration: rare.repeatDuration,
      autoreverses: rare.autoreverses, fillMode: fillMode)
  }

  /// The end of the active duration in the layer's time (`MediaTiming.endTime` of the
  /// resolved timing) once the commit has resolved the begin time; infinity before it. The
  /// engine compares the clock with it (Docs/Semantics/CoreAnimation.md §g).
  var endTime: Double {
    guard isCommitted else { return .infinity }
    guard rareTiming == nil else { return timing.endTime }
    // `MediaTiming.endTime` at speed 1, played once: the begin time plus the duration when
    // it is positive (the active duration; divided by the speed 1, the same bits).
    let end = beginTime + (duration > 0 ? duration : 0)
    return end.isNaN ? .infinity : end
  }
}

/// A transaction completion block and the animations it waits for (Docs/Semantics/CoreAnimation.md
/// §h.2).
///
/// Fires exactly once: when sealed (its transaction committed) and every animation that
/// joined it has stopped, or at the commit itself when none joined.
final class CompletionGroup {
  private var block: (() -> Void)?
  private var pending = 0
  private var sealed = false

  init(_ block: @escaping () -> Void) { self.block = block }

  func join() { pending += 1 }

  /// An animation of the group stopped (finished or removed).
  func leave(_ engine: LayerEngine) {
    pending -= 1
    fireIfDone(engine)
  }

  /// The transaction committed: no animation joins from now on.
  func seal(_ engine: LayerEngine) {
    sealed = true
    fireIfDone(engine)
  }

  private func fireIfDone(_ engine: LayerEngine) {
    guard sealed, pending <= 0, let block else { return }
    self.block = nil
    engine.runtime.record(.transaction, "completion block runs")
    block()
  }
}
