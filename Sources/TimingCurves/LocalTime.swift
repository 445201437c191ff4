/// Where in its animation a timed object is at one parent time (Docs/Semantics/CoreAnimation.md
/// §a.5).
public struct LocalTime: Hashable, Sendable {
  /// p in [0, 1], the fraction of the basic duration, before the timing function.
  public let progress: Double
  /// repeatIndex = floor(a / c) (a.5): how many whole cycles precede this one. Used by
  /// `cumulative` animations; negative before the first cycle (negative `timeOffset`).
  public let iteration: Int
  /// u in seconds: the basic local time, in [0, d] (d the basic duration).
  public let basicTime: Double

  /// Creates a local time from its parts.
  public init(progress: Double, iteration: Int, basicTime: Double) {
    self.progress = progress
    self.iteration = iteration
    self.basicTime = basicTime
  }
}
