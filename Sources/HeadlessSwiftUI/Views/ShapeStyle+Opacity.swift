// `opacity(_:)` on every shape style (iOS 15), not only on `Color` (Docs/Semantics/SwiftUI.md
// §15.3).

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle {
  /// This style with its opacity multiplied by `opacity`. A ``Color`` keeps its own
  /// ``Color/opacity(_:)``, which returns a colour; any other style is wrapped.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    OpacityShapeStyle(style: self, opacity: opacity)
  }
}

/// A shape style drawn at a fraction of its opacity: SwiftUI's `_OpacityShapeStyle`. The
/// painter draws it as its style's colour (or approximate colour) at that opacity; a style with
/// no colour here (a hierarchical level) stays undrawn.
struct OpacityShapeStyle<Style: ShapeStyle>: ShapeStyle {
  let style: Style
  let opacity: Double
}

extension OpacityShapeStyle: ApproximateColorStyle {
  var approximateColor: Color {
    let base = (style as? Color) ?? (style as? ApproximateColorStyle)?.approximateColor
    return (base ?? .clear).opacity(opacity)
  }
}

extension OpacityShapeStyle: CustomStringConvertible {
  var description: String { "\(style) opacity \(opacity)" }
}
