// An image's PNG and JPEG data (Docs/Semantics/UIKit.md §107). ScreenLab's images have a size
// and no pixels: the data is a valid file of that size in pixels whose pixels are transparent
// (PNG) or black (JPEG, which has no alpha), so that `UIImage(data:)` reads the size back.
import Foundation

extension UIImage {
  /// The image as PNG data: a PNG of the image's size in pixels (one a point), every pixel
  /// transparent; nil for an image without pixels (zero width or height), as UIKit answers
  /// for an image without a bitmap.
  public func pngData() -> Data? {
    guard let (width, height) = pixelSize else { return nil }
    return ImageEncoding.png(width: width, height: height)
  }

  /// The image as JPEG data: a baseline JPEG of the image's size in pixels, every pixel black;
  /// `compressionQuality` (0 to 1) changes nothing, one colour compresses the same at every
  /// quality. Nil for an image without pixels.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    guard let (width, height) = pixelSize else { return nil }
    return ImageEncoding.jpeg(width: width, height: height)
  }

  private var pixelSize: (Int, Int)? {
    let width = Int(size.width.rounded(.up))
    let height = Int(size.height.rounded(.up))
    guard width > 0, height > 0 else { return nil }
    return (width, height)
  }
}

/// Writers of the two files, and the reader of a JPEG's size.
enum ImageEncoding {
  /// A PNG (PNG specification: signature 5.2, `IHDR` 11.2.2, `IDAT` 11.2.4 as a zlib stream of
  /// stored deflate blocks, `IEND` 11.2.5) of 8-bit RGBA pixels, all zero.
  static func png(width: Int, height: Int) -> Data {
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]
    appendChunk("IHDR", header, to: &file)
    // Each row: filter type 0, then 4 bytes a pixel.
    let raw = [UInt8](repeating: 0, count: height * (1 + 4 * width))
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let length = min(65_535, raw.count - offset)
      let last: UInt8 = offset + length == raw.count ? 1 : 0
      zlib += [last, UInt8(length & 0xFF), UInt8(length >> 8)]
      zlib += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
      zlib += raw[offset..<offset + length]
      offset += length
    } while offset < raw.count
    zlib += bigEndian(adler32(raw))
    appendChunk("IDAT", zlib, to: &file)
    appendChunk("IEND", [], to: &file)
    return Data(file)
  }

  /// A baseline grey-scale JPEG (ITU T.81: SOI, DQT, SOF0, DHT, SOS, EOI) of black 8 × 8
  /// blocks: the first block's DC difference is -128 (level 0 after the level shift, the DC
  /// quantized by 8), every later one 0, and every block ends at once (EOB).
  static func jpeg(width: Int, height: Int) -> Data {
    var file: [UInt8] = [0xFF, 0xD8]
    // One quantization table, every entry 8.
    file += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 8, count: 64)
    // A frame of one component, sampling 1 × 1, table 0.
    file += [0xFF, 0xC0, 0x00, 0x0B, 0x08]
    file += bigEndian16(height) + bigEndian16(width) + [0x01, 0x01, 0x11, 0x00]
    // DC table 0: category 0 is "0", category 8 is "10". AC table 0: EOB is "0".
    file += [0xFF, 0xC4, 0x00, 0x15, 0x00, 1, 1] + [UInt8](repeating: 0, count: 14) + [0x00, 0x08]
    file += [0xFF, 0xC4, 0x00, 0x14, 0x10, 1] + [UInt8](repeating: 0, count: 15) + [0x00]
    file += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
    var bits: [Bool] = []
    // -128 in category 8 is written as its ones' complement, 0111 1111.
    bits += [true, false] + [false] + [Bool](repeating: true, count: 7) + [false]
    let blocks = ((width + 7) / 8) * ((height + 7) / 8)
    for _ in 1..<blocks { bits += [false, false] }
    while bits.count % 8 != 0 { bits.append(true) }
    for start in stride(from: 0, to: bits.count, by: 8) {
      let byte = bits[start..<start + 8].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
      file.append(byte)
      if byte == 0xFF { file.append(0x00) }
    }
    file += [0xFF, 0xD9]
    return Data(file)
  }

  /// The width and height of a JPEG: the first start-of-frame segment's fields (ITU T.81,
  /// B.2.2), found by walking the segments after SOI.
  static func jpegSize(_ data: Data) -> CGSize? {
    let bytes = [UInt8](data)
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    while index + 9 < bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
      }
      index += 2 + length
    }
    return nil
  }

  private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
    let typed = Array(type.utf8) + data
    file += bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  private static func bigEndian16(_ value: Int) -> [UInt8] {
    [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  /// CRC-32 as PNG computes it (PNG specification, annex D).
  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }

  /// Adler-32 as zlib computes it (RFC 1950, 8.2).
  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}
