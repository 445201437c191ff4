import HeadlessCoreGraphics
import Measure
import Runtime

/// What a layer tree weighs at one moment, as a real renderer would pay for it: how many layers
/// it composites, which have a backing store and how many bytes those take, the offscreen
/// passes its effects need, and how many layers change in the current frame.
///
/// A model, counted from the model layers (Docs/Semantics/CoreAnimation.md §l): a layer's
/// backing store is `ceil(width × scale) × ceil(height × scale) × 4` bytes (4 bytes per pixel,
/// the seed's figure) for a layer that drew content or has `contents`, plus
/// ``layerOverheadBytes`` for every layer; more than ``layerGuidance`` layers is the seed's
/// limit for a steady 60 FPS. Hidden layers and their sublayers are not composited and are
/// not counted.
public struct LayerTreeWeight: Hashable, Sendable {
  /// The seed's per-layer overhead: about 100 bytes.
  public static let layerOverheadBytes = 100
  /// The seed's guidance: no more than about 1000 layers on screen for a steady 60 FPS.
  public static let layerGuidance = 1000

  /// The layers composited (not hidden), masks included.
  public var layers = 0
  /// The layers with a backing store, and its bytes.
  public var backedLayers = 0
  public var backingBytes = 0
  /// Offscreen passes a real renderer would need, by cause: masks (a `mask` layer, or
  /// `masksToBounds` with a corner radius over sublayers), shadows without a `shadowPath`,
  /// group opacity (`allowsGroupOpacity`, opacity below 1, sublayers), `shouldRasterize`.
  public var masks = 0
  public var shadows = 0
  public var groupOpacities = 0
  public var rasterized = 0
  /// Layers changed in the current frame: written in this turn's commit or carrying a running
  /// animation.
  public var changedLayers = 0

  /// No layers.
  public init() {}

  /// The weight of the trees under `roots` now; `scale` overrides each layer's
  /// `contentsScale` (nil: the layer's own).
  public init(roots: [CALayer], scale: CGFloat? = nil) {
    for root in roots { add(root, scale: scale) }
  }

  /// The weight of the tree under `root` now.
  public init(root: CALayer, scale: CGFloat? = nil) {
    self.init(roots: [root], scale: scale)
  }

  /// The per-layer overhead of every layer.
  public var overheadBytes: Int { layers * Self.layerOverheadBytes }
  /// Backing stores plus overhead.
  public var bytes: Int { backingBytes + overheadBytes }
  /// Every offscreen pass.
  public var offscreenPasses: Int { masks + shadows + groupOpacities + rasterized }
  /// Whether the tree is above the seed's 1000-layer guidance.
  public var exceedsLayerGuidance: Bool { layers > Self.layerGuidance }

  /// The warning for a tree above the guidance, nil otherwise, in `language`:
  /// `uyari: ekranda 1201 katman, kararli 60 FPS icin onerilen 1000 sinirinin ustunde`
  /// (`warning: 1201 layers on screen, above the guidance of 1000 for a steady 60 FPS`).
  public func warning(_ language: Language = .en) -> String? {
    guard exceedsLayerGuidance else { return nil }
    return language == .tr
      ? "uyari: ekranda \(layers) katman, kararli 60 FPS icin onerilen "
        + "\(Self.layerGuidance) sinirinin ustunde"
      : "warning: \(layers) layers on screen, above the guidance of \(Self.layerGuidance) for "
        + "a steady 60 FPS"
  }

  /// The numbers by name, in a fixed order (for JSON and reports).
  public var fields: [(name: String, value: Int)] {
    [
      ("layers", layers), ("backedLayers", backedLayers), ("backingBytes", backingBytes),
      ("overheadBytes", overheadBytes), ("bytes", bytes), ("offscreenPasses", offscreenPasses),
      ("masks", masks), ("shadows", shadows), ("groupOpacities", groupOpacities),
      ("rasterized", rasterized), ("changedLayers", changedLayers),
    ]
  }

  /// One line: `layers=3 backed=1 (25600 B) bytes=25900 offscreen=0 changed=1`.
  public var summary: String {
    var text =
      "layers=\(layers) backed=\(backedLayers) (\(backingBytes) B) bytes=\(bytes) "
      + "offscreen=\(offscreenPasses)"
    let causes = offscreenCauses
    if !causes.isEmpty { text += " (\(causes.joined(separator: ", ")))" }
    return text + " changed=\(changedLayers)"
  }

  /// What asks for the offscreen passes, by cause, `mask 1, shadow 2` (empty when nothing
  /// does).
  package var offscreenCauses: [String] {
    nonZeroCounts([
      ("mask", masks), ("shadow", shadows), ("group opacity", groupOpacities),
      ("rasterize", rasterized),
    ])
  }

  /// The backing store of a `width` × `height` point layer at `scale`: whole pixels, 4 bytes each.
  public static func backingBytes(width: CGFloat, height: CGFloat, scale: CGFloat) -> Int {
    guard width > 0, height > 0, scale > 0 else { return 0 }
    return Int((width * scale).rounded(.up)) * Int((height * scale).rounded(.up)) * 4
  }

  private mutating func add(_ root: CALayer, scale: CGFloat?) {
    var pending: [CALayer] = [root]
    while let layer = pending.popLast() {
      guard !layer.isHidden else { continue }
      layers += 1
      let sublayers = layer.sublayers ?? []
      let bounds = layer.bounds
      // A transform layer renders only its sublayers (CoreAnimation.md §r).
      let flat = !(layer is CATransformLayer)
      if flat, layer.storage.hasDrawnContent || layer.contents != nil {
        let bytes = Self.backingBytes(
          width: bounds.width, height: bounds.height, scale: scale ?? layer.contentsScale)
        if bytes > 0 {
          backedLayers += 1
          backingBytes += bytes
        }
      }
      if flat,
        layer.mask != nil
          || (layer.masksToBounds && layer.cornerRadius > 0
            && (!sublayers.isEmpty || layer.contents != nil))
      {
        masks += 1
      }
      if flat, layer.shadowOpacity > 0, layer.shadowColor != nil, layer.shadowPath == nil {
        shadows += 1
      }
      if flat, layer.allowsGroupOpacity, layer.opacity < 1, layer.opacity > 0, !sublayers.isEmpty {
        groupOpacities += 1
      }
      if flat, layer.shouldRasterize { rasterized += 1 }
      let engine = layer.storage.engine
      let running = layer.storage.attached.contains { !$0.attachment.didStop }
      // Snapshotted by the last commit, made in this turn.
      let committed =
        engine.storage.lastCommitTurn == layer.storage.runtime.turnCount
        && layer.storage.lastCommit == engine.storage.commits
      if running || committed { changedLayers += 1 }
      if flat, let mask = layer.mask { pending.append(mask) }
      pending += sublayers.reversed()
    }
  }
}

extension CALayer {
  /// Marks the layer as holding drawn content (a backing store in ``LayerTreeWeight``): its
  /// view's display pass drew it.
  package func noteDrawnContent() { storage.hasDrawnContent = true }

  /// What the tree under this layer weighs now (``LayerTreeWeight``).
  public func treeWeight(scale: CGFloat? = nil) -> LayerTreeWeight {
    LayerTreeWeight(root: self, scale: scale)
  }
}
