extension CALayer {
  /// Attaches a copy of `anim` under `key`, replacing an animation with the same key.
  ///
  /// The copy's `duration <= 0` becomes the transaction's animation duration (0.25 s unless
  /// set, core-animation.md a.2); a `beginTime` of 0 becomes the commit time. The replaced
  /// animation's delegate gets `animationDidStop(_:finished: false)`. Nothing shows until the
  /// transaction commits.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard let copy = anim.copy() as? CAAnimation else { return }
    if let problem = Self.timingProblem(of: copy) {
      runtime.record(
        .diagnostic,
        "add \(copy) for key \(key.map { "'\($0)'" } ?? "nil") to \(self) ignored: \(problem)")
      return
    }
    copy.resolveDefaultDuration(engine.animationDuration)
    if let key, attached.contains(where: { $0.key == key }) {
      removeAnimation(forKey: key)
    }
    let record = AttachedAnimation(key: key, animation: copy)
    attached.append(record)
    engine.animationAdded(record, to: self)
    runtime.record(
      .animation,
      "add \(copy) for key \(key.map { "'\($0)'" } ?? "nil") to \(self)")
  }

  /// Why `animation`'s timing cannot run, if it cannot: a non-finite time, a negative speed
  /// or repeat. (Core Animation's behaviour there is undefined; ScreenLab refuses the
  /// animation and says so in the trace instead of running something arbitrary.)
  static func timingProblem(of animation: CAAnimation) -> String? {
    let numbers: [(String, Double)] = [
      ("duration", animation.duration), ("beginTime", animation.beginTime),
      ("speed", Double(animation.speed)), ("timeOffset", animation.timeOffset),
      ("repeatDuration", animation.repeatDuration),
    ]
    for (name, value) in numbers where !value.isFinite {
      return "\(name) '\(value)' is not a finite number"
    }
    if animation.speed < 0 { return "speed '\(animation.speed)' is negative (not modelled)" }
    if animation.repeatCount.isNaN || animation.repeatCount < 0 {
      return "repeatCount '\(animation.repeatCount)' must be 0 or more (or .infinity)"
    }
    if animation.repeatDuration < 0 {
      return "repeatDuration '\(animation.repeatDuration)' must not be negative"
    }
    if let group = animation as? CAAnimationGroup {
      for child in group.animations ?? [] {
        if let problem = timingProblem(of: child) { return "child \(child): \(problem)" }
      }
    }
    return nil
  }

  /// The attached animation for `key` (a copy: changing it changes nothing).
  public func animation(forKey key: String) -> CAAnimation? {
    attached.last { $0.key == key }.flatMap { $0.animation.copy() as? CAAnimation }
  }

  /// The keys of the attached animations, in the order they were added; nil when none.
  public func animationKeys() -> [String]? {
    let keys = attached.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Detaches the animation for `key`; its delegate gets `finished == false` unless it has
  /// already stopped.
  public func removeAnimation(forKey key: String) {
    guard let index = attached.firstIndex(where: { $0.key == key }) else { return }
    let record = attached.remove(at: index)
    engine.animationRemoved(record, from: self, finished: false)
  }

  /// Detaches every animation (each delegate gets `finished == false` unless stopped).
  public func removeAllAnimations() {
    let records = attached
    attached.removeAll()
    for record in records { engine.animationRemoved(record, from: self, finished: false) }
  }

  // MARK: - Presentation

  /// The layer as it is on screen now: a copy of the committed model with every running
  /// animation applied at the current virtual time (core-animation.md g).
  ///
  /// Nil before the layer's first commit. Writing to the copy changes nothing on screen;
  /// ScreenLab records a diagnostic in the runtime's trace when it happens.
  public func presentation() -> Self? {
    if isPresentationCopy { return self }
    guard let committed = committedState,
      let copy = committed.detachedCopy() as? Self
    else { return nil }
    copy.isPresentationCopy = true
    copy.modelLink = ownModelLink
    let target = PresentationTarget(model: committed)
    evaluate(into: target)
    target.write(to: copy)
    return copy
  }

  /// The model layer of a presentation copy, or the layer itself.
  public func model() -> Self {
    guard isPresentationCopy, let model = modelLink?.layer as? Self else { return self }
    return model
  }

  /// The presentation value at `keyPath` now, boxed as `value(forKeyPath:)` returns it;
  /// the model value when the layer was never committed.
  public func presentationValue(forKeyPath keyPath: String) -> Any? {
    guard let committed = committedState else { return value(forKeyPath: keyPath) }
    guard let ref = KeyPathRef(keyPath) else { return committed.value(forKeyPath: keyPath) }
    let target = PresentationTarget(model: committed)
    evaluate(into: target, only: ref.base)
    return target.current(ref)?.anyValue
  }

  /// Evaluates the committed animations, in the order they were added, at the layer's
  /// local time now (all of them, or those touching `base`).
  ///
  /// - Complexity: O(attached animations).
  func evaluate(into target: PresentationTarget, only base: LayerKey? = nil) {
    evaluate(into: target, atMediaTime: runtime.now, only: base)
  }

  /// Evaluates at media time `now` (the caller reads the clock once per frame).
  func evaluate(
    into target: PresentationTarget, atMediaTime now: Double, only base: LayerKey? = nil
  ) {
    guard !attached.isEmpty else { return }
    if !isRenderListValid, let model = target.model { rebuildRenderList(model: model) }
    let time = localTime(forMediaTime: now)
    renderList.withUnsafeBufferPointer { list in
      for index in list.indices {
        if let base, !list[index].record.touches(base) { continue }
        list[index].apply(at: time, to: target)
      }
    }
  }

  /// Prepares the committed animations for evaluation, in the order they were added; when
  /// every one is plain, also in plain form (`plainAnimations`).
  func rebuildRenderList(model: CALayer) {
    renderList.removeAll(keepingCapacity: true)
    plainAnimations.removeAll(keepingCapacity: true)
    var allPlain = true
    for record in attached where record.isCommitted {
      let compiled = CompiledAnimation(record, model: model)
      if allPlain, let plain = PlainAnimation(compiled, curves: &engine.curves) {
        plainAnimations.append(plain)
      } else {
        allPlain = false
      }
      renderList.append(compiled)
    }
    if !allPlain { plainAnimations.removeAll(keepingCapacity: true) }
    isRenderListValid = true
  }

  /// The presentation value of a parsed key path, evaluated with a reusable `target`
  /// (the render path of benchmarks and samplers; no copy is made).
  func presentationValue(_ ref: KeyPathRef, using target: PresentationTarget) -> LayerValue? {
    guard let committed = committedState else { return layerValue(ref) }
    target.reset(model: committed)
    evaluate(into: target, only: ref.base)
    return target.current(ref)
  }
}
