/// An attached animation prepared for evaluation every frame, compiled once per render-list
/// rebuild: its resolved timing and curve inline, and for the common case — a basic animation
/// of a whole number or point property with both `fromValue` and `toValue`, neither additive
/// nor cumulative — its endpoints as plain numbers, so evaluating it touches no other object.
/// When its timing is also the plainest (``simple``) and its curve has a slot in the engine's
/// curve table, the compile also gives its ``plain`` form, which the layer's plain list and the
/// render store take as it is, without compiling it again.
struct CompiledAnimation {
  enum Kind {
    case scalar(from: Double, to: Double)
    case point(from: SIMD2<Double>, to: SIMD2<Double>)
    /// Anything else: the animation object's own `apply`.
    case general
  }

  /// The attached copy, the record of its attachment. Not retained: the layer's `attached`
  /// list keeps it alive, and any change to that list invalidates the render list before it
  /// is read again.
  private let recordRef: UnownedRef<CAAnimation>
  var record: CAAnimation { @inline(__always) get { recordRef.object } }
  let base: LayerKey?
  let kind: Kind
  let timing: MediaTiming
  let curve: UnitBezier?
  /// For the plainest timing — played once at speed 1 from its begin time, no offset, no
  /// repeat, no autoreverse — the timing that maps time to progress directly. The result is
  /// the same as `MediaTiming.localTime(at:)`'s (a.3–a.5 reduce to p = (t − begin) / d).
  let simple: PlainTiming?
  /// The plain form (``PlainAnimation``), made by this one compile; nil when the animation is
  /// not plain or its curve finds no slot in the engine's curve table.
  let plain: PlainAnimation?

  init(_ record: CAAnimation, model: CALayer, curves: inout CurveTable) {
    recordRef = UnownedRef(record)
    timing = record.attachedTiming
    if timing.speed == 1, timing.timeOffset == 0, timing.repeatCount == 0,
      timing.repeatDuration == 0, !timing.autoreverses, timing.duration > 0,
      timing.duration.isFinite, timing.beginTime.isFinite
    {
      simple = PlainTiming(
        begin: timing.beginTime, duration: timing.duration,
        end: timing.beginTime + timing.duration,
        fillsBackwards: timing.fillMode.fillsBackwards,
        fillsForwards: timing.fillMode.fillsForwards)
    } else {
      simple = nil
    }
    curve = record.timingCurve
    base = record.attachment.base
    kind = Self.kind(of: record, model: model)
    plain = Self.plainForm(kind, base: base, simple: simple, curve: curve, curves: &curves)
  }

  /// The plain form of a compiled scalar or point animation of one base key with the
  /// plainest timing, its curve given a slot in `curves` (−1 for linear).
  private static func plainForm(
    _ kind: Kind, base: LayerKey?, simple: PlainTiming?, curve: UnitBezier?,
    curves: inout CurveTable
  ) -> PlainAnimation? {
    guard let base, let simple else { return nil }
    let endpoints: (from: SIMD2<Double>, to: SIMD2<Double>, isPoint: Bool)
    switch kind {
    case .scalar(let from, let to): endpoints = (SIMD2(from, 0), SIMD2(to, 0), false)
    case .point(let from, let to): endpoints = (from, to, true)
    case .general: return nil
    }
    var slot: Int16 = -1
    if let curve {
      guard let index = curves.index(of: curve, limit: CurveTable.engineLimit) else { return nil }
      slot = Int16(index)
    }
    return PlainAnimation(
      timing: simple, key: base, isPoint: endpoints.isPoint, curve: slot, from: endpoints.from,
      to: endpoints.to)
  }

  private static func kind(of animation: CAAnimation, model: CALayer) -> Kind {
    guard type(of: animation) == CABasicAnimation.self,
      let basic = animation as? CABasicAnimation, !basic.isAdditive, !basic.isCumulative,
      let ref = basic.keyPathRef, ref.component == nil,
      let current = model.baseValue(for: ref.base)
    else { return .general }
    // Numbers and points are kept here; only the general path keeps the converted values
    // in the animation (``CABasicAnimation/keepConverted(from:to:like:)``).
    let from: LayerValue?
    let to: LayerValue?
    if let converted = basic.basicStorage.converted {
      (from, to) = (converted.values.from, converted.values.to)
    } else {
      from = basic.fromValue.flatMap { LayerValue($0, like: current) }
      to = basic.toValue.flatMap { LayerValue($0, like: current) }
    }
    switch (from, to) {
    case (.number(let from)?, .number(let to)?):
      return .scalar(from: from, to: to)
    case (.point(let from)?, .point(let to)?):
      return .point(
        from: SIMD2(Double(from.x), Double(from.y)), to: SIMD2(Double(to.x), Double(to.y)))
    default:
      basic.keepConverted(from: from, to: to, like: current)
      return .general
    }
  }

  /// Applies the animation at `time` (its layer's local time) to `target`.
  @inline(__always)
  func apply(at time: Double, to target: PresentationTarget) {
    switch kind {
    case .general:
      record.apply(at: time, timing: timing, to: target)
    case .scalar(let from, let to):
      guard let base, let (p, y) = progress(at: time) else { return }
      let value = PlainTiming.interpolate(SIMD2(from, 0), SIMD2(to, 0), progress: p, curved: y)
      target.storage.overlay.set(base, .number(value.x))
    case .point(let from, let to):
      guard let base, let (p, y) = progress(at: time) else { return }
      let value = PlainTiming.interpolate(from, to, progress: p, curved: y)
      target.storage.overlay.set(base, .point(CGPoint(x: value.x, y: value.y)))
    }
  }

  /// The progress at `time` before and after the curve (the curved one may leave [0, 1]).
  @inline(__always)
  private func progress(at time: Double) -> (Double, Double)? {
    let p: Double
    if let simple {
      guard let progress = simple.progress(at: time) else { return nil }
      p = progress
    } else {
      guard let local = timing.localTime(at: time) else { return nil }
      p = local.progress
    }
    return (p, curve.map { $0.value(at: p) } ?? p)
  }
}
