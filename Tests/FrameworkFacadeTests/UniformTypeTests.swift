// XCTest, not Swift Testing: the `UIKit` facade re-exports `CoreImage`, for which the
// toolchain's Testing module declares a cross-import overlay that exists only on Apple's
// platforms (see CoreImageTests).
import Foundation
import IntentsUI
import Runtime
import UIKit
import UniformTypeIdentifiers
import XCTest

// UniformTypeIdentifiers, item providers and the IntentsUI re-export
// (Docs/Semantics/OtherFrameworks.md §12, §13).
final class UniformTypeTests: XCTestCase {
  func testDeclaredTypesConformThroughTheirParents() throws {
    let png = try XCTUnwrap(UTType("public.png"))
    XCTAssertEqual(png, .png)
    XCTAssertTrue(png.conforms(to: .image) && png.conforms(to: .data) && png.conforms(to: .item))
    XCTAssertFalse(png.conforms(to: .text))
    XCTAssertTrue(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data))
    XCTAssertTrue(UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image))
    XCTAssertFalse(UTType.png.isSubtype(of: .png))
    XCTAssertTrue(UTType.heic.conforms(to: .image))
    XCTAssertTrue(UTType.mpeg4Audio.conforms(to: .audio) && UTType.mpeg4Audio.conforms(to: .movie))
    XCTAssertEqual(UTType("PUBLIC.PNG"), .png)
    XCTAssertNil(UTType("com.example.unknown"))
    XCTAssertEqual(UTType.fileURL.identifier, "public.file-url")
    XCTAssertEqual(UTType.plainText.description, "public.plain-text")
  }

  func testTagsNameTheirTypesAndUnknownTagsMakeDynamicTypes() throws {
    XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
    XCTAssertEqual(UTType.jpeg.preferredFilenameExtension, "jpeg")
    XCTAssertEqual(UTType(mimeType: "application/json"), .json)
    XCTAssertEqual(UTType.png.preferredMIMEType, "image/png")
    XCTAssertEqual(UTType.png.tags[.filenameExtension], ["png"])
    XCTAssertNil(UTType.folder.preferredFilenameExtension)
    // A tag of a type that does not conform to the supertype asked for names no declared type.
    let dynamic = try XCTUnwrap(UTType(filenameExtension: "png", conformingTo: .text))
    XCTAssertTrue(dynamic.isDynamic && !dynamic.isDeclared)
    XCTAssertTrue(dynamic.identifier.hasPrefix("dyn."))
    XCTAssertTrue(dynamic.conforms(to: .text))
    let unknown = try XCTUnwrap(UTType(filenameExtension: "kiltcalc"))
    XCTAssertEqual(unknown.preferredFilenameExtension, "kiltcalc")
    XCTAssertTrue(unknown.conforms(to: .data))
    let exported = UTType(exportedAs: "com.example.pattern", conformingTo: .json)
    XCTAssertTrue(exported.conforms(to: .text) && exported.isDeclared && !exported.isPublic)
    XCTAssertEqual(UTType(importedAs: "public.png"), .png)
  }

  func testAnItemProviderLoadsWhatItsTypesConformTo() throws {
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) {
      completion in
      completion(Data([1, 2, 3]), nil)
      return nil
    }
    XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.png"])
    XCTAssertTrue(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    XCTAssertFalse(provider.hasItemConformingToTypeIdentifier("public.text"))
    var loaded: Data?
    let progress = provider.loadDataRepresentation(forTypeIdentifier: "public.data") { data, _ in
      loaded = data
    }
    XCTAssertEqual(loaded, Data([1, 2, 3]))
    XCTAssertEqual(progress.completedUnitCount, 1)
    var failure: NSError?
    provider.loadDataRepresentation(forTypeIdentifier: "public.text") { _, error in
      failure = error as NSError?
    }
    XCTAssertEqual(failure?.domain, NSItemProviderErrorDomain)
    XCTAssertEqual(failure?.code, NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    let text = NSItemProvider(item: "hello" as NSString, typeIdentifier: "public.utf8-plain-text")
    XCTAssertTrue(text.hasItemConformingToTypeIdentifier("public.text"))
  }

  @MainActor func testThePasteboardOffersItsItemsAsProviders() async {
    Runtime.withNew { _ in
      let board = UIPasteboard.general
      board.string = "copied"
      let providers = board.itemProviders
      XCTAssertEqual(providers.map(\.registeredTypeIdentifiers), [["public.utf8-plain-text"]])
      XCTAssertTrue(providers[0].hasItemConformingToTypeIdentifier(UTType.text.identifier))
      XCTAssertFalse(providers[0].hasItemConformingToTypeIdentifier(UTType.image.identifier))
      board.itemProviders = [
        NSItemProvider(item: "pasted" as NSString, typeIdentifier: "public.utf8-plain-text")
      ]
      XCTAssertEqual(board.strings, ["pasted"])
      // IntentsUI re-exports UIKit: the pasteboard is reachable through it alone.
      XCTAssertTrue(IntentsUI.UIPasteboard.general === board)
    }
  }
}
