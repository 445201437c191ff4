extension CALayer {
  /// The sublayers, back to front; nil when there are none, as in Core Animation.
  public var sublayers: [CALayer]? {
    get { storage._sublayers.isEmpty ? nil : storage._sublayers }
    set {
      for layer in storage._sublayers { layer.storage._superlayer = nil }
      storage._sublayers = []
      for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(storage._sublayers.count)) }
      engine.willMutate(self)
    }
  }

  /// The layer this one is a sublayer of.
  public var superlayer: CALayer? { storage._superlayer }

  /// Appends `layer` to the sublayers (moving it from its current superlayer).
  ///
  /// - Precondition: `layer` is neither this layer nor one of its ancestors.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(
      layer, at: UInt32(storage._sublayers.count - (layer.storage._superlayer === self ? 1 : 0)))
  }

  /// Inserts `layer` at `index` of the sublayers (clamped to the count).
  ///
  /// - Precondition: `layer` is neither this layer nor one of its ancestors.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    precondition(
      !isSelfOrDescendant(of: layer),
      "insertSublayer: \(layer) is \(layer === self ? "the layer itself" : "an ancestor of \(self)"); "
        + "a layer tree cannot contain a cycle")
    layer.removeFromSuperlayerQuietly()
    let position = min(Int(index), storage._sublayers.count)
    storage._sublayers.insert(layer, at: position)
    layer.storage._superlayer = self
    engine.storage.timingChanged = true
    engine.willMutate(self)
    engine.willMutate(layer)
  }

  /// Inserts `layer` just below `sibling` (at the front when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sibling.flatMap { s in storage._sublayers.firstIndex { $0 === s } } ?? 0
    let adjusted =
      layer.storage._superlayer === self
      && (storage._sublayers.firstIndex { $0 === layer } ?? 0) < index
    insertSublayer(layer, at: UInt32(adjusted ? index - 1 : index))
  }

  /// Inserts `layer` just above `sibling` (at the end when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard let sibling, let index = storage._sublayers.firstIndex(where: { $0 === sibling }) else {
      addSublayer(layer)
      return
    }
    let adjusted =
      layer.storage._superlayer === self
      && (storage._sublayers.firstIndex { $0 === layer } ?? 0) < index
    insertSublayer(layer, at: UInt32(adjusted ? index : index + 1))
  }

  /// Replaces the sublayer `old` with `new`; does nothing when `old` is not a sublayer.
  public func replaceSublayer(_ old: CALayer, with new: CALayer) {
    guard let index = storage._sublayers.firstIndex(where: { $0 === old }) else { return }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(index))
  }

  /// Detaches the layer from its superlayer.
  public func removeFromSuperlayer() {
    guard let parent = storage._superlayer else { return }
    removeFromSuperlayerQuietly()
    parent.engine.willMutate(parent)
    engine.willMutate(self)
  }

  private func removeFromSuperlayerQuietly() {
    guard let parent = storage._superlayer else { return }
    parent.storage._sublayers.removeAll { $0 === self }
    storage._superlayer = nil
    engine.storage.timingChanged = true
  }

  /// Whether this layer is `layer` or lies below it.
  func isSelfOrDescendant(of layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let node = current {
      if node === layer { return true }
      current = node.storage._superlayer
    }
    return false
  }

  /// The deepest layer containing `p` (in the superlayer's coordinates), front first;
  /// hidden layers and their sublayers are skipped.
  public func hitTest(_ p: CGPoint) -> CALayer? {
    guard !storage._isHidden, storage._opacity > 0 else { return nil }
    let local = convert(p, from: storage._superlayer)
    if storage._masksToBounds, !storage._bounds.contains(local) { return nil }
    for sublayer in storage._sublayers.reversed() {
      if let hit = sublayer.hitTest(local) { return hit }
    }
    return storage._bounds.contains(local) ? self : nil
  }
}
