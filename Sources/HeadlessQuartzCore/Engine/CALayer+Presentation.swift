// The presentation (Docs/Semantics/CoreAnimation.md §g): the committed model with every running
// animation applied at the current virtual time, evaluated at most once per layer per frame and
// shared by `presentation()`, `presentationValue(forKeyPath:)` and `PresentationEvaluator`.

import Measure

extension CALayer {
  /// The layer as it is on screen now: a copy of the committed model with every running
  /// animation applied at the current virtual time (Docs/Semantics/CoreAnimation.md §g).
  ///
  /// Nil before the layer's first commit. Writing to the copy changes nothing on screen;
  /// ScreenLab records a diagnostic in the runtime's trace when it happens. The copy is a
  /// snapshot: later model changes, commits and frames never change it. Calls at the same
  /// time with nothing committed in between may return the same copy.
  ///
  /// - Complexity: O(1) when called again at the same time with nothing committed in
  ///   between; otherwise O(animations attached to the layer).
  public func presentation() -> Self? {
    if storage.isPresentationCopy { return self }
    if let copy = refreshedPlainPresentationCopy() { return unsafeDowncast(copy, to: Self.self) }
    guard updatePresentationValues() else { return nil }
    guard reusesPresentationCopies else { return freshPresentationCopy() }
    return unsafeDowncast(cachedPresentationCopy(), to: Self.self)
  }

  /// Whether the layer has a presentation (it was committed at least once): whether
  /// ``presentation()`` would return a copy, without making one.
  package var hasPresentation: Bool { storage.isPresentationCopy || isCommitted }

  /// The model layer of a presentation copy, or the layer itself.
  public func model() -> Self {
    guard storage.isPresentationCopy, let model = storage.modelLink?.layer as? Self else {
      return self
    }
    return model
  }

  /// The presentation value at `keyPath` now, boxed as `value(forKeyPath:)` returns it;
  /// the model value when the layer was never committed.
  ///
  /// Makes no layer copy: reads the values `presentation()` would show (numbers unrounded,
  /// before they are stored in a property of type `Float`).
  public func presentationValue(forKeyPath keyPath: String) -> Any? {
    guard updatePresentationValues() else { return value(forKeyPath: keyPath) }
    guard let found = engine.storage.keyPaths.find(keyPath) else {
      return committed?.value(forKeyPath: keyPath)
    }
    // A plain animation's value, boxed as the general path below boxes it, without a
    // `LayerValue` in between: the common case of tools that sample many layers.
    if found.part != .other, !storage.plainAnimations.isEmpty {
      if let plain = lastAppliedPlainAnimation(found.base) {
        switch (found.part, plain.isPoint) {
        case (.whole, false): return CGFloat(plain.value.x)
        case (.whole, true): return CGPoint(x: plain.value.x, y: plain.value.y)
        case (.x, true): return CGFloat(plain.value.x)
        case (.y, true): return CGFloat(plain.value.y)
        default: break
        }
      }
    }
    // The body of `presentedValue(_:)`, written out: this is the per-frame path of tools
    // that sample many layers.
    let ref = engine.storage.keyPaths.entry(at: found.index).ref
    let whole = animatedValue(ref.base) ?? committed?.baseValue(for: ref.base)
    return CALayer.value(ref, in: whole)?.anyValue
  }

  /// The presentation value at `ref`, typed: what ``presentationValue(forKeyPath:)`` boxes.
  /// Call after ``updatePresentationValues()`` returned true.
  @inline(__always)
  func presentedValue(_ ref: KeyPathRef) -> LayerValue? {
    callPathHop("CALayer.presentedValue(_:)")
    // The committed model is only read for keys no animation writes.
    let whole = animatedValue(ref.base) ?? committed?.baseValue(for: ref.base)
    // A whole key's value is the answer as it is; only a component is looked up in it.
    guard let path = ref.component, let whole else { return whole }
    return CALayer.component(path, of: whole)
  }

  /// The value of an animation at base key `key` from the last evaluation (the last one
  /// added wins); nil when no animation of the key applies.
  func animatedValue(_ key: LayerKey) -> LayerValue? {
    Self.animatedValue(
      key, plain: storage.plainAnimations, values: storage.presentationCache.values)
  }

  /// The value at `key` in the results of an evaluation: the plain animations' values, or the
  /// overlay of the general path (one of the two is empty).
  @inline(__always)
  static func animatedValue(
    _ key: LayerKey, plain: ContiguousArray<PlainAnimation>, values: PresentationOverlay
  ) -> LayerValue? {
    if plain.isEmpty { return values.value(key) }
    for animation in plain.reversed() where animation.key == key && animation.isApplied {
      return animation.layerValue
    }
    return nil
  }

  /// `whole`'s component at `ref` (the whole value when `ref` names none).
  @inline(__always)
  static func value(_ ref: KeyPathRef, in whole: LayerValue?) -> LayerValue? {
    guard let whole, let path = ref.component else { return whole }
    return component(path, of: whole)
  }

  // MARK: - Values

  /// Evaluates the committed animations at the current time, unless they were already
  /// evaluated at this time and engine generation (``PresentationCache``): into
  /// `plainAnimations` when every one is plain, into `presentationCache.values` otherwise.
  ///
  /// - Returns: false before the first commit (there is no presentation).
  /// - Complexity: O(1) when the cache is current; otherwise O(attached animations).
  @discardableResult
  @inline(__always)
  func updatePresentationValues() -> Bool {
    callPathHop("CALayer.updatePresentationValues()")
    guard isCommitted else { return false }
    let now = runtime.now
    let generation = engine.storage.presentationGeneration
    if storage.presentationCache.generation == generation, storage.presentationCache.time == now {
      return true
    }
    evaluatePresentation(now: now, generation: generation)
    return true
  }

  /// The evaluation of ``updatePresentationValues()`` when its values are not current: out of
  /// line, so that the check its callers inline stays short.
  @inline(never)
  private func evaluatePresentation(now: Double, generation: UInt64) {
    storage.presentationCache.generation = generation
    storage.presentationCache.time = now
    storage.presentationCache.copyIsCurrent = false
    if !storage.presentationCache.values.isEmpty { storage.presentationCache.values.removeAll() }
    if !storage.isRenderListValid, let committed {
      rebuildRenderList(model: committed)
    }
    if storage.plainAnimations.isEmpty, storage.renderList.isEmpty { return }
    let time = localTime(forMediaTime: now)
    if storage.renderList.isEmpty {
      storage.evaluatePlainAnimations(at: time) { _ in }
    } else if let committed {
      // Some animation needs the current and model values: the general path, in a scratch
      // target whose overlay then becomes this layer's.
      let target = engine.scratchTarget
      target.reset(model: committed)
      storage.renderList.forEachInPlace { $0.apply(at: time, to: target) }
      swap(&storage.presentationCache.values, &target.storage.overlay)
      target.finish()
    }
  }

  /// The last plain animation of `key` that applied at the last evaluation, read in place (no
  /// copy of the list, no retain).
  @inline(__always)
  func lastAppliedPlainAnimation(_ key: LayerKey) -> PlainAnimation? {
    var index = storage.plainAnimations.count
    while index > 0 {
      index -= 1
      if storage.plainAnimations[index].key == key, storage.plainAnimations[index].isApplied {
        return storage.plainAnimations[index]
      }
    }
    return nil
  }

  // MARK: - Copies

  /// Whether presentation copies of this layer may be cached and refreshed in place: only for
  /// the classes whose every stored property ScreenLab knows, and so can tell when a copy was
  /// written to. A subclass's own properties would keep what was written to a reused copy.
  private var reusesPresentationCopies: Bool {
    let kind = ObjectIdentifier(type(of: self))
    return kind == ObjectIdentifier(CALayer.self) || kind == ObjectIdentifier(CAShapeLayer.self)
      || kind == ObjectIdentifier(CAGradientLayer.self)
      || kind == ObjectIdentifier(CATextLayer.self)
  }

  /// A new presentation copy of `committed` with the evaluated values (the path of
  /// subclasses ScreenLab does not know).
  private func freshPresentationCopy() -> Self? {
    guard let copy = committed?.detachedCopy() as? Self else { return nil }
    copy.storage.isPresentationCopy = true
    copy.storage.modelLink = .linked(ownModelLink)
    _ = writeAnimatedValues(to: copy)
    return copy
  }

  /// Writes the evaluated values into `copy`.
  ///
  /// - Returns: the keys written (``LayerKey/bit``).
  private func writeAnimatedValues(to copy: CALayer) -> UInt64 {
    var written: UInt64 = 0
    if !storage.plainAnimations.isEmpty {
      storage.plainAnimations.forEachInPlace { animation in
        guard animation.isApplied else { return }
        written |= copy.writePlainValue(animation)
      }
    } else {
      for entry in storage.presentationCache.values.entries
      where copy.setBaseValue(entry.value, for: entry.key) {
        written |= entry.key.bit
      }
    }
    return written
  }

  /// The cached presentation copy, brought up to date with the evaluated values.
  ///
  /// A copy someone else still holds, or one that was written to, is never changed: a new
  /// one replaces it. Otherwise the copy is refreshed in place: the animated properties are
  /// rewritten, and those no animation writes any more get their committed value back; after
  /// a commit of this layer, every property is copied again first.
  private func cachedPresentationCopy() -> CALayer {
    if storage.presentationCache.copyIsCurrent, let copy = storage.presentationCache.copy,
      !copy.storage.writtenSinceRefresh
    {
      return copy
    }
    let isUnique = isKnownUniquelyReferenced(&storage.presentationCache.copy)
    let reusable =
      isUnique && storage.presentationCache.copy?.storage.writtenSinceRefresh == false
    let copy: CALayer
    var stale: UInt64 = 0
    if reusable, let cached = storage.presentationCache.copy {
      copy = cached
      if storage.presentationCache.copyCommit == storage.lastCommit {
        stale = storage.presentationCache.copyKeys
      } else {
        copy.copyLayerState(from: committed.unsafelyUnwrapped)
      }
    } else {
      releaseCachedCopy(isUnique: isUnique)
      copy = committed.unsafelyUnwrapped.detachedCopy()
      copy.storage.isPresentationCopy = true
      // This layer holds the copy and clears the pointer when it goes (`ModelReference`).
      copy.storage.modelLink = .cached(UnownedRef(self))
      storage.presentationCache.copy = copy
    }
    let written = writeAnimatedValues(to: copy)
    restoreCommittedValues(stale & ~written, in: copy)
    copy.storage.writtenSinceRefresh = false
    storage.presentationCache.copyIsCurrent = true
    storage.presentationCache.copyCommit = storage.lastCommit
    storage.presentationCache.copyKeys = written
    return copy
  }

  /// Sets a base key from a plain animation's value (a number as `(n, 0)`) without running
  /// actions; the common keys directly, the others through ``setBaseValue(_:for:)``. Out of
  /// line: the refresh of a presentation copy stores `opacity` and `position` itself, and
  /// this switch inlined there made its loop several times longer.
  ///
  /// - Returns: false when the key is not this class's or the value's kind does not fit.
  @inline(never)
  func setPlainValue(_ value: SIMD2<Double>, isPoint: Bool, for key: LayerKey) -> Bool {
    switch (key, isPoint) {
    case (.opacity, false): storage._opacity = Float(value.x)
    case (.position, true): storage._position = CGPoint(x: value.x, y: value.y)
    case (.anchorPoint, true): storage._anchorPoint = CGPoint(x: value.x, y: value.y)
    case (.zPosition, false): storage._zPosition = CGFloat(value.x)
    case (.cornerRadius, false): storage._cornerRadius = CGFloat(value.x)
    case (.borderWidth, false): storage._borderWidth = CGFloat(value.x)
    case (.shadowOpacity, false): storage._shadowOpacity = Float(value.x)
    case (.shadowRadius, false): storage._shadowRadius = CGFloat(value.x)
    default:
      let boxed: LayerValue =
        isPoint ? .point(CGPoint(x: value.x, y: value.y)) : .number(value.x)
      return setBaseValue(boxed, for: key)
    }
    return true
  }
}

/// What a model layer keeps of its presentation between calls.
///
/// Two levels. The animations' values (`values`, or the plain animations' own) are stamped
/// with the engine's presentation generation and the media time they were evaluated at: any
/// commit, animation attached or detached, or timing or tree change moves the generation
/// (``LayerEngine/presentationGeneration``), and the clock moves the time, so a stale value is
/// never read. `copy` is the presentation copy last handed out, filled from those values.
///
/// A returned copy must stay a snapshot. So the copy is only refreshed in place when nobody
/// else holds it (`isKnownUniquelyReferenced`) and nobody wrote to it since it was filled
/// (``CALayer/writtenSinceRefresh``); otherwise a new copy replaces it. The usual call,
/// `layer.presentation()?.opacity`, drops the copy at once, so a frame costs no allocation.
/// Only strong references count: code that keeps a copy in a `weak` or `unowned` variable
/// alone sees it refreshed.
struct PresentationCache {
  /// The engine generation `values` was evaluated in; 0 (never) at first.
  var generation: UInt64 = 0
  /// The media time `values` was evaluated at.
  var time = 0.0
  /// The animated values of the general path (empty when every animation is plain: their
  /// values are in `CALayer.plainAnimations`); the committed model has the rest.
  var values = PresentationOverlay()
  /// The presentation copy last handed out.
  var copy: CALayer?
  /// Whether `copy` shows `values`.
  var copyIsCurrent = false
  /// The commit (`LayerStorage.lastCommit`) the copy's other properties were copied from.
  var copyCommit: UInt32 = 0
  /// The base keys (``LayerKey/bit``) whose animated value the copy holds.
  var copyKeys: UInt64 = 0
}
