/// A cubic Bézier curve that maps time to progress (Core Animation's `CAMediaTimingFunction`).
///
/// Named curves use the control points of Docs/Semantics/CoreAnimation.md §b.1; the curve is solved
/// to 1e-12 (`UnitBezier`), far below the 1e-5 of Core Animation's own client-side solver.
public final class CAMediaTimingFunction: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The curve.
  public var curve: UnitBezier { shared.curve }
  /// The curve and the name: one per named curve, shared by every function of that name. The
  /// function keeps this one reference only: 24 bytes, a 32-byte malloc chunk (with the name
  /// beside it, 40 bytes and a 48-byte chunk; an animation's copy keeps its function alive).
  private let shared: SharedCurve
  var name: CAMediaTimingFunctionName? { shared.name }

  /// A named curve.
  public init(name: CAMediaTimingFunctionName) {
    // Each case compares the name's string: the names animations use most come first.
    switch name {
    case .easeIn: shared = .easeIn
    case .easeOut: shared = .easeOut
    case .easeInEaseOut: shared = .easeInEaseOut
    case .default: shared = .caDefault
    case .linear: shared = .linear
    default: shared = SharedCurve(.linear, name: name)
    }
  }

  /// A curve through (0,0), (c1x,c1y), (c2x,c2y), (1,1).
  ///
  /// - Precondition: the x values lie in [0, 1] and every value is finite.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    shared = SharedCurve(UnitBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y)))
  }

  /// A curve from a `UnitBezier`.
  public init(curve: UnitBezier) {
    shared = SharedCurve(curve)
  }

  /// Writes control point `index` (0…3) into `values` as (x, y).
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
    let point = points[max(0, min(3, index))]
    PointerArguments.store(Float(point.0), Float(point.1), in: values)
  }

  /// The progress for time fraction `x` (0 below 0, 1 above 1).
  public func _solve(forInput x: Float) -> Float { Float(curve.value(at: Double(x))) }

  public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
    lhs.curve == rhs.curve
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(curve) }

  public var description: String {
    if let name { return name.rawValue }
    return "(\(curve.x1), \(curve.y1), \(curve.x2), \(curve.y2))"
  }
}

/// A timing function's curve and name, held by reference: the named curves' are made once.
private final class SharedCurve: Sendable {
  let curve: UnitBezier
  /// The name the function was made with; nil for control points and curves.
  let name: CAMediaTimingFunctionName?

  init(_ curve: UnitBezier, name: CAMediaTimingFunctionName? = nil) {
    self.curve = curve
    self.name = name
  }

  static let linear = SharedCurve(.linear, name: .linear)
  static let easeIn = SharedCurve(.easeIn, name: .easeIn)
  static let easeOut = SharedCurve(.easeOut, name: .easeOut)
  static let easeInEaseOut = SharedCurve(.easeInEaseOut, name: .easeInEaseOut)
  static let caDefault = SharedCurve(.caDefault, name: .default)
}

/// The names of the predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The curve of Core Animation's own implicit animations.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
  /// Every name, for parsing user input.
  public static let all: [CAMediaTimingFunctionName] = [
    .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
  ]
}
