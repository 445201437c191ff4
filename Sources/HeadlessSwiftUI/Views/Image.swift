import Foundation

/// An image, kept as data: its name and whether it is a system symbol.
nonisolated public struct Image: View, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never

  /// The image or symbol name.
  public let name: String
  /// True for `Image(systemName:)`.
  public let isSystemSymbol: Bool
  /// True after `resizable(capInsets:resizingMode:)`: the image takes the size it is offered.
  public internal(set) var isResizable = false

  /// A system symbol (SF Symbols name), as data.
  public init(systemName: String) {
    name = systemName
    isSystemSymbol = true
  }

  /// An image from the asset catalog of `bundle` (the main bundle when nil), as data: its
  /// name (no catalog is read headless, §17.10).
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    isSystemSymbol = false
  }
}
