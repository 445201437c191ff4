extension CATransform3D.Quaternion {
  /// Creates the rotation about x by `x`, then about y by `y`, then about z by `z` (radians).
  ///
  /// In Core Animation's row-vector convention the matrix is `Rx(x) · Ry(y) · Rz(z)`, i.e. the
  /// quaternion `qz ⊗ qy ⊗ qx`; each single-axis factor is the right-handed rotation that
  /// `CATransform3DMakeRotation(angle, axis)` builds.
  public init(eulerX x: CGFloat, y: CGFloat, z: CGFloat) {
    let qx = Self(x: sin(x / 2), y: 0, z: 0, w: cos(x / 2))
    let qy = Self(x: 0, y: sin(y / 2), z: 0, w: cos(y / 2))
    let qz = Self(x: 0, y: 0, z: sin(z / 2), w: cos(z / 2))
    self = qz.multiplied(by: qy).multiplied(by: qx)
  }

  /// The Euler angles `(x, y, z)` in radians that `init(eulerX:y:z:)` turns back into this
  /// rotation.
  ///
  /// With the row-vector rotation matrix `r = Rx(α)·Ry(β)·Rz(γ)`: `β = asin(−r[0][2])` in
  /// `[−π/2, π/2]`, `α = atan2(r[1][2], r[2][2])` and `γ = atan2(r[0][1], r[0][0])`, both in
  /// `(−π, π]`. In gimbal lock (`|r[0][2]| ≈ 1`, y at ±90°) x and z turn about the same axis;
  /// then `α = 0` and `γ = atan2(−r[1][0], r[1][1])`. A single-axis rotation by an angle in
  /// `(−π, π]` gives back exactly that angle on its axis and zero on the others.
  public var eulerAngles: (x: CGFloat, y: CGFloat, z: CGFloat) {
    let r = normalized.rotationRows
    let sineY = max(-1, min(1, -r[0][2]))
    let angleY = asin(sineY)
    if abs(sineY) > 1 - 1e-12 {
      return (0, angleY, atan2(-r[1][0], r[1][1]))
    }
    return (atan2(r[1][2], r[2][2]), angleY, atan2(r[0][1], r[0][0]))
  }
}
