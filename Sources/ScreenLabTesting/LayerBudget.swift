// Layer and memory budgets: what a layer tree weighs, held to a budget (Docs/Testing.md §11;
// the cost model is Docs/Semantics/CoreAnimation.md §l).
import HeadlessQuartzCore
import HeadlessUIKit
import Measure

/// Checks that the layer tree under `layer` stays within a budget of layers and bytes
/// (`LayerTreeWeight`: backing stores at `ceil(w × scale) × ceil(h × scale) × 4` bytes plus
/// about 100 bytes per layer), and, when given, of offscreen passes. `scale` overrides the
/// layers' `contentsScale` (a device's 2 or 3; nil: the layers' own). The default layer budget
/// is the seed's guidance of 1000 layers for a steady 60 FPS; nil leaves a number unchecked.
///
///     expectLayerBudget: the layer tree of the layer of UIWindow is over budget
///       layers: 1204 > 1000 (budget)
///       bytes: 600400 > 500000 (budget): backing stores 480000 in 12 layers + 120400 overhead
///       offscreen passes: 3 (mask 1, shadow 2)
///       warning: 1204 layers on screen, above the guidance of 1000 for a steady 60 FPS
///
/// - Returns: the weight measured (also when the budget held).
@discardableResult
public func expectLayerBudget(
  _ layer: CALayer, maxLayers: Int? = LayerTreeWeight.layerGuidance, maxBytes: Int? = nil,
  maxOffscreenPasses: Int? = nil, scale: CGFloat? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> LayerTreeWeight {
  let weight = LayerTreeWeight(root: layer, scale: scale)
  var problems: [String] = []
  if let maxLayers, weight.layers > maxLayers {
    problems.append("layers: \(weight.layers) > \(maxLayers) (budget)")
  }
  if let maxBytes, weight.bytes > maxBytes {
    problems.append(
      "bytes: \(weight.bytes) > \(maxBytes) (budget): backing stores \(weight.backingBytes) in "
        + "\(weight.backedLayers) layer\(weight.backedLayers == 1 ? "" : "s") + "
        + "\(weight.overheadBytes) overhead")
  }
  if let maxOffscreenPasses, weight.offscreenPasses > maxOffscreenPasses {
    problems.append("offscreen passes: \(weight.offscreenPasses) > \(maxOffscreenPasses) (budget)")
  }
  guard !problems.isEmpty else { return weight }
  let causes = weight.offscreenCauses
  var lines = ["expectLayerBudget: the layer tree of \(layerName(layer)) is over budget"]
  lines += problems
  if maxOffscreenPasses == nil || weight.offscreenPasses <= (maxOffscreenPasses ?? 0) {
    lines.append(
      "offscreen passes: \(weight.offscreenPasses)"
        + (causes.isEmpty ? "" : " (\(causes.joined(separator: ", ")))"))
  }
  if let warning = weight.warning() { lines.append(warning) }
  recordFailure(
    "expectLayerBudget", lines.joined(separator: "\n  "),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return weight
}

/// Checks the layer tree of `view` (its layer and every sublayer) against a budget: see
/// ``expectLayerBudget(_:maxLayers:maxBytes:maxOffscreenPasses:scale:fileID:filePath:line:column:)``.
@MainActor @discardableResult
public func expectLayerBudget(
  _ view: UIView, maxLayers: Int? = LayerTreeWeight.layerGuidance, maxBytes: Int? = nil,
  maxOffscreenPasses: Int? = nil, scale: CGFloat? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> LayerTreeWeight {
  expectLayerBudget(
    view.layer, maxLayers: maxLayers, maxBytes: maxBytes, maxOffscreenPasses: maxOffscreenPasses,
    scale: scale, fileID: fileID, filePath: filePath, line: line, column: column)
}
