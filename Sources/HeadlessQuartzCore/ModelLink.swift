/// A presentation copy's way back to its model layer, cleared when the model goes away.
///
/// Not a `weak` reference: the first weak reference to an object gives it a side table, and
/// every later retain and release of that object (every model layer with a presentation, in
/// every loop over layers) takes the slow path through it.
final class ModelLink {
  /// The model layer; set to nil by its `deinit`, so it never dangles.
  @exclusivity(unchecked) unowned(unsafe) var layer: CALayer?

  init(_ layer: CALayer) { self.layer = layer }
}

extension CALayer {
  /// The link this model layer's presentation copies hold, made on first use.
  var ownModelLink: ModelLink {
    if let link = modelLink { return link }
    let link = ModelLink(self)
    modelLink = link
    return link
  }
}
