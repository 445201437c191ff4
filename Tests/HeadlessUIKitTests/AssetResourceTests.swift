import Foundation
import HeadlessUIKit
import Runtime
import Testing

// UIKit's initializers from asset references by value (Docs/Semantics/UIKit.md §92).

/// What Xcode generates for an app's catalog: static members of the resource types.
extension ColorResource {
  fileprivate static let brand = ColorResource(name: "Brand", bundle: .main)
}

extension ImageResource {
  fileprivate static let logo = ImageResource(name: "Logo", bundle: .main)
}

@MainActor
struct AssetResourceTests {
  @Test func resourcesNameTheSameAssetsAsTheirNamesWithStandInsOn() {
    Runtime.withNew { runtime in
      // Without stand-ins there is no asset: the named initializers fail (the resource ones
      // would stop the program, which a test cannot show).
      #expect(UIColor(named: "Brand", in: .main, compatibleWith: nil) == nil)
      AssetStandIns.of(runtime).isOn = true
      let color = UIColor(resource: .brand)
      #expect(color.cgColor.rgba.red == 0.5 && color.cgColor.rgba.alpha == 1)
      let image = UIImage(resource: .logo)
      #expect(image.size == CGSize(width: 20, height: 20))
      #expect(AssetStandIns.of(runtime).names == ["Logo"])
      #expect(ColorResource.brand == ColorResource(name: "Brand", bundle: .main))
    }
  }
}
