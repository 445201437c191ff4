import Foundation
import HeadlessUIKit
import Testing

// An image's PNG and JPEG data (Docs/Semantics/UIKit.md §107): files of the image's size in
// pixels, which `UIImage(data:)` reads back.

@MainActor
struct ImageDataTests {
  @Test func pngDataIsAPNGOfTheImagesSizeThatReadsBack() throws {
    let data = try #require(UIImage(size: CGSize(width: 30, height: 12.5)).pngData())
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(Array(data.suffix(8)) == Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
    #expect(UIImage(data: data)?.size == CGSize(width: 30, height: 13))
  }

  @Test func jpegDataIsABaselineJPEGOfTheImagesSizeAtEveryQuality() throws {
    let image = UIImage(size: CGSize(width: 17, height: 9))
    let data = try #require(image.jpegData(compressionQuality: 0.8))
    #expect(Array(data.prefix(2)) == [0xFF, 0xD8])
    #expect(Array(data.suffix(2)) == [0xFF, 0xD9])
    #expect(data == image.jpegData(compressionQuality: 0.1))
    #expect(UIImage(data: data)?.size == CGSize(width: 17, height: 9))
  }

  @Test func anImageWithoutPixelsHasNoData() {
    #expect(UIImage().pngData() == nil)
    #expect(UIImage().jpegData(compressionQuality: 1) == nil)
    #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])) == nil)
  }
}
