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
  ///
  /// A plain animation's value is one vector (a number as `(n, 0)`), in the order of the
  /// render store's slim entries the frame evaluated (`frameEntries`, which name its layer and
  /// key): 16 bytes an animation, not 32 with the layer and key beside each value. An entry
  /// that did not apply has a zero vector and its index in `skipped`.
  private var fastValues = ContiguousArray<SIMD2<Double>>()
  /// The render store's slim entries of the last frame (shared with the engine's store until
  /// it is rebuilt).
  private var frameEntries = ContiguousArray<FastRenderEntry>()
  /// The indices of `frameEntries` whose animation did not apply in the last frame, in order.
  private var skipped = ContiguousArray<Int>()
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
    var skips = skipped
    skipped = []
    skips.removeAll(keepingCapacity: true)
    let table = engine.storage.curves
    let curves = table.curves
    // The frame's loop over borrowed buffers stays here, not behind a helper of the storage
    // file: measured, a closure-taking helper left the loop body out of line and cost about
    // 12% more instructions per frame (Docs/Architecture.md, "Unchecked storage").
    table.memo.withSlots { memo in
      table.coefficients.withUnsafeBufferPointer { coefficients in
        table.parameters.withUnsafeBufferPointer { parameters in
          store.fast.withUnsafeBufferPointer { entries in
            for index in entries.indices {
              let entry = entries[index]
              let time = entry.identityTime ? now : entry.layer.localTime(forMediaTime: now)
              guard let p = entry.timing.progress(at: time) else {
                out.append(SIMD2())
                skips.append(index)
                continue
              }
              let y =
                entry.curve >= 0
                ? CurveTable.value(
                  p, curve: Int(entry.curve), coefficients: coefficients, parameters: parameters,
                  curves: curves, memo: memo) : p
              let v = PlainTiming.interpolate(entry.from, entry.to, progress: p, curved: y)
              out.append(v)
            }
          }
        }
      }
    }
    fastValues = out
    skipped = skips
    frameEntries = store.fast
    for entry in store.general {
      let time = entry.identityTime ? now : entry.layer.localTime(forMediaTime: now)
      guard let committed = entry.layer.committed else { continue }
      scratch.reset(model: committed)
      entry.compiled.apply(at: time, to: scratch)
      for written in scratch.storage.overlay.entries {
        values.append(RenderedValue(layer: entry.layer, key: written.key, value: written.value))
      }
    }
    return fastValues.count - skipped.count + values.count
  }

  /// Calls `body` with each plain animation's value of the last frame that applied, with its
  /// render store entry, in order.
  @inline(__always)
  private func forEachFastValue(_ body: (FastRenderEntry, SIMD2<Double>) -> Void) {
    var nextSkip = 0
    for index in fastValues.indices {
      if nextSkip < skipped.count, skipped[nextSkip] == index {
        nextSkip += 1
        continue
      }
      body(frameEntries[index], fastValues[index])
    }
  }

  /// Calls `body` with every value of the last frame: the layer, the base key path
  /// (`"opacity"`, `"position"`) and the value as `value(forKeyPath:)` returns it.
  public func forEachValue(_ body: (CALayer, String, Any?) -> Void) {
    forEachFastValue { entry, value in
      let boxed: Any = entry.isPoint ? CGPoint(x: value.x, y: value.y) : CGFloat(value.x)
      body(entry.layer, entry.key.name, boxed)
    }
    for value in values { body(value.layer, value.key.name, value.value.anyValue) }
  }

  /// Calls `body` with the numeric values of the last frame: a number as `(n, 0)`, a point as
  /// `(x, y)`; other kinds are skipped. No boxing: the fast way to consume a frame.
  public func forEachNumericValue(_ body: (ObjectIdentifier, String, SIMD2<Double>) -> Void) {
    forEachFastValue { entry, value in
      body(ObjectIdentifier(entry.layer), entry.key.name, entry.isPoint ? value : SIMD2(value.x, 0))
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

/// One property value of a rendered frame.
struct RenderedValue {
  /// Not retained: the render store's layers are the engine's animated ones.
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

/// A plain animation reduced to what a frame needs: 64 bytes, contiguous.
///
/// The end is not kept: a plain animation's end is `begin + duration` (its compile,
/// ``CompiledAnimation``, computes it so), computed again from the same two values, the same
/// bits; the flags and the curve's index fit in the first 16 bytes with the layer (with the
/// timing's three values and its flags after them, the vectors' 16-byte alignment made the
/// entry 80 bytes).
struct FastRenderEntry {
  /// Not retained: the store is rebuilt whenever a layer stops animating.
  private let layerRef: UnownedRef<CALayer>
  let key: LayerKey
  let isPoint: Bool
  let identityTime: Bool
  private let fillsBackwards: Bool
  private let fillsForwards: Bool
  /// Index into the store's curves, or −1 for linear.
  let curve: Int16
  private let begin: Double
  private let duration: Double
  let from: SIMD2<Double>
  let to: SIMD2<Double>

  var layer: CALayer { @inline(__always) get { layerRef.object } }

  /// The plain animation's timing, its end made again (`begin + duration`).
  var timing: PlainTiming {
    @inline(__always) get {
      PlainTiming(
        begin: begin, duration: duration, end: begin + duration, fillsBackwards: fillsBackwards,
        fillsForwards: fillsForwards)
    }
  }

  init(_ plain: PlainAnimation, of layer: CALayer, identityTime: Bool) {
    assert(plain.timing.end == plain.timing.begin + plain.timing.duration)
    layerRef = UnownedRef(layer)
    key = plain.key
    isPoint = plain.isPoint
    self.identityTime = identityTime
    fillsBackwards = plain.timing.fillsBackwards
    fillsForwards = plain.timing.fillsForwards
    curve = plain.curve
    begin = plain.timing.begin
    duration = plain.timing.duration
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
