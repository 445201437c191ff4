// XCTest, not Swift Testing: the toolchain's Testing module declares a cross-import overlay
// for `CoreImage` (`_Testing_CoreImage`) that exists only on Apple's platforms, so a file that
// imports both does not compile on Linux.
import CoreImage
import Foundation
import HeadlessUIKit
import LinkPresentation
import Runtime
import XCTest

final class CoreImageTests: XCTestCase {
  @MainActor func testAFilterChainKeepsTheInputsExtentAndRecordsItsSteps() async throws {
    let photo = UIImage(size: CGSize(width: 40, height: 30))
    let sepia = try XCTUnwrap(CIFilter(name: "CISepiaTone"))
    XCTAssertEqual(sepia.inputKeys, [kCIInputImageKey, kCIInputIntensityKey])
    XCTAssertNil(sepia.outputImage)
    sepia.setValue(CIImage(image: photo), forKey: kCIInputImageKey)
    sepia.setValue(0.8, forKey: kCIInputIntensityKey)
    XCTAssertEqual(sepia.value(forKey: kCIInputIntensityKey) as? Double, 0.8)
    let scaled = try XCTUnwrap(sepia.outputImage).transformed(
      by: CGAffineTransform(scaleX: 10, y: 10))
    let invert = try XCTUnwrap(CIFilter(name: "CIColorInvert"))
    invert.setValue(scaled, forKey: kCIInputImageKey)
    let output = try XCTUnwrap(invert.outputImage)
    XCTAssertEqual(output.extent, CGRect(x: 0, y: 0, width: 400, height: 300))
    XCTAssertEqual(output.recipe, ["CISepiaTone", "CIColorInvert"])
    XCTAssertEqual(
      UIImage(ciImage: output, scale: 2, orientation: .up).size, CGSize(width: 200, height: 150))
  }

  @MainActor func testUnknownFiltersAndGeneratorsMakeNoImage() async throws {
    XCTAssertNil(CIFilter(name: "CINoSuchFilter"))
    let qr = try XCTUnwrap(CIFilter(name: "CIQRCodeGenerator"))
    qr.setValue(Data("hello".utf8), forKey: "inputMessage")
    XCTAssertNil(qr.outputImage)
    XCTAssertEqual(qr.value(forKey: "inputMessage") as? Data, Data("hello".utf8))
  }

  @MainActor func testLinkMetadataIsNeverFetched() async {
    let url = URL(string: "https://www.apple.com")!
    do {
      _ = try await LPMetadataProvider().startFetchingMetadata(for: url)
      XCTFail("a fetch succeeded")
    } catch {
      XCTAssertEqual(error as? LPError, LPError(.metadataFetchNotAllowed))
    }
    Runtime.withNew { _ in
      let view = LPLinkView(url: url)
      XCTAssertEqual(view.metadata.originalURL, url)
    }
  }
}
