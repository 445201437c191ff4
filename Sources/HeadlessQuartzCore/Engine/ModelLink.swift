/// A presentation copy's way back to its model layer, cleared when the model goes away.
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
  /// The link this model layer's presentation copies hold, made on first use.
  var ownModelLink: ModelLink {
    if let link = storage.modelLink { return link }
    let link = ModelLink(self)
    storage.modelLink = link
    return link
  }
}
