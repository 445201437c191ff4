/// How a presentation copy reaches its model layer (`LayerStorage.modelLink`).
///
/// The copy a model caches and refreshes (`PresentationCache.copy`, the usual case) points at
/// the model without an object in between: the model holds that copy, so while the model
/// lives the pointer is good, and the model's `deinit` clears it. A copy the cache lets go
/// while someone else still holds it, and a copy the cache never kept (a subclass ScreenLab
/// does not know), go through the model's ``ModelLink`` instead, which the model's `deinit`
/// also clears. A model layer keeps its link here too (nil until one is made).
enum ModelReference {
  /// The copy the model caches: not retained (an ``UnownedRef``, this module's unchecked
  /// storage); cleared by the model's `deinit`, and replaced by `.linked` when the cache lets
  /// the copy go while it is held elsewhere, so it never dangles.
  case cached(UnownedRef<CALayer>)
  /// The model's link, shared by the copies it no longer tracks.
  case linked(ModelLink)

  /// The model layer; nil once it has gone away.
  var layer: CALayer? {
    @inline(__always) get {
      switch self {
      case .cached(let model): model.object
      case .linked(let link): link.layer
      }
    }
  }
}

/// A presentation copy's way back to its model layer, cleared when the model goes away: for
/// the copies the model does not hold (``ModelReference``).
///
/// Not a `weak` reference: the first weak reference to an object gives it a side table, and
/// every later retain and release of that object (every model layer with a presentation, in
/// every loop over layers) takes the slow path through it.
final class ModelLink {
  /// The model layer, not retained (an ``UnownedRef``, this module's unchecked storage); set
  /// to nil by the model's `deinit`, so it never dangles.
  @exclusivity(unchecked) var storage: UnownedRef<CALayer>?

  init(_ layer: CALayer) { storage = UnownedRef(layer) }

  /// The model layer; nil once it has gone away.
  var layer: CALayer? {
    @inline(__always) get { storage?.object }
    set { storage = newValue.map(UnownedRef.init) }
  }
}

extension CALayer {
  /// The link this model layer's untracked presentation copies hold, made on first use.
  var ownModelLink: ModelLink {
    if case .linked(let link) = storage.modelLink { return link }
    let link = ModelLink(self)
    storage.modelLink = .linked(link)
    return link
  }

  /// Called by a model layer's `deinit`: its presentation copies that outlive it become their
  /// own model (``model()``), as a copy whose model went away does.
  func forgetPresentationCopies() {
    if case .linked(let link) = storage.modelLink { link.layer = nil }
    // The cached copy points at this layer directly; someone else may still hold it.
    if let copy = storage.presentationCache.copy { copy.storage.modelLink = nil }
  }

  /// Before the cache lets its copy go: a copy someone else still holds (`isUnique` false)
  /// reaches this model through the link from now on.
  func releaseCachedCopy(isUnique: Bool) {
    guard !isUnique, let copy = storage.presentationCache.copy else { return }
    copy.storage.modelLink = .linked(ownModelLink)
  }
}
