extension CATransform3D {
  /// Three components along x, y and z.
  public struct Vector3: Hashable, Sendable {
    /// The x component.
    public var x: CGFloat
    /// The y component.
    public var y: CGFloat
    /// The z component.
    public var z: CGFloat

    /// Creates a vector from its components.
    public init(x: CGFloat, y: CGFloat, z: CGFloat) {
      self.x = x
      self.y = y
      self.z = z
    }
  }

  /// The shear factors of a decomposition, named after the planes they shear.
  public struct Skew: Hashable, Sendable {
    /// The XY shear: how much of the x row is mixed into the y row.
    public var xy: CGFloat
    /// The XZ shear: how much of the x row is mixed into the z row.
    public var xz: CGFloat
    /// The YZ shear: how much of the y row is mixed into the z row.
    public var yz: CGFloat

    /// Creates shear factors.
    public init(xy: CGFloat, xz: CGFloat, yz: CGFloat) {
      self.xy = xy
      self.xz = xz
      self.yz = yz
    }
  }

  /// A transform split into the CSS Transforms Level 2 components.
  ///
  /// The matrix is `M = S · K · R · T · P` in row-vector convention (a point goes through the
  /// factors from left to right): scale `S = diag(scale)`; shear `K`, unit lower triangular with
  /// `K[1][0] = skew.xy`, `K[2][0] = skew.xz`, `K[2][1] = skew.yz`; rotation `R` from
  /// `quaternion`; translation `T` with `translation` in its last row; and perspective `P`, the
  /// identity with its last column replaced by `perspective`.
  public struct Decomposition: Hashable, Sendable {
    /// The translation (`m41 m42 m43` after normalising by `m44`).
    public var translation: Vector3
    /// The scale factors along the rotated axes; all three are negated when the matrix flips
    /// orientation (negative determinant), as the CSS algorithm does.
    public var scale: Vector3
    /// The shear factors.
    public var skew: Skew
    /// The perspective column `(m14, m24, m34, m44)` of `P`; `(0, 0, 0, 1)` for none.
    public var perspective: Quaternion
    /// The rotation, a unit quaternion with `w ≥ 0`.
    public var quaternion: Quaternion

    /// Creates a decomposition from its parts.
    public init(
      translation: Vector3, scale: Vector3, skew: Skew, perspective: Quaternion,
      quaternion: Quaternion
    ) {
      self.translation = translation
      self.scale = scale
      self.skew = skew
      self.perspective = perspective
      self.quaternion = quaternion
    }
  }

  /// Splits the transform into translation, scale, skew, perspective and rotation, following
  /// the "unmatrix" algorithm of CSS Transforms Level 2 §"Decomposing a 3D matrix".
  ///
  /// The matrix is normalised by `m44`; the perspective is solved from the last column; the
  /// translation is `m41 m42 m43`; Gram–Schmidt on the upper-left 3×3 rows gives scale and
  /// skew; a negative determinant negates all three scales; the remaining orthonormal rows give
  /// the quaternion (by Shepperd's method, see `Quaternion`). Returns `nil` when the matrix
  /// cannot be decomposed: `m44` is zero, the upper-left 3×3 part (the matrix without its
  /// perspective column) is singular, or an entry is not finite.
  public func decomposed() -> Decomposition? {
    guard rowMajor.allSatisfy(\.isFinite), m44 != 0 else { return nil }
    let normalized = CATransform3D(rows: rowMajor.map { $0 / m44 })
    var withoutPerspective = normalized
    withoutPerspective.m14 = 0
    withoutPerspective.m24 = 0
    withoutPerspective.m34 = 0
    withoutPerspective.m44 = 1
    guard let inverse = withoutPerspective.inverse() else { return nil }

    var perspective = Quaternion(x: 0, y: 0, z: 0, w: 1)
    if normalized.m14 != 0 || normalized.m24 != 0 || normalized.m34 != 0 {
      // Solve N · p = (m14, m24, m34, m44) for the column p.
      let rhs = [normalized.m14, normalized.m24, normalized.m34, normalized.m44]
      let n = inverse.rowMajor
      let p = (0..<4).map { row in
        (0..<4).reduce(CGFloat(0)) { $0 + n[row * 4 + $1] * rhs[$1] }
      }
      perspective = Quaternion(x: p[0], y: p[1], z: p[2], w: p[3])
    }

    let translation = Vector3(x: normalized.m41, y: normalized.m42, z: normalized.m43)
    var rows = [
      [normalized.m11, normalized.m12, normalized.m13],
      [normalized.m21, normalized.m22, normalized.m23],
      [normalized.m31, normalized.m32, normalized.m33],
    ]
    var scale = [CGFloat](repeating: 0, count: 3)
    scale[0] = length(rows[0])
    rows[0] = rows[0].map { $0 / scale[0] }
    var skewXY = dot(rows[0], rows[1])
    rows[1] = combine(rows[1], rows[0], -skewXY)
    scale[1] = length(rows[1])
    rows[1] = rows[1].map { $0 / scale[1] }
    skewXY /= scale[1]
    var skewXZ = dot(rows[0], rows[2])
    rows[2] = combine(rows[2], rows[0], -skewXZ)
    var skewYZ = dot(rows[1], rows[2])
    rows[2] = combine(rows[2], rows[1], -skewYZ)
    scale[2] = length(rows[2])
    rows[2] = rows[2].map { $0 / scale[2] }
    skewXZ /= scale[2]
    skewYZ /= scale[2]
    guard scale.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }

    if dot(rows[0], cross(rows[1], rows[2])) < 0 {
      scale = scale.map { -$0 }
      rows = rows.map { $0.map { -$0 } }
    }
    return Decomposition(
      translation: translation,
      scale: Vector3(x: scale[0], y: scale[1], z: scale[2]),
      skew: Skew(xy: skewXY, xz: skewXZ, yz: skewYZ),
      perspective: perspective,
      quaternion: Quaternion(rotationRows: rows))
  }

  /// Recomposes a decomposition into the matrix `S · K · R · T · P` (see `Decomposition`), the
  /// inverse of `decomposed()` (CSS Transforms Level 2 §"Recomposing to a 3D matrix").
  public init(recomposing parts: Decomposition) {
    let r = parts.quaternion.rotationRows
    let s = parts.scale
    let k = parts.skew
    // Rows of S · K · R: row i is scale[i] · (R_i + Σ_{j<i} K[i][j] · R_j).
    let row0 = r[0].map { $0 * s.x }
    let row1 = (0..<3).map { (r[1][$0] + k.xy * r[0][$0]) * s.y }
    let row2 = (0..<3).map { (r[2][$0] + k.xz * r[0][$0] + k.yz * r[1][$0]) * s.z }
    let t = parts.translation
    let linear = CATransform3D(
      m11: row0[0], m12: row0[1], m13: row0[2], m14: 0,
      m21: row1[0], m22: row1[1], m23: row1[2], m24: 0,
      m31: row2[0], m32: row2[1], m33: row2[2], m34: 0,
      m41: t.x, m42: t.y, m43: t.z, m44: 1)
    let p = parts.perspective
    guard p != Quaternion(x: 0, y: 0, z: 0, w: 1) else {
      self = linear
      return
    }
    var perspective = CATransform3D.identity
    perspective.m14 = p.x
    perspective.m24 = p.y
    perspective.m34 = p.z
    perspective.m44 = p.w
    self = linear.multiplied(by: perspective)
  }
}

private func dot(_ u: [CGFloat], _ v: [CGFloat]) -> CGFloat {
  u[0] * v[0] + u[1] * v[1] + u[2] * v[2]
}

private func length(_ u: [CGFloat]) -> CGFloat {
  dot(u, u).squareRoot()
}

/// `u + factor · v`.
private func combine(_ u: [CGFloat], _ v: [CGFloat], _ factor: CGFloat) -> [CGFloat] {
  [u[0] + factor * v[0], u[1] + factor * v[1], u[2] + factor * v[2]]
}

private func cross(_ u: [CGFloat], _ v: [CGFloat]) -> [CGFloat] {
  [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
}
