/// A modifier applied to a view, producing a different view (``View/modifier(_:)``).
///
/// The modifiers this module declares are primitives the view graph applies itself
/// (their `Body` is `Never`).
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The modified view, as the modifier's body sees it.
  typealias Content = _ViewModifier_Content<Self>
  /// Builds the modified view.
  @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  /// Primitive modifiers have no body; the view graph applies them itself.
  public func body(content: Content) -> Never {
    fatalError("'\(Self.self)' is a primitive modifier: its body is never evaluated")
  }
}

/// The content a modifier's body receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  public typealias Body = Never
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
