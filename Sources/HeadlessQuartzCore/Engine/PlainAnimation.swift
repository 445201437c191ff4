/// A plain animation reduced to what evaluating it needs, and its value at the time its
/// layer's presentation was last evaluated.
///
/// Plain: a basic animation of a whole number or point property with both endpoints, neither
/// additive nor cumulative, played once at speed 1 (``CompiledAnimation/simple``), whose curve
/// is in its engine's curve table; made by the animation's one compile
/// (``CompiledAnimation/plain``). A layer whose
/// every committed animation is plain keeps them in this form (`CALayer.plainAnimations`,
/// 80 bytes each, contiguous), and its presentation needs no other object.
///
/// The timing comes first: its 26 bytes leave 6 before the vectors' 16-byte alignment, where
/// the key, the two flags and the curve's index fit (with the timing after them, the padding
/// before the vectors was 13 bytes and the struct 96).
struct PlainAnimation {
  let timing: PlainTiming
  let key: LayerKey
  let isPoint: Bool
  /// Whether the animation applied at the time of the last evaluation (its active interval
  /// or fill covered it).
  var isApplied = false
  /// Index into the engine's curve table (at most `CurveTable.engineLimit` curves), or −1 for
  /// linear.
  let curve: Int16
  /// The endpoints; a number is `(n, 0)`.
  let from: SIMD2<Double>
  let to: SIMD2<Double>
  /// The value at the time of the last evaluation, when `isApplied`.
  var value = SIMD2<Double>()

  /// Evaluates the animation at `time` (its layer's local time) into `value`, with the same
  /// arithmetic as the render server (`PresentationRenderer.renderFrame()`).
  @inline(__always)
  mutating func evaluate(at time: Double, curves: borrowing CurveTable) {
    guard let p = timing.progress(at: time) else {
      isApplied = false
      return
    }
    let y = curve >= 0 ? curves.value(p, curve: Int(curve)) : p
    value = PlainTiming.interpolate(from, to, progress: p, curved: y)
    isApplied = true
  }

  /// The value as a ``LayerValue`` (a number or a point).
  var layerValue: LayerValue {
    isPoint ? .point(CGPoint(x: value.x, y: value.y)) : .number(value.x)
  }
}

/// The timing of a plain animation, shared by ``PlainAnimation`` and the render server's
/// entries, with the one formula both evaluate.
struct PlainTiming {
  let begin: Double
  let duration: Double
  let end: Double
  let fillsBackwards: Bool
  let fillsForwards: Bool

  /// The progress (before the curve) at `time`, the layer's local time: 0 before `begin` when
  /// filling backwards, 1 from `end` (at `end` itself, or after it when filling forwards),
  /// linear in between; nil when the animation does not apply.
  @inline(__always)
  func progress(at time: Double) -> Double? {
    if time < begin { return fillsBackwards ? 0 : nil }
    if time >= end { return time == end || fillsForwards ? 1 : nil }
    return (time - begin) / duration
  }

  /// `from` moved to `to` by the curved progress `curved`, exact at both ends of the
  /// uncurved `progress` (``basicValue(_:_:progress:curved:blend:)`` over numbers and points).
  @inline(__always)
  static func interpolate(
    _ from: SIMD2<Double>, _ to: SIMD2<Double>, progress: Double, curved: Double
  ) -> SIMD2<Double> {
    basicValue(from, to, progress: progress, curved: curved) { $0 + ($1 - $0) * $2 }
  }

  /// The one rule every reader of a basic animation evaluates — ``PlainAnimation``, the
  /// render server's entries, ``CompiledAnimation`` and `CABasicAnimation.apply` over any
  /// ``LayerValue``: `from` at or before progress 0, `to` at or after 1, and between them
  /// `blend(from, to, curved)`. `curved` is not clamped: a curve whose y leaves [0, 1]
  /// overshoots `to` (or undershoots `from`), CoreAnimation.md k.1.
  @inline(__always)
  static func basicValue<Value>(
    _ from: Value, _ to: Value, progress: Double, curved: Double,
    blend: (Value, Value, Double) -> Value
  ) -> Value {
    progress <= 0 ? from : progress >= 1 ? to : blend(from, to, curved)
  }
}
