/// A layer that shows its sublayers `instanceCount` times, each copy moved by one more
/// `instanceTransform`, its animations delayed by one more `instanceDelay` (Core Animation's
/// `CAReplicatorLayer`).
///
/// **Recorded**: the copies are drawn by Core Animation's render server, not made as layers,
/// and ScreenLab has no render server; its properties are kept and copied into presentation
/// copies, the sublayers are laid out and animated once, as the first instance
/// (Docs/RealCode.md, "Layer subclasses").
open class CAReplicatorLayer: CALayer {
  /// How many copies are shown, the original included (1 by default).
  open var instanceCount: Int = 1 {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// Whether the copies keep depth (recorded).
  open var preservesDepth = false {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The delay added to each copy's animations, in seconds.
  open var instanceDelay: CFTimeInterval = 0 {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The transform from one copy to the next.
  open var instanceTransform: CATransform3D = CATransform3DIdentity {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The colour the first copy is multiplied by (white by default).
  open var instanceColor: CGColor? = nil {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The red component added per copy.
  open var instanceRedOffset: Float = 0 {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The green component added per copy.
  open var instanceGreenOffset: Float = 0 {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The blue component added per copy.
  open var instanceBlueOffset: Float = 0 {
    didSet { storage.writtenSinceRefresh = true }
  }
  /// The alpha added per copy.
  open var instanceAlphaOffset: Float = 0 {
    didSet { storage.writtenSinceRefresh = true }
  }

  override func copyLayerState(from other: CALayer) {
    super.copyLayerState(from: other)
    guard let other = other as? CAReplicatorLayer else { return }
    instanceCount = other.instanceCount
    preservesDepth = other.preservesDepth
    instanceDelay = other.instanceDelay
    instanceTransform = other.instanceTransform
    instanceColor = other.instanceColor
    instanceRedOffset = other.instanceRedOffset
    instanceGreenOffset = other.instanceGreenOffset
    instanceBlueOffset = other.instanceBlueOffset
    instanceAlphaOffset = other.instanceAlphaOffset
  }

  /// The transform of copy `index` (0: the original), the instance transform applied `index`
  /// times: where the render server would draw it.
  public func transform(ofInstance index: Int) -> CATransform3D {
    var result = CATransform3DIdentity
    for _ in 0..<max(0, index) { result = CATransform3DConcat(result, instanceTransform) }
    return result
  }
}
