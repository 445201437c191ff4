import Measure

/// The copy `CALayer.add(_:forKey:)` makes is the record of its attachment: the layer lists
/// it (`LayerStorage.attached`), the engine keeps its lifecycle in it (``attachment``), and its
/// resolved timing is its own storage's (the default duration written into it at the add, the
/// begin time resolved by the commit kept beside it, so `animation(forKey:)` shows the value
/// that was added). The completion blocks an animation waits for are the engine's
/// (``EngineStorage/completionWaits``).
extension CAAnimation {
  /// Makes this copy, the one `CALayer.add(_:forKey:)` made, the record of its attachment
  /// under `key`: its timing read once from its storage and checked, its duration resolved,
  /// its base key read from the parse made when its key path was written, its lifecycle
  /// begun.
  ///
  /// A `duration <= 0` becomes `defaultDuration` (a.2) in the copy, so that
  /// `animation(forKey:)` and the trace show it; a group's children with `duration <= 0` take
  /// the group's. Throws why the timing cannot run: a non-finite time, a negative speed or
  /// repeat, here or in a child. (Core Animation's behaviour there is undefined; ScreenLab
  /// refuses the animation and says so in the trace instead of running something arbitrary.)
  /// Nothing is written to the copy until its whole tree is known to run, so a refused
  /// animation is traced as it was added. A group's children are checked by the same call, as
  /// records of their own would be; what it writes in a child's ``attachment`` is never read
  /// (the layer lists the group).
  func attach(key: String?, defaultDuration: Double) throws(TimingRefusal) {
    callPathHop("CAAnimation.attach(key:defaultDuration:)")
    let beginTime = storage.beginTime
    let duration = storage.duration
    // The values most animations leave at their defaults live in the copy's box of rare
    // properties, which most copies do not have.
    var speed = 1.0
    var timeOffset = 0.0
    var repeatCount = 0.0
    var repeatDuration = 0.0
    if let box = storage.rare {
      speed = Double(box.properties.speed)
      timeOffset = box.properties.timeOffset
      repeatCount = Double(box.properties.repeatCount)
      repeatDuration = box.properties.repeatDuration
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
    if let group = self as? CAAnimationGroup {
      // Each child checked, and given the group's duration, as a record of its own would be.
      for child in group.animations ?? [] {
        do {
          try child.attach(key: nil, defaultDuration: resolved)
        } catch {
          throw TimingRefusal("child \(child): \(error.reason)")
        }
      }
    }
    // Written once the whole tree is known to run: a refused animation is traced as it was.
    if duration <= 0 { self.duration = resolved }
    let base: LayerKey?
    if let property = self as? CAPropertyAnimation {
      // Its one key path's base, from the parse made when the key path was written (the one
      // the evaluation reads; `animatedKeyPaths` would wrap the string in an array).
      // A key path that is its base key alone is that key, read in place.
      if case .whole(let key) = property.propertyStorage.parsedKeyPath {
        base = key
      } else {
        base = property.propertyStorage.parsedKeyPath.base
      }
    } else {
      let keys = animatedKeyPaths.compactMap { KeyPathRef($0)?.base }
      base = keys.count == 1 ? keys[0] : nil
    }
    attachment = AttachmentStorage(key: key, beginTime: beginTime, base: base)
  }

  /// Whether the attached animation writes `key`: its one base key, else any of the keys its
  /// key paths name (the copy is the layer's own, so they are those it was added with).
  func touches(_ key: LayerKey) -> Bool {
    if let base = attachment.base { return base == key }
    let bases = animatedKeyPaths.reduce(UInt64(0)) {
      $0 | (KeyPathRef($1)?.base.bit ?? 0)
    }
    return bases & key.bit != 0
  }

  /// The attached copy's resolved timing: its storage's, with the begin time the commit
  /// resolved (``AttachmentStorage/beginTime``) and a fill mode of another name filling as
  /// `removed` does (Core Animation's four names).
  var attachedTiming: MediaTiming {
    let fillMode = storage.knownFillMode ?? .removed
    guard let box = storage.rare else {
      return MediaTiming(
        beginTime: attachment.beginTime, duration: storage.duration, fillMode: fillMode)
    }
    return MediaTiming(
      beginTime: attachment.beginTime, duration: storage.duration,
      speed: Double(box.properties.speed), timeOffset: box.properties.timeOffset,
      repeatCount: Double(box.properties.repeatCount),
      repeatDuration: box.properties.repeatDuration, autoreverses: box.properties.autoreverses,
      fillMode: fillMode)
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
