extension CATransform3D {
  /// Interpolates between two transforms the way CSS Transforms Level 2 interpolates matrices.
  ///
  /// Both matrices are decomposed (`decomposed()`); translation, scale, skew and perspective
  /// are interpolated linearly, `a + (b − a)·fraction`, and the rotation by spherical linear
  /// interpolation along the shorter arc (`Quaternion.slerp`); the result is recomposed. When
  /// either matrix cannot be decomposed (for example a zero scale, which makes it singular),
  /// the sixteen entries are interpolated linearly instead. Decomposition divides by `m44`, so
  /// between the endpoints the result has `m44 = 1` (the same projective transform). `fraction` is not clamped, so
  /// values outside `0...1` extrapolate (springs overshoot). Fraction 0 returns `from` and
  /// fraction 1 returns `to` exactly.
  public static func interpolate(from: CATransform3D, to: CATransform3D, fraction: CGFloat)
    -> CATransform3D
  {
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    guard let a = from.decomposed(), let b = to.decomposed() else {
      let pairs = zip(from.rowMajor, to.rowMajor)
      return CATransform3D(rows: pairs.map { $0 + ($1 - $0) * fraction })
    }
    func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * fraction }
    func mix(_ u: Vector3, _ v: Vector3) -> Vector3 {
      Vector3(x: mix(u.x, v.x), y: mix(u.y, v.y), z: mix(u.z, v.z))
    }
    let parts = Decomposition(
      translation: mix(a.translation, b.translation),
      scale: mix(a.scale, b.scale),
      skew: Skew(
        xy: mix(a.skew.xy, b.skew.xy), xz: mix(a.skew.xz, b.skew.xz),
        yz: mix(a.skew.yz, b.skew.yz)),
      perspective: Quaternion(
        x: mix(a.perspective.x, b.perspective.x), y: mix(a.perspective.y, b.perspective.y),
        z: mix(a.perspective.z, b.perspective.z), w: mix(a.perspective.w, b.perspective.w)),
      quaternion: Quaternion.slerp(from: a.quaternion, to: b.quaternion, fraction: fraction))
    return CATransform3D(recomposing: parts)
  }
}
