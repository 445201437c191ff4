import Foundation

// Asset references by value (DeveloperToolsSupport, iOS 17), which Apple's SwiftUI and UIKit
// both bring: `Image(_:)` and `Color(_:)` take them (Docs/Semantics/SwiftUI.md §15.8), and so
// do `UIImage(resource:)` and `UIColor(resource:)` (Docs/Semantics/UIKit.md §92). Declared here,
// below both frameworks, so that a file importing either sees the same types. Xcode generates
// a static member of these types for each asset of the app's catalog; those members belong to
// the app's build.

/// An image in an asset catalog, by name and bundle: DeveloperToolsSupport's `ImageResource`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ImageResource: Hashable, Sendable {
  /// The asset's name.
  package let name: String
  /// The bundle whose catalog holds it.
  package let bundle: Bundle

  /// The image asset `name` in `bundle`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// A colour in an asset catalog, by name and bundle: DeveloperToolsSupport's `ColorResource`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ColorResource: Hashable, Sendable {
  /// The asset's name.
  package let name: String
  /// The bundle whose catalog holds it.
  package let bundle: Bundle

  /// The colour asset `name` in `bundle`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}
