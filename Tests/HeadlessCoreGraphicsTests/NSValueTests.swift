import Foundation
import ScreenLabTestSupport
import Testing

@testable import HeadlessCoreGraphics

@Suite struct NSValueTests {
  @Test func pointSizeAndRectRoundTripAndMatchFoundation() {
    let point = CGPoint(x: 1.25, y: -2)
    #expect(NSValue(cgPoint: point).cgPointValue == point)
    #expect(NSValue(cgPoint: point) == NSValue(point: point))
    #expect(NSValue(cgPoint: point).pointValue == point)
    let size = CGSize(width: 3, height: 4.5)
    #expect(NSValue(cgSize: size).cgSizeValue == size)
    #expect(NSValue(cgSize: size) == NSValue(size: size))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    #expect(NSValue(cgRect: rect) == NSValue(rect: rect))
  }

  @Test func affineTransformsRoundTripBitForBit() {
    let transform = CGAffineTransform(a: 0.1, b: -3, c: .pi, d: 1e-300, tx: 7, ty: -0.0)
    let value = NSValue(cgAffineTransform: transform)
    let back = value.cgAffineTransformValue
    #expect(back == transform)
    #expect(back.ty.sign == .minus)
    #expect(value == NSValue(cgAffineTransform: transform))
    #expect(value != NSValue(cgAffineTransform: .identity))
  }

  @Test func transforms3DRoundTripBitForBit() {
    var random = SplitMix64(seed: 3)
    let transform = CATransform3D(rows: (0..<16).map { _ in random.uniform(-1e6...1e6) })
    let value = NSValue(caTransform3D: transform)
    #expect(value.caTransform3DValue == transform)
    #expect(value == NSValue(caTransform3D: transform))
    #expect(value.hash == NSValue(caTransform3D: transform).hash)
  }

  @Test func mismatchedKindsReadAsIdentity() {
    let point = NSValue(cgPoint: CGPoint(x: 1, y: 2))
    #expect(point.cgAffineTransformValue == .identity)
    #expect(point.caTransform3DValue == .identity)
    let affine = NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2))
    #expect(affine.caTransform3DValue == .identity)
  }

  /// `typeEncoding` reads what the box keeps instead of calling `objCType` (which leaks a C
  /// string a call); it must give Foundation's own answer for every kind of box.
  @Test func typeEncodingIsFoundationsObjCType() {
    let values: [NSValue] = [
      NSValue(cgPoint: CGPoint(x: 1, y: 2)), NSValue(cgSize: CGSize(width: 3, height: 4)),
      NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)),
      NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2)),
      NSValue(caTransform3D: CATransform3D(rows: (0..<16).map { CGFloat($0) })),
      NSValue(range: NSRange(location: 1, length: 2)), NSNumber(value: 2.5), NSNumber(value: 7),
    ]
    for value in values {
      #expect(value.typeEncoding == String(cString: value.objCType), "\(value)")
    }
  }
}
