/// A 2-D shape view (rectangle, rounded rectangle, circle, capsule), kept as data.
public protocol Shape: View {}

extension Shape {
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
public struct _FillModifier<Style: ShapeStyle>: ViewModifier {
  public typealias Body = Never
  let style: Style
  let lineWidth: CGFloat?
}
