/// A 2-D shape view: the built-in ones (rectangle, rounded rectangle, circle, ellipse,
/// capsule) are kept as data; a shape of one's own describes its outline in ``path(in:)``
/// and is shown by `_ShapeView` (Views/Path.swift, Docs/RealCode.md "Shapes and paths").
nonisolated public protocol Shape: View {
  /// The outline in `rect`, the shape's frame in its own coordinates.
  func path(in rect: CGRect) -> Path
}

nonisolated extension Shape {
  /// Fills the shape with `style`.
  public func fill<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_FillModifier(style: style, lineWidth: nil))
  }

  /// Strokes the shape's outline with `style`.
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
    modifier(_FillModifier(style: style, lineWidth: lineWidth))
  }
}

/// A fill or stroke of a shape (`lineWidth == nil` for a fill).
nonisolated public struct _FillModifier<Style: ShapeStyle>: ViewModifier {
  public typealias Body = Never
  let style: Style
  let lineWidth: CGFloat?
}
