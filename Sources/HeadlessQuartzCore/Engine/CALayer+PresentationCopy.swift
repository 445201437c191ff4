// The common case of `presentation()` in one pass: a layer whose every animation is plain and
// whose cached presentation copy may be refreshed in place.

extension CALayer {
  /// The cached presentation copy refreshed in one pass over the plain animations: each is
  /// evaluated (unless the values are current) and written into the copy in the same loop,
  /// with the arithmetic and the results of ``updatePresentationValues()`` followed by
  /// `cachedPresentationCopy()`.
  ///
  /// Nil, with nothing changed, unless every condition of that case holds: the render list is
  /// current and empty (every committed animation is plain), no general-path values are kept,
  /// and either the copy was made from the current commit, nobody else holds it and nobody
  /// wrote to it, or the layer has no copy and borrows one (`borrowPresentationCopy()`). The
  /// caller then takes the general path.
  @inline(__always)
  func refreshedPlainPresentationCopy() -> CALayer? {
    guard storage.isRenderListValid, storage.renderList.isEmpty,
      storage.presentationCache.values.isEmpty
    else { return nil }
    let copy: CALayer
    if storage.presentationCache.copy == nil {
      // The copy another layer lends, filled with this layer's committed state.
      guard let borrowed = borrowPresentationCopy() else { return nil }
      copy = borrowed
    } else if storage.presentationCache.copyCommit == storage.lastCommit,
      isKnownUniquelyReferenced(&storage.presentationCache.copy),
      let cached = storage.presentationCache.copy, !cached.storage.writtenSinceRefresh
    {
      copy = cached
    } else {
      return nil
    }
    let now = runtime.now
    let generation = engine.storage.presentationGeneration
    let isCurrent =
      storage.presentationCache.generation == generation && storage.presentationCache.time == now
    if isCurrent, storage.presentationCache.copyIsCurrent { return copy }
    return refreshPlainCopy(copy, now: now, generation: generation, evaluates: !isCurrent)
  }

  /// The pass of ``refreshedPlainPresentationCopy()`` once its conditions hold: evaluates the
  /// plain animations at `now` when `evaluates` (stamping the cache with `generation` and
  /// `now`), writes their values into `copy`, and gives the keys no animation writes any more
  /// their committed value back.
  @inline(__always)
  private func refreshPlainCopy(
    _ copy: CALayer, now: Double, generation: UInt64, evaluates: Bool
  ) -> CALayer {
    var written: UInt64 = 0
    if evaluates {
      storage.presentationCache.generation = generation
      storage.presentationCache.time = now
      if !storage.plainAnimations.isEmpty {
        let time = localTime(forMediaTime: now)
        storage.evaluatePlainAnimations(at: time) { animation in
          guard animation.isApplied else { return }
          written |= copy.writePlainValue(animation)
        }
      }
    } else if !storage.plainAnimations.isEmpty {
      storage.plainAnimations.forEachInPlace { animation in
        guard animation.isApplied else { return }
        written |= copy.writePlainValue(animation)
      }
    }
    restoreCommittedValues(storage.presentationCache.copyKeys & ~written, in: copy)
    copy.storage.writtenSinceRefresh = false
    storage.presentationCache.copyIsCurrent = true
    storage.presentationCache.copyKeys = written
    return copy
  }

  /// The presentation copy of the layer that last made or borrowed one
  /// (``EngineStorage/copyLender``), moved into this layer's cache and filled with this
  /// layer's committed state, when this is a plain `CALayer` without a copy of its own, the
  /// lender is another layer, and nobody else holds that copy or wrote to it; nil otherwise,
  /// with nothing changed. The copy's animated values are not written yet (`copyKeys` is 0, and
  /// `copyIsCurrent` false).
  ///
  /// A loop that asks many layers for their presentation and drops each copy before the next
  /// call (`layer.presentation()?.opacity`) so keeps one copy, not one a layer: a copy nobody
  /// holds is a snapshot nobody can read. A copy kept only in a `weak` or `unowned` variable
  /// may become another layer's, as it may be refreshed (``PresentationCache``).
  @inline(__always)
  func borrowPresentationCopy() -> CALayer? {
    guard isCommitted, let lender = storage.engine.storage.copyLender, !lender.refers(to: self)
    else { return nil }
    // The lender is alive (its `deinit` clears the field): read in place, not retained; the
    // copy moves between the two caches by a swap, without reference counting. Only a plain
    // `CALayer` lends, so a layer of the same class is one too.
    let moved = lender.withObject { lender in
      guard ObjectIdentifier(type(of: lender)) == ObjectIdentifier(type(of: self)),
        isKnownUniquelyReferenced(&lender.storage.presentationCache.copy),
        lender.storage.presentationCache.copy?.storage.writtenSinceRefresh == false
      else { return false }
      swap(&storage.presentationCache.copy, &lender.storage.presentationCache.copy)
      lender.storage.presentationCache.copyIsCurrent = false
      return true
    }
    guard moved else { return nil }
    let copy = storage.presentationCache.copy.unsafelyUnwrapped
    // This layer holds the copy now, and clears the pointer when it goes (`ModelReference`).
    copy.storage.modelLink = .cached(UnownedRef(self))
    // A plain `CALayer`'s whole state (`copyLayerState(from:)`), from the committed model:
    // this layer itself while it is the committed state (the usual case; not retained).
    if storage.committedIsModel {
      copy.copyBaseLayerState(from: self)
    } else {
      copy.copyBaseLayerState(from: storage.committedState.unsafelyUnwrapped)
    }
    storage.presentationCache.copyIsCurrent = false
    storage.presentationCache.copyCommit = storage.lastCommit
    storage.presentationCache.copyKeys = 0
    storage.engine.storage.copyLender = UnownedRef(self)
    return copy
  }

  /// Gives the base keys in `stale` (``LayerKey/bit``s: keys an animation wrote into `copy`
  /// before, and none writes now) their committed value back in `copy`.
  @inline(__always)
  func restoreCommittedValues(_ stale: UInt64, in copy: CALayer) {
    var stale = stale
    while stale != 0 {
      let raw = UInt8(stale.trailingZeroBitCount)
      stale &= stale - 1
      if let key = LayerKey(rawValue: raw), let value = committed?.baseValue(for: key) {
        _ = copy.setBaseValue(value, for: key)
      }
    }
  }

  /// Writes a plain animation's value into this presentation copy: `opacity` and `position`
  /// in place, the other keys through ``setPlainValue(_:isPoint:for:)``.
  ///
  /// - Returns: the key's bit (``LayerKey/bit``), or 0 when the key is not this class's.
  @inline(__always)
  func writePlainValue(_ animation: PlainAnimation) -> UInt64 {
    switch (animation.key, animation.isPoint) {
    case (.opacity, false): storage._opacity = Float(animation.value.x)
    case (.position, true):
      storage._position = CGPoint(x: animation.value.x, y: animation.value.y)
    default:
      guard setPlainValue(animation.value, isPoint: animation.isPoint, for: animation.key) else {
        return 0
      }
    }
    return animation.key.bit
  }
}
