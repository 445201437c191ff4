/// A 4×4 homogeneous transform, as Core Animation defines it.
///
/// Core Animation multiplies row vectors on the left: a point `(x, y, z)` becomes
/// `[x y z 1] · M`, so `x' = x·m11 + y·m21 + z·m31 + m41` (then divided by the fourth
/// coordinate `x·m14 + y·m24 + z·m34 + m44`). The translation lives in `m41 m42 m43`, and
/// `CATransform3DConcat(a, b) = a · b` applies `a` first, then `b`.
public struct CATransform3D: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4.
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4.
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat
  /// Row 3, column 4: `-1/d` gives a perspective projection with the eye at distance `d`.
  public var m34: CGFloat
  /// Row 4, column 1: translation along x.
  public var m41: CGFloat
  /// Row 4, column 2: translation along y.
  public var m42: CGFloat
  /// Row 4, column 3: translation along z.
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// Creates a transform with every entry zero, as Swift's zero-initialiser of the C struct does.
  public init() {
    self.init(rows: Array(repeating: 0, count: 16))
  }

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// Creates a transform from sixteen entries in row-major order.
  init(rows e: [CGFloat]) {
    precondition(e.count == 16, "a 4×4 matrix has 16 entries")
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3],
      m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11],
      m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// The sixteen entries in row-major order (`m11, m12, …, m44`).
  var rowMajor: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The identity transform.
  public static let identity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// The matrix product `self · other` (apply `self` first, then `other`).
  func multiplied(by other: CATransform3D) -> CATransform3D {
    let lhs = rowMajor
    let rhs = other.rowMajor
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum: CGFloat = 0
        for k in 0..<4 {
          sum += lhs[row * 4 + k] * rhs[k * 4 + column]
        }
        product[row * 4 + column] = sum
      }
    }
    return CATransform3D(rows: product)
  }

  /// The inverse matrix by Gauss–Jordan elimination with partial pivoting, or `nil` when a
  /// pivot is exactly zero or an entry of the result is not finite.
  func inverse() -> CATransform3D? {
    var m = rowMajor
    var inverse = CATransform3D.identity.rowMajor
    for column in 0..<4 {
      var pivotRow = column
      for row in column..<4 where abs(m[row * 4 + column]) > abs(m[pivotRow * 4 + column]) {
        pivotRow = row
      }
      let pivot = m[pivotRow * 4 + column]
      guard pivot != 0, pivot.isFinite else { return nil }
      if pivotRow != column {
        for k in 0..<4 {
          m.swapAt(pivotRow * 4 + k, column * 4 + k)
          inverse.swapAt(pivotRow * 4 + k, column * 4 + k)
        }
      }
      for k in 0..<4 {
        m[column * 4 + k] /= pivot
        inverse[column * 4 + k] /= pivot
      }
      for row in 0..<4 where row != column {
        let factor = m[row * 4 + column]
        guard factor != 0 else { continue }
        for k in 0..<4 {
          m[row * 4 + k] -= factor * m[column * 4 + k]
          inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
        }
      }
    }
    guard inverse.allSatisfy(\.isFinite) else { return nil }
    return CATransform3D(rows: inverse)
  }
}

/// The identity transform, `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D.identity
