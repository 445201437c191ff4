extension Animation {
  /// The length of one play, in seconds of the animation's own time: the Bézier duration, or
  /// the spring's settling duration (used as its logical end, a documented simplification of
  /// Docs/Semantics/SwiftUI.md §2.5 `.logicallyComplete`).
  public var playDuration: Double {
    switch curve {
    case .bezier(_, let duration, _): return duration
    case .unit(_, let duration): return duration
    case .spring(let spring, _, _): return spring.settlingDuration
    }
  }

  /// When the animation ends, in seconds after it started; infinite when it repeats forever.
  public var totalDuration: Double {
    guard let plays else { return .infinity }
    return delayTime + Double(plays) * playDuration / speedFactor
  }

  /// When the animation reports logical completion, in seconds after it started
  /// (Docs/Semantics/SwiftUI.md §10.5): its end, or earlier with
  /// ``logicallyComplete(after:)``, never later than the end.
  var logicalDuration: Double {
    guard let logicalCompletion else { return totalDuration }
    return min(logicalCompletion, totalDuration)
  }

  /// The progress from the old value (0) to the new one (1) `elapsed` seconds after the start;
  /// springs may overshoot.
  public func progress(at elapsed: Double) -> Double {
    let local = (elapsed - delayTime) * speedFactor
    guard local > 0 else { return 0 }
    let length = playDuration
    guard length > 0 else { return 1 }
    var play = Int(local / length)
    var within = local - Double(play) * length
    if let plays, play >= plays {
      play = plays - 1
      within = length
    }
    let reversed = autoreverses && play % 2 == 1
    let base = curveValue(at: within)
    return reversed ? 1 - base : base
  }

  private func curveValue(at time: Double) -> Double {
    switch curve {
    case .bezier(let bezier, let duration, _):
      return duration > 0 ? bezier.value(at: min(max(time / duration, 0), 1)) : 1
    case .unit(let unit, let duration):
      return duration > 0 ? unit.value(at: min(max(time / duration, 0), 1)) : 1
    case .spring(let spring, _, _):
      return time >= spring.settlingDuration ? 1 : spring.displacement(at: time)
    }
  }
}
