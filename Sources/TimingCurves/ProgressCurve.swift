/// Progress → fraction of the from→to distance for basic and spring animations (c.2).
///
/// Core Animation first applies the timing function, y = timingFunction(p) (identity when nil,
/// a.1), then interpolates: p <= 0 gives the start value exactly, p >= 1 the end value exactly,
/// anything else start + (end − start) · f(y), where f is the identity for a basic animation
/// and the spring's displacement at t = y × duration for a spring animation (e.2). A spring
/// therefore lands exactly on the end at p = 1, and a Bézier whose y leaves [0, 1] overshoots
/// the end values (Docs/Semantics/CoreAnimation.md k.1; the same rule as HeadlessQuartzCore's
/// evaluators).
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

  /// The fraction of the from→to distance at progress p: exactly 0 when p <= 0, exactly 1 when
  /// p >= 1, otherwise the identity of y (which may leave [0, 1]) or the spring's displacement
  /// (k.1). NaN gives NaN.
  public func fraction(at progress: Double) -> Double {
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    let y = timedProgress(progress)
    guard let spring else { return y }
    return spring.displacement(at: y * duration)
  }

  /// The interpolated value at progress p, exactly `start` when p <= 0 and exactly `end` when
  /// p >= 1 (k.1).
  public func interpolate(from start: Double, to end: Double, at progress: Double) -> Double {
    if progress <= 0 { return start }
    if progress >= 1 { return end }
    return start + (end - start) * fraction(at: progress)
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
