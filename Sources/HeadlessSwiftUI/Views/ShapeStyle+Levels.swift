/// A lower level of a shape style: what SwiftUI's `ShapeStyle.secondary`, `tertiary`,
/// `quaternary` and `quinary` return (iOS 17; Docs/Semantics/SwiftUI.md §16.4). The levels of
/// the system fill are drawn as UIKit's fills of those levels; other styles' levels are kept as
/// data (not drawn), as the hierarchical levels past `secondary` are (§13.17).
public struct _ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle {
  /// The style whose level this is.
  public let base: Base
  /// 2 for `secondary` … 5 for `quinary`.
  public let level: Int
}

extension _ShapeStyleLevel: Equatable where Base: Equatable {}
extension _ShapeStyleLevel: Hashable where Base: Hashable {}
extension _ShapeStyleLevel: Sendable where Base: Sendable {}

extension _ShapeStyleLevel: ApproximateColorStyle where Base == FillShapeStyle {
  /// UIKit's `secondarySystemFill`, `tertiarySystemFill` and `quaternarySystemFill` (the
  /// fifth level has no UIKit colour: the fourth's).
  var approximateColor: Color {
    switch level {
    case 2: return Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
    case 3: return Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    default: return Color(red: 116 / 255, green: 116 / 255, blue: 128 / 255, opacity: 0.08)
    }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle {
  /// The second level of this style.
  public var secondary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 2) }
  /// The third level of this style.
  public var tertiary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 3) }
  /// The fourth level of this style.
  public var quaternary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 4) }
  /// The fifth level of this style.
  public var quinary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 5) }
}
