// Older spellings real view files still use (Docs/RealCode.md).

nonisolated extension View {
  /// `background(_:alignment:)` with a view: the view behind this one, proposed this view's
  /// size (the same as ``background(alignment:content:)``). Not main-actor isolated, as Apple
  /// declares it, so a nonisolated helper may call it (Docs/Semantics/SwiftUI.md §15.1).
  public func background<V: View>(_ background: V, alignment: Alignment = .center)
    -> ModifiedContent<Self, _BackgroundModifier<V>>
  {
    modifier(_BackgroundModifier(background: background, alignment: alignment))
  }

  /// `overlay(_:alignment:)` with a view: the view in front of this one, proposed this view's
  /// size (the same as ``overlay(alignment:content:)``).
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center)
    -> ModifiedContent<Self, _OverlayModifier<V>>
  {
    modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
  }
}
