import Runtime

/// An animation of one layer property, named by a key path (`"opacity"`, `"position.x"`,
/// `"transform.rotation.z"`).
open class CAPropertyAnimation: CAAnimation {
  /// The animated key path; nil animates nothing.
  open var keyPath: String? {
    get { propertyStorage.parsedKeyPath.keyPath }
    set { propertyStorage.parsedKeyPath = ParsedKeyPath(newValue) }
  }
  /// The key path with its parse (``PropertyAnimationStorage``, this module's unchecked
  /// storage).
  @exclusivity(unchecked) var propertyStorage = PropertyAnimationStorage()

  /// The key path as parsed when it was written (nil when it names no layer property).
  var keyPathRef: KeyPathRef? { propertyStorage.parsedKeyPath.ref }
  /// Whether the computed value is added to the current value instead of replacing it.
  open var isAdditive: Bool {
    get { storage.isAdditive }
    set { storage.isAdditive = newValue }
  }
  /// Whether each repeat builds on the previous one's end (c.2 `cumulative`).
  open var isCumulative: Bool {
    get { storage.isCumulative }
    set { storage.isCumulative = newValue }
  }

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  /// Carries the key path with its parse, as stored (an immutable box, shared: no parse and no
  /// string made again); the flags are in the storage `super` copied.
  override func copyState(from other: CAAnimation) {
    super.copyState(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    propertyStorage = other.propertyStorage
  }

  override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

  open override var description: String {
    "\(type(of: self))(keyPath: \(keyPath ?? "nil"), duration: \(duration))"
  }

  /// Writes `value` for the animation's key path, after the cumulative and additive rules
  /// (c.2): cumulative adds `iteration × repeatUnit`, additive adds the current value.
  func write(
    _ value: LayerValue, iteration: Int, repeatUnit: LayerValue?, keyPath: KeyPathRef,
    current: LayerValue, to target: PresentationTarget
  ) {
    var result = value
    if isCumulative, iteration > 0, let unit = repeatUnit,
      let step = LayerValue.scale(unit, by: Double(iteration)),
      let sum = LayerValue.add(result, step)
    {
      result = sum
    }
    if isAdditive, let sum = LayerValue.add(current, result) {
      result = sum
    }
    target.set(keyPath, result)
  }
}

/// An animation between two values (Core Animation's `CABasicAnimation`).
///
/// Endpoints follow Apple's table (Docs/Semantics/CoreAnimation.md §c.1): from+to, from+by
/// (`from + by`), to+by (`to − by`), from alone (ends at the model value), to alone (starts at the
/// current value), by alone (current to current + by), none (current to model).
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any? {
    didSet { basicStorage.converted = nil }
  }
  open var toValue: Any? {
    didSet { basicStorage.converted = nil }
  }
  open var byValue: Any? {
    get { storage.byValue }
    set {
      storage.byValue = newValue
      basicStorage.converted = nil
    }
  }
  /// `fromValue`, `toValue` and `byValue` converted to the animated property's kind, once
  /// (``BasicAnimationStorage``, this module's unchecked storage).
  @exclusivity(unchecked) var basicStorage = BasicAnimationStorage()

  func convertedValues(like current: LayerValue) -> (
    from: LayerValue?, to: LayerValue?, by: LayerValue?
  ) {
    if let converted = basicStorage.converted { return converted.values }
    let values = (
      fromValue.flatMap { LayerValue($0, like: current) },
      toValue.flatMap { LayerValue($0, like: current) },
      byValue.flatMap { LayerValue($0, like: current) }
    )
    basicStorage.converted = ConvertedBasicValues(values)
    return values
  }

  /// Keeps `from` and `to`, converted like `current` by the caller, with `byValue` converted
  /// the same way, unless converted values are kept already.
  func keepConverted(from: LayerValue?, to: LayerValue?, like current: LayerValue) {
    guard basicStorage.converted == nil else { return }
    basicStorage.converted = ConvertedBasicValues(
      (from, to, byValue.flatMap { LayerValue($0, like: current) }))
  }

  /// A copy with the same values (`NSCopying`), its whole state carried here at once: the
  /// description (timing, flags, `byValue`), the key path with its parse as stored (an
  /// immutable box, shared: no parse and no string made again), and the endpoints, converted
  /// anew. The other property animations carry the same through one `copyState(from:)` per
  /// class; a subclass adds its own state to this copy (``CASpringAnimation``).
  open override func copy() -> Any {
    let copy = type(of: self).init()
    copy.storage = storage
    copy.propertyStorage = propertyStorage
    copy.fromValue = fromValue
    copy.toValue = toValue
    return copy
  }

  /// The shaping of the interpolation fraction after the timing function: the identity
  /// for basic animations, the spring for ``CASpringAnimation`` (c.2 `_timeFunction`).
  func shape(_ y: Double, duration: Double) -> Double { y }

  /// The (start, end) pair at this moment, per c.1.
  func endpoints(current: LayerValue, model: LayerValue) -> (LayerValue, LayerValue)? {
    let (from, to, by) = convertedValues(like: current)
    switch (from, to, by) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return LayerValue.add(from, by).map { (from, $0) }
    case (nil, let to?, let by?): return LayerValue.subtract(to, by).map { ($0, to) }
    case (let from?, nil, nil): return (from, model)
    case (nil, let to?, nil): return (current, to)
    case (nil, nil, let by?): return LayerValue.add(current, by).map { (current, $0) }
    case (nil, nil, nil): return (current, model)
    }
  }

  /// The value between `start` and `end`: the basic-animation rule every reader shares
  /// (`PlainTiming.basicValue`), the curved progress shaped first (a spring's motion).
  @inline(__always)
  private func interpolated(
    _ start: LayerValue, _ end: LayerValue, progress: Double, curved: Double,
    _ timing: MediaTiming
  ) -> LayerValue {
    PlainTiming.basicValue(start, end, progress: progress, curved: curved) { from, to, y in
      LayerValue.interpolate(from, to, shape(y, duration: timing.duration))
    }
  }

  override func apply(at parentTime: Double, timing: MediaTiming, to target: PresentationTarget) {
    guard let keyPath = keyPathRef, let (y, local) = curvedProgress(at: parentTime, timing: timing)
    else { return }
    // The common case needs neither the current nor the model value: from and to given.
    if let converted = basicStorage.converted?.values, let start = converted.from,
      let end = converted.to,
      !isAdditive,
      !isCumulative
    {
      target.set(keyPath, interpolated(start, end, progress: local.progress, curved: y, timing))
      return
    }
    guard let current = target.current(keyPath) else { return }
    let model = target.modelValue(keyPath) ?? current
    guard let (start, end) = endpoints(current: current, model: model) else { return }
    let value = interpolated(start, end, progress: local.progress, curved: y, timing)
    write(
      value, iteration: local.iteration, repeatUnit: autoreverses ? start : end,
      keyPath: keyPath, current: current, to: target)
  }
}
