import Measure

extension CALayer {
  /// Attaches a copy of `anim` under `key`, replacing an animation with the same key.
  ///
  /// The copy's `duration <= 0` becomes the transaction's animation duration (0.25 s unless
  /// set, Docs/Semantics/CoreAnimation.md §a.2); a `beginTime` of 0 becomes the commit time. The
  /// replaced animation's delegate gets `animationDidStop(_:finished: false)`. Nothing shows until
  /// the transaction commits.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    callPathHop("CALayer.add(_:forKey:)")
    // The copy is the record of the attachment (`attach(key:defaultDuration:)`).
    guard let copy = anim.copy() as? CAAnimation else { return }
    do {
      try copy.attach(key: key, defaultDuration: engine.animationDuration)
    } catch {
      runtime.record(
        .diagnostic,
        "add \(copy) for key \(key.map { "'\($0)'" } ?? "nil") to \(self) ignored: \(error.reason)")
      return
    }
    if let key, storage.attached.contains(where: { $0.attachment.key == key }) {
      removeAnimation(forKey: key)
    }
    storage.attached.append(copy)
    engine.animationAdded(copy, to: self)
    runtime.record(
      .animation,
      "add \(copy) for key \(key.map { "'\($0)'" } ?? "nil") to \(self)")
  }

  /// The attached animation for `key` (a copy: changing it changes nothing).
  public func animation(forKey key: String) -> CAAnimation? {
    storage.attached.last { $0.attachment.key == key }.flatMap { $0.copy() as? CAAnimation }
  }

  /// The keys of the attached animations, in the order they were added; nil when none.
  public func animationKeys() -> [String]? {
    let keys = storage.attached.compactMap(\.attachment.key)
    return keys.isEmpty ? nil : keys
  }

  /// Detaches the animation for `key`; its delegate gets `finished == false` unless it has
  /// already stopped.
  public func removeAnimation(forKey key: String) {
    guard let index = storage.attached.firstIndex(where: { $0.attachment.key == key }) else {
      return
    }
    let record = storage.attached.remove(at: index)
    engine.animationRemoved(record, from: self, finished: false)
  }

  /// Detaches every animation (each delegate gets `finished == false` unless stopped).
  public func removeAllAnimations() {
    let records = storage.attached
    storage.attached.removeAll()
    for record in records { engine.animationRemoved(record, from: self, finished: false) }
  }

  // MARK: - Evaluation

  /// Prepares the committed animations for evaluation, in the order they were added: into
  /// `plainAnimations` when every one is plain, into `renderList` otherwise.
  func rebuildRenderList(model: CALayer) {
    storage.renderList.removeAll(keepingCapacity: true)
    storage.plainAnimations.removeAll(keepingCapacity: true)
    var allPlain = true
    for record in storage.attached where record.attachment.isCommitted {
      let compiled = CompiledAnimation(record, model: model, curves: &engine.storage.curves)
      if allPlain, let plain = compiled.plain {
        storage.plainAnimations.append(plain)
      } else {
        allPlain = false
      }
      storage.renderList.append(compiled)
    }
    if allPlain {
      storage.renderList = []
    } else {
      storage.plainAnimations.removeAll(keepingCapacity: true)
    }
    storage.isRenderListValid = true
  }
}
