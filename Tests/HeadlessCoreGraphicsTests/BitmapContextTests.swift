import Testing

@testable import HeadlessCoreGraphics

/// Bitmap contexts and the layout types (Docs/Semantics/UIKit.md §84).
@Suite struct BitmapContextTests {
  @Test func aBitmapContextHasItsLayoutAndItsImageCopiesIt() throws {
    let space = CGColorSpaceCreateDeviceRGB()
    let info = CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue
    let context = try #require(
      CGContext(
        data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: space,
        bitmapInfo: info))
    #expect(context.bytesPerRow == 12 && context.bitsPerPixel == 32)
    #expect(context.alphaInfo == .premultipliedLast)
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
    #expect(context.displayList.commands.count == 1)
    // Its own memory is zeroed and never painted.
    let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
    #expect((0..<24).allSatisfy { bytes[$0] == 0 })
    let image = try #require(context.makeImage())
    #expect(image.width == 3 && image.height == 2 && image.bytesPerRow == 12)
    #expect(image.alphaInfo == .premultipliedLast && image.byteOrderInfo == .order32Big)
    #expect(image.colorSpace?.model == .rgb)
    #expect(CGContext(recordingWithClip: nil).makeImage() == nil)
  }

  @Test func layoutsCoreGraphicsRefusesMakeNoContext() {
    let rgb = CGColorSpaceCreateDeviceRGB()
    let gray = CGColorSpaceCreateDeviceGray()
    func make(_ space: CGColorSpace, _ bits: Int, _ info: UInt32, row: Int = 0) -> CGContext? {
      CGContext(
        data: nil, width: 4, height: 4, bitsPerComponent: bits, bytesPerRow: row, space: space,
        bitmapInfo: info)
    }
    // RGB needs an alpha channel or a skipped byte; grey takes none.
    #expect(make(rgb, 8, CGImageAlphaInfo.none.rawValue) == nil)
    #expect(make(rgb, 8, CGImageAlphaInfo.noneSkipFirst.rawValue)?.bitsPerPixel == 32)
    #expect(make(gray, 8, CGImageAlphaInfo.none.rawValue)?.bytesPerRow == 4)
    #expect(make(gray, 8, CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    #expect(make(CGColorSpaceCreateDeviceCMYK(), 8, CGImageAlphaInfo.none.rawValue) == nil)
    // A row too short for its pixels.
    #expect(make(rgb, 8, CGImageAlphaInfo.premultipliedLast.rawValue, row: 15) == nil)
    #expect(make(rgb, 8, CGImageAlphaInfo.premultipliedLast.rawValue, row: 64)?.bytesPerRow == 64)
  }

  @Test func aCallersBufferKeepsItsBytes() {
    var pixels = [UInt8](repeating: 255, count: 4)
    pixels.withUnsafeMutableBytes { buffer in
      let context = CGContext(
        data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      context?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      #expect(context?.data == buffer.baseAddress)
    }
    #expect(pixels == [255, 255, 255, 255])
  }

  @Test func namedSpacesHaveTheirModels() {
    #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
    #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.model == .monochrome)
    #expect(CGColorSpace(name: "no such space") == nil)
    #expect(CGColorSpaceCreateDeviceRGB().name == nil)
  }
}
