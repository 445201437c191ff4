import Foundation
import HeadlessCoreGraphics

// SwiftUI's views of asset references by value (`ImageResource` and `ColorResource`, declared
// in HeadlessCoreGraphics, which this module re-exports) and the image's drawing options
// (Docs/Semantics/SwiftUI.md §15.8).

extension Image {
  /// The image of `resource`: the same as `Image(_:)` given the asset's name (kept as
  /// data; no catalog is read headless).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ resource: ImageResource) {
    self.init(resource.name)
  }

  /// How an image is sampled when scaled: SwiftUI's `Image.Interpolation`.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }

  /// This image sampled with `interpolation` when scaled (images are drawn as placeholders:
  /// the same image).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// This image with antialiasing on or off (drawn as a placeholder: the same image).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  /// This image with symbols rendered in `mode` (symbols are drawn as placeholders: the same
  /// image, so it can still be made resizable; §17.10).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension Color {
  /// The colour of `resource`: the same as ``Color/init(_:bundle:)`` with its name and bundle —
  /// clear, since no asset catalog exists headless (§13.11).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}
