/// `.layoutPriority(_:)`: the priority a stack offers space by (Docs/Semantics/SwiftUI.md
/// §13.12); otherwise layout-transparent.
nonisolated public struct _LayoutPriorityModifier: ViewModifier, Equatable {
  public typealias Body = Never
  /// The priority (0 by default).
  public let value: Double
}

/// Laid out as its content, but kept as a node of its own (as `zIndex` is), so that the
/// stack finds the priority on its child.
extension _LayoutPriorityModifier: LayoutModifierProviding {
  var layoutModifier: LayoutModifier { .hiddenExtras }
}

nonisolated extension View {
  /// Sets the priority by which a parent stack offers this view space: higher first, after
  /// the lower-priority siblings' minimum lengths are set aside.
  public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityModifier> {
    modifier(_LayoutPriorityModifier(value: value))
  }
}
