extension CALayer {
  /// Attaches a copy of `anim` under `key`, replacing an animation with the same key.
  ///
  /// The copy's `duration <= 0` becomes the transaction's animation duration (0.25 s unless
  /// set, core-animation.md a.2); a `beginTime` of 0 becomes the commit time. The replaced
  /// animation's delegate gets `animationDidStop(_:finished: false)`. Nothing shows until the
  /// transaction commits.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard let copy = anim.copy() as? CAAnimation else { return }
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
    guard let committed = committedState else { return nil }
    guard let copy = committed.detachedCopy() as? Self else { return nil }
    copy.isPresentationCopy = true
    copy.modelLayer = self
    applyAnimations(to: copy, model: committed)
    return copy
  }

  /// The model layer of a presentation copy, or the layer itself.
  public func model() -> Self {
    (modelLayer as? Self) ?? self
  }

  /// The presentation value at `keyPath` now, boxed as `value(forKeyPath:)` returns it;
  /// the model value when the layer was never committed.
  public func presentationValue(forKeyPath keyPath: String) -> Any? {
    guard let committed = committedState else { return value(forKeyPath: keyPath) }
    let base = Self.baseKey(keyPath)
    let relevant = attached.filter { record in
      record.isCommitted
        && record.animation.animatedKeyPaths.contains { Self.baseKey($0) == base }
    }
    if relevant.isEmpty { return committed.value(forKeyPath: keyPath) }
    let scratch = committed.detachedCopy()
    applyAnimations(relevant, to: scratch, model: committed)
    return scratch.value(forKeyPath: keyPath)
  }

  /// Applies the committed animations, in order, at the layer's local time now.
  func applyAnimations(_ records: [AttachedAnimation]? = nil, to target: CALayer, model: CALayer) {
    let records = records ?? attached
    guard !records.isEmpty else { return }
    let time = localTime(forMediaTime: runtime.now)
    let presentationTarget = PresentationTarget(layer: target, model: model)
    for record in records where record.isCommitted {
      record.animation.apply(at: time, timing: record.timing, to: presentationTarget)
    }
  }
}
