/// An attached animation prepared for evaluation every frame: its resolved timing and curve
/// inline, and for the common case — a basic animation of a whole number or point property
/// with both `fromValue` and `toValue`, neither additive nor cumulative — its endpoints as
/// plain numbers, so evaluating it touches no other object.
struct CompiledAnimation {
  enum Kind {
    case scalar(from: Double, to: Double)
    case point(from: SIMD2<Double>, to: SIMD2<Double>)
    /// Anything else: the animation object's own `apply`.
    case general
  }

  /// Not retained: the layer's `attached` list keeps the record alive, and any change to that
  /// list invalidates the render list before it is read again.
  unowned(unsafe) let record: AttachedAnimation
  let base: LayerKey?
  let kind: Kind
  let timing: MediaTiming
  let curve: UnitBezier?

  init(_ record: AttachedAnimation, model: CALayer) {
    self.record = record
    timing = record.timing
    let animation = record.animation
    curve = animation.timingCurve
    base = record.bases.count == 1 ? record.bases[0] : nil
    kind = Self.kind(of: animation, model: model)
  }

  private static func kind(of animation: CAAnimation, model: CALayer) -> Kind {
    guard type(of: animation) == CABasicAnimation.self,
      let basic = animation as? CABasicAnimation, !basic.isAdditive, !basic.isCumulative,
      let ref = basic.keyPathRef, ref.component == nil,
      let current = model.baseValue(for: ref.base)
    else { return .general }
    let values = basic.convertedValues(like: current)
    switch (values.from, values.to) {
    case (.number(let from)?, .number(let to)?):
      return .scalar(from: from, to: to)
    case (.point(let from)?, .point(let to)?):
      return .point(
        from: SIMD2(Double(from.x), Double(from.y)), to: SIMD2(Double(to.x), Double(to.y)))
    default:
      return .general
    }
  }

  /// Applies the animation at `time` (its layer's local time) to `target`.
  @inline(__always)
  func apply(at time: Double, to target: PresentationTarget) {
    switch kind {
    case .general:
      record.animation.apply(at: time, timing: timing, to: target)
    case .scalar(let from, let to):
      guard let base, let y = progress(at: time) else { return }
      target.overlay.set(base, .number(y <= 0 ? from : y >= 1 ? to : from + (to - from) * y))
    case .point(let from, let to):
      guard let base, let y = progress(at: time) else { return }
      let value = y <= 0 ? from : y >= 1 ? to : from + (to - from) * y
      target.overlay.set(base, .point(CGPoint(x: value.x, y: value.y)))
    }
  }

  @inline(__always)
  private func progress(at time: Double) -> Double? {
    guard let local = timing.localTime(at: time) else { return nil }
    return curve.map { $0.value(at: local.progress) } ?? local.progress
  }
}
