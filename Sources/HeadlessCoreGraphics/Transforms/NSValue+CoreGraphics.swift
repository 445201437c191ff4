/// The Objective-C type encoding for a transform stored by `NSValue(cgAffineTransform:)`.
///
/// swift-corelibs-foundation cannot store struct encodings such as
/// `{CGAffineTransform=dddddd}` (it traps), but it stores C arrays of doubles exactly and
/// compares them byte for byte, so transforms are stored as arrays of their entries.
let affineTransformObjCType = "[6d]"

/// The type encoding for a transform stored by `NSValue(caTransform3D:)`: sixteen doubles.
let transform3DObjCType = "[16d]"

extension NSValue {
  /// Wraps a point; the same value as Foundation's `NSValue(point:)` (`{CGPoint=dd}`).
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// The wrapped point (Foundation's `pointValue`).
  public var cgPointValue: CGPoint { pointValue }

  /// Wraps a size; the same value as Foundation's `NSValue(size:)` (`{CGSize=dd}`).
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  /// The wrapped size (Foundation's `sizeValue`).
  public var cgSizeValue: CGSize { sizeValue }

  /// Wraps a rectangle; the same value as Foundation's `NSValue(rect:)`.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// The wrapped rectangle (Foundation's `rectValue`).
  public var cgRectValue: CGRect { rectValue }

  /// Wraps an affine transform as six doubles `a b c d tx ty` (type encoding `[6d]`; Apple's is
  /// `{CGAffineTransform=dddddd}`). Values round-trip bit for bit, and two values are equal
  /// when their bytes are.
  public convenience init(cgAffineTransform transform: CGAffineTransform) {
    let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
      .map(\.native)
    self.init(entries: entries, objCType: affineTransformObjCType)
  }

  /// The wrapped affine transform, or the identity when the value holds something else (Apple
  /// leaves that case undefined).
  public var cgAffineTransformValue: CGAffineTransform {
    guard let e = entries(objCType: affineTransformObjCType, count: 6) else { return .identity }
    return CGAffineTransform(a: e[0], b: e[1], c: e[2], d: e[3], tx: e[4], ty: e[5])
  }

  /// Wraps a 3D transform as sixteen doubles `m11 … m44` in row order (type encoding `[16d]`;
  /// Apple's is a `CATransform3D` struct encoding). Values round-trip bit for bit.
  public convenience init(caTransform3D transform: CATransform3D) {
    self.init(entries: transform.rowMajor.map(\.native), objCType: transform3DObjCType)
  }

  /// The wrapped 3D transform, or the identity when the value holds something else.
  public var caTransform3DValue: CATransform3D {
    guard let e = entries(objCType: transform3DObjCType, count: 16) else { return .identity }
    return CATransform3D(rows: e)
  }

  /// Stores the doubles; `NSValue` copies the bytes, so the buffer is freed afterwards.
  private convenience init(entries: [Double], objCType: String) {
    let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: entries.count)
    defer { buffer.deallocate() }
    _ = buffer.initialize(from: entries)
    // Every caller stores at least one number, and a buffer allocated with a capacity of at
    // least one has a base address.
    // swift-format-ignore: NeverForceUnwrap
    self.init(bytes: UnsafeRawPointer(buffer.baseAddress!), objCType: objCType)
  }

  /// The stored doubles, when the value's type encoding is `objCType`.
  private func entries(objCType expected: String, count: Int) -> [CGFloat]? {
    guard typeEncoding == expected else { return nil }
    var values = [Double](repeating: 0, count: count)
    values.withUnsafeMutableBytes { bytes in
      guard let address = bytes.baseAddress else { return }
      getValue(address)
    }
    return values.map { CGFloat($0) }
  }
}

extension NSValue {
  /// `objCType` as a string, read without calling it where swift-corelibs-foundation's
  /// `objCType` would leak: it allocates a new C string on every call and never frees it (about
  /// 32 bytes a call, measured), and animations read the encoding of their `NSValue` endpoints
  /// at every compile. Foundation's boxes keep a geometry value as `_value` (`NSValue(point:)`,
  /// `size`, `rect`; the encoding is Foundation's for that type) or raw bytes with their
  /// encoding as `_typeInfo.name` (`NSValue(bytes:objCType:)`, the transforms above); `Mirror`
  /// reads both. Any other box is asked for `objCType`.
  package var typeEncoding: String {
    for child in Mirror(reflecting: self).children {
      switch child.label {
      case "_value":
        switch child.value {
        case is CGPoint: return "{CGPoint=dd}"
        case is CGSize: return "{CGSize=dd}"
        case is CGRect: return "{CGRect={CGPoint=dd}{CGSize=dd}}"
        default: continue
        }
      case "_typeInfo":
        for field in Mirror(reflecting: child.value).children where field.label == "name" {
          if let name = field.value as? String { return name }
        }
      default: continue
      }
    }
    return String(cString: objCType)
  }
}
