/// A bitmap image (Core Graphics' `CGImage`), record-only: its pixel dimensions and layout, no
/// pixels (ScreenLab paints nothing; Docs/Semantics/UIKit.md §57).
///
/// Made by ScreenLab for images that have a size (`UIImage.cgImage`); 8 bits per component,
/// four components per pixel, rows packed, as a bitmap context's image is.
public final class CGImage: Hashable, Sendable, CustomStringConvertible {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Bits of one colour component (8).
  public let bitsPerComponent: Int
  /// Bits of one pixel (32).
  public let bitsPerPixel: Int

  /// The bytes of one row.
  public let bytesPerRow: Int
  /// The colour space of the pixels.
  public let colorSpace: CGColorSpace?
  /// The layout of a pixel: alpha information, float components and byte order.
  public let bitmapInfo: CGBitmapInfo

  /// An image `width` × `height` pixels (negative sizes are taken as zero). ScreenLab's: Apple
  /// makes images from data providers and contexts, which hold pixels. Device RGB, 8 bits per
  /// component, premultiplied alpha last, rows packed.
  public init(headlessWidth width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    bitsPerComponent = 8
    bitsPerPixel = 32
    bytesPerRow = self.width * 4
    colorSpace = CGColorSpaceCreateDeviceRGB()
    bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
  }

  /// An image with a bitmap context's layout (``CGContext/makeImage()``).
  init(
    width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
    colorSpace: CGColorSpace?, bitmapInfo: CGBitmapInfo
  ) {
    (self.width, self.height) = (width, height)
    (self.bitsPerComponent, self.bitsPerPixel) = (bitsPerComponent, bitsPerPixel)
    (self.bytesPerRow, self.colorSpace, self.bitmapInfo) = (bytesPerRow, colorSpace, bitmapInfo)
  }

  /// Where a pixel's alpha is.
  public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

  /// The byte order of a pixel's components.
  public var byteOrderInfo: CGImageByteOrderInfo {
    CGImageByteOrderInfo(rawValue: bitmapInfo.rawValue & 0x7000) ?? .orderDefault
  }

  /// The part of the image inside `rect` (pixels; rounded outwards to whole pixels, as Apple's
  /// `cropping(to:)` does), or nil when `rect` does not meet the image.
  public func cropping(to rect: CGRect) -> CGImage? {
    let bounds = CGRect(x: 0, y: 0, width: width, height: height)
    let part = rect.standardized.integral.intersection(bounds)
    guard !part.isNull, !part.isEmpty else { return nil }
    return CGImage(
      width: Int(part.width), height: Int(part.height), bitsPerComponent: bitsPerComponent,
      bitsPerPixel: bitsPerPixel, bytesPerRow: Int(part.width) * bitsPerPixel / 8,
      colorSpace: colorSpace, bitmapInfo: bitmapInfo)
  }

  public static func == (a: CGImage, b: CGImage) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  public var description: String { "<CGImage \(width)x\(height)>" }
}
