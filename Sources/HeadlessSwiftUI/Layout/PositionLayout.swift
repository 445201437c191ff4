/// `.position(x:y:)` / `.position(_:)`: the modified view takes the space offered and places
/// its content's centre at the point, in that space's coordinates
/// (Docs/Semantics/SwiftUI.md §13.12).
nonisolated public struct _PositionLayout: ViewModifier, Equatable {
  public typealias Body = Never
  /// Where the content's centre goes.
  public let position: CGPoint
}

extension _PositionLayout: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .position(position) }
}

nonisolated extension View {
  /// Places the centre of this view at `position` in its parent's coordinate space.
  public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
    modifier(_PositionLayout(position: position))
  }

  /// Places the centre of this view at (`x`, `y`) in its parent's coordinate space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
    position(CGPoint(x: x, y: y))
  }
}
