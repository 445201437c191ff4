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
  /// The values of the last frame: those of plain animations (plain data, no reference
  /// counting), then the others.
  private(set) var fastValues = ContiguousArray<FastRenderedValue>()
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
    // Filled as a local (no class-property access per value), then stored.
    var out = fastValues
    fastValues = []
    out.removeAll(keepingCapacity: true)
    out.reserveCapacity(store.fast.count)
    let table = engine.storage.curves
    let curves = table.curves
    // The frame's loop over borrowed buffers stays here, not behind a helper of the storage
    // file: measured, a closure-taking helper left the loop body out of line and cost about
    // 12% more instructions per frame (Docs/Architecture.md, "Unchecked storage").
    table.memo.withSlots { memo in
      table.coefficients.withUnsafeBufferPointer { coefficients in
        table.parameters.withUnsafeBufferPointer { parameters in
          store.fast.withUnsafeBufferPointer { entries in
            for entry in entries {
              let time = entry.identityTime ? now : entry.layer.localTime(forMediaTime: now)
              guard let p = entry.timing.progress(at: time) else { continue }
              let y =
                entry.curve >= 0
                ? CurveTable.value(
                  p, curve: Int(entry.curve), coefficients: coefficients, parameters: parameters,
                  curves: curves, memo: memo) : p
              let v = PlainTiming.interpolate(entry.from, entry.to, progress: p, curved: y)
              out.append(
                FastRenderedValue(
                  layer: entry.layer, key: entry.key, isPoint: entry.isPoint, value: v))
            }
          }
        }
      }
    }
    fastValues = out
    for entry in store.general {
      let time = entry.identityTime ? now : entry.layer.localTime(forMediaTime: now)
      guard let committed = entry.layer.committed else { continue }
      scratch.reset(model: committed)
      entry.compiled.apply(at: time, to: scratch)
      for written in scratch.storage.overlay.entries {
        values.append(RenderedValue(layer: entry.layer, key: written.key, value: written.value))
      }
    }
    return fastValues.count + values.count
  }

  /// Calls `body` with every value of the last frame: the layer, the base key path
  /// (`"opacity"`, `"position"`) and the value as `value(forKeyPath:)` returns it.
  public func forEachValue(_ body: (CALayer, String, Any?) -> Void) {
    for value in fastValues {
      let boxed: Any =
        value.isPoint ? CGPoint(x: value.value.x, y: value.value.y) : CGFloat(value.value.x)
      body(value.layer, value.key.name, boxed)
    }
    for value in values { body(value.layer, value.key.name, value.value.anyValue) }
  }

  /// Calls `body` with the numeric values of the last frame: a number as `(n, 0)`, a point as
  /// `(x, y)`; other kinds are skipped. No boxing: the fast way to consume a frame.
  public func forEachNumericValue(_ body: (ObjectIdentifier, String, SIMD2<Double>) -> Void) {
    for value in fastValues {
      body(
        ObjectIdentifier(value.layer), value.key.name,
        value.isPoint ? value.value : SIMD2(value.value.x, 0))
    }
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

/// One property value of a plain animation in a rendered frame (a number as `(n, 0)`).
struct FastRenderedValue {
  /// Not retained: the render store's layers are the engine's animated ones.
  private let layerRef: UnownedRef<CALayer>
  let key: LayerKey
  let isPoint: Bool
  let value: SIMD2<Double>

  @inline(__always)
  init(layer: CALayer, key: LayerKey, isPoint: Bool, value: SIMD2<Double>) {
    layerRef = UnownedRef(layer)
    self.key = key
    self.isPoint = isPoint
    self.value = value
  }

  var layer: CALayer { @inline(__always) get { layerRef.object } }
}

/// One property value of a rendered frame.
struct RenderedValue {
  /// Not retained, as in ``FastRenderedValue``.
  private let layerRef: UnownedRef<CALayer>
  let key: LayerKey
  let value: LayerValue

  init(layer: CALayer, key: LayerKey, value: LayerValue) {
    layerRef = UnownedRef(layer)
    self.key = key
    self.value = value
  }

  var layer: CALayer { @inline(__always) get { layerRef.object } }
}

/// The render store: slim entries for plain basic animations of numbers and points played
/// once (the common case), compiled entries for everything else. The curves they use are the
/// engine's (`LayerEngine.curves`).
struct RenderStore {
  var fast = ContiguousArray<FastRenderEntry>()
  var general = ContiguousArray<RenderEntry>()

  mutating func removeAll() {
    fast.removeAll(keepingCapacity: true)
    general.removeAll(keepingCapacity: true)
  }

  /// Appends one animation of a layer that also has animations that are not plain: a slim
  /// entry when this one is plain, a compiled one otherwise.
  mutating func append(_ compiled: CompiledAnimation, of layer: CALayer, identityTime: Bool) {
    if let plain = compiled.plain {
      fast.append(FastRenderEntry(plain, of: layer, identityTime: identityTime))
      return
    }
    general.append(
      RenderEntry(
        layer: layer, key: compiled.base ?? .opacity, compiled: compiled,
        identityTime: identityTime))
  }
}

/// A plain animation reduced to what a frame needs (about 80 bytes, contiguous).
struct FastRenderEntry {
  /// Not retained: the store is rebuilt whenever a layer stops animating.
  private let layerRef: UnownedRef<CALayer>
  let key: LayerKey
  let isPoint: Bool
  let identityTime: Bool
  /// Index into the store's curves, or −1 for linear.
  let curve: Int32
  let timing: PlainTiming
  let from: SIMD2<Double>
  let to: SIMD2<Double>

  var layer: CALayer { @inline(__always) get { layerRef.object } }

  init(_ plain: PlainAnimation, of layer: CALayer, identityTime: Bool) {
    layerRef = UnownedRef(layer)
    key = plain.key
    isPoint = plain.isPoint
    self.identityTime = identityTime
    curve = Int32(plain.curve)
    timing = plain.timing
    from = plain.from
    to = plain.to
  }
}

/// One entry of the render store that needs the general path.
struct RenderEntry {
  /// Not retained: the store is rebuilt whenever a layer stops animating.
  private let layerRef: UnownedRef<CALayer>
  let key: LayerKey
  let compiled: CompiledAnimation
  /// The layer's local time is the media time (no timing changes on it or above it).
  let identityTime: Bool

  init(layer: CALayer, key: LayerKey, compiled: CompiledAnimation, identityTime: Bool) {
    layerRef = UnownedRef(layer)
    self.key = key
    self.compiled = compiled
    self.identityTime = identityTime
  }

  var layer: CALayer { @inline(__always) get { layerRef.object } }
}
