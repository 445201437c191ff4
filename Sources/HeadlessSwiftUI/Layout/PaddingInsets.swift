/// `.padding(_ insets: EdgeInsets)`: pads each edge by its own length, laid out as the other
/// paddings (Docs/Semantics/SwiftUI.md §13.12).
nonisolated public struct _InsetsPaddingLayout: ViewModifier, Equatable {
  public typealias Body = Never
  /// The insets.
  public let insets: EdgeInsets
}

extension _InsetsPaddingLayout: LayoutModifierProviding {
  var layoutModifier: LayoutModifier {
    .padding(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }
}

nonisolated extension View {
  /// Pads the view by `insets`, edge by edge.
  public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _InsetsPaddingLayout> {
    modifier(_InsetsPaddingLayout(insets: insets))
  }
}
