/// Computes presentation values of many layers frame after frame, reusing its storage: the
/// work a render server does every frame (core-animation.md g).
///
/// `CALayer.presentation()` builds a whole layer copy per call; a tool that samples many
/// layers every frame (a benchmark, a recorder) uses an evaluator instead:
///
/// ```swift
/// let evaluator = PresentationEvaluator()
/// let opacity = PresentationKeyPath("opacity")!
/// for layer in layers where evaluator.evaluate(layer) {
///   total += evaluator.number(opacity) ?? 0
/// }
/// ```
public final class PresentationEvaluator {
  private var storage: PresentationTarget?
  private var hasValues = false
  private var frameTime: (turn: Int, time: Double, runtime: ObjectIdentifier)?

  public init() {}

  /// Evaluates every committed animation of `layer` at its local time now.
  ///
  /// - Returns: false when the layer was never committed (it has no presentation yet).
  /// - Complexity: O(animations attached to `layer`).
  @discardableResult
  public func evaluate(_ layer: CALayer) -> Bool {
    guard let committed = layer.committedState else {
      hasValues = false
      return false
    }
    if let storage {
      storage.reset(model: committed)
    } else {
      storage = PresentationTarget(model: committed)
    }
    guard let target = storage else { return false }
    layer.evaluate(into: target, atMediaTime: mediaTime(of: layer.runtime))
    hasValues = true
    return true
  }

  /// The runtime's time, read once per turn rather than once per layer.
  private func mediaTime(of runtime: Runtime) -> Double {
    if let frame = frameTime, frame.turn == runtime.turnCount,
      frame.runtime == ObjectIdentifier(runtime)
    {
      return frame.time
    }
    let time = runtime.now
    frameTime = (runtime.turnCount, time, ObjectIdentifier(runtime))
    return time
  }

  /// The evaluated presentation value at `keyPath`, boxed as `value(forKeyPath:)` returns it.
  public func value(_ keyPath: PresentationKeyPath) -> Any? {
    guard hasValues else { return nil }
    return storage?.current(keyPath.ref)?.anyValue
  }

  /// The evaluated value at `keyPath` as a number (nil when it is not numeric).
  public func number(_ keyPath: PresentationKeyPath) -> Double? {
    guard hasValues, case .number(let n)? = storage?.current(keyPath.ref) else { return nil }
    return n
  }

  /// The evaluated value at `keyPath` as a point (nil when it is not a point).
  public func point(_ keyPath: PresentationKeyPath) -> CGPoint? {
    guard hasValues, case .point(let p)? = storage?.current(keyPath.ref) else { return nil }
    return p
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
