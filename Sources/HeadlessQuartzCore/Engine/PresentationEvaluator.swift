/// Reads presentation values of many layers frame after frame without building layer copies:
/// the work a render server does every frame (Docs/Semantics/CoreAnimation.md §g).
///
/// `CALayer.presentation()` hands out a layer copy; a tool that samples many layers every
/// frame (a benchmark, a recorder) can use an evaluator instead:
///
/// ```swift
/// let evaluator = PresentationEvaluator()
/// let opacity = PresentationKeyPath("opacity")!
/// for layer in layers where evaluator.evaluate(layer) {
///   total += evaluator.number(opacity) ?? 0
/// }
/// ```
///
/// Each layer's animations are evaluated at most once per frame, whichever of the evaluator,
/// `presentation()` and `presentationValue(forKeyPath:)` asks first.
public final class PresentationEvaluator {
  /// The last evaluated layer and its animated values, kept as they were when it was
  /// evaluated (``EvaluatorStorage``, this module's unchecked storage).
  @exclusivity(unchecked) private var storage = EvaluatorStorage()

  public init() {}

  /// Evaluates every committed animation of `layer` at its local time now.
  ///
  /// The values read next are those of that moment. Properties no animation writes read
  /// the layer's committed model when they are read: before the next commit, that is the
  /// model of that moment too.
  ///
  /// - Returns: false when the layer was never committed (it has no presentation yet).
  /// - Complexity: O(animations attached to `layer`); O(1) when they were already evaluated
  ///   at this time.
  @discardableResult
  public func evaluate(_ layer: CALayer) -> Bool {
    guard layer.updatePresentationValues() else {
      storage = EvaluatorStorage()
      return false
    }
    storage.layer = layer
    storage.plain = layer.storage.plainAnimations
    storage.values = layer.storage.presentationCache.values
    return true
  }

  /// The evaluated value at `keyPath` of the last evaluated layer.
  private func current(_ ref: KeyPathRef) -> LayerValue? {
    guard let layer = storage.layer else { return nil }
    let whole =
      CALayer.animatedValue(ref.base, plain: storage.plain, values: storage.values)
      ?? layer.committed?.baseValue(for: ref.base)
    return CALayer.value(ref, in: whole)
  }

  /// The evaluated presentation value at `keyPath`, boxed as `value(forKeyPath:)` returns it.
  public func value(_ keyPath: PresentationKeyPath) -> Any? {
    current(keyPath.ref)?.anyValue
  }

  /// The evaluated value at `keyPath` as a number (nil when it is not numeric).
  public func number(_ keyPath: PresentationKeyPath) -> Double? {
    if let plain = plainValue(keyPath.ref) { return plain.isPoint ? nil : plain.value.x }
    guard case .number(let n)? = current(keyPath.ref) else { return nil }
    return n
  }

  /// The evaluated value at `keyPath` as a point (nil when it is not a point).
  public func point(_ keyPath: PresentationKeyPath) -> CGPoint? {
    if let plain = plainValue(keyPath.ref) {
      return plain.isPoint ? CGPoint(x: plain.value.x, y: plain.value.y) : nil
    }
    guard case .point(let p)? = current(keyPath.ref) else { return nil }
    return p
  }

  /// The plain animation that gives the value of a whole base key, when one applies (the
  /// common case, read without building a ``LayerValue``).
  @inline(__always)
  private func plainValue(_ ref: KeyPathRef) -> PlainAnimation? {
    guard ref.component == nil else { return nil }
    return storage.plain.lastInPlace { $0.key == ref.base && $0.isApplied }
  }
}

/// A layer key path parsed once, for ``PresentationEvaluator``.
public struct PresentationKeyPath: Hashable, Sendable, CustomStringConvertible {
  let ref: KeyPathRef
  public let description: String

  /// Parses `keyPath`; nil when its first component names no layer property.
  public init?(_ keyPath: String) {
    guard let ref = KeyPathRef(keyPath) else { return nil }
    self.ref = ref
    description = keyPath
  }
}
