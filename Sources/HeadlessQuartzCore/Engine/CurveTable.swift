/// Timing curves prepared for solving many times per frame: for each curve, its power-form
/// coefficients and a table of the curve parameter t at 256 evenly spaced x, so Newton's
/// method starts within about 1e-5 of the root and converges in one or two steps.
///
/// The result equals `UnitBezier.value(at:)` to the same tolerance (|x(t) − x| ≤ 1e-12);
/// when Newton does not settle in four evaluations (a flat stretch of x(t)), the table falls back
/// to `UnitBezier.value(at:)` itself.
struct CurveTable {
  static let steps = 256
  private(set) var curves: [UnitBezier] = []
  /// Per curve: ax, bx, cx, ay, by, cy.
  private(set) var coefficients = ContiguousArray<Double>()
  /// Per curve: t at x = i / steps for i in 0...steps.
  private(set) var parameters = ContiguousArray<Double>()
  /// The last answers, shared by copies of the table (``CurveMemo``).
  let memo = CurveMemo.make()

  /// How many curves an engine's table holds at most: a curve made after that many distinct
  /// ones is solved exactly each time instead (``index(of:limit:)``).
  static let engineLimit = 64

  /// The index of `curve`, adding it the first time; nil when it is new and the table already
  /// holds `limit` curves.
  mutating func index(of curve: UnitBezier, limit: Int) -> Int32? {
    if let index = curves.firstIndex(of: curve) { return Int32(index) }
    guard curves.count < limit else { return nil }
    return index(of: curve)
  }

  /// The index of `curve`, adding it the first time.
  mutating func index(of curve: UnitBezier) -> Int32 {
    if let index = curves.firstIndex(of: curve) { return Int32(index) }
    curves.append(curve)
    let cx = 3 * curve.x1
    let bx = 3 * (curve.x2 - curve.x1) - cx
    let cy = 3 * curve.y1
    let by = 3 * (curve.y2 - curve.y1) - cy
    coefficients.append(contentsOf: [1 - cx - bx, bx, cx, 1 - cy - by, by, cy])
    for step in 0...Self.steps {
      parameters.append(curve.parameter(forX: Double(step) / Double(Self.steps)))
    }
    return Int32(curves.count - 1)
  }
}

extension CurveTable {
  /// y for x on curve `index`, using raw buffers (the caller holds them for a whole frame).
  @inline(__always)
  static func value(
    _ x: Double, curve index: Int, coefficients: UnsafeBufferPointer<Double>,
    parameters: UnsafeBufferPointer<Double>, curves: [UnitBezier], memo: CurveMemoSlots
  ) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return memo.answer(x, curve: index) {
      solve(x, curve: index, coefficients: coefficients, parameters: parameters, curves: curves)
    }
  }

  /// y for x on curve `index` of this table (one value at a time: a layer's presentation).
  @inline(__always)
  func value(_ x: Double, curve index: Int) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return memo.withSlots { slots in
      slots.answer(x, curve: index) {
        Self.solve(
          x, curve: index, coefficients: coefficients, parameters: parameters, curves: curves)
      }
    }
  }

  /// The solver: the table's t for the nearest x seeds Newton's method on x(t) = x.
  @inline(__always)
  private static func solve<Storage: RandomAccessCollection<Double>>(
    _ x: Double, curve index: Int, coefficients: Storage, parameters: Storage,
    curves: [UnitBezier]
  ) -> Double where Storage.Index == Int {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let c = coefficients.startIndex + index * 6
    let ax = coefficients[c]
    let bx = coefficients[c + 1]
    let cx = coefficients[c + 2]
    let scaled = x * Double(steps)
    let slot = min(Int(scaled), steps - 1)
    let base = parameters.startIndex + index * (steps + 1) + slot
    let t0 = parameters[base]
    var t = t0 + (parameters[base + 1] - t0) * (scaled - Double(slot))
    var converged = false
    for _ in 0..<4 {
      let error = ((ax * t + bx) * t + cx) * t - x
      if abs(error) <= 1e-12 {
        converged = true
        break
      }
      let slope = (3 * ax * t + 2 * bx) * t + cx
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    guard converged, t >= 0, t <= 1 else { return curves[index].value(at: x) }
    return ((coefficients[c + 3] * t + coefficients[c + 4]) * t + coefficients[c + 5]) * t
  }
}
