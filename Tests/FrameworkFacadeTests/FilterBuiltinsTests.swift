// XCTest, not Swift Testing: see CoreImageTests.swift (the toolchain's `_Testing_CoreImage`
// cross-import overlay exists only on Apple's platforms).
import CoreImage
import CoreImage.CIFilterBuiltins
import Foundation
import HeadlessCoreGraphics
import HeadlessUIKit
import XCTest

/// Core Image's typed built-in filters and `createCGImage(_:from:)`
/// (Docs/Semantics/OtherFrameworks.md OF-5.3, OF-5.4).
final class FilterBuiltinsTests: XCTestCase {
  @MainActor func testATypedFilterReadsItsDefaultsAndWritesItsInputKeys() async throws {
    let sepia = CIFilter.sepiaTone()
    XCTAssertEqual(sepia.name, "CISepiaTone")
    XCTAssertEqual(sepia.intensity, 1)
    sepia.intensity = 0.25
    XCTAssertEqual(sepia.value(forKey: kCIInputIntensityKey) as? Float, 0.25)
    // A value set by key reads back through the property, whatever its number type.
    sepia.setValue(0.5, forKey: kCIInputIntensityKey)
    XCTAssertEqual(sepia.intensity, 0.5)
    let pixellate = CIFilter.pixellate()
    XCTAssertEqual(pixellate.scale, 8)
    XCTAssertEqual(pixellate.center, CGPoint(x: 150, y: 150))
    pixellate.center = CGPoint(x: 10, y: 20)
    let vector = try XCTUnwrap(pixellate.value(forKey: kCIInputCenterKey) as? CIVector)
    XCTAssertEqual([vector.x, vector.y], [10, 20])
    XCTAssertEqual(CIFilter.gaussianBlur().radius, 10)
    XCTAssertEqual(CIFilter.colorControls().contrast, 1)
    XCTAssertEqual(CIFilter.qrCodeGenerator().correctionLevel, "M")
  }

  @MainActor func testATypedChainRecordsItsFiltersAndRendersToARecordOnlyBitmap() async throws {
    let photo = try XCTUnwrap(UIImage(size: CGSize(width: 64, height: 48)).cgImage)
    let blur = CIFilter.gaussianBlur()
    blur.inputImage = CIImage(cgImage: photo)
    blur.radius = 4
    let noir = CIFilter.photoEffectNoir()
    noir.inputImage = blur.outputImage
    let output = try XCTUnwrap(noir.outputImage)
    XCTAssertEqual(output.recipe, ["CIGaussianBlur", "CIPhotoEffectNoir"])
    let context = CIContext()
    let bitmap = try XCTUnwrap(context.createCGImage(output, from: output.extent))
    XCTAssertEqual([bitmap.width, bitmap.height], [64, 48])
    // Part of a pixel counts as a whole one; an empty or infinite rectangle makes nothing.
    let part = try XCTUnwrap(
      context.createCGImage(output, from: CGRect(x: 0.5, y: 0, width: 10, height: 10)))
    XCTAssertEqual([part.width, part.height], [11, 10])
    XCTAssertNil(context.createCGImage(output, from: .zero))
    XCTAssertNil(context.createCGImage(output, from: .infinite))
  }

  @MainActor func testATypedGeneratorKeepsItsMessageAndMakesNoImage() async {
    let qr = CIFilter.qrCodeGenerator()
    qr.message = Data("https://example.com".utf8)
    qr.correctionLevel = "H"
    XCTAssertEqual(qr.value(forKey: "inputMessage") as? Data, Data("https://example.com".utf8))
    XCTAssertNil(qr.outputImage)
  }
}
