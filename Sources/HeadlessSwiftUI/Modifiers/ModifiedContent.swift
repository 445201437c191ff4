/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The modified view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never

  var children: [ChildSlot] {
    if !(modifier is any ModifierEffect), Modifier.Body.self != Never.self {
      let content = _ViewModifier_Content<Modifier>(view: content)
      return [
        ChildSlot(id: .index(0), view: ModifierBodyView(modifier: modifier, content: content))
      ]
    }
    let main = ChildSlot(id: .index(0), view: content)
    guard let extra = modifier as? ModifierChildren else { return [main] }
    return [main] + extra.extraChildren
  }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

/// Gives the graph a modified view's modifier and its effect without knowing its types.
protocol ModifierCarrier {
  var anyModifier: Any { get }
  var effect: (any ModifierEffect)? { get }
}

extension ModifiedContent: ModifierCarrier where Content: View, Modifier: ViewModifier {
  var anyModifier: Any { modifier }
  var effect: (any ModifierEffect)? { modifier as? any ModifierEffect }
}
