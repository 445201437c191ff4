extension CATransform3D {
  /// A rotation quaternion `x·i + y·j + z·k + w`, as used by the CSS Transforms decomposition.
  ///
  /// A rotation by `θ` about the unit axis `u` is `(u·sin(θ/2), cos(θ/2))`.
  public struct Quaternion: Hashable, Sendable {
    /// The i component.
    public var x: CGFloat
    /// The j component.
    public var y: CGFloat
    /// The k component.
    public var z: CGFloat
    /// The real component.
    public var w: CGFloat

    /// Creates a quaternion from its four components.
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
      self.x = x
      self.y = y
      self.z = z
      self.w = w
    }

    /// The rotation by nothing, `(0, 0, 0, 1)`.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The four-dimensional dot product.
    func dot(_ other: Quaternion) -> CGFloat {
      x * other.x + y * other.y + z * other.z + w * other.w
    }

    /// The quaternion scaled to unit length (the identity if its length is zero).
    var normalized: Quaternion {
      let length = dot(self).squareRoot()
      guard length > 0, length.isFinite else { return .identity }
      return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
    }

    /// The Hamilton product `self ⊗ other`, the rotation `other` followed by `self`.
    func multiplied(by other: Quaternion) -> Quaternion {
      Quaternion(
        x: w * other.x + x * other.w + y * other.z - z * other.y,
        y: w * other.y - x * other.z + y * other.w + z * other.x,
        z: w * other.z + x * other.y - y * other.x + z * other.w,
        w: w * other.w - x * other.x - y * other.y - z * other.z)
    }

    /// Spherical linear interpolation along the shorter arc.
    ///
    /// `slerp(a, b, f) = a·sin((1−f)θ)/sin θ + b·sin(fθ)/sin θ` with `cos θ = a·b`, as in CSS
    /// Transforms Level 2 §"Interpolation of decomposed 3D matrix values", except that `b` is
    /// negated when `a·b < 0` so the rotation takes the shorter way (the two quaternions name
    /// the same rotation). When `|a·b| > 0.9995` the arc is nearly straight and a normalised
    /// linear interpolation is used instead, avoiding the division by `sin θ ≈ 0`.
    public static func slerp(from a: Quaternion, to b: Quaternion, fraction: CGFloat)
      -> Quaternion
    {
      var target = b
      var product = a.dot(b)
      if product < 0 {
        target = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
        product = -product
      }
      product = min(product, 1)
      if product > 0.9995 {
        return Quaternion(
          x: a.x + (target.x - a.x) * fraction,
          y: a.y + (target.y - a.y) * fraction,
          z: a.z + (target.z - a.z) * fraction,
          w: a.w + (target.w - a.w) * fraction
        ).normalized
      }
      let theta = acos(product)
      let sine = sin(theta)
      let weightA = sin((1 - fraction) * theta) / sine
      let weightB = sin(fraction * theta) / sine
      return Quaternion(
        x: a.x * weightA + target.x * weightB,
        y: a.y * weightA + target.y * weightB,
        z: a.z * weightA + target.z * weightB,
        w: a.w * weightA + target.w * weightB)
    }

    /// The 3×3 rotation matrix in row-vector convention, rows first (`r[i][j]`).
    ///
    /// This is the transpose of the usual column-vector matrix, e.g. `r[0][1] = 2(xy + zw)`, so
    /// that `(0, 0, sin(θ/2), cos(θ/2))` gives `CATransform3DMakeRotation(θ, 0, 0, 1)`.
    var rotationRows: [[CGFloat]] {
      [
        [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
        [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
        [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
      ]
    }

    /// Extracts the unit quaternion of an orthonormal row-vector rotation matrix.
    ///
    /// CSS Transforms Level 2 computes `|x| = ½√(1 + r00 − r11 − r22)` (and likewise `|y|`,
    /// `|z|`, `|w|`) and takes the signs from the off-diagonal differences; that loses the
    /// relative signs of `x, y, z` near half turns (`w ≈ 0`). This uses Shepperd's method
    /// instead: the largest of the four magnitudes comes from its square root and the others
    /// from off-diagonal sums and differences divided by it. The result is the same rotation,
    /// normalised so that `w ≥ 0`.
    init(rotationRows r: [[CGFloat]]) {
      let trace = r[0][0] + r[1][1] + r[2][2]
      let candidates = [
        1 + trace, 1 + r[0][0] - r[1][1] - r[2][2],
        1 - r[0][0] + r[1][1] - r[2][2], 1 - r[0][0] - r[1][1] + r[2][2],
      ]
      let largest = candidates.indices.max { candidates[$0] < candidates[$1] } ?? 0
      let root = max(candidates[largest], 0).squareRoot()
      let half = root / 2
      let scale = root > 0 ? 1 / (2 * root) : 0
      // In row-vector convention r[1][2] − r[2][1] = 4xw, r[2][0] − r[0][2] = 4yw,
      // r[0][1] − r[1][0] = 4zw, r[0][1] + r[1][0] = 4xy, r[0][2] + r[2][0] = 4xz,
      // r[1][2] + r[2][1] = 4yz.
      var q: Quaternion
      switch largest {
      case 0:
        q = Quaternion(
          x: (r[1][2] - r[2][1]) * scale, y: (r[2][0] - r[0][2]) * scale,
          z: (r[0][1] - r[1][0]) * scale, w: half)
      case 1:
        q = Quaternion(
          x: half, y: (r[0][1] + r[1][0]) * scale,
          z: (r[0][2] + r[2][0]) * scale, w: (r[1][2] - r[2][1]) * scale)
      case 2:
        q = Quaternion(
          x: (r[0][1] + r[1][0]) * scale, y: half,
          z: (r[1][2] + r[2][1]) * scale, w: (r[2][0] - r[0][2]) * scale)
      default:
        q = Quaternion(
          x: (r[0][2] + r[2][0]) * scale, y: (r[1][2] + r[2][1]) * scale,
          z: half, w: (r[0][1] - r[1][0]) * scale)
      }
      if q.w < 0 {
        q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w)
      }
      self = q.normalized
    }
  }
}
