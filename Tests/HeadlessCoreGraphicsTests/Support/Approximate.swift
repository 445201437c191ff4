@testable import HeadlessCoreGraphics

/// Whether two numbers differ by at most `tolerance`.
func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points differ by at most `tolerance` in each coordinate.
func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
  isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// Whether two rectangles differ by at most `tolerance` in each field.
func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
  isClose(a.origin, b.origin, tolerance) && isClose(a.width, b.width, tolerance)
    && isClose(a.height, b.height, tolerance)
}

/// Whether two affine transforms differ by at most `tolerance` in each entry.
func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: CGFloat = 1e-9)
  -> Bool
{
  zip([a.a, a.b, a.c, a.d, a.tx, a.ty], [b.a, b.b, b.c, b.d, b.tx, b.ty])
    .allSatisfy { isClose($0, $1, tolerance) }
}

/// Whether two 3D transforms differ by at most `tolerance` in each entry.
func isClose(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
  zip(a.rowMajor, b.rowMajor).allSatisfy { isClose($0, $1, tolerance) }
}

/// The 3D transform's action on a point (row vector, with the homogeneous divide).
func project(_ p: (CGFloat, CGFloat, CGFloat), _ t: CATransform3D) -> (CGFloat, CGFloat, CGFloat) {
  let (x, y, z) = p
  let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
  return (
    (x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
    (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
    (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w
  )
}

/// The transform divided by its m44 entry.
func normalized(_ t: CATransform3D) -> CATransform3D {
  CATransform3D(rows: t.rowMajor.map { $0 / t.m44 })
}
