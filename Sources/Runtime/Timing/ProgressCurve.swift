/// Progress → fraction of the from→to distance for basic and spring animations (c.2).
///
/// Core Animation first applies the timing function, y = timingFunction(p) (identity when nil,
/// a.1), then, inside the interpolation (Docs/Semantics/CoreAnimation.md §c.2): y <= 0 gives the
/// start value exactly, y >= 1 the end value exactly, anything else start + (end − start) · f(y),
/// where f is the identity for a basic animation and the spring's displacement at t = y × duration
/// for a spring animation (e.2). A spring therefore lands exactly on the end at p = 1, and a Bézier
/// whose y leaves [0, 1] is clipped at the end values, as the client presentation layer does
/// (c.2 [U]: whether the render server clips the same way is unknown).
public struct ProgressCurve: Hashable, Sendable {
  /// The timing function; nil is linear (a.1).
  public var timingFunction: UnitBezier?
  /// The spring of a `CASpringAnimation`; nil for a basic animation.
  public var spring: Spring?
  /// The animation's basic duration in seconds: the spring is evaluated at t = y × duration.
  public var duration: Double

  /// Creates a curve; the defaults describe a linear basic animation.
  public init(timingFunction: UnitBezier? = nil, spring: Spring? = nil, duration: Double = 0) {
    self.timingFunction = timingFunction
    self.spring = spring
    self.duration = duration
  }

  /// y: the progress after the timing function.
  public func timedProgress(_ progress: Double) -> Double {
    timingFunction?.value(at: progress) ?? progress
  }

  /// The fraction of the from→to distance at progress p: exactly 0 when y <= 0, exactly 1 when
  /// y >= 1, otherwise the identity of y or the spring's displacement (c.2). NaN gives NaN.
  public func fraction(at progress: Double) -> Double {
    fraction(timed: timedProgress(progress))
  }

  /// The interpolated value at progress p, exactly `start` when y <= 0 and exactly `end` when
  /// y >= 1 (c.2).
  public func interpolate(from start: Double, to end: Double, at progress: Double) -> Double {
    let y = timedProgress(progress)
    if y <= 0 { return start }
    if y >= 1 { return end }
    return start + (end - start) * fraction(timed: y)
  }

  private func fraction(timed y: Double) -> Double {
    if y <= 0 { return 0 }
    if y >= 1 { return 1 }
    guard let spring else { return y }
    return spring.displacement(at: y * duration)
  }

  /// What a `cumulative` animation adds in iteration `iteration`:
  /// repeatIndex × (autoreverses ? start : end) (c.2; the autoreverse variant is [U], taken
  /// from the decompiled client code, Docs/Semantics/CoreAnimation.md §j item 7).
  public static func cumulativeOffset(
    iteration: Int, start: Double, end: Double, autoreverses: Bool
  ) -> Double {
    Double(iteration) * (autoreverses ? start : end)
  }
}
