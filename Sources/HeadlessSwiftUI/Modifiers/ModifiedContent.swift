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
  /// How the effect of a value of this type is found, decided once per type
  /// (``ViewTypeTraits/effectLookup``).
  static var effectLookup: EffectLookup { get }
  /// ``effect``, the modifier being of type `type`: re-typed, without a conformance lookup.
  @MainActor func effect(as type: any ModifierEffect.Type) -> (any ModifierEffect)?
}

/// How a modified view's ``ModifierEffect`` is found.
enum EffectLookup {
  /// The modifier type is not a ``ModifierEffect``.
  case none
  /// The modifier type is this ``ModifierEffect`` type.
  case type(any ModifierEffect.Type)
  /// Cast each value (a class, whose values may be of a subclass).
  case perValue
}

extension ModifiedContent: ModifierCarrier where Content: View, Modifier: ViewModifier {
  var anyModifier: Any { modifier }
  var effect: (any ModifierEffect)? { modifier as? any ModifierEffect }

  static var effectLookup: EffectLookup {
    if Modifier.self is AnyClass { return .perValue }
    guard let type = Modifier.self as? any ModifierEffect.Type else { return .none }
    return .type(type)
  }

  @MainActor
  func effect(as type: any ModifierEffect.Type) -> (any ModifierEffect)? {
    type.retyped(modifier)
  }
}

extension ModifierEffect {
  /// `modifier`, a value of this very type, as a modifier effect: a cast between identical
  /// types, which copies the value (no conformance lookup).
  static func retyped<Value>(_ modifier: Value) -> (any ModifierEffect)? { modifier as? Self }
}
