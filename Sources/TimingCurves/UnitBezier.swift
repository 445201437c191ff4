/// Cubic Bézier timing curve with P0 = (0,0), P3 = (1,1).
///
/// The curve of a `CAMediaTimingFunction` (Docs/Semantics/CoreAnimation.md §b.1) and of SwiftUI's
/// `UnitCurve` (Docs/Semantics/CoreAnimation.md §i). The two inner control points are P1 = (`x1`,
/// `y1`) and P2 = (`x2`, `y2`); the x coordinates must lie in [0, 1] so that the curve is a
/// function of x, the y coordinates may overshoot.
///
/// Core Animation stores control points as `Float` (b.1); this type keeps them as `Double`
/// (Docs/Semantics/CoreAnimation.md §j item 9), so expect disagreements with real Core
/// Animation of up to ~1e-5.
public struct UnitBezier: Hashable, Sendable {
  /// The x coordinate of the first control point, in [0, 1].
  public let x1: Double
  /// The y coordinate of the first control point.
  public let y1: Double
  /// The x coordinate of the second control point, in [0, 1].
  public let x2: Double
  /// The y coordinate of the second control point.
  public let y2: Double

  /// Creates the curve with control points (`x1`, `y1`) and (`x2`, `y2`).
  ///
  /// - Precondition: every coordinate is finite and `x1`, `x2` lie in [0, 1]; the trap message
  ///   quotes the offending value.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] {
      precondition(value.isFinite, "UnitBezier control point \(name) '\(value)' must be finite")
    }
    precondition(
      (0...1).contains(x1), "UnitBezier control point x1 '\(x1)' must lie in [0, 1]")
    precondition(
      (0...1).contains(x2), "UnitBezier control point x2 '\(x2)' must lie in [0, 1]")
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    (ax, bx, cx) = Self.powerCoefficients(x1, x2)
    (ay, by, cy) = Self.powerCoefficients(y1, y2)
  }

  // The power-form coefficients (b.2), computed once: the solver evaluates x(t) and x'(t)
  // several times per call.
  private let ax: Double
  private let bx: Double
  private let cx: Double
  private let ay: Double
  private let by: Double
  private let cy: Double

  /// `kCAMediaTimingFunctionLinear`: (0,0)(1,1) (b.1).
  public static let linear = UnitBezier(0, 0, 1, 1)
  /// `kCAMediaTimingFunctionEaseIn`: (0.42,0)(1,1) (b.1).
  public static let easeIn = UnitBezier(0.42, 0, 1, 1)
  /// `kCAMediaTimingFunctionEaseOut`: (0,0)(0.58,1) (b.1).
  public static let easeOut = UnitBezier(0, 0, 0.58, 1)
  /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42,0)(0.58,1) (b.1).
  public static let easeInEaseOut = UnitBezier(0.42, 0, 0.58, 1)
  /// `kCAMediaTimingFunctionDefault`, CSS `ease`: (0.25,0.1)(0.25,1) (b.1).
  public static let caDefault = UnitBezier(0.25, 0.1, 0.25, 1)

  /// The tolerance in x to which ``parameter(forX:)`` solves; tighter than the promised 1e-12.
  static let solverTolerance = 1e-13

  /// y for x; x <= 0 gives 0 and x >= 1 gives 1 (Docs/Semantics/CoreAnimation.md §b.2).
  ///
  /// Solves x(t) = x for the curve parameter t (see ``parameter(forX:)``), then returns y(t).
  /// A NaN x gives NaN.
  public func value(at x: Double) -> Double {
    if x.isNaN { return .nan }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return y(atParameter: parameter(forX: x))
  }

  /// The x coordinate of the curve at parameter t, in the power form of b.2.
  public func x(atParameter t: Double) -> Double {
    ((ax * t + bx) * t + cx) * t
  }

  /// The y coordinate of the curve at parameter t, in the power form of b.2.
  public func y(atParameter t: Double) -> Double {
    ((ay * t + by) * t + cy) * t
  }

  /// dx/dt at parameter t.
  func xDerivative(atParameter t: Double) -> Double {
    (3 * ax * t + 2 * bx) * t + cx
  }

  /// The parameter t in [0, 1] with |x(t) − x| ≤ 1e-13, for x in [0, 1] (b.2).
  ///
  /// Newton's method from t = x, at most 8 steps, giving up when |x′(t)| < 1e-6 or when a step
  /// leaves [0, 1]; then bisection on [0, 1], which always converges because x(t) is
  /// non-decreasing whenever `x1` and `x2` lie in [0, 1]. Bisection stops at the tolerance or
  /// when the interval can no longer be halved in `Double`, so the solver always terminates.
  /// x outside [0, 1] is clamped.
  public func parameter(forX x: Double) -> Double {
    let x = min(max(x, 0), 1)
    var t = x
    for _ in 0..<8 {
      let error = self.x(atParameter: t) - x
      if abs(error) <= Self.solverTolerance { return t }
      let slope = xDerivative(atParameter: t)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
      if !(0...1).contains(t) { break }
    }
    var low = 0.0
    var high = 1.0
    while true {
      let middle = (low + high) / 2
      if middle <= low || middle >= high {
        // Adjacent doubles: return the closer end.
        let lowError = abs(self.x(atParameter: low) - x)
        return lowError <= abs(self.x(atParameter: high) - x) ? low : high
      }
      let value = self.x(atParameter: middle)
      if abs(value - x) <= Self.solverTolerance { return middle }
      if value < x { low = middle } else { high = middle }
    }
  }

  /// cx, bx, ax of b.2 for one coordinate: c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b.
  private static func powerCoefficients(
    _ p1: Double, _ p2: Double
  ) -> (a: Double, b: Double, c: Double) {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    return (1 - c - b, b, c)
  }
}
