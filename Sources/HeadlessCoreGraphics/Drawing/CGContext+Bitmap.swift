// Bitmap contexts (Core Graphics' `CGBitmapContextCreate`, `CGContext(data:width:height:…)`,
// `makeImage()`): a recording context with a bitmap's layout, whose pixels are never painted
// (Docs/Semantics/UIKit.md §84).

/// The layout of a bitmap context.
struct BitmapLayout {
  let width: Int
  let height: Int
  let bitsPerComponent: Int
  let bitsPerPixel: Int
  let bytesPerRow: Int
  let space: CGColorSpace
  let info: CGBitmapInfo

  /// The layout Core Graphics accepts for these parameters, or nil for a combination it
  /// refuses: 8-bit grey without alpha, alpha-only 8-bit, and RGB with 5 bits (alpha skipped
  /// first), 8 or 16 bits or 32-bit floats with alpha first or last (premultiplied or skipped);
  /// the row must hold the pixels (0: packed rows).
  init?(
    width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
    info: CGBitmapInfo
  ) {
    guard width > 0, height > 0, let alpha = info.alphaInfo else { return nil }
    let float = info.contains(.floatComponents)
    let skipsOrCarries: Set<CGImageAlphaInfo> = [
      .premultipliedFirst, .premultipliedLast, .noneSkipFirst, .noneSkipLast,
    ]
    let bitsPerPixel: Int
    switch (space.model, bitsPerComponent, float) {
    case (.monochrome, 8, false) where alpha == .none: bitsPerPixel = 8
    case (.monochrome, 8, false) where alpha == .alphaOnly: bitsPerPixel = 8
    case (.rgb, 5, false) where alpha == .noneSkipFirst: bitsPerPixel = 16
    case (.rgb, 8, false) where skipsOrCarries.contains(alpha): bitsPerPixel = 32
    case (.rgb, 16, false) where alpha == .premultipliedLast || alpha == .noneSkipLast:
      bitsPerPixel = 64
    case (.rgb, 32, true) where alpha == .premultipliedLast || alpha == .noneSkipLast:
      bitsPerPixel = 128
    default: return nil
    }
    let packed = (width * bitsPerPixel + 7) / 8
    guard bytesPerRow == 0 || bytesPerRow >= packed else { return nil }
    self.width = width
    self.height = height
    self.bitsPerComponent = bitsPerComponent
    self.bitsPerPixel = bitsPerPixel
    self.bytesPerRow = bytesPerRow == 0 ? packed : bytesPerRow
    self.space = space
    self.info = info
  }
}

extension CGContext {
  /// A bitmap context of `width` × `height` pixels, or nil for a layout Core Graphics refuses
  /// (Docs/Semantics/UIKit.md §84). Drawing is recorded (``displayList``) and no pixel is written: `data`, when given,
  /// keeps its bytes; without it the context holds zeroed memory of its own.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    guard
      let layout = BitmapLayout(
        width: width, height: height, bitsPerComponent: bitsPerComponent,
        bytesPerRow: bytesPerRow, space: space, info: CGBitmapInfo(rawValue: bitmapInfo))
    else { return nil }
    self.init(recordingWithClip: CGRect(x: 0, y: 0, width: width, height: height))
    bitmap = layout
    if let data {
      bitmapData = data
    } else {
      ownedBitmap = BitmapStorage(byteCount: layout.bytesPerRow * height)
      bitmapData = ownedBitmap?.bytes
    }
  }

  /// The pixel memory of a bitmap context; nil for other contexts.
  public var data: UnsafeMutableRawPointer? { bitmapData }
  /// The width in pixels of a bitmap context; 0 for other contexts.
  public var width: Int { bitmap?.width ?? 0 }
  /// The height in pixels of a bitmap context; 0 for other contexts.
  public var height: Int { bitmap?.height ?? 0 }
  /// Bits of one component of a bitmap context's pixel; 0 for other contexts.
  public var bitsPerComponent: Int { bitmap?.bitsPerComponent ?? 0 }
  /// Bits of one pixel of a bitmap context; 0 for other contexts.
  public var bitsPerPixel: Int { bitmap?.bitsPerPixel ?? 0 }
  /// Bytes of one row of a bitmap context; 0 for other contexts.
  public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
  /// The colour space of a bitmap context; nil for other contexts.
  public var colorSpace: CGColorSpace? { bitmap?.space }
  /// The layout of a bitmap context's pixel; empty for other contexts.
  public var bitmapInfo: CGBitmapInfo { bitmap?.info ?? [] }
  /// Where a bitmap context's alpha is; `.none` for other contexts.
  public var alphaInfo: CGImageAlphaInfo { bitmap?.info.alphaInfo ?? .none }

  /// An image of a bitmap context: its size and layout (ScreenLab's images have no pixels,
  /// Docs/Semantics/UIKit.md §57); nil for a context that is not a bitmap context.
  public func makeImage() -> CGImage? {
    guard let bitmap else { return nil }
    return CGImage(
      width: bitmap.width, height: bitmap.height, bitsPerComponent: bitmap.bitsPerComponent,
      bitsPerPixel: bitmap.bitsPerPixel, bytesPerRow: bitmap.bytesPerRow,
      colorSpace: bitmap.space, bitmapInfo: bitmap.info)
  }
}

/// Zeroed memory a bitmap context made for itself, freed with the context.
final class BitmapStorage {
  let bytes: UnsafeMutableRawPointer

  init(byteCount: Int) {
    bytes = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 16)
    bytes.initializeMemory(as: UInt8.self, repeating: 0, count: max(byteCount, 1))
  }

  deinit { bytes.deallocate() }
}
