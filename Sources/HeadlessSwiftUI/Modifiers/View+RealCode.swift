// Older spellings real view files still use (Docs/RealCode.md).

nonisolated extension View {
  /// `background(_:alignment:)` with a view: the view behind this one, proposed this view's
  /// size (the same as ``background(alignment:content:)``).
  @MainActor
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
