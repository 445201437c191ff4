/// Returns whether `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  t == .identity
}

/// Returns whether `a` and `b` are exactly equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// Returns a translation by `(tx, ty, tz)`: the identity with `m41 m42 m43 = tx ty tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D.identity
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

/// Returns a scale by `(sx, sy, sz)`: the identity with `m11 m22 m33 = sx sy sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D.identity
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

/// Returns a rotation by `angle` radians about the axis `(x, y, z)`.
///
/// The axis is normalised, and the matrix is the transpose of Rodrigues' rotation matrix
/// (row-vector convention): with `c = cos angle`, `s = sin angle` and unit axis `(x, y, z)`,
/// `m11 = c + x²(1−c)`, `m12 = xy(1−c) + zs`, `m13 = xz(1−c) − ys`, and so on. About the
/// z-axis this gives `m11 = c, m12 = s, m21 = −s, m22 = c`, the same as
/// `CGAffineTransform(rotationAngle:)`. A zero-length (or non-finite) axis gives the identity,
/// where Apple leaves the result undefined.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return .identity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  return CATransform3D(
    m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
    m21: ux * uy * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
    m31: ux * uz * k + uy * s, m32: uy * uz * k - ux * s, m33: c + uz * uz * k, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Returns `translate(tx, ty, tz) · t`: the translation is applied before `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).multiplied(by: t)
}

/// Returns `scale(sx, sy, sz) · t`: the scale is applied before `t`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DMakeScale(sx, sy, sz).multiplied(by: t)
}

/// Returns `rotation(angle, x, y, z) · t`: the rotation is applied before `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).multiplied(by: t)
}

/// Returns `a · b`: the transform that applies `a` first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.multiplied(by: b)
}

/// Returns the inverse of `t`, or `t` unchanged when it has no inverse (as Core Animation).
///
/// The inverse is computed by Gauss–Jordan elimination with partial pivoting; `t` counts as
/// not invertible when a pivot is exactly zero or the result has a non-finite entry.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  t.inverse() ?? t
}

/// Returns the 3D transform equivalent to the affine transform `m`:
/// `m11 m12 m21 m22 m41 m42 = a b c d tx ty`, the rest from the identity.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3D.identity
  t.m11 = m.a
  t.m12 = m.b
  t.m21 = m.c
  t.m22 = m.d
  t.m41 = m.tx
  t.m42 = m.ty
  return t
}

/// Returns whether `t` is exactly representable as an affine transform: `m13 m14 m23 m24 m31
/// m32 m34 m43` are zero and `m33 m44` are one.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// Returns the affine part of `t`: `a b c d tx ty = m11 m12 m21 m22 m41 m42`. The other
/// entries are ignored, so the result is exact only when `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
