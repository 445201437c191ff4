// SwiftUI's `Font(_:)` from a Core Text font, which on iOS takes a `UIFont` (toll-free bridged
// to `CTFont`) (Docs/Semantics/SwiftUI.md §14.12).

extension Font {
  /// The system font at `font`'s point size: SwiftUI's `Font(_:)` for a `UIFont` (the text
  /// metric has one character width per size, so the face is not kept).
  public init(_ font: UIFont) { self = .system(size: Double(font.pointSize)) }
}
