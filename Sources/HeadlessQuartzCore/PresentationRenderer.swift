/// Evaluates every running animation of a runtime for the current frame, the way a render
/// server does: from one contiguous list, without building layer copies.
///
/// The list is rebuilt only when animations are committed, removed or finish, or when layer
/// timing changes; a frame then costs one pass over the running animations. Values match
/// `presentation()` exactly (the same timing and interpolation code), which the tests check.
///
/// ```swift
/// let renderer = PresentationRenderer(runtime: runtime)
/// runtime.advance(frames: 1)
/// renderer.renderFrame()
/// renderer.forEachValue { layer, keyPath, value in ... }
/// ```
public final class PresentationRenderer {
  public let runtime: Runtime
  private let engine: LayerEngine
  private let scratch = PresentationTarget(model: nil)
  /// The values of the last frame, in render order.
  private(set) var values = ContiguousArray<RenderedValue>()

  /// A renderer of `runtime`'s layers (the current runtime by default).
  public init(runtime: Runtime = .current) {
    self.runtime = runtime
    engine = LayerEngine.of(runtime)
  }

  /// Evaluates every committed running animation at the current time.
  ///
  /// - Returns: how many property values were computed.
  /// - Complexity: O(running animations); O(animated layers) more after a change.
  @discardableResult
  public func renderFrame() -> Int {
    let store = engine.renderStore()
    let now = runtime.now
    values.removeAll(keepingCapacity: true)
    values.reserveCapacity(store.count)
    store.withUnsafeBufferPointer { entries in
      for entry in entries {
        let time = entry.identityTime ? now : entry.layer.localTime(forMediaTime: now)
        switch entry.compiled.kind {
        case .scalar, .point:
          if let value = entry.compiled.fastValue(at: time) {
            values.append(RenderedValue(layer: entry.layer, key: entry.key, value: value))
          }
        case .general:
          guard let committed = entry.layer.committedState else { continue }
          scratch.reset(model: committed)
          entry.compiled.apply(at: time, to: scratch)
          for written in scratch.overlay.entries {
            values.append(RenderedValue(layer: entry.layer, key: written.key, value: written.value))
          }
        }
      }
    }
    return values.count
  }

  /// Calls `body` with every value of the last frame: the layer, the base key path
  /// (`"opacity"`, `"position"`) and the value as `value(forKeyPath:)` returns it.
  public func forEachValue(_ body: (CALayer, String, Any?) -> Void) {
    for value in values { body(value.layer, value.key.name, value.value.anyValue) }
  }

  /// Calls `body` with the numeric values of the last frame: a number as `(n, 0)`, a point as
  /// `(x, y)`; other kinds are skipped. No boxing: the fast way to consume a frame.
  public func forEachNumericValue(_ body: (ObjectIdentifier, String, SIMD2<Double>) -> Void) {
    for value in values {
      switch value.value {
      case .number(let n): body(ObjectIdentifier(value.layer), value.key.name, SIMD2(n, 0))
      case .point(let p):
        body(ObjectIdentifier(value.layer), value.key.name, SIMD2(Double(p.x), Double(p.y)))
      default: continue
      }
    }
  }
}

/// One property value of a rendered frame.
struct RenderedValue {
  unowned(unsafe) let layer: CALayer
  let key: LayerKey
  let value: LayerValue
}

/// One entry of the render store: a fast animation, or a layer whose animations need the
/// general path.
struct RenderEntry {
  /// Not retained: the store is rebuilt whenever a layer stops animating.
  unowned(unsafe) let layer: CALayer
  let key: LayerKey
  let compiled: CompiledAnimation
  /// The layer's local time is the media time (no timing changes on it or above it).
  let identityTime: Bool
}
