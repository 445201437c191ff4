import Foundation

/// A function from progress (0…1) to progress, with its rate of change: SwiftUI's `UnitCurve`
/// (Docs/Semantics/SwiftUI.md §10.6).
///
/// The presets are the three Bézier eases of `Animation` (control points as in Core
/// Animation), linear, and three circular eases built from quarter circles. Inputs are clamped
/// to 0…1; a Bézier's control points are clamped to the unit square for ``value(at:)`` and in x
/// only for ``velocity(at:)``, as SwiftUI does (measured values in the rule's source), so no
/// control point, however wild, traps.
public struct UnitCurve: Hashable, Sendable {
  enum Function: Hashable, Sendable {
    case linear
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
    case bezier(start: UnitPoint, end: UnitPoint)
  }

  let function: Function

  init(_ function: Function) { self.function = function }

  /// A cubic Bézier from (0, 0) to (1, 1) through the two control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(.bezier(start: startControlPoint, end: endControlPoint))
  }

  /// Output equals input.
  public static let linear = UnitCurve(.linear)
  /// Bézier (0.42, 0)(1, 1): starts slowly.
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Bézier (0, 0)(0.58, 1): ends slowly.
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Bézier (0.42, 0)(0.58, 1): starts and ends slowly.
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// A quarter circle, `1 − √(1 − x²)`: starts slowly, ends steeply.
  public static let circularEaseIn = UnitCurve(.circularEaseIn)
  /// A quarter circle, `√(1 − (1 − x)²)`: starts steeply, ends slowly.
  public static let circularEaseOut = UnitCurve(.circularEaseOut)
  /// Circular ease-in for the first half, circular ease-out for the second.
  public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

  /// The output progress at input `progress` (clamped to 0…1).
  public func value(at progress: Double) -> Double {
    let x = Self.unit(progress)
    switch function {
    case .linear:
      return x
    case .circularEaseIn:
      return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      if x < 0.5 { return (1 - (1 - 4 * x * x).squareRoot()) / 2 }
      return (1 + (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()) / 2
    case .bezier(let start, let end):
      let curve = UnitBezier(
        Self.unit(start.x), Self.unit(start.y), Self.unit(end.x), Self.unit(end.y))
      return curve.value(at: x)
    }
  }

  /// The rate of change of the output at input `progress` (clamped to 0…1): 1 for linear,
  /// infinite where a circular ease is vertical.
  public func velocity(at progress: Double) -> Double {
    let x = Self.unit(progress)
    switch function {
    case .linear:
      return 1
    case .circularEaseIn:
      return x / (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      if x < 0.5 { return 2 * x / (1 - 4 * x * x).squareRoot() }
      return (2 - 2 * x) / (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()
    case .bezier(let start, let end):
      let (x1, x2) = (Self.unit(start.x), Self.unit(end.x))
      let (y1, y2) = (Self.finite(start.y), Self.finite(end.y))
      let t = UnitBezier(x1, 0, x2, 1).parameter(forX: x)
      let dx = Self.derivative(x1, x2, at: t)
      let dy = Self.derivative(y1, y2, at: t)
      // Both derivatives vanish only at an end whose control point sits on it: SwiftUI
      // reports 1 at the start and 0 at the end there (measured, §10.6).
      if dx == 0 && dy == 0 { return t >= 1 ? 0 : 1 }
      if dx == 0 { return dy < 0 ? -.infinity : .infinity }
      return dy / dx
    }
  }

  /// The curve with x and y swapped: `inverse.value(at: value(at: x))` gives back `x` for
  /// the Bézier curves and the circular ease-in and ease-out (which swap). Linear and the
  /// circular ease-in-out are their own inverse in SwiftUI (§10.6).
  public var inverse: UnitCurve {
    switch function {
    case .linear, .circularEaseInOut: return self
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .bezier(let start, let end):
      return .bezier(
        startControlPoint: UnitPoint(x: start.y, y: start.x),
        endControlPoint: UnitPoint(x: end.y, y: end.x))
    }
  }

  /// d/dt of one coordinate of the Bézier from 0 to 1 through `p1`, `p2`:
  /// 3(1−t)²·p1 + 6(1−t)t·(p2 − p1) + 3t²·(1 − p2).
  private static func derivative(_ p1: Double, _ p2: Double, at t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }

  /// `value` clamped to 0…1, NaN read as 0.
  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// `value` made finite (NaN read as 0, infinities as ±1e6) for a Bézier's y coordinates.
  private static func finite(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -1e6), 1e6)
  }
}
