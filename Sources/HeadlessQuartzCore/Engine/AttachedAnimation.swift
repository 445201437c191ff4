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

  /// The record of `animation`, the copy `CALayer.add(_:forKey:)` made, under `key`: its timing
  /// read once from the copy's storage and checked, kept compact (begin time, duration and
  /// fill mode; the other values in a shared box only when one is not its default), and its
  /// base key read from the parse made when its key path was written.
  ///
  /// A `duration <= 0` becomes `defaultDuration` (a.2), here and in the copy, so that
  /// `animation(forKey:)` and the trace show it; a group's children with `duration <= 0` take
  /// the group's. Throws why the timing cannot run: a non-finite time, a negative speed or
  /// repeat, here or in a child. (Core Animation's behaviour there is undefined; ScreenLab
  /// refuses the animation and says so in the trace instead of running something arbitrary.)
  /// Nothing is written to the copy until the whole tree is known to run, so a refused
  /// animation is traced as it was added.
  init(key: String?, animation: CAAnimation, defaultDuration: Double) throws(TimingRefusal) {
    let beginTime = animation.storage.beginTime
    let duration = animation.storage.duration
    // The values most animations leave at their defaults live in the copy's box of rare
    // properties, which most copies do not have.
    var speed = 1.0
    var timeOffset = 0.0
    var repeatCount = 0.0
    var repeatDuration = 0.0
    var autoreverses = false
    if let box = animation.storage.rare {
      speed = Double(box.properties.speed)
      timeOffset = box.properties.timeOffset
      repeatCount = Double(box.properties.repeatCount)
      repeatDuration = box.properties.repeatDuration
      autoreverses = box.properties.autoreverses
    }
    if !(duration.isFinite && beginTime.isFinite && speed.isFinite && timeOffset.isFinite
      && repeatDuration.isFinite)
    {
      let numbers: [(String, Double)] = [
        ("duration", duration), ("beginTime", beginTime), ("speed", speed),
        ("timeOffset", timeOffset), ("repeatDuration", repeatDuration),
      ]
      for (name, value) in numbers where !value.isFinite {
        throw TimingRefusal("\(name) '\(value)' is not a finite number")
      }
    }
    // Printed as the `Float` properties hold them (a speed of -0.3 prints `-0.3`).
    if speed < 0 {
      throw TimingRefusal("speed '\(Float(speed))' is negative (not modelled)")
    }
    if repeatCount.isNaN || repeatCount < 0 {
      throw TimingRefusal("repeatCount '\(Float(repeatCount))' must be 0 or more (or .infinity)")
    }
    if repeatDuration < 0 {
      throw TimingRefusal("repeatDuration '\(repeatDuration)' must not be negative")
    }
    let resolved = duration <= 0 ? defaultDuration : duration
    if let group = animation as? CAAnimationGroup {
      // Each child checked, and given the group's duration, as a record of its own would be.
      for child in group.animations ?? [] {
        do {
          _ = try AttachedAnimation(key: nil, animation: child, defaultDuration: resolved)
        } catch {
          throw TimingRefusal("child \(child): \(error.reason)")
        }
      }
    }
    // Written once the whole tree is known to run: a refused animation is traced as it was.
    if duration <= 0 { animation.duration = resolved }
    // Compared bit for bit, as the layer's boxed properties are: −0.0 and NaN are kept.
    let isDefault =
      speed.bitPattern == Double(1).bitPattern && timeOffset.bitPattern == 0
      && repeatCount.bitPattern == 0 && repeatDuration.bitPattern == 0 && !autoreverses
    self.key = key
    self.animation = animation
    self.storage = AttachmentStorage(
      beginTime: beginTime, duration: resolved,
      rareTiming: isDefault
        ? nil
        : RareAttachmentTiming(
          speed: speed, timeOffset: timeOffset, repeatCount: repeatCount,
          repeatDuration: repeatDuration, autoreverses: autoreverses),
      // Core Animation's four names; any other name fills as `removed` does.
      fillMode: animation.storage.knownFillMode ?? .removed)
    if let property = animation as? CAPropertyAnimation {
      // Its one key path's base, from the parse made when the key path was written (the one
      // the evaluation reads; `animatedKeyPaths` would wrap the string in an array).
      // A key path that is its base key alone is that key, read in place.
      if case .whole(let key) = property.propertyStorage.parsedKeyPath {
        base = key
      } else {
        base = property.propertyStorage.parsedKeyPath.base
      }
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

  init(
    speed: Double, timeOffset: Double, repeatCount: Double, repeatDuration: Double,
    autoreverses: Bool
  ) {
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
  }
}

extension AttachmentStorage {
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
