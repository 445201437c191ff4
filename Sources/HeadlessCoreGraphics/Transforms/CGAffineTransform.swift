/// An affine transformation matrix for two-dimensional drawing, as Core Graphics defines it.
///
/// The matrix is the 3×3 matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// applied to row vectors: a point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
/// `t1.concatenating(t2)` is the matrix product `t1 · t2`, which applies `t1` first and `t2`
/// second, exactly as `CGAffineTransformConcat` does.
public struct CGAffineTransform: Hashable, Sendable {
  /// The entry at row 1, column 1.
  public var a: CGFloat
  /// The entry at row 1, column 2.
  public var b: CGFloat
  /// The entry at row 2, column 1.
  public var c: CGFloat
  /// The entry at row 2, column 2.
  public var d: CGFloat
  /// The entry at row 3, column 1: the horizontal translation.
  public var tx: CGFloat
  /// The entry at row 3, column 2: the vertical translation.
  public var ty: CGFloat

  /// Creates a transform with every entry zero, as Swift's zero-initialiser of the C struct does.
  public init() {
    self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform `[1 0 0 1 0 0]`.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Creates a translation: `[1 0 0 1 tx ty]`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a scale: `[sx 0 0 sy 0 0]`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a rotation by `angle` radians: `[cos sin −sin cos 0 0]`.
  ///
  /// The angle is measured from the positive x-axis towards the positive y-axis, so in UIKit's
  /// y-down coordinates a positive angle turns clockwise on screen. Sine and cosine are used
  /// as computed (no snapping), so a quarter turn leaves entries of about 6e-17, as on Apple
  /// platforms.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether the transform is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// Returns `t1 · t2`: the transform that applies `self` first, then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// Returns `translation(tx, ty) · self`: the translation is applied before `self`
  /// (`CGAffineTransformTranslate`).
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// Returns `scale(sx, sy) · self`: the scale is applied before `self`
  /// (`CGAffineTransformScale`).
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// Returns `rotation(angle) · self`: the rotation is applied before `self`
  /// (`CGAffineTransformRotate`).
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The determinant `a·d − b·c` of the linear part.
  var determinant: CGFloat { a * d - b * c }

  /// Returns the inverse matrix, or `self` unchanged when the transform is not invertible.
  ///
  /// Not invertible means a determinant `a·d − b·c` that is exactly zero or not finite, or an
  /// inverse with a non-finite entry; `CGAffineTransformInvert` also returns its argument
  /// unchanged in that case.
  public func inverted() -> CGAffineTransform {
    let det = determinant
    guard det != 0, det.isFinite else { return self }
    let inverse = CGAffineTransform(
      a: d / det,
      b: -b / det,
      c: -c / det,
      d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
    let entries = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
    guard entries.allSatisfy(\.isFinite) else { return self }
    return inverse
  }
}
