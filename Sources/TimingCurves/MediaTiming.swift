/// The CAMediaTiming properties of one timed object, and the time mapping of a.3–a.5.
///
/// Follows Docs/Semantics/CoreAnimation.md §a. Units: every time (`beginTime`, `duration`,
/// `timeOffset`, `repeatDuration`, parent and local times) is in seconds; `beginTime` is in the
/// parent's time space, `timeOffset` and `repeatDuration` in the object's active local time;
/// `speed` is the dimensionless parent→local rate; `repeatCount` counts cycles (a cycle is forward
/// plus, with `autoreverses`, backward).
///
/// A basic duration d <= 0 is "not applied" here: Core Animation substitutes the transaction's
/// duration or 0.25 s when the animation is added (a.2), and that substitution is the caller's
/// job. With d <= 0 (or NaN), ``cycleDuration`` and ``activeDuration`` are 0 and
/// ``localTime(at:)`` returns nil. An infinite d (a layer) never folds.
///
/// Core Animation stores `speed` and `repeatCount` as `Float`; this type keeps `Double`
/// (Docs/Semantics/CoreAnimation.md §j item 9).
public struct MediaTiming: Hashable, Sendable {
  /// The start, in the parent's time space, in seconds (a.1).
  public var beginTime: Double = 0
  /// The basic duration d in seconds. d <= 0 means "not applied" (see the type's discussion).
  public var duration: Double = 0
  /// The parent→local rate (a.1). 0 freezes local time at `timeOffset` and never ends; negative
  /// speeds are not modelled (a.6 [U]) and make the object not applied.
  public var speed: Double = 1
  /// Seconds added to the active local time after speed scaling (a.4).
  public var timeOffset: Double = 0
  /// How many cycles to play; may be fractional or `.infinity`; <= 0 is ignored (a.3).
  public var repeatCount: Double = 0
  /// Seconds of local time to repeat for; <= 0 is ignored (a.3).
  public var repeatDuration: Double = 0
  /// Whether each cycle plays forward then backward, doubling the cycle (a.3).
  public var autoreverses: Bool = false
  /// What the object shows outside its active interval (a.4).
  public var fillMode: FillMode = .removed

  /// Creates the default timing: begin 0, duration 0 (not applied until set), speed 1.
  public init() {}

  /// Creates a timing with the given properties; each defaults to Core Animation's default.
  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// c: one cycle in seconds, d or 2d with `autoreverses` (a.3); 0 when d <= 0.
  public var cycleDuration: Double {
    guard duration > 0 else { return 0 }
    return autoreverses ? 2 * duration : duration
  }

  /// AD: the active duration in local seconds (Docs/Semantics/CoreAnimation.md §a.3); `.infinity`
  /// for infinite repetition.
  ///
  /// `repeatCount > 0` gives `repeatCount × c`, `repeatDuration > 0` gives `repeatDuration`,
  /// neither gives c. Both set is undefined in Core Animation; following ScreenLab's choice (a.3
  /// [U]), the shorter, `min(repeatCount × c, repeatDuration)`, wins.
  public var activeDuration: Double {
    let cycle = cycleDuration
    guard cycle > 0 else { return 0 }
    let byCount = repeatCount > 0 ? repeatCount * cycle : nil
    let byDuration = repeatDuration > 0 ? repeatDuration : nil
    switch (byCount, byDuration) {
    case (let count?, let seconds?): return min(count, seconds)
    case (let count?, nil): return count
    case (nil, let seconds?): return seconds
    case (nil, nil): return cycle
    }
  }

  /// The end in parent time, `beginTime + AD / speed` (a.3 [U]); `.infinity` when speed <= 0 or
  /// AD is infinite (the object never ends).
  public var endTime: Double {
    guard speed > 0 else { return .infinity }
    let end = beginTime + activeDuration / speed
    return end.isNaN ? .infinity : end
  }

  /// Parent time → where in the animation we are (Docs/Semantics/CoreAnimation.md §a.4, §a.5), or
  /// nil when the object is not applied at tp.
  ///
  /// Before `beginTime`, `backwards`/`both` fill evaluates at `beginTime`, other modes give nil;
  /// after ``endTime``, `forwards`/`both` evaluate at the end, others give nil. At the end
  /// itself the object is still applied and evaluated as the left limit (a.4, a.5 boundary
  /// rules; the exact limit rather than Core Animation's epsilon [U]): an integral
  /// repeat count ends at p = 1, an autoreversing one at p = 0, 2.5 repeats at p = 0.5.
  /// The active local time is a = (tp − begin) × speed + timeOffset, wrapped within the cycle
  /// (so `timeOffset` shifts where playback starts without moving the activity window, a.4
  /// [U]). An interior boundary a = k·d starts the next slice (a.5 [U]). Non-finite a, d <= 0
  /// and negative speed give nil.
  public func localTime(at parentTime: Double) -> LocalTime? {
    guard duration > 0, speed >= 0 else { return nil }
    var tp = parentTime
    if tp < beginTime {
      guard fillMode.fillsBackwards else { return nil }
      tp = beginTime
    }
    let end = endTime
    if tp > end {
      guard fillMode.fillsForwards else { return nil }
      return localTimeAtEnd()
    }
    let elapsed = (tp - beginTime) * speed
    if tp == end || elapsed >= activeDuration {
      return localTimeAtEnd()
    }
    let active = elapsed + timeOffset
    guard active.isFinite else { return nil }
    guard duration.isFinite else {
      // An infinite basic duration (a layer) never folds (a.5).
      return LocalTime(progress: 0, iteration: 0, basicTime: active)
    }
    return fold(position: active / duration, atEnd: false)
  }

  /// Whether the active duration has elapsed at tp (tp >= endTime and speed > 0): the moment a
  /// removed-on-completion animation is removed (Docs/Semantics/CoreAnimation.md §g). Never true
  /// with speed 0 (a.6).
  public func hasFinished(at parentTime: Double) -> Bool {
    let end = endTime
    return speed > 0 && end.isFinite && parentTime >= end
  }

  // MARK: - Folding

  /// AD / c: cycles in the active duration, computed without dividing where possible so that
  /// the end of an integral repeat count lands exactly on a cycle boundary (same rule as
  /// ``activeDuration``).
  private var cyclesInActiveDuration: Double {
    guard duration > 0 else { return 0 }
    let byCount = repeatCount > 0 ? repeatCount : nil
    let byDuration = repeatDuration > 0 ? repeatDuration / cycleDuration : nil
    switch (byCount, byDuration) {
    case (let count?, let cycles?): return min(count, cycles)
    case (let count?, nil): return count
    case (nil, let cycles?): return cycles
    case (nil, nil): return 1
    }
  }

  /// The left limit at the end: the active position AD/d plus the offset, in basic durations.
  private func localTimeAtEnd() -> LocalTime? {
    guard duration.isFinite else {
      let active = activeDuration + timeOffset
      return active.isFinite ? LocalTime(progress: 0, iteration: 0, basicTime: active) : nil
    }
    let slices = cyclesInActiveDuration * (autoreverses ? 2 : 1)
    let position = slices + timeOffset / duration
    guard position.isFinite else { return nil }
    return fold(position: position, atEnd: true)
  }

  /// a.5 on the position x = a / d: slice k = floor(x) (left limit: ceil(x) − 1), fraction
  /// f = x − k, reversed on odd slices of an autoreversing cycle.
  private func fold(position x: Double, atEnd: Bool) -> LocalTime {
    var slice = x.rounded(.down)
    if atEnd && slice == x { slice -= 1 }
    let fraction = min(max(x - slice, 0), 1)
    let backward = autoreverses && slice.truncatingRemainder(dividingBy: 2) != 0
    let progress = backward ? 1 - fraction : fraction
    let cycle = (slice / (autoreverses ? 2 : 1)).rounded(.down)
    return LocalTime(
      progress: progress, iteration: Self.saturatingInt(cycle), basicTime: progress * duration)
  }

  private static func saturatingInt(_ value: Double) -> Int {
    if value >= Double(Int.max) { return .max }
    if value <= Double(Int.min) { return .min }
    return Int(value)
  }
}
