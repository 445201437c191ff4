import Foundation

extension Spring {
  /// The ε of `CASpringAnimation.settlingDuration` (`durationForEpsilon: 0.001`, e.3).
  public static let settlingEpsilon = 0.001

  /// The ζ >= 1 scan gives up after this many 0.1 s samples (100 000 s) and returns `.infinity`.
  static let settlingScanLimit = 1_000_000

  /// settlingDuration per Docs/Semantics/CoreAnimation.md §e.3 with ε = 0.001 (ζ = 0 gives
  /// .infinity; ζ ≥ 1 uses the 0.1 s scan rule).
  ///
  /// - ζ = 0: `.infinity` (Core Animation returns `Float.greatestFiniteMagnitude`).
  /// - 0 < ζ < 1: max(0, ln((1 + |B|)/ε)/(ζω0)) with B = (β − v0)/ωd, the envelope bound.
  /// - ζ >= 1 (e.3 [U], decompiled only): q is sampled every 0.1 s, the sample time accumulated
  ///   by adding 0.1 in a `Double`; the result is the first sample time from which |1 − q| stays
  ///   below ε until a sample more than 1 s later. The scan stops after 1 000 000 samples and
  ///   then returns `.infinity`, so it always terminates.
  /// - An instant spring settles in 0 s; an immovable one never (`.infinity`).
  ///
  /// The division by the animation's |speed| of e.3 belongs to the animation, not the spring.
  public var settlingDuration: Double {
    switch regime {
    case .instant:
      return 0
    case .immovable:
      return .infinity
    case .underdamped(let beta, let omegaD):
      guard beta > 0 else { return .infinity }
      let b = (beta - initialVelocity) / omegaD
      return max(0, log((1 + abs(b)) / Self.settlingEpsilon) / beta)
    case .critical, .overdamped:
      return settlingDurationByScan()
    }
  }

  private func settlingDurationByScan() -> Double {
    var t = 0.0
    var settledSince: Double?
    for _ in 0..<Self.settlingScanLimit {
      if abs(1 - displacement(at: t)) < Self.settlingEpsilon {
        if let start = settledSince {
          if t - start > 1 { return start }
        } else {
          settledSince = t
        }
      } else {
        settledSince = nil
      }
      t += 0.1
    }
    return .infinity
  }
}
