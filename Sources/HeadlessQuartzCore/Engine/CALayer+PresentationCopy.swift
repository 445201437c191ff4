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
  /// the copy was made from the current commit, nobody else holds it and nobody wrote to it.
  /// The caller then takes the general path.
  @inline(__always)
  func refreshedPlainPresentationCopy() -> CALayer? {
    guard storage.isRenderListValid, storage.renderList.isEmpty,
      storage.presentationCache.values.isEmpty,
      storage.presentationCache.copyCommit == storage.lastCommit,
      isKnownUniquelyReferenced(&storage.presentationCache.copy),
      let copy = storage.presentationCache.copy, !copy.storage.writtenSinceRefresh
    else { return nil }
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
